"""/forget-me while the user plays, in every variant: a clear private answer, the game goes on for
the others, and nothing of theirs (id or name) is left in any stored state or row."""

from __future__ import annotations

from typing import Any

import asyncpg
import pytest

from bot.engine.main_game import MainGame
from bot.sessions.forget import RETRY_S
from bot.storage import forgetting

from .helpers import public_texts, reply, stored_game
from .speed_helpers import build, running, solution, start_race
from .test_main_game import open_game, play_current
from .test_spot import arena, right, start, tableau_message
from .test_spot import running as spot_running

NAME = "Ottoline Vanderquist"


async def traces(env: Any, user_id: int, name: str = NAME) -> list[str]:
    """Every place the database still names the user: game states and logs by id or name, rows by id."""
    found: list[str] = []
    async with env.bot.db.read() as conn:
        async with conn.execute("SELECT id, state FROM games") as cur:
            for gid, state in await cur.fetchall():
                if state and (str(user_id) in state or name in state):
                    found.append(f"state of game {gid}")
        async with conn.execute("SELECT game_id, action, summary FROM moves") as cur:
            for gid, action, summary in await cur.fetchall():
                if str(user_id) in f"{action}{summary}" or name in f"{action}{summary}":
                    found.append(f"a move of game {gid}")
        for table in ("seats", "moves", "results", "spot_claims", "ratings", "solo_results", "forgetting"):
            async with conn.execute(f"SELECT count(*) FROM {table} WHERE user_id = ?", (user_id,)) as cur:
                if (await cur.fetchone())[0]:
                    found.append(f"rows of {table}")
        async with conn.execute("SELECT count(*) FROM seats WHERE name = ?", (name,)) as cur:
            if (await cur.fetchone())[0]:
                found.append("a seat's name")
        async with conn.execute("SELECT count(*) FROM games WHERE owner_id = ?", (user_id,)) as cur:
            if (await cur.fetchone())[0]:
                found.append("a game's owner")
    return found


def done_privately(result: Any) -> str:
    answer = reply(result)
    assert answer.ephemeral, answer.content
    assert answer.content.startswith("Done: your data is deleted or anonymised"), answer.content
    return answer.content


async def test_forget_me_mid_speed_race(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice, gone), _ = await start_race(env, "alice", NAME, seed=0, rounds=2)
    _, match = await running(env, channel)
    await build(gone, channel, match, solution(match, str(gone.id))[:2])  # a few tiles on their grid
    content = done_privately(await gone.slash(channel, "forget-me", confirm=True))
    assert "left 1 running game" in content
    assert await traces(env, gone.id) == []
    # the race goes on: alice builds her grid and wins the round
    row, match = await running(env, channel)
    assert row.status == "running" and match.running
    await build(alice, channel, match, solution(match, str(alice.id)))
    won = await alice.slash(channel, "speed submit")
    assert "wins round 1" in "\n".join(public_texts(channel)), won
    # what the forgotten user sends no longer acts: a private refusal, nothing stored
    before = (await running(env, channel))[0].version
    refused = reply(await gone.slash(channel, "speed grid"))
    assert refused.ephemeral and "Sorry" not in refused.content
    assert (await running(env, channel))[0].version == before
    assert await traces(env, gone.id) == []


async def test_forget_me_mid_team_race(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, members, _ = await start_race(env, "alice", NAME, "carol", "dave", seed=0, teams=2)
    gone = members[1]
    row, match = await running(env, channel)
    assert row.variant == "team"
    done_privately(await gone.slash(channel, "forget-me", confirm=True))
    assert await traces(env, gone.id) == []
    row, after = await running(env, channel)
    assert after.running and len(after.racers) == 4
    (seat,) = [s.seat for s in await env.bot.db.seats.list(row.id) if s.name == "Deleted user"]
    team = after.team_of(f"gone{seat}")  # the racer's place in its team stays, under a token
    mate = next(m for m in members if m is not gone and after.team_of(str(m.id)) == team)
    placed = reply(await mate.slash(channel, "speed grid"))
    assert placed.ephemeral and "Sorry" not in placed.content
    assert await traces(env, gone.id) == []


async def test_forget_me_mid_spot_race(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice, gone) = arena(env, "alice", NAME)
    await start(alice, channel, rounds=3)
    await env.advance_time(2)
    _, game = await spot_running(env, channel)
    await gone.select(tableau_message(channel), right(game))  # they win a set
    done_privately(await gone.slash(channel, "forget-me", confirm=True))
    assert await traces(env, gone.id) == []
    await env.advance_time(2)
    row, game = await spot_running(env, channel)
    assert game.round == 2
    claimed = await alice.select(tableau_message(channel), right(game))
    assert not claimed.ephemeral  # the race goes on
    _, after = await spot_running(env, channel)
    assert after.round == 3 and after.players[str(alice.id)].sets_won == 1
    assert await traces(env, gone.id) == []


async def test_forget_me_mid_solo_game(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("solo")
    alice, gone = (guild.add_member(env.create_user(n)) for n in ("alice", NAME))
    for player in (alice, gone):
        assert reply(await player.slash(channel, "solo start")).ephemeral
    done_privately(await gone.slash(channel, "forget-me", confirm=True))
    assert await traces(env, gone.id) == []
    assert await env.bot.db.games.open_solo(gone.id) is None
    again = reply(await gone.slash(channel, "solo grid"))
    assert again.ephemeral and "Sorry" not in again.content
    mine = await env.bot.db.games.open_solo(alice.id)  # another player's Solo game is untouched
    assert mine is not None and mine.status == "running"


async def test_forget_me_mid_main_game(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice, bob, gone = (guild.add_member(env.create_user(n)) for n in ("alice", "bob", NAME))
    lobby = await open_game(env, alice, channel)
    for member in (bob, gone):
        await member.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    players = {m.id: m for m in (alice, bob, gone)}
    for _ in range(3):
        await play_current(env, channel, players)
    content = done_privately(await gone.slash(channel, "forget-me", confirm=True))
    assert "left 1 running game" in content
    assert any("resigned" in t for t in public_texts(channel)[-3:])  # announced as any resignation
    assert await traces(env, gone.id) == []
    row, game = await stored_game(env, channel)
    assert row.status == "running" and isinstance(game, MainGame) and sum(game.active) == 2
    for _ in range(2):  # alice and bob play on
        _, before, _ = await play_current(env, channel, {alice.id: alice, bob.id: bob})
        _, after = await stored_game(env, channel)
        assert after.turn_number > before.turn_number
    assert await traces(env, gone.id) == []
    check = await env.bot.db.verify_replay(row.id)  # what `migrate-to` checks of every game
    assert check.ok, check.detail


async def test_a_forgetting_cut_short_is_finished_at_start_up(simcord_env: Any) -> None:
    """The bot stopped after the marker and the running games, before the rest: the next start finishes."""
    env = simcord_env
    _, channel, (alice, gone), _ = await start_race(env, "alice", NAME, seed=0, rounds=2)
    db = env.bot.db
    await forgetting.mark(db, gone.id, 0.0)  # as a /forget-me leaves it when the process dies
    assert await forgetting.marked(db) == [gone.id]
    assert await traces(env, gone.id) != []
    await env.bot.resume()
    assert await forgetting.marked(db) == []
    assert await traces(env, gone.id) == []
    row, match = await running(env, channel)
    assert match.running


# PostgreSQL only: another session holds a row lock (SQLite locks the whole file: the marker itself
# would wait, and nothing would be changed)
@pytest.mark.parametrize("database_target", ["postgresql"], indirect=True)
async def test_a_forgetting_that_stops_half_way_says_so_and_finishes_later(
    simcord_env: Any, db_path: str
) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice, gone = (guild.add_member(env.create_user(n)) for n in ("alice", NAME))
    lobby = await open_game(env, alice, channel)
    await gone.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    row, _ = await stored_game(env, channel)
    await gone.slash(channel, "sumoku resign")
    other = await asyncpg.connect(db_path)  # another program holds the finished game's row
    try:
        hold = other.transaction()
        await hold.start()
        await other.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", row.id)
        answer = reply(await gone.slash(channel, "forget-me", confirm=True))
        await hold.rollback()
    finally:
        await other.close()
    assert answer.ephemeral and answer.content.startswith("Partly done"), answer.content
    assert "Nothing was changed" not in answer.content
    assert await forgetting.marked(env.bot.db) == [gone.id]  # what is left is remembered
    await env.advance_time(RETRY_S + 1)  # "I will finish shortly"
    assert await forgetting.marked(env.bot.db) == []
    assert await traces(env, gone.id) == []
    assert (await env.bot.db.games.get(row.id)).status == "finished"  # alice's win stands
