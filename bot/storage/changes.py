"""Game changes told across processes: PostgreSQL's LISTEN/NOTIFY on one channel, `sumoku_games`.

Several bot processes share one PostgreSQL database, and a board open in one process must hear of a
change stored by another (a chat move, a timer, a computer player: each runs in the process of the
game's shard). After every stored outcome the process that stored it calls `announce(game_id)`: one
`pg_notify` carrying only the game's id and its revision as stored now (`"<id>:<revision>"`, -1 for
a game no longer stored). Nothing else travels: every listening process reads the game itself, so
who may see what (a rack is its owner's alone) and the order of tables stay where they are decided.
A notification is sent after the commit it tells of, so whoever reads on hearing it reads that
commit (or a later one).

`listen(heard, missed)` (its caller closes the `Listener` it returns) opens ONE dedicated
connection (not a pooled one: a pooled connection is reset between uses, which ends its LISTEN) and
calls `heard(game_id, revision)` for each
notification. A lost connection (a server restart, a failover, pg_terminate_backend) is opened
again, after 0.5 s and then up to every 5 s; notifications sent meanwhile are lost, so once it is
back `missed()` is called (a listener then reads afresh what it shows). SQLite is one process: there
is nothing to announce and nothing to hear, so both are no-ops.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import asyncpg

from .pg import is_lost

log = logging.getLogger("sumoku.storage")

CHANNEL = "sumoku_games"
RECONNECT_S = (0.5, 1.0, 2.0, 5.0)  # waits before each new try; the last one repeats
NOTIFY = (  # the notification, and the revision it told
    "WITH now AS (SELECT COALESCE((SELECT version FROM games WHERE id = ?), -1) AS revision) "
    "SELECT revision, pg_notify(CAST(? AS TEXT), CAST(? AS TEXT) || ':' || CAST(revision AS TEXT)) FROM now"
)

Heard = Callable[[int, int], None]


def parse(payload: str) -> tuple[int, int] | None:
    """A notification's (game id, revision); None for anything else (nothing else is sent here)."""
    game, _, revision = payload.partition(":")
    try:
        return int(game), int(revision)
    except ValueError:
        return None


class GameChanges:
    """Announce a stored change to every process; hear the others' (PostgreSQL only)."""

    def __init__(
        self, backend: str, target: str, read: Callable[[], AbstractAsyncContextManager[Any]]
    ) -> None:
        self.backend = backend
        self.target = target  # the database's URL (a listener opens a connection of its own)
        self._read = read

    @property
    def shared(self) -> bool:
        """Other processes may share the database (PostgreSQL): changes are worth telling."""
        return self.backend == "postgresql"

    async def announce(self, game_id: int) -> int | None:
        """Tell every listening process that `game_id` changed (after its commit); the revision
        told (None on SQLite: nothing is told)."""
        if not self.shared:
            return None
        async with self._read() as conn, conn.execute(NOTIFY, (game_id, CHANNEL, str(game_id))) as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row is not None else None

    async def listen(self, heard: Heard, missed: Callable[[], None]) -> Listener | None:
        """Start hearing changes (a dedicated connection, kept open); None on SQLite. A server that
        cannot be reached now is tried again in the background, as a lost connection is."""
        if not self.shared:
            return None
        listener = Listener(self.target, heard, missed)
        await listener.start()
        return listener


class Listener:
    """One connection LISTENing on CHANNEL, opened again whenever it is lost."""

    def __init__(self, url: str, heard: Heard, missed: Callable[[], None]) -> None:
        self.url = url
        self.heard = heard
        self.missed = missed
        self.connection: asyncpg.Connection | None = None
        self.reconnects = 0  # connections opened again after a loss (for tests and the log)
        self._closed = False
        self._reopening: asyncio.Task[None] | None = None

    async def start(self) -> None:
        if not await self._open():
            self._lost()

    async def _open(self) -> bool:
        try:
            conn: asyncpg.Connection = await asyncpg.connect(self.url, timeout=10)
        except Exception as exc:
            if is_lost(exc) or isinstance(exc, TimeoutError | asyncpg.PostgresError):
                log.warning("cannot listen for game changes now (%s): trying again", type(exc).__name__)
                return False
            raise
        try:
            await conn.add_listener(CHANNEL, self._notified)
        except Exception as exc:
            conn.terminate()
            if is_lost(exc):
                return False
            raise
        conn.add_termination_listener(self._terminated)
        if self._closed:
            await conn.close()
            return True
        self.connection = conn
        return True

    def _notified(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        found = parse(str(payload))
        if found is None:
            return
        try:
            self.heard(*found)
        except Exception:
            log.exception("a game change could not be handled (game %s)", found[0])

    def _terminated(self, _conn: object) -> None:
        self.connection = None
        if not self._closed:
            log.warning("the connection listening for game changes was lost: opening it again")
            self._lost()

    def _lost(self) -> None:
        if self._reopening is None or self._reopening.done():
            self._reopening = asyncio.get_running_loop().create_task(self._reopen(), name="sumoku-listen")

    async def _reopen(self) -> None:
        attempt = 0
        while not self._closed:
            await asyncio.sleep(RECONNECT_S[min(attempt, len(RECONNECT_S) - 1)])
            attempt += 1
            if self._closed:
                return
            try:
                opened = await self._open()
            except Exception:
                log.exception("cannot listen for game changes")
                opened = False
            if opened:
                self.reconnects += 1
                log.info("listening for game changes again")
                try:
                    self.missed()
                except Exception:
                    log.exception("the boards could not be refreshed after a lost connection")
                return

    async def close(self) -> None:
        self._closed = True
        if self._reopening is not None:
            self._reopening.cancel()
            await asyncio.gather(self._reopening, return_exceptions=True)
        conn, self.connection = self.connection, None
        if conn is not None:
            try:
                await asyncio.wait_for(conn.close(), 5)
            except Exception:
                conn.terminate()
