"""A channel that already has a game points the player to it: on Discord by the post's link, in the
sandbox (`message_links` off, where a discord.com link goes nowhere) by naming the channel."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.app.client import SumokuBot
from tests.bot.conftest import make_bot
from tests.bot.test_main_game import open_game


@pytest.fixture(params=[True, False], ids=["discord", "sandbox"])
def simcord_bot(request: pytest.FixtureRequest, db_path: Path | str) -> SumokuBot:
    return make_bot(db_path, message_links=request.param)


async def test_a_busy_channel_points_to_its_game(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel)

    refused = await alice.slash(channel, "spot start")

    assert refused.ephemeral
    answer = refused.response.content
    if env.bot.config.message_links:
        assert f"https://discord.com/channels/{guild.id}/{channel.id}/{lobby.id}" in answer
    else:
        assert f"<#{channel.id}>" in answer and "discord.com" not in answer
