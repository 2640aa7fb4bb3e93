"""Shared steps for the Speed SimCord tests: open and start a race on a known deal, read it back,
build a grid through /speed place from the solver's layout, and read what the channel shows."""

from __future__ import annotations

from typing import Any

from bot.app.budget import MESSAGE_WINDOW_S
from bot.engine.freegrid import centred
from bot.engine.solver import solve_hand
from bot.engine.speed import SpeedMatch
from bot.engine.turns import Placement


async def start_race(
    env: Any, *names: str, seed: int = 0, start: bool = True, **options: Any
) -> tuple[Any, Any, list[Any], Any]:
    """A channel, its members, and a race opened by the first (the others join); started unless told."""
    guild = env.create_guild()
    channel = guild.create_text_channel("race")
    members = [guild.add_member(env.create_user(n)) for n in names]
    env.bot.sessions.speed.new_seed = lambda: seed
    opened = await members[0].slash(channel, "speed new", **options)
    assert not opened.ephemeral, opened
    lobby = opened.response or opened.followups[0]
    for m in members[1:]:
        joined = await m.click(lobby, label="Join")
        assert joined.followups and joined.followups[0].ephemeral
    if start:
        await members[0].click(lobby, label="Start")
    return guild, channel, members, lobby


async def running(env: Any, channel: Any) -> tuple[Any, SpeedMatch]:
    row = await env.bot.db.games.open_in_channel(channel.id)
    assert row is not None and row.state is not None
    return row, SpeedMatch.from_dict(row.state)


async def stored(env: Any, game_id: int) -> tuple[Any, SpeedMatch]:
    row = await env.bot.db.games.get(game_id)
    return row, SpeedMatch.from_dict(row.state)


def solution(match: SpeedMatch, racer: str) -> tuple[Placement, ...]:
    """One valid grid of all the racer's tiles (the solver's), centred in the grid's window."""
    result = solve_hand(match.grid_of(racer).tiles, match.key, deadline_s=None)
    assert result.solved, result
    return centred(result.placements)


async def build(member: Any, channel: Any, match: SpeedMatch, placements: Any) -> list[Any]:
    """Place every tile through /speed place, one at a time, naming cells by the grid's labels."""
    grid = match.grid_of(str(member.id))
    answers = []
    for p in placements:
        answer = await member.slash(channel, "speed place", tiles=str(p.tile), at=grid.label(p.cell))
        assert answer.ephemeral, answer
        answers.append(answer)
    return answers


def said(result: Any) -> str:
    """Everything a private answer said (a refusal, or the grid view and its note)."""
    parts = [m.content for m in result.followups] if result.followups else []
    if result.response is not None:
        parts.insert(0, result.response.content)
    return "\n".join(parts)


def answer_of(result: Any) -> Any:
    """The last private message an interaction got (after a defer, the first fills its response)."""
    return result.followups[-1] if result.followups else result.response


def public(channel: Any) -> list[Any]:
    return [m for m in channel.history() if not m.flags.ephemeral]


def public_text(channel: Any) -> str:
    """Everything anyone can read: contents, embeds, attachments' names and alt texts."""
    out = []
    for m in public(channel):
        out.append(m.content)
        out += [f"{e.title or ''} {e.description or ''}" for e in m.embeds]
        out += [f"{a.filename} {a.description or ''}" for a in m.attachments]
    return "\n".join(out)


async def settled_status(env: Any, channel: Any) -> Any:
    """The live status once its coalesced edit is written: at most one edit per 2 s, and within the
    channel's message budget (5 per 5 s)."""
    await env.advance_time(MESSAGE_WINDOW_S)
    return status_message(channel)


def status_message(channel: Any) -> Any:
    """The live status: the latest public message with the My grid button."""
    for m in reversed(public(channel)):
        if any(c.label == "My grid" for row in m.components for c in row.children):
            return m
    raise AssertionError("no status message")
