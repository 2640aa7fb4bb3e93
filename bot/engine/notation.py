"""Reading and writing tiles, cells and `/place` requests.

Cells are labelled as the board picture shows them: columns by letters (A–Z, then AA, AB, ...),
rows by numbers from 1. Labels are fixed for the whole game: the first turn's first tile is
always Z26, leaving 25 labelled cells above and left of it, more than any real
game spreads (the 16 seeded self-play games of `python -m bot.bench labels` reach 13 cells),
and any number right and below (two-letter columns, rows up to 999). A cell read from an old
post names the same cell forever. Only a board that reaches within `LABEL_MARGIN` cells of
column A or row 1 moves A1 further out (every cell a turn can reach keeps a label); tiles never
leave the table, so labels then move outward, never back.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .board import Axis, Board, Cell
from .tiles import COLOURS, FACES, MAX_LINE, NINE, SIX, Colour, Tile
from .turns import EngineError, Placement

LABEL_MARGIN = 6  # a turn of 6 tiles reaches at most this far beyond the tiles on the table
START_CELL = Cell(0, 0)  # where the first turn's first tile goes (any cell would do)
START_ROOM = 25  # labelled cells above and left of the first tile: it is Z26
FIXED_ORIGIN = Cell(START_CELL.row - START_ROOM, START_CELL.col - START_ROOM)  # the cell labelled A1


class NotationError(EngineError):
    """Input that does not parse; `code` names the problem, the message says how to fix it."""


# ---------------------------------------------------------------- tiles

TILE_NAMED: dict[str, Tile] = {
    str(t): t for c in COLOURS for v in (*FACES, NINE) for t in (Tile(c, v),)
}  # every tile by the name `str(tile)` gives it (tiles are immutable: one object serves all)
_TILE_RE = re.compile(r"([ROYGBP])([0-9]+)", re.IGNORECASE)
_SEPARATORS = re.compile(r"[\s,;/+]+")


def parse_tile(text: str) -> Tile:
    """`R5`, `r5`, `B9` (a blue 6 placed as 9)."""
    known = TILE_NAMED.get(text)  # a stored state names every tile this way: no regex per tile
    if known is not None:
        return known
    s = text.strip()
    m = _TILE_RE.fullmatch(s)
    if not m:
        raise NotationError("bad_tile", text=repr(s[:20]))
    digits = m.group(2)
    # a long run of digits is no tile number (and int() refuses over ~4300 digits)
    value = int(digits) if len(digits) <= 2 else -1
    colour = Colour.from_letter(m.group(1))
    if not (1 <= value <= 8 or value == NINE):
        raise NotationError(
            "bad_value",
            text=repr(s[:20]),
        )
    return Tile(colour, value)


def parse_tiles(text: str) -> list[Tile]:
    """A list of tiles, separated by spaces or commas, or run together (`R5B9`)."""
    compact = _SEPARATORS.sub(" ", text or "").strip()
    if not compact:
        raise NotationError("no_tiles")
    tiles: list[Tile] = []
    for token in compact.split(" "):
        pos = 0
        while pos < len(token):
            m = _TILE_RE.match(token, pos)
            if not m:
                raise NotationError("bad_tile", text=repr(token[:20]))
            tiles.append(parse_tile(m.group(0)))
            pos = m.end()
    if len(tiles) > MAX_LINE:
        raise NotationError(
            "too_many",
            max=MAX_LINE,
            count=len(tiles),
        )
    return tiles


def format_tiles(tiles: Iterable[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


# ---------------------------------------------------------------- cells


def column_label(index: int) -> str:
    """0 → A, 25 → Z, 26 → AA."""
    if index < 0:
        raise ValueError("column index must be >= 0")
    out = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        out = chr(ord("A") + rem) + out
    return out


def column_index(label: str) -> int:
    n = 0
    for ch in label.upper():
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n - 1


@dataclass(frozen=True, slots=True)
class Labels:
    """Turns table cells into the labels printed on a board, and back."""

    origin: Cell  # the table cell labelled A1

    @classmethod
    def for_board(cls, board: Board) -> Labels:
        """A1 at `FIXED_ORIGIN`, unless the tiles come within `LABEL_MARGIN` of it (they never do in
        a real game): then as far out as they need."""
        b = board.bounds()
        if b is None:
            return cls(FIXED_ORIGIN)
        return cls(
            Cell(min(FIXED_ORIGIN.row, b[0] - LABEL_MARGIN), min(FIXED_ORIGIN.col, b[1] - LABEL_MARGIN))
        )

    def label(self, cell: Cell) -> str:
        r, c = cell.row - self.origin.row, cell.col - self.origin.col
        if r < 0 or c < 0:
            return f"[{cell.row}, {cell.col}]"
        return f"{column_label(c)}{r + 1}"

    __call__ = label

    def row_label(self, row: int) -> str:
        return str(row - self.origin.row + 1)

    def col_label(self, col: int) -> str:
        return column_label(col - self.origin.col)

    def parse(self, text: str) -> Cell:
        s = (text or "").strip().replace(" ", "")
        m = re.fullmatch(r"([A-Za-z]{1,2})([0-9]{1,3})", s) or None
        if m:
            letters, digits = m.group(1), m.group(2)
        else:
            m = re.fullmatch(r"([0-9]{1,3})([A-Za-z]{1,2})", s)
            if not m:
                raise NotationError(
                    "bad_cell",
                    text=repr(s[:20]),
                )
            digits, letters = m.group(1), m.group(2)
        row = int(digits)
        if row < 1:
            raise NotationError("bad_cell", "bad_cell.row", text=repr(s))
        return Cell(self.origin.row + row - 1, self.origin.col + column_index(letters))


# ---------------------------------------------------------------- directions and turns

_DIRECTIONS = {
    "across": Axis.ACROSS, "a": Axis.ACROSS, "right": Axis.ACROSS, "r": Axis.ACROSS,
    "horizontal": Axis.ACROSS, "h": Axis.ACROSS, "row": Axis.ACROSS, "→": Axis.ACROSS,
    "down": Axis.DOWN, "d": Axis.DOWN, "vertical": Axis.DOWN, "v": Axis.DOWN,
    "column": Axis.DOWN, "col": Axis.DOWN, "↓": Axis.DOWN,
}  # fmt: skip


def parse_direction(text: str | None) -> Axis | None:
    if text is None or not text.strip():
        return None
    d = _DIRECTIONS.get(text.strip().lower())
    if d is None:
        raise NotationError("bad_direction", text=repr(text[:20]))
    return d


def parse_place(
    board: Board, tiles: str, at: str | None = None, direction: str | None = None
) -> list[Placement]:
    """A `/place` request into placements: tiles in reading order from `at` along `direction`.

    Empty cells are filled in order; cells already holding a tile are stepped over, so a
    turn that bridges existing tiles is written with just the new tiles.
    """
    seq = parse_tiles(tiles)
    axis = parse_direction(direction)
    if len(board) == 0:
        start = START_CELL
        axis = axis or Axis.ACROSS
    else:
        if at is None or not at.strip():
            raise NotationError("no_cell")
        start = Labels.for_board(board).parse(at)
        if len(seq) > 1 and axis is None:
            raise NotationError("no_direction")
        axis = axis or Axis.ACROSS
    if start in board:
        labels = Labels.for_board(board)
        raise NotationError(
            "occupied_start",
            cell=labels(start),
            tile=board[start],
        )
    placements = []
    cell = start
    for tile in seq:
        while cell in board:
            cell = cell.step(axis)
        placements.append(Placement(cell, tile))
        cell = cell.step(axis)
    return placements


def labels_moved(before: Board, after: Board) -> bool:
    """Whether a cell label read on `before` names another cell on `after` (a turn grew the board
    to within `LABEL_MARGIN` of A1): the post after such a turn says so."""
    return Labels.for_board(before) != Labels.for_board(after)


@dataclass(frozen=True, slots=True)
class TurnNotation:
    """A turn as a player would type it, in parts a sentence puts in its own language:
    the tiles, the first tile's cell (None on the first turn, whose cell is always Z26) and the
    line's direction (None for a single tile after the first turn)."""

    tiles: str
    cell: str | None
    axis: Axis | None


def turn_notation(board_before: Board, placements: Sequence[Placement]) -> TurnNotation | None:
    """The parts of `R5 B9 G1 at F7 across` (None for no placement)."""
    if not placements:
        return None
    ordered = sorted(placements, key=lambda p: p.cell)
    tiles = format_tiles(p.tile for p in ordered)
    line = len(ordered) > 1
    axis = (Axis.DOWN if ordered[0].cell.col == ordered[1].cell.col else Axis.ACROSS) if line else None
    if len(board_before) == 0:
        return TurnNotation(tiles, None, axis or Axis.ACROSS)
    return TurnNotation(tiles, Labels.for_board(board_before)(ordered[0].cell), axis)


def format_turn(board_before: Board, placements: Sequence[Placement]) -> str:
    """`R5 B9 G1 at F7 across`, as a player would type it on the board before the turn (English:
    sentences say it in their own language through bot.present.notation)."""
    said = turn_notation(board_before, placements)
    if said is None:
        return ""
    direction = "" if said.axis is None else (" down" if said.axis is Axis.DOWN else " across")
    if said.cell is None:
        return f"{said.tiles}{direction}"
    return f"{said.tiles} at {said.cell}{direction}"


def rack_tile_choices(rack: Iterable[Tile]) -> list[str]:
    """Distinct ways to write the rack's tiles (a 6 also as 9), for autocomplete."""
    out: list[str] = []
    for t in sorted(set(rack)):
        for p in t.placements():
            s = str(p)
            if s not in out:
                out.append(s)
    return out


__all__ = [
    "FIXED_ORIGIN", "LABEL_MARGIN", "SIX", "START_CELL", "START_ROOM", "Labels", "NotationError",
    "TurnNotation", "column_index", "column_label", "format_tiles", "format_turn", "labels_moved",
    "parse_direction", "parse_place", "parse_tile", "parse_tiles", "rack_tile_choices", "turn_notation",
]  # fmt: skip
