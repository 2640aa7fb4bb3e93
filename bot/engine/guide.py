"""The guided, no-typing flow on a phone: where chosen tiles could go on a free-form grid.

    spots(grid, tiles, key, limit=25) -> list[Spot]   best first; a Discord select menu holds 25

A spot is a start cell and a direction, like a typed `/speed place`, so choosing one is the same
edit as typing it (`freegrid.place_action(tiles, spot.start, spot.axis)`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .board import Axis, Board, Cell, line_problem
from .freegrid import CENTRE, FreeGrid
from .tiles import Tile

MAX_SPOTS = 25  # a Discord select menu's options


@dataclass(frozen=True, slots=True)
class Spot:
    """Where chosen tiles could go: from `start` along `axis`, landing on `cells` (in order).

    `legal`: every line the new tiles are in is legal (R5); `contacts`: sides touching the grid.
    """

    start: Cell
    axis: Axis
    cells: tuple[Cell, ...]
    legal: bool
    contacts: int


def spots(grid: FreeGrid, tiles: Sequence[Tile], key: int, limit: int = MAX_SPOTS) -> list[Spot]:
    """Where `tiles` (in reading order) could go, best first, at most `limit`.

    On an empty grid: the centre, across and down (any place is as good). Otherwise every
    start and direction whose tiles land on empty cells of the window touching the grid (tiles
    already there are stepped over, as `place` does), ranked: every line legal first, then the
    most sides touching the grid, then nearest the grid's middle, then top-left first.
    """
    if not tiles:
        return []
    occupied = grid.cells
    board = Board(occupied)
    axes = (Axis.ACROSS,) if len(tiles) == 1 else (Axis.ACROSS, Axis.DOWN)
    if not occupied:
        centre = (_spot(grid, board, CENTRE, a, tiles, key) for a in axes)
        return [s for s in centre if s is not None][:limit]
    rows = [c.row for c in occupied]
    cols = [c.col for c in occupied]
    k = len(tiles)
    mid_r2, mid_c2 = min(rows) + max(rows), min(cols) + max(cols)
    found: list[tuple[tuple[int, ...], Spot]] = []
    for r in range(min(rows) - k, max(rows) + k + 1):
        for c in range(min(cols) - k, max(cols) + k + 1):
            start = Cell(r, c)
            if start in occupied or not grid.inside(start):
                continue
            for axis in axes:
                spot = _spot(grid, board, start, axis, tiles, key)
                if spot is None or not spot.contacts:
                    continue
                dist = abs(2 * r - mid_r2) + abs(2 * c - mid_c2)
                found.append(((not spot.legal, -spot.contacts, dist, r, c, axis is Axis.DOWN), spot))
    found.sort(key=lambda f: f[0])
    return [s for _, s in found[:limit]]


def _spot(
    grid: FreeGrid, board: Board, start: Cell, axis: Axis, tiles: Sequence[Tile], key: int
) -> Spot | None:
    occupied = board.cells
    cells: list[Cell] = []
    cell = start
    for _ in tiles:
        while cell in occupied:
            cell = cell.step(axis)
        if not grid.inside(cell):
            return None
        cells.append(cell)
        cell = cell.step(axis)
    extra = dict(zip(cells, tiles, strict=True))
    contacts = sum(n in occupied for c in cells for n in c.neighbours())
    legal = True
    seen: set[tuple[Axis, Cell]] = set()
    for c in cells:
        for a in Axis:
            line = board.run_through(c, a, extra)
            if line is None or (a, line.cells[0]) in seen:
                continue
            seen.add((a, line.cells[0]))
            legal = legal and line_problem(line.tiles, key) is None
    return Spot(start, axis, tuple(cells), legal, contacts)
