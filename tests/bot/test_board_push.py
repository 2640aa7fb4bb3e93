"""How the hub pushes tables: a board that stopped reading holds up only itself (the other boards of
its channel get their tables while its send waits, and its own send timeout drops it), and a turn
reminder, which changes no table, sends no table."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
from typing import Any
from urllib.parse import urlsplit

import aiohttp

from bot.activity import BoardServer
from bot.activity.connection import SEND_TIMEOUT_S, Connection
from bot.activity.limits import MAX_FRAMES_PER_S

from .board_helpers import Board, board_server, http, local_discord, open_board, token_for
from .helpers import public_texts, stored_game
from .test_main_game import open_game

__all__ = ["board_server", "http", "local_discord"]  # fixtures


def masked_text_frame(data: str) -> bytes:
    """One WebSocket text frame as a browser sends it (masked, RFC 6455)."""
    payload, mask = data.encode(), os.urandom(4)
    size = len(payload)
    head = bytes([0x81]) + (
        bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + size.to_bytes(2, "big")
    )
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


async def stalled_board(base: str, token: str, channel_id: int) -> socket.socket:
    """A board that signs in, then never reads a byte (a frozen tab, a phone gone to sleep on a
    network that keeps the connection): a raw socket with a small receive buffer."""
    where = urlsplit(base)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
    sock.setblocking(False)
    loop = asyncio.get_running_loop()
    await loop.sock_connect(sock, (where.hostname, where.port))
    key = base64.b64encode(os.urandom(16)).decode()
    upgrade = (
        f"GET /api/ws HTTP/1.1\r\nHost: {where.netloc}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    hello = {"t": "hello", "token": token, "channel": str(channel_id), "instance": "", "locale": "en-US"}
    await loop.sock_sendall(sock, upgrade.encode() + masked_text_frame(json.dumps(hello)))
    return sock


async def condition(check: Any, timeout: float = 30.0) -> None:
    """Wait until `check()` holds (polling; `timeout` only bounds a test that went wrong)."""
    async with asyncio.timeout(timeout):
        while not check():
            await asyncio.sleep(0.02)


class SoloBoards:
    """alice's Solo game with two boards of hers in its channel: one that reads (`board`, edited
    through), one frozen (a raw socket that reads nothing, `frozen` its connection in the hub)."""

    def __init__(self, server: BoardServer, board: Board, table: dict[str, Any]) -> None:
        self.server, self.board, self.table = server, board, table
        self.seq = 0
        self.sock: socket.socket | None = None
        self.frozen: Connection

    @classmethod
    async def open(cls, env: Any, server: BoardServer, http: Any, fake: Any) -> SoloBoards:
        guild = env.create_guild()
        channel = guild.create_text_channel("solo")
        alice = guild.add_member(env.create_user("alice"))
        await alice.slash(channel, "solo start")
        board, _ = await open_board(http, server.url, fake, alice, channel)
        boards = cls(server, board, await board.next("table"))
        hub = server.hub
        (reading,) = hub.connections()
        token = await token_for(http, server.url, fake, alice)
        boards.sock = await stalled_board(server.url, token, channel.id)
        await condition(lambda: len(hub.connections()) == 2)
        (boards.frozen,) = (c for c in hub.connections() if c is not reading)
        await condition(lambda: boards.frozen.sent_bytes > 0)  # its first table went out (to its buffers)
        # the frozen board's network: small buffers on the bot's side too, so a few tables fill them
        transport = boards.transport
        transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1024)
        transport.set_write_buffer_limits(high=1)
        return boards

    @property
    def transport(self) -> asyncio.WriteTransport:
        transport = self.frozen.transport
        assert isinstance(transport, asyncio.WriteTransport)
        return transport

    def stuck(self) -> bool:
        """The frozen board's socket takes nothing more: its buffer is over its mark, so a send waits."""
        return self.transport.get_write_buffer_size() > self.transport.get_write_buffer_limits()[1]

    async def edit(self) -> dict[str, Any]:
        """A grid edit on the reading board (a tile placed, or moved back): its next table."""
        self.seq += 1
        table = self.table
        tiles = {t["cell"]: t["tile"] for t in table["board"]["tiles"]}
        cells = sorted(table["next"]["*"])
        if tiles:
            ((cell, _),) = tiles.items()
            change = {"move": [cell, cells[0] if cells[0] != cell else cells[1]]}
        else:
            change = {"place": [table["rack"][0], cells[0]]}
        frame = {"t": "grid", "seq": self.seq, "game": table["game"], "version": table["version"]}
        await self.board.send(frame | {"edit": change})
        answer = await self.board.next()
        assert answer.get("seq") == self.seq, answer
        self.table = await self.board.next("table")
        return self.table

    async def freeze(self) -> None:
        """Edit until the frozen board's buffers are full: from then on each of its sends waits."""
        for n in range(1, 40):
            if self.stuck():
                return
            await self.edit()
            if n % (MAX_FRAMES_PER_S // 2) == 0:
                await asyncio.sleep(1.0)  # under the board's frame rate (no assertion waits on this)
        assert self.stuck(), "the frozen board's buffers never filled"

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()


async def test_a_board_that_stopped_reading_holds_up_only_itself(
    simcord_env, board_server: BoardServer, http, local_discord
):
    boards = await SoloBoards.open(simcord_env, board_server, http, local_discord)
    hub = board_server.hub
    try:
        await boards.freeze()
        # from now on every table for the frozen board waits (SEND_TIMEOUT_S, then it is dropped):
        # the reading board's tables must not wait behind it
        for _ in range(2):  # (the sequential hub failed at the first)
            await boards.edit()
            assert not boards.transport.is_closing(), (
                f"the reading board waited {SEND_TIMEOUT_S} s on the frozen one"
            )
        # its own send's timeout drops it
        await condition(lambda: boards.frozen not in hub.connections(), timeout=6 * SEND_TIMEOUT_S)
        assert boards.transport.is_closing()
        after = await boards.edit()  # the channel goes on without it
        assert after["version"] > 0 and len(hub.connections()) == 1
    finally:
        boards.close()
    await boards.board.ws.close()


async def test_closing_the_bot_does_not_wait_on_a_board_that_stopped_reading(
    simcord_env, board_server: BoardServer, http, local_discord
):
    """The bot stopping closes every board (1001): a frozen board's close cannot be sent, and must
    not hold up the others' nor the bot's stop (its socket is cut instead)."""
    boards = await SoloBoards.open(simcord_env, board_server, http, local_discord)
    try:
        await boards.freeze()
        # a table waits on the frozen board as the bot stops (what load made likely, now always so):
        # cutting that send short once left its socket half-closed, its handler holding the port's
        # closing up until the heartbeat noticed, a minute and more
        await boards.edit()
        await asyncio.wait_for(board_server.close(), 6 * SEND_TIMEOUT_S)  # bounds a hang, no timing
        closing = await boards.board.ws.receive(timeout=10)
        assert closing.type is aiohttp.WSMsgType.CLOSE and closing.data == 1001
        assert boards.transport.is_closing()
    finally:
        boards.close()


async def test_a_turn_reminder_sends_no_table(simcord_env, board_server: BoardServer, http, local_discord):
    """A reminder posts in the channel but changes no table: the boards get nothing from it, and
    the next table they get is the next move's."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, alice, channel, turn_limit=1)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    shown = await board.next("table")
    assert shown["version"] == row.version and "clock" in shown

    await env.advance_time(31)
    assert "half your turn time" in channel.last_message.content  # the reminder, told to the hub
    await board_server.hub.pushed()
    mover = alice if str(alice.id) == game.current_seat.id else bob
    await mover.slash(channel, "pass")
    after, _ = await stored_game(env, channel)
    assert after.version > row.version
    frame = await board.next()
    assert frame["t"] == "table" and frame["version"] == after.version, (frame["t"], frame.get("version"))
    assert [f["t"] for f in board.frames].count("table") == 2
    assert any("half your turn time" in t for t in public_texts(channel))
    await board.ws.close()


async def test_a_push_whose_read_failed_once_still_reaches_the_boards(
    simcord_env, board_server: BoardServer, http, local_discord, monkeypatch
):
    """The database fails the push's read once (a lost connection that the next try finds again): the
    board still gets the new table, not only at the next change."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, alice, channel)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    assert (await board.next("table"))["version"] == row.version

    sessions = board_server.hub.board
    read = sessions.row
    failures = [ConnectionResetError("the database connection was lost")]

    async def failing_once(game_id: int):  # type: ignore[no-untyped-def]
        if failures:
            raise failures.pop()
        return await read(game_id)

    monkeypatch.setattr(sessions, "row", failing_once)
    mover = alice if str(alice.id) == game.current_seat.id else bob
    await mover.slash(channel, "pass")
    after, _ = await stored_game(env, channel)
    frame = await board.next("table")
    assert frame["version"] == after.version > row.version and not failures
    await board.ws.close()
