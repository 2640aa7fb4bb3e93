"""Issue 11: what users see when Discord or the database fails around an action.

Every test states an outcome a player can observe: the move is either announced (board posted,
next player pinged) or refused with nothing saved; clocks survive failures; old buttons refuse.
"""

from __future__ import annotations

import contextlib
import sqlite3
import subprocess
import sys

import asyncpg
import discord

from bot.storage.pg import is_url

from .helpers import best_move, place_options, public_texts, stored_game
from .test_main_game import open_game, two_player_game


def mentions_next(channel, game) -> bool:
    seat = game.current_seat
    return any(f"<@{seat.id}>" in t for t in public_texts(channel)[-3:])


async def test_an_unacknowledged_place_saves_nothing(simcord_env):
    env = simcord_env
    _, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    player = players[int(game.current_seat.id)]
    env.inject_error("POST", "/interactions/*/callback", status=404, code=10062, times=None)
    await player.slash(channel, "place", **place_options(game, best_move(game)))
    after, _ = await stored_game(env, channel)
    assert after.version == row.version  # the player was never told: nothing was stored


async def test_a_failed_answer_still_posts_the_board_and_pings_the_next_player(simcord_env):
    env = simcord_env
    _, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    player = players[int(game.current_seat.id)]
    env.inject_error("POST", "/webhooks/*", status=500, times=None)  # the interaction's answer fails
    env.inject_error("PATCH", "/webhooks/*", status=500, times=None)
    await player.slash(channel, "place", **place_options(game, best_move(game)))
    after, game_after = await stored_game(env, channel)
    assert after.version == row.version + 1
    last = channel.last_message
    assert last.attachments and " placed " in last.content  # the board, posted in the channel instead
    assert mentions_next(channel, game_after)
    assert await env.bot.db.outbox.pending() == []


async def test_a_transient_post_failure_is_retried(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level="easy", turn_limit=1)
    env.inject_error("POST", "/channels/*/messages", status=502, times=2)
    await alice.click(lobby, label="Start")
    await env.advance_time(10)
    texts = "\n".join(public_texts(channel))
    assert "the **key is" in texts  # the opening was posted despite two 502s
    assert await env.bot.db.outbox.pending() == []


async def test_a_timer_post_refused_attachments_becomes_text(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, alice, channel, turn_limit=1)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    await env.advance_time(31)  # the reminder (text only) goes out
    env.inject_error("POST", "/channels/*/messages", status=403, code=50013, times=1)
    await env.advance_time(30)  # the player to move times out: posted by the bot, not as an answer
    after, game_after = await stored_game(env, channel)
    assert after.version == row.version + 1
    last = channel.last_message
    assert "ran out of time" in last.content and not last.attachments
    assert "in the bag" in last.content  # the text board stands in for the refused picture
    assert f"<@{game_after.current_seat.id}>" in last.content


async def test_a_timeout_that_fails_once_still_times_the_player_out(simcord_env, db_path):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, alice, channel, turn_limit=1)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    row, game = await stored_game(env, channel)
    await env.advance_time(31)  # the reminder
    # another program holds the write lock when the clock runs out: the timeout cannot be stored
    async with another_program_holds_the_write_lock(db_path):
        await env.advance_time(30)
        same, _ = await stored_game(env, channel)
        assert same.version == row.version
    await env.advance_time(5)  # the timer was kept and is tried again
    after, game_after = await stored_game(env, channel)
    assert after.version == row.version + 1 and game_after.current != game.current
    assert "ran out of time" in "\n".join(public_texts(channel))


@contextlib.asynccontextmanager
async def another_program_holds_the_write_lock(db_path):
    """SQLite: the file's write lock (BEGIN IMMEDIATE). PostgreSQL: every game row locked FOR UPDATE
    by another connection, so a move's UPDATE waits past the bot's lock timeout."""
    if is_url(db_path):
        conn = await asyncpg.connect(db_path)
        try:
            async with conn.transaction():
                await conn.execute("SELECT id FROM games FOR UPDATE")
                yield
        finally:
            await conn.close()
        return
    blocker = sqlite3.connect(db_path, isolation_level=None, timeout=0)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()


async def test_a_deleted_channel_ends_its_game(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level="easy", turn_limit=1)
    row, _ = await stored_game(env, channel)
    env.inject_error("POST", "/channels/*/messages", status=404, code=10003, times=None)
    env.inject_error("PATCH", "/channels/*/messages/*", status=404, code=10003, times=None)
    await alice.click(lobby, label="Start")  # its first turn rides the press: the channel is not asked
    await env.advance_time(90)  # the first post in the channel (the computer's turn, or the clock's)
    ended = await env.bot.db.games.get(row.id)
    assert ended.status == "cancelled"
    assert await env.bot.db.timers.for_game(row.id) == []
    assert await env.bot.db.results.for_game(row.id) == []  # abandoned: nothing ranked


async def test_buttons_of_an_ended_game_refuse(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level="easy")
    await alice.click(lobby, label="Start")
    await env.advance_time(5)
    board_post = next(m for m in reversed(channel.history()) if m.components and not m.flags.ephemeral)
    await alice.slash(channel, "sumoku cancel")  # one human: the host may call it off
    for label in ("Show my rack", "Place", "Hint"):
        answer = await alice.click(board_post, label=label)
        text = answer.response.content if answer.response else answer.followups[0].content
        assert answer.ephemeral and "This game is over" in text, label


async def test_the_host_cannot_call_off_a_started_game_with_other_players(simcord_env):
    env = simcord_env
    _, channel, players = await two_player_game(env)
    row, _ = await stored_game(env, channel)
    host = next(p for p in players.values() if p.id == row.owner_id)
    refused = await host.slash(channel, "sumoku cancel")
    assert refused.ephemeral and "resign" in refused.response.content
    assert (await env.bot.db.games.get(row.id)).status == "running"


# The other program: SQLite's file write lock, or (PostgreSQL) every game row locked FOR UPDATE.
_HOLD_SQLITE = """
import sqlite3
c = sqlite3.connect(TARGET, isolation_level=None)
c.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
time.sleep(3)
c.execute("ROLLBACK")
"""
_HOLD_POSTGRES = """
import asyncio, asyncpg
async def hold():
    c = await asyncpg.connect(TARGET)
    async with c.transaction():
        await c.execute("SELECT id FROM games FOR UPDATE")
        print("locked", flush=True)
        await asyncio.sleep(3)
    await c.close()
asyncio.run(hold())
"""


async def test_reads_answer_while_another_program_holds_the_write_lock(simcord_env, db_path, tmp_path):
    env = simcord_env
    _, channel, players = await two_player_game(env)
    row, game = await stored_game(env, channel)
    flag = tmp_path / "released"
    script = f"import pathlib, time\nTARGET = {str(db_path)!r}\n"
    script += _HOLD_POSTGRES if is_url(db_path) else _HOLD_SQLITE
    script += f"pathlib.Path({str(flag)!r}).write_text('done')\n"
    holder = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        player = players[int(game.current_seat.id)]
        rack = await player.slash(channel, "rack")
        assert rack.ephemeral and not flag.exists()  # answered while the lock was still held
    finally:
        holder.wait(timeout=20)


# ---------------------------------------------------------------- every writing action, acknowledged first


async def test_pass_start_confirm_and_a_spot_claim_unacknowledged_save_nothing(simcord_env):
    """When Discord loses the acknowledgement, the action is not stored (the player can try again)."""
    from .test_spot import arena, right, running, tableau_message
    from .test_spot import start as start_race

    env = simcord_env
    # Start
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, alice, channel)
    await bob.click(lobby, label="Join")
    env.inject_error("POST", "/interactions/*/callback", status=404, code=10062, times=1)
    await alice.click(lobby, label="Start")
    row = await env.bot.db.games.open_in_channel(channel.id)
    assert row.status == "lobby"
    await alice.click(lobby, label="Start")  # tried again, it works
    row, game = await stored_game(env, channel)
    assert row.status == "running"
    players = {alice.id: alice, bob.id: bob}
    # /pass
    mover = players[int(game.current_seat.id)]
    env.inject_error("POST", "/interactions/*/callback", status=404, code=10062, times=1)
    await mover.slash(channel, "pass")
    assert (await stored_game(env, channel))[0].version == row.version
    # Confirm (guided placement)
    shown = await mover.click(channel.last_message, label="Place")
    picker = shown.response.message
    move = best_move(game)
    rack = list(game.racks[game.current])
    picks: list[str] = []
    for p in move:
        picks.append(str(next(i for i, t in enumerate(rack) if t == p.tile.in_hand and str(i) not in picks)))
    await mover.select(picker, picks)
    env.inject_error("POST", "/interactions/*/callback", status=404, code=10062, times=1)
    await mover.click(picker, label="Confirm")
    assert (await stored_game(env, channel))[0].version == row.version
    # a Spot claim, in another channel
    _, spot_channel, (carol,) = arena(env, "carol")
    await start_race(carol, spot_channel)
    spot_row, spot = await running(env, spot_channel)
    env.inject_error("POST", "/interactions/*/callback", status=404, code=10062, times=1)
    await carol.select(tableau_message(spot_channel), right(spot))
    after_row, after = await running(env, spot_channel)
    assert after_row.version == spot_row.version and after.round == spot.round


async def test_a_channel_deleted_or_a_server_left_ends_its_games(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    other = guild.create_text_channel("other")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level="easy", turn_limit=5)
    await alice.click(lobby, label="Start")
    second = await open_game(env, alice, other)
    row, _ = await stored_game(env, channel)
    env.backend.delete_channel(channel.id)  # as a moderator deleting the channel: CHANNEL_DELETE
    await env.settle()
    ended = await env.bot.db.games.get(row.id)
    assert ended.status == "cancelled" and await env.bot.db.timers.for_game(row.id) == []
    still = await env.bot.db.games.open_in_channel(other.id)
    assert still is not None and still.status == "lobby"
    env.backend.remove_guild(guild.id)  # the bot was removed from the server: GUILD_DELETE
    await env.settle()
    assert (await env.bot.db.games.get(still.id)).status == "cancelled"
    assert second is not None


async def test_a_solo_game_outlives_the_channel_it_was_started_in(simcord_env):
    """Solo is the player's own game, playable anywhere: deleting its channel does not end it."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    user = env.create_user("alice")
    alice = guild.add_member(user)
    started = await alice.slash(channel, "solo start")
    assert started.ephemeral
    solo = await env.bot.db.games.open_solo(alice.id)
    env.backend.delete_channel(channel.id)
    await env.settle()
    assert (await env.bot.db.games.get(solo.id)).status == "running"
    shown = await user.slash("solo grid")  # and it goes on in a DM
    assert shown.ephemeral or shown.followups


async def test_a_manager_who_plays_cannot_call_off_a_game_they_are_losing(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    admins = guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    boss = guild.add_member(env.create_user("boss"), roles=[admins])
    bob = guild.add_member(env.create_user("bob"))
    lobby = await open_game(env, boss, channel)
    await bob.click(lobby, label="Join")
    await boss.click(lobby, label="Start")
    refused = await boss.slash(channel, "sumoku cancel")
    assert refused.ephemeral and "resign" in refused.response.content
    assert (await stored_game(env, channel))[0].status == "running"


async def test_unacknowledged_preferences_and_server_settings_save_nothing(simcord_env):
    """Settings are stored after Discord took the acknowledgement, like moves: a choice the user was
    never told about is not kept."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    admins = guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    owner = guild.add_member(env.create_user("owner"), roles=[admins])
    env.inject_error("POST", "/interactions/*/callback", status=404, code=10062, times=2)
    await owner.slash(channel, "sumoku prefs", language="fr")
    await owner.slash(channel, "sumoku-admin settings", board="text")
    shown = await owner.slash(channel, "sumoku prefs")
    assert "Français" not in shown.response.content and "French" not in shown.response.content
    assert not await env.bot.text_mode(guild.id)  # the server's board style is still pictures
