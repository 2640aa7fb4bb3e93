"""Numbered SQL migrations, tracked with PRAGMA user_version (SQLite) or a table (PostgreSQL).

The numbers are shared: `migrations/NNN_name.sql` is version NNN on both backends, unless
`migrations/postgresql/NNN_name.sql` exists, which PostgreSQL runs instead (its types: BIGINT for
Discord ids, DOUBLE PRECISION for times, identity columns; no STRICT or WITHOUT ROWID). On
PostgreSQL the version is the one row of `schema_version`, and the runner holds an advisory lock so
that two processes starting together do not both migrate.

`migrations/NNN_name.sql` brings the schema from version NNN-1 to NNN. All pending scripts run in
ONE transaction together with the user_version update, so a crash half-way leaves the old schema.
A file whose user_version is above the newest script was written by newer code: it is refused
(SchemaTooNew) before anything is written to it.

Writing a new migration: add `NNN_what.sql` (next number); never edit a released one. Foreign keys
are ON while it runs and cannot be switched off inside the transaction. A SQLite script that rebuilds
a table others refer to (SQLite's 12-step ALTER: dropping the old table would cascade its deletes)
starts with the line `PRAGMA foreign_keys = OFF;`: the runner then switches them off before its
transaction, checks every foreign key (PRAGMA foreign_key_check) before it commits, and switches
them on again. Do not put BEGIN/COMMIT in a script: the runner wraps all pending scripts in one
transaction.
"""

from __future__ import annotations

import contextlib
import re
import sqlite3
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

import aiosqlite
import asyncpg

from .errors import MigrationError, SchemaTooNew

if TYPE_CHECKING:
    from .sql import PgRaw

_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")
_KEYS_OFF = re.compile(r"^PRAGMA foreign_keys\s*=\s*OFF;", re.IGNORECASE | re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str

    @property
    def foreign_keys_off(self) -> bool:
        """The script rebuilds a table others refer to: it runs with foreign keys off (see above)."""
        return _KEYS_OFF.search(self.sql) is not None


def load_migrations(dialect: str = "sqlite") -> list[Migration]:
    """The bundled scripts in order; numbering must be 1, 2, 3, ... without gaps.

    `dialect` "postgresql": each number's script from migrations/postgresql/ where there is one.
    """
    folder = resources.files("bot.storage").joinpath("migrations")
    by_number: dict[int, Migration] = {}
    for place in (folder, folder.joinpath(dialect)) if dialect != "sqlite" else (folder,):
        for entry in place.iterdir():
            m = _NAME.match(entry.name)
            if m:
                by_number[int(m.group(1))] = Migration(
                    int(m.group(1)), entry.name, entry.read_text(encoding="utf-8")
                )
    found = sorted(by_number.values(), key=lambda m: m.version)
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


async def _foreign_keys(conn: aiosqlite.Connection) -> bool:
    async with conn.execute("PRAGMA foreign_keys") as cur:
        row = await cur.fetchone()
    return bool(row and row[0])


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
    names = ", ".join(m.name for m in pending)
    keys_off = any(m.foreign_keys_off for m in pending)
    keys_were = await _foreign_keys(conn) if keys_off else False
    # executescript() commits any open transaction first, so the BEGIN lives inside the script;
    # the whole batch (and the version bump) commits or rolls back together. The COMMIT comes
    # after the foreign-key check, on the same open transaction.
    body = "\n".join(f"-- {m.name}\n{m.sql}" for m in pending)
    first = "PRAGMA foreign_keys = OFF;\n" if keys_off else ""
    script = f"{first}BEGIN IMMEDIATE;\n{body}\nPRAGMA user_version = {int(target)};\n"
    try:
        await conn.executescript(script)
        async with conn.execute("PRAGMA foreign_key_check") as cur:
            broken = list(await cur.fetchall())
        if broken:
            raise sqlite3.IntegrityError(f"foreign keys broken: {[tuple(r) for r in broken[:5]]}")
        await conn.execute("COMMIT")
    except sqlite3.Error as exc:
        with contextlib.suppress(sqlite3.Error):
            await conn.execute("ROLLBACK")
        now = await schema_version(conn)
        if now >= target:  # another process migrated between our version read and our BEGIN
            return now, now
        raise MigrationError(f"migrating {path} from {current} to {target} failed in {names}: {exc}") from exc
    finally:
        if keys_off and keys_were:  # as the connection had them (Database.open: on)
            await conn.execute("PRAGMA foreign_keys = ON")
    return current, target


# PostgreSQL ------------------------------------------------------------------------------------

_MIGRATION_LOCK = 0x5355_4D4F  # "SUMO": pg_advisory_xact_lock key of the migration runner
_VERSION_TABLE = "CREATE TABLE schema_version (version INTEGER NOT NULL)"


async def pg_schema_version(raw: PgRaw) -> int:
    # pg_class read with the statement's snapshot (not to_regclass's cache, which may not have seen
    # the table another process just committed while we waited for the migration lock).
    exists = await raw.fetchval(
        "SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE c.relname = 'schema_version' AND n.nspname = current_schema())"
    )
    if not exists:
        return 0
    return int(await raw.fetchval("SELECT coalesce(max(version), 0) FROM schema_version"))


async def migrate_postgres(
    raw: PgRaw, where: str, migrations: list[Migration] | None = None
) -> tuple[int, int]:
    """Apply pending PostgreSQL migrations in one transaction; SchemaTooNew (nothing written) if newer."""
    migrations = load_migrations("postgresql") if migrations is None else migrations
    target = len(migrations)
    current = await pg_schema_version(raw)  # before any lock or write
    if current > target:
        raise SchemaTooNew(where, current, target)
    if current == target:
        return current, current
    try:
        async with raw.transaction():
            await raw.execute(f"SELECT pg_advisory_xact_lock({_MIGRATION_LOCK})")
            current = await pg_schema_version(raw)  # another process may have migrated meanwhile
            if current > target:
                raise SchemaTooNew(where, current, target)
            pending = [m for m in migrations if current < m.version <= target]
            for m in pending:
                await raw.execute(m.sql)
            if current == 0:
                await raw.execute(_VERSION_TABLE)
                await raw.execute("INSERT INTO schema_version (version) VALUES ($1)", target)
            else:
                await raw.execute("UPDATE schema_version SET version = $1", target)
    except asyncpg.PostgresError as exc:
        names = ", ".join(m.name for m in migrations if current < m.version <= target)
        raise MigrationError(
            f"migrating {where} from {current} to {target} failed in {names}: {exc}"
        ) from exc
    return current, target
