"""The integer board model behind move generation (bot/engine/movegen.py).

A position is the board copied once into flat lists indexed by `pos = row * W + col` (colour
bit and value per cell), with a margin so no bounds checks are needed, plus what a rack can
place (tile variants and colour-set tables, made once per rack and key). Every empty cell next
to a tile gets its cross-checks once per position and axis: the run of tiles before and after
it along the axis (length, colour mask, sum) and the rack tiles it can take given the line
across it (colour not in that line, value of the residue mod key that makes it sum to a
multiple of the key), with the points and bonus that cross line brings. The search
(bot/engine/movegen_search.py) reads only these arrays.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import Board, Cell
from .tiles import MAX_LINE, NINE, SIX, Tile

START_CELL = Cell(0, 0)  # the first turn's first tile (same as notation.START_CELL)

_MARGIN = 8  # a turn reaches at most MAX_LINE cells beyond the occupied area
_DENSE_LIMIT = 1 << 18  # cells in the flat grid before a dict is used instead
_BAD = 99  # a run length that can never fit in a line (a run already broken)

# A candidate tile for a cell: (colour bit, value, tile index, cross-line points, cross-line bonus).
_Cand = tuple[int, int, int, int, bool]
# Per empty cell and axis: (run after: length, colour mask, sum; candidates; has a cross neighbour).
_Info = tuple[int, int, int, list[_Cand], bool]
# Tiles for the free cells of a segment: (tile indices, one per colour, and their sum).
_Combo = tuple[tuple[int, ...], int]

# The board's half of an empty cell's cross-checks along one axis: (pos, run after: length,
# colour mask, sum; cells across: count or _FREE/_BLOCKED, their colour mask, their sum).
_Runs = tuple[int, int, int, int, int, int, int]
_FREE, _BLOCKED = 0, -1
# A segment's first empty cell and the run of tiles before it: (pos, length, colour mask, sum).
_Start = tuple[int, int, int, int]


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
