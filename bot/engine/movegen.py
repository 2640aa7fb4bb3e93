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

This module holds the public API and builds `Turn` objects; the position (flat arrays and
cross-checks) lives in movegen_position.py and the search in movegen_search.py.
"""

from __future__ import annotations

import gc
import itertools
import math
import operator
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .board import Board, Cell
from .movegen_position import START_CELL as START_CELL
from .movegen_position import _Position, _rack, _Runs, _Start
from .movegen_search import _NO_COMBO as _NO_COMBO
from .movegen_search import _Chain, _Found, _Found_t, _search, _single_tile_exists
from .tiles import MAX_LINE, Tile
from .turns import Placement

# START_CELL and _NO_COMBO are re-exported (as X as X): tests and ai.py read them as movegen.X.


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


_FACTORIAL = [math.factorial(k) for k in range(MAX_LINE + 1)]


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
_set_placements = Turn.__dict__["placements"].__set__
_set_score = Turn.__dict__["score"].__set__
_set_bonus = Turn.__dict__["bonus"].__set__


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

    empty: frozenset[Placement] = frozenset()
    turns: list[Turn] = []
    add = turns.append
    new, set_p, set_s, set_b = _new_object, _set_placements, _set_score, _set_bonus
    for chain, free, base, bonus, combos in found:
        fixed = empty
        link: _Chain | None = chain
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
        link: _Chain | None = chain
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
