"""Slow clients are cut: a connection that never finishes its request's headers is closed after the
headers timeout (each held a file descriptor for good), and a body sent too slowly to `/api/token`
is answered 408 and its connection closed. The timeouts are set short here; the bot's are 10 s."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator

import pytest_asyncio

from bot.activity import BoardServer

from .board_helpers import board_settings, local_discord

__all__ = ["local_discord"]  # fixtures


@pytest_asyncio.fixture
async def impatient_server(simcord_env, local_discord) -> AsyncIterator[BoardServer]:
    with simcord_env.time_context():
        server = BoardServer(simcord_env.bot, board_settings(local_discord))
        server.headers_timeout = server.routes.body_timeout = 0.5
        await server.start()
    yield server
    await server.close()


async def test_connections_that_never_finish_their_headers_are_closed(impatient_server, caplog):
    caplog.set_level(logging.INFO)
    connections = [await asyncio.open_connection("127.0.0.1", impatient_server.port) for _ in range(50)]
    for _, writer in connections:
        writer.write(b"GET / HTTP/1.1\r\nHost: board\r\nX-Slow: ")  # and never the rest
        await writer.drain()
    ends = await asyncio.wait_for(asyncio.gather(*(reader.read() for reader, _ in connections)), 30)
    assert ends == [b""] * 50  # each closed by the board, with nothing said
    for _, writer in connections:
        writer.close()
    assert not [r for r in caplog.records if r.levelno > logging.INFO or r.exc_info]


async def test_a_slow_body_on_the_token_route_is_cut(impatient_server, local_discord):
    reader, writer = await asyncio.open_connection("127.0.0.1", impatient_server.port)
    writer.write(
        b"POST /api/token HTTP/1.1\r\nHost: board\r\nContent-Type: application/json\r\n"
        b'Content-Length: 200\r\n\r\n{"code": '
    )
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(), 30)  # the answer, then the close
    assert answer.startswith(b"HTTP/1.1 408"), answer[:80]
    assert b"took too long" in answer
    assert "POST /oauth2/token" not in local_discord.calls
    writer.close()
