"""A press made on the page while the bot posted on its own (so the page is a push behind) is taken, as
Discord takes it: SimCord refused it as "The published preview revision is stale", which the page's
inspector counted; the person had to press again."""

from __future__ import annotations

import asyncio

import aiohttp

from bot.config import Config

from .conftest import needs_preview
from .test_sandbox import PageReader

pytestmark = needs_preview


async def test_a_message_sent_from_a_page_a_push_behind_is_taken():
    from bot.sandbox.world import Sandbox, SandboxOptions

    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox, aiohttp.ClientSession() as http:
        page = PageReader(http, sandbox.url)
        seen = await page.open()
        # Meanwhile the bot answers someone else: the sandbox pushes a new revision of the page.
        await sandbox.members["bob"].slash(sandbox.channel, "sumoku new")
        await page.wait_for(lambda state: state["publishedRevision"] > seen["publishedRevision"])
        send = {
            "protocol_version": 3,
            "kind": "send_message",
            "content": "hello from an older page",
            "sequence": 1,
            "request_id": "send-1",
            "generation": seen["context"]["generation"],
            "bot_generation": seen["botGeneration"],
            "published_revision": seen["publishedRevision"],
        }
        headers = {"X-Simcord-Capability": page.capability, "X-Simcord-Context": page.context}
        async with http.post(f"{page.base}/api/action", json=send, headers=headers) as resp:
            answer = await resp.json()
        assert not answer.get("rejected"), answer
        for _ in range(100):
            if sandbox.channel.last_message.content == "hello from an older page":
                break
            await asyncio.sleep(0.05)
        assert sandbox.channel.last_message.content == "hello from an older page"
