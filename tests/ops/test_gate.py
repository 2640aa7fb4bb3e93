"""In process, on SimCord: once the shutdown has begun a new action gets a polite private answer;
every action leaves one log line with its ids (JSON with SUMOKU_LOG_FORMAT=json); /about."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot import version
from bot.app.client import SumokuBot
from bot.app.lifecycle import ActionGate, GateClosed
from bot.app.logs import JsonFormatter
from bot.storage import meta
from tests.bot.conftest import make_bot
from tests.bot.test_main_game import open_game

RESTARTING = "The bot is restarting; try again in a minute."


@pytest_asyncio.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[SumokuBot]:
    bot = make_bot(tmp_path / "sumoku.db")
    (tmp_path / "sumoku.db.commands").write_text("a signature from an earlier version")
    yield bot
    bot.timers.stop()
    if bot.db is not None:
        await bot.db.close()
        bot.db = None


def arena(env: Any) -> tuple[Any, Any, Any]:
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    return channel, guild.add_member(env.create_user("alice")), guild.add_member(env.create_user("bob"))


async def test_after_shutdown_began_new_actions_are_refused_politely(simcord_env: Any) -> None:
    env = simcord_env
    channel, alice, bob = arena(env)
    lobby = await open_game(env, alice, channel)
    assert await env.bot.gate.close_and_wait(1.0)  # what shutdown does first; nothing was in flight
    command = await bob.slash(channel, "rules")
    assert command.ephemeral and command.response.content == RESTARTING
    button = await bob.click(lobby, label="Join")
    assert button.ephemeral and button.response.content == RESTARTING
    row = await env.bot.db.games.open_in_channel(channel.id, "main")
    assert [s.user_id for s in await env.bot.db.seats.list(row.id)] == [alice.id]  # the join did not happen
    assert env.bot.gate.in_flight == 0


class Capture(logging.Handler):
    """Formats records as the bot's JSON log would, into a list."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.setFormatter(JsonFormatter())

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


async def test_one_log_line_per_action_with_its_ids(simcord_env: Any) -> None:
    env = simcord_env
    channel, alice, bob = arena(env)
    capture = Capture()
    logger = logging.getLogger("sumoku.action")
    logger.addHandler(capture)
    logger.setLevel(logging.INFO)
    try:
        lobby = await open_game(env, alice, channel)
        await bob.click(lobby, label="Join")
        await bob.slash(channel, "sumoku-sync")  # refused: owner only
    finally:
        logger.removeHandler(capture)
    assert env.errors == []  # the refusal is an answer (outcome=refused), not a bot error
    records = [json.loads(line) for line in capture.lines]
    game = (await env.bot.db.games.open_in_channel(channel.id, "main")).id
    guild = channel.guild.id
    assert [(r["action"], r["outcome"]) for r in records] == [
        ("sumoku new", "ok"),
        ("sumoku:lobby:join", "ok"),
        ("sumoku-sync", "refused"),
    ]
    for record, user in zip(records, (alice, bob, bob), strict=True):
        assert record["guild"] == guild and record["channel"] == channel.id and record["user"] == user.id
        assert record["level"] == "INFO" and record["logger"] == "sumoku.action"
        assert isinstance(record["ms"], int) and record["ms"] >= 0
    assert records[1]["game"] == game  # a button knows its game
    assert re.fullmatch(
        rf"action sumoku:lobby:join game={game} guild={guild} channel={channel.id} user={bob.id} "
        r"outcome=ok ms=\d+",
        records[1]["message"],
    )


async def test_about(simcord_env: Any) -> None:
    env = simcord_env
    channel, alice, _bob = arena(env)
    await open_game(env, alice, channel)
    about = await alice.slash(channel, "sumoku about")
    assert about.ephemeral
    text = about.response.content
    assert text.startswith(f"**Sumoku bot {version()}**\nRunning since <t:{int(env.bot.started_at)}:R>")
    assert "games in progress: 0 · lobbies open: 1 · Discord latency: " in text
    assert re.search(r"latency: (\d+ ms|not measured yet)$", text, re.M)
    # and what the bot asked of Discord (issue 25): requests made, held back, refused
    assert re.search(r"\nDiscord requests: \d+ sent, 0 held back .* invalid: 0 in the last 10 minutes", text)


async def test_the_command_signature_lives_in_the_database(simcord_env: Any) -> None:
    bot = simcord_env.bot
    assert await meta.get(bot.db, meta.COMMANDS) == await bot.command_signature()
    assert not Path(f"{bot.config.database}.commands").exists()  # the old marker file is gone


async def test_work_held_open_delays_the_stop_and_none_starts_after() -> None:
    gate = ActionGate()
    async with gate.hold():
        stop = asyncio.create_task(gate.close_and_wait(5.0))
        await asyncio.sleep(0.05)
        assert not stop.done() and gate.in_flight == 1  # waits for the work in hand
    assert await stop is True and gate.in_flight == 0
    with pytest.raises(GateClosed):
        async with gate.hold():
            pass
    assert await ActionGate().close_and_wait(0.0) is True
