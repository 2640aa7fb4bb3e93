"""The request budget's own rules, on a real event loop and the real clock (short windows): what
Discord's headers teach it, the order of waiting requests, and the slow-down near the
invalid-request limit. The SimCord tests (test_request_budget.py) show the same from Discord's side."""

from __future__ import annotations

import asyncio
import logging
import time
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
import pytest
from multidict import CIMultiDict

from bot.app.budget import CLOSED_FOR_S, MESSAGE_LIMIT, SLOW_DOWN_AT, SLOW_FACTOR, RequestBudget
from bot.app.request_window import WINDOW_EVENT, Priority, Window
from bot.app.status_edits import StatusEdits

URL = "https://discord.com/api/v10/channels/42/messages"


def test_discords_headers_replace_the_default_and_a_spent_bucket_waits_its_reset() -> None:
    budget = RequestBudget()
    assert budget.delay(42, Priority.POST) == 0
    headers = CIMultiDict(
        {"X-RateLimit-Limit": "3", "X-RateLimit-Remaining": "2", "X-RateLimit-Reset-After": "4"}
    )
    budget.headers("POST", URL, 200, headers)
    window = budget._channels[42]
    assert (window.limit, window.per) == (3, 4.0) != (MESSAGE_LIMIT, 5.0)
    spent = CIMultiDict(
        {"X-RateLimit-Limit": "3", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset-After": "2.5"}
    )
    budget.headers("PATCH", f"{URL}/7", 200, spent)
    assert 2.0 < budget.delay(42, Priority.POST) <= 2.5
    assert budget.delay(43, Priority.POST) == 0  # another channel's bucket is its own


def test_a_429_blocks_its_bucket_and_counts_as_invalid_unless_shared() -> None:
    budget = RequestBudget()
    budget.headers("POST", URL, 429, CIMultiDict({"Retry-After": "3", "X-RateLimit-Scope": "shared"}))
    assert budget.counts().invalid_recent == 0 and budget.counts().rate_limited == 1
    assert 2.5 < budget.delay(42, Priority.POST) <= 3
    budget.headers("POST", URL, 429, CIMultiDict({"Retry-After": "1", "X-RateLimit-Scope": "user"}))
    assert budget.counts().invalid_recent == 1


async def test_a_post_arriving_behind_a_waiting_status_edit_goes_first() -> None:
    window = Window(1, 0.3, time.monotonic, reserve=0)
    order: list[str] = []

    async def take(name: str, priority: Priority) -> None:
        await window.acquire(priority)
        order.append(name)

    await take("first post", Priority.POST)
    status = asyncio.create_task(take("status", Priority.STATUS))
    await asyncio.sleep(0.05)  # the status edit is waiting for the window
    post = asyncio.create_task(take("post", Priority.POST))
    await asyncio.gather(status, post)
    assert order == ["first post", "post", "status"]


async def test_status_edits_leave_a_slot_of_each_window_to_posts() -> None:
    window = Window(2, 5.0, time.monotonic, reserve=1)
    await window.acquire(Priority.STATUS)
    assert window.delay(time.monotonic(), Priority.STATUS) > 4  # the last slot is a post's
    assert window.delay(time.monotonic(), Priority.POST) == 0


def test_nearing_the_invalid_limit_slows_down_with_one_warning(caplog: pytest.LogCaptureFixture) -> None:
    budget = RequestBudget(20.0)
    refused = CIMultiDict({"Retry-After": "0"})
    with caplog.at_level(logging.WARNING, logger="sumoku.requests"):
        for _ in range(SLOW_DOWN_AT + 100):
            budget.headers("GET", "https://discord.com/api/v10/users/@me", 429, refused)
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "slowing to 5.0 requests/s" in warnings[0].getMessage()
    assert budget.current_rate == 20.0 / SLOW_FACTOR
    assert budget.counts().invalid_recent == SLOW_DOWN_AT + 100


async def test_the_headers_of_a_real_http_answer_reach_the_budget() -> None:
    """Through aiohttp's trace hooks, as discord.py's session calls them (`Client(http_trace=...)`):
    a local server answers like Discord, with a spent message bucket."""
    from aiohttp import ClientSession, web

    async def answer(_request: web.Request) -> web.Response:
        return web.json_response(
            {"id": "1"},
            headers={
                "X-RateLimit-Limit": "5",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset-After": "1.5",
            },
        )

    app = web.Application()
    app.router.add_post("/api/v10/channels/42/messages", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    budget = RequestBudget()
    try:
        url = f"http://127.0.0.1:{port}/api/v10/channels/42/messages"
        async with ClientSession(trace_configs=[budget.trace()]) as session, session.post(url) as response:
            assert response.status == 200
    finally:
        await runner.cleanup()
    assert 1.0 < budget.delay(42, Priority.POST) <= 1.5  # the bucket is spent until Discord's reset


async def test_the_process_share_of_the_global_limit_spaces_a_burst() -> None:
    """25 posts to 25 channels at once with a share of 20 per second: 20 go, the rest a second later."""
    from discord.http import Route

    budget = RequestBudget(20.0)
    started = time.monotonic()
    sent: list[float] = []

    async def send(route: Route, **_kwargs: object) -> None:
        sent.append(time.monotonic() - started)

    routes = [Route("POST", "/channels/{channel_id}/messages", channel_id=c) for c in range(25)]
    await asyncio.gather(*(budget.through(route, send) for route in routes))
    assert sum(1 for t in sent if t < 0.5) == 20 and all(0.95 < t < 1.5 for t in sorted(sent)[20:])
    assert budget.counts().sent == 25 and budget.counts().waited == 5


async def test_refusals_of_messages_never_asked_again_do_not_pile_up() -> None:
    """Every deleted status message leaves a 404 refusal that is never looked up again: the budget
    keeps only those still within CLOSED_FOR_S, however long the process runs."""
    now = [0.0]
    budget = RequestBudget(clock=lambda: now[0])
    gone = SimpleNamespace(status=404, reason="Not Found")  # the transport's answer, not Discord's client

    async def send(_route: discord.http.Route, **_kwargs: Any) -> Any:
        raise discord.NotFound(gone, {"code": 10008, "message": "Unknown Message"})

    refusals = int(CLOSED_FOR_S * 3)
    for message_id in range(refusals):  # one a second, for three times CLOSED_FOR_S
        route = discord.http.Route(
            "PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=42, message_id=message_id
        )
        with pytest.raises(discord.NotFound):
            await budget.through(route, send)
        now[0] += 1.0
    assert len(budget._closed) <= CLOSED_FOR_S + 1 < refusals
    last = discord.http.Route(
        "PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=42, message_id=refusals - 1
    )
    with pytest.raises(discord.NotFound):  # the recent ones are still refused without a request
        await budget.through(last, send_nothing)


async def send_nothing(_route: discord.http.Route, **_kwargs: Any) -> Any:
    raise AssertionError("a refused message was asked again")


async def test_a_status_edit_that_met_a_network_failure_is_written_later() -> None:
    """A reset connection (no answer from Discord at all) is not a refusal: the race's last state
    is written on the next try, not dropped with a traceback."""
    edits, written = StatusEdits(0.05), []
    failures = [aiohttp.ClientOSError(104, "Connection reset by peer"), TimeoutError()]

    async def write() -> None:
        if failures:
            raise failures.pop(0)
        written.append("final")

    edits.edit(7, 42, write)
    await asyncio.wait_for(edits.flush(), timeout=5)
    assert written == ["final"] and not failures


@pytest.mark.parametrize("via", [None, "1.1 google"])
async def test_a_429_from_cloudflare_holds_every_request_not_only_its_channel(via: str | None) -> None:
    """A 429 that reaches the budget without Discord's `Via` header is Cloudflare's, for the whole
    IP: the next request to any channel waits its Retry-After too. With `Via` (Discord's own bucket,
    after discord.py's retries) only that channel waits."""
    now = [0.0]
    budget = RequestBudget(clock=lambda: now[0])
    headers = CIMultiDict({"Retry-After": "30"} | ({"Via": via} if via else {}))
    limited = SimpleNamespace(status=429, reason="Too Many Requests", headers=headers)
    answers: list[Any] = [discord.HTTPException(limited, "You are being rate limited."), "sent"]

    async def send(_route: discord.http.Route, **_kwargs: Any) -> Any:
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    route = discord.http.Route("POST", "/channels/{channel_id}/messages", channel_id=42)
    sending = asyncio.create_task(budget.through(route, send))
    await asyncio.sleep(0.05)  # answered 429, now waiting its Retry-After
    assert not sending.done()
    other = budget.delay(43, Priority.POST)
    assert (29 < other <= 30) if via is None else other == 0
    assert 29 < budget.delay(42, Priority.POST) <= 30
    now[0] += 30
    budget.waits.wake(WINDOW_EVENT)  # the clock is the test's: end the real-time wait early
    assert await asyncio.wait_for(sending, timeout=5) == "sent"
