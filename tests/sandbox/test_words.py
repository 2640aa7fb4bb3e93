"""The sandbox's sentences read as a newcomer expects: its first member has a name (not "you", which
made "you has not finished a game yet", "Last games of you", "▶ you (you)"), and the dates agree: the
page, the daily puzzle and /sumoku history all say today (the page said 2026-01-01 beside the
history's real date)."""

from __future__ import annotations

import datetime

from bot.config import Config
from bot.words.messages import text

from .conftest import needs_preview
from .test_sandbox import reply_to

pytestmark = needs_preview


async def test_the_first_member_has_a_name_and_every_date_is_today():
    from bot.sandbox import parser
    from bot.sandbox.world import Sandbox, SandboxOptions

    assert parser().parse_args([]).players == SandboxOptions().players == ("alice", "bob", "carol")
    options = SandboxOptions(port=0, push_interval=0.2, settings=Config())
    async with Sandbox(options) as sandbox:
        alice, channel = sandbox.members["alice"], sandbox.channel
        none_yet = reply_to(await alice.slash(channel, "sumoku history")).content
        assert none_yet.startswith("alice has not finished")

        lobby = (await alice.slash(channel, "sumoku new", computers=1)).response.message
        await alice.click(lobby, label=text("button.start"))
        await alice.slash(channel, "sumoku resign")
        history = reply_to(await alice.slash(channel, "sumoku history")).content
        today = datetime.datetime.now(datetime.UTC).date()
        assert sandbox.env.now().date() == today  # the page's clock, and the bot's
        assert text("history.title", name="alice") in history
        assert today.isoformat() in history, history
