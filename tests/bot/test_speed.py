"""Speed Sumoku through Discord (issue 12): a round to a win built through the commands, an invalid
submit, a dump, a computer racer, the match's result and what /stats shows."""

from __future__ import annotations

from .speed_helpers import (
    answer_of,
    build,
    public,
    public_text,
    running,
    said,
    solution,
    start_race,
    status_message,
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
    assert "10 placed" in status_message(channel).content  # the status, edited in place
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
