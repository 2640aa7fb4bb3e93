"""The `meta` table: small facts about this installation, kept in the database they describe.

Two keys today: `commands` (the signature of the slash commands last published, so they are
published again only when they change) and `heartbeat` (the time the running bot last proved it was
connected to Discord and its database answered; `sumoku-bot health` reads it from another process).
"""

from __future__ import annotations

import time

from .connection import Connection

COMMANDS = "commands"
HEARTBEAT = "heartbeat"


async def get(db: Connection, key: str) -> str | None:
    async with db.read() as conn, conn.execute("SELECT value FROM meta WHERE key = ?", (key,)) as cur:
        row = await cur.fetchone()
    return None if row is None else str(row[0])


async def put(db: Connection, key: str, value: str) -> None:
    async with db.transaction() as conn:
        await conn.execute(
            "INSERT INTO meta (key, value, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            (key, value, time.time()),
        )


async def beat(db: Connection) -> float:
    """Record that the bot is alive now (a real write: the database must accept it)."""
    now = time.time()
    await put(db, HEARTBEAT, repr(now))
    return now


async def forget(db: Connection, key: str) -> None:
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM meta WHERE key = ?", (key,))
