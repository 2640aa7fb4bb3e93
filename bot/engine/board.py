"""Cells, the board and its lines (RULES.md R4, R5)."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from .tiles import MAX_LINE, Tile


class Cell(NamedTuple):
    """A square of the table; rows grow downward, columns rightward, any sign."""

    row: int
    col: int

    def step(self, axis: Axis, n: int = 1) -> Cell:
        dr, dc = axis.delta
        return Cell(self.row + dr * n, self.col + dc * n)

    def neighbours(self) -> tuple[Cell, Cell, Cell, Cell]:
        r, c = self
        return (Cell(r - 1, c), Cell(r + 1, c), Cell(r, c - 1), Cell(r, c + 1))

    def __repr__(self) -> str:
        return f"Cell({self.row}, {self.col})"


class Axis(enum.Enum):
    ACROSS = (0, 1)  # along a row
    DOWN = (1, 0)  # along a column

    @property
    def delta(self) -> tuple[int, int]:
        return self.value

    @property
    def other(self) -> Axis:
        return Axis.DOWN if self is Axis.ACROSS else Axis.ACROSS

    def __repr__(self) -> str:
        return f"Axis.{self.name}"


@dataclass(frozen=True, slots=True)
class Line:
    """A maximal run of 2+ adjacent tiles along one axis (R4)."""

    axis: Axis
    cells: tuple[Cell, ...]
    tiles: tuple[Tile, ...]

    @property
    def total(self) -> int:
        return sum(t.value for t in self.tiles)

    def __len__(self) -> int:
        return len(self.tiles)

    def problem(self, key: int) -> str | None:
        """The R5 reason code this line breaks, if any: too_long, colour or sum."""
        return line_problem(self.tiles, key)


def line_problem(tiles: tuple[Tile, ...] | list[Tile], key: int) -> str | None:
    if len(tiles) > MAX_LINE:
        return "too_long"
    colours = {t.colour for t in tiles}
    if len(colours) != len(tiles):
        return "colour"
    if sum(t.value for t in tiles) % key:
        return "sum"
    return None


class Board:
    """The shared table. Tiles are never removed in the main game."""

    __slots__ = ("_cells",)

    def __init__(self, cells: Mapping[Cell, Tile] | Iterable[tuple[Cell, Tile]] = ()) -> None:
        items = cells.items() if isinstance(cells, Mapping) else cells
        self._cells: dict[Cell, Tile] = {Cell(*c): t for c, t in items}

    def copy(self) -> Board:
        b = Board()
        b._cells = dict(self._cells)
        return b

    def get(self, cell: Cell) -> Tile | None:
        return self._cells.get(cell)

    def __contains__(self, cell: object) -> bool:
        return cell in self._cells

    def __getitem__(self, cell: Cell) -> Tile:
        return self._cells[cell]

    def __len__(self) -> int:
        return len(self._cells)

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._cells)

    def items(self) -> Iterable[tuple[Cell, Tile]]:
        return self._cells.items()

    @property
    def cells(self) -> Mapping[Cell, Tile]:
        return self._cells

    def place(self, placements: Iterable[tuple[Cell, Tile]]) -> None:
        for cell, tile in placements:
            if cell in self._cells:
                raise ValueError(f"{cell} is already occupied by {self._cells[cell]}")
            self._cells[Cell(*cell)] = tile

    def bounds(self) -> tuple[int, int, int, int] | None:
        """(min_row, min_col, max_row, max_col) of the occupied cells, or None when empty."""
        if not self._cells:
            return None
        rows = [c.row for c in self._cells]
        cols = [c.col for c in self._cells]
        return min(rows), min(cols), max(rows), max(cols)

    def run_through(self, cell: Cell, axis: Axis, extra: Mapping[Cell, Tile] | None = None) -> Line | None:
        """The line along `axis` through `cell`, with `extra` tiles laid on top; None if shorter than 2."""
        extra = extra or {}

        def at(c: Cell) -> Tile | None:
            t = extra.get(c)
            return t if t is not None else self._cells.get(c)

        if at(cell) is None:
            return None
        start = cell
        while at(start.step(axis, -1)) is not None:
            start = start.step(axis, -1)
        cells = []
        c = start
        while at(c) is not None:
            cells.append(c)
            c = c.step(axis)
        if len(cells) < 2:
            return None
        return Line(axis, tuple(cells), tuple(at(x) for x in cells))  # type: ignore[misc]

    def lines(self) -> list[Line]:
        """Every line on the board (R4)."""
        found: list[Line] = []
        for axis in Axis:
            for cell in self._cells:
                if cell.step(axis, -1) in self._cells:
                    continue  # not the start of a run
                line = self.run_through(cell, axis)
                if line is not None:
                    found.append(line)
        return found

    def is_connected(self) -> bool:
        if not self._cells:
            return True
        start = next(iter(self._cells))
        seen = {start}
        stack = [start]
        while stack:
            for n in stack.pop().neighbours():
                if n in self._cells and n not in seen:
                    seen.add(n)
                    stack.append(n)
        return len(seen) == len(self._cells)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._cells == other._cells

    def __hash__(self) -> int:  # boards are mutable; identity hash would mislead
        raise TypeError("Board is unhashable")

    def __repr__(self) -> str:
        return f"<Board {len(self._cells)} tiles>"
