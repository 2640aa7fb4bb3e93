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

    def board_slots(self) -> BoardSlots | None:
        """Where a player's boards are counted across processes (None on SQLite: one process)."""
        return BoardSlots(self.target) if self.shared else None

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


SLOT = "SELECT pg_try_advisory_lock(hashtextextended($1, 0))"
FREE = "SELECT pg_advisory_unlock(hashtextextended($1, 0))"
NOT_COUNTED = -1  # a slot taken while the database could not be asked: the process's own cap holds


class BoardSlots:
    """A player's open boards counted across processes: each board holds one of the player's slots
    (`most` of them), a PostgreSQL advisory lock on this process's own slots connection. A process
    that dies, or loses that connection, lets its slots go with it (the server ends the locks); a
    lost connection is opened again at the next board and the slots of the boards still open are
    taken again. When the database cannot be asked, a board is let through (`NOT_COUNTED`): each
    process's own count of a player's boards still holds."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.connection: asyncpg.Connection | None = None
        self.held: set[tuple[int, int]] = set()  # (player, slot)
        self._lock = asyncio.Lock()

    async def _connected(self) -> asyncpg.Connection:
        if self.connection is None or self.connection.is_closed():
            self.connection = await asyncpg.connect(self.url, timeout=10)
            for player, slot in sorted(self.held):  # a new session: take back what boards still hold
                await self.connection.fetchval(SLOT, _name(player, slot))
        return self.connection

    async def take(self, player: int, most: int) -> int | None:
        """One of the player's `most` slots (None: every one is held, here or in another process)."""
        async with self._lock:
            try:
                conn = await self._connected()
                for slot in range(most):
                    if (player, slot) not in self.held and await conn.fetchval(SLOT, _name(player, slot)):
                        self.held.add((player, slot))
                        return slot
                return None
            except Exception as exc:
                if not (is_lost(exc) or isinstance(exc, TimeoutError | asyncpg.PostgresError)):
                    raise
                log.warning("a board's slot could not be counted across processes: %s", type(exc).__name__)
                self.connection = None
                return NOT_COUNTED

    async def give(self, player: int, slot: int | None) -> None:
        """The board holding `slot` closed."""
        if slot is None or slot == NOT_COUNTED:
            return
        async with self._lock:
            self.held.discard((player, slot))
            conn = self.connection
            if conn is None or conn.is_closed():
                return  # its lock went with the session
            try:
                await conn.fetchval(FREE, _name(player, slot))
            except Exception as exc:
                if not (is_lost(exc) or isinstance(exc, asyncpg.PostgresError)):
                    raise
                self.connection = None

    async def close(self) -> None:
        async with self._lock:
            conn, self.connection = self.connection, None
            self.held.clear()
        if conn is not None:
            try:
                await asyncio.wait_for(conn.close(), 5)
            except Exception:
                conn.terminate()


def _name(player: int, slot: int) -> str:
    return f"sumoku board {player} {slot}"
