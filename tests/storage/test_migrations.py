"""Schema set-up: numbered migrations, user_version, refusing newer files, connection pragmas."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from bot.storage import Database, MigrationError, SchemaTooNew, StorageError
from bot.storage.connection import BUSY_TIMEOUT_MS
from bot.storage.migrations import Migration, latest_version, load_migrations, migrate


def schema(path: Path) -> list[tuple[str, str, str, str | None]]:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return conn.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' "
            "ORDER BY type, name"
        ).fetchall()


# SQLite's scripts (test_postgresql.py checks PostgreSQL's carry the same numbers and names).
def test_migrations_are_numbered_from_one() -> None:
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert latest_version() >= 2


# SQLite only: a file's folders and its connection pragmas (WAL, synchronous, busy timeout).
async def test_open_creates_folders_and_sets_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "sumoku.db"
    db = await Database.open(path)
    try:
        assert path.exists()
        assert await db.schema_version() == latest_version()
        async with db.transaction() as conn:  # the writer: what every stored action goes through
            values = {}
            for pragma in ("journal_mode", "foreign_keys", "synchronous", "busy_timeout"):
                async with conn.execute(f"PRAGMA {pragma}") as cur:
                    row = await cur.fetchone()
                    assert row is not None
                    values[pragma] = row[0]
        assert values == {
            "journal_mode": "wal",
            "foreign_keys": 1,
            "synchronous": 2,
            "busy_timeout": BUSY_TIMEOUT_MS,
        }
    finally:
        await db.close()
    await db.close()  # a second close is harmless
    with pytest.raises(StorageError):
        await db.games.get(1)


# SQLite only: SUMOKU_DB names the default file (PostgreSQL is always named by a URL).
async def test_path_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "env" / "from_env.db"
    monkeypatch.setenv("SUMOKU_DB", str(path))
    async with await Database.open() as db:
        assert db.path == str(path)
    assert path.exists()


# SQLite files (test_postgresql.py has PostgreSQL's counterpart).
async def test_every_earlier_version_migrates_to_the_same_schema(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.db"
    await (await Database.open(fresh)).close()
    expected = schema(fresh)
    assert expected
    for start in range(latest_version() + 1):
        path = tmp_path / f"from_{start}.db"
        async with aiosqlite.connect(path, isolation_level=None) as conn:
            before, after = await migrate(conn, str(path), target=start)
            assert (before, after) == (0, start)
            if start >= 1:  # a row written under the old schema survives the upgrade
                await conn.execute(
                    "INSERT INTO games (channel_id, variant, owner_id, created_at, updated_at) "
                    "VALUES (1, 'main', 5, 0, 0)"
                )
        db = await Database.open(path)
        try:
            assert await db.schema_version() == latest_version()
            if start >= 1:
                assert (await db.games.get(1)).owner_id == 5
        finally:
            await db.close()
        assert schema(path) == expected, f"migrating from version {start}"


# SQLite only: byte-identical file (test_postgresql.py checks PostgreSQL's schema is untouched).
async def test_a_newer_database_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "newer.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE future (x INTEGER)")
        conn.execute("INSERT INTO future VALUES (1)")
        conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    conn.close()
    before = path.read_bytes()
    files_before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(SchemaTooNew) as info:
        await Database.open(path)
    assert isinstance(info.value, StorageError)
    assert info.value.found == latest_version() + 1
    assert "newer" in str(info.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == files_before


# SQLite files (test_postgresql.py: processes opening a database together migrate it once).
async def test_reopening_applies_nothing_twice(tmp_path: Path) -> None:
    path = tmp_path / "twice.db"
    await (await Database.open(path)).close()
    first = schema(path)
    await (await Database.open(path)).close()
    assert schema(path) == first


# SQLite's runner (test_postgresql.py has PostgreSQL's counterpart).
async def test_a_failing_migration_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "broken.db"
    await (await Database.open(path)).close()
    before = schema(path)
    broken = [
        *load_migrations(),
        Migration(
            latest_version() + 1,
            "999_broken.sql",
            "CREATE TABLE half (a INTEGER);\nINSERT INTO nowhere VALUES (1);",
        ),
    ]
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        with pytest.raises(MigrationError):
            await migrate(conn, str(path), migrations=broken)
        async with conn.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        assert row is not None and row[0] == latest_version()
        assert not conn.in_transaction
    assert schema(path) == before  # no table 'half'
