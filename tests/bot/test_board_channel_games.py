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


async def test_a_board_acts_only_on_the_game_it_shows(simcord_env, board_server, http, local_discord):
    """A board is checked for its channel when it opens; a frame naming a game of another channel
    (one its player may no longer see) is refused and changes nothing there."""
    env = simcord_env
    channel, players = await running_game(env)
    row, _ = await stored_game(env, channel)
    alice = next(p for p in players.values() if p.name == "alice")
    elsewhere = channel.guild.create_text_channel("elsewhere")
    board, _ = await open_board(http, board_server.url, local_discord, alice, elsewhere)
    assert (await board.next())["t"] == "waiting"
    for seq, kind in enumerate(("resign", "pass", "preview"), 1):
        await board.send({"t": kind, "seq": seq, "game": row.id, "version": row.version, "tiles": []})
        refused = await board.next()
        assert refused["t"] == "refused" and refused["seq"] == seq and refused["stale"] is False
        assert "not on this board" in refused["reason"]
    after, game = await stored_game(env, channel)
    assert after.version == row.version and all(game.active)
    await board.ws.close()


async def test_a_change_right_as_a_push_ends_is_pushed_too(
    simcord_env, board_server, http, local_discord, monkeypatch
):
    """A change told to the hub when its channel's push has just ended (its task done, its done
    callbacks not run yet) must start a push of its own, not wait on the one that ended. (The game
    does not really change here: the board is sent its table even when it equals the one shown.)"""
    import asyncio

    from bot.activity import connection as connection_module

    monkeypatch.setattr(connection_module, "_same_table", lambda table, shown: False)

    env = simcord_env
    channel, players = await running_game(env)
    row, _ = await stored_game(env, channel)
    alice = next(p for p in players.values() if p.name == "alice")
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    await board.next("table")
    hub = board_server.hub
    loop = asyncio.get_running_loop()
    hub.changed(row.id, channel.id)
    push = hub._pushing[channel.id]
    told = asyncio.Event()

    def change_as_it_ends() -> None:  # runs every loop turn until the push's task is done
        if push.done():
            hub.changed(row.id, channel.id)
            told.set()
        else:
            loop.call_soon(change_as_it_ends)

    loop.call_soon(change_as_it_ends)
    await board.next("table")  # the first push
    await asyncio.wait_for(told.wait(), 10)
    again = await board.next("table", timeout=5)  # the change told as it ended
    assert again["game"] == row.id
    await board.ws.close()
