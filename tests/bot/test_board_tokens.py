"""A board's token is taken only when Discord says it was issued to THIS application with the scopes
the board asks for (`GET /oauth2/@me`): another application's token of the same player, or one
without `identify`, is refused (`error`, 4001) and acts for nobody. An open board's token is asked
again once its cached answer is old: a token revoked while the board is open stops acting within
that window (the game is left as it was)."""

from __future__ import annotations

import asyncio
import logging

import aiohttp

from .board_helpers import board_server, http, local_discord, open_board
from .helpers import stored_game
from .test_board_play import running_game

__all__ = ["board_server", "http", "local_discord"]  # fixtures


async def hello_with(http, base, token, channel):  # type: ignore[no-untyped-def]
    """The frames a hello with `token` gets up to its close or its `welcome`, and the close code."""
    frames = []
    async with http.ws_connect(f"{base}/api/ws") as ws:
        await ws.send_json({"t": "hello", "token": token, "channel": str(channel.id), "instance": ""})
        while (message := await ws.receive(timeout=10)).type is aiohttp.WSMsgType.TEXT:
            frames.append(message.json())
            if frames[-1]["t"] == "welcome":
                break
    return frames, ws.close_code


async def test_only_this_applications_tokens_with_its_scopes_sign_in(
    simcord_env, board_server, http, local_discord, caplog
):
    caplog.set_level(logging.INFO)
    env = simcord_env
    channel, players = await running_game(env)
    alice = next(p for p in players.values() if p.name == "alice")
    ours = str(env.bot.application_id)
    other_app = local_discord.issue(alice.id, alice.name, application_id="111122223333444455")
    frames, code = await hello_with(http, board_server.url, other_app, channel)
    assert [f["t"] for f in frames] == ["error"] and code == 4001, frames
    assert "sign-in could not be checked" in frames[0]["reason"]

    no_identify = local_discord.issue(alice.id, alice.name, application_id=ours, scopes=("guilds",))
    frames, code = await hello_with(http, board_server.url, no_identify, channel)
    assert [f["t"] for f in frames] == ["error"] and code == 4001, frames

    good = local_discord.issue(alice.id, alice.name, application_id=ours)
    frames, code = await hello_with(http, board_server.url, good, channel)
    assert [f["t"] for f in frames] == ["welcome"], frames
    assert "GET /users/@me" not in local_discord.calls  # Discord's answer for any app's token
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def test_a_token_revoked_while_the_board_is_open_stops_acting(
    simcord_env, board_server, http, local_discord
):
    env = simcord_env
    board_server.oauth.ttl = 0.5  # the cache window, short for the test
    channel, players = await running_game(env)
    row, game = await stored_game(env, channel)
    alice = next(p for p in players.values() if p.name == "alice")
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    assert (await board.next("table"))["game"] == row.id
    await board.send({"t": "preview", "seq": 1, "game": row.id, "version": row.version, "tiles": []})
    assert (await board.next("preview"))["seq"] == 1  # the cached answer: acts at once

    token = next(t for t, known in local_discord.tokens.items() if known.user.id == alice.id)
    local_discord.revoke(token)  # alice removes the app from her Authorized Apps
    await asyncio.sleep(0.6)  # the cached answer is old now
    await board.send({"t": "resign", "seq": 2, "game": row.id, "version": row.version})
    frames = []
    while (message := await board.ws.receive(timeout=10)).type is aiohttp.WSMsgType.TEXT:
        frames.append(message.json())
    assert [f["t"] for f in frames] == ["error"], frames
    assert board.ws.close_code == 4001
    after, game_after = await stored_game(env, channel)
    assert after.status == "running" and after.version == row.version  # nobody resigned
