"""What a board may send: at most 4 KB a frame and 20 frames a second, judged before any parsing;
beyond, a `refused` frame saying why, and a board that keeps on is closed (4008). No traceback."""

from __future__ import annotations

import asyncio
import logging

import aiohttp

from bot.activity.limits import (
    BUSY_CLOSE_AT,
    CLOSE_AT_FRAMES_PER_S,
    FRAME_CHARGE_MAX_S,
    MAX_FRAME_BYTES,
    MAX_FRAMES_IN_FLIGHT,
    MAX_FRAMES_PER_S,
    OVERALL_FRAME_SHARE,
    FrameBudget,
    FrameGate,
)

from .board_helpers import board_server, http, local_discord, open_board, token_for

__all__ = ["board_server", "http", "local_discord"]  # fixtures


async def waiting_board(env, server, http, fake):  # type: ignore[no-untyped-def]
    """alice and her board on a channel with no game yet (its `waiting` read)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    board, _ = await open_board(http, server.url, fake, alice, channel)
    await board.next("waiting")
    return alice, board


async def test_oversized_and_too_fast_frames_are_refused_then_closed(
    simcord_env, board_server, http, local_discord, caplog
):
    caplog.set_level(logging.INFO)
    _, board = await waiting_board(simcord_env, board_server, http, local_discord)

    await board.ws.send_str('{"t": "play", "seq": 1, "tiles": "' + "x" * MAX_FRAME_BYTES + '"}')
    too_big = await board.next()
    assert too_big["t"] == "refused" and f"at most {MAX_FRAME_BYTES} bytes" in too_big["reason"]
    await board.ws.send_str("not json")
    assert "does not understand" in (await board.next())["reason"]
    await board.send({"t": "launch-missiles", "seq": 2})
    assert (await board.next())["seq"] == 2
    await board.send({"t": "preview", "seq": 3, "game": "one", "version": None, "tiles": "R5"})
    odd = await board.next()  # off the wire's schema: refused naming a field, like any frame
    assert odd["t"] == "refused" and odd["seq"] == 3 and "cannot read (its version" in odd["reason"]

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


async def test_deeply_nested_junk_is_refused_and_the_board_stays_open(
    simcord_env, board_server, http, local_discord, caplog
):
    """JSON nested deeper than Python's parser recurses (a few hundred brackets fit in 4 KB) is a
    frame the bot does not understand: refused, the board stays open, no traceback anywhere."""
    caplog.set_level(logging.INFO)
    alice, board = await waiting_board(simcord_env, board_server, http, local_discord)
    deep = "[" * 1500 + "]" * 1500
    assert len(deep) < MAX_FRAME_BYTES
    await board.ws.send_str('{"t": "play", "seq": 1, "game": 1, "version": 1, "tiles": ' + deep + "}")
    refused = await board.next()
    assert refused["t"] == "refused" and "does not understand" in refused["reason"]
    await board.send({"t": "nothing", "seq": 2})
    assert (await board.next())["seq"] == 2  # still open, still answering

    token = await token_for(http, board_server.url, local_discord, alice)
    async with http.ws_connect(f"{board_server.url}/api/ws") as ws:  # the same junk as a hello
        await ws.send_str('{"t": "hello", "token": "' + token + '", "locale": ' + deep + "}")
        error = await ws.receive_json(timeout=10)
        await ws.receive(timeout=10)
    assert error["t"] == "error" and ws.close_code == 4001
    await board.ws.close()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def test_a_channel_that_only_looks_like_digits_is_no_channel(
    simcord_env, board_server, http, local_discord, caplog
):
    """`str.isdigit` says yes to "²" and to Arabic-Indic digits; a channel is ASCII digits only:
    anything else closes with 4004 like any channel that is no id, never with a traceback."""
    caplog.set_level(logging.INFO)
    env = simcord_env
    guild = env.create_guild()
    alice = guild.add_member(env.create_user("alice"))
    token = await token_for(http, board_server.url, local_discord, alice)
    for channel in ("²", "١٢٣", "12 3"):
        async with http.ws_connect(f"{board_server.url}/api/ws") as ws:
            await ws.send_json({"t": "hello", "token": token, "channel": channel, "instance": ""})
            error = await ws.receive_json(timeout=10)
            await ws.receive(timeout=10)
        assert error["t"] == "error" and ws.close_code == 4004, channel
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def test_a_token_that_cannot_be_sent_as_a_header_is_a_bad_token(
    simcord_env, board_server, http, local_discord, caplog
):
    """A token with a line break (or other control text) cannot be put in the Authorization header
    of the check with Discord: refused as a bad token (4001), with no traceback."""
    caplog.set_level(logging.INFO)
    for token in ("abc\r\nX-Injected: 1", "tab\there", "nul\x00"):
        async with http.ws_connect(f"{board_server.url}/api/ws") as ws:
            await ws.send_json({"t": "hello", "token": token, "channel": "123", "instance": ""})
            error = await ws.receive_json(timeout=10)
            await ws.receive(timeout=10)
        assert error["t"] == "error" and ws.close_code == 4001, token
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert "GET /oauth2/@me" not in local_discord.calls


async def test_twenty_hellos_sent_together_open_at_most_six_boards(
    simcord_env, board_server, http, local_discord
):
    """The cap is counted and taken at once: hellos of one player sent together cannot all pass the
    count before any board is in the hub (20 of them opened 20 boards)."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    token = await token_for(http, board_server.url, local_discord, alice)
    sockets = [await http.ws_connect(f"{board_server.url}/api/ws") for _ in range(20)]
    hello = {"t": "hello", "token": token, "channel": str(channel.id), "instance": ""}
    await asyncio.gather(*(ws.send_json(hello) for ws in sockets))
    firsts = await asyncio.gather(*(ws.receive_json(timeout=10) for ws in sockets))
    welcomed = [f for f in firsts if f["t"] == "welcome"]
    refused = [f for f in firsts if f["t"] == "error"]
    assert len(welcomed) == 6 and len(refused) == 14, [f["t"] for f in firsts]
    assert all("6 boards open" in f["reason"] for f in refused)
    assert board_server.hub.open_for(alice.id) == 6
    for ws in sockets:
        await ws.close()


async def test_past_the_overall_frame_budget_frames_are_dropped_and_the_board_told_once(
    simcord_env, board_server, http, local_discord, caplog
):
    """All boards' frames together are answered up to the process's budget (a token bucket, a
    second's worth at once); past it a frame is dropped unread and its board told, once a second,
    that the bot is busy: a flood of boards cannot take the time the chat's answers need. The board
    stays open."""
    caplog.set_level(logging.INFO)
    _, board = await waiting_board(simcord_env, board_server, http, local_discord)
    board_server.socket.frames = FrameBudget(share=1e-6)  # one frame now, then its time is spent for long
    for n in range(10):
        await board.send({"t": "nothing", "seq": n})
    answers = await board.quiet(1.0)
    assert [a.get("seq") for a in answers] == [0, None], answers  # the first answered, then told
    assert "answering many boards" in answers[1]["reason"]
    assert board_server.socket.frames.refused == 9
    assert not board.ws.closed
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


def test_the_frame_budget_counts_the_time_frames_take():
    now = [0.0]
    budget = FrameBudget(share=OVERALL_FRAME_SHARE, clock=lambda: now[0])
    started = [budget.admit() for _ in range(MAX_FRAMES_IN_FLIGHT + 1)]
    assert started[-1] is None  # no more than MAX_FRAMES_IN_FLIGHT answered at once
    for each in started[:-1]:
        assert each is not None
        budget.done(each)
    slow = budget.admit()
    assert slow is not None
    for _ in range(6):  # six frames' answers took the most a frame is charged, more than the share
        now[0] += FRAME_CHARGE_MAX_S
        budget.done(slow)
        slow = budget.admit() or 0.0
    assert budget.admit() is None  # so the next is dropped
    now[0] += 5.0  # until time gives the budget back (a second's worth at most)
    assert budget.admit() is not None


async def test_a_board_that_floods_while_the_bot_is_busy_is_closed(
    simcord_env, board_server, http, local_discord, caplog
):
    """Frames dropped past all boards' budget are still read: a board that keeps sending them (more
    than BUSY_CLOSE_AT in a second) is closed (4008), so a flood ends instead of filling buffers."""
    caplog.set_level(logging.INFO)
    _, board = await waiting_board(simcord_env, board_server, http, local_discord)
    board_server.socket.frames = FrameBudget(share=1e-6)
    for n in range(BUSY_CLOSE_AT + 2):
        await board.send({"t": "nothing", "seq": n})
    frames = []
    while (message := await board.ws.receive(timeout=10)).type is aiohttp.WSMsgType.TEXT:
        frames.append(message.json())
    assert frames[-1]["t"] == "error" and "Too many messages" in frames[-1]["reason"], frames
    assert board.ws.close_code == 4008
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
