"""Can these tiles all be laid out as one valid grid? (Speed, Team, Solo: RULES.md P1–P3, T1, O1–O2.)

    solve_hand(tiles, key, deadline_s=1.0, seed=0)         a Speed hand, a Team pool, Solo stage 1
    solve_stage(board, tiles, key, deadline_s=1.0, seed=0)  Solo O2: add all new tiles to a grid

The answer is `solved` with one layout, `unsolvable` (proven, never guessed) or `unknown` (the
allowance ran out first). Two searches share the allowance in rounds of doubling size:

* `solver_layout` grows a grid one legal line at a time (fast; finds most layouts in a few ms);
* `solver_stage` puts tiles down cell by cell, every way (exact; finds the layouts the line-by-line
  growth misses, such as 2×2 blocks, and decides small cases);
* `solver_proof` searches a relaxation of P2 exhaustively (lines as tile sets, no geometry); when
  it has none the hand is unsolvable. For a stage of any size, `solver_stage_proof` searches the
  same kind of relaxation with the grid's anchors (the runs a new line can hold, their colours,
  sums and room); when it has none the stage cannot be finished. `solver_stage` also searches
  every way to put a stage's tiles down, cell by cell (exact; decisive on small stages).

Determinism: the searches are seeded and count nodes. The allowance is `deadline_s` seconds of
CPU time of the calling thread (`search_budget`: the engine's one clock read; a loaded machine
does not shorten it; `None` for no deadline) and/or `node_budget`
nodes: under a node budget alone the result is a pure function of the arguments. With a deadline
only *whether* an answer comes in time depends on the machine; the answer itself does not.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .board import Board, Cell
from .grid import check_grid
from .search_budget import Budget, OutOfBudget
from .solver_layout import Layout, embed, grow
from .solver_proof import StructureSearch, colour_bound_fails
from .solver_stage import StageSearch
from .solver_stage_proof import StageRelaxation
from .tiles import Tile
from .turns import Placement

_FIRST_ROUND = 64  # search nodes in the first round of each search; doubled every round
_PROOF_SHARE = 4  # proof nodes per layout node in a round (a proof node is cheaper)
_EXACT_SHARE = 4  # cell-search nodes per layout node in a round (it finds what the layout misses)
_STAGE_EXACT_SHARE = 16  # the same for a stage: its proofs come mostly from this search


class Status(enum.StrEnum):
    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The solver's answer.

    `placements`: for `solved`, one layout — every tile of a hand (cells from (0, 0)), or the new
    tiles of a stage — as placed (a 6 played as 9 is `Tile(colour, 9)`); empty otherwise.
    `how` says what decided it: layout, relaxation, colour_bound, exhaustive, trivial, or
    budget (unknown). `nodes` is the search work spent.
    """

    status: Status
    placements: tuple[Placement, ...] = ()
    how: str = ""
    nodes: int = 0

    @property
    def solved(self) -> bool:
        return self.status is Status.SOLVED

    @property
    def decided(self) -> bool:
        return self.status is not Status.UNKNOWN

    def grid(self, board: Board | None = None) -> Board:
        """The finished grid: `board` (a stage's) plus the placements."""
        out = board.copy() if board is not None else Board()
        out.place((p.cell, p.tile) for p in self.placements)
        return out


def _hand(tiles: Iterable[Tile]) -> list[Tile]:
    return [t.in_hand for t in tiles]


def _check_key(key: int) -> None:
    if isinstance(key, bool) or not isinstance(key, int) or key < 1:
        raise ValueError(f"the key is a positive integer, not {key!r}")


def _done(status: Status, how: str, budget: Budget, places: Sequence[tuple[Cell, Tile]] = ()) -> SolveResult:
    ordered = sorted((Placement(c, t) for c, t in places), key=lambda p: (p.cell, p.tile))
    return SolveResult(status, tuple(ordered), how, budget.spent)


def _first_tile(hand: Sequence[Tile]) -> Tile:
    """The root of the layout: a tile of the most common colour (it constrains most)."""
    by_colour = Counter(t.colour for t in hand)
    return max(hand, key=lambda t: (by_colour[t.colour], -t.colour.index, -t.face))


def solve_hand(
    tiles: Sequence[Tile],
    key: int,
    *,
    deadline_s: float | None = 1.0,
    seed: int = 0,
    node_budget: int | None = None,
) -> SolveResult:
    """Can ALL `tiles` form one valid free-form grid (P2)? Solved with a layout, unsolvable, or unknown."""
    _check_key(key)
    hand = _hand(tiles)
    budget = Budget(deadline_s, node_budget)
    if not hand:
        return _done(Status.UNSOLVABLE, "trivial", budget)  # an empty grid is not a grid (check_grid)
    if len(hand) == 1:
        return _done(Status.SOLVED, "trivial", budget, [(Cell(0, 0), hand[0])])
    if colour_bound_fails(hand):
        return _done(Status.UNSOLVABLE, "colour_bound", budget)
    first = _first_tile(hand)
    rest = list(hand)
    rest.remove(first)
    proof = StructureSearch(hand, key)
    exact = StageSearch(Board(), hand, key)
    layouts = {root: Layout({Cell(0, 0): root}, rest, key) for root in first.placements()}
    attempts = dict.fromkeys(layouts, 0)
    size = _FIRST_ROUND
    try:
        while True:
            for root, lay in layouts.items():
                sub = _sub(budget, size)
                done, attempts[root] = grow(lay, sub, seed, attempts[root])
                _charge(budget, sub)
                if done:
                    return _done(Status.SOLVED, "layout", budget, [(Cell(0, 0), root), *lay.new_tiles()])
            if not proof.finished:
                sub = _sub(budget, size * _PROOF_SHARE)
                laid = _next_laid(proof, hand, key, sub)
                _charge(budget, sub)
                if laid is not None:
                    return _done(Status.SOLVED, "relaxation", budget, laid)
                if proof.finished and not proof.found:
                    return _done(Status.UNSOLVABLE, "relaxation", budget)
            found = _attempt(budget, size * _EXACT_SHARE, exact.run)
            if found is None:
                return _done(Status.UNSOLVABLE, "exhaustive", budget)
            if isinstance(found, list):
                return _done(Status.SOLVED, "exhaustive", budget, found)
            size *= 2
    except OutOfBudget:
        return _done(Status.UNKNOWN, "budget", budget)


_EMBED_NODES = 4000  # laying out one structure: beyond this, try the next one


def _next_laid(
    proof: StructureSearch, hand: list[Tile], key: int, budget: Budget
) -> list[tuple[Cell, Tile]] | None:
    """Lay out the relaxation's next structures in turn until one fits, the allowance ends, or
    there are no more (then `proof.finished`; with `proof.found` 0 the hand is unsolvable)."""
    try:
        while (found := proof.next(budget)) is not None:
            placed = [Tile(t.colour, v) for t, v in zip(hand, found.values, strict=True)]
            allowance = _sub(budget, _EMBED_NODES)
            try:
                laid = embed(found.lines, placed, allowance)
            except OutOfBudget:
                laid = None
            budget.absorb(allowance)
            if laid is not None and check_grid(Board(dict(laid)), key).valid:
                return laid
    except OutOfBudget:
        pass
    return None


def solve_stage(
    board: Board,
    tiles: Sequence[Tile],
    key: int,
    *,
    deadline_s: float | None = 1.0,
    seed: int = 0,
    node_budget: int | None = None,
) -> SolveResult:
    """Can ALL new `tiles` join the valid grid `board` (tiles already on it stay put: O2)?

    `placements` of a solved result are the new tiles only. An empty board is a hand (O1).
    `unsolvable` is always proven: by the anchored relaxation (`solver_stage_proof`) or by the
    exhaustive cell search (`solver_stage`), for stages of any size. Raises ValueError when `board` is not
    a valid grid.
    """
    _check_key(key)
    if len(board) == 0:
        return solve_hand(tiles, key, deadline_s=deadline_s, seed=seed, node_budget=node_budget)
    verdict = check_grid(board, key)
    if not verdict.valid:
        raise ValueError(f"the grid to build on is not valid: {verdict.message}")
    hand = _hand(tiles)
    budget = Budget(deadline_s, node_budget)
    if not hand:
        return _done(Status.SOLVED, "trivial", budget)
    lay = Layout(dict(board.items()), hand, key)
    relaxed: object = None  # the relaxation's answer once it has one (True: no proof from it)
    exact = StageSearch(board, hand, key)
    attempt = 0
    size = _FIRST_ROUND
    try:
        while True:
            sub = _sub(budget, size)
            done, attempt = grow(lay, sub, seed, attempt)
            _charge(budget, sub)
            if done:
                return _done(Status.SOLVED, "layout", budget, lay.new_tiles())
            if relaxed is None:
                relaxed = _attempt(
                    budget, size * _PROOF_SHARE, lambda b: StageRelaxation(board.cells, hand, key, b).exists()
                )
                if relaxed is False:
                    return _done(Status.UNSOLVABLE, "relaxation", budget)
                if relaxed is _UNSURE:
                    relaxed = None
            found = _attempt(budget, size * _STAGE_EXACT_SHARE, exact.run)
            if found is None:
                return _done(Status.UNSOLVABLE, "exhaustive", budget)
            if isinstance(found, list):
                return _done(Status.SOLVED, "exhaustive", budget, found)
            size *= 2
    except OutOfBudget:
        return _done(Status.UNKNOWN, "budget", budget)


_UNSURE = object()


def _attempt(budget: Budget, size: int, search: Callable[[Budget], object]) -> object:
    """Run a search that may prove on `size` more nodes: its result, or `_UNSURE` when cut short."""
    sub = _sub(budget, size)
    try:
        return search(sub)
    except OutOfBudget:
        return _UNSURE
    finally:
        _charge(budget, sub)


def _sub(budget: Budget, size: int) -> Budget:
    sub = Budget(nodes=size if budget.nodes is None else max(0, min(size, budget.nodes - budget.spent)))
    sub.deadline = budget.deadline
    return sub


def _charge(budget: Budget, sub: Budget) -> None:
    """Count a round's nodes; raise OutOfBudget when the whole allowance is spent."""
    budget.absorb(sub)
    budget.spend(0)
