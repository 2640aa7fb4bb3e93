"""The `meta` table: small facts about this installation, kept in the database they describe.

Keys: `commands` (the signature of the slash commands last published, so they are
published again only when they change) and the heartbeats (the time a running bot process last proved
it was connected to Discord and its database answered; `sumoku-bot health` reads them from another
process). Each process writes its own: `heartbeat` for a process running every shard,
`heartbeat:0,1` for one running shards 0 and 1, so sharded processes never overwrite or delete each
other's; beside it the same process's Discord request counts (`requests:0,1`) and, when it serves the
board, its open boards' count (`boards:0,1`).
"""

from __future__ import annotations

import time
from collections.abc import Iterable

from .sql import Handle

COMMANDS = "commands"
COMMAND_IDS = "command_ids"  # JSON {top-level command name: the id Discord gave it}
HEARTBEAT = "heartbeat"  # the key of a process running every shard; `heartbeat:0,1` for shards 0 and 1
HEARTBEAT_KEYS = "heartbeat%"  # LIKE pattern: every process's heartbeat
REQUESTS = "requests"  # a process's Discord request counts (JSON), written with its heartbeat
BOARDS = "boards"  # how many boards a process serving the board has open, written with its heartbeat
BOARDS_KEYS = "boards%"  # LIKE pattern: every process's


def heartbeat_key(shard_ids: Iterable[int] | None) -> str:
    """The heartbeat key of a process running `shard_ids` (None: every shard)."""
    if shard_ids is None:
        return HEARTBEAT
    return f"{HEARTBEAT}:{','.join(str(i) for i in sorted(set(shard_ids)))}"


def requests_key(heartbeat: str) -> str:
    """Where the process of heartbeat key `heartbeat` keeps its request counts (`requests:0,1`)."""
    return REQUESTS + heartbeat.removeprefix(HEARTBEAT)


def boards_key(heartbeat: str) -> str:
    """Where the process of heartbeat key `heartbeat` keeps its open boards' count (`boards:0,1`)."""
    return BOARDS + heartbeat.removeprefix(HEARTBEAT)


def heartbeat_of(key: str) -> str:
    """The heartbeat key of the process that wrote `key` (`boards:0,1` -> `heartbeat:0,1`)."""
    _, colon, ids = key.partition(":")
    return HEARTBEAT + colon + ids


async def values_like(db: Handle, pattern: str) -> dict[str, str]:
    """Every `meta` value whose key is LIKE `pattern` (every process's)."""
    async with (
        db.read() as conn,
        conn.execute("SELECT key, value FROM meta WHERE key LIKE ?", (pattern,)) as cur,
    ):
        rows = await cur.fetchall()
    return {str(r[0]): str(r[1]) for r in rows}


def heartbeat_shards(key: str) -> frozenset[int] | None:
    """The shards a heartbeat key speaks for (None: every shard); inverse of `heartbeat_key`."""
    _, _, ids = key.partition(":")
    return frozenset(int(i) for i in ids.split(",")) if ids else None


async def get(db: Handle, key: str) -> str | None:
    async with db.read() as conn, conn.execute("SELECT value FROM meta WHERE key = ?", (key,)) as cur:
        row = await cur.fetchone()
    return None if row is None else str(row[0])


async def put(db: Handle, key: str, value: str) -> None:
    async with db.transaction() as conn:
        await conn.execute(
            "INSERT INTO meta (key, value, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            (key, value, time.time()),
        )


async def beat(db: Handle, key: str = HEARTBEAT) -> float:
    """Record that the bot process of heartbeat `key` is alive now (a real write: the database must
    accept it)."""
    now = time.time()
    await put(db, key, repr(now))
    return now


async def forget(db: Handle, key: str) -> None:
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM meta WHERE key = ?", (key,))
