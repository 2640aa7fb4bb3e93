"""Team Sumoku and the race's private side through Discord (issue 12): two members edit one grid
(also at the same moment), the guided flow for phones, privacy before a round ends, restarts."""

from __future__ import annotations

import asyncio
import re

from bot.engine.freegrid import place_action
from bot.engine.speed import SpeedError
from bot.sessions import Actor
from bot.sessions.actions import GridEdit
from bot.sessions.speed import SpeedTarget

from .conftest import make_bot
from .helpers import GUIDED_OPTION, GUIDED_PREVIEW
from .speed_helpers import (
    answer_of,
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

TILE = re.compile(r"\b[ROYGBP][1-9]\b")


async def test_two_members_build_one_team_grid_and_the_same_moment_is_refused_cleanly(simcord_env):
    env = simcord_env
    _, channel, members, _ = await start_race(env, "alice", "bob", "carol", "dave", seed=0, teams=2)
    row, match = await running(env, channel)
    assert row.variant == "team"
    by_id = {str(m.id): m for m in members}
    team = match.teams[0]
    first, second = (by_id[match.racers[i].id] for i in team.members)
    layout = solution(match, str(first.id))
    assert len(layout) == 20
    grid = match.grid_of(str(first.id))
    # the same moment: both members act on the grid version they see; one applies, one is refused
    version = match.version_of(str(first.id))
    race = [
        env.bot.sessions.speed.act(
            Actor(who.id, who.name), GridEdit(place_action([p.tile], p.cell)), SpeedTarget(row.id, version)
        )
        for who, p in ((first, layout[0]), (second, layout[1]))
    ]  # fmt: skip
    outcomes = await asyncio.gather(*race, return_exceptions=True)
    refused = [o for o in outcomes if isinstance(o, Exception)]
    assert len(refused) == 1 and isinstance(refused[0], SpeedError) and refused[0].code == "stale"
    _, after = await stored(env, row.id)
    assert len(after.grid_of(str(first.id))) == 1 and after.version_of(str(first.id)) == version + 1
    done = 0 if not isinstance(outcomes[0], Exception) else 1
    rest = [p for i, p in enumerate(layout) if i != done]
    for i, p in enumerate(rest):
        who = first if i % 2 else second
        answer = await who.slash(channel, "speed place", tiles=str(p.tile), at=grid.label(p.cell))
        assert answer.ephemeral and "Placed" in said(answer), said(answer)
    seen = await first.slash(channel, "speed grid")  # the other member's tiles are on it too
    assert seen.ephemeral and "20 placed" in said(seen)
    names = ", ".join(match.racers[i].name for i in team.members)
    assert f"{team.name} ({names}): 20 placed" in (await settled_status(env, channel)).content
    outsider = next(m for m in members if m not in (first, second))
    assert "0 placed" in said(await outsider.slash(channel, "speed grid"))  # their own team's grid
    won = await second.slash(channel, "speed submit")
    assert "You win the round" in said(won)
    assert f"{team.name} ({second.name} submitted) wins round 1" in public_text(channel)


async def test_a_grid_is_built_without_typing(simcord_env):
    env = simcord_env
    _, channel, (alice, _bob), _ = await start_race(env, "alice", "bob", seed=0)
    row, match = await running(env, channel)
    shown = await alice.click(status_message(channel), label="Place tiles")
    assert shown.ephemeral
    picker = shown.response.message
    preview = await alice.select(picker, ["0"])
    edited = answer_of(preview)
    assert edited.ephemeral and GUIDED_PREVIEW.match(edited.content) and edited.attachments
    options = edited.components[1]["components"][0]["options"]
    assert " at M13" in options[0]["label"] and all(GUIDED_OPTION.match(o["label"]) for o in options)
    confirmed = await alice.click(picker, label="Confirm")
    assert "Placed" in said(confirmed) and answer_of(confirmed).ephemeral
    _, after = await stored(env, row.id)
    assert len(after.grid_of(str(alice.id))) == 1
    again = await alice.click(picker, label="Confirm")  # made for the older grid: stale, nothing applied
    assert again.ephemeral and "changed since you looked" in said(again)
    shown = await alice.click(status_message(channel), label="Place tiles")
    picker = shown.response.message
    await alice.select(picker, ["0"])
    await alice.click(picker, label="Confirm")
    _, after = await stored(env, row.id)
    assert len(after.grid_of(str(alice.id))) == 2
    # a 6 may go down as a 9, chosen from the menu
    shown = await alice.click(status_message(channel), label="Place tiles")
    picker = shown.response.message
    nine = next(o for o in picker.components[0].children[0].options if "placed as 9" in o.label)
    await alice.select(picker, [nine.value])
    await alice.click(picker, label="Confirm")
    _, after = await stored(env, row.id)
    placed = after.grid_of(str(alice.id)).cells.values()
    assert len(placed) == 3 and any(t.value == 9 for t in placed)


async def test_no_tile_of_a_grid_or_hand_is_public_before_the_round_ends(simcord_env):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0, computers=1, level="easy")
    _, match = await running(env, channel)
    layout = solution(match, str(alice.id))
    for p in layout[:6]:
        await alice.slash(
            channel, "speed place", tiles=str(p.tile), at=match.grid_of(str(alice.id)).label(p.cell)
        )
    await bob.slash(channel, "speed dump", tile=str(match.grid_of(str(bob.id)).hand[0]))
    await bob.click(status_message(channel), label="My grid")
    await alice.click(status_message(channel), label="Place tiles")
    await env.advance_time(30)
    assert len(public(channel)) >= 2
    for message in public(channel):
        assert not message.attachments and not message.embeds
    assert not TILE.search(public_text(channel)), public_text(channel)
    private = [m for m in channel.history(viewer=alice) if m.flags.ephemeral]
    assert any(TILE.search(m.content) for m in private)  # the hands were shown, privately


async def test_a_restart_mid_round_keeps_every_grid_the_clock_and_the_status_message(simcord_env, db_path):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0, rounds=2, time_limit=1)
    row, match = await running(env, channel)
    status = status_message(channel)
    layout = solution(match, str(alice.id))
    label = match.grid_of(str(alice.id)).label
    for p in layout[:5]:
        await alice.slash(channel, "speed place", tiles=str(p.tile), at=label(p.cell))
    await env.restart_bot(make_bot(db_path))
    _, after = await running(env, channel)
    assert len(after.grid_of(str(alice.id))) == 5 and after.round.deadline == match.round.deadline
    for p in layout[5:]:
        await alice.slash(channel, "speed place", tiles=str(p.tile), at=label(p.cell))
    now_status = await settled_status(env, channel)  # the same message, edited by the restarted bot
    assert now_status.id == status.id and "alice: 10 placed" in now_status.content
    assert "You win the round" in said(await alice.slash(channel, "speed submit"))
    await env.restart_bot(make_bot(db_path))
    await env.advance_time(21)  # the break's timer survived: round 2 is dealt
    _, second = await running(env, channel)
    assert second.round.number == 2
    await env.restart_bot(make_bot(db_path))
    await env.advance_time(61)  # the round's clock survived too
    assert "Time is up for round 2" in public_text(channel) and "the match is over" in public_text(channel)
    assert (await env.bot.db.games.get(row.id)).status == "finished"
    assert bob.id in {r.user_id for r in await env.bot.db.results.for_game(row.id)}
