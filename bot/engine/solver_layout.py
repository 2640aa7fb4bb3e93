"""The solver's constructive half: grow a valid grid one line at a time (RULES.md P2, O2).

A *move* takes a run already on the grid (a line, or a single tile along an axis where it has no
neighbour) and adds new tiles at one or both of its ends, so that the longer run is a legal line
(R5) and no new tile touches anything else. Every move keeps the grid valid, so a sequence of
moves that places every tile is a solution; a stage (O2) starts from the given grid, a hand from
its first tile alone.

`grow` is a depth-first search ordered by a heuristic (use the colours with the most tiles left
first: a line holds each colour once), restarted with a wider beam and a new seeded jitter until
the budget runs out. It is fast on solvable hands but proves nothing: it only builds trees of
lines (never a 2×2 block or a ring). `embed` lays out a given line structure (from
`solver_proof`), rings included. Proofs are `solver_proof`'s job.

Cells are integers `pos = row * STRIDE + col` (shifted so they stay positive); a tile is the
integer `colour * 16 + value`.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Iterator, Sequence

from .board import Cell
from .search_budget import Budget, OutOfBudget
from .tiles import COLOURS, MAX_LINE, NINE, SIX, Tile

STRIDE = 1 << 12
_HALF = STRIDE // 2
_PERP = {1: STRIDE, STRIDE: 1}
_COMBO_WIDTH = 3  # kinds tried per colour (beyond that, combos explode) ...
_WIDE_POOL = 12  # ... and 2 when more tiles than this are left
_COMBO_MEMORY = 100_000  # combos remembered at most (about 10 MB), then forgotten all at once
# a set of tiles, one per colour: (colour mask, size, residue, kinds, values)
Combo = tuple[int, int, int, tuple[int, ...], tuple[int, ...]]


def kind_of(tile: Tile) -> int:
    """A tile as held: colour index * 8 + face - 1 (48 kinds)."""
    return tile.colour.index * 8 + tile.face - 1


def values_of(kind: int) -> tuple[int, ...]:
    face = kind % 8 + 1
    return (SIX, NINE) if face == SIX else (face,)


class Layout:
    """A grid under construction and the tiles still to place (counts per kind, `rem`).

    The grid given (a stage's, or a hand's first tile) is never moved; `placed` lists the new
    tiles' positions in the order they went down, so moves can be undone.
    """

    def __init__(self, grid: dict[Cell, Tile], hand: Sequence[Tile], key: int) -> None:
        self.key = key
        rows = [c.row for c in grid] or [0]
        cols = [c.col for c in grid] or [0]
        if max(rows) - min(rows) > _HALF or max(cols) - min(cols) > _HALF:
            raise ValueError("the grid is too spread out for the solver")
        self.r0 = (min(rows) + max(rows)) // 2
        self.c0 = (min(cols) + max(cols)) // 2
        self.occ: dict[int, int] = {self.pos(c): t.colour.index * 16 + t.value for c, t in grid.items()}
        self.rem = [0] * 48
        for t in hand:
            self.rem[kind_of(t)] += 1
        self.left = len(hand)
        self.placed: list[int] = []  # positions of new tiles, in placing order
        self._combos: dict[tuple[int, ...], list[Combo]] = {}
        self._remembered = 0

    def pos(self, cell: Cell) -> int:
        return (cell.row - self.r0 + _HALF) * STRIDE + (cell.col - self.c0 + _HALF)

    def cell(self, pos: int) -> Cell:
        r, c = divmod(pos, STRIDE)
        return Cell(r - _HALF + self.r0, c - _HALF + self.c0)

    def tile_at(self, pos: int) -> Tile:
        code = self.occ[pos]
        return Tile(COLOURS[code >> 4], code & 15)

    def new_tiles(self) -> list[tuple[Cell, Tile]]:
        return [(self.cell(p), self.tile_at(p)) for p in self.placed]

    # ------------------------------------------------------------ runs and room to grow

    def runs(self) -> list[tuple[int, int, int, int, int, int, int]]:
        """Every run that can grow: (start, end, step, length, colour mask, sum, room before/after).

        Runs alike in everything the search looks at (length, colours, residue, room) are kept once.
        """
        occ, key = self.occ, self.key
        seen: set[tuple[int, int, int, int, int]] = set()
        out = []
        for p in occ:
            for d in (1, STRIDE):
                if p - d in occ:
                    continue
                mask = total = n = 0
                q = p
                while q in occ:
                    code = occ[q]
                    mask |= 1 << (code >> 4)
                    total += code & 15
                    n += 1
                    q += d
                if n >= MAX_LINE:
                    continue
                end = q - d
                cap = MAX_LINE - n
                before = self._room(p, -d, cap)
                after = self._room(end, d, cap)
                if before == 0 and after == 0:
                    continue
                sig = (n, mask, total % key, before, after)
                if sig in seen:
                    continue
                seen.add(sig)
                out.append((p, end, d, n, mask, total, before * 8 + after))
        return out

    def _room(self, end: int, d: int, cap: int) -> int:
        """How many new tiles fit beyond `end` along `d` touching nothing but this run."""
        occ, e = self.occ, _PERP[abs(d)]
        q = end + d
        n = 0
        while n < cap and q not in occ and q + e not in occ and q - e not in occ:
            n += 1
            q += d
        if n and q in occ:
            n -= 1  # the cell after the last new tile must stay empty
        return n

    # ------------------------------------------------------------ the tiles a move can add

    def combos(self, budget: Budget) -> list[Combo]:
        """Sets of tiles left, one per colour: (colour mask, size, residue, kinds, values).

        Only a few kinds per colour are tried (the most numerous), which keeps large pools
        tractable. Remembered per set of tiles left: restarts and later rounds meet them again.
        """
        state = tuple(self.rem)
        known = self._combos.get(state)
        if known is not None:
            return known
        rem = self.rem
        width = _COMBO_WIDTH if self.left <= _WIDE_POOL else _COMBO_WIDTH - 1
        found: list[Combo] = [(0, 0, 0, (), ())]
        for ci in range(6):
            budget.spend(0)
            kinds = sorted((k for k in range(ci * 8, ci * 8 + 8) if rem[k]), key=lambda k: -rem[k])[:width]
            opts = [(k, v) for k in kinds for v in values_of(k)]
            bit = 1 << ci
            found += [
                (m | bit, n + 1, t + v, (*ks, k), (*vs, v)) for m, n, t, ks, vs in found for k, v in opts
            ]
        key = self.key
        out = [(m, n, t % key, ks, vs) for m, n, t, ks, vs in found[1:]]
        if self._remembered + len(out) > _COMBO_MEMORY:
            self._combos.clear()
            self._remembered = 0
        self._combos[state] = out
        self._remembered += len(out)
        return out

    # ------------------------------------------------------------ moves

    def apply(self, cells: Iterable[int], kinds: Sequence[int], values: Sequence[int]) -> list[int]:
        put = []
        for p, k, v in zip(cells, kinds, values, strict=True):
            self.occ[p] = (k // 8) * 16 + v
            self.rem[k] -= 1
            put.append(p)
        self.left -= len(put)
        self.placed.extend(put)
        return put

    def undo(self, put: list[int]) -> None:
        for p in put:
            code = self.occ.pop(p)
            v = code & 15
            self.rem[(code >> 4) * 8 + (SIX if v == NINE else v) - 1] += 1
        self.left += len(put)
        del self.placed[len(self.placed) - len(put) :]

    def colour_left(self) -> list[int]:
        rem = self.rem
        return [sum(rem[ci * 8 : ci * 8 + 8]) for ci in range(6)]

    def hopeless(self) -> bool:
        """A sound test: each tile left of colour c needs its own run without c to grow from.

        A run takes at most one tile of a colour, ever; the runs that can still grow without c are
        those on the grid now plus one per tile of another colour placed later.
        """
        left = self.colour_left()
        masks = self._all_runs()
        for ci, u in enumerate(left):
            if u == 0:
                continue
            bit = 1 << ci
            free = sum(1 for m in masks if not m & bit)
            if u > free + self.left - u:
                return True
        return False

    def _all_runs(self) -> list[int]:
        """The colour masks of every run that still has room (not deduplicated)."""
        occ = self.occ
        out = []
        for p in occ:
            for d in (1, STRIDE):
                if p - d in occ:
                    continue
                mask = n = 0
                q = p
                while q in occ:
                    mask |= 1 << (occ[q] >> 4)
                    n += 1
                    q += d
                if n < MAX_LINE and (self._room(p, -d, 1) or self._room(q - d, d, 1)):
                    out.append(mask)
        return out


def _moves(
    lay: Layout, rng: random.Random, width: int, budget: Budget
) -> list[tuple[float, list[int], tuple[int, ...], tuple[int, ...]]]:
    """The best `width` moves by the heuristic, each as (score, cells, kinds, values)."""
    key = lay.key
    left = lay.colour_left()
    combos = lay.combos(budget)
    weight = [u * u for u in left]
    scored: list[tuple[float, int, tuple[int, int, int], tuple[int, ...], tuple[int, ...]]] = []
    runs = lay.runs()
    for idx, (_, _, _, n, mask, total, room) in enumerate(runs):
        if idx & 7 == 7:
            budget.spend(0)  # many runs (a big grid): keep to the deadline
        before, after = divmod(room, 8)
        need = (-total) % key
        space = before + after
        for cmask, size, res, ks, vs in combos:
            if cmask & mask or size > space or size + n > MAX_LINE or res != need:
                continue
            score = sum(weight[k // 8] for k in ks) + rng.random() * 0.5 - 0.01 * n
            scored.append((score, idx, (before, after, size), ks, vs))
    scored.sort(key=lambda m: -m[0])
    out = []
    for score, idx, (before, after, size), ks, vs in scored[:width]:
        start, end, d, *_ = runs[idx]
        a = min(before, size) if rng.random() < 0.5 else max(0, size - after)
        b = size - a
        cells = [start - d * i for i in range(a, 0, -1)] + [end + d * i for i in range(1, b + 1)]
        order = list(range(size))
        rng.shuffle(order)
        out.append((score, cells, tuple(ks[i] for i in order), tuple(vs[i] for i in order)))
    return out


def grow(lay: Layout, budget: Budget, seed: int, attempt: int = 0) -> tuple[bool, int]:
    """Place every tile left by moves: (True when done — the tiles are on `lay` —, next attempt).

    Each attempt is a depth-first search with its own seeded jitter, a wider beam and more nodes
    than the last. When the budget ends, `lay` is as it was; call again with the attempt
    returned to go on where it stopped.
    """
    base = len(lay.placed)
    try:
        while True:
            rng = random.Random(seed * 7919 + attempt)
            width = 2 + attempt // 3
            cap = 60 * (attempt + 1)
            if _dfs(lay, rng, width, Budget(nodes=cap), budget):
                return True, attempt
            attempt += 1
    except OutOfBudget:
        lay.undo(lay.placed[base:])
        return False, attempt


def _dfs(lay: Layout, rng: random.Random, width: int, local: Budget, budget: Budget) -> bool:
    if lay.left == 0:
        return True
    budget.spend()
    try:
        local.spend()
    except OutOfBudget:
        return False
    for _, cells, ks, vs in _moves(lay, rng, width, budget):
        put = lay.apply(cells, ks, vs)
        if lay.left == 0 or (not lay.hopeless() and _dfs(lay, rng, width, local, budget)):
            return True
        lay.undo(put)
    return False


def embed(
    lines: Sequence[Sequence[int]], tiles: Sequence[Tile], budget: Budget
) -> list[tuple[Cell, Tile]] | None:
    """Lay a line structure (lines of tile indices; `tiles` as placed) flat on the grid, or None.

    Lines go down one at a time, each through the tiles of it already down (the first across):
    every order of its other tiles, every offset, touching nothing but its own tiles. A line that
    closes a cycle must find its tiles already down in one row or column with room between them
    (a ring). Exhaustive over those choices, so None means this structure cannot be laid so.
    """
    if not lines:
        return [(Cell(0, 0), tiles[0])] if len(tiles) == 1 else None
    where: dict[int, int] = {}  # tile index -> pos
    axis_of: dict[int, int] = {}  # tile index -> step of its one line down (0: none yet)
    occ: set[int] = set()
    todo = list(range(len(lines)))

    def free(p: int, d: int) -> bool:
        e = _PERP[d]
        return p not in occ and p + e not in occ and p - e not in occ

    def segments(line: Sequence[int], down: list[int]) -> Iterator[tuple[int, list[int]]]:
        """(step, cells for the tiles not down, in order) for every way to lay the line."""
        d = _PERP.get(axis_of[down[0]], 1)
        if any(_PERP.get(axis_of[i], 1) != d for i in down):
            return
        at = sorted(where[i] for i in down)
        if len(at) > 1 and (at[-1] - at[0]) % d:
            return
        span = (at[-1] - at[0]) // d + 1
        n = len(line)
        if span > n:
            return
        for lead in range(n - span + 1):
            start = at[0] - lead * d
            cells = [start + k * d for k in range(n)]
            if start - d in occ or start + n * d in occ:
                continue
            fresh = [p for p in cells if p not in at]
            if len(fresh) == n - len(down) and all(free(p, d) for p in fresh):
                yield d, fresh

    def dfs() -> bool:
        budget.spend()
        if not todo:
            return True
        best = None
        for li in todo:
            down = [i for i in lines[li] if i in where]
            if down and (best is None or len(down) > len(best[1])):
                best = (li, down)
        if best is None:
            return False  # not connected
        li, down = best
        line = lines[li]
        todo.remove(li)
        others = [i for i in line if i not in where]
        for d, cells in segments(line, down):
            tried: set[tuple[Tile, ...]] = set()
            for order in itertools.permutations(others):
                shown = tuple(tiles[i] for i in order)
                if shown in tried:
                    continue
                tried.add(shown)
                for i, p in zip(order, cells, strict=True):
                    where[i], axis_of[i] = p, d
                    occ.add(p)
                saved = {i: axis_of[i] for i in down}
                for i in down:
                    axis_of[i] = -1  # in two lines now
                if dfs():
                    return True
                axis_of.update(saved)
                for i, p in zip(order, cells, strict=True):
                    del where[i], axis_of[i]
                    occ.discard(p)
        todo.insert(0, li)
        return False

    root = lines[0][0]
    where[root], axis_of[root] = _HALF * STRIDE + _HALF, 0
    occ.add(where[root])
    if dfs():
        return [(_cell(where[i]), tiles[i]) for i in sorted(where)]
    return None


def _cell(pos: int) -> Cell:
    r, c = divmod(pos, STRIDE)
    return Cell(r - _HALF, c - _HALF)
