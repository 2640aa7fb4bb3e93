"""A free-form grid a player edits at will: Speed, Team and Solo (RULES.md P1, P2, T1, O2).

`FreeGrid` holds the tiles a player (or a team) has in hand and the tiles on their grid; every
edit moves tiles between the two, so hand + grid always hold the same tiles. The grid may be
invalid while it is built; `report(key)` says why, naming cells (P2).

    g = FreeGrid(hand, size=25)
    g.place(tiles, start, axis)  -> tuple[Placement, ...]   a line in reading order, like `/place`
    g.take(cells)                -> tuple[Tile, ...]        back to the hand
    g.take_last() / g.take_all() -> tuple[Tile, ...]
    g.move(src, dst)             -> Placement
    g.apply(action)              the same edits as plain dicts (what Speed and Solo record)
    g.report(key)                -> GridReport              P2 with reasons naming cells
    g.fix()                      Solo: the tiles now on the grid can no longer be taken or moved
    g.labels / g.parse_cell(text) / g.parse_place(tiles, at, direction)

Where chosen tiles could go (the guided, no-typing flow): `guide.spots(grid, tiles, key)`.

Refusals raise `GridError` (a `GameError`: `code`, `detail`, `params`; the catalogue words them).

Cell labels. A private grid has a fixed window of `size` × `size` cells (25: columns A–Y, rows
1–25) whose labels never move: the centre cell (M13 for 25) is where a first tile goes when the
player names no cell, so a player typing on an empty grid needs no picture, and a label read on
an earlier picture still names the same cell after the grid grows, shrinks or is emptied (the
main game's labels follow the top-left tile; that would shift here, since tiles can be taken
back). A 10-tile grid built from the centre cannot reach an edge; a cell outside the window is
refused with the window's extent.

The plain-dict forms of the edits (place_action, take_action, ...) are written in
freegrid_actions.py and re-exported here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from .board import Axis, Board, Cell
from .freegrid_actions import arrange_action as arrange_action
from .freegrid_actions import move_action as move_action
from .freegrid_actions import place_action as place_action
from .freegrid_actions import take_action as take_action
from .freegrid_actions import take_back_action as take_back_action
from .grid import GridReport, inspect_grid
from .main_events import GameError
from .notation import Labels, NotationError, parse_direction, parse_tile, parse_tiles
from .tiles import Tile
from .turns import Placement

GRID_SIZE = 25  # A–Y by 1–25, centre M13
CENTRE = Cell(0, 0)


class GridError(GameError):
    """An edit that does not fit the grid. Codes: off_grid, occupied, not_held, no_tile, fixed,
    nothing_to_take, same_cell, no_tiles (details are `grid.<code>[.<variant>]`)."""


class InvalidGrid(GameError):
    """A submitted grid that is not valid: `report` holds every problem, naming cells (P2).

    The exception itself says the first (gravest) problem, with its `detail` and `params`; word
    each of `report.problems` the same way to say them all.
    """

    def __init__(self, report: GridReport, code: str = "invalid_grid") -> None:
        first = report.problems[0]
        super().__init__(code, first.detail, **dict(first.params))
        self.report = report


def _cell(v: Sequence[int]) -> Cell:
    return Cell(int(v[0]), int(v[1]))


class FreeGrid:
    """A hand and a grid; `fixed` cells (Solo's earlier stages) stay where they are."""

    __slots__ = ("_cells", "_counter", "_fixed", "_stamps", "hand", "size")

    def __init__(self, hand: Iterable[Tile] = (), *, size: int = GRID_SIZE) -> None:
        if size < 1 or size % 2 == 0:
            raise ValueError("a grid window has an odd size, so that it has a centre")
        self.size = size
        self.hand: list[Tile] = [t.in_hand for t in hand]
        self._cells: dict[Cell, Tile] = {}
        self._fixed: set[Cell] = set()
        self._stamps: dict[Cell, int] = {}  # which edit put each tile where it is (for take_last)
        self._counter = 0

    # ------------------------------------------------------------ queries

    @property
    def board(self) -> Board:
        """A copy of the grid as a `Board` (for pictures and checks)."""
        return Board(self._cells)

    @property
    def cells(self) -> dict[Cell, Tile]:
        return dict(self._cells)

    @property
    def fixed(self) -> frozenset[Cell]:
        return frozenset(self._fixed)

    @property
    def tiles(self) -> list[Tile]:
        """Every tile, hand and grid, as held (a placed 9 counts as its 6)."""
        return self.hand + [t.in_hand for t in self._cells.values()]

    def __len__(self) -> int:
        return len(self._cells)

    @property
    def labels(self) -> Labels:
        half = self.size // 2
        return Labels(Cell(CENTRE.row - half, CENTRE.col - half))

    def label(self, cell: Cell) -> str:
        return self.labels.label(cell)

    def inside(self, cell: Cell) -> bool:
        half = self.size // 2
        return abs(cell.row - CENTRE.row) <= half and abs(cell.col - CENTRE.col) <= half

    def parse_cell(self, text: str) -> Cell:
        """A typed cell label (F7, 7F) into a cell of this grid's window; NotationError if it is no cell."""
        cell = self.labels.parse(text)
        self._check_inside(cell)
        return cell

    def parse_place(self, tiles: str, at: str | None = None, direction: str | None = None) -> dict[str, Any]:
        """A typed `/speed place` or `/solo place` into a place action (see `apply`).

        Without `at:` the first tile goes to the centre on an empty grid; on a grid with tiles `at:`
        is needed. Several tiles need a direction, except on an empty grid (across).
        """
        try:
            seq = parse_tiles(tiles)
        except NotationError as error:
            if error.code != "too_many":
                raise
            # A grid has no turns: "at most 6 in one line", place the rest with another command.
            raise NotationError("too_many", "too_many.grid", **dict(error.params)) from None
        axis = parse_direction(direction)
        if at is None or not at.strip():
            if self._cells:
                centre = self.label(CENTRE)
                raise NotationError(
                    "no_cell",
                    "no_cell.grid",
                    cell=centre,
                )
            start = CENTRE
        else:
            start = self.parse_cell(at)
            if len(seq) > 1 and axis is None and self._cells:
                raise NotationError("no_direction")
        return place_action(seq, start, axis or Axis.ACROSS)

    def report(self, key: int) -> GridReport:
        """P2 with reasons naming cells (labels of this grid); Solo's fixed tiles anchor the main group."""
        return inspect_grid(self.board, key, self.labels, anchor=self._fixed)

    # ------------------------------------------------------------ edits

    def place(self, tiles: Sequence[Tile], start: Cell, axis: Axis = Axis.ACROSS) -> tuple[Placement, ...]:
        """Put hand tiles in reading order from `start` along `axis`, stepping over tiles already there."""
        if not tiles:
            raise GridError("no_tiles", "grid.no_tiles")
        start = Cell(*start)
        self._check_inside(start)
        if start in self._cells:
            self._occupied(start)
        self._check_held(tiles)
        cells: list[Cell] = []
        cell = start
        for _ in tiles:
            while cell in self._cells:
                cell = cell.step(axis)
            self._check_inside(cell)
            cells.append(cell)
            cell = cell.step(axis)
        self._counter += 1
        placed = []
        for cell, tile in zip(cells, tiles, strict=True):
            self.hand.remove(tile.in_hand)
            self._cells[cell] = tile
            self._stamps[cell] = self._counter
            placed.append(Placement(cell, tile))
        return tuple(placed)

    def take(self, cells: Iterable[Cell]) -> tuple[Tile, ...]:
        """Take the tiles on `cells` back into the hand (a 9 goes back as its 6)."""
        wanted = list(dict.fromkeys(Cell(*c) for c in cells))
        if not wanted:
            raise GridError("no_tiles", "grid.no_cells")
        for cell in wanted:
            self._check_movable(cell)
        return self._remove(wanted)

    def take_last(self) -> tuple[Tile, ...]:
        """Take back the tiles of the latest place or move still on the grid (not fixed ones)."""
        free = {c: s for c, s in self._stamps.items() if c not in self._fixed}
        if not free:
            raise GridError("nothing_to_take", "grid.nothing_to_take")
        last = max(free.values())
        return self._remove(sorted(c for c, s in free.items() if s == last))

    def take_all(self) -> tuple[Tile, ...]:
        """Every tile that is not fixed back into the hand."""
        free = sorted(c for c in self._cells if c not in self._fixed)
        if not free:
            raise GridError("nothing_to_take", "grid.nothing_to_take")
        return self._remove(free)

    def move(self, src: Cell, dst: Cell) -> Placement:
        """Move one tile to an empty cell; it keeps its value (take it back to turn a 6 into a 9)."""
        src, dst = Cell(*src), Cell(*dst)
        self._check_movable(src)
        self._check_inside(dst)
        if src == dst:
            raise GridError(
                "same_cell",
                "grid.same_cell",
                cell=self.label(src),
            )
        if dst in self._cells:
            self._occupied(dst)
        tile = self._cells.pop(src)
        del self._stamps[src]
        self._counter += 1
        self._cells[dst] = tile
        self._stamps[dst] = self._counter
        return Placement(dst, tile)

    def arrange(self, placements: Iterable[Placement]) -> tuple[Placement, ...]:
        """Take every free tile back, then lay out `placements` (a whole layout, e.g. a solver's)."""
        places = [p if isinstance(p, Placement) else Placement(Cell(*p[0]), p[1]) for p in placements]
        for p in places:
            self._check_inside(p.cell)
            if p.cell in self._fixed:
                self._occupied(p.cell)
        if len({p.cell for p in places}) != len(places):
            raise GridError("occupied", "grid.occupied.layout")
        need = Counter(p.tile.in_hand for p in places)
        have = Counter(self.hand) + Counter(t.in_hand for c, t in self._cells.items() if c not in self._fixed)
        self._check_counts(need, have)
        free = [c for c in self._cells if c not in self._fixed]
        if free:
            self._remove(sorted(free))
        self._counter += 1
        for p in places:
            self.hand.remove(p.tile.in_hand)
            self._cells[p.cell] = p.tile
            self._stamps[p.cell] = self._counter
        return tuple(places)

    def fix(self) -> None:
        """Solo: the tiles on the grid now belong to completed stages (O2)."""
        self._fixed = set(self._cells)

    def deal(self, tiles: Iterable[Tile]) -> None:
        """New tiles into the hand (Solo's next stage, a dump's draw)."""
        self.hand.extend(t.in_hand for t in tiles)

    def discard(self, tile: Tile) -> Tile:
        """Remove one hand tile (a dump); GridError when it is not held."""
        self._check_held([tile])
        self.hand.remove(tile.in_hand)
        return tile.in_hand

    def apply(self, action: dict[str, Any]) -> tuple[Tile, ...] | tuple[Placement, ...]:
        """An edit given as a plain dict: {"a": place, tiles, cell, axis} | {"a": take, cells} |
        {"a": move, from, to} | {"a": take_last} | {"a": take_all} | {"a": arrange, tiles: [[r, c, t]]}."""
        kind = action["a"]
        if kind == "place":
            axis = Axis.DOWN if action.get("axis") == "down" else Axis.ACROSS
            return self.place([parse_tile(t) for t in action["tiles"]], _cell(action["cell"]), axis)
        if kind == "take":
            return self.take(_cell(c) for c in action["cells"])
        if kind == "move":
            return (self.move(_cell(action["from"]), _cell(action["to"])),)
        if kind == "take_last":
            return self.take_last()
        if kind == "take_all":
            return self.take_all()
        if kind == "arrange":
            return self.arrange(Placement(Cell(r, c), parse_tile(t)) for r, c, t in action["tiles"])
        raise ValueError(f"unknown grid edit {kind!r}")

    # ------------------------------------------------------------ internals

    def _remove(self, cells: Sequence[Cell]) -> tuple[Tile, ...]:
        out = []
        for cell in cells:
            tile = self._cells.pop(cell).in_hand
            self._stamps.pop(cell, None)
            self.hand.append(tile)
            out.append(tile)
        return tuple(out)

    def _check_inside(self, cell: Cell) -> None:
        if not self.inside(cell):
            half = self.size // 2
            first = self.label(Cell(CENTRE.row - half, CENTRE.col - half))
            last = self.label(Cell(CENTRE.row + half, CENTRE.col + half))
            if cell.row >= CENTRE.row - half and cell.col >= CENTRE.col - half:
                raise GridError("off_grid", "grid.off_grid", cell=self.label(cell), first=first, last=last)
            # above or left of the grid: a cell that has no label to name it by
            raise GridError("off_grid", "grid.off_grid.unnamed", first=first, last=last)

    def _occupied(self, cell: Cell) -> None:
        raise GridError(
            "occupied",
            "grid.occupied",
            cell=self.label(cell),
            tile=self._cells[cell],
        )

    def _check_movable(self, cell: Cell) -> None:
        if cell not in self._cells:
            raise GridError("no_tile", "grid.no_tile", cell=self.label(cell))
        if cell in self._fixed:
            raise GridError(
                "fixed",
                "grid.fixed",
                cell=self.label(cell),
                tile=self._cells[cell],
            )

    def _check_held(self, tiles: Sequence[Tile]) -> None:
        self._check_counts(Counter(t.in_hand for t in tiles), Counter(self.hand))

    def _check_counts(self, need: Counter[Tile], have: Counter[Tile]) -> None:
        for tile in sorted(need):
            if need[tile] > have[tile]:
                another = have[tile] > 0
                raise GridError(
                    "not_held",
                    "grid.not_held.another" if another else "grid.not_held",
                    tile=tile,
                )

    # ------------------------------------------------------------ serialisation

    def to_dict(self) -> dict[str, Any]:
        return {
            "size": self.size,
            "hand": [str(t) for t in self.hand],
            "cells": [[c.row, c.col, str(t), self._stamps.get(c, 0)] for c, t in sorted(self._cells.items())],
            "fixed": [[c.row, c.col] for c in sorted(self._fixed)],
            "counter": self._counter,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FreeGrid:
        g = cls((parse_tile(t) for t in data["hand"]), size=data["size"])
        for r, c, t, stamp in data["cells"]:
            g._cells[Cell(r, c)] = parse_tile(t)
            if stamp:
                g._stamps[Cell(r, c)] = stamp
        g._fixed = {Cell(r, c) for r, c in data["fixed"]}
        g._counter = data["counter"]
        return g

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FreeGrid) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<FreeGrid {len(self._cells)} placed, {len(self.hand)} in hand, {len(self._fixed)} fixed>"


def centred(placements: Iterable[Placement]) -> tuple[Placement, ...]:
    """A layout shifted so that its middle sits on the grid's centre (a solver's layout fits the window)."""
    places = list(placements)
    if not places:
        return ()
    rows = [p.cell.row for p in places]
    cols = [p.cell.col for p in places]
    dr = CENTRE.row - (min(rows) + max(rows)) // 2
    dc = CENTRE.col - (min(cols) + max(cols)) // 2
    return tuple(Placement(Cell(p.cell.row + dr, p.cell.col + dc), p.tile) for p in places)
