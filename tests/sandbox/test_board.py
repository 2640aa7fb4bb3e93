"""The board in the sandbox: on loopback beside the page, signed in through the local stand-in of
Discord's OAuth2 (no network): each member's link opens their own board, `/sumoku board` gives it."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import aiohttp

from bot.config import Config
from bot.sandbox.world import Sandbox, SandboxOptions, _banner
from bot.words.messages import text

from .conftest import needs_preview

pytestmark = needs_preview


async def test_each_member_opens_the_board_with_their_link():
    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox, aiohttp.ClientSession() as http:
        links = sandbox.board_links()
        assert set(links) == {"alice", "bob", "carol"}
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


async def test_every_turn_post_and_help_lead_to_the_board_in_the_sandbox():
    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox:
        you, channel = sandbox.members["alice"], sandbox.channel
        lobby = (await you.slash(channel, "sumoku new", computers=1)).response.message
        await you.click(lobby, label=text("button.start"))
        post = channel.last_message
        assert text("button.activity") in [c.label for row in post.components for c in row.children]
        answer = await you.click(post, label=text("button.activity"))
        link = f"{sandbox.board.url}/?channel={channel.id}&code="
        assert answer.ephemeral and link in answer.response.content
        asked = await you.slash(channel, "sumoku help")
        assert "</sumoku board:" in "\n".join(m.content for m in (asked.response, *asked.followups))
