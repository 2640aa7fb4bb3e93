"""Every stored outcome told to the other bot processes (PostgreSQL): a runner watcher.

A board open in one process shows games another process changes (bot/storage/changes.py). The
runner tells its watchers after every stored outcome (a command, a button, a timer, a computer
player, a board); this one hands the game's id to the database's `changes.announce`, in a task of
its own (a watcher must return at once), so the action waits for nothing. On SQLite (one process)
it is not installed."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bot.storage import Database
from bot.words.language import no_reader

log = logging.getLogger("sumoku.board")


class ChangeAnnouncer:
    """Announces each outcome's game to every process listening (`Runner.watchers`)."""

    def __init__(self, db: Callable[[], Database | None]) -> None:
        self._db = db
        self._tasks: set[asyncio.Task[None]] = set()

    def changed(self, game_id: int, channel_id: int) -> None:
        db = self._db()
        if db is None or not db.changes.shared:
            return
        task = asyncio.get_running_loop().create_task(
            self._announce(db, game_id), name=f"announce-{game_id}", context=no_reader()
        )
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _announce(self, db: Database, game_id: int) -> None:
        try:
            await db.changes.announce(game_id)
        except Exception as exc:  # the boards of other processes miss this change, not the game
            log.warning("could not tell the other processes of game %s's change: %s", game_id, exc)

    async def announced(self) -> None:
        """Wait for the announcements under way (tests; a stop)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
