"""The outbox: posts that stored actions must make, kept until they are delivered.

Rows are written by `Database.commit` in the action's own transaction (or by `add` for posts that
are not actions, such as a turn reminder, consuming the timer that caused them). Delivery deletes a
row once its posts are out; whatever is left at start-up is delivered then.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import batch, steps
from .shards import Shards, owned_games
from .sql import Handle


@dataclass(frozen=True, slots=True)
class Pending:
    """One undelivered announcement: the posts (JSON, see bot/present/posts.py) of one game version."""

    id: int
    game_id: int
    channel_id: int
    version: int
    posts: list[Any]
    attempts: int
    created_at: float


_COLUMNS = "id, game_id, channel_id, version, posts, attempts, created_at"


def _pending(row: Any) -> Pending:
    return Pending(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5], row[6])


class Outbox:
    def __init__(self, db: Handle) -> None:
        self._db = db

    async def add(
        self,
        game_id: int,
        channel_id: int,
        version: int,
        posts: Sequence[Any],
        *,
        consume_timer: int | None = None,
    ) -> int:
        """Queue posts that are not part of an action (a reminder), consuming its timer atomically."""
        async with self._db.transaction() as conn:
            if consume_timer is not None:
                await steps.consume_timer(conn, consume_timer)
            return await steps.insert_outbox(conn, game_id, channel_id, version, posts, time.time())

    async def get(self, outbox_id: int) -> Pending | None:
        async with (
            self._db.read() as conn,
            conn.execute(f"SELECT {_COLUMNS} FROM outbox WHERE id = ?", (outbox_id,)) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else _pending(row)

    async def pending_for(self, game_id: int) -> list[int]:
        """Ids of a game's undelivered rows, oldest first."""
        async with (
            self._db.read() as conn,
            conn.execute("SELECT id FROM outbox WHERE game_id = ? ORDER BY id", (game_id,)) as cur,
        ):
            return [int(r[0]) for r in await cur.fetchall()]

    async def pending(self, *, shards: Shards | None = None) -> list[Pending]:
        """Everything not yet delivered (for `shards`' servers only), oldest first (start-up)."""
        where = owned_games(shards, join="WHERE")
        async with (
            self._db.read() as conn,
            conn.execute(f"SELECT {_COLUMNS} FROM outbox{where} ORDER BY id") as cur,
        ):
            return [_pending(r) for r in await cur.fetchall()]

    async def delivered(self, outbox_id: int, game_id: int, message_id: int | None) -> None:
        """Every post went out: the row goes and, when one was to be remembered, the game's message
        id is kept — in one round trip (what `done` and `Games.set_message` do, together)."""
        plan = [batch.Statement("DELETE FROM outbox WHERE id = ?", (outbox_id,))]
        if message_id is not None:
            plan.append(
                batch.Statement("UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id))
            )
        await batch.in_one_trip(self._db.store, plan)

    async def delivered_many(self, outbox_ids: Sequence[int]) -> None:
        """Rows whose posts all went out, and which name no message to remember: deleted together,
        in one transaction (one write instead of one per row, when many games post at once)."""
        if outbox_ids:
            plan = [batch.Statement("DELETE FROM outbox WHERE id = ?", (i,)) for i in outbox_ids]
            await batch.in_one_trip(self._db.store, plan)

    async def done(self, outbox_id: int) -> None:
        async with self._db.transaction() as conn:
            await conn.execute("DELETE FROM outbox WHERE id = ?", (outbox_id,))

    async def failed(self, outbox_id: int) -> int:
        """Count a failed attempt; returns the attempts so far."""
        async with (
            self._db.transaction() as conn,
            conn.execute(
                "UPDATE outbox SET attempts = attempts + 1 WHERE id = ? RETURNING attempts", (outbox_id,)
            ) as cur,
        ):
            row = await cur.fetchone()
        return int(row[0]) if row else 0
