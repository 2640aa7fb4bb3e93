"""The sandbox page counts a relative time (`<t:…:R>`, a Speed round's end) from the bot's clock at
every publish: a page published by a click once counted from the last timed push, minutes old, so a
5-minute round read "ends in 10 minutes" after a while in the lobby."""

from __future__ import annotations

from datetime import datetime

import aiohttp

from bot.config import Config

from .conftest import needs_preview
from .test_sandbox import PageReader

pytestmark = needs_preview


async def test_a_page_published_without_a_timed_push_reads_times_from_the_bots_now():
    from bot.sandbox.world import Sandbox, SandboxOptions

    options = SandboxOptions(port=0, push_interval=60.0, settings=Config())  # no push during the test
    async with Sandbox(options) as sandbox, aiohttp.ClientSession() as http:
        page = PageReader(http, sandbox.url)
        opened = await page.open()
        await sandbox.env.advance_time(300)  # five minutes in the lobby, nothing posted meanwhile
        sandbox.preview._publish_message_pages(reason="navigation")  # what a click's own publish does
        shown = datetime.fromisoformat((await page.state())["profile"]["presentationTime"])
        now = datetime.fromisoformat(sandbox.env.backend.now_iso())
        before = datetime.fromisoformat(opened["profile"]["presentationTime"])
        assert (now - before).total_seconds() >= 300
        assert abs((now - shown).total_seconds()) < 1, (shown, now)
