"""Every legal turn of the main game, fast (RULES.md M2–M5).

"No legal move" passes a player and can end the game (M7, M8), so the generator is exhaustive:
no caps and no sampling. It is also on the hot path of automatic passes and computer players,
so it works on integers:

* The board is copied once per position into flat lists indexed by `pos = row * W + col`
  (colour bit and value per cell), with a margin so no bounds checks are needed.
* Every empty cell next to a tile gets its cross-checks once per position and axis: the run of
  tiles before and after it along the axis (length, colour mask, sum) and the rack tiles it can
  take given the line across it (colour not in that line, value of the residue mod key that
  makes it sum to a multiple of the key), with the points and bonus that cross line brings.
* A turn along an axis is a segment of the line: its first empty cell, then cell after cell,
  stepping over the placed tiles between them; it may end after any new tile when the cell
  after it is empty. A depth-first search walks the segments rightward (downward), pruned by
  colour mask and length as it goes.
* It branches only on "constrained" cells (a line across them): few tiles fit there. A "free"
  cell (nothing across) constrains only the main line, so the tiles the free cells of a segment
  take matter only as a set: one tile per colour, colours unused, sum of the residue that makes
  the line a multiple of the key. Those sets come from a table made once per rack and key; each
  set goes on the free cells in every order (all legal, all the same score).
* Results are kept as linked tuples of (pos, tile index) plus the free cells and their tile
  sets; `Turn` objects are built at the end, from one-element frozensets made once per
  (cell, tile), so no Placement is hashed twice.

A single tile with neighbours both across and down is found by the across pass only.
"""

from __future__ import annotations

import gc
import itertools
import math
import operator
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .board import Board, Cell
from .tiles import MAX_LINE, NINE, SIX, Tile
from .turns import Placement

START_CELL = Cell(0, 0)  # the first turn's first tile (same as notation.START_CELL)

_MARGIN = 8  # a turn reaches at most MAX_LINE cells beyond the occupied area
_DENSE_LIMIT = 1 << 18  # cells in the flat grid before a dict is used instead
_BAD = 99  # a run length that can never fit in a line (a run already broken)


@dataclass(frozen=True, slots=True)
class Turn:
    """One legal turn: the tiles as placed (a 6 placed as 9 is Tile(colour, 9)) and what it earns."""

    placements: frozenset[Placement]
    score: int
    bonus: bool

    def ordered(self) -> list[Placement]:
        """Placements in reading order (the order a player would type them)."""
        return sorted(self.placements, key=lambda p: p.cell)

    def sort_key(self) -> tuple[int, tuple[tuple[int, int, int, int], ...]]:
        """Best first: highest score, then a fixed order of the placements (deterministic output)."""
        return (
            -self.score,
            tuple(
                sorted((p.cell.row, p.cell.col, p.tile.colour.index, p.tile.value) for p in self.placements)
            ),
        )


class _Found(Exception):
    """Raised inside the search to stop at the first legal turn."""


# A candidate tile for a cell: (colour bit, value, tile index, cross-line points, cross-line bonus).
_Cand = tuple[int, int, int, int, bool]
# Per empty cell and axis: (run after: length, colour mask, sum; candidates; has a cross neighbour).
_Info = tuple[int, int, int, list[_Cand], bool]
# Tiles for the free cells of a segment: (tile indices, one per colour, and their sum).
_Combo = tuple[tuple[int, ...], int]
# A search result: (chain of (pos, tile index, parent) for constrained cells, free cells, score
# without the free tiles, bonus, the combos of tiles the free cells take in every order).
_Found_t = tuple[tuple | None, tuple[int, ...], int, bool, list[_Combo]]

# The board's half of an empty cell's cross-checks along one axis: (pos, run after: length,
# colour mask, sum; cells across: count or _FREE/_BLOCKED, their colour mask, their sum).
_Runs = tuple[int, int, int, int, int, int, int]
_FREE, _BLOCKED = 0, -1
# A segment's first empty cell and the run of tiles before it: (pos, length, colour mask, sum).
_Start = tuple[int, int, int, int]

_NO_COMBO: list[_Combo] = [((), 0)]
_FACTORIAL = [math.factorial(k) for k in range(MAX_LINE + 1)]


class _Rack:
    """What a rack can place, independent of the board: tile variants and colour-set tables.

    Cells with no tile across them ("free" cells) constrain only the main line, so the tiles
    they take matter only as a set: one tile per colour, a sum of the right residue. Those sets
    are tabulated once per rack and key, and the search never branches on free cells.
    """

    __slots__ = ("cands_all", "colours", "key", "max_new", "memo", "table", "tiles")

    def __init__(self, faces: tuple[Tile, ...], size: int, key: int) -> None:
        self.key = key
        tiles: list[Tile] = []
        for t in faces:
            tiles.append(t)
            if t.value == SIX:
                tiles.append(Tile(t.colour, NINE))
        self.tiles = tiles
        self.cands_all: list[_Cand] = [
            (1 << t.colour.index, t.value, i, 0, False) for i, t in enumerate(tiles)
        ]
        self.max_new = min(MAX_LINE, size)
        by_colour: dict[int, list[tuple[int, int]]] = {}
        for b, v, i, _, _ in self.cands_all:
            by_colour.setdefault(b, []).append((i, v))
        self.colours = sum(by_colour)
        table: dict[int, list[_Combo]] = {0: [((), 0)]}
        for b, options in by_colour.items():
            for m, combos in list(table.items()):
                table[m | b] = [((*idx, i), s + v) for idx, s in combos for i, v in options]
        self.table = table
        self.memo: dict[tuple[int, int, int], list[_Combo]] = {}

    def combos(self, used: int, k: int, residue: int) -> list[_Combo]:
        """Sets of k tiles of k colours outside `used` whose sum is `residue` mod the key."""
        used &= self.colours
        memo_key = (used, k, residue)
        found = self.memo.get(memo_key)
        if found is None:
            key = self.key
            found = [
                c
                for m, combos in self.table.items()
                if not m & used and m.bit_count() == k
                for c in combos
                if c[1] % key == residue
            ]
            self.memo[memo_key] = found
        return found


_RACKS: dict[tuple[tuple[Tile, ...], int, int], _Rack] = {}


def _rack(rack: Sequence[Tile], key: int) -> _Rack:
    faces = tuple(sorted({t.in_hand for t in rack}))
    cache_key = (faces, min(len(rack), MAX_LINE), key)
    r = _RACKS.get(cache_key)
    if r is None:
        if len(_RACKS) > 256:
            _RACKS.clear()
        r = _RACKS[cache_key] = _Rack(faces, len(rack), key)
    return r


class _Sparse(dict[int, int]):
    """A grid too large for a list: missing cells read as empty."""

    def __missing__(self, key: int) -> int:
        return 0


class _Position:
    """One board and rack turned into flat integer arrays, with the per-cell cross-checks."""

    __slots__ = ("bits", "empty", "min_col", "min_row", "occupied", "rack", "vals", "width")
    empty: list[int]

    def __init__(self, board: Board, rack: Sequence[Tile], key: int) -> None:
        self.rack = _rack(rack, key)
        bounds = board.bounds()
        if bounds is None:
            bounds = (START_CELL.row, START_CELL.col, START_CELL.row, START_CELL.col)
        r0, c0, r1, c1 = bounds
        self.min_row, self.min_col = r0 - _MARGIN, c0 - _MARGIN
        self.width = w = c1 - c0 + 1 + 2 * _MARGIN
        size = (r1 - r0 + 1 + 2 * _MARGIN) * w
        bits: list[int] | _Sparse
        vals: list[int] | _Sparse
        if size <= _DENSE_LIMIT:
            bits, vals = [0] * size, [0] * size
        else:  # tiles far apart (a made-up board): only the occupied cells are stored
            bits, vals = _Sparse(), _Sparse()
        occupied: list[int] = []
        mr, mc = self.min_row, self.min_col
        for cell, tile in board.items():
            p = (cell[0] - mr) * w + cell[1] - mc
            bits[p] = 1 << tile.colour.index
            vals[p] = tile.value
            occupied.append(p)
        # sorted, so the order of the turns found depends on the board's contents only (not on
        # the order its tiles were put in a dict): computer players draw from that order
        occupied.sort()
        self.bits, self.vals, self.occupied = bits, vals, occupied
        # empty cells with at least one neighbour: the only cells with cross-checks
        self.empty = sorted({q for p in occupied for q in (p - 1, p + 1, p - w, p + w) if not bits[q]})

    def cell(self, p: int) -> Cell:
        r, c = divmod(p, self.width)
        return Cell(r + self.min_row, c + self.min_col)

    def run(self, p: int, step: int) -> tuple[int, int, int]:
        """The tiles from p + step onward: (length, colour mask, sum); length _BAD if broken."""
        bits, vals = self.bits, self.vals
        n = mask = total = 0
        q = p + step
        b = bits[q]
        while b:
            if mask & b:
                return _BAD, mask, total
            mask |= b
            total += vals[q]
            n += 1
            q += step
            b = bits[q]
        return n, mask, total

    def runs(self, step: int, cross: int) -> list[_Runs]:
        """The board's half of the cross-checks (no rack): runs along and across each empty cell."""
        out: list[_Runs] = []
        run = self.run
        for p in self.empty:
            n_after, m_after, s_after = run(p, step)
            if n_after >= MAX_LINE:
                n_after = _BAD
            n_up, m_up, s_up = run(p, -cross)
            n_dn, m_dn, s_dn = run(p, cross)
            n = n_up + n_dn
            if n == 0:
                out.append((p, n_after, m_after, s_after, _FREE, 0, 0))
            elif n >= MAX_LINE or m_up & m_dn:
                out.append((p, n_after, m_after, s_after, _BLOCKED, 0, 0))
            else:
                out.append((p, n_after, m_after, s_after, n, m_up | m_dn, s_up + s_dn))
        return out

    def infos(self, runs: list[_Runs]) -> dict[int, _Info]:
        """Cross-checks of every empty cell next to a tile, for turns along one axis."""
        key = self.rack.key
        cands_all = self.rack.cands_all
        out: dict[int, _Info] = {}
        for p, n_after, m_after, s_after, n, mask, s in runs:
            if n == _FREE:
                out[p] = (n_after, m_after, s_after, cands_all, False)
            elif n == _BLOCKED:
                out[p] = (n_after, m_after, s_after, [], True)
            else:
                need = -s % key
                bonus = n == MAX_LINE - 1
                cands = [
                    (b, v, i, s + v, bonus) for b, v, i, _, _ in cands_all if not b & mask and v % key == need
                ]
                out[p] = (n_after, m_after, s_after, cands, True)
        return out

    def starts(self, step: int, info: dict[int, _Info]) -> list[_Start]:
        """First empty cells of the segments along `step` that can reach the table: (pos, run before)."""
        bits = self.bits
        run = self.run
        out: list[tuple[int, int, int, int]] = []
        seen: set[int] = set()
        for t in self.occupied + [p for p, inf in info.items() if inf[4]]:
            # a segment touches the table at t (a tile, or an empty cell with a cross neighbour):
            # its first empty cell lies at most MAX_LINE - 1 cells before t, or right after a tile
            for k in range(MAX_LINE):
                e = t - k * step
                if bits[e] or e in seen:
                    continue
                seen.add(e)
                n, m, s = run(e, -step)
                if n < MAX_LINE:
                    out.append((e, n, m, s))
            e = t + step
            if not bits[e] and bits[t] and e not in seen:
                seen.add(e)
                n, m, s = run(e, -step)
                if n < MAX_LINE:
                    out.append((e, n, m, s))
        return out


def _search(
    pos: _Position, first_only: bool, shared: dict[int, tuple[list[_Runs], list[_Start]]] | None = None
) -> list[_Found_t]:
    """Depth-first search over segments, branching only on cells with a line across them.

    `shared` keeps the board's half of the work (runs and segment starts per axis) for the
    next search of the same board with another rack.
    """
    out: list[_Found_t] = []
    rack = pos.rack
    key = rack.key
    max_new = rack.max_new
    if max_new == 0:
        return out
    combos = rack.combos
    width = pos.width
    free_info: _Info = (0, 0, 0, rack.cands_all, False)
    first_turn = not pos.occupied
    append = out.append

    def resolve(
        mask: int, total: int, free: tuple[int, ...], chain: tuple | None, points: int, bonus: bool
    ) -> None:
        if free:
            found = combos(mask, len(free), -total % key)
            if not found:
                return
        elif total % key:
            return
        else:
            found = _NO_COMBO
        if first_only:
            raise _Found
        append((chain, free, total + points, bonus, found))

    for step, cross, skip_single in ((1, width, False), (width, 1, True)):
        if first_turn:
            info: dict[int, _Info] = {}
            p0 = (START_CELL.row - pos.min_row) * width + START_CELL.col - pos.min_col
            starts = [(p0, 0, 0, 0)]
        else:
            board_part = shared.get(step) if shared is not None else None
            if board_part is None:
                runs = pos.runs(step, cross)
                info = pos.infos(runs)
                board_part = (runs, pos.starts(step, info))
                if shared is not None:
                    shared[step] = board_part
            else:
                info = pos.infos(board_part[0])
            starts = board_part[1]
        get = info.get

        def walk(
            p: int, mask: int, total: int, length: int, n_new: int, points: int, bonus: bool,
            touched: bool, chain: tuple | None, free: tuple[int, ...],
            step: int = step, skip_single: bool = skip_single, get=get,
        ) -> None:  # fmt: skip
            while True:
                n_after, m_after, s_after, cands, has_cross = get(p, free_info)
                length += 1 + n_after
                if length > MAX_LINE or m_after & mask:
                    return
                mask |= m_after
                total += s_after
                n_new += 1
                full = length == MAX_LINE
                q = p + (n_after + 1) * step
                if not has_cross:
                    free = (*free, p)
                    touched = touched or n_after > 0
                    if touched and length >= 2:
                        resolve(mask, total, free, chain, points, bonus or full)
                    if full or n_new >= max_new:
                        return
                    p = q
                    continue
                can_end = length >= 2 and not (skip_single and n_new == 1)
                can_go = not full and n_new < max_new
                for b, v, i, xv, xb in cands:
                    if b & mask:
                        continue
                    link = (p, i, chain)
                    if can_end:
                        resolve(mask | b, total + v, free, link, points + xv, bonus or xb or full)
                    if can_go:
                        walk(
                            q, mask | b, total + v, length, n_new, points + xv, bonus or xb, True, link, free
                        )
                return

        for e, n, m, s in starts:
            walk(e, m, s, n, 0, 0, False, n > 0 or first_turn, None, ())
    return out


def _single_tile_exists(pos: _Position) -> bool:
    """A quick look for a one-tile turn: legal both across and down (most positions have one)."""
    key = pos.rack.key
    run = pos.run
    w = pos.width
    cands_all = pos.rack.cands_all
    for p in pos.empty:
        n_l, m_l, s_l = run(p, -1)
        n_r, m_r, s_r = run(p, 1)
        n_u, m_u, s_u = run(p, -w)
        n_d, m_d, s_d = run(p, w)
        na, nd = n_l + n_r, n_u + n_d
        if na >= MAX_LINE or nd >= MAX_LINE or m_l & m_r or m_u & m_d:
            continue
        ma, md = m_l | m_r, m_u | m_d
        sa, sd = s_l + s_r, s_u + s_d
        for b, v, _, _, _ in cands_all:
            if b & ma or b & md:
                continue
            if (not na or (sa + v) % key == 0) and (not nd or (sd + v) % key == 0):
                return True
    return False


# For k free cells and a combo of k tiles laid out flat as flat[a * k + j] (tile a on cell j),
# one getter per order of the tiles picks the k placements of that order.
_ORDERS = [
    [
        operator.itemgetter(*[a * k + j for j, a in enumerate(perm)])
        for perm in itertools.permutations(range(k))
    ]
    for k in range(2, MAX_LINE + 1)
]

# A Turn is built without its generated __init__ (a third of the cost when there are thousands):
# the slots are set directly; the instance is exactly what Turn(...) would give.
_new_object = object.__new__
_set_placements = Turn.placements.__set__  # type: ignore[attr-defined]
_set_score = Turn.score.__set__  # type: ignore[attr-defined]
_set_bonus = Turn.bonus.__set__  # type: ignore[attr-defined]


def _build(pos: _Position, found: Iterable[_Found_t]) -> list[Turn]:
    """Turn objects from search results: every combo of free tiles in every order.

    Each distinct placement is made once, as a one-element frozenset; a turn's frozenset is a
    union of those, which reuses their stored hashes instead of hashing Placements again.
    """
    tiles = pos.rack.tiles
    nt = len(tiles)  # singles are keyed by pos * nt + tile index
    singles: dict[int, frozenset[Placement]] = {}
    get_single = singles.get

    def single(p: int, i: int) -> frozenset[Placement]:
        s = singles[p * nt + i] = frozenset((Placement(pos.cell(p), tiles[i]),))
        return s

    empty = frozenset()
    turns: list[Turn] = []
    add = turns.append
    new, set_p, set_s, set_b = _new_object, _set_placements, _set_score, _set_bonus
    for chain, free, base, bonus, combos in found:
        fixed = empty
        link: tuple | None = chain
        while link is not None:
            p, i, link = link
            fixed = fixed.union(get_single(p * nt + i) or single(p, i))
        k = len(free)
        if k == 0:
            t = new(Turn)
            set_p(t, fixed)
            set_s(t, base)
            set_b(t, bonus)
            add(t)
            continue
        union = fixed.union
        if k == 1:
            f = free[0] * nt
            for idx, s in combos:
                i = idx[0]
                t = new(Turn)
                set_p(t, union(get_single(f + i) or single(free[0], i)))
                set_s(t, base + s)
                set_b(t, bonus)
                add(t)
            continue
        orders = _ORDERS[k - 2]
        for idx, s in combos:
            flat = [get_single(f * nt + i) or single(f, i) for i in idx for f in free]
            score = base + s
            for order in orders:
                t = new(Turn)
                set_p(t, union(*order(flat)))
                set_s(t, score)
                set_b(t, bonus)
                add(t)
    return turns


# ---------------------------------------------------------------- public API


def legal_turns(board: Board, rack: Sequence[Tile], key: int) -> list[Turn]:
    """Every legal turn for `rack` (M2–M5), each with its score and bonus flag.

    On an empty board the first turn's first tile goes on START_CELL and the line runs across
    or down (the project's convention: where the first line lies does not matter).
    """
    pos = _Position(board, rack, key)
    if not gc.isenabled():
        return _build(pos, _search(pos, False))
    # Thousands of small objects in a burst would trigger several full collections (most of
    # the time spent, measured); nothing made here forms a cycle, so collection can wait.
    gc.disable()
    try:
        return _build(pos, _search(pos, False))
    finally:
        gc.enable()


def has_legal_turn(board: Board, rack: Sequence[Tile], key: int) -> bool:
    """Whether `rack` has any legal turn; stops at the first one found."""
    if not rack:
        return False
    pos = _Position(board, rack, key)
    if pos.occupied and _single_tile_exists(pos):
        return True
    try:
        _search(pos, True)
    except _Found:
        return True
    return False


def best_turn(board: Board, rack: Sequence[Tile], key: int) -> Turn | None:
    """The highest-scoring turn (ties broken by `Turn.sort_key`), or None when there is none."""
    found = hints(board, rack, key, 1)
    return found[0] if found else None


def best_score(board: Board, rack: Sequence[Tile], key: int) -> int:
    """The highest score any legal turn earns (0 when there is none), without building turns."""
    return score_summary(board, rack, key)[0]


def score_summary(board: Board, rack: Sequence[Tile], key: int) -> tuple[int, int]:
    """(best score, best score of a turn that earns a bonus), 0 where there is none.

    Cheap (no Turn objects): computer players use it to look one turn ahead.
    """
    return _summary(_search(_Position(board, rack, key), False))


def score_summaries(board: Board, racks: Sequence[Sequence[Tile]], key: int) -> list[tuple[int, int]]:
    """`score_summary` for each of several racks on one board, sharing the board's half of the work.

    Computer players ask this for the racks the next player might hold.
    """
    if not racks:
        return []
    pos = _Position(board, racks[0], key)
    shared: dict[int, tuple[list[_Runs], list[_Start]]] = {}
    out: list[tuple[int, int]] = []
    for rack in racks:
        pos.rack = _rack(rack, key)
        out.append(_summary(_search(pos, False, shared)) if rack else (0, 0))
    return out


def _summary(found: list[_Found_t]) -> tuple[int, int]:
    best = best_bonus = 0
    for _, _, base, bonus, combos in found:
        top = base + max(s for _, s in combos)
        if top > best:
            best = top
        if bonus and top > best_bonus:
            best_bonus = top
    return best, best_bonus


@dataclass(frozen=True, slots=True)
class TurnFamily:
    """Legal turns found together: the `fixed` placements (cells with a line across them) plus,
    on the `free` cells, the tiles of any one of `sets` in any order (every order is legal)."""

    fixed: tuple[Placement, ...]
    free: tuple[Cell, ...]
    sets: tuple[tuple[Tile, ...], ...]


def turn_families(board: Board, rack: Sequence[Tile], key: int) -> list[TurnFamily]:
    """Every legal turn, as families (far fewer than turns: no order of free tiles is built).

    What a board asks to light the cells a tile can go on (bot/engine/reach.py)."""
    if not rack:
        return []
    pos = _Position(board, rack, key)
    tiles = pos.rack.tiles
    as_sets: dict[int, tuple[tuple[Tile, ...], ...]] = {}  # combos lists are shared: convert once
    out: list[TurnFamily] = []
    for chain, free, _, _, combos in _search(pos, False):
        fixed: list[Placement] = []
        link: tuple | None = chain
        while link is not None:
            p, i, link = link
            fixed.append(Placement(pos.cell(p), tiles[i]))
        sets = as_sets.get(id(combos))
        if sets is None:
            sets = as_sets[id(combos)] = tuple(tuple(tiles[i] for i in idx) for idx, _ in combos)
        out.append(TurnFamily(tuple(fixed), tuple(pos.cell(p) for p in free), sets))
    return out


def turns_placing_all(board: Board, tiles: Sequence[Tile], key: int) -> list[Turn]:
    """Every legal turn that places exactly `tiles` (all of them), best first.

    Guided placement asks this: the player picks tiles, then a position for them.
    """
    found = [t for t in legal_turns(board, tiles, key) if len(t.placements) == len(tiles)]
    found.sort(key=Turn.sort_key)
    return found


def hints(
    board: Board, rack: Sequence[Tile], key: int, limit: int = 5, *, distinct: bool = False
) -> list[Turn]:
    """Up to `limit` turns, best first (score, then `Turn.sort_key`), for the /hint command.

    `distinct` (what a player is shown): the same tiles on the same cells, only typed in another
    order, are one turn (the first in `Turn.sort_key` order stands for them); the computer players
    weigh every ordering, as each leaves another board. Only the turns that can make the cut are
    built: the score threshold is found first from the search results, which also keeps the
    order independent of the search order.
    """
    if limit <= 0:
        return []
    pos = _Position(board, rack, key)
    found = _search(pos, False)
    counts: dict[int, int] = {}
    for _, free, base, _, combos in found:
        ways = 1 if distinct else _FACTORIAL[len(free)]  # a combination of tiles for the free cells
        for _, s in combos:
            counts[base + s] = counts.get(base + s, 0) + ways
    cut, seen = 0, 0
    for score in sorted(counts, reverse=True):
        cut, seen = score, seen + counts[score]
        if seen >= limit:
            break
    keep: list[_Found_t] = []
    for chain, free, base, bonus, combos in found:
        top = [c for c in combos if base + c[1] >= cut]
        if top:
            keep.append((chain, free, base, bonus, top))
    ranked = sorted(_build(pos, keep), key=Turn.sort_key)
    if not distinct:
        return ranked[:limit]
    shapes: dict[tuple[frozenset[Cell], tuple[tuple[int, int], ...]], Turn] = {}
    for turn in ranked:
        tiles = tuple(sorted((p.tile.colour.index, p.tile.value) for p in turn.placements))
        shapes.setdefault((frozenset(p.cell for p in turn.placements), tiles), turn)
        if len(shapes) == limit:
            break
    return list(shapes.values())


def rank(turns: Iterable[Turn]) -> list[Turn]:
    """Turns best first, deterministically."""
    return sorted(turns, key=Turn.sort_key)
