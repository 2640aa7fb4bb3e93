"""Playing on the board: a move made on one board goes through the runner like a slash command
(announced in the channel, pushed to the other board), a move typed in chat reaches both boards,
a stale move is refused and followed by a fresh table, and a board never carries another's rack."""

from __future__ import annotations

import asyncio
import json
import logging

from bot.engine.notation import Labels, format_tiles

from .board_helpers import board_server, http, local_discord, open_board
from .helpers import best_move, place_options, public_texts, stored_game

__all__ = ["board_server", "http", "local_discord"]  # fixtures


async def running_game(env):
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = (await alice.slash(channel, "sumoku new")).response.message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return channel, {alice.id: alice, bob.id: bob}


async def posted(channel, before: int) -> list[str]:
    """The channel's public texts once more than `before` are there (the board's move is delivered
    by its own task: SimCord's settle does not wait for it)."""
    for _ in range(200):
        texts = public_texts(channel)
        if len(texts) > before:
            return texts
        await asyncio.sleep(0.02)
    return public_texts(channel)


def board_tiles(game, move):
    labels = Labels.for_board(game.board)
    return [[format_tiles([p.tile]), labels(p.cell)] for p in move]


async def test_a_move_on_the_board_is_announced_and_reaches_the_other_board(
    simcord_env, board_server, http, local_discord, caplog
):
    caplog.set_level(logging.INFO, logger="sumoku.action")
    env = simcord_env
    channel, players = await running_game(env)
    row, game = await stored_game(env, channel)
    mover = players[int(game.current_seat.id)]
    other = next(p for p in players.values() if p is not mover)
    mine, _ = await open_board(http, board_server.url, local_discord, mover, channel)
    theirs, _ = await open_board(http, board_server.url, local_discord, other, channel)
    first_mine, first_theirs = await mine.next("table"), await theirs.next("table")
    assert first_mine["version"] == first_theirs["version"] == row.version
    assert first_mine["rack"] == [format_tiles([t]) for t in game.racks[game.current]]
    assert "play" in first_mine["can"] and "play" not in first_theirs["can"]

    move = best_move(game)
    posts_before = len(public_texts(channel))
    await mine.send(
        {"t": "play", "seq": 7, "game": row.id, "version": row.version, "tiles": board_tiles(game, move)}
    )
    assert await mine.next() == {"t": "ok", "seq": 7}
    table = await theirs.next()
    assert (
        table["t"] == "table" and table["version"] > row.version and len(table["board"]["tiles"]) == len(move)
    )
    assert (await mine.next())["version"] == table["version"]
    texts = await posted(channel, posts_before)
    assert len(texts) > posts_before and any("alice" in t or "bob" in t for t in texts[posts_before:])
    after, game_after = await stored_game(env, channel)
    assert after.version == table["version"] and len(game_after.board) == len(move)

    # the same turn again, now stale: refused as such, then a fresh table
    await mine.send(
        {"t": "play", "seq": 8, "game": row.id, "version": row.version, "tiles": board_tiles(game, move)}
    )
    refused = await mine.next()
    assert (
        refused["t"] == "refused"
        and refused["seq"] == 8
        and refused["stale"] is True
        and "Another move landed first" in refused["reason"]
    )
    fresh = await mine.next()

    def lines() -> list[str]:
        return [r.getMessage() for r in caplog.records if "action board-" in r.getMessage()]

    for _ in range(500):  # the action's line is written once its answer is out: it may follow the frames
        if len(lines()) >= 2:
            break
        await asyncio.sleep(0.01)
    said = lines()
    assert f"action board-play game={row.id} channel={channel.id} user={mover.id} outcome=ok" in said[0]
    assert "outcome=refused" in said[1]
    assert fresh["version"] == after.version

    # a turn typed in chat reaches both boards
    turn = players[int(game_after.current_seat.id)]
    await turn.slash(channel, "place", **place_options(game_after, best_move(game_after)))
    for board in (mine, theirs):
        pushed = await board.next()
        assert pushed["t"] == "table" and pushed["version"] > after.version

    # every frame each player received: their own rack only, never the other's
    last, final = await stored_game(env, channel)
    await mine.quiet()
    await theirs.quiet()
    for board, player in ((mine, mover), (theirs, other)):
        seat = final.seat_of(str(player.id))
        other_rack = {format_tiles([t]) for t in final.racks[1 - seat]}
        for raw, frame in zip(board.raw, board.frames, strict=True):
            if frame["t"] == "table":
                assert frame["you"]["id"] == str(player.id)
            assert raw == json.dumps(frame, separators=(",", ":"), ensure_ascii=False)
        assert board.frames[-1]["t"] == "table"
        assert set(board.frames[-1]["rack"]) == {format_tiles([t]) for t in final.racks[seat]}
        assert set(board.frames[-1]["rack"]).isdisjoint(
            other_rack - {format_tiles([t]) for t in final.racks[seat]}
        )
    await mine.ws.close()
    await theirs.ws.close()


async def next_table(board, newer_than: int) -> dict:
    """The first table newer than `newer_than` (tables of the versions between may come first)."""
    while True:
        table = await board.next("table")
        if table["version"] > newer_than:
            return table


async def test_a_board_waits_for_a_game_then_follows_timers_and_computers(
    simcord_env, board_server, http, local_discord
):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    assert (await board.next())["t"] == "waiting"

    lobby = (await alice.slash(channel, "sumoku new", computers=1, turn_limit=1)).response.message
    await alice.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    assert not game.current_seat.is_computer  # the computer moved first, if it had the move
    table = await board.next("table")  # a lobby's table may come first
    while table["status"] != "running" or table["version"] < row.version:
        table = await board.next("table")
    assert table["game"] == row.id and "play" in table["can"]

    # alice lets her turn run out: the timer's pass, then the computer's answer, reach the board
    await env.advance_time(61)
    seen = [await next_table(board, table["version"])]
    while "play" not in seen[-1]["can"]:
        seen.append(await next_table(board, seen[-1]["version"]))
    assert seen[-1]["version"] >= table["version"] + 2  # the timer's pass, then the computer's turn
    stored, _ = await stored_game(env, channel)
    assert stored.version == seen[-1]["version"]
    await board.ws.close()
