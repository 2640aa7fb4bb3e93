"""Fixed positions for the render benchmark and tests (need not be legal, only look it)."""

from __future__ import annotations

from bot.engine.board import Board, Cell
from bot.engine.tiles import COLOURS, Colour, Tile
from bot.engine.turns import Placement

from .model import BoardView, EndRow

_VALUES = (1, 2, 3, 4, 5, 6, 7, 8, 9)


def _tile(k: int) -> Tile:
    return Tile(COLOURS[k % 6], _VALUES[(k * 5) % 9])


def small_board() -> Board:
    """The published example shape: a row, and a column hanging from it."""
    return Board(
        {
            Cell(0, 0): Tile(Colour.RED, 5),
            Cell(0, 1): Tile(Colour.BLUE, 9),
            Cell(0, 2): Tile(Colour.GREEN, 1),
            Cell(1, 1): Tile(Colour.YELLOW, 6),
            Cell(2, 1): Tile(Colour.PURPLE, 8),
        }
    )


def forty_tile_board() -> Board:
    """A compact 8×10 weave of 40 tiles, the size of a game about half-way through."""
    cells: dict[Cell, Tile] = {}
    k = 0
    for row in range(8):
        for col in range(10):
            if (row + col) % 3 and len(cells) < 40:
                cells[Cell(row, col)] = Tile(COLOURS[(row * 2 + col) % 6], _VALUES[(k * 7) % 9])
                k += 1
    return Board(cells)


def staircase_board(n: int = 96, step: int = 3) -> Board:
    """`n` tiles in rows of `step`, each row one cell right of the last (96: 34 columns × 32 rows)."""
    cells: dict[Cell, Tile] = {}
    row = 0
    while len(cells) < n:
        for d in range(step):
            if len(cells) < n:
                cells[Cell(row, row + d)] = _tile(len(cells))
        row += 1
    return Board(cells)


def strip_board(n: int = 96) -> Board:
    """The widest shape a game can reach: 5-tile rows each stepping 4 columns right (~77 wide)."""
    cells: dict[Cell, Tile] = {}
    row = col = 0
    while len(cells) < n:
        for d in range(5):
            cell = Cell(row, col + d)
            if len(cells) < n and cell not in cells:
                cells[cell] = _tile(len(cells))
        row, col = row + 1, col + 4
    return Board(cells)


def diagonal_board(n: int = 96) -> Board:
    """Dominoes stepping down and right: the tallest and widest square a game can reach (49 × 48)."""
    cells: dict[Cell, Tile] = {}
    for i in range(n // 2):
        cells[Cell(i, i)] = _tile(2 * i)
        cells[Cell(i, i + 1)] = _tile(2 * i + 1)
    return Board(cells)


def last_cells(board: Board, count: int = 3) -> tuple[Cell, ...]:
    """The bottom-right-most tiles, standing in for the last turn."""
    return tuple(sorted(board, key=lambda c: (c.row, c.col))[-count:])


def views() -> dict[str, BoardView]:
    small = small_board()
    forty = forty_tile_board()
    big = staircase_board()
    return {
        "empty": BoardView(Board(), 4, 80, "alice"),
        "small": BoardView(small, 5, 70, "bob", last_turn=(Cell(1, 1), Cell(2, 1)), title="Sumoku #12"),
        "preview": BoardView(
            small, 5, 70, "bob",
            preview=(Placement(Cell(3, 1), Tile(Colour.ORANGE, 2)),
                     Placement(Cell(4, 1), Tile(Colour.RED, 3))),
        ),
        "forty": BoardView(forty, 4, 40, "carol", last_turn=last_cells(forty, 2)),
        "ninety_six": BoardView(big, 3, 0, "dave", last_turn=last_cells(big)),
        "scored": BoardView(small, 5, 70, last_turn=(Cell(1, 1), Cell(2, 1)), title="Sumoku #12",
                            scores=SCORES, to_move=1, last_score=14),
        "final": BoardView(forty, 4, 0, last_turn=last_cells(forty, 2), scores=SCORES, last_score=7,
                           game_over=True),
        "big_scored": BoardView(big, 3, 0, last_turn=last_cells(big), scores=SCORES, to_move=2,
                                last_score=15),
    }  # fmt: skip


SCORES = (("alice", 42), ("Bob the Very Long Named Builder", 38), ("carol", 51))


RACK = (
    Tile(Colour.RED, 5), Tile(Colour.BLUE, 6), Tile(Colour.GREEN, 1), Tile(Colour.YELLOW, 8),
    Tile(Colour.ORANGE, 3), Tile(Colour.PURPLE, 6), Tile(Colour.RED, 2), Tile(Colour.GREEN, 7),
)  # fmt: skip

TABLEAU = (
    Tile(Colour.RED, 5), Tile(Colour.BLUE, 6), None, Tile(Colour.YELLOW, 8), Tile(Colour.ORANGE, 3),
    Tile(Colour.PURPLE, 6), Tile(Colour.RED, 2), Tile(Colour.GREEN, 7), Tile(Colour.BLUE, 1),
    Tile(Colour.YELLOW, 4), Tile(Colour.ORANGE, 8), Tile(Colour.GREEN, 3),
)  # fmt: skip

END_ROWS = (
    EndRow("alice", 120, 7, 113, True),
    EndRow("Bob the Very Long Named Builder", 118, 12, 106, False),
    EndRow("carol", 90, 0, 90, False, left=True),
    EndRow("HAL 9000 (computer)", 113, 0, 113, True),
)
