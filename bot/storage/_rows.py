"""Decoding rows into the frozen dataclasses of models.py (one place, so columns stay in step)."""

from __future__ import annotations

import json
import re
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


# A main-game move as the engine records it, {"a": "play", "seat": 0, "tiles": [[0, 0, "G6"], ...]},
# is logged as one JSON string instead (migration 009): "p0 0,0G6 0,1B9" — the kind's letter, the
# seat, then each tile as row,col and the tile. A third of the bytes; still valid JSON for any
# database's JSON column. Anything not exactly of that shape is logged as it is.
_KINDS = {"play": "p", "pass": "s", "timeout": "t", "resign": "r"}
_KIND_OF = {v: k for k, v in _KINDS.items()}
_TILE = re.compile(r"[A-Z][1-9]")
_PACKED = re.compile(r"([pstr])(\d+)((?: -?\d+,-?\d+[A-Z][1-9])*)")
_PACKED_TILE = re.compile(r" (-?\d+),(-?\d+)([A-Z][1-9])")


def _packable(action: dict[str, Any]) -> bool:
    kind, seat = action.get("a"), action.get("seat")
    if kind not in _KINDS or type(seat) is not int or seat < 0:
        return False
    if kind != "play":
        return list(action) == ["a", "seat"]
    tiles = action.get("tiles")
    return (
        list(action) == ["a", "seat", "tiles"]
        and isinstance(tiles, list)
        and all(
            isinstance(t, list)
            and len(t) == 3
            and type(t[0]) is int
            and type(t[1]) is int
            and isinstance(t[2], str)
            and _TILE.fullmatch(t[2])
            for t in tiles
        )
    )


def encode_action(action: dict[str, Any]) -> str:
    """The move log's text for an action: packed when it is a main-game engine action."""
    if not _packable(action):
        return dumps(action)
    tiles = "".join(f" {r},{c}{t}" for r, c, t in action.get("tiles", ()))
    return dumps(f"{_KINDS[action['a']]}{action['seat']}{tiles}")


def decode_action(text: str) -> dict[str, Any]:
    """The engine's action back from the move log (packed or plain JSON)."""
    value = json.loads(text)
    if not isinstance(value, str):
        return value
    m = _PACKED.fullmatch(value)
    if m is None:
        raise ValueError(f"not a logged action: {value!r}")
    kind = _KIND_OF[m.group(1)]
    action: dict[str, Any] = {"a": kind, "seat": int(m.group(2))}
    if kind == "play":
        action["tiles"] = [[int(r), int(c), t] for r, c, t in _PACKED_TILE.findall(m.group(3))]
    return action


def game(row: sqlite3.Row | tuple[Any, ...]) -> Game:
    return Game(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        variant=Variant.stored(row[3]),
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
    return Move(row[0], row[1], row[2], decode_action(row[3]), row[4], row[5], row[6])


def result(row: sqlite3.Row | tuple[Any, ...]) -> Result:
    return Result(
        game_id=row[0],
        seat=row[1],
        user_id=row[2],
        variant=Variant.stored(row[3]),
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
