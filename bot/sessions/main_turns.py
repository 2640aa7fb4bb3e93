"""A main game's turn apart from storage: who may act, what an action does to the decoded game,
and the clock the next player gets. MainSession (bot/sessions/main.py) runs these under the
game's lock and stores the result; the cogs' read-only prechecks use them too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.board import Board, Cell
from bot.engine.main_game import Event, MainGame, TurnPassed
from bot.engine.notation import Labels, parse_place, parse_tile
from bot.engine.turns import Placement
from bot.storage import Game, NewTimer
from bot.words.refusal import Refusal

from .actions import Cells, ComputerMove, MainAction, Pass, Place, PlayAt, PlayCells, Resign, Timeout
from .base import Actor

REMINDER, TIMEOUT = "turn_reminder", "turn_timeout"


def decode(row: Game) -> MainGame:
    if row.state is None:
        raise Refusal("game.not_running")
    return MainGame.from_dict(row.state)


def turn_timers(game: MainGame, options: Mapping[str, Any], now: float) -> list[NewTimer]:
    """The clock for the player now to move: a reminder halfway, a timeout at the limit."""
    limit = float(options.get("turn_limit", 0) or 0)
    if game.finished or limit <= 0 or game.current_seat.is_computer:
        return []
    payload = {"turn": game.turn_number, "seat": game.current}
    return [
        NewTimer(REMINDER, now + limit / 2, payload | {"remaining": int(limit / 2)}),
        NewTimer(TIMEOUT, now + limit, payload),
    ]


def seat_of(game: MainGame, user_id: int) -> int:
    seat = game.seat_of(str(user_id))
    if seat is None or not game.active[seat]:
        raise Refusal("game.not_player")
    return seat


@dataclass(frozen=True, slots=True)
class Prepared:
    """An action judged on a stored row: the game after it, its events, the board before."""

    row: Game
    game: MainGame
    events: list[Event]
    before: Board
    summary: str

    def parts(self) -> tuple[Game, MainGame, list[Event], Board, str]:
        return self.row, self.game, self.events, self.before, self.summary


def logged_action(game: MainGame, events: Sequence[Event]) -> dict[str, Any]:
    """The move log's entry for the action just applied: the engine's own record of it, plus
    `bonus` when a pass or a missed turn gave up a bonus turn, so that whoever reads the log later
    (the board's report) can word it as the channel did. Replay ignores the mark."""
    action = dict(game.history[-1])
    if events and isinstance(events[0], TurnPassed) and events[0].ended_bonus:
        action["bonus"] = True
    return action


def apply_action(game: MainGame, action: MainAction, actor: Actor | None) -> tuple[list[Event], str]:
    """Apply the action to the decoded game: its events and the move log's summary (a Refusal when
    the turn order or the engine refuses it). Formerly MainSession._apply."""
    match action:
        case Timeout(turn):
            if game.turn_number != turn:
                raise Refusal("game.stale")
            return game.timeout(game.current), "timeout"
        case ComputerMove(seat, cells):
            if game.current != seat or not game.current_seat.is_computer:
                raise Refusal("game.stale")
            places = placements_of(cells)
            return (game.play(seat, places) if places else game.pass_turn(seat)), "computer"
    if actor is None:
        raise ValueError(f"{action!r} needs a player")
    seat = seat_of(game, actor.user_id)
    match action:
        case Place(tiles, at, direction):
            game.check_turn(seat)  # whose turn it is comes before how the turn is written
            placements = parse_place(game.board, tiles, at, direction)
            return game.play(seat, placements, label=Labels.for_board(game.board)), tiles
        case PlayCells(cells):
            return game.play(seat, placements_of(cells)), "guided"
        case PlayAt(tiles):
            game.check_turn(seat)  # as for Place: whose turn it is comes before how the cells read
            return game.play(seat, placements_at(Labels.for_board(game.board), tiles)), "board"
        case Pass():
            return game.pass_turn(seat), "pass"
        case Resign():
            return game.resign(seat), "resigned"
    raise ValueError(f"not a main game action: {action!r}")


def placements_of(cells: Cells) -> list[Placement]:
    """The placements of exact cells (guided play, a computer's turn): (row, col, tile text)."""
    return [Placement(Cell(r, c), parse_tile(t)) for r, c, t in cells]


def placements_at(labels: Labels, tiles: Sequence[tuple[str, str]]) -> list[Placement]:
    """(tile, cell label) pairs as placements (NotationError for text that is no tile or no cell)."""
    return [Placement(labels.parse(cell), parse_tile(tile)) for tile, cell in tiles]


def computer_to_move(game: MainGame) -> bool:
    return not game.finished and game.current_seat.is_computer
