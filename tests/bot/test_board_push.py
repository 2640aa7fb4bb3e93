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

from bot.activity import BoardServer
from bot.activity.hub import SEND_TIMEOUT_S, Connection
from bot.activity.socket import MAX_FRAMES_PER_S

from .board_helpers import board_server, http, local_discord, open_board, token_for
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


def stuck(connection: Connection) -> bool:
    """The board's socket takes nothing more: its buffer is over its mark, so a send waits."""
    transport = connection.transport
    assert transport is not None and hasattr(transport, "get_write_buffer_size")
    return transport.get_write_buffer_size() > transport.get_write_buffer_limits()[1]


async def test_a_board_that_stopped_reading_holds_up_only_itself(
    simcord_env, board_server: BoardServer, http, local_discord
):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("solo")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "solo start")
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    table = await board.next("table")
    hub = board_server.hub
    (reading,) = hub.connections()
    token = await token_for(http, board_server.url, local_discord, alice)
    sock = await stalled_board(board_server.url, token, channel.id)
    try:
        await condition(lambda: len(hub.connections()) == 2)
        (frozen,) = (c for c in hub.connections() if c is not reading)
        await condition(lambda: frozen.sent_bytes > 0)  # its first table went out (to its buffers)
        # the frozen board's network: small buffers on the bot's side too, so a few tables fill them
        transport = frozen.transport
        assert isinstance(transport, asyncio.WriteTransport)
        transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1024)
        transport.set_write_buffer_limits(high=1)

        seq = 0

        async def edit() -> dict[str, Any]:
            """A grid edit on the reading board (a tile placed, or moved back): its next table."""
            nonlocal seq, table
            seq += 1
            tiles = {t["cell"]: t["tile"] for t in table["board"]["tiles"]}
            cells = sorted(table["next"]["*"])
            if tiles:
                ((cell, _),) = tiles.items()
                change = {"move": [cell, cells[0] if cells[0] != cell else cells[1]]}
            else:
                change = {"place": [table["rack"][0], cells[0]]}
            await board.send(
                {"t": "grid", "seq": seq, "game": table["game"], "version": table["version"], "edit": change}
            )
            answer = await board.next()
            assert answer.get("seq") == seq, answer
            table = await board.next("table")
            return table

        for n in range(1, 40):
            if stuck(frozen):
                break
            await edit()
            if n % (MAX_FRAMES_PER_S // 2) == 0:
                await asyncio.sleep(1.0)  # under the board's frame rate (no assertion waits on this)
        assert stuck(frozen), "the frozen board's buffers never filled"
        # from now on every table for the frozen board waits (SEND_TIMEOUT_S, then it is dropped):
        # the reading board's tables must not wait behind it
        for _ in range(2):  # (the sequential hub failed at the first)
            await edit()
            assert not transport.is_closing(), (
                f"the reading board waited {SEND_TIMEOUT_S} s on the frozen one"
            )
        await condition(
            lambda: frozen not in hub.connections(), timeout=6 * SEND_TIMEOUT_S
        )  # its own timeout
        assert transport.is_closing()
        after = await edit()  # the channel goes on without it
        assert after["version"] > 0 and len(hub.connections()) == 1
    finally:
        sock.close()
    await board.ws.close()


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
