"""Sharding in one process (SimCord's AutoShardedClient): a bot running both shards plays in servers
of either; a bot running one shard arms the timers, resumes the games and delivers the pending posts
of its own servers only, across restarts. On SQLite and PostgreSQL (`database_target`). (Two real
processes on one database: tests/ops/test_shards.py.)
"""

from __future__ import annotations

from typing import Any

import simcord

from bot.present import Post, posts_to_json
from tests.storage.test_shards import running

from .conftest import make_bot
from .helpers import public_texts, stored_game
from .test_main_game import open_game, play_current

REMINDER = "half your turn time is gone"
TIMEOUT = "ran out of time and passes"


async def timed_game(env: Any, shard_id: int) -> tuple[Any, dict[int, Any]]:
    """A running two-player game with a one-minute turn limit in a new server of `shard_id`."""
    guild = env.create_guild(f"shard {shard_id}", shard_id=shard_id)
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user(f"alice{shard_id}"))
    bob = guild.add_member(env.create_user(f"bob{shard_id}"))
    lobby = await open_game(env, alice, channel, turn_limit=1)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return channel, {alice.id: alice, bob.id: bob}


def said(channel: Any, words: str) -> int:
    return sum(words in text for text in public_texts(channel))


async def test_one_process_with_two_shards_plays_in_servers_of_both(database_target: str) -> None:
    async with simcord.run(make_bot(database_target, shard_count=2)) as env:
        assert env.bot.shard_count == 2 and sorted(env.bot.shards) == [0, 1]
        games = [await timed_game(env, shard) for shard in (0, 1)]
        for channel, players in games:
            before = (await stored_game(env, channel))[0].version
            await play_current(env, channel, players)
            assert (await stored_game(env, channel))[0].version == before + 1
        await env.advance_time(31)
        assert [said(channel, REMINDER) for channel, _ in games] == [1, 1]


async def test_a_process_of_shard_1_arms_and_resumes_only_its_servers(database_target: str) -> None:
    async with simcord.run(make_bot(database_target, shard_count=2)) as env:
        (first, _), (second, _) = [await timed_game(env, shard) for shard in (0, 1)]
        row0 = (await stored_game(env, first))[0]
        row1 = (await stored_game(env, second))[0]
        # an announcement each game still owes (as if the process had died before sending it)
        for row, channel in ((row0, first), (row1, second)):
            owed = posts_to_json([Post(content=f"owed by game {row.id}")])
            await env.bot.db.outbox.add(row.id, channel.id, row.version, owed)

        await env.restart_bot(make_bot(database_target, shard_count=2, shard_ids=(1,)))
        assert env.bot.shard_ids == [1]
        assert said(second, f"owed by game {row1.id}") == 1  # its own pending post went out
        assert said(first, f"owed by game {row0.id}") == 0
        await env.advance_time(61)  # both turns are long over
        assert (said(second, REMINDER), said(second, TIMEOUT)) == (1, 1)
        assert (said(first, REMINDER), said(first, TIMEOUT)) == (0, 0)
        assert (await env.bot.db.games.get(row0.id)).version == row0.version  # not touched
        assert len(await env.bot.db.timers.for_game(row0.id)) == 2  # still waiting for its owner
        assert len(await env.bot.db.outbox.pending_for(row0.id)) == 1

        await env.restart_bot(make_bot(database_target, shard_count=2, shard_ids=(0,)))
        await env.advance_time(1)  # overdue: its owner fires them at once
        assert said(first, f"owed by game {row0.id}") == 1
        assert (said(first, REMINDER), said(first, TIMEOUT)) == (1, 1)
        assert (await env.bot.db.games.get(row0.id)).version == row0.version + 1
        assert (said(second, REMINDER), said(second, TIMEOUT)) == (1, 1)  # not fired a second time


async def test_after_a_restart_only_its_own_servers_computers_play(database_target: str) -> None:
    async with simcord.run(make_bot(database_target, shard_count=2)) as env:
        games = {}
        for shard in (0, 1):  # stored as if the last process died with a computer to move
            channel = env.create_guild(f"shard {shard}", shard_id=shard).create_text_channel("play")
            games[shard] = await running(env.bot.db, channel.id, channel.guild.id, computer_first=True)
        await env.restart_bot(make_bot(database_target, shard_count=2, shard_ids=(1,)))
        await env.advance_time(30)
        assert (await env.bot.db.games.get(games[1].id)).version > games[1].version  # it played
        assert (await env.bot.db.games.get(games[0].id)).version == games[0].version  # not its server
        await env.restart_bot(make_bot(database_target, shard_count=2, shard_ids=(0,)))
        await env.advance_time(30)
        assert (await env.bot.db.games.get(games[0].id)).version > games[0].version


async def test_start_up_tidies_only_its_own_servers_spot_races(database_target: str) -> None:
    async with simcord.run(make_bot(database_target, shard_count=2)) as env:
        guild = env.create_guild("shard 0", shard_id=0)
        race_channel, lobby_channel = guild.create_text_channel("race"), guild.create_text_channel("lobby")
        alice = guild.add_member(env.create_user("alice"))
        await alice.slash(race_channel, "spot start")
        race = await env.bot.db.games.open_in_channel(race_channel.id, "spot")
        await env.bot.db.timers.cancel(race.id)  # as if started by a bot without idle ends
        lobby = await env.bot.db.games.create(  # a lobby the last process left behind
            channel_id=lobby_channel.id, guild_id=guild.id, variant="spot", owner_id=alice.id
        )
        await env.restart_bot(make_bot(database_target, shard_count=2, shard_ids=(1,)))
        assert await env.bot.db.timers.for_game(race.id) == []  # another process's race: left alone
        assert (await env.bot.db.games.get(lobby.id)).status == "lobby"
        await env.restart_bot(make_bot(database_target, shard_count=2, shard_ids=(0,)))
        assert [t.kind for t in await env.bot.db.timers.for_game(race.id)] == ["spot_idle"]
        assert (await env.bot.db.games.get(lobby.id)).status == "cancelled"
