"""One board's WebSocket (`/api/ws`): hello, then action frames in and tables out (web/PROTOCOL.md).

Every frame is checked for size and rate BEFORE it is parsed, per board and for all boards
together; a board that keeps on past its limits is closed. The hello is sign_in.py's; each frame
that passes is answered by answers.py, whose actions go through the bot's runner like a slash
command; the hub then pushes every open board of the game its own table.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from aiohttp import WSMsgType, web

from bot.storage.changes import BoardSlots
from bot.words.messages import text

from .access import ChannelAccess
from .answers import FrameAnswers
from .connection import Connection
from .frames import TOO_MANY, parse_frame, refused_frame
from .host import Host
from .hub import Hub
from .limits import MAX_FRAME_BYTES, BoardBudgets, FrameBudget, FrameGate
from .oauth import DiscordOAuth
from .sign_in import SignIn

log = logging.getLogger("sumoku.activity")

# bytes written before a send waits for the socket to take them (aiohttp's default, 256 KB, lets that
# much pile up behind a board that stopped reading before its send can time out): 0, every frame waits
# while the socket's buffer is over its mark, so such a board is found by its first frame that cannot
# leave and holds at most that buffer (64 KB) of tables.
WRITER_LIMIT = 0


class BoardSocket:
    """Serves `/api/ws` for one bot: sign-in, then one frame at a time per board."""

    def __init__(
        self,
        host: Host,
        hub: Hub,
        oauth: DiscordOAuth,
        address: Callable[[web.Request], str | None],
    ) -> None:
        self.host = host
        self.hub = hub
        self.oauth = oauth
        self.budgets: BoardBudgets = oauth.budgets
        self.access = ChannelAccess(host, self.budgets)
        self.address = address  # a request's client address (None: it has none of its own)
        self.sign_in = SignIn(host, hub, oauth, self.access)
        self.answers = FrameAnswers(host, hub, oauth, self.access)
        self.frames = FrameBudget()  # all boards' frames together (the chat's answers come first)

    @property
    def slots(self) -> BoardSlots | None:
        """A player's boards counted across processes (sharded; None: this process counts alone):
        sign-in takes a player's slot, the board's end gives it back."""
        return self.sign_in.slots

    @slots.setter
    def slots(self, slots: BoardSlots | None) -> None:
        self.sign_in.slots = slots

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        # aiohttp's own limit only stops a flood; the 4 KB rule is ours (a `refused` frame, not a drop)
        ws = web.WebSocketResponse(
            max_msg_size=16 * MAX_FRAME_BYTES, heartbeat=30.0, writer_limit=WRITER_LIMIT
        )
        await ws.prepare(request)
        gate = FrameGate()
        connection = await self.sign_in.hello(ws, gate, request.transport, self.address(request))
        if connection is None:
            return ws
        try:
            await self.serve(connection, gate)
        finally:
            self.hub.remove(connection)
            if self.slots is not None:
                await self.slots.give(connection.player.id, connection.slot)
            await ws.close()
        return ws

    async def serve(self, connection: Connection, gate: FrameGate) -> None:
        ws = connection.ws
        told = 0.0  # when the board was last told the bot is busy (once a second at most)
        async for message in ws:
            if message.type is not WSMsgType.TEXT:
                if message.type is WSMsgType.BINARY:
                    await connection.send(refused_frame(None, text("activity.not_understood")))
                continue
            verdict = gate.judge(len(message.data))
            if verdict == "close":
                await _flooded(connection)
                log.info("board of %s closed: too many frames", connection.player.id)
                return
            if verdict is not None:
                key = "activity.too_big" if verdict == "size" else "activity.too_fast"
                await connection.send(refused_frame(None, text(key, limit=MAX_FRAME_BYTES)))
                continue
            started = self.frames.admit()
            if started is None:  # all boards' budget is spent: dropped unparsed
                if gate.drop():
                    await _flooded(connection)
                    log.info(
                        "board of %s closed: too many frames while the bot is busy", connection.player.id
                    )
                    return
                if time.monotonic() - told >= 1.0:
                    told = time.monotonic()
                    await connection.send(refused_frame(None, text("activity.busy")))
                continue
            try:
                frame = parse_frame(message.data)
                if frame is None:
                    await connection.send(refused_frame(None, text("activity.not_understood")))
                    continue
                await self.answers.frame(connection, frame)
            finally:
                self.frames.done(started)  # its time is spent from all boards' budget


async def _flooded(connection: Connection) -> None:
    """Close a board that sends too many frames: it is read no more (what it still sends waits in its
    socket, not parsed at the bot's cost while its close is under way), told why, closed (4008)."""
    pause = getattr(connection.transport, "pause_reading", None)
    if pause is not None and not connection.transport.is_closing():  # type: ignore[union-attr]
        pause()
    await connection.send({"t": "error", "reason": text("activity.too_fast")})
    await connection.close(TOO_MANY, b"too many frames")
