"""Discord's request budget, seen from Discord's side (issue 25): every request the bot makes is
logged with its virtual time (tests/bot/request_log.py), and the budgets are checked on the log.

A 4-racer Speed race at machine speed stays within 5 message requests per channel per 5 s and 50
bot-token requests per second, and its status ends on the final state; the status edits are never
an older state after a newer one; a channel that refused (403) is not asked again in a loop; 429
answers are waited out and nothing is lost or sent twice.
"""

from __future__ import annotations

import re
from typing import Any

from bot.app.budget import MESSAGE_LIMIT, MESSAGE_WINDOW_S
from bot.engine.freegrid import centred
from bot.engine.solver import solve_hand
from bot.engine.speed import SpeedMatch
from bot.engine.turns import Placement
from bot.present import posts_to_json
from bot.present.speed import status_content, status_post

from .helpers import stored_game
from .speed_helpers import public_text, running, said, start_race, status_message
from .test_main_game import open_game, play_current

STEP_S = 0.15  # four racers, each acting every 0.6 s: the measured race
RACERS = ("alice", "bob", "carol", "dave")


def placements(match: SpeedMatch, racer: str, cells: list[Any] | None = None) -> list[Placement]:
    """The racer's tiles laid as the solver would; a hand it cannot finish goes on `cells` as it
    comes (Speed takes any placement: only a submit is judged)."""
    tiles = match.grid_of(racer).tiles
    result = solve_hand(tiles, match.key, deadline_s=None)
    if result.solved:
        return list(centred(result.placements))
    return [Placement(cell, tile) for cell, tile in zip(cells or [], tiles, strict=False)]


async def race_at_machine_speed(env: Any) -> tuple[Any, Any, Any]:
    """Four racers take turns placing a tile every STEP_S until alice has all hers down; she
    submits and wins the one-round match."""
    _, channel, members, _ = await start_race(env, *RACERS, seed=0, rounds=1)
    row, match = await running(env, channel)
    status = status_message(channel)
    grids = {m: match.grid_of(str(m.id)) for m in members}
    alice = members[0]
    layouts = {alice: placements(match, str(alice.id))}
    assert len(layouts[alice]) == 10, "seed 0 deals alice a hand the solver finishes"
    cells = [p.cell for p in layouts[alice]]
    layouts |= {m: placements(match, str(m.id), cells)[:9] for m in members[1:]}  # alice is first
    while layouts[alice]:
        for member in members:
            if layouts[member]:
                p = layouts[member].pop(0)
                at = grids[member].label(p.cell)
                answer = await member.slash(channel, "speed place", tiles=str(p.tile), at=at)
                assert "Placed" in said(answer), said(answer)
            await env.advance_time(STEP_S)
    won = await alice.slash(channel, "speed submit")
    assert "You win the round" in said(won)
    await env.advance_time(MESSAGE_WINDOW_S)  # the last coalesced status edit
    return channel, row, status


def placed_total(content: str) -> int:
    return sum(int(n) for n in re.findall(r"(\d+) placed", content))


async def test_a_four_racer_race_at_machine_speed_stays_within_discords_budget(request_log, simcord_env):
    env = simcord_env
    sent_before, logged_before = env.bot.budget.sent, [r for r in request_log.requests if r.bot_token]
    channel, row, first = await race_at_machine_speed(env)
    in_channel = request_log.messages(channel.id)
    per_5s = request_log.most_in_window(in_channel, MESSAGE_WINDOW_S)
    bot_token = [r for r in request_log.requests if r.bot_token]
    per_1s = request_log.most_in_window(bot_token, 1.0)
    print(f"race channel: {len(in_channel)} message requests, at most {per_5s} in 5 s; "
          f"bot-token: at most {per_1s} in 1 s; status states asked {env.bot.delivery.status.asked}, "
          f"written {env.bot.delivery.status.written}")  # fmt: skip
    assert per_5s <= MESSAGE_LIMIT and per_1s <= 50
    # the budget saw every bot-token request, and no interaction answer (Discord does not count those)
    assert env.bot.budget.sent - sent_before == len(bot_token) - len(logged_before)
    # the final status shows the final state, written by the last edit of the status message
    final = SpeedMatch.from_dict((await env.bot.db.games.get(row.id)).state)
    status = next(m for m in channel.history() if m.id == first.id)
    assert status.content == status_content(final, env.now().timestamp(), "en")
    edits = [r for r in in_channel if r.method == "PATCH" and r.message_id == status.id]
    assert edits and edits[-1].content == status.content
    # never an older state after a newer one: racers only placed, so the count only grows
    totals = [placed_total(r.content) for r in edits]
    assert totals == sorted(totals) and totals[-1] == placed_total(status.content)
    # every wait of the budget and of the status edits ended, leaving no discord.py listener behind
    assert not [event for event in env.bot._listeners if event.startswith("sumoku_")]
    # the posts that matter, each once, and none held back behind the status edits
    text = public_text(channel)
    assert text.count("alice wins round 1") == 1 and text.count("the match is over") == 1
    submitted = max(r.at for r in request_log.requests if not r.bot_token)  # the last action
    ended = [r for r in in_channel if r.method == "POST" and "the match is over" in r.content]
    assert len(ended) == 1 and ended[0].at == submitted


async def test_a_channel_that_refused_is_not_asked_again(request_log, simcord_env):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0, rounds=1)
    _, match = await running(env, channel)
    status = status_message(channel)
    await env.advance_time(MESSAGE_WINDOW_S)
    # the bot lost the right to touch its messages there (Missing Permissions), for good
    env.inject_error("PATCH", f"/channels/{channel.id}/messages/*", status=403, code=50013, times=None)
    layout = placements(match, str(alice.id))
    for p in layout[:6]:
        answer = await alice.slash(
            channel, "speed place", tiles=str(p.tile), at=match.grid_of(str(alice.id)).label(p.cell)
        )
        assert "Placed" in said(answer)  # the racer is served all the same
        await env.advance_time(MESSAGE_WINDOW_S)
    refused = [r for r in request_log.messages(channel.id) if r.status == 403]
    assert len(refused) == 1 and refused[0].message_id == status.id  # asked once, not once per move
    about = await bob.slash(channel, "sumoku about")
    assert "invalid: 1 in the last 10 minutes" in said(about)  # counted, and shown


async def test_429_answers_are_waited_out_and_nothing_is_lost_or_sent_twice(request_log, simcord_env):
    env = simcord_env
    _, channel, (alice, bob), _ = await start_race(env, "alice", "bob", seed=0, rounds=1)
    row, match = await running(env, channel)
    status = status_message(channel)
    env.inject_error(
        "PATCH",
        f"/channels/{channel.id}/messages/*",
        status=429,
        times=2,
        message="You are being rate limited.",
    )
    env.inject_error(
        "POST", f"/channels/{channel.id}/messages", status=429, times=1, message="You are being rate limited."
    )
    layout = placements(match, str(alice.id))
    grid = match.grid_of(str(alice.id))
    for p in layout:
        await alice.slash(channel, "speed place", tiles=str(p.tile), at=grid.label(p.cell))
        await env.advance_time(0.5)
    won = await alice.slash(channel, "speed submit")
    assert "You win the round" in said(won)
    await env.advance_time(MESSAGE_WINDOW_S)
    limited = [r for r in request_log.requests if r.status == 429]
    assert len(limited) == 3
    for r in limited:  # each sent again, the same request, once Discord's wait was over
        later = request_log.requests[request_log.requests.index(r) + 1 :]
        assert any(x.path == r.path and x.json == r.json and x.status == 200 for x in later), r
    text = public_text(channel)
    assert text.count("alice wins round 1") == 1 and text.count("the match is over") == 1
    final = SpeedMatch.from_dict((await env.bot.db.games.get(row.id)).state)
    shown = next(m for m in channel.history() if m.id == status.id)
    assert shown.content == status_content(final, env.now().timestamp(), "en")
    assert env.bot.budget.counts().rate_limited == 3


async def test_a_channel_that_refuses_posts_is_asked_once_and_its_host_told_once(request_log, simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    lobby = await open_game(env, alice, channel, computers=1, level="easy")
    await alice.click(lobby, label="Start")
    await env.advance_time(MESSAGE_WINDOW_S)
    # the bot may no longer post there (Missing Permissions); its answers to alice still reach her
    env.inject_error("POST", f"/channels/{channel.id}/messages", status=403, code=50013, times=None)
    moves = 0
    while moves < 4:
        _, game = await stored_game(env, channel)
        if game.current_seat.id.isdigit():
            await play_current(env, channel, {alice.id: alice})
            moves += 1
        await env.advance_time(MESSAGE_WINDOW_S)  # the computer answers (its turn is a channel post)
    refused = [r for r in request_log.messages(channel.id) if r.status == 403]
    assert 1 <= len(refused) <= 2  # the picture, then its text form: then never again
    told = [
        r
        for r in request_log.requests
        if r.method == "POST" and r.message_bucket and r.channel_id != channel.id
    ]
    assert len(told) == 1 and f"<#{channel.id}>" in told[0].content  # the host, once, by direct message


async def test_an_older_state_delivered_after_a_restart_never_overwrites_a_newer_one(
    request_log, simcord_env
):
    """A crash left the race's status edit of version v in the outbox; after the restart a racer's
    action (v + 1) edits the status before start-up's delivery reaches that row. The row's older
    state is not written over the newer one."""
    env = simcord_env
    _, channel, (alice, _bob), _ = await start_race(env, "alice", "bob", seed=0, rounds=1)
    before, old_match = await running(env, channel)
    status = status_message(channel)
    left = [status_post(before.id, old_match, env.now().timestamp(), "en", edit=status.id)]
    outbox_id = await env.bot.db.outbox.add(before.id, before.channel_id, before.version, posts_to_json(left))
    p = placements(old_match, str(alice.id))[0]
    at = old_match.grid_of(str(alice.id)).label(p.cell)
    placed = await alice.slash(channel, "speed place", tiles=str(p.tile), at=at)
    assert "Placed" in said(placed)
    await env.advance_time(MESSAGE_WINDOW_S)
    owed = [row for row in await env.bot.db.outbox.pending() if row.id == outbox_id]
    assert owed and owed[0].version < (await env.bot.db.games.get(before.id)).version
    await env.bot.delivery.resume(owed)  # start-up's delivery of what the crash left
    await env.advance_time(MESSAGE_WINDOW_S)
    shown = next(m for m in channel.history() if m.id == status.id)
    assert placed_total(shown.content) == 1  # alice's tile, not the older state's none
    assert not [row for row in await env.bot.db.outbox.pending() if row.id == outbox_id]  # done with
