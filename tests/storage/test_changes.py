"""Game changes between processes (bot/storage/changes.py): on PostgreSQL a change announced through
one database handle is heard by every listener on that database, as its game id and the revision
stored now, and a listener whose connection the server ended opens it again by itself and says it
may have missed some; on SQLite (one process) there is nothing to announce or hear."""

from __future__ import annotations

import asyncio

import asyncpg

from bot.storage import Database
from bot.storage.changes import Listener
from tests.databases import postgresql_only, sqlite_only

from .test_moves import started_main


class Heard:
    def __init__(self) -> None:
        self.changes: list[tuple[int, int]] = []
        self.missed = 0

    def heard(self, game_id: int, revision: int) -> None:
        self.changes.append((game_id, revision))

    def lost(self) -> None:
        self.missed += 1


async def until(check, what: str) -> None:
    async with asyncio.timeout(30):  # bounds a test gone wrong, measures nothing
        while not check():
            await asyncio.sleep(0.01)


@postgresql_only
async def test_a_change_told_by_one_handle_is_heard_by_another_even_after_a_lost_connection(
    database_target: str,
) -> None:
    teller, hearer = await Database.open(database_target), await Database.open(database_target)
    heard = Heard()
    listener = await hearer.changes.listen(heard.heard, heard.lost)
    assert isinstance(listener, Listener)
    try:
        game, _ = await started_main(teller)
        game_id, version = game.id, game.version
        assert await teller.changes.announce(game_id) == version
        assert await teller.changes.announce(10**9) == -1  # no such game (a Solo game deleted)
        await until(lambda: len(heard.changes) == 2, "both changes heard")
        assert heard.changes == [(game_id, version), (10**9, -1)]

        assert listener.connection is not None
        pid = listener.connection.get_server_pid()
        killer = await asyncpg.connect(database_target)
        try:
            assert await killer.fetchval("SELECT pg_terminate_backend($1)", pid)
        finally:
            await killer.close()
        await until(lambda: heard.missed == 1, "the listener is back and says it may have missed some")
        assert listener.reconnects == 1
        await teller.changes.announce(game_id)
        await until(lambda: len(heard.changes) == 3, "a change heard on the new connection")
    finally:
        await listener.close()
        await teller.close()
        await hearer.close()


@sqlite_only
async def test_sqlite_has_nothing_to_tell(database_target: str) -> None:
    db = await Database.open(database_target)
    try:
        assert not db.changes.shared
        assert await db.changes.announce(1) is None  # no error, nothing sent
        assert await db.changes.listen(lambda game, revision: None, lambda: None) is None
    finally:
        await db.close()


@postgresql_only
async def test_a_players_board_slots_are_shared_and_go_with_a_dead_process(database_target: str) -> None:
    here, there = await Database.open(database_target), await Database.open(database_target)
    mine, theirs = here.changes.board_slots(), there.changes.board_slots()
    assert mine is not None and theirs is not None
    try:
        assert [await mine.take(7, 2), await theirs.take(7, 2)] == [0, 1]
        assert await mine.take(7, 2) is None  # both of player 7's slots are held, one in each process
        assert await theirs.take(8, 2) == 0  # another player's are their own
        await theirs.give(7, 1)
        assert await mine.take(7, 2) == 1
        await mine.give(7, 1)
        assert mine.connection is not None
        pid = mine.connection.get_server_pid()
        killer = await asyncpg.connect(database_target)
        try:  # the process holding slot 0 dies (its session ends): its slot is free
            assert await killer.fetchval("SELECT pg_terminate_backend($1)", pid)
        finally:
            await killer.close()
        await until(lambda: mine.connection is None or mine.connection.is_closed(), "the session ended")
        mine.held.clear()  # as a dead process holds nothing
        assert [await theirs.take(7, 2), await theirs.take(7, 2)] == [0, 1]
    finally:
        await mine.close()
        await theirs.close()
        await here.close()
        await there.close()
