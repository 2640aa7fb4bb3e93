"""A registered variant's finished games reach /stats, /leaderboard and /sumoku history in the real
bot (SimCord), with no shared file naming it: the toy of test_toy_variant.py, played to its end.

Its name reads as stored ("toy"): it registered no catalogue title (bot/sessions/variant.py); the
five played here read as their titles say ("Sumoku", "Spot", ...). Its card has the common figures.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
import pytest

from bot.sessions import Actor
from tests.bot.conftest import close_databases, database_target, db_path, only_expected_errors, simcord_bot
from tests.bot.helpers import reply
from tests.bot.test_buttons_name_their_game import posted_with

from .test_runner import PlainSource
from .test_toy_variant import TOY, Poke, StoredToy, StoredToyTarget

__all__ = ["close_databases", "database_target", "db_path", "only_expected_errors", "simcord_bot"]


async def played_toy(env: Any) -> tuple[Any, Any, Any, int]:
    """A toy game alice won (3 pokes to 1) and bob ended, its results stored."""
    bot = env.bot
    toy = StoredToy(bot.sessions.base)
    bot.sessions.variants.register(StoredToyTarget, toy, stores=(TOY,))  # the only line that plugs it in
    guild = env.create_guild()
    channel = guild.create_text_channel("toys")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    players = [Actor(alice.id, "alice"), Actor(bob.id, "bob")]
    row = await toy.open(guild.id, channel.id, players)
    await bot.runner.run(PlainSource(players[0]), StoredToyTarget(row.id), Poke(3), private=False)
    await bot.runner.run(PlainSource(players[1]), StoredToyTarget(row.id), Poke(1, last=True), private=False)
    assert (await bot.db.games.get(row.id)).status == "finished"
    return channel, alice, bob, row.id


def alt(result: Any) -> str:
    message = reply(result)
    assert message.attachments, message.content
    return str(message.attachments[0].description)


async def test_a_registered_variants_results_show_in_stats_leaderboard_and_history(simcord_env: Any) -> None:
    channel, alice, bob, game_id = await played_toy(simcord_env)

    card = alt(await alice.slash(channel, "stats"))  # the variant played last: a card of its own
    assert "Sumoku stats: alice" in card and "toy" in card and "Wins 1" in card, card
    assert "Games 1" in alt(await bob.slash(channel, "stats"))
    await alice.slash(channel, "sumoku prefs", display="text")
    shown = reply(await alice.slash(channel, "stats")).content
    assert "toy" in shown and "Wins: **1**" in shown and "Best score: **3**" in shown, shown

    history = reply(await bob.slash(channel, "sumoku history"))
    assert f"#{game_id}" in history.content and "toy" in history.content, history.content
    assert not history.components  # a replay is a main game's: the toy's game is not offered


async def test_a_registered_variant_and_the_real_ones_read_side_by_side(simcord_env: Any) -> None:
    channel, alice, _, _ = await played_toy(simcord_env)
    nothing = reply(await alice.slash(channel, "stats", variant="main")).content
    assert "has not finished a game of Sumoku yet" in nothing and "Also played: toy" in nothing, nothing
    variants = simcord_env.bot.sessions.variants
    assert variants.own_board("solo") and not variants.own_board(TOY)  # as each registered
    board = reply(await alice.slash(channel, "leaderboard", variant="solo")).content
    assert board.startswith("**Solo Sumoku leaderboard"), board  # Solo's own board: most tiles placed


async def test_replaying_a_registered_variants_game_is_refused_plainly(
    simcord_env: Any, caplog: pytest.LogCaptureFixture
) -> None:
    env = simcord_env
    channel, alice, _, game_id = await played_toy(env)
    forged = discord.ui.Button(label="Forged", custom_id=f"sumoku:replay:{game_id}:0:next")
    message = await posted_with(env, channel, forged)
    with caplog.at_level(logging.ERROR):
        answer = reply(await alice.click(message, label="Forged"))
    assert answer.ephemeral and f"There is no finished Sumoku game #{game_id} to replay." in answer.content
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
