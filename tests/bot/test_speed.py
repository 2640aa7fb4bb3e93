"""Speed Sumoku through Discord (issue 12): a round to a win built through the commands, an invalid
submit, a dump, a computer racer, the match's result and what /stats shows."""

from __future__ import annotations

import re

from bot.app.status_edits import INTERVAL_S
from bot.engine.solver import solve_hand

from .speed_helpers import (
    answer_of,
    build,
    public,
    public_text,
    running,
    said,
    settled_status,
    solution,
    start_race,
    status_message,
    stored,
)


async def test_two_players_race_a_round_to_a_win(simcord_env):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0, rounds=1)
    row, match = await running(env, channel)
    status = status_message(channel)
    assert "Round 1 of 1" in status.content and "<t:" in status.content
    layout = solution(match, str(alice.id))
    answers = await build(alice, channel, match, layout)
    assert answer_of(answers[-1]).attachments  # her grid, privately
    assert "10 placed" in (await settled_status(env, channel)).content  # the status, edited in place
    assert status_message(channel).id == status.id
    early = await bob.slash(channel, "speed submit")
    assert early.ephemeral and "You still hold" in said(early)
    won = await alice.slash(channel, "speed submit")
    assert won.ephemeral and "You win the round" in said(won)
    text = public_text(channel)
    assert "alice wins round 1" in text and "the match is over" in text
    result = next(m for m in public(channel) if "wins round 1" in m.content)
    assert result.attachments and "grid" in result.attachments[0].filename
    results = {r.user_id: r for r in await env.bot.db.results.for_game(row.id)}
    assert results[alice.id].won and results[alice.id].score == 1 and results[alice.id].best_ms is not None
    assert not results[bob.id].won and results[bob.id].score == 0


async def test_an_invalid_submit_names_the_reason_and_the_cells_and_saves_nothing(simcord_env):
    env = simcord_env
    _, channel, (alice, _bob), _ = await start_race(env, "alice", "bob", seed=0)
    row, match = await running(env, channel)
    layout = solution(match, str(alice.id))
    await build(alice, channel, match, layout)
    grid = match.grid_of(str(alice.id))
    away = grid.label(layout[0].cell)
    moved = await alice.slash(channel, "speed move", **{"from": away, "to": "A1"})
    assert moved.ephemeral and "Moved" in said(moved)
    before, _ = await running(env, channel)
    refused = await alice.slash(channel, "speed submit")
    assert refused.ephemeral
    assert "not valid yet" in said(refused) and "A1" in said(refused)  # the cut-off tile, by its cell
    after, still = await running(env, channel)
    assert after.version == before.version and still.running and still.points == [0, 0]
    assert "wins round" not in public_text(channel)
    await alice.slash(channel, "speed move", **{"from": "A1", "to": away})
    assert "You win the round" in said(await alice.slash(channel, "speed submit"))


async def test_a_dump_gives_one_tile_back_and_draws_two(simcord_env):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0)
    _, match = await running(env, channel)
    tile = str(match.grid_of(str(bob.id)).hand[0])
    dumped = await bob.slash(channel, "speed dump", tile=tile)
    assert dumped.ephemeral and "Dumped" in said(dumped)
    _, after = await running(env, channel)
    assert len(after.grid_of(str(bob.id)).hand) == 11
    assert len(after.round.bag) == len(match.round.bag) - 1
    assert "bob: 0 placed · 11 in hand · 1 dump" in status_message(channel).content
    wrong = await alice.slash(channel, "speed dump", tile="Q9")
    assert wrong.ephemeral and "Q9" in said(wrong)


async def test_a_round_lost_to_a_computer_racer(simcord_env):
    env = simcord_env
    _, channel, (alice,), _ = await start_race(env, "alice", seed=0, computers=1, level="hard", rounds=1)
    row, match = await running(env, channel)
    await build(alice, channel, match, solution(match, str(alice.id))[:3])
    await env.advance_time(70)  # a hard racer finishes 10 tiles in 35–60 s
    text = public_text(channel)
    assert "Ada" in text and "wins round 1" in text and "the match is over" in text
    results = {r.seat: r for r in await env.bot.db.results.for_game(row.id)}
    assert results[1].won and results[1].user_id is None
    assert not results[0].won and results[0].user_id == alice.id
    late = await alice.slash(channel, "speed submit")
    assert late.ephemeral


async def test_a_computer_racer_with_an_unfinishable_hand_dumps(simcord_env):
    env = simcord_env
    _, channel, _, _ = await start_race(env, "alice", seed=5, computers=1, level="hard")
    row, match = await running(env, channel)
    assert not solve_hand(match.grid_of("cpu1").tiles, match.key, deadline_s=None).solved
    await env.advance_time(70)
    _, after = await stored(env, row.id)
    dumps = [a for a in after.history if a["a"] == "dump"]
    assert dumps and dumps[0]["racer"] == "cpu1"
    assert re.search(r"Ada \(\w+\): \d+ placed · \d+ in hand · [1-9]\d* dumps", public_text(channel))


async def test_a_two_round_match_to_its_result_and_stats(simcord_env):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0, rounds=2, time_limit=1)
    row, match = await running(env, channel)
    await build(alice, channel, match, solution(match, str(alice.id)))
    await alice.slash(channel, "speed submit")
    assert "Round 2: deal at" in public_text(channel)
    await env.advance_time(21)
    _, second = await running(env, channel)
    assert second.round.number == 2 and second.running
    status = status_message(channel)
    assert "Round 2 of 2" in status.content
    late = await bob.slash(channel, "speed place", tiles=str(second.grid_of(str(bob.id)).hand[0]))
    assert late.ephemeral
    await env.advance_time(61)
    text = public_text(channel)
    assert "Time is up for round 2" in text and "the match is over" in text
    assert "1. alice: 1 point · 1 round won" in text
    finished = await env.bot.db.games.get(row.id)
    assert finished.status == "finished" and await env.bot.db.timers.for_game(row.id) == []
    results = {r.user_id: r for r in await env.bot.db.results.for_game(row.id)}
    assert results[alice.id].won and results[alice.id].score == 1 and not results[bob.id].won
    await alice.slash(channel, "sumoku prefs", display="text")
    card = await alice.slash(channel, "stats", variant="speed")
    assert card.ephemeral and "Rounds won" in said(card) and "Best time" in said(card)


async def test_the_lobby_seats_computer_racers_and_keeps_its_rules(simcord_env):
    env = simcord_env
    guild, channel, (alice, bob), lobby = await start_race(env, "alice", "bob", start=False, teams=2)
    assert "Team Sumoku" in lobby.content and "2 teams" in lobby.content
    busy = await bob.slash(channel, "speed new")
    assert busy.ephemeral and "already" in said(busy)
    short = await alice.click(lobby, label="Start")
    assert short.ephemeral and "at least 4 racers" in said(short)
    not_host = await bob.click(lobby, label="Add computer racer")
    assert not_host.ephemeral and "Only the host" in said(not_host)
    for _ in range(2):
        await alice.click(lobby, label="Add computer racer")
    await env.advance_time(INTERVAL_S)  # the lobby's edits are coalesced
    assert "Ada" in channel.history()[0].content or "Ada" in public_text(channel)
    await alice.click(lobby, label="Start")
    row, match = await running(env, channel)
    assert len(match.teams) == 2 and all(len(t.members) == 2 for t in match.teams)
    cancelled = await alice.slash(channel, "speed cancel")
    assert cancelled.ephemeral and "cannot call it off" in said(cancelled)
    assert (await env.bot.db.games.get(row.id)).status == "running"
    one = await alice.slash(guild.create_text_channel("other"), "speed new", teams=1)
    assert one.ephemeral and "two or more teams" in said(one)


async def test_the_private_grid_buttons(simcord_env):
    env = simcord_env
    _, channel, (alice, _bob), _ = await start_race(env, "alice", "bob", seed=0)
    row, match = await running(env, channel)
    layout = solution(match, str(alice.id))
    answers = await build(alice, channel, match, layout[:2])
    view = answer_of(answers[-1])
    taken = await alice.click(view, label="Take back last")
    assert taken.ephemeral and "Taken back" in said(taken)
    _, after = await stored(env, row.id)
    assert len(after.grid_of(str(alice.id))) == 1
    stale = await alice.click(view, label="Submit")  # the view was made for an older grid
    assert stale.ephemeral and "changed since you looked" in said(stale)
    fresh = answer_of(taken)
    early = await alice.click(fresh, label="Submit")
    assert early.ephemeral and "You still hold" in said(early)
    menu = await alice.click(fresh, label="Dump")
    tile = str(after.grid_of(str(alice.id)).hand[0])
    dumped = await alice.select(menu.response.message, [tile])
    assert "Dumped" in said(dumped)
    _, last = await stored(env, row.id)
    assert len(last.grid_of(str(alice.id)).hand) == 10 and last.round.teams[0].dumps == 1


async def test_place_suggests_the_racers_own_hand(simcord_env):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0)
    _, match = await running(env, channel)
    hand = match.grid_of(str(alice.id)).hand
    offered = {c["value"] for c in await alice.autocomplete(channel, "speed place", "tiles", "")}
    assert {str(t) for t in hand} <= offered
    bobs_only = {str(t) for t in match.grid_of(str(bob.id)).hand} - {str(t) for t in hand}
    assert bobs_only and not bobs_only & offered  # never another racer's tiles


async def test_a_hand_that_can_never_be_finished_gets_the_dump_advice(simcord_env):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=10)
    _, match = await running(env, channel)
    assert (
        solve_hand(match.grid_of(str(alice.id)).tiles, match.key, deadline_s=None).status.value
        == "unsolvable"
    )
    mine = await alice.slash(channel, "speed grid")
    assert mine.ephemeral and "can never all form one valid grid: dump a tile" in said(mine)
    theirs = await bob.slash(channel, "speed grid")  # a hand that can be finished: no advice
    assert "dump a tile" not in said(theirs)
