"""PostgreSQL's own side of the storage contract: what SQLite's file tests (test_migrations.py) check
there — refusing a newer schema untouched, migrations in one transaction and from any earlier version —
plus what only a server has: clear sentences when it cannot be used, several writers at once (two
Database objects are two pools: to the server, two processes), and a lock held elsewhere."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from urllib.parse import urlsplit

import asyncpg
import pytest

from bot.storage import (
    Database,
    GameFull,
    MigrationError,
    NewResult,
    NewSeat,
    SchemaTooNew,
    StorageBusy,
    StorageError,
    StorageUnreachable,
    VersionConflict,
)
from bot.storage.migrations import Migration, latest_version, load_migrations, migrate_postgres
from tests.databases import with_database
from tests.storage.test_moves import started_main

Fresh = Callable[[], str]


async def schema(url: str) -> list[tuple[object, ...]]:
    """Tables, columns, indexes and functions of the database, in a stable order."""
    conn = await asyncpg.connect(url)
    try:
        columns = await conn.fetch(
            "SELECT table_name, column_name, data_type, is_nullable, column_default, is_generated "
            "FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2"
        )
        indexes = await conn.fetch(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1"
        )
        functions = await conn.fetch(
            "SELECT proname, pg_get_functiondef(oid) FROM pg_proc "
            "WHERE pronamespace = 'public'::regnamespace ORDER BY 1"
        )
    finally:
        await conn.close()
    return [tuple(r) for r in [*columns, *indexes, *functions]]


def test_both_backends_know_the_same_migration_numbers() -> None:
    sqlite, postgresql = load_migrations(), load_migrations("postgresql")
    assert (
        [m.version for m in postgresql] == [m.version for m in sqlite] == list(range(1, latest_version() + 1))
    )
    assert [m.name for m in postgresql] == [m.name for m in sqlite]


async def test_a_server_that_cannot_be_used_is_one_clear_sentence(postgres_url: str) -> None:
    parts = urlsplit(postgres_url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 5432
    user = parts.username or "postgres"
    cases = {
        f"postgresql://{user}:hunter2@{host}:1/sumoku": "nothing answers there",
        "postgresql://someone:hunter2@no-such-host.invalid/sumoku": "does not resolve",
        f"postgresql://{user}:hunter2-wrong@{host}:{port}/postgres": "refused the user or password",
        with_database(postgres_url, "no_such_database_here"): "does not exist",
        "postgresql://someone:hunter2@[::1/sumoku": "cannot use PostgreSQL",
    }
    for url, reason in cases.items():
        with pytest.raises(StorageUnreachable) as info:
            await Database.open(url)
        message = str(info.value)
        assert reason in message, message
        assert message.startswith("cannot use PostgreSQL at ") and message.endswith(".")
        assert "\n" not in message
        assert "hunter2" not in message and (parts.password or "\0") not in message
        assert isinstance(info.value, StorageError)


async def test_where_names_the_database_without_its_password(fresh_postgres_url: Fresh) -> None:
    url = fresh_postgres_url()
    async with await Database.open(url) as db:
        assert db.backend == "postgresql" and db.path is None and db.target == url
        assert db.where.startswith("postgresql://") and db.where.endswith(urlsplit(url).path)
        password = urlsplit(url).password
        assert password is None or password not in db.where
        assert await db.schema_version() == latest_version()
        assert await db.integrity_check() == "ok"


async def test_a_newer_database_is_refused_and_left_unchanged(fresh_postgres_url: Fresh) -> None:
    url = fresh_postgres_url()
    await (await Database.open(url)).close()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("UPDATE schema_version SET version = $1", latest_version() + 1)
        await conn.execute("CREATE TABLE future (x INTEGER)")
    finally:
        await conn.close()
    before = await schema(url)
    with pytest.raises(SchemaTooNew) as info:
        await Database.open(url)
    assert info.value.found == latest_version() + 1
    assert "newer" in str(info.value)
    assert await schema(url) == before
    conn = await asyncpg.connect(url)
    try:
        assert await conn.fetchval("SELECT version FROM schema_version") == latest_version() + 1
    finally:
        await conn.close()


async def test_every_earlier_version_migrates_to_the_same_schema(fresh_postgres_url: Fresh) -> None:
    fresh = fresh_postgres_url()
    await (await Database.open(fresh)).close()
    expected = await schema(fresh)
    migrations = load_migrations("postgresql")
    for start in range(latest_version()):
        url = fresh_postgres_url()
        conn = await asyncpg.connect(url)
        try:
            assert await migrate_postgres(conn, url, migrations[:start]) == (0, start)
            if start >= 1:  # a row written under the old schema survives the upgrade
                await conn.execute(
                    "INSERT INTO games (channel_id, variant, owner_id, created_at, updated_at) "
                    "VALUES (1, 'main', 5, 0, 0)"
                )
        finally:
            await conn.close()
        async with await Database.open(url) as db:
            assert await db.schema_version() == latest_version()
            if start >= 1:
                assert (await db.games.get(1)).owner_id == 5
        assert await schema(url) == expected, f"migrating from version {start}"


async def test_a_failing_migration_leaves_the_database_as_it_was(fresh_postgres_url: Fresh) -> None:
    url = fresh_postgres_url()
    await (await Database.open(url)).close()
    before = await schema(url)
    broken = [
        *load_migrations("postgresql"),
        Migration(
            latest_version() + 1,
            "999_broken.sql",
            "CREATE TABLE half (a INTEGER);\nINSERT INTO nowhere VALUES (1);",
        ),
    ]
    conn = await asyncpg.connect(url)
    try:
        with pytest.raises(MigrationError):
            await migrate_postgres(conn, url, broken)
        assert await conn.fetchval("SELECT version FROM schema_version") == latest_version()
        assert not conn.is_in_transaction()
    finally:
        await conn.close()
    assert await schema(url) == before  # no table 'half'


async def test_processes_starting_together_migrate_once(fresh_postgres_url: Fresh) -> None:
    url = fresh_postgres_url()
    dbs = await asyncio.gather(*(Database.open(url) for _ in range(4)))
    try:
        assert {await db.schema_version() for db in dbs} == {latest_version()}
        game, _ = await started_main(dbs[0])
        assert (await dbs[3].games.get(game.id)).status == "running"
    finally:
        for db in dbs:
            await db.close()


async def test_a_second_writer_on_one_game_waits_then_is_refused(fresh_postgres_url: Fresh) -> None:
    url = fresh_postgres_url()
    async with await Database.open(url) as one, await Database.open(url) as two:
        game, engine = await started_main(one)
        state = engine.to_dict()
        async with one.transaction() as conn:  # the first process is between its UPDATE and COMMIT
            await conn.execute("UPDATE games SET version = version + 1 WHERE id = ?", (game.id,))
            second = asyncio.create_task(two.commit(game.id, 0, state, None))
            await asyncio.sleep(0.3)
            assert not second.done(), "the second writer went through a row being written"
        with pytest.raises(VersionConflict) as info:
            await second
        assert (info.value.expected, info.value.actual) == (0, 1)


async def test_concurrent_joins_and_endings_keep_their_rules(fresh_postgres_url: Fresh) -> None:
    url = fresh_postgres_url()
    async with await Database.open(url) as one, await Database.open(url) as two:
        lobby = await one.games.create(channel_id=1, variant="main", owner_id=1)
        joins = [
            (one if i % 2 else two).seats.add(lobby.id, NewSeat(100 + i, f"P{i}"), max_seats=4)
            for i in range(10)
        ]
        outcomes = await asyncio.gather(*joins, return_exceptions=True)
        assert sum(not isinstance(o, BaseException) for o in outcomes) == 4
        assert all(isinstance(o, GameFull) for o in outcomes if isinstance(o, BaseException))
        assert [s.seat for s in await one.seats.list(lobby.id)] == [0, 1, 2, 3]

        # Two games of the same two players end at the same moment in two processes: both count.
        games = [await started_main(one, channel=10 + i) for i in range(6)]
        ends = [
            (one if i % 2 else two).finish_game(
                g.id, g.version, e.to_dict(), [NewResult(0, 10, 30, won=True), NewResult(1, 11, 20)]
            )
            for i, (g, e) in enumerate(games)
        ]
        await asyncio.gather(*ends)
        rating = await one.stats.rating(10, "main")
        assert rating is not None and rating.games == 6


async def test_a_lock_held_past_the_timeout_is_busy_and_stores_nothing(fresh_postgres_url: Fresh) -> None:
    url = fresh_postgres_url()
    async with await Database.open(url) as one, await Database.open(url, busy_timeout_ms=200) as two:
        game, engine = await started_main(one)
        async with one.transaction() as conn:
            await conn.execute("SELECT id FROM games WHERE id = ? FOR UPDATE", (game.id,))
            with pytest.raises(StorageBusy):
                await two.commit(game.id, 0, engine.to_dict(), None)
        assert (await two.games.get(game.id)).version == 0
        await two.commit(game.id, 0, engine.to_dict(), None)  # the lock is gone: it goes through
