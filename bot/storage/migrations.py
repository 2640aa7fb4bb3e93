"""Numbered SQL migrations, tracked with PRAGMA user_version.

`migrations/NNN_name.sql` brings the schema from version NNN-1 to NNN. All pending scripts run in
ONE transaction together with the user_version update, so a crash half-way leaves the old schema.
A file whose user_version is above the newest script was written by newer code: it is refused
(SchemaTooNew) before anything is written to it.

Writing a new migration: add `NNN_what.sql` (next number); never edit a released one. Foreign keys
are ON while it runs and cannot be switched off inside the transaction, so a migration that rebuilds
a table (SQLite's 12-step ALTER) should start with `PRAGMA defer_foreign_keys = ON;`. Do not put
BEGIN/COMMIT in a script: the runner wraps all pending scripts in one transaction.
"""

from __future__ import annotations

import contextlib
import re
import sqlite3
from dataclasses import dataclass
from importlib import resources

import aiosqlite

from .errors import MigrationError, SchemaTooNew

_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations() -> list[Migration]:
    """The bundled scripts in order; numbering must be 1, 2, 3, ... without gaps."""
    found: list[Migration] = []
    for entry in resources.files("bot.storage").joinpath("migrations").iterdir():
        m = _NAME.match(entry.name)
        if m:
            found.append(Migration(int(m.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    for expected, mig in enumerate(found, start=1):
        if mig.version != expected:
            raise MigrationError(f"migrations must be numbered 1, 2, ...; found {mig.name} at {expected}")
    return found


def latest_version() -> int:
    return len(load_migrations())


async def schema_version(conn: aiosqlite.Connection) -> int:
    async with conn.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def check_not_too_new(conn: aiosqlite.Connection, path: str) -> int:
    """Read-only check done before any PRAGMA that could write the file."""
    current = await schema_version(conn)
    latest = latest_version()
    if current > latest:
        raise SchemaTooNew(path, current, latest)
    return current


async def migrate(
    conn: aiosqlite.Connection,
    path: str,
    target: int | None = None,
    migrations: list[Migration] | None = None,
) -> tuple[int, int]:
    """Apply pending migrations up to `target` (default: all) in one transaction.

    Returns (version before, version after). The connection must be in autocommit mode
    (isolation_level=None) with no transaction open. `migrations` defaults to the bundled scripts
    (tests pass their own to prove that a failing script leaves the file as it was).
    """
    migrations = load_migrations() if migrations is None else migrations
    target = len(migrations) if target is None else target
    current = await schema_version(conn)
    if current > len(migrations):
        raise SchemaTooNew(path, current, len(migrations))
    if current >= target:
        return current, current
    pending = [m for m in migrations if current < m.version <= target]
    # executescript() commits any open transaction first, so the BEGIN lives inside the script;
    # the whole batch (and the version bump) commits or rolls back together.
    body = "\n".join(f"-- {m.name}\n{m.sql}" for m in pending)
    script = f"BEGIN IMMEDIATE;\n{body}\nPRAGMA user_version = {int(target)};\nCOMMIT;\n"
    try:
        await conn.executescript(script)
    except sqlite3.Error as exc:
        with contextlib.suppress(sqlite3.Error):
            await conn.execute("ROLLBACK")
        names = ", ".join(m.name for m in pending)
        raise MigrationError(f"migrating {path} from {current} to {target} failed in {names}: {exc}") from exc
    return current, target
