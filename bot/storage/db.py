"""The one connection of the bot process, and the transactions that must be atomic.

Why one connection and a lock: SQLite allows one writer at a time anyway, and aiosqlite runs every
statement of a connection on one thread in order. What it does not do is keep *our* multi-statement
transactions apart: two coroutines awaiting between BEGIN and COMMIT would interleave. So every
operation, read or write, holds `Database._lock` for its whole duration; reads then never see another
coroutine's half-done transaction either.

Durability: WAL journal + synchronous=FULL means a COMMIT has been fsynced when `await` returns, so a
move the bot confirmed after `apply_move` returned survives a crash or power cut.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from ..config import DB_ENV as ENV_VAR
from ..config import database_path
from . import _rows
from .errors import GameNotFound, GameStateError, StorageError, VersionConflict
from .migrations import check_not_too_new, migrate, schema_version
from .models import (
    DeletionReport,
    Move,
    NewMove,
    NewResult,
    NewSpotClaim,
    NewTimer,
    ReplayCheck,
    Result,
    Status,
    Variant,
)

BUSY_TIMEOUT_MS = 5000


def default_path() -> str:
    """$SUMOKU_DB, else the user's data folder: bot.config.database_path is the one definition."""
    return str(database_path())


class Database:
    """Owns the aiosqlite connection; exposes the repositories as attributes.

    Create with `await Database.open(path)`, end with `await db.close()` (or `async with`).
    """

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        from .games import Games, Moves, Seats
        from .records import Results, Solo, Spot
        from .settings import Settings
        from .stats import Stats
        from .timers import Timers

        self._conn = conn
        self._lock = asyncio.Lock()
        self._closed = False
        self.path = path
        self.games = Games(self)
        self.seats = Seats(self)
        self.moves = Moves(self)
        self.results = Results(self)
        self.spot = Spot(self)
        self.solo = Solo(self)
        self.settings = Settings(self)
        self.timers = Timers(self)
        self.stats = Stats(self)

    # ------------------------------------------------------------ life cycle

    @classmethod
    async def open(
        cls, path: str | os.PathLike[str] | None = None, *, busy_timeout_ms: int = BUSY_TIMEOUT_MS
    ) -> Database:
        """Open (creating folders and file as needed), check the schema version, migrate.

        Raises SchemaTooNew, without writing anything, for a file from a newer bot.
        """
        target = str(path) if path is not None else default_path()
        memory = target == ":memory:" or target.startswith("file::memory:")
        if not memory:
            Path(target).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(target, isolation_level=None)
        try:
            # Connection-level settings first: they do not touch the file.
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await conn.execute("PRAGMA foreign_keys = ON")
            await check_not_too_new(conn, target)  # before WAL, which would rewrite the header
            if not memory:
                async with conn.execute("PRAGMA journal_mode = WAL") as cur:
                    row = await cur.fetchone()
                if row is None or str(row[0]).lower() != "wal":
                    raise StorageError(f"could not switch {target} to WAL (got {row and row[0]!r})")
            await conn.execute("PRAGMA synchronous = FULL")
            await migrate(conn, target)
        except BaseException:
            await conn.close()
            raise
        return cls(conn, target)

    async def close(self) -> None:
        """Wait for running operations, then close. Safe to call twice."""
        if self._closed:
            return
        async with self._lock:
            self._closed = True
            with contextlib.suppress(sqlite3.Error):
                await self._conn.execute("PRAGMA optimize")
            await self._conn.close()

    async def __aenter__(self) -> Database:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------ plumbing for the repositories

    @contextlib.asynccontextmanager
    async def read(self) -> AsyncIterator[aiosqlite.Connection]:
        """Exclusive use of the connection outside a transaction (plain reads)."""
        async with self._lock:
            self._check_open()
            yield self._conn

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE ... COMMIT; any exception rolls everything back and propagates.

        IMMEDIATE takes the write lock up front, so a transaction never fails half-way for lack of it.
        """
        async with self._lock:
            self._check_open()
            conn = self._conn
            try:
                # BEGIN inside the try: if we are cancelled while it is queued, it still runs on the
                # connection's thread, and the ROLLBACK below is queued after it (aiosqlite is FIFO).
                await conn.execute("BEGIN IMMEDIATE")
                yield conn
                await conn.execute("COMMIT")
            except BaseException:
                # If COMMIT itself went through before a cancellation arrived, there is nothing to undo
                # (the caller was not told the write happened; it may have: reload to know).
                with contextlib.suppress(sqlite3.Error):
                    await conn.execute("ROLLBACK")
                raise

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[aiosqlite.Connection]:
        """Several reads that must agree with each other (a deferred read transaction)."""
        async with self._lock:
            self._check_open()
            conn = self._conn
            try:
                await conn.execute("BEGIN")
                yield conn
            finally:
                with contextlib.suppress(sqlite3.Error):
                    await conn.execute("COMMIT")

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("the database is closed")

    # ------------------------------------------------------------ diagnostics

    async def schema_version(self) -> int:
        async with self.read() as conn:
            return await schema_version(conn)

    async def integrity_check(self) -> str:
        """'ok' when SQLite finds the file sound."""
        async with self.read() as conn, conn.execute("PRAGMA integrity_check") as cur:
            rows = await cur.fetchall()
        return "\n".join(str(r[0]) for r in rows)

    # ------------------------------------------------------------ moves: the heart of it

    async def apply_move(
        self,
        game_id: int,
        expected_version: int,
        new_state: Mapping[str, Any],
        move: NewMove,
        *,
        timers: Sequence[NewTimer] | None = None,
        claim: NewSpotClaim | None = None,
    ) -> Move:
        """Store one action: new state, version + 1 and the log row, in ONE transaction.

        Raises VersionConflict (nothing written) if another action was stored since the caller read
        `expected_version`; GameStateError if the game is not running. `timers`, when given,
        replaces all of the game's pending timers (re-arming the turn clock with the move).
        `claim` records a Spot claim with the move.
        """
        now = time.time()
        state_json = _rows.dumps(dict(new_state))  # serialised before taking the lock (and before BEGIN)
        async with self.transaction() as conn:
            await _bump(conn, game_id, expected_version, state_json, now, finishing=False)
            seq = expected_version + 1
            await _insert_move(conn, game_id, seq, move, now)
            if timers is not None:
                await _replace_timers(conn, game_id, timers, now)
            if claim is not None:
                await _insert_claim(conn, game_id, claim, now)
        return Move(game_id, seq, move.user_id, dict(move.action), move.summary, move.score, now)

    async def finish_game(
        self,
        game_id: int,
        expected_version: int,
        final_state: Mapping[str, Any],
        results: Sequence[NewResult],
        move: NewMove | None = None,
    ) -> list[Result]:
        """End a running game: final state, (last move), results, status 'finished' — one transaction.

        The version goes up by one only when `move` is given (version = number of logged moves).
        The game's timers are deleted. Solo games also get their solo_results row (tiles placed =
        the single result's score, completed = its `won`). Players who asked for deletion while
        the game ran are anonymised now.
        """
        from .privacy import anonymise_pending
        from .records import insert_results

        now = time.time()
        state_json = _rows.dumps(dict(final_state))
        async with self.transaction() as conn:
            row = await _bump(conn, game_id, expected_version, state_json, now, finishing=True, moved=move)
            if move is not None:
                await _insert_move(conn, game_id, expected_version + 1, move, now)
            stored = await insert_results(conn, game_id, Variant(row[0]), row[1], results, now)
            await conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            await anonymise_pending(conn, game_id)
        return stored

    async def verify_replay(self, game_id: int) -> ReplayCheck:
        """Rebuild a main game from seats + seed + logged actions and compare with the stored state."""
        from .replay import verify_replay

        return await verify_replay(self, game_id)

    async def delete_user_data(self, user_id: int) -> DeletionReport:
        """Remove or anonymise everything about a user (see bot/storage/privacy.py for what and why)."""
        from .privacy import delete_user_data

        return await delete_user_data(self, user_id)


# ---------------------------------------------------------------- shared transaction steps


async def _bump(
    conn: aiosqlite.Connection,
    game_id: int,
    expected_version: int,
    state_json: str,
    now: float,
    *,
    finishing: bool,
    moved: NewMove | None = None,
) -> tuple[str, int | None]:
    """The compare-and-set on (version, status): write the state or raise, writing nothing."""
    step = 1 if (not finishing or moved is not None) else 0
    if finishing:
        sql = (
            "UPDATE games SET state = ?, version = version + ?, updated_at = ?, status = 'finished', "
            "finished_at = ? WHERE id = ? AND version = ? AND status = 'running' RETURNING variant, guild_id"
        )
        params: tuple[Any, ...] = (state_json, step, now, now, game_id, expected_version)
    else:
        sql = (
            "UPDATE games SET state = ?, version = version + ?, updated_at = ? "
            "WHERE id = ? AND version = ? AND status = 'running' RETURNING variant, guild_id"
        )
        params = (state_json, step, now, game_id, expected_version)
    async with conn.execute(sql, params) as cur:
        row = await cur.fetchone()
    if row is not None:
        return row[0], row[1]
    async with conn.execute("SELECT version, status FROM games WHERE id = ?", (game_id,)) as cur:
        found = await cur.fetchone()
    if found is None:
        raise GameNotFound(game_id)
    if found[0] != expected_version:
        raise VersionConflict(game_id, expected_version, found[0])
    raise GameStateError(game_id, found[1], f"game {game_id} is {found[1]}, not running")


async def _insert_move(conn: aiosqlite.Connection, game_id: int, seq: int, move: NewMove, now: float) -> None:
    await conn.execute(
        "INSERT INTO moves (game_id, seq, user_id, action, summary, score, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (game_id, seq, move.user_id, _rows.dumps(dict(move.action)), move.summary, move.score, now),
    )


async def _replace_timers(
    conn: aiosqlite.Connection, game_id: int, timers: Sequence[NewTimer], now: float
) -> None:
    await conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
    await conn.executemany(
        "INSERT INTO timers (game_id, kind, due_at, payload, created_at) VALUES (?, ?, ?, ?, ?)",
        [(game_id, t.kind, float(t.due_at), _rows.dumps(dict(t.payload)), now) for t in timers],
    )


async def _insert_claim(conn: aiosqlite.Connection, game_id: int, claim: NewSpotClaim, now: float) -> int:
    cur = await conn.execute(
        "INSERT INTO spot_claims (game_id, user_id, round, tiles, correct, reaction_ms, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
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
    rowid = cur.lastrowid
    await cur.close()
    return int(rowid or 0)


__all__ = ["ENV_VAR", "Database", "Status", "default_path"]
