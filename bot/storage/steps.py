"""SQL steps shared by several repositories, each run inside a caller's transaction.

Kept apart from the repositories and from the Database façade so that neither imports the other:
repositories and db.py both import these steps, and nothing here imports them back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import _rows
from .batch import Statement
from .errors import GameNotFound, GameStateError, StorageError, TimerGone, VersionConflict
from .models import NewMove, NewSpotClaim, NewTimer
from .sql import Conn

# A main game's stored state never repeats its move history (the move log holds it: migration
# 009 trimmed older rows); a closed one also leaves out its board and last turn (008, 009).
# bot/storage/replay.py rebuilds them from the log. Both are SQL so that every writer goes through
# them; the parameter is the state's JSON, given twice.
RUNNING_STATE = "(CASE WHEN variant = 'main' THEN json_remove(?, '$.history') ELSE ? END)"
FINAL_STATE = (
    "(CASE WHEN variant = 'main' THEN json_remove(?, '$.history', '$.board', '$.last_turn') ELSE ? END)"
)


def bump_statement(
    game_id: int, expected_version: int, state_json: str, now: float, *, finishing: bool, moved: bool = True
) -> Statement:
    """The compare-and-set on (version, status): returns (variant, guild_id) when it matched."""
    step = 1 if moved else 0
    if finishing:
        sql = (
            "UPDATE games SET state = " + FINAL_STATE + ", version = version + ?, updated_at = ?, "
            "status = 'finished', finished_at = ? WHERE id = ? AND version = ? AND status = 'running' "
            "RETURNING variant, guild_id"
        )
        params: tuple[Any, ...] = (state_json, state_json, step, now, now, game_id, expected_version)
    else:
        sql = (
            "UPDATE games SET state = " + RUNNING_STATE + ", version = version + ?, updated_at = ? "
            "WHERE id = ? AND version = ? AND status = 'running' RETURNING variant, guild_id"
        )
        params = (state_json, state_json, step, now, game_id, expected_version)
    return Statement(sql, params, "row")


async def bump(
    conn: Conn,
    game_id: int,
    expected_version: int,
    state_json: str,
    now: float,
    *,
    finishing: bool,
    moved: bool = True,
) -> tuple[str, int | None]:
    """The compare-and-set on (version, status): write the state or raise, writing nothing.

    Returns (variant, guild_id). The version goes up by one when a move is logged with it.
    """
    st = bump_statement(game_id, expected_version, state_json, now, finishing=finishing, moved=moved)
    async with conn.execute(st.sql, st.params) as cur:
        row = await cur.fetchone()
    if row is not None:
        return row[0], row[1]
    raise await bump_failure(conn, game_id, expected_version)


async def bump_failure(conn: Conn, game_id: int, expected_version: int) -> StorageError:
    """Why the compare-and-set matched nothing: no such game, another version, or not running."""
    async with conn.execute("SELECT version, status FROM games WHERE id = ?", (game_id,)) as cur:
        found = await cur.fetchone()
    if found is None:
        return GameNotFound(game_id)
    if found[0] != expected_version:
        return VersionConflict(game_id, expected_version, found[0])
    return GameStateError(game_id, found[1], f"game {game_id} is {found[1]}, not running")


def move_statement(game_id: int, seq: int, move: NewMove, now: float) -> Statement:
    return Statement(
        "INSERT INTO moves (game_id, seq, user_id, action, summary, score, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (game_id, seq, move.user_id, _rows.encode_action(dict(move.action)), move.summary, move.score, now),
    )


async def insert_move(conn: Conn, game_id: int, seq: int, move: NewMove, now: float) -> None:
    st = move_statement(game_id, seq, move, now)
    await conn.execute(st.sql, st.params)


_INSERT_TIMER = "INSERT INTO timers (game_id, kind, due_at, payload, created_at) VALUES (?, ?, ?, ?, ?)"


def timer_statements(game_id: int, timers: Sequence[NewTimer], now: float) -> list[Statement]:
    """Replace ALL the game's timers by these (each insert returns its id)."""
    return [Statement("DELETE FROM timers WHERE game_id = ?", (game_id,))] + [
        Statement(
            _INSERT_TIMER + " RETURNING id",
            (game_id, t.kind, float(t.due_at), _rows.dumps(dict(t.payload)), now),
        )
        for t in timers
    ]


async def replace_timers(conn: Conn, game_id: int, timers: Sequence[NewTimer], now: float) -> None:
    await conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
    await conn.executemany(
        _INSERT_TIMER, [(game_id, t.kind, float(t.due_at), _rows.dumps(dict(t.payload)), now) for t in timers]
    )


def consume_statement(timer_id: int) -> Statement:
    """Delete the timer that caused this action; it must still be there (one_change)."""
    return Statement("DELETE FROM timers WHERE id = ?", (timer_id,), "one_change")


async def consume_timer(conn: Conn, timer_id: int) -> None:
    """Delete the timer that caused this action; TimerGone if another waker consumed it first."""
    st = consume_statement(timer_id)
    cur = await conn.execute(st.sql, st.params)
    gone = cur.rowcount != 1
    await cur.close()
    if gone:
        raise TimerGone(timer_id)


def claim_statement(game_id: int, claim: NewSpotClaim, now: float) -> Statement:
    return Statement(
        "INSERT INTO spot_claims (game_id, user_id, round, tiles, correct, reaction_ms, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
        (
            game_id,
            claim.user_id,
            claim.round,
            _rows.dumps(list(claim.tiles)),
            int(claim.correct),
            claim.reaction_ms,
            now,
        ),
    )


async def insert_claim(conn: Conn, game_id: int, claim: NewSpotClaim, now: float) -> int:
    st = claim_statement(game_id, claim, now)
    cur = await conn.execute(st.sql, st.params)
    rowid = (await cur.fetchone())[0]
    await cur.close()
    return int(rowid or 0)


def outbox_statement(
    game_id: int, channel_id: int, version: int, posts: Sequence[Any], now: float
) -> Statement:
    """What this action must announce, stored with it: delivered after the commit, or at start-up."""
    return Statement(
        "INSERT INTO outbox (game_id, channel_id, version, posts, created_at) VALUES (?, ?, ?, ?, ?) "
        "RETURNING id",
        (game_id, channel_id, version, _rows.dumps(list(posts)), now),
    )


async def insert_outbox(
    conn: Conn, game_id: int, channel_id: int, version: int, posts: Sequence[Any], now: float
) -> int:
    st = outbox_statement(game_id, channel_id, version, posts, now)
    cur = await conn.execute(st.sql, st.params)
    rowid = (await cur.fetchone())[0]
    await cur.close()
    return int(rowid or 0)


async def remove_seat(conn: Conn, game_id: int, seat: int) -> None:
    """Delete one seat and close the gap, so seats stay 0..n-1 (the engine's seat indexes)."""
    await conn.execute("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
    async with conn.execute(
        "SELECT seat FROM seats WHERE game_id = ? AND seat > ? ORDER BY seat", (game_id, seat)
    ) as cur:
        later = [r[0] for r in await cur.fetchall()]
    for s in later:  # ascending, one at a time: each target index is free when it is taken
        await conn.execute("UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ?", (s - 1, game_id, s))
