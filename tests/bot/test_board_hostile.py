"""What a stranger can send the board without signing in is answered plainly: hostile paths are 4xx
with no traceback, every response says `nosniff`, the page may be framed by Discord alone (CSP
`frame-ancestors`), `/api/token` takes JSON only (a cross-site form post is refused), a client that
hangs up mid-request leaves nothing above INFO in the log, a hello naming another player's DM is
4004, and a binary first frame gets the `error` frame before its close."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator

import aiohttp
import pytest_asyncio

from bot.activity import BoardServer, start_board

from .board_helpers import board_settings, http, local_discord, write_front_end

__all__ = ["http", "local_discord"]  # fixtures


@pytest_asyncio.fixture
async def built_server(simcord_env, local_discord, tmp_path) -> AsyncIterator[BoardServer]:
    """The board with a built front end (its static routes answer)."""
    settings = board_settings(local_discord, web=write_front_end(tmp_path / "dist"))
    with simcord_env.time_context():
        server = await start_board(simcord_env.bot, settings)
    yield server
    await server.close()


def loud(caplog) -> list[logging.LogRecord]:  # type: ignore[no-untyped-def]
    return [r for r in caplog.records if r.levelno > logging.INFO or r.exc_info]


async def test_hostile_paths_are_4xx_and_every_response_says_nosniff(built_server, http, caplog):
    caplog.set_level(logging.DEBUG)
    base = built_server.url
    for path in ("/assets/x%00.js", "/assets/" + "a" * 300 + ".js", "/" + "b" * 300 + ".css"):
        async with http.get(base + path) as response:
            assert 400 <= response.status < 500, (path[:20], response.status)
            assert response.headers["X-Content-Type-Options"] == "nosniff"
    answers = []
    for method, path in (("GET", "/"), ("GET", "/api/config"), ("GET", "/api/nothing"), ("GET", "/x.js")):
        async with http.request(method, base + path) as response:
            answers.append((path, response.status, response.headers))
    async with http.post(f"{base}/api/token", json={"code": "not-a-code"}) as response:
        answers.append(("/api/token", response.status, response.headers))
    async with http.ws_connect(f"{base}/api/ws") as ws:
        answers.append(("/api/ws", 101, ws._response.headers))
    for path, _status, headers in answers:
        assert headers.get("X-Content-Type-Options") == "nosniff", path
    page = answers[0][2]["Content-Security-Policy"]
    ancestors = next(part for part in page.split(";") if "frame-ancestors" in part).split()[1:]
    assert ancestors and all(
        a.startswith("https://") and a.rstrip("/").endswith(("discord.com", "discordsays.com"))
        for a in ancestors
    ), page
    assert not loud(caplog), loud(caplog)


async def test_the_token_route_takes_json_only(built_server, http, local_discord):
    """A cross-site page may post a form (text/plain) without asking: refused (415), Discord not asked."""
    code = local_discord.code_for(4242, "alice")
    body = '{"code": "' + code + '"}'
    for kind in ("text/plain", "application/x-www-form-urlencoded"):
        async with http.post(
            f"{built_server.url}/api/token", data=body, headers={"Content-Type": kind}
        ) as response:
            assert response.status == 415, kind
            assert "application/json" in (await response.json())["error"]
    assert "POST /oauth2/token" not in local_discord.calls
    async with http.post(f"{built_server.url}/api/token", json={"code": code}) as response:
        assert response.status == 200


async def test_a_client_hanging_up_mid_request_logs_nothing_above_info(built_server, caplog):
    caplog.set_level(logging.DEBUG)
    reader, writer = await asyncio.open_connection("127.0.0.1", built_server.port)
    writer.write(
        b"POST /api/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b'Content-Length: 1000\r\n\r\n{"code": "abc'
    )
    await writer.drain()
    await asyncio.sleep(0.2)
    writer.close()
    await asyncio.sleep(0.5)  # the server sees the hang-up
    assert not loud(caplog), [(r.getMessage(), r.exc_info) for r in loud(caplog)]


async def test_a_hello_naming_another_players_dm_is_4004(simcord_env, built_server, http, local_discord):
    env = simcord_env
    alice, mallory = env.create_user("alice"), env.create_user("mallory")
    await alice.slash("solo start")  # alice's DM with the bot holds her Solo game
    token = local_discord.issue(mallory.id, "mallory", str(env.bot.application_id))
    async with http.ws_connect(f"{built_server.url}/api/ws") as ws:
        await ws.send_json(
            {"t": "hello", "token": token, "channel": str(alice.dm_channel.id), "instance": ""}
        )
        frame = await ws.receive_json(timeout=10)
        await ws.receive(timeout=10)
    assert frame["t"] == "error" and ws.close_code == 4004, (frame, ws.close_code)
    own = local_discord.issue(alice.id, "alice", str(env.bot.application_id))
    async with http.ws_connect(f"{built_server.url}/api/ws") as ws:  # alice's own: her board
        await ws.send_json({"t": "hello", "token": own, "channel": str(alice.dm_channel.id), "instance": ""})
        assert (await ws.receive_json(timeout=10))["t"] == "welcome"


async def test_a_binary_first_frame_gets_the_error_frame_before_its_close(built_server, http):
    async with http.ws_connect(f"{built_server.url}/api/ws") as ws:
        await ws.send_bytes(b'{"t": "hello"}')
        message = await ws.receive(timeout=10)
        assert message.type is aiohttp.WSMsgType.TEXT, message
        assert message.json()["t"] == "error"
        await ws.receive(timeout=10)
    assert ws.close_code == 4001
