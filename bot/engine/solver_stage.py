"""The solver's exact search for a Solo stage (RULES.md O2): every way to put the new tiles down.

New tiles go on cells next to the tiles down so far (any connected result can be built so). The
search is a cell-by-cell enumeration in the style of Redelmeier's polyomino count: it takes one
*open* cell (empty, next to a tile) and either puts a tile there or declares it empty for good;
either way it never comes back to it, so each set of cells is met once. Copies of one tile are
tried once. Because a cell declared empty stays empty, a run whose two end cells are empty for
good is final: its sum is checked at once, not at the end.

Pruning, all sound: a cell where no tile left fits (colour twice, over 6, or a final sum that is
not a multiple) is empty for good; a run whose sum is wrong and can no longer grow ends the
branch; the open cell with the fewest tiles that fit is decided first (fail first).

Exhaustive, so `None` is a proof. It runs in slices (`StageSearch`): when a slice's allowance
ends it pauses, and the next slice goes on from there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator, Sequence

from .board import Board, Cell
from .search_budget import Budget, OutOfBudget
from .tiles import COLOURS, MAX_LINE, NINE, SIX, Tile

_W = 1 << 12  # cells are row * _W + col, shifted to stay positive
_OFF = _W // 2
_DIRS = (1, _W)


def _pos(cell: Cell) -> int:
    return (cell.row + _OFF) * _W + cell.col + _OFF


def _cell(pos: int) -> Cell:
    r, c = divmod(pos, _W)
    return Cell(r - _OFF, c - _OFF)


class _Stage:
    def __init__(self, board: Board, hand: Sequence[Tile], key: int, budget: Budget) -> None:
        self.key = key
        self.budget = budget
        self.occ: dict[int, int] = {_pos(c): t.colour.index * 16 + t.value for c, t in board.items()}
        self.left: Counter[int] = Counter(t.colour.index * 16 + t.face for t in hand)
        self.to_place = len(hand)
        self.new: list[int] = []
        self.seen: set[int] = set(self.occ)
        for p in self.occ:
            for d in _DIRS:
                self.seen.update((p - d, p + d))

    # ------------------------------------------------------------ runs

    def _side(self, p: int, d: int) -> tuple[int, int, int, int]:
        """The tiles beyond `p` along step `d`: (count, colour mask, sum, the first cell past them)."""
        occ = self.occ
        n = mask = total = 0
        q = p + d
        while q in occ:
            code = occ[q]
            n += 1
            mask |= 1 << (code >> 4)
            total += code & 15
            q += d
        return n, mask, total, q

    def options(self, p: int, alive: set[int]) -> list[tuple[int, int]]:
        """(kind, value) of the tiles left that can go on `p` now (kind: colour * 16 + face)."""
        return self._options(p, alive)[0]

    def _options(
        self, p: int, alive: set[int]
    ) -> tuple[list[tuple[int, int]], list[tuple[int, int]], list[int]]:
        """`options(p)`; those of them whose lines are right as they are (no more tiles); and the
        runs beside `p` (each as its first cell * 2 + axis), which a tile on `p` joins."""
        key = self.key
        sides = []
        runs = []
        for axis, d in enumerate(_DIRS):
            n1, m1, s1, end1 = self._side(p, -d)
            n2, m2, s2, end2 = self._side(p, d)
            if m1 & m2:
                return [], [], []  # it would join two runs that share a colour
            closed = self._dead(end1, alive) and self._dead(end2, alive)
            sides.append((n1 + n2, m1 | m2, s1 + s2, closed))
            if n1:
                runs.append((end1 + d) * 2 + axis)
            if n2:
                runs.append((p + d) * 2 + axis)
        out, done = [], []
        for kind in self.left:
            colour, face = kind >> 4, kind & 15
            bit = 1 << colour
            for value in (SIX, NINE) if face == SIX else (face,):
                for n, mask, total, closed in sides:
                    if n and (mask & bit or n + 1 > MAX_LINE or (closed and (total + value) % key)):
                        break
                else:
                    out.append((kind, value))
                    if all(not n or not (total + value) % key for n, _, total, _ in sides):
                        done.append((kind, value))
        return out, done, runs

    def _too_many_of_a_colour(self, finished: dict[int, tuple[list[tuple[int, int]], list[int]]]) -> bool:
        """Tiles of one colour never share a line. Each tile left of colour c either goes on an
        open cell where its lines are right as they are (`finished`: such options per open cell,
        and the runs beside it) or shares a line with a tile left of another colour, which is in
        two lines at most. Tiles of c on such cells have cells of their own and runs of their own
        (two on one run would share its line): so (tiles of c) - (most of them matched to cells,
        and to runs) <= 2 x (the others)."""
        by_colour: Counter[int] = Counter()
        for kind, count in self.left.items():
            by_colour[kind >> 4] += count
        for colour, count in by_colour.items():
            spare = 2 * (self.to_place - count)
            if count <= spare:
                continue
            tiles = [kind for kind, n in self.left.items() if kind >> 4 == colour for _ in range(n)]
            cells = []
            runs: dict[int, set[int]] = {}
            for opts, beside in finished.values():
                kinds = {k for k, _ in opts if k >> 4 == colour}
                if kinds:
                    cells.append(kinds)
                    for r in beside:
                        runs.setdefault(r, set()).update(kinds)
            if (
                count - _matching(tiles, cells) > spare
                or count - _matching(tiles, list(runs.values())) > spare
            ):
                return True
        return False

    def _dead(self, q: int, alive: set[int]) -> bool:
        """Empty for good: met already, empty, and no longer open (a cell never met may still be)."""
        return q in self.seen and q not in alive and q not in self.occ

    def _bad_final(self, p: int, alive: set[int]) -> bool:
        """`p` has just become empty for good: is a run ending next to it now final and wrong?"""
        occ, key = self.occ, self.key
        for d in (1, -1, _W, -_W):
            q = p + d
            if q not in occ:
                continue
            n, _, total, end = self._side(p, d)
            if n >= 2 and total % key and end not in alive and end not in occ:
                return True
        return False

    def _sums_ok(self) -> bool:
        key = self.key
        for p in self.new:
            for d in _DIRS:
                n1, _, s1, _ = self._side(p, -d)
                n2, _, s2, _ = self._side(p, d)
                if n1 + n2 and (s1 + s2 + (self.occ[p] & 15)) % key:
                    return False
        return True

    # ------------------------------------------------------------ the search

    def search(self, alive: set[int]) -> Generator[None, None, bool]:
        """Generates a pause whenever the allowance is spent; returns whether it found a layout."""
        if self.budget.over():
            yield  # resumed with a new allowance (`StageSearch.run`)
        if not self.to_place:
            return self._sums_ok()
        alive = set(alive)
        while alive:
            best: list[tuple[int, int]] | None = None
            cell = -1
            finished = {}
            for p in sorted(alive):
                opts, done, beside = self._options(p, alive)
                finished[p] = (done, beside)
                if not opts:
                    best, cell = opts, p
                    break
                if best is None or len(opts) < len(best):
                    best, cell = opts, p
            assert best is not None
            if best and self._too_many_of_a_colour(finished):
                return False
            alive.discard(cell)
            for kind, value in best:
                if (yield from self._place(cell, kind, value, alive)):
                    return True
            if self._bad_final(cell, alive):
                return False
        return False

    def _place(self, p: int, kind: int, value: int, alive: set[int]) -> Generator[None, None, bool]:
        self.occ[p] = (kind & ~15) | value
        self.left[kind] -= 1
        if not self.left[kind]:
            del self.left[kind]
        self.to_place -= 1
        self.new.append(p)
        fresh = [q for q in (p - 1, p + 1, p - _W, p + _W) if q not in self.seen]
        self.seen.update(fresh)
        if (yield from self.search(alive | set(fresh))):
            return True  # keep the tiles down: they are the answer
        self.seen.difference_update(fresh)
        self.new.pop()
        self.to_place += 1
        self.left[kind] += 1
        del self.occ[p]
        return False


def _matching(tiles: list[int], cells: list[set[int]]) -> int:
    """The most `tiles` (kinds) that can each have a cell of their own (cells: kinds they take)."""
    owner: dict[int, int] = {}  # cell index -> tile index

    def take(t: int, seen: set[int]) -> bool:
        for ci, kinds in enumerate(cells):
            if tiles[t] in kinds and ci not in seen:
                seen.add(ci)
                if ci not in owner or take(owner[ci], seen):
                    owner[ci] = t
                    return True
        return False

    return sum(1 for t in range(len(tiles)) if take(t, set()))


class StageSearch:
    """The exact search for one stage, run in slices: `run(budget)` goes on where the last slice
    stopped and gives the new tiles placed (a layout), None (there is none: a proof), or raises
    OutOfBudget when the slice ends first."""

    def __init__(self, board: Board, hand: Sequence[Tile], key: int) -> None:
        self._stage = _Stage(board, hand, key, Budget())
        self._empty = not hand
        if not self._stage.occ:  # no grid yet (a hand): some shift of any layout covers the origin
            self._stage.seen.add(_pos(Cell(0, 0)))
        self._run = self._stage.search(self._stage.seen - set(self._stage.occ))
        self._answer: list[tuple[Cell, Tile]] | object | None = _PENDING

    def run(self, budget: Budget) -> list[tuple[Cell, Tile]] | None:
        if self._empty:
            return []
        if self._answer is _PENDING:
            self._stage.budget = budget
            try:
                next(self._run)
            except StopIteration as done:
                stage = self._stage
                self._answer = (
                    [(_cell(p), Tile(COLOURS[stage.occ[p] >> 4], stage.occ[p] & 15)) for p in stage.new]
                    if done.value
                    else None
                )
            else:
                raise OutOfBudget
        assert self._answer is not _PENDING
        return self._answer  # type: ignore[return-value]


_PENDING = object()


def stage_exhaustive(
    board: Board, hand: Sequence[Tile], key: int, budget: Budget
) -> list[tuple[Cell, Tile]] | None:
    """Every way to add all of `hand` to `board` (O2): one that works, or None (a proof).
    Raises OutOfBudget when `budget` ends first."""
    return StageSearch(board, hand, key).run(budget)
