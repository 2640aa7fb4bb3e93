"""A board's access is the channel's, for as long as it is open: a member who can no longer see the
channel (an overwrite now hides it from them) gets no more of its tables; their board is closed
with 4004, as at open, at the next change of the game."""

from __future__ import annotations

import aiohttp

from .board_helpers import board_server, http, local_discord, open_board
from .helpers import best_move, place_options, stored_game
from .test_board_play import running_game

__all__ = ["board_server", "http", "local_discord"]  # fixtures


async def test_a_member_who_loses_the_channel_loses_its_board(simcord_env, board_server, http, local_discord):
    env = simcord_env
    channel, players = await running_game(env)
    row, game = await stored_game(env, channel)
    alice, bob = sorted(players.values(), key=lambda m: m.name)
    watcher = channel.guild.add_member(env.create_user("carol"))
    hidden, _ = await open_board(http, board_server.url, local_discord, watcher, channel)
    still, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    assert (await hidden.next("table"))["game"] == row.id
    assert (await still.next("table"))["game"] == row.id

    text_channel = env.bot.get_channel(channel.id)
    member = await text_channel.guild.fetch_member(watcher.id)
    await text_channel.set_permissions(member, view_channel=False)  # as a moderator would
    await env.settle()
    assert not env.bot.get_channel(channel.id).permissions_for(member).view_channel

    mover = players[int(game.current_seat.id)]
    await mover.slash(channel, "place", **place_options(game, best_move(game)))
    assert (await still.next("table"))["version"] > row.version  # a member who still sees it: as before
    frames = []
    while (message := await hidden.ws.receive(timeout=10)).type is aiohttp.WSMsgType.TEXT:
        frames.append(message.json())
    assert [f["t"] for f in frames] == ["error"], frames  # no table of the channel any more
    assert "who can see the channel" in frames[0]["reason"]
    assert message.type is aiohttp.WSMsgType.CLOSE and message.data == 4004, message  # as at open
    await still.ws.close()


async def test_a_player_who_lost_the_channel_cannot_act_on_its_board(
    simcord_env, board_server, http, local_discord
):
    """Access is checked before every action, not only at open and at the next change: a player
    hidden from the channel while their board is open is refused (`error`, 4004) and nothing is stored."""
    env = simcord_env
    channel, players = await running_game(env)
    row, _ = await stored_game(env, channel)
    alice = next(p for p in players.values() if p.name == "alice")
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    assert (await board.next("table"))["game"] == row.id

    text_channel = env.bot.get_channel(channel.id)
    member = await text_channel.guild.fetch_member(alice.id)
    await text_channel.set_permissions(member, view_channel=False)  # no change of the game: no push
    await env.settle()
    await board.send({"t": "resign", "seq": 1, "game": row.id, "version": row.version})
    frames = []
    while (message := await board.ws.receive(timeout=10)).type is aiohttp.WSMsgType.TEXT:
        frames.append(message.json())
    assert [f["t"] for f in frames] == ["error"], frames
    assert "who can see the channel" in frames[0]["reason"] and board.ws.close_code == 4004
    after, _ = await stored_game(env, channel)
    assert after.status == "running" and after.version == row.version  # alice did not resign
