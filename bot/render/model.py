"""The values the render API takes and returns."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.board import Board, Cell
from bot.engine.turns import Placement


@dataclass(frozen=True)
class Picture:
    """A finished PNG with what Discord needs to attach it (`alt` becomes the description)."""

    png: bytes
    alt: str
    filename: str
    width: int
    height: int


@dataclass(frozen=True)
class BoardView:
    """Everything a board picture shows.

    `last_turn` is ringed; `preview` tiles (a proposed turn or a hint) are drawn outlined
    on their cells. Labels always follow `board` (the table before the preview), since
    those are the labels a player types.
    """

    board: Board
    key: int | None
    bag_left: int
    to_play: str | None = None
    last_turn: tuple[Cell, ...] = ()
    preview: tuple[Placement, ...] = ()
    title: str | None = None

    def __post_init__(self) -> None:
        # A snapshot: the game may move on while a worker thread is still drawing this view.
        object.__setattr__(self, "board", self.board.copy())
        object.__setattr__(self, "last_turn", tuple(self.last_turn))
        object.__setattr__(self, "preview", tuple(self.preview))


@dataclass(frozen=True)
class EndRow:
    """One player's line on the end-of-game card; `left` marks a player who left the game."""

    name: str
    score: int
    penalty: int
    final: int
    winner: bool
    left: bool = False
    rating: str | None = None  # after a ranked game: the new rating and its change, e.g. "12.3 (+1.4)"
