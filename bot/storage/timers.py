"""Durable timers: turn reminders, turn timeouts, lobby expiry.

They live in SQLite rather than only in asyncio so that a restart can re-arm every one of them
(`pending()`); one that fell due while the bot was down is simply due at once (`due(now)`).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from . import _rows
from .games import fetch_game
from .models import Timer
from .shards import Shards, owned_games
from .sql import Handle


class Timers:
    def __init__(self, db: Handle) -> None:
        self._db = db
        # The timers a move's commit just gave its game (Database.commit), handed once to the next
        # for_game of that game (the scheduler's re-sync right after delivery) instead of reading
        # them back. Any other write transaction forgets them all (Database.transaction).
        self._written: dict[int, list[Timer]] = {}

    def written(self, game_id: int, timers: list[Timer]) -> None:
        """Called under the writer's lock by the commit that replaced the game's timers."""
        self._written[game_id] = sorted(timers, key=lambda t: (t.due_at, t.id))

    def forget_written(self, game_id: int | None = None) -> None:
        """Read them from the database next time (one game's, or every game's)."""
        if game_id is None:
            self._written.clear()
        else:
            self._written.pop(game_id, None)

    async def add(
        self, game_id: int, kind: str, due_at: float, payload: Mapping[str, Any] | None = None
    ) -> Timer:
        now = time.time()
        body = dict(payload or {})
        async with self._db.transaction() as conn:
            await fetch_game(conn, game_id)  # GameNotFound rather than a bare foreign-key error
            cur = await conn.execute(
                "INSERT INTO timers (game_id, kind, due_at, payload, created_at) VALUES (?, ?, ?, ?, ?) "
                "RETURNING id",
                (game_id, kind, float(due_at), _rows.dumps(body), now),
            )
            timer_id = int((await cur.fetchone())[0])
            await cur.close()
        return Timer(timer_id, game_id, kind, float(due_at), body, now)

    async def replace(
        self, game_id: int, kind: str, due_at: float, payload: Mapping[str, Any] | None = None
    ) -> Timer:
        """Cancel the game's timers of this kind and add one, atomically (re-arming a clock)."""
        now = time.time()
        body = dict(payload or {})
        async with self._db.transaction() as conn:
            await fetch_game(conn, game_id)
            await conn.execute("DELETE FROM timers WHERE game_id = ? AND kind = ?", (game_id, kind))
            cur = await conn.execute(
                "INSERT INTO timers (game_id, kind, due_at, payload, created_at) VALUES (?, ?, ?, ?, ?) "
                "RETURNING id",
                (game_id, kind, float(due_at), _rows.dumps(body), now),
            )
            timer_id = int((await cur.fetchone())[0])
            await cur.close()
        return Timer(timer_id, game_id, kind, float(due_at), body, now)

    async def cancel(self, game_id: int, kind: str | None = None) -> int:
        """Delete the game's timers (of one kind, or all); returns how many."""
        async with self._db.transaction() as conn:
            if kind is None:
                cur = await conn.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))
            else:
                cur = await conn.execute("DELETE FROM timers WHERE game_id = ? AND kind = ?", (game_id, kind))
            n = cur.rowcount
            await cur.close()
        return n

    async def cancel_id(self, timer_id: int) -> bool:
        """Delete one timer (typically after it fired and was handled). False if it was already gone."""
        async with self._db.transaction() as conn:
            cur = await conn.execute("DELETE FROM timers WHERE id = ?", (timer_id,))
            n = cur.rowcount
            await cur.close()
        return n == 1

    async def drop(self, timer: Timer) -> bool:
        """Delete this timer's row if it is still this timer: a handler that found its timer
        pointless must not delete the next one, which SQLite may have given the same id (the
        move that made it pointless replaced the game's timers). False if it was already gone."""
        async with self._db.transaction() as conn:
            cur = await conn.execute(
                "DELETE FROM timers "
                "WHERE id = ? AND game_id = ? AND kind = ? AND due_at = ? AND created_at = ?",
                (timer.id, timer.game_id, timer.kind, float(timer.due_at), timer.created_at),
            )
            n = cur.rowcount
            await cur.close()
        return n == 1

    async def due(self, before: float | None = None, *, shards: Shards | None = None) -> list[Timer]:
        """Timers with due_at <= before (default: now), soonest first (of `shards`' servers only)."""
        limit = time.time() if before is None else before
        async with (
            self._db.read() as conn,
            conn.execute(
                f"SELECT {_rows.TIMER_COLUMNS} FROM timers WHERE due_at <= ?{owned_games(shards)} "
                "ORDER BY due_at, id",
                (limit,),
            ) as cur,
        ):
            return [_rows.timer(r) for r in await cur.fetchall()]

    async def pending(self, *, shards: Shards | None = None) -> list[Timer]:
        """Every timer (of `shards`' servers only), soonest first: re-arm them all at start-up."""
        where = owned_games(shards, join="WHERE")
        async with (
            self._db.read() as conn,
            conn.execute(f"SELECT {_rows.TIMER_COLUMNS} FROM timers{where} ORDER BY due_at, id") as cur,
        ):
            return [_rows.timer(r) for r in await cur.fetchall()]

    async def peek(self, game_id: int) -> list[Timer]:
        """The game's timers, leaving a commit's copy to the scheduler's `for_game` (a board's view)."""
        written = self._written.get(game_id)
        return list(written) if written is not None else await self._read(game_id)

    async def for_game(self, game_id: int) -> list[Timer]:
        """The game's timers, taking the copy the last commit left (the scheduler's)."""
        written = self._written.pop(game_id, None)
        return list(written) if written is not None else await self._read(game_id)

    async def _read(self, game_id: int) -> list[Timer]:
        async with self._db.read() as conn:
            rows = await conn.execute_fetchall(
                f"SELECT {_rows.TIMER_COLUMNS} FROM timers WHERE game_id = ? ORDER BY due_at, id", (game_id,)
            )
        return [_rows.timer(r) for r in rows]
