"""Shared steps for the board's tests: the local stand-in of Discord's OAuth2, a bot with the board on,
and a board opened the way the front end opens one (code → /api/token → WebSocket hello)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import aiohttp
import pytest_asyncio

from bot.activity import BoardServer, start_board
from bot.activity.local_discord import LocalDiscord
from bot.config import ActivitySettings
from tests.wire_schema import assert_wire

SECRET = "client-secret-never-shown-0123456789"


@pytest_asyncio.fixture
async def local_discord() -> AsyncIterator[LocalDiscord]:
    fake = LocalDiscord(SECRET)
    await fake.start()
    yield fake
    await fake.close()


def board_settings(fake: LocalDiscord, **fields: Any) -> ActivitySettings:
    return ActivitySettings(port=0, client_secret=SECRET, discord_api=fake.url, local=True, **fields)


@pytest_asyncio.fixture
async def board_server(simcord_env: Any, local_discord: LocalDiscord) -> AsyncIterator[BoardServer]:
    """The board started by the test for the bot under SimCord (as the sandbox starts it): its
    sockets' waits are then the test's, not work SimCord's settle would wait for."""
    with simcord_env.time_context():  # its sockets' tasks read SimCord's clock, as the bot's do
        server = await start_board(simcord_env.bot, board_settings(local_discord))
    yield server
    await server.close()


@pytest_asyncio.fixture
async def proxied_server(simcord_env: Any, local_discord: LocalDiscord) -> AsyncIterator[BoardServer]:
    """The board as a bot serves it behind one reverse proxy (SUMOKU_ACTIVITY_PROXIES=1): the
    client's address is the proxy's X-Forwarded-For, and no sandbox's shortcuts apply."""
    with simcord_env.time_context():
        server = await start_board(
            simcord_env.bot, replace(board_settings(local_discord, proxies=1), local=False)
        )
    yield server
    await server.close()


@pytest_asyncio.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


class Board:
    """One open board as a browser holds it: every frame it received, in order.

    Its socket is read when the test asks for a frame; `always_read`: all the time, by a task of its
    own, as a browser's is (the socket answers the server's pings only when read, and the server cuts
    a board whose pings go unanswered 45 s: a test that leaves a board unread that long needs it)."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, *, always_read: bool = False) -> None:
        self.ws = ws
        self.frames: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self._read: asyncio.Queue[aiohttp.WSMessage] | None = None
        self._reader: asyncio.Task[None] | None = None
        if always_read:
            self._read = asyncio.Queue()
            self._reader = asyncio.create_task(self._read_all(self._read))

    async def _read_all(self, into: asyncio.Queue[aiohttp.WSMessage]) -> None:
        while True:
            message = await self.ws.receive()
            into.put_nowait(message)
            if message.type is not aiohttp.WSMsgType.TEXT:
                return

    async def _receive(self) -> aiohttp.WSMessage:
        return await (self.ws.receive() if self._read is None else self._read.get())

    async def send(self, frame: dict[str, Any]) -> None:
        await self.ws.send_str(json.dumps(frame))

    async def next(self, kind: str | None = None, timeout: float = 10.0) -> dict[str, Any]:
        """The next frame (of `kind`, skipping others)."""
        while True:
            message = await asyncio.wait_for(self._receive(), timeout)
            if message.type is not aiohttp.WSMsgType.TEXT:
                raise AssertionError(f"the board was closed: {message.type} {self.ws.close_code}")
            self.raw.append(message.data)
            frame = json.loads(message.data)
            assert_wire(frame)  # every frame a test meets is one the schema allows
            self.frames.append(frame)
            if kind is None or frame["t"] == kind:
                return frame

    async def quiet(self, seconds: float = 0.3) -> list[dict[str, Any]]:
        """Whatever arrives within `seconds`."""
        got = []
        try:
            while True:
                got.append(await self.next(timeout=seconds))
        except TimeoutError:
            return got


async def token_for(http: aiohttp.ClientSession, base: str, fake: LocalDiscord, member: Any) -> str:
    code = fake.code_for(member.id, member.name)
    async with http.post(f"{base}/api/token", json={"code": code}) as response:
        assert response.status == 200, await response.text()
        return (await response.json())["access_token"]


async def open_board(
    http: aiohttp.ClientSession,
    base: str,
    fake: LocalDiscord,
    member: Any,
    channel: Any,
    locale: str = "en-US",
    within: float = 10.0,
    always_read: bool = False,
) -> tuple[Board, dict[str, Any]]:
    """A board signed in as `member` on `channel` at `base` (the server's url); returns it and its
    `welcome` (waited for `within` seconds at most). `always_read`: see Board."""
    token = await token_for(http, base, fake, member)
    ws = await http.ws_connect(f"{base}/api/ws")
    board = Board(ws, always_read=always_read)
    await board.send(
        {"t": "hello", "token": token, "channel": str(channel.id), "instance": "", "locale": locale}
    )
    welcome = await board.next(timeout=within)
    assert welcome["t"] == "welcome", welcome
    return board, welcome


def write_front_end(root: Path) -> Path:
    """A built front end's shape (index.html and a hashed asset), for the static routes."""
    (root / "assets").mkdir(parents=True, exist_ok=True)
    (root / "index.html").write_text("<!doctype html><title>Sumoku board</title><div id=app></div>")
    (root / "assets" / "index-3f2a1b.js").write_text("console.log('board')")
    return root
