"""The sandbox without a browser: its page answers, a scripted member plays, the bot's own posts
reach the page without anyone pressing refresh, and it closes without leaving anything open."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

import aiohttp

from bot.config import Config
from bot.words.messages import text

from .conftest import needs_preview, place_options

pytestmark = needs_preview


class PageReader:
    """Reads the page the way the browser does: the capability header, a page context, its state."""

    def __init__(self, http: aiohttp.ClientSession, url: str) -> None:
        self.http = http
        self.base, self.capability = url.split("/#")
        self.context = ""

    async def open(self) -> dict[str, Any]:
        headers = {"X-Simcord-Capability": self.capability}
        async with self.http.post(f"{self.base}/api/pages", json={}, headers=headers) as resp:
            assert resp.status == 200
            state = await resp.json()
        self.context = state["context"]["id"]
        return state

    async def state(self) -> dict[str, Any]:
        headers = {"X-Simcord-Capability": self.capability, "X-Simcord-Context": self.context}
        async with self.http.get(f"{self.base}/api/state", headers=headers) as resp:
            assert resp.status == 200
            return await resp.json()

    async def wait_for(
        self, check: Callable[[dict[str, Any]], bool], timeout: float = 20.0
    ) -> dict[str, Any]:
        """Poll like the page does (it never presses refresh) until the published state passes."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            state = await self.state()
            if check(state):
                return state
            assert asyncio.get_running_loop().time() < deadline, (
                f"page never showed it: {state['messageIndex']}"
            )
            await asyncio.sleep(0.25)


def bot_posts_after(state: dict[str, Any], message_id: int) -> list[dict[str, Any]]:
    """Public messages from the bot the page shows after this one."""
    return [
        m
        for m in state["messageIndex"]
        if int(m["id"]) > message_id and m["author"]["bot"] and not m["ephemeral"]
    ]


# The end of "A line of six! X plays again now (bonus turn)." (the sandbox speaks English).
BONUS = text("turn.bonus", player="\x00").split("\x00")[-1]


async def posted_after(channel: Any, message_id: int, seconds: float = 30.0) -> Any:
    """The channel's newest message once one follows `message_id` (None after `seconds`)."""
    for _ in range(int(seconds / 0.1)):
        if channel.last_message.id != message_id:
            return channel.last_message
        await asyncio.sleep(0.1)
    return None


def reply_to(result: Any) -> Any:
    return result.followups[0] if result.followups else result.response


async def test_a_member_plays_through_the_sandbox_and_it_closes_cleanly():
    from bot.sandbox.world import Sandbox, SandboxOptions

    threads_before = set(threading.enumerate())
    options = SandboxOptions(port=0, push_interval=0.2, settings=Config(spot_idle_s=2.0))
    async with Sandbox(options) as sandbox, aiohttp.ClientSession() as http:
        assert sandbox.url.startswith("http://127.0.0.1:")
        base = sandbox.url.split("/#")[0]
        async with http.get(f"{base}/") as resp:
            assert resp.status == 200 and resp.content_type == "text/html"
        async with http.post(f"{base}/api/pages", json={}) as resp:
            assert resp.status == 401, "without the address's key the page gives nothing"
        page = PageReader(http, sandbox.url)
        await page.open()
        you = sandbox.members["alice"]
        channel = sandbox.channel

        # A Spot race nobody plays ends on its timer; the page shows the end with no click at all.
        started = reply_to(await you.slash(channel, "spot start"))
        assert not started.flags.ephemeral
        await page.wait_for(lambda s: bot_posts_after(s, started.id))

        # A game against a computer player: the scripted member places the hint's best turn
        # (again while it earns bonus turns) until the computer answers.
        lobby = (await you.slash(channel, "sumoku new", computers=1)).response.message
        await you.click(lobby, label=text("button.start"))
        answer = None
        for _ in range(8):
            hint = await you.slash(channel, "hint")
            assert hint.ephemeral
            placed = await you.slash(channel, "place", **place_options(reply_to(hint).content))
            report = reply_to(placed)
            assert not placed.ephemeral, report.content
            assert report.attachments, "the turn report comes with the board picture"
            if BONUS in report.content:
                continue  # still our turn
            answer = await posted_after(channel, report.id)  # the computer thinks in real time here
            break
        assert answer is not None and answer.attachments, "the computer answers with the new board picture"

        # The page shows the computer's answer with its picture, though nobody refreshed it.
        state = await page.wait_for(lambda s: any(m["id"] == str(answer.id) for m in s["messageIndex"]))
        shown = next(m for m in state["messageIndex"] if m["id"] == str(answer.id))
        assert shown["attachments"]["kinds"] == ["image"] and not shown["ephemeral"]
        bot, database = sandbox.bot, sandbox.database
        assert database is not None and database.exists()

    # Closed: the database and its worker thread, the timers, every task, the temporary file.
    assert bot.db is None and bot.timers.armed == 0
    assert not database.exists() and not database.parent.exists()
    await asyncio.sleep(0)
    leftover = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    assert not leftover, leftover
    # (the event loop's own worker threads, asyncio_N, belong to the loop and end with it)
    new_threads = [
        t for t in threading.enumerate() if t not in threads_before and not t.name.startswith("asyncio_")
    ]
    assert not new_threads, new_threads
