"""A PostgreSQL database looked at from the command line (check-config, health, migrate-to) while the
bot may run elsewhere: one short plain asyncpg connection, reads only, no migration. The PostgreSQL
twin of offline.py; callers word the failures and pick the exit codes."""

from __future__ import annotations

from dataclasses import dataclass

import asyncpg

from .meta import HEARTBEAT_KEYS
from .migrations import pg_schema_version
from .pg import printable, unreachable

CONNECT_TIMEOUT_S = 10.0


@dataclass(frozen=True)
class ServerFacts:
    tables: frozenset[str]
    schema: int  # 0 for an empty database
    running: int  # running games (0 when not a Sumoku database)


async def connect(url: str) -> asyncpg.Connection:
    """A plain asyncpg connection, or StorageUnreachable with one sentence (as Database.open says it)."""
    try:
        return await asyncpg.connect(url, timeout=CONNECT_TIMEOUT_S)
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as exc:
        raise unreachable(printable(url), exc) from None


async def table_names(conn: asyncpg.Connection) -> list[str]:
    """Every table of the connection's schema, in name order."""
    rows = await conn.fetch(
        "SELECT table_name FROM information_schema.tables "
        "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
    )
    return [str(r[0]) for r in rows]


async def heartbeats(conn: asyncpg.Connection) -> dict[str, float]:
    """The heartbeats the running bot processes write into `meta` (key: epoch seconds; none when
    never written, or not a Sumoku database)."""
    if "meta" not in await table_names(conn):
        return {}
    rows = await conn.fetch("SELECT key, value FROM meta WHERE key LIKE $1", HEARTBEAT_KEYS)
    return {str(r[0]): float(r[1]) for r in rows}


async def inspect(url: str) -> ServerFacts:
    conn = await connect(url)
    try:
        names = frozenset(await table_names(conn))
        schema = await pg_schema_version(conn)
        running = 0
        if "games" in names:
            running = int(await conn.fetchval("SELECT count(*) FROM games WHERE status = 'running'"))
        return ServerFacts(names, schema, running)
    finally:
        await conn.close()


async def meta_values_at(url: str, pattern: str) -> dict[str, str]:
    """Every `meta` value whose key is LIKE `pattern` (every process's), read from another process."""
    conn = await connect(url)
    try:
        if "meta" not in await table_names(conn):
            return {}
        rows = await conn.fetch("SELECT key, value FROM meta WHERE key LIKE $1", pattern)
        return {str(r[0]): str(r[1]) for r in rows}
    finally:
        await conn.close()
