"""A refusal is an answer, not a failure: it is answered privately and never reaches discord.py's
error dispatch (`tree.on_error`), which SimCord's inspector and any error counter read as a crash.
Real errors still get there. And the refusal a player reads first is the one that matters most:
"not your turn" before how the turn is written."""

from __future__ import annotations

import pytest

from bot.words.language import speaking
from bot.words.messages import text
from cogs.main.private import PrivateViews

from .helpers import best_move, place_options, stored_game
from .test_main_game import two_player_game


async def test_refusals_are_answered_privately_and_count_as_no_error(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    before = env.error_cursor

    no_game = await alice.slash(channel, "rack")  # no game here
    assert no_game.ephemeral and "no Sumoku game" in no_game.response.content
    for _ in range(6):  # past the picture cooldown (5 in 20 s): that refusal is an answer too
        last = await alice.slash(channel, "board")
    assert last.ephemeral and "try again in" in last.response.content, last.response.content

    assert env.errors_since(before) == (), "a refusal was counted as a bot error"


@pytest.mark.bot_error_on_purpose
async def test_a_real_error_still_counts_and_is_apologised_for(simcord_env, monkeypatch):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    alice = next(iter(players.values()))

    async def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(PrivateViews, "status", broken)  # a bug behind /sumoku status
    before = env.error_cursor
    result = await alice.slash(channel, "sumoku status")
    errors = env.errors_since(before)
    assert result.ephemeral and result.response.content == text("error.unexpected")
    assert [type(e.__cause__ or e).__name__ for e in errors] == ["RuntimeError"]
    assert len(env.errors) == 1  # reading them acknowledges this one, made on purpose


async def test_not_your_turn_comes_before_a_missing_cell(simcord_env, discord_locales):
    env = simcord_env
    guild, channel, players = await two_player_game(env)
    _, game = await stored_game(env, channel)
    first = players[int(game.current_seat.id)]
    await first.slash(channel, "place", **place_options(game, best_move(game)))
    _, game = await stored_game(env, channel)
    on_turn = game.current_seat.name
    waiting = next(p for pid, p in players.items() if pid != int(game.current_seat.id))

    # No at: (the board is no longer empty) from someone who is not on turn: the turn comes first.
    r = await waiting.slash(channel, "place", tiles="R5 O4")
    assert r.ephemeral and r.response.content == text("game.not_your_turn", player=on_turn)
    discord_locales[waiting.id] = "es-ES"  # the same in Spanish
    r = await waiting.slash(channel, "place", tiles="R5 O4")
    with speaking("es"):
        assert r.ephemeral and r.response.content == text("game.not_your_turn", player=on_turn)
