"""The plain figures /stats, /sumoku history and a replay show: what bot/present/stats.py reads.

Filled by the records session (bot/sessions/records.py) from storage's rows, so the presenter knows
no storage type: a variant is its name ("main", "spot", ...), a rating its shown value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PastGame:
    """One finished game from a player's side (a /sumoku history line, a bar of the card's chart)."""

    game_id: int
    variant: str
    finished_at: float
    guild_id: int | None
    channel_id: int
    final: int
    won: bool
    left: bool
    walkover: bool
    place: int  # 1 = best; leavers after everyone who stayed
    players: int
    rating_after: float | None  # the shown rating after the game, when the game moved it
    rating_delta: float | None
    title: str | None = None  # the catalogue id of its variant's name; None: the name as stored
    replays: bool = False  # its variant replays a finished game move by move (/sumoku history)


@dataclass(frozen=True, slots=True)
class Totals:
    """A player's totals in one variant, over every finished game."""

    games: int
    wins: int
    walkovers: int
    left: int
    best: int | None
    average: float | None
    ranked_games: int


@dataclass(frozen=True, slots=True)
class SoloFigures:
    games: int
    best_tiles: int | None
    completed: int
    daily_days: int  # daily puzzles finished
    streak: int  # daily puzzles finished on consecutive days, up to today


@dataclass(frozen=True, slots=True)
class SpotFigures:
    sets_won: int
    fastest_ms: int | None
    median_ms: int | None


@dataclass(frozen=True, slots=True)
class RaceFigures:
    rounds_won: int
    best_ms: int | None


@dataclass(frozen=True, slots=True)
class RatingFigures:
    shown: float
    trend: tuple[float, ...]  # the shown rating after each of the last rated games, oldest first
    last_change: float | None


@dataclass(frozen=True, slots=True)
class TurnFigures:
    best_turn: int | None
    bonus_turns: int


@dataclass(frozen=True, slots=True)
class CardFigures:
    """Everything one player's stats card shows for one variant (figures a variant lacks are None;
    `rating` None in a rated variant: not rated yet)."""

    variant: str
    totals: Totals
    recent: tuple[PastGame, ...]  # newest first
    solo: SoloFigures | None = None
    spot: SpotFigures | None = None
    race: RaceFigures | None = None
    rating: RatingFigures | None = None
    turns: TurnFigures | None = None
    title: str | None = None  # the catalogue id of the variant's name; None: the name as stored


@dataclass(frozen=True, slots=True)
class ReplayedMove:
    """The last move a replay shows: its place in the log, what it was, what it scored."""

    seq: int
    action: Mapping[str, object]
    score: int | None
