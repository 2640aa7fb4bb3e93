"""The board in the sandbox: on loopback beside the page, signed in through the local stand-in of
Discord's OAuth2 (no network): each member's link opens their own board, `/sumoku board` gives it."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import aiohttp

from bot.config import Config
from bot.sandbox.world import Sandbox, SandboxOptions, _banner

from .conftest import needs_preview

pytestmark = needs_preview


async def test_each_member_opens_the_board_with_their_link():
    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox, aiohttp.ClientSession() as http:
        links = sandbox.board_links()
        assert set(links) == {"you", "bob", "carol"}
        assert all(link in _banner(sandbox) for link in links.values())
        base = sandbox.board.url
        assert base.startswith("http://127.0.0.1:")
        async with http.get(f"{base}/.proxy/api/config") as response:
            assert (await response.json())["local"] is True
        query = parse_qs(urlsplit(links["bob"]).query)
        assert query["channel"] == [str(sandbox.channel.id)]
        async with http.post(f"{base}/api/token", json={"code": query["code"][0]}) as response:
            token = (await response.json())["access_token"]
        async with http.ws_connect(f"{base}/api/ws") as ws:
            await ws.send_json({"t": "hello", "token": token, "channel": query["channel"][0], "instance": ""})
            welcome = await ws.receive_json(timeout=10)
            assert welcome["t"] == "welcome" and welcome["you"]["name"] == "bob"
            assert welcome["you"]["id"] == str(sandbox.members["bob"].id)

        answer = await sandbox.members["carol"].slash(sandbox.channel, "sumoku board")
        assert answer.ephemeral and f"{base}/?channel={sandbox.channel.id}&code=" in answer.response.content
    assert sandbox.bot.board is None  # closed with the sandbox
