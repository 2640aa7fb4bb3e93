"""The solver's proof for small stages (RULES.md O2): every way to put the new tiles down."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .board import Board, Cell
from .search_budget import Budget
from .tiles import MAX_LINE, Tile


def stage_exhaustive(
    board: Board, hand: Sequence[Tile], key: int, budget: Budget
) -> list[tuple[Cell, Tile]] | None:
    """Every way to add all of `hand` to `board` (O2), tile by tile: one that works, or None.

    Each new tile goes on an empty cell next to the tiles down so far (any connected result can be
    built so), as any of the tiles left (copies alike: one), a 6 as 6 and as 9. A run with a colour
    twice or over 6 tiles only grows, so it is cut at once; sums are checked at the end. Positions
    reached twice (another order of the same tiles) are skipped. Exhaustive, so for small stages
    only: it raises OutOfBudget when the allowance ends first.
    """
    occ: dict[Cell, Tile] = dict(board.items())
    left = Counter(hand)
    new: list[Cell] = []
    seen: set[frozenset[tuple[Cell, Tile]]] = set()

    def run(cell: Cell, dr: int, dc: int) -> list[Tile]:
        r, c = cell
        while (r - dr, c - dc) in occ:
            r, c = r - dr, c - dc
        out = []
        while (r, c) in occ:
            out.append(occ[Cell(r, c)])
            r, c = r + dr, c + dc
        return out

    def broken(cell: Cell) -> bool:
        for dr, dc in ((0, 1), (1, 0)):
            line = run(cell, dr, dc)
            if len(line) > MAX_LINE or len({t.colour for t in line}) != len(line):
                return True
        return False

    def sums_ok() -> bool:
        for cell in new:
            for dr, dc in ((0, 1), (1, 0)):
                line = run(cell, dr, dc)
                if len(line) >= 2 and sum(t.value for t in line) % key:
                    return False
        return True

    def dfs() -> bool:
        budget.spend()
        if not left:
            return sums_ok()
        spots = sorted({n for c in occ for n in c.neighbours() if n not in occ})
        for cell in spots:
            for tile in sorted(t for t in left if left[t]):
                for placed in tile.placements():
                    state = frozenset([*((c, occ[c]) for c in new), (cell, placed)])
                    if state in seen:
                        continue
                    seen.add(state)
                    occ[cell] = placed
                    new.append(cell)
                    left[tile] -= 1
                    if not left[tile]:
                        del left[tile]
                    if not broken(cell) and dfs():
                        return True
                    left[tile] += 1
                    new.pop()
                    del occ[cell]
        return False

    return [(c, occ[c]) for c in new] if dfs() else None
