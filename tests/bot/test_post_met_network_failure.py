"""A stored action whose public post meets a network failure (no answer from Discord at all: the
connection dropped, a timeout) is posted later, as after a 5xx, and its player is not told that
something went wrong: the action is stored. Seen through SimCord."""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
import pytest
import simcord.http.client

from .helpers import public_texts, reply
from .test_main_game import open_game


def drop_followup_once(monkeypatch: pytest.MonkeyPatch, error: BaseException) -> list[BaseException]:
    """The bot's next interaction followup (POST /webhooks/{app}/{token}) fails as a lost connection
    would; the list empties once it has."""
    pending = [error]
    send = simcord.http.client.FakeWebhookAdapter.request

    async def request(self: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
        if pending and route.method == "POST" and "/webhooks/" in str(route.url):
            raise pending.pop()
        return await send(self, route, *args, **kwargs)

    monkeypatch.setattr(simcord.http.client.FakeWebhookAdapter, "request", request)
    return pending


@pytest.mark.parametrize(
    "error", [aiohttp.ServerDisconnectedError(), TimeoutError()], ids=["disconnected", "timeout"]
)
async def test_a_start_whose_opening_met_a_network_failure_is_posted_later(
    simcord_env: Any, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch, error: BaseException
) -> None:
    """The opening rides the Start press (its followup); lost, it is posted in the channel later."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level="easy")
    pending = drop_followup_once(monkeypatch, error)
    with caplog.at_level(logging.ERROR):
        answer = reply(await alice.click(lobby, label="Start"))
    assert not pending  # the failure happened
    assert answer is None or "Sorry" not in answer.content
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    row = await env.bot.db.games.open_in_channel(channel.id, "main")
    assert row is not None and row.status == "running"  # the start is stored
    await env.advance_time(40)
    assert "the **key is" in "\n".join(public_texts(channel))  # the opening, posted on the retry
    assert await env.bot.db.outbox.pending() == []
