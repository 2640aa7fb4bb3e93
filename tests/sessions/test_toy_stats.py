"""A registered variant's finished games reach /stats, /leaderboard and /sumoku history in the real
bot (SimCord), with no shared file naming it: the toy of test_toy_variant.py, played to its end.

Its name reads as stored ("toy"): it registered no catalogue title (bot/sessions/variant.py); the
five played here read as their titles say ("Sumoku", "Spot", ...). Its card has the common figures.
Once registered, the commands that name a variant offer it (bot/app/choices.py) when next published.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import discord
import pytest

from bot.engine.main_game import MainGame
from bot.present.stat_values import CardFigures, TurnFigures
from bot.sessions.variant import Replayed
from bot.storage import Game, Variant, engine_seats
from tests.bot.conftest import close_databases, database_target, db_path, only_expected_errors, simcord_bot
from tests.bot.helpers import public_texts, reply
from tests.bot.test_buttons_name_their_game import posted_with

from .test_runner import PlainSource
from .test_toy_variant import TOY, Poke, StoredToy, StoredToyTarget, toy_table

__all__ = ["close_databases", "database_target", "db_path", "only_expected_errors", "simcord_bot"]


async def played_toy(env: Any, **registered: Any) -> tuple[Any, Any, Any, int]:
    """A toy game alice won (3 pokes to 1) and bob ended, its results stored; `registered`: what
    the toy registers beyond its name (`Variants.register`'s keywords)."""
    bot = env.bot
    table = await toy_table(env, StoredToy(bot.sessions.base), **registered)
    channel, alice, bob, players, row = table.channel, table.alice, table.bob, table.players, table.row
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
    assert not history.components  # the toy registered no replay: its game is not offered one


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


async def test_a_registered_variant_with_a_replay_is_offered_one_and_replays_it(simcord_env: Any) -> None:
    """`replay=`: /sumoku history offers its finished games to replay, and its replayer rebuilds
    the pick (here: a fresh deal of the main game for its seats, as the board drawn)."""
    db = simcord_env.bot.db
    asked: list[tuple[int, int]] = []

    async def replay(row: Game, move: int) -> Replayed:
        asked.append((row.id, move))
        return MainGame.replay(engine_seats(await db.seats.list(row.id)), 7, []), 2, None

    channel, alice, _, game_id = await played_toy(simcord_env, replay=replay)
    assert not simcord_env.bot.sessions.variants.rated(TOY)  # storage rates the main game and races only
    await alice.slash(channel, "sumoku prefs", display="text")
    listing = reply(await alice.slash(channel, "sumoku history"))
    board = reply(await alice.select(listing, [str(game_id)]))
    assert board.ephemeral and f"Replay of game #{game_id}: move 0 of 2" in board.content, board.content
    assert asked == [(game_id, 0), (game_id, 0)]  # checked before the answer, then shown


def variant_choices(env: Any, command: str) -> list[str]:
    """The values Discord offers in `command`'s variant option (what the bot published last)."""
    published = {c["name"]: c for c in env.backend.commands[None].values()}
    (option,) = [o for o in published[command]["options"] if o["name"] == "variant"]
    return [c["value"] for c in option["choices"]]


async def test_a_registered_variant_is_offered_by_stats_leaderboard_and_rules(simcord_env: Any) -> None:
    env = simcord_env
    bot = env.bot
    five = ["main", "spot", "speed", "team", "solo"]
    assert {name: variant_choices(env, name) for name in ("stats", "leaderboard", "rules")} == dict.fromkeys(
        ("stats", "leaderboard", "rules"), five
    )
    before = await bot.command_signature()
    channel, alice, bob, _ = await played_toy(env)  # registers the toy, after the commands were published
    # the start publishes again when the signature changed: registering a variant changes it
    assert await bot.command_signature() != before
    await bot.sync_commands_if_changed()
    for name in ("stats", "leaderboard", "rules"):
        assert variant_choices(env, name) == [*five, TOY], name

    card = alt(await bob.slash(channel, "stats", variant=TOY))
    assert "toy" in card and "Games 1" in card, card
    board = reply(await alice.slash(channel, "leaderboard", variant=TOY))
    lines = board.content.splitlines()
    assert lines[0] == "**toy leaderboard · this server · all time · by wins**", lines
    assert lines[1] == "toy has no rating: this board is by wins.", lines  # asked by rating (the default)
    assert lines[2].startswith(f"1. <@{alice.id}>: 1 win in 1 game") and lines[3].startswith(
        f"2. <@{bob.id}>: 0 wins in 1 game"
    ), lines
    rules = reply(await alice.slash(channel, "rules", variant=TOY))  # the catalogue has no rules.toy
    assert rules.ephemeral and rules.content == "This bot has no rules text for toy yet.", rules.content
    spot = reply(await alice.slash(channel, "rules", variant="spot"))
    assert spot.ephemeral and spot.content.startswith("**Spot Sumoku**"), spot.content


async def test_a_variant_this_process_does_not_play_is_refused_privately(simcord_env: Any) -> None:
    """Commands published by another version (one that played "chess") still offer its choice:
    picking it is refused, privately, with the games this process plays; nothing is posted."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("stats")
    alice = guild.add_member(env.create_user("alice"))
    for command in env.backend.commands[None].values():  # what Discord offers: the last publish
        for option in command["options"]:
            if option["name"] == "variant":
                option["choices"].append({"name": "chess", "value": "chess"})
    refusal = "Choose one of the offered games: main, spot, speed, team, solo."
    for command, options in (
        ("stats", {"public": True}), ("leaderboard", {}), ("rules", {}),
    ):  # fmt: skip
        answer = reply(await alice.slash(channel, command, variant="chess", **options))
        assert answer.ephemeral and answer.content == refusal, (command, answer.content)
    assert not public_texts(channel)


async def test_a_registered_variants_own_figures_are_on_its_card(simcord_env: Any) -> None:
    """Its own figures are the ones it registered (`figures=`): the records ask the registry."""
    asked: list[tuple[int, str]] = []

    async def longest_poke(user_id: int, variant: Variant, card: CardFigures, now: float) -> CardFigures:
        asked.append((user_id, variant.value))
        return replace(card, turns=TurnFigures(best_turn=card.totals.best, bonus_turns=0))

    channel, alice, _, _ = await played_toy(simcord_env, figures=longest_poke)
    await alice.slash(channel, "sumoku prefs", display="text")
    shown = reply(await alice.slash(channel, "stats")).content
    assert "Best turn: **3**" in shown and "Bonus turns: **0**" in shown, shown
    assert asked == [(alice.id, TOY)]
