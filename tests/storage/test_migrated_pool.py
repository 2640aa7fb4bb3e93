"""The pool of migrated PostgreSQL databases that tests/bot takes its databases from
(tests/databases.py `MigratedPool`): a database handed to the next test holds no row of the last one,
its ids start again at 1, a connection the last test left open is ended, and a database whose schema
a test changed is replaced, never handed on."""

from __future__ import annotations

import asyncpg

from bot.storage import Database
from tests.databases import MigratedPool


async def a_game(url: str, channel_id: int = 5) -> int:
    db = await Database.open(url)
    try:
        return (await db.games.create(channel_id=channel_id, variant="main", owner_id=1)).id
    finally:
        await db.close()


async def test_a_reused_database_is_empty_and_a_changed_one_is_replaced(migrated_pool: MigratedPool) -> None:
    url = migrated_pool.take()
    assert [await a_game(url, 5), await a_game(url, 6)] == [1, 2]
    left_open = await asyncpg.connect(url)  # as a test that never closed its bot would leave it
    migrated_pool.give_back(url)
    try:
        again = migrated_pool.take()
        assert again == url  # reused, not made again
        assert left_open.is_closed() or not await _answers(left_open)
        assert await a_game(again) == 1  # no row of the last test, ids from the start
    finally:
        await left_open.close()

    conn = await asyncpg.connect(again)
    try:
        await conn.execute("DROP TABLE outbox")  # a test that changed the schema
    finally:
        await conn.close()
    migrated_pool.give_back(again)
    other = migrated_pool.take()
    try:
        assert other != again
        assert await a_game(other) == 1
    finally:
        migrated_pool.give_back(other)


async def _answers(conn: asyncpg.Connection) -> bool:
    try:
        return await conn.fetchval("SELECT 1") == 1
    except (asyncpg.PostgresError, asyncpg.InterfaceError, ConnectionError):
        return False
