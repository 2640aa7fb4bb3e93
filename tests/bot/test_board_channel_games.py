"""Which game a board follows when several change in its channel: a Solo game is its player's
alone, so another player's Solo in the same channel never takes over a board showing the
channel's shared game (and never shows its viewer a table that is not theirs)."""

from __future__ import annotations

from .board_helpers import board_server, http, local_discord, open_board
from .helpers import best_move, place_options, stored_game
from .test_board_play import running_game

__all__ = ["board_server", "http", "local_discord"]  # fixtures


async def test_another_players_solo_in_the_channel_leaves_the_shared_board_alone(
    simcord_env, board_server, http, local_discord
):
    env = simcord_env
    channel, players = await running_game(env)
    row, game = await stored_game(env, channel)
    alice, bob = sorted(players.values(), key=lambda m: m.name)
    carol = channel.guild.add_member(env.create_user("carol"))
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    first = await board.next("table")
    assert first["variant"] == "main" and first["game"] == row.id

    await carol.slash(channel, "solo start")  # carol's own game, in the same channel
    solo = await env.bot.db.games.open_solo(carol.id)
    assert solo is not None and solo.channel_id == channel.id
    assert not [f for f in await board.quiet(0.5) if f["t"] == "table"]  # nothing of carol's game

    mover = players[int(game.current_seat.id)]
    await mover.slash(channel, "place", **place_options(game, best_move(game)))
    table = await board.next("table")
    assert table["variant"] == "main" and table["game"] == row.id and table["version"] > row.version
    await board.ws.close()
