"""Decoding rows into the frozen dataclasses of models.py (one place, so columns stay in step)."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from .models import (
    Game,
    GuildSettings,
    Move,
    Result,
    SeatRow,
    SoloResult,
    SpotClaim,
    Status,
    Timer,
    UserPrefs,
    Variant,
)

GAME_COLUMNS = (
    "id, guild_id, channel_id, variant, status, owner_id, options, state, seed, version, message_id, "
    "created_at, updated_at, finished_at"
)
SEAT_COLUMNS = "game_id, seat, user_id, name, kind, level, team, joined_at"
MOVE_COLUMNS = "game_id, seq, user_id, action, summary, score, created_at"
RESULT_COLUMNS = (
    "game_id, seat, user_id, variant, guild_id, score, penalty, final, won, left_game, ranked, finished_at, "
    "walkover, best_ms"
)
TIMER_COLUMNS = "id, game_id, kind, due_at, payload, created_at"
CLAIM_COLUMNS = "id, game_id, user_id, round, tiles, correct, reaction_ms, created_at"
SOLO_COLUMNS = "id, game_id, user_id, guild_id, tiles_placed, completed, finished_at, day, ms"


def dumps(value: Any) -> str:
    """Compact, deterministic JSON (sorted keys would reorder the engine's dicts needlessly; keep order)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def game(row: sqlite3.Row | tuple[Any, ...]) -> Game:
    return Game(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        variant=Variant(row[3]),
        status=Status(row[4]),
        owner_id=row[5],
        options=json.loads(row[6]),
        state=None if row[7] is None else json.loads(row[7]),
        seed=row[8],
        version=row[9],
        message_id=row[10],
        created_at=row[11],
        updated_at=row[12],
        finished_at=row[13],
    )


def seat(row: sqlite3.Row | tuple[Any, ...]) -> SeatRow:
    return SeatRow(*row)


def move(row: sqlite3.Row | tuple[Any, ...]) -> Move:
    return Move(row[0], row[1], row[2], json.loads(row[3]), row[4], row[5], row[6])


def result(row: sqlite3.Row | tuple[Any, ...]) -> Result:
    return Result(
        game_id=row[0],
        seat=row[1],
        user_id=row[2],
        variant=Variant(row[3]),
        guild_id=row[4],
        score=row[5],
        penalty=row[6],
        final=row[7],
        won=bool(row[8]),
        left=bool(row[9]),
        ranked=bool(row[10]),
        finished_at=row[11],
        walkover=bool(row[12]),
        best_ms=row[13],
    )


def timer(row: sqlite3.Row | tuple[Any, ...]) -> Timer:
    return Timer(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5])


def claim(row: sqlite3.Row | tuple[Any, ...]) -> SpotClaim:
    return SpotClaim(row[0], row[1], row[2], row[3], tuple(json.loads(row[4])), bool(row[5]), row[6], row[7])


def solo(row: sqlite3.Row | tuple[Any, ...]) -> SoloResult:
    return SoloResult(row[0], row[1], row[2], row[3], row[4], bool(row[5]), row[6], row[7], row[8])


def guild_settings(row: sqlite3.Row | tuple[Any, ...]) -> GuildSettings:
    return GuildSettings(row[0], bool(row[1]), row[2], row[3], json.loads(row[4]), row[5])


def user_prefs(row: sqlite3.Row | tuple[Any, ...]) -> UserPrefs:
    return UserPrefs(row[0], None if row[1] is None else bool(row[1]), row[2], row[3])
