"""Game changes shared between the bot's processes (PostgreSQL, sharded): told and heard.

Told: the runner tells its watchers after every stored outcome (a command, a button, a timer, a
computer player, a board); `SharedChanges.changed` hands the game's id to the database's
`changes.announce` (bot/storage/changes.py), in a task of its own (a watcher returns at once), so
the action waits for nothing.

Heard: one listening connection per process. Each change another process stored goes to this
process's open boards (`hearers`: the board's hub), and, when the game is of this process's shards,
to its follow-up (`follow`): a board action may be stored by a process that does not run the game's
shard, and that process arms no turn clock and plays no computer turn for it (`Runner.after` asks
`owns`); the process of the shard does both on hearing the change, as after an action of its own.
A change this process announced itself comes back too: it is dropped (its boards were pushed the
change by the runner's watcher, its clocks re-armed by the runner), so it is neither read nor
followed up twice. One that comes back before its announcement returned is taken as another's: its
boards get an equal table, which is not sent again.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol

from bot.storage import Database
from bot.storage.changes import Listener
from bot.storage.shards import Shards
from bot.words.language import no_reader

log = logging.getLogger("sumoku.board")
REMEMBERED = 1024  # own announcements and games' servers remembered (the oldest forgotten first)


class Hearer(Protocol):
    """What hears other processes' changes (the board's hub)."""

    def heard(self, game_id: int, revision: int) -> None: ...

    def refresh(self) -> None: ...


class SharedChanges:
    """This process's side of the changes shared through the database: a runner watcher (`changed`),
    the listening connection (`start`, `close`), and who owns a game (`owns`)."""

    def __init__(
        self,
        db: Callable[[], Database | None],
        shards: Callable[[], Shards | None],
        follow: Callable[[int], Awaitable[object]],
    ) -> None:
        self._db = db
        self._shards = shards
        self._follow = follow  # re-arm a game of this process's shards another process changed
        self.hearers: list[Hearer] = []
        self.listener: Listener | None = None
        self._told: OrderedDict[tuple[int, int], None] = OrderedDict()  # (game, revision) told here
        self._servers: OrderedDict[int, int | None] = OrderedDict()  # game -> its server (never changes)
        self._tasks: set[asyncio.Task[Any]] = set()

    @property
    def on(self) -> bool:
        db = self._db()
        return db is not None and db.changes.shared and self._shards() is not None

    async def start(self) -> None:
        db = self._db()
        if self.on and db is not None and self.listener is None:
            self.listener = await db.changes.listen(self.heard, self.missed)

    async def close(self) -> None:
        if self.listener is not None:
            listener, self.listener = self.listener, None
            await listener.close()
        await self.settled()

    # ------------------------------------------------------------ told

    def changed(self, game_id: int, channel_id: int) -> None:
        db = self._db()
        if db is not None and self.on:
            self._later(self._announce(db, game_id), f"announce-{game_id}")

    async def _announce(self, db: Database, game_id: int) -> None:
        try:
            revision = await db.changes.announce(game_id)
        except Exception as exc:  # the boards of other processes miss this change, not the game
            log.warning("could not tell the other processes of game %s's change: %s", game_id, exc)
            return
        if revision is not None:
            _remember(self._told, (game_id, revision), None)

    # ------------------------------------------------------------ heard

    def heard(self, game_id: int, revision: int) -> None:
        if (game_id, revision) in self._told:  # this process's own: its boards and clocks have it
            return
        for hearer in self.hearers:
            try:
                hearer.heard(game_id, revision)
            except Exception:
                log.exception("the board could not take game %s's change", game_id)
        self._later(self._follow_up(game_id), f"follow-{game_id}")  # one of ours to follow?

    def missed(self) -> None:
        for hearer in self.hearers:
            hearer.refresh()

    async def _follow_up(self, game_id: int) -> None:
        try:
            if await self.owns(game_id):
                await self._follow(game_id)
        except Exception:
            log.exception("could not follow up game %s, changed in another process", game_id)

    async def owns(self, game_id: int) -> bool:
        """The game is of a server this process's shards run (always, unsharded; a game no longer
        stored: yes, there is nothing left to arm)."""
        shards, db = self._shards(), self._db()
        if shards is None or db is None:
            return True
        if game_id not in self._servers:
            row = await db.games.find(game_id)
            if row is None:
                return True
            _remember(self._servers, game_id, row.guild_id)
        return shards.owns(self._servers[game_id])

    def _later(self, work: Coroutine[Any, Any, object], name: str) -> None:
        task = asyncio.get_running_loop().create_task(work, name=name, context=no_reader())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def settled(self) -> None:
        """Wait for the announcements and follow-ups under way."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)


def _remember(kept: OrderedDict[Any, Any], key: Any, value: Any) -> None:
    kept[key] = value
    kept.move_to_end(key)
    while len(kept) > REMEMBERED:
        kept.popitem(last=False)
