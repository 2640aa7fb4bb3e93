"""Closing a SQLite database ends its connections' threads before close() returns."""

from __future__ import annotations

import threading
from pathlib import Path

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
