"""Closing a SQLite database ends its connections' threads before close() returns, both of them
whatever happens to the first."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest

from bot.storage import Database


async def test_a_closed_database_leaves_no_connection_thread_running(tmp_path: Path) -> None:
    # aiosqlite answers close() a moment before its worker thread exits; on a busy machine that
    # moment showed up as a "leaked" connection thread after a clean shutdown. Several rounds,
    # since on an idle machine the thread usually wins the race anyway.
    for round_ in range(20):
        before = set(threading.enumerate())
        db = await Database.open(tmp_path / f"close-{round_}.db")
        assert await db.games.open_games() == []
        await db.close()
        left = [t for t in threading.enumerate() if t not in before and not t.name.startswith("asyncio_")]
        assert not left, (round_, left)


async def test_a_close_cut_short_while_the_reader_is_busy_still_closes_the_writer(tmp_path: Path) -> None:
    """close() cancelled (a shutdown with a time limit) while the reader still answers a long read:
    its close waits behind that read and raises CancelledError, and the writer is closed all the
    same. A caller sees it: no connection thread is left, and the file's WAL is gone (SQLite removes
    it when the last connection to the file closes; an open writer keeps it)."""
    path = tmp_path / "cut.db"
    before = set(threading.enumerate())
    db = await Database.open(path)
    await db.settings.set_guild(1, language="fr")  # a write: the WAL holds it until the last close
    assert Path(f"{path}-wal").exists()
    inside, gate = threading.Event(), threading.Event()

    def held() -> int:  # a read that lasts until the test lets it end, on the reader's own thread
        inside.set()
        gate.wait(30)
        return 1

    async with db.read() as reader:
        await reader.create_function("held", 0, held)
        reading = asyncio.create_task(reader.execute_fetchall("SELECT held()"))
    assert await asyncio.to_thread(inside.wait, 30)
    closing = asyncio.create_task(db.close())
    await asyncio.sleep(0.1)  # close() is under way: its reader's close waits behind the read
    closing.cancel()
    gate.set()
    with pytest.raises(asyncio.CancelledError):
        await closing
    assert [tuple(r) for r in await reading] == [(1,)]
    left = [t for t in threading.enumerate() if t not in before and not t.name.startswith("asyncio_")]
    assert not left
    assert not Path(f"{path}-wal").exists()
    await db.close()  # again: nothing left to do

    again = await Database.open(path)  # and the write was kept
    try:
        assert (await again.settings.guild(1)).language == "fr"
    finally:
        await again.close()
