"""Opening the board from Discord: `/sumoku board` and the turn post's "Play on the board" button
launch the Activity where the board is set up; SimCord answers the launch as Discord does for an
application without Activities enabled (HTTP 400), so the player is told privately what to enable.
(A bot without the board: tests/bot/test_board_off.py.)"""

from __future__ import annotations

import pytest

from .board_helpers import board_settings, local_discord
from .conftest import make_bot

__all__ = ["local_discord"]  # fixtures


async def started_game(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = (await alice.slash(channel, "sumoku new")).response.message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return channel, alice


def labels(message):
    return [c.label for row in message.components for c in row.children]


@pytest.fixture
def simcord_bot(db_path, local_discord):
    return make_bot(db_path, activity=board_settings(local_discord))


async def test_where_discord_refuses_the_launch_the_player_is_told_the_fix(simcord_env):
    channel, alice = await started_game(simcord_env)
    answer = await alice.slash(channel, "sumoku board")
    assert answer.ephemeral
    assert "does not have Activities enabled" in answer.response.content
    assert "Developer Portal" in answer.response.content
    post = channel.last_message
    assert "Play on the board" in labels(post)
    clicked = await alice.click(post, label="Play on the board")
    reply = clicked.followups[0] if clicked.followups else clicked.response
    assert reply.ephemeral and "does not have Activities enabled" in reply.content


async def test_in_spanish_the_refusal_is_spanish(simcord_env, discord_locales):
    channel, alice = await started_game(simcord_env)
    discord_locales[alice.id] = "es-ES"
    answer = await alice.slash(channel, "sumoku board")
    assert answer.ephemeral and "no tiene las Actividades activadas" in answer.response.content


async def test_publishing_the_commands_keeps_the_activitys_entry_point(simcord_env):
    """Discord refuses a bulk overwrite that leaves out the entry-point command (error 50240): the
    bot's sync sends it back as it was published, with every slash command."""
    env = simcord_env
    published = env.backend.commands[None]
    entry = {"name": "launch", "type": 4, "description": "Open the board"}  # SimCord keeps no `handler`
    published[("launch", 4)] = {**entry, "id": "999", "application_id": str(env.bot.application_id)}
    synced = await env.bot.tree.sync()
    after = env.backend.commands[None]
    assert ("launch", 4) in after and after[("launch", 4)]["id"] == "999"
    assert {c.name for c in synced} >= {"sumoku", "place", "rack"} and all(c.name != "launch" for c in synced)


async def test_help_and_every_turn_post_lead_to_the_board_where_it_runs(simcord_env):
    channel, alice = await started_game(simcord_env)
    assert "Play on the board" in labels(channel.last_message)
    asked = await alice.slash(channel, "sumoku help")
    helped = "\n".join(m.content for m in (asked.response, *asked.followups))
    assert "</sumoku board:" in helped and "**The board**" in helped
    assert all(len(m.content) <= 2000 for m in (asked.response, *asked.followups))
