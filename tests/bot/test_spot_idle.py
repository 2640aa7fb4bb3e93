"""An abandoned Spot race ends by itself (SimCord, virtual time): after the idle limit without a
correct claim or a new set, as /spot stop would end it, with a public notice and the standings.
The limit is a durable timer, so it survives a restart."""

from __future__ import annotations

from typing import Any

import pytest

from bot.config import SPOT_IDLE_MINUTES, Config, ConfigError
from bot.engine.spot import EndReason, SpotGame

from .conftest import make_bot
from .test_spot import arena, everything, only_refusals, right, running, start, tableau_message, wrong

LIMIT = SPOT_IDLE_MINUTES * 60


async def ended(env: Any, game_id: int) -> SpotGame:
    row = await env.bot.db.games.get(game_id)
    assert row.status == "finished", row.status
    return SpotGame.from_dict(row.state)


async def test_an_abandoned_race_ends_after_the_idle_limit(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice, bob) = arena(env, "alice", "bob")
    await start(alice, channel, rounds=5)
    row, game = await running(env, channel)
    await env.advance_time(LIMIT - 5)
    await running(env, channel)  # not yet
    assert "inactivity" not in everything(channel)
    await env.advance_time(10)
    done = await ended(env, row.id)
    assert done.end_reason is EndReason.IDLE and done.round == 1
    notice = channel.last_message
    assert not notice.flags.ephemeral
    assert "game over" in notice.content
    assert f"no new tiles for {SPOT_IDLE_MINUTES:g} min: the race ended for inactivity" in notice.content
    assert "Nobody made a claim" in notice.content
    assert not any(m.components for m in channel.history())  # no menu left to pick on
    assert await env.bot.db.timers.for_game(row.id) == []
    nothing = await bob.slash(channel, "spot stop")
    assert nothing.ephemeral and "no Spot race running" in nothing.response.content
    await start(bob, channel)  # the channel is free again
    only_refusals(env)


async def test_a_correct_claim_pushes_the_end_back_and_a_wrong_one_does_not(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice, bob) = arena(env, "alice", "bob")
    await start(alice, channel, rounds=5)
    row, game = await running(env, channel)
    await env.advance_time(LIMIT - 60)
    await bob.select(tableau_message(channel), wrong(game))  # a wrong claim is no activity...
    _, game = await running(env, channel)
    await env.advance_time(30)
    await alice.select(tableau_message(channel), right(game))  # ...a win is: a new set, a new clock
    await env.advance_time(LIMIT - 60)  # past the first deadline
    _, after = await running(env, channel)
    assert after.round == 2 and "inactivity" not in everything(channel)
    await env.advance_time(61)
    done = await ended(env, row.id)
    assert done.end_reason is EndReason.IDLE
    text = channel.last_message.content
    assert "ended for inactivity" in text
    assert f"<@{alice.id}>: **4** tiles (1 set)" in text and f"<@{bob.id}>: no tiles" in text
    assert f"Winner: <@{alice.id}>" in text
    # recorded as a finished game, as a stop would be
    results = await env.bot.db.results.for_game(row.id)
    assert {(r.user_id, r.score, r.won) for r in results} == {(alice.id, 4, True), (bob.id, 0, False)}
    last = await env.bot.db.moves.last(row.id)
    assert last is not None and last.user_id is None and last.action["a"] == "idle"


async def test_the_idle_end_survives_a_restart(simcord_env: Any, db_path: Any) -> None:
    env = simcord_env
    _, channel, (alice,) = arena(env, "alice")
    await start(alice, channel, rounds=3)
    row, game = await running(env, channel)
    await env.advance_time(60)
    await alice.select(tableau_message(channel), right(game))  # the deadline is now 60 s later
    await env.advance_time(LIMIT - 30)
    await env.restart_bot(make_bot(db_path))
    await running(env, channel)
    await env.advance_time(20)
    await running(env, channel)  # the claim's deadline, not the start's, was kept
    await env.advance_time(20)
    done = await ended(env, row.id)
    assert done.end_reason is EndReason.IDLE
    assert "ended for inactivity" in channel.last_message.content
    assert f"Winner: <@{alice.id}>" in channel.last_message.content


async def test_the_idle_limit_comes_from_the_configuration(db_path: Any) -> None:
    import simcord

    async with simcord.run(make_bot(db_path, spot_idle_s=90.0)) as env:
        _, channel, (alice,) = arena(env, "alice")
        await start(alice, channel)
        row, _ = await running(env, channel)
        await env.advance_time(91)
        await ended(env, row.id)
        assert "no new tiles for 1.5 min" in channel.last_message.content


def test_idle_minutes_from_the_environment() -> None:
    assert Config.from_env({}, require_token=False).spot_idle_s == LIMIT
    assert Config.from_env({"SUMOKU_SPOT_IDLE_MINUTES": " 2.5 "}, require_token=False).spot_idle_s == 150
    for bad in ("0", "-3", "ten", "nan"):
        with pytest.raises(ConfigError, match="SUMOKU_SPOT_IDLE_MINUTES"):
            Config.from_env({"SUMOKU_SPOT_IDLE_MINUTES": bad}, require_token=False)


async def test_a_race_from_before_idle_ends_gets_its_clock_at_start_up(
    simcord_env: Any, db_path: Any
) -> None:
    env = simcord_env
    _, channel, (alice,) = arena(env, "alice")
    await start(alice, channel)
    row, _ = await running(env, channel)
    await env.bot.db.timers.cancel(row.id)  # as if started by a bot without idle ends
    await env.restart_bot(make_bot(db_path))
    assert [t.kind for t in await env.bot.db.timers.for_game(row.id)] == ["spot_idle"]
    await env.advance_time(LIMIT + 1)
    assert (await ended(env, row.id)).end_reason is EndReason.IDLE
    assert "ended for inactivity" in channel.last_message.content
