"""A turn clock that woke just as the player moved: its handler finds the turn over and must leave
the new turn's clock alone (SQLite hands a deleted timer's id to the next timer stored)."""

from __future__ import annotations

from .helpers import public_texts, stored_game
from .test_main_game import open_game


async def test_a_stale_timeout_leaves_the_next_turns_clock(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    players = {alice.id: alice, bob.id: bob}
    lobby = await open_game(env, alice, channel, turn_limit=1)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    first = game.current_seat
    timeout = next(t for t in await env.bot.db.timers.for_game(row.id) if t.kind == "turn_timeout")
    # the player passes just as their clock runs out: the scheduler had already taken the timer
    # and its handler runs once the pass is stored
    await players[int(first.id)].slash(channel, "pass")
    after, _ = await stored_game(env, channel)
    assert after.version == row.version + 1
    assert await env.bot.sessions.main.timeout(timeout) is None  # stale: nothing to do
    kinds = sorted(t.kind for t in await env.bot.db.timers.for_game(row.id))
    assert kinds == ["turn_reminder", "turn_timeout"]  # the new turn's clock is still there
    await env.advance_time(65)
    assert "ran out of time" in "\n".join(public_texts(channel))
    assert (await env.bot.db.games.get(row.id)).version == after.version + 1  # timed out: stored
