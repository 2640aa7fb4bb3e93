"""Solo Sumoku through Discord (SimCord, real SQLite): a game played stage by stage to its end,
refused stages, quit, restarts, DMs, privacy and the daily puzzle."""

from __future__ import annotations

import re

from bot.engine.tiles import SET_SIZE

from .helpers import reply
from .solo_helpers import everything_readable, place_commands, public_messages, stage_layout, stored


def player(env, name="alice"):
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    return guild, channel, guild.add_member(env.create_user(name))


async def test_a_seeded_game_played_through_the_commands_to_the_end(simcord_env):
    env = simcord_env
    guild, channel, alice = player(env)
    await env.bot.db.settings.set_user(alice.id, text_mode=True)  # 96 tiles: text views are quicker
    started = reply(await alice.slash(channel, "solo daily"))
    assert started.ephemeral and "Daily puzzle" in started.content
    row, game = await stored(env, alice)
    stages = 0
    while game is not None and not game.finished:
        layout = stage_layout(game)
        assert layout is not None, f"the solver found no layout for stage {game.stage}"
        for options in place_commands(game, layout):
            answer = reply(await alice.slash(channel, "solo place", **options))
            assert answer.ephemeral and "Stage" in answer.content, answer.content
        result = reply(await alice.slash(channel, "solo submit"))
        stages += 1
        row_after = await env.bot.db.games.get(row.id)
        game = type(game).from_dict(row_after.state)
        assert result.ephemeral
        if not game.finished:
            assert f"Stage {stages} accepted" in result.content
            assert game.score == 16 + 10 * (stages - 1)
    assert stages == 9 and game.score == SET_SIZE and game.perfect
    assert "Perfect!" in result.content and any(c for c in result.components)
    solo = await env.bot.db.solo.results(alice.id)
    assert [(r.tiles_placed, r.completed, r.day is not None) for r in solo] == [(SET_SIZE, True, True)]
    assert public_messages(channel) == []  # nothing public: the player did not share
