"""The open boards, per channel, and the tables pushed to them after every change of a game.

The runner tells the hub (`changed(game_id, channel_id)`, a `bot.app.runner.Watcher`) after every
stored outcome: a slash command, a button, a timer, a computer player's turn, another board. On
PostgreSQL the changes other processes store come as well (`heard`, from bot/storage/changes.py:
only a game id and revision, read here as a change of this process's own). The hub then sends
each open board of that channel its OWN table (`BoardSession.table_of`: a rack or a private grid is
only ever its owner's), in that player's language. A channel's task reads the
changed games once per change (changes arriving meanwhile are folded into one more read) and hands
them to each board's own sender task, so the boards of a channel are sent to side by side: a board
that stopped reading holds up only itself, until its send times out and it is dropped. A board's
sender sends one table at a time, always from the newest read. A table equal to the one the board
shows already (a turn reminder changes no table) is not sent again.

A table sent straight to a board (at open, after a stale refusal: `send_table`) is read on its own,
beside the pushes, so a push read after it may reach the board first. Two rules keep a board from
ever getting an older table after a newer one: a board is never sent a table of a game that is
older, by the game's stored order (`status`, then `revision`: neither ever goes back), than the last
one of that game it was sent (`Connection.send` in connection.py, whatever sends it); and a direct
table is dropped when a push reached the board after its read began (the push is as new, and any
change since brings another push), which orders even the tables of one revision (a lobby's joins)
and of two games.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable, Coroutine, Mapping

from bot.present import board_wire as wire
from bot.sessions.board import BoardSession
from bot.storage import Game
from bot.words.language import no_reader, speaking
from bot.words.messages import text, unmentioned

from .connection import Connection
from .frames import NOT_HERE

log = logging.getLogger("sumoku.activity")
READ_RETRY_S = 1.0  # a push whose read failed tries once more after this


def _pushed(connection: Connection, sent: bool) -> bool:
    """Count a push that left the board with its table (sent, or equal to the one it shows)."""
    if sent:
        connection.pushes += 1
    return sent


class Hub:
    """Open boards by channel; `changed` (the runner's watcher) pushes fresh tables to them."""

    def __init__(
        self, board: Callable[[], BoardSession], names: Callable[[int, int], str | None] = lambda c, u: None
    ) -> None:
        self._board = board  # the BoardSession (sessions.board), looked up when needed
        self._names = names  # (channel id, user id) -> the member's display name, from Discord's cache
        self.channels: dict[int, set[Connection]] = {}
        self._opening: Counter[int] = Counter()  # boards being opened, per player (`reserve`)
        self._pushing: dict[int, asyncio.Task[None]] = {}
        self._again: dict[int, set[int]] = {}  # channel -> games changed while a push was running
        self._sending: dict[Connection, asyncio.Task[None]] = {}  # each board's sender
        self._next: dict[Connection, tuple[list[int], dict[int, Game | None]]] = {}  # its next push
        self._other: set[asyncio.Task[object]] = set()  # lookups of games changed elsewhere, refreshes
        # (channel, game) -> when (loop time) a table of it changes by itself, and the push then
        self._wakes: dict[tuple[int, int], tuple[float, asyncio.TimerHandle]] = {}

    @property
    def board(self) -> BoardSession:
        return self._board()

    def add(self, connection: Connection) -> None:
        self.channels.setdefault(connection.channel_id, set()).add(connection)

    def remove(self, connection: Connection) -> None:
        boards = self.channels.get(connection.channel_id)
        if boards is not None:
            boards.discard(connection)
            if not boards:
                del self.channels[connection.channel_id]

    def open_for(self, user_id: int) -> int:
        """How many boards this player has open (all channels), those being opened included."""
        return sum(1 for c in self.connections() if c.player.id == user_id) + self._opening[user_id]

    def reserve(self, user_id: int, most: int) -> bool:
        """Hold a place for a board of this player being opened, if they have fewer than `most`:
        counted and taken at once (nothing awaited in between), so hellos sent together cannot all
        pass the count before any is in the hub. `release` once it is added (or not opened)."""
        if self.open_for(user_id) >= most:
            return False
        self._opening[user_id] += 1
        return True

    def release(self, user_id: int) -> None:
        self._opening[user_id] -= 1
        if self._opening[user_id] <= 0:
            del self._opening[user_id]

    def connections(self) -> list[Connection]:
        return [c for boards in self.channels.values() for c in boards]

    def changed(self, game_id: int, channel_id: int) -> None:
        """A game changed: push its boards their tables (in a task of its own; returns at once)."""
        if channel_id not in self.channels:
            return
        self._again.setdefault(channel_id, set()).add(game_id)
        if channel_id in self._pushing:
            return  # the running push goes round once more
        task = asyncio.get_running_loop().create_task(
            self._push(channel_id), name=f"board-push-{channel_id}", context=no_reader()
        )
        self._pushing[channel_id] = task

    def heard(self, game_id: int, revision: int) -> None:
        """Another process stored a change of `game_id` (bot/storage/changes.py; this process's own
        echo is dropped before here): its open boards here read it as a change of this process's
        own. A game no board here shows yet is looked up for its channel (one read), when a board
        is open at all: a new game in a channel boards wait in."""
        if not self.channels:
            return
        showing = {c.channel_id for c in self.connections() if c.game_id == game_id}
        for channel_id in showing:
            self.changed(game_id, channel_id)
        if not showing:
            self._later(self._locate(game_id), f"board-locate-{game_id}")

    async def _locate(self, game_id: int) -> None:
        try:
            row = await self.board.row(game_id)
        except Exception as exc:
            log.warning("could not read game %s, changed in another process: %s", game_id, exc)
            return
        if row is not None and row.channel_id in self.channels:
            self.changed(game_id, row.channel_id)

    def refresh(self) -> None:
        """Changes may have gone unheard (the listening connection was lost): every open board reads
        its table afresh (`send_table`: never older than one it was sent)."""
        for connection in self.connections():
            self._later(self.send_table(connection), f"board-refresh-{connection.channel_id}")

    def _later(self, work: Coroutine[object, None, object], name: str) -> None:
        task = asyncio.get_running_loop().create_task(work, name=name, context=no_reader())
        self._other.add(task)
        task.add_done_callback(self._other.discard)

    async def _push(self, channel_id: int) -> None:
        """Read the changed games (once per push, not per board) and hand them to every board's
        sender: nothing here waits on a board."""
        failed = False
        try:
            while self._again.get(channel_id):
                games = sorted(self._again.pop(channel_id), reverse=True)
                try:
                    rows = {game_id: await self.board.row(game_id) for game_id in games}
                except Exception:
                    if failed:  # twice running: the database is down; the next change tries again
                        log.exception("could not read the changed games of channel %s", channel_id)
                        continue
                    failed = True  # once: a moment's trouble (a lost connection) must not lose the push
                    log.warning("could not read the changed games of channel %s: trying again", channel_id)
                    self._again.setdefault(channel_id, set()).update(games)
                    await asyncio.sleep(READ_RETRY_S)
                    continue
                failed = False
                for connection in list(self.channels.get(channel_id, ())):
                    self._hand(connection, games, rows)
        finally:  # in the task's last step, not in a done callback: a change told in between
            self._pushing.pop(channel_id, None)  # would wait on a push that has ended
            self._again.pop(channel_id, None)

    def _hand(self, connection: Connection, games: list[int], rows: Mapping[int, Game | None]) -> None:
        """Give a board's sender the newest rows: folded into what it has not sent yet (these rows
        are newer: a channel reads its changes one after another), its task started if idle."""
        waiting = self._next.get(connection)
        if waiting is not None:
            games = sorted({*waiting[0], *games}, reverse=True)
            rows = {**waiting[1], **rows}
        self._next[connection] = (games, dict(rows))
        if connection not in self._sending:
            self._sending[connection] = asyncio.get_running_loop().create_task(
                self._send_to(connection), name=f"board-send-{connection.channel_id}", context=no_reader()
            )

    async def _send_to(self, connection: Connection) -> None:
        """One board's pushes, one at a time (its send's timeout drops a board that stopped reading)."""
        try:
            while (waiting := self._next.pop(connection, None)) is not None:
                try:
                    await self.push(connection, *waiting)
                except Exception:
                    log.exception("could not push a table to a board in channel %s", connection.channel_id)
        finally:  # the task's last step, as `_push`'s
            self._sending.pop(connection, None)
            self._next.pop(connection, None)

    async def pushed(self) -> None:
        """Wait until every push under way has been sent (or its board dropped)."""
        while self._pushing or self._sending or self._other:
            await asyncio.gather(
                *self._pushing.values(), *self._sending.values(), *self._other, return_exceptions=True
            )

    async def push(self, connection: Connection, games: list[int], rows: Mapping[int, Game | None]) -> bool:
        """Send the board the newest of the changed `games` its player may see, which it follows from
        now on; none (another player's Solo game in this channel): the board keeps its game. A
        player who may no longer see the channel gets no table: their board is closed (4004)."""
        with speaking(connection.language):
            if not connection.sees():
                await self.shut_out(connection)
                return False
            for game_id in games:
                if rows.get(game_id) is None:  # deleted (a Solo game): its id may come back (SQLite)
                    connection.newest.pop(game_id, None)
                found = await self.board.table_for(rows.get(game_id), connection.actor)
                if found is not None:
                    connection.game_id = game_id
                    sent = await connection.send(self.named(found, connection.channel_id), unless_shown=True)
                    self._push_again_when_it_changes(connection, rows.get(game_id))
                    return _pushed(connection, sent)
            if connection.game_id in games:  # the game it shows is gone (a Solo game /forget-me deleted)
                connection.game_id = None
                if await self.send_table(connection):  # the channel's other game
                    return _pushed(connection, True)
                waiting = await connection.send(
                    {"t": "waiting", "reason": unmentioned(text("activity.no_game"))}
                )
                return _pushed(connection, waiting)
        return False

    async def shut_out(self, connection: Connection) -> None:
        """Close a board whose player lost sight of its channel, as one is refused at open (an
        `error` frame, then 4004), and forget it."""
        self.remove(connection)
        await connection.send({"t": "error", "reason": text("activity.not_here")})
        await connection.close(NOT_HERE, b"closed")
        log.info("board of %s closed: channel %s hidden from it", connection.player.id, connection.channel_id)

    async def table(self, connection: Connection) -> wire.Table | None:
        """The table this board's player may see, in their language (None: no game in the channel):
        the game it shows, else the channel's (the board follows it once it is sent: `send_table`)."""
        with speaking(connection.language):
            found = None
            if connection.game_id is not None:
                found = await self.board.table_of(connection.game_id, connection.actor)
            if found is None:
                found = await self.board.table(connection.channel_id, connection.actor)
        return self.named(found, connection.channel_id) if found is not None else None

    def named(self, table: wire.Table, channel_id: int) -> wire.Table:
        """The table with a name for every player the game stores by id alone (Spot keeps no names):
        the name a player signed in with on a board here, else the member's name in Discord's cache.
        A copy: tables may share their parts."""
        players = table.get("players", [])
        if all(p["name"] or not p.get("id") for p in players):
            return table
        signed_in = {c.player.id: c.player.name for c in self.channels.get(channel_id, ())}
        named: list[wire.Player] = []
        for p in players:
            user = p.get("id", "")
            if not p["name"] and user.isascii() and user.isdigit():  # not a forgotten player's token
                name = signed_in.get(int(user)) or self._names(channel_id, int(user))
                p = {**p, "name": name} if name else p
            named.append(p)
        return {**table, "players": named}

    async def send_table(self, connection: Connection) -> bool:
        """Send the board its table; True when it has one (False: no game, or the board is gone).
        Not when a push reached the board while this one was read: the push's table may be newer
        (read later), and a change after the push's read brings the board another push."""
        pushes = connection.pushes
        found = await self.table(connection)
        if found is None:
            return False
        if connection.pushes != pushes:
            return True
        connection.game_id = found.get("game", connection.game_id)
        sent = await connection.send(found)
        if sent and connection.game_id is not None and self.board.changes_by_itself(found["variant"]):
            self._push_again_when_it_changes(connection, await self.board.row(connection.game_id))
        return sent

    def _push_again_when_it_changes(self, connection: Connection, row: Game | None) -> None:
        """A table that changes by itself at a known time (a Spot lock-out's end: the board may claim
        again) is pushed again then, to the game's boards in this channel: nothing is stored at that
        moment, so no change would tell them. One wake per game and channel, the earliest."""
        changes_in = None if row is None else self.board.changes_in(row, connection.actor)
        if row is None or changes_in is None:
            return
        key = (connection.channel_id, row.id)
        loop = asyncio.get_running_loop()
        due = loop.time() + changes_in
        held = self._wakes.get(key)
        if held is not None:
            if held[0] <= due:
                return
            held[1].cancel()
        self._wakes[key] = (due, loop.call_at(due, self._woken, key))

    def _woken(self, key: tuple[int, int]) -> None:
        self._wakes.pop(key, None)
        channel_id, game_id = key
        self.changed(game_id, channel_id)

    async def close(self) -> None:
        """Stop pushing and close every board (1001: the bot is going away), all at once: a board
        that stopped reading is cut after SEND_TIMEOUT_S, and holds up no other."""
        tasks = [*self._pushing.values(), *self._sending.values(), *self._other]
        for task in tasks:
            task.cancel()
        for _, wake in self._wakes.values():
            wake.cancel()
        self._wakes.clear()
        await asyncio.gather(*tasks, return_exceptions=True)
        for waiting in (self._pushing, self._sending, self._next, self._again, self._other):
            waiting.clear()  # a task cancelled before it ran never reached its own `finally`
        boards = self.connections()
        await asyncio.gather(*(c.close(1001, b"the bot is stopping") for c in boards), return_exceptions=True)
        self.channels.clear()
