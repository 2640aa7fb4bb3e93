"""What the main game is made of and reports: seats, the reasons a turn passes or a seat leaves,
the error for an action out of turn, and the events every action returns (RULES.md M1–M9).

The state machine that makes them is MainGame (bot/engine/main_game.py, which re-exports all of
these); the other variants reuse Seat, SeatKind and GameError.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .tiles import Tile
from .turns import EngineError, Placement

MISSED_TURNS_LIMIT = 3
MIN_SEATS, MAX_SEATS = 2, 8


class SeatKind(enum.StrEnum):
    HUMAN = "human"
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table. `id` is opaque to the engine (the bot uses Discord ids)."""

    id: str
    name: str
    kind: SeatKind = SeatKind.HUMAN
    level: str | None = None  # computer players: easy / normal / hard

    @property
    def is_computer(self) -> bool:
        return self.kind is SeatKind.COMPUTER


class PassReason(enum.StrEnum):
    CHOSEN = "chosen"
    NO_MOVE = "no_move"
    EMPTY_RACK = "empty_rack"
    TIMEOUT = "timeout"


class LeaveReason(enum.StrEnum):
    RESIGNED = "resigned"
    DROPPED = "dropped"  # missed too many turns in a row


class GameError(EngineError):
    """An action that does not fit the game's state (not your turn, game over, ...)."""


# ---------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class GameStarted:
    totals: tuple[int, ...]  # each seat's opening hand total
    roller: int  # the seat with the lowest total, who rolled and plays first (M1)
    key: int


@dataclass(frozen=True, slots=True)
class TurnPlayed:
    seat: int
    placements: tuple[Placement, ...]
    score: int
    lines: tuple[tuple[Tile, ...], ...]
    bonus: bool  # the player plays again now (M5)
    bonus_lapsed: bool  # a 6-line was made but the bonus could not be used
    drawn: tuple[Tile, ...]  # tiles drawn at the end of the turn (empty during a bonus)
    next_seat: int | None


@dataclass(frozen=True, slots=True)
class TurnPassed:
    seat: int
    reason: PassReason
    next_seat: int | None
    ended_bonus: bool = False  # the pass only gave up a bonus turn
    drawn: tuple[Tile, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatLeft:
    seat: int
    reason: LeaveReason
    next_seat: int | None


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    score: int
    penalty: int
    final: int
    winner: bool
    left: bool


@dataclass(frozen=True, slots=True)
class GameEnded:
    standings: tuple[Standing, ...]  # best first

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.standings if s.winner)


Event = GameStarted | TurnPlayed | TurnPassed | SeatLeft | GameEnded
