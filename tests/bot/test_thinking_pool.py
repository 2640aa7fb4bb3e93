"""Under SimCord: computer players think in the bot's worker processes; a worker killed mid-game
does not leave the game stuck (the pool is rebuilt and the turn played)."""

from __future__ import annotations

import os
import signal

from bot.app.budget import MESSAGE_WINDOW_S
from tests.perf.test_thinking import gone

from .helpers import stored_game
from .test_main_game import open_game, play_current


async def _alice_moves_and_the_computer_answers(env, channel, alice):
    _, before, _ = await play_current(env, channel, {alice.id: alice})
    row, after = await stored_game(env, channel)
    while after.in_bonus and not after.finished:
        await play_current(env, channel, {alice.id: alice})
        row, after = await stored_game(env, channel)
    await env.advance_time(MESSAGE_WINDOW_S)  # the computer's turn is a channel post: 5 per 5 s there
    row, after = await stored_game(env, channel)
    assert after.finished or not after.current_seat.is_computer  # the computer played its turn
    return before, after


async def test_a_killed_worker_does_not_stop_the_computer(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level="hard")
    await alice.click(lobby, label="Start")
    before, after = await _alice_moves_and_the_computer_answers(env, channel, alice)
    assert after.turn_number >= before.turn_number + 2
    workers = env.bot.thinker.worker_pids()
    assert workers and os.getpid() not in workers  # it thought in another process
    for pid in workers:
        os.kill(pid, signal.SIGKILL)
    assert await gone(workers)
    before, after = await _alice_moves_and_the_computer_answers(env, channel, alice)
    assert after.turn_number >= before.turn_number + 2 or after.finished
    assert env.bot.thinker.rebuilt == 1
    assert not set(workers) & set(env.bot.thinker.worker_pids())
