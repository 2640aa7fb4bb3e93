"""The sandbox's small server without a browser: the Channel picker's one request moves the page
to another channel or to the viewer's DMs with the bot, only with the address's key."""

from __future__ import annotations

import aiohttp

from bot.config import Config

from .conftest import needs_preview
from .test_sandbox import PageReader, reply_to

pytestmark = needs_preview


async def test_the_page_moves_between_channels_and_dms(tmp_path):
    from bot.sandbox.channels import HEADER
    from bot.sandbox.world import CHANNELS, Sandbox, SandboxOptions

    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox, aiohttp.ClientSession() as http:
        page = PageReader(http, sandbox.url)
        state = await page.open()
        assert state["channelId"] == str(sandbox.channels["sumoku"].id)
        assert tuple(sandbox.channels) == CHANNELS

        async def pick(channel: str, viewer: int, key: str = page.capability) -> int:
            headers = {"X-Simcord-Capability": key, HEADER: "channel"}
            body = {"channel": channel, "viewer_id": str(viewer)}
            async with http.post(f"{page.base}/api/action", json=body, headers=headers) as resp:
                return resp.status

        you, bob = sandbox.members["alice"], sandbox.members["bob"]
        assert await pick("spot", you.id, key="wrong") == 401
        assert await pick("nowhere", you.id) == 400

        assert await pick("spot", you.id) == 200
        started = reply_to(await you.slash(sandbox.channels["spot"], "spot start"))
        state = await page.wait_for(lambda s: any(m["id"] == str(started.id) for m in s["messageIndex"]))
        assert state["channelId"] == str(sandbox.channels["spot"].id)

        # bob's DMs with the bot: Solo there, seen as bob.
        assert await pick("dm", bob.id) == 200
        dm = sandbox.users["bob"].dm_channel
        solo = reply_to(await sandbox.users["bob"].slash("solo start"))
        assert "Stage 1" in solo.content
        state = await page.wait_for(lambda s: s["channelId"] == str(dm.id) and s["messageIndex"])
        assert state["viewerId"] == str(bob.id)

        assert await pick("sumoku", bob.id) == 200
        state = await page.state()
        assert state["channelId"] == str(sandbox.channels["sumoku"].id) and state["viewerId"] == str(bob.id)
