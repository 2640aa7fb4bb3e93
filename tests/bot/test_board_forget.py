"""/forget-me of a Solo player deletes their game: their open boards learn of it at once (a fresh
state, not the deleted game's table until an action is refused): the `waiting` frame when the
channel has no other game, else the channel's game."""

from __future__ import annotations

from .board_helpers import board_server, http, local_discord, open_board
from .helpers import reply, stored_game
from .test_board_play import running_game

__all__ = ["board_server", "http", "local_discord"]  # fixtures


async def forget(member, channel) -> None:
    answer = reply(await member.slash(channel, "forget-me", confirm=True))
    assert answer.ephemeral and answer.content.startswith("Done: your data is deleted"), answer.content


async def test_forget_me_empties_a_solo_board(simcord_env, board_server, http, local_discord):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("solo")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "solo start")
    solo = await env.bot.db.games.open_solo(alice.id)
    assert solo is not None
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    assert (await board.next("table"))["game"] == solo.id

    await forget(alice, channel)
    assert await env.bot.db.games.find(solo.id) is None
    frame = await board.next(timeout=5)
    assert frame["t"] == "waiting" and "/sumoku new" in frame["reason"], frame
    await board.ws.close()


async def test_forget_me_turns_a_solo_board_to_the_channels_game(
    simcord_env, board_server, http, local_discord
):
    env = simcord_env
    channel, _ = await running_game(env)
    row, _ = await stored_game(env, channel)
    carol = channel.guild.add_member(env.create_user("carol"))
    board, _ = await open_board(http, board_server.url, local_discord, carol, channel)
    assert (await board.next("table"))["game"] == row.id
    await carol.slash(channel, "solo start")  # carol's own game, beside the channel's main game
    solo = await env.bot.db.games.open_solo(carol.id)
    shown = await board.next("table")
    assert shown["game"] == solo.id and shown["variant"] == "solo", shown  # her board follows it

    await forget(carol, channel)
    frame = await board.next(timeout=5)
    assert frame["t"] == "table" and frame["game"] == row.id and frame["variant"] == "main", frame
    await board.ws.close()
