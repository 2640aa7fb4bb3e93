"""Speed races for the actions bench: each racer builds the solver's grid of their hand, one
`/speed place` at a time; a new race opens when the last one has a single tile left to place."""

from __future__ import annotations

from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from bot.engine.freegrid import centred
from bot.engine.solver import solve_hand
from bot.engine.speed import SpeedMatch

Send = Callable[[], Awaitable[Any]]


class Races:
    """The next `/speed place` to send, from races opened through the real commands."""

    def __init__(self, env: Any, racers: int = 2) -> None:
        self.env, self.racers = env, racers
        self.queue: deque[Send] = deque()
        self.made = 0

    async def next_place(self) -> Send:
        while not self.queue:
            await self._open()
        return self.queue.popleft()

    async def _open(self) -> None:
        """A started race whose every racer's hand the solver can lay out (else the next seed)."""
        env, i = self.env, self.made
        self.made += 1
        guild = env.create_guild(f"race{i}")
        channel = guild.create_text_channel("race")
        members = [guild.add_member(env.create_user(f"r{i}x{n}")) for n in range(self.racers)]
        env.bot.sessions.speed.new_seed = lambda: 1000 + i
        opened = await members[0].slash(channel, "speed new")
        lobby = opened.response or opened.followups[0]
        for m in members[1:]:
            await m.click(lobby, label="Join")
        await members[0].click(lobby, label="Start")
        row = await env.bot.db.games.open_in_channel(channel.id)
        match = SpeedMatch.from_dict(row.state)
        plans: list[list[Send]] = []
        for m in members:
            grid = match.grid_of(str(m.id))
            result = solve_hand(grid.tiles, match.key, deadline_s=None)
            if not result.solved:
                return
            places = centred(result.placements)[:-1]  # the last tile stays in hand: the race runs on
            plans.append([_place(m, channel, str(p.tile), grid.label(p.cell)) for p in places])
        for step in range(max(len(p) for p in plans)):  # the racers take turns, as in a real race
            self.queue.extend(p[step] for p in plans if step < len(p))


def _place(member: Any, channel: Any, tile: str, at: str) -> Send:
    return lambda: member.slash(channel, "speed place", tiles=tile, at=at)
