"""`/solo stuck` through Discord (SimCord): a stage that cannot be finished is said to be so, with
certainty, and the player gives up with the button offered; a stage that can be finished is said
to be so without a word of where its tiles go (issue 27)."""

from __future__ import annotations

import re

from bot.engine.solo import SoloGame
from bot.engine.solver import Status, solve_hand

from .helpers import reply
from .solo_helpers import deal, everything_readable, stored

# A deal whose 16 tiles have no grid: key 4, R7 Y4 G8 R3 R5 P8 R8 B8 R7 G1 R3 P3 B2 B4 G4 B3 (the
# line-structure relaxation has none). Found by dealing seeds in turn (seed 2134 of 0..2999).
STUCK_SEED = 2134
TILE = re.compile(r"\b[RBGYOP][1-9]\b")
CELL = re.compile(r"\b[A-Z]{1,2}[1-9][0-9]?\b")


def test_the_stuck_deal_is_proved_stuck_by_the_engine() -> None:
    game, _ = SoloGame.new(STUCK_SEED, now=0.0)
    result = solve_hand(list(game.grid.hand), game.key, deadline_s=None, node_budget=200_000)
    assert result.status is Status.UNSOLVABLE


async def test_a_stuck_stage_is_said_to_be_stuck_and_the_player_gives_up(simcord_env, monkeypatch):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    deal(monkeypatch, STUCK_SEED)
    await alice.slash(channel, "solo start")
    _, game = await stored(env, alice)
    assert game is not None and game.seed == STUCK_SEED
    checked = reply(await alice.slash(channel, "solo stuck"))
    assert checked.ephemeral
    assert "This stage cannot be finished: no way to place all its tiles exists" in checked.content
    end = reply(await alice.click(checked.message, label="Give up (stuck)"))
    assert end.ephemeral and "Game over** (stuck): 0 tiles placed" in end.content
    assert [(r.tiles_placed, r.completed) for r in await env.bot.db.solo.results(alice.id)] == [(0, False)]
    row, _ = await stored(env, alice)
    assert row is None  # the game is over: nothing open is left


async def test_a_finishable_stage_is_said_so_without_giving_away_where_tiles_go(simcord_env, monkeypatch):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    deal(monkeypatch, 1)
    await alice.slash(channel, "solo start")
    checked = reply(await alice.slash(channel, "solo stuck"))
    said = everything_readable(checked)
    assert checked.ephemeral and "This stage can be finished: there is a way to place all 16 tiles" in said
    assert not TILE.search(said), said
    assert not CELL.search(said), said
    assert not checked.attachments
    _, game = await stored(env, alice)
    assert game is not None and len(game.grid) == 0  # nothing was placed for the player
