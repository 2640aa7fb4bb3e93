"""One open board: its socket, its player, the channel it shows, and the one rule every table
sent to it keeps, whoever sends it (the hub's pushes, a table sent at open or after a refusal).

A board is never sent a table of a game that is older, by the game's stored order (`status`, then
`revision`: neither ever goes back), than the last one of that game it was sent; nor a table equal
to the one it shows already (`send(unless_shown=True)`: a turn reminder changes no table). A send
or a close frame a board has not taken in SEND_TIMEOUT_S drops it: a board that stopped reading
holds up nothing else.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

from bot.present import board_wire as wire
from bot.sessions import Actor

from .oauth import Player

log = logging.getLogger("sumoku.activity")
SEND_TIMEOUT_S = 5.0  # a frame a board has not taken in this long: the board is dropped
# a game's statuses, in the order it goes
STATUS_ORDER: dict[wire.Status, int] = {"lobby": 0, "running": 1, "finished": 2}


@dataclass(eq=False)
class Connection:
    """One open board: its socket, its player, the channel it shows and the language it reads."""

    ws: web.WebSocketResponse
    player: Player
    channel_id: int
    language: str
    token: str = field(default="", repr=False)  # its OAuth2 token: asked again once its check is old
    game_id: int | None = None  # the game it shows (the last one that changed in its channel)
    sent_bytes: int = 0
    transport: asyncio.BaseTransport | None = None  # its socket's (None: not known, nothing to cut)
    sees: Callable[[], bool] = lambda: True  # the player may still see the channel (from the cache)
    seen_at: float = field(default_factory=time.monotonic)  # when `sees` was last given (ChannelAccess)
    shown: wire.Table | None = None  # the last table sent: an equal one is not sent again
    newest: dict[int, tuple[int, int]] = field(default_factory=dict)  # game -> its newest table sent
    slot: int | None = None  # the player's slot it holds across processes (bot/storage/changes.py)
    pushes: int = 0  # the frames the hub's pushes sent it (a direct table read before one is dropped)
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def actor(self) -> Actor:
        return Actor(self.player.id, self.player.name)

    def drop(self) -> None:
        """Cut the connection (its socket's abort), as a network loss would."""
        if isinstance(self.transport, asyncio.Transport):
            self.transport.abort()

    async def close(self, code: int, message: bytes) -> None:
        """Close the socket with `code`; one whose close frame is not taken within SEND_TIMEOUT_S
        (a board that stopped reading: aiohttp would wait for it for good) is cut instead."""
        try:
            await asyncio.wait_for(self.ws.close(code=code, message=message), SEND_TIMEOUT_S)
        except TimeoutError:
            log.info("board of %s cut: it took no close frame", self.player.id)
            self.drop()
            return
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise  # this close was called off: not ours to swallow
            # aiohttp gave the close up itself: a send to this board was cut short (the bot stopping
            # while a table waited on a board that stopped reading), leaving its socket half-closed
            log.info("board of %s cut: its close was given up", self.player.id)
            self.drop()
            return
        if self.ws.exception() is not None or self._unsent():
            # the close frame could not be written, or still waits to be: aiohttp then leaves the socket
            # half-closed, and the board's handler waiting on it until the heartbeat notices (a minute
            # and more), holding up the port's closing
            log.info("board of %s cut: its close frame could not be sent", self.player.id)
            self.drop()

    def _unsent(self) -> bool:
        """Bytes are still waiting in the socket's buffers (the board took nothing more)."""
        transport = self.transport
        return isinstance(transport, asyncio.WriteTransport) and transport.get_write_buffer_size() > 0

    async def send(self, frame: wire.ServerFrame, *, unless_shown: bool = False) -> bool:
        """Send one frame; False when the board is gone (nothing raised). `unless_shown`: a table
        equal to the one the board shows already is not sent (True: the board has it); a table older
        than one of its game sent already never is (True: the board has a newer one)."""
        async with self._lock:
            if self.ws.closed:
                return False
            table = frame if frame["t"] == "table" else None
            if table is not None:
                if unless_shown and _same_table(table, self.shown):
                    return True
                if _order(table) < self.newest.get(table["game"], _order(table)):
                    return True
            data = json.dumps(frame, separators=(",", ":"), ensure_ascii=False)  # only what is sent
            try:
                await asyncio.wait_for(self.ws.send_str(data), SEND_TIMEOUT_S)
            except TimeoutError:  # a board that reads nothing must not hold up its channel's pushes
                log.info("board of %s closed: it stopped reading", self.player.id)
                self.drop()
                return False
            except (ConnectionError, RuntimeError):
                return False
            if table is not None:
                self.shown = table
                self.newest[table["game"]] = _order(table)
        self.sent_bytes += len(data.encode())
        return True


def _order(table: wire.Table) -> tuple[int, int]:
    """Where a table stands in its game's life: its status, then its stored revision (the game row's
    version: a lobby's stays 0, a game may end without a move). Neither goes back, so a lower one is
    an older table. Not the table's `version`: a Speed racer's is their team grid's, which a new round
    starts again from 0, and Spot's is the set on show."""
    return STATUS_ORDER[table["status"]], table["revision"]


def _same_table(table: wire.Table, shown: wire.Table | None) -> bool:
    """The same table but for the bot's time sent with a clock (`clock.now_ms`, new every time)."""
    if shown is None:
        return False
    return _timeless(table) == _timeless(shown)


def _timeless(table: wire.Table) -> wire.Table:
    if "clock" not in table or "now_ms" not in table["clock"]:
        return table
    return {**table, "clock": {"deadline_ms": table["clock"]["deadline_ms"]}}
