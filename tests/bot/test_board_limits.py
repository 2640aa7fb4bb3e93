"""What a board may send: at most 4 KB a frame and 20 frames a second, judged before any parsing;
beyond, a `refused` frame saying why, and a board that keeps on is closed (4008). No traceback."""

from __future__ import annotations

import asyncio
import logging

import aiohttp

from bot.activity.socket import CLOSE_AT_FRAMES_PER_S, MAX_FRAME_BYTES, MAX_FRAMES_PER_S, FrameGate

from .board_helpers import board_server, http, local_discord, open_board, token_for

__all__ = ["board_server", "http", "local_discord"]  # fixtures


async def test_oversized_and_too_fast_frames_are_refused_then_closed(
    simcord_env, board_server, http, local_discord, caplog
):
    caplog.set_level(logging.INFO)
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    board, _ = await open_board(http, board_server.url, local_discord, alice, channel)
    await board.next("waiting")

    await board.ws.send_str('{"t": "play", "seq": 1, "tiles": "' + "x" * MAX_FRAME_BYTES + '"}')
    too_big = await board.next()
    assert too_big["t"] == "refused" and f"at most {MAX_FRAME_BYTES} bytes" in too_big["reason"]
    await board.ws.send_str("not json")
    assert "does not understand" in (await board.next())["reason"]
    await board.send({"t": "launch-missiles", "seq": 2})
    assert (await board.next())["seq"] == 2
    await board.send({"t": "preview", "seq": 3, "game": "one", "version": None, "tiles": "R5"})
    odd = await board.next()
    assert odd["t"] == "refused" and odd["seq"] == 3 and "does not understand" in odd["reason"]

    for n in range(CLOSE_AT_FRAMES_PER_S):
        await board.send({"t": "nothing", "seq": 100 + n})
    reasons = []
    while True:
        message = await board.ws.receive(timeout=10)
        if message.type is not aiohttp.WSMsgType.TEXT:
            break
        reasons.append(message.json())
    assert any(r["t"] == "refused" and "Too many messages" in r["reason"] for r in reasons)
    assert reasons[-1]["t"] == "error" and "Too many messages" in reasons[-1]["reason"]
    assert board.ws.close_code == 4008
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


def test_the_gate_counts_a_sliding_second():
    now = [0.0]
    gate = FrameGate(lambda: now[0])
    assert [gate.judge(10) for _ in range(MAX_FRAMES_PER_S)] == [None] * MAX_FRAMES_PER_S
    assert gate.judge(10) == "rate"
    now[0] = 1.01  # a second later the window is empty again
    assert gate.judge(MAX_FRAME_BYTES) is None
    assert gate.judge(MAX_FRAME_BYTES + 1) == "size"
    assert [gate.judge(1) for _ in range(CLOSE_AT_FRAMES_PER_S)][-1] == "close"


async def test_one_player_opens_at_most_six_boards(simcord_env, board_server, http, local_discord):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    boards = [(await open_board(http, board_server.url, local_discord, alice, channel))[0] for _ in range(6)]
    token = await token_for(http, board_server.url, local_discord, alice)
    async with http.ws_connect(f"{board_server.url}/api/ws") as ws:
        await ws.send_json({"t": "hello", "token": token, "channel": str(channel.id), "instance": ""})
        error = await ws.receive_json(timeout=10)
        await ws.receive(timeout=10)
    assert error["t"] == "error" and "6 boards open" in error["reason"] and ws.close_code == 4008
    await boards[0].ws.close()
    await asyncio.sleep(0.1)  # the server sees the close
    again, welcome = await open_board(http, board_server.url, local_discord, alice, channel)
    assert welcome["t"] == "welcome"
    for board in [again, *boards[1:]]:
        await board.ws.close()
