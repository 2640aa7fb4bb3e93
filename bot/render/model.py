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

    Optional, drawn when given: `scores` (each player's name and score, in seat order) as a
    strip under the header with ▶ on `scores[to_move]`; `last_score` as a "+N" badge by the
    last turn; `game_over` as a "Game over" mark (then nobody is to move).
    """

    board: Board
    key: int | None
    bag_left: int
    to_play: str | None = None
    last_turn: tuple[Cell, ...] = ()
    preview: tuple[Placement, ...] = ()
    title: str | None = None
    scores: tuple[tuple[str, int], ...] = ()
    to_move: int | None = None
    last_score: int | None = None
    game_over: bool = False

    def __post_init__(self) -> None:
        # A snapshot: the game may move on while a worker thread is still drawing this view.
        object.__setattr__(self, "board", self.board.copy())
        object.__setattr__(self, "last_turn", tuple(self.last_turn))
        object.__setattr__(self, "preview", tuple(self.preview))
        object.__setattr__(self, "scores", tuple((str(n), int(v)) for n, v in self.scores))
        if self.to_move is not None and not 0 <= self.to_move < len(self.scores):
            raise ValueError(f"to_move {self.to_move} names no player of {len(self.scores)}")

    @property
    def player_to_move(self) -> str | None:
        """Whose turn it is: `to_play`, else the name `to_move` points at; nobody once the game is over."""
        if self.game_over:
            return None
        if self.to_play:
            return self.to_play
        return self.scores[self.to_move][0] if self.to_move is not None else None


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
