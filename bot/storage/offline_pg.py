"""A PostgreSQL database looked at from the command line (check-config, health, migrate-to) while the
bot may run elsewhere: one short plain asyncpg connection, reads only, no migration. The PostgreSQL
twin of offline.py; callers word the failures and pick the exit codes."""

from __future__ import annotations

import socket
from dataclasses import dataclass
from typing import Any

from .errors import StorageError
from .meta import HEARTBEAT

CONNECT_TIMEOUT_S = 10.0


class ServerUnusable(StorageError):
    """The server could not be reached, refused the login, or has no such database (one sentence)."""


@dataclass(frozen=True)
class ServerFacts:
    tables: frozenset[str]
    schema: int  # 0 for an empty database
    running: int  # running games (0 when not a Sumoku database)


def explain(exc: BaseException, where: str) -> str:
    """One sentence for a failed connection, naming the fix."""
    import asyncpg

    if isinstance(exc, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError):
        return f"{where} refused the login ({exc}): check the user and password in the URL."
    if isinstance(exc, asyncpg.InvalidCatalogNameError):
        return f"{where}: {exc}: create it first (createdb), or name an existing database."
    if isinstance(exc, socket.gaierror):
        return f"{where}: the server's name does not resolve ({exc.strerror}): check the host in the URL."
    if isinstance(exc, TimeoutError):
        return f"{where} did not answer within {CONNECT_TIMEOUT_S:g} s: check the host, port and firewall."
    if isinstance(exc, OSError):
        reason = exc.strerror or str(exc) or type(exc).__name__
        return f"{where} cannot be reached ({reason}): is PostgreSQL running there, on that port?"
    return f"{where} cannot be used: {type(exc).__name__}: {exc}"


async def connect(url: str, where: str) -> Any:
    """A plain asyncpg connection, or ServerUnusable with one sentence."""
    import asyncpg

    try:
        return await asyncpg.connect(url, timeout=CONNECT_TIMEOUT_S)
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        raise ServerUnusable(explain(exc, where)) from None


async def tables(conn: Any) -> frozenset[str]:
    rows = await conn.fetch(
        "SELECT table_name FROM information_schema.tables "
        "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
    )
    return frozenset(str(r[0]) for r in rows)


async def schema_version(conn: Any) -> int:
    """The version the migrations recorded (0 for a database they never touched)."""
    row = await conn.fetchrow("SELECT max(version) FROM schema_version")  # ALIGN with pg-core
    return int(row[0] or 0) if row else 0


async def inspect(url: str, where: str) -> ServerFacts:
    conn = await connect(url, where)
    try:
        names = await tables(conn)
        schema = await schema_version(conn) if names else 0
        running = 0
        if "games" in names:
            running = int(await conn.fetchval("SELECT count(*) FROM games WHERE status = 'running'"))
        return ServerFacts(names, schema, running)
    finally:
        await conn.close()


async def heartbeat_at(url: str, where: str) -> float | None:
    """When the running bot last wrote its heartbeat (epoch seconds), read from another process."""
    conn = await connect(url, where)
    try:
        if "meta" not in await tables(conn):
            return None
        value = await conn.fetchval("SELECT value FROM meta WHERE key = $1", HEARTBEAT)
        return None if value is None else float(value)
    finally:
        await conn.close()
