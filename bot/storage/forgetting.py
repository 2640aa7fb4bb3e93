"""/forget-me in short transactions, resumable: what is erased is privacy.py's; this is how.

Why batches: a user with thousands of finished games once took one write transaction of 8 s, and on
SQLite every other player's action waited behind it. Here each step is a transaction of about
`BATCH_S` of work (its number of games follows the last batch's time; at most `BATCH_MAX`); between
two, other writers go first (the writer lock is first come, first served), so another player's
/place waits one short batch at most, and the work rests as long as it worked (`REST`): its Python
runs on the event loop every action needs too. A batch is a fixed number of statements whatever its
number of games (privacy.anonymise_games): on PostgreSQL every statement is a round trip.

Why a marker: once the first batch has committed, the user's data is partly gone. The `forgetting`
row (migration 010) is written before it and removed after the last batch; a bot stopped half way
finds it at start-up and finishes (`marked`), and the user is told "partly done" rather than
"nothing was changed" when a step fails after a deletion.

Order: mark; (the sessions forget the user in running games: bot/sessions/forget.py); the user's
own things (Solo games in batches, preferences, ratings, lobbies); closed games in batches; a
deletion request for running games that still hold them; unmark.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

from . import _rows
from .models import ANONYMISED, DeletionReport, NewMove
from .privacy import anonymise_games, anonymise_rows, game_token
from .sql import Conn, Handle, for_update
from .steps import insert_move, remove_seat

# Work per transaction before it commits and lets other writers in. SQLite: every writer waits for
# it (one write lock for the file). PostgreSQL: only the rows it touches are locked, and each batch
# costs a few round trips whatever its size, so its batches are longer.
BATCH_S = {"sqlite": 0.01, "postgresql": 0.05}
BATCH_MAX = 200  # games per transaction at most
FIRST_BATCH = 10  # then sized to take about BATCH_S, never fewer
REST = 1.0  # after a batch, rest this many times its duration: the event loop is others' too
Rewrite = Callable[[Any, str], Any]  # (decoded state, the user's token in the game) -> new state

# The user's (?1) games of some statuses, found through indexes only (seats, owner, results, Spot
# claims): privacy._IN_GAME's EXISTS on every game read 50,000 games in seconds, and on SQLite every
# read behind it waited. A logged move names only a player who also holds a seat or a claim.
_USER_GAMES = (
    "SELECT g.id, g.variant FROM games g WHERE g.status IN ({statuses}) AND g.id IN ("
    "SELECT game_id FROM seats WHERE user_id = ?1 UNION SELECT id FROM games WHERE owner_id = ?1 "
    "UNION SELECT game_id FROM results WHERE user_id = ?1 "
    "UNION SELECT game_id FROM spot_claims WHERE user_id = ?1) ORDER BY g.id"
)
RUNNING = _USER_GAMES.format(statuses="'running'")
CLOSED = _USER_GAMES.format(statuses="'finished', 'cancelled'")


async def _ids(conn: Conn, sql: str, params: tuple[Any, ...]) -> list[Any]:
    async with conn.execute(sql, params) as cur:
        return [r[0] for r in await cur.fetchall()]


async def _secure(conn: Conn, backend: str) -> bool:
    """SQLite: freed pages are zeroed from now on (on the writer); True when that was off until now,
    so older copies may sit in free space (a VACUUM at the end rewrites the file)."""
    if backend != "sqlite":
        return False  # PostgreSQL: dead rows are never readable, autovacuum reclaims them
    async with conn.execute("PRAGMA secure_delete") as cur:
        row = await cur.fetchone()
    async with conn.execute("PRAGMA secure_delete = ON"):
        pass  # its cursor closed: it answers a row, and an open one would stop the VACUUM at the end
    return not (row and row[0])


async def mark(db: Handle, user_id: int, now: float) -> bool:
    """The marker, before anything is erased. Returns whether a VACUUM must end the work (SQLite)."""
    async with db.transaction() as conn:
        stale = await _secure(conn, db.backend)
        await conn.execute(
            "INSERT INTO forgetting (user_id, requested_at) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET requested_at = excluded.requested_at",
            (user_id, now),
        )
    return stale


async def marked(db: Handle) -> list[int]:
    """Users whose forgetting began and did not finish (start-up finishes it)."""
    async with db.read() as conn:
        return [int(u) for u in await _ids(conn, "SELECT user_id FROM forgetting ORDER BY requested_at", ())]


async def running_games(db: Handle, user_id: int) -> list[tuple[int, str]]:
    """(id, variant) of the running games the user is in (seated, owner, named by a move or claim)."""
    async with db.read() as conn, conn.execute(RUNNING, (user_id,)) as cur:
        return [(int(r[0]), str(r[1])) for r in await cur.fetchall()]


async def forget_in_running_game(db: Handle, game_id: int, user_id: int, rewrite: Rewrite) -> int | None:
    """Anonymise the user in one running game, in place: the state as `rewrite` makes it (version + 1,
    so nothing judged on the old state is stored) and their rows. The game's posts owed to the others
    stay. None when the game is no longer running (it closed: the closed-game path takes it)."""
    now = time.time()
    async with db.transaction() as conn:
        running = f"SELECT state, version FROM games WHERE id = ? AND status = 'running'{for_update(conn)}"
        async with conn.execute(running, (game_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        token = await game_token(conn, game_id, user_id)
        state = None if row[0] is None else _rows.dumps(rewrite(json.loads(row[0]), token))
        await conn.execute(
            "UPDATE games SET state = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
            (state, now, game_id, row[1]),
        )
        await conn.execute(
            "UPDATE games SET owner_id = NULL WHERE id = ? AND owner_id = ?", (game_id, user_id)
        )
        await anonymise_rows(conn, game_id, user_id, token)
        version = int(row[1]) + 1  # logged like any change of the game: its log stays 1..version
        await insert_move(conn, game_id, version, NewMove({"a": ANONYMISED}, summary=ANONYMISED), now)
        return version


async def delete_game(db: Handle, game_id: int) -> None:
    """One game deleted with its log, seats and timers (a Solo game: it was its player's alone)."""
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM games WHERE id = ?", (game_id,))


async def _delete_solo_batch(db: Handle, user_id: int) -> list[int]:
    """One batch of the user's Solo games deleted (their logs, seats and timers go with them)."""
    async with db.transaction() as conn:
        ids = await _ids(
            conn,
            "SELECT id FROM games WHERE variant = 'solo' AND owner_id = ? ORDER BY id LIMIT ?",
            (user_id, BATCH_MAX),
        )
        for gid in ids:
            await conn.execute("DELETE FROM games WHERE id = ?", (gid,))
    return ids


async def _own_things(db: Handle, user_id: int, now: float) -> tuple[list[int], list[int]]:
    """Solo results, preferences, ratings, lobbies: (owned lobbies cancelled, lobbies left)."""
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM solo_results WHERE user_id = ?", (user_id,))
        await conn.execute("DELETE FROM user_prefs WHERE user_id = ?", (user_id,))
        for table in ("ratings", "rating_changes", "board_totals"):
            await conn.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
        owned = await _ids(
            conn, "SELECT id FROM games WHERE status = 'lobby' AND owner_id = ? ORDER BY id", (user_id,)
        )
        for gid in owned:
            await conn.execute(
                "UPDATE games SET status = 'cancelled', finished_at = ?, updated_at = ?, owner_id = NULL "
                "WHERE id = ?",
                (now, now, gid),
            )
            await conn.execute("DELETE FROM timers WHERE game_id = ?", (gid,))
        async with conn.execute(
            "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id "
            f"WHERE s.user_id = ? AND g.status = 'lobby' ORDER BY s.game_id{for_update(conn)}",
            (user_id,),
        ) as cur:  # the lobbies stay still while their seats move up (PostgreSQL: a Join waits)
            lobby_seats = list(await cur.fetchall())
        for gid, seat in lobby_seats:
            await remove_seat(conn, gid, seat)
        # Running games where the user only owns (no seat): the owner id can go now.
        await conn.execute(
            "UPDATE games SET owner_id = NULL WHERE owner_id = ? AND status = 'running' AND NOT EXISTS "
            "(SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.user_id = ?)",
            (user_id, user_id),
        )
    return owned, [gid for gid, _ in lobby_seats if gid not in owned]


async def closed_games(db: Handle, user_id: int) -> list[int]:
    """The finished and cancelled games still naming the user (one read; it does not hold writers)."""
    async with db.read() as conn:
        return await _ids(conn, CLOSED, (user_id,))


async def _anonymise_batch(db: Handle, user_id: int, game_ids: list[int]) -> int:
    """Closed games `game_ids` anonymised in one short transaction: rows changed."""
    async with db.transaction() as conn:
        return await anonymise_games(conn, game_ids, user_id)


async def _finish(db: Handle, user_id: int, now: float) -> list[int]:
    """Running games still holding the user get a deletion request (anonymised when they close); the
    marker goes. Returns those games."""
    async with db.transaction() as conn:
        pending = await _ids(conn, RUNNING, (user_id,))
        if pending:
            await conn.execute(
                "INSERT INTO deletion_requests (user_id, requested_at) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET requested_at = excluded.requested_at",
                (user_id, now),
            )
        else:
            await conn.execute("DELETE FROM deletion_requests WHERE user_id = ?", (user_id,))
        await conn.execute("DELETE FROM forgetting WHERE user_id = ?", (user_id,))
    return pending


async def delete_user_data(db: Handle, user_id: int, *, vacuum: bool = False) -> DeletionReport:
    """Everything after the running games, batch by batch (see the module's docstring). Safe to run
    again after a stop half way: every step picks up what is still there. `vacuum`: an earlier
    `mark` found secure_delete off."""
    now = time.time()
    stale_copies_possible = await mark(db, user_id, now) or vacuum
    solo: list[int] = []
    while True:
        started = time.perf_counter()
        if not (batch := await _delete_solo_batch(db, user_id)):
            break
        solo += batch
        await asyncio.sleep((time.perf_counter() - started) * REST)  # other writers first
    owned, left = await _own_things(db, user_id, now)
    closed, anonymised, size = await closed_games(db, user_id), 0, FIRST_BATCH
    while closed:
        started = time.perf_counter()
        anonymised += await _anonymise_batch(db, user_id, closed[:size])
        closed, took = closed[size:], time.perf_counter() - started
        wanted = BATCH_S.get(db.backend, 0.01)
        size = max(FIRST_BATCH, min(BATCH_MAX, round(size * wanted / max(took, 1e-4))))
        await asyncio.sleep(took * REST)
    pending = await _finish(db, user_id, now)
    if stale_copies_possible:
        await db.vacuum()  # no free page keeps an older copy of what was just rewritten
    return DeletionReport(
        user_id=user_id,
        deleted_game_ids=tuple(solo),
        cancelled_game_ids=tuple(owned),
        left_lobby_ids=tuple(left),
        pending_game_ids=tuple(pending),
        anonymised_rows=anonymised,
    )
