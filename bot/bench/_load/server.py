"""The simulated server: channels with running games, and the commands their players send at once."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import Any

from simcord._settlement import _run_due_virtual_callbacks

from bot.app.client import SumokuBot
from bot.engine import ai
from bot.engine.main_game import MainGame
from bot.engine.notation import Labels
from bot.engine.turns import Placement

from .figures import Figures
from .probe import Probe, Sent, StallWatch

REPLY_TIMEOUT_S = 60.0


@dataclass
class Table:
    channel: Any
    players: dict[int, Any]  # user id -> member actor
    game_id: int


def place_options(game: MainGame, placements: list[Placement] | frozenset[Placement]) -> dict[str, str]:
    """The /place options a player would type for this turn on the current board (tests use it too)."""
    ordered = sorted(placements, key=lambda p: p.cell)
    options = {"tiles": " ".join(str(p.tile) for p in ordered)}
    if len(game.board):
        options["at"] = Labels.for_board(game.board)(ordered[0].cell)
    if len(ordered) > 1:
        options["direction"] = "down" if ordered[0].cell.col == ordered[1].cell.col else "across"
    return options


class Bench:
    def __init__(self, env: Any, bot: SumokuBot, probe: Probe, watch: StallWatch) -> None:
        self.env, self.bot, self.probe, self.watch = env, bot, probe, watch
        self._settle = env._settle_internal
        self.guilds: list[Any] = []
        self.made = 0

    @contextlib.contextmanager
    def at_once(self) -> Iterator[None]:
        """Commands are sent without waiting for the bot to settle in between (as Discord does)."""

        async def no_settle(*_a: Any, **_k: Any) -> None:
            return None

        self.env._settle_internal = no_settle
        try:
            yield
        finally:
            self.env._settle_internal = self._settle

    async def tables(self, n: int) -> list[Table]:
        """n channels, each with a running game of two people (set up through the real commands)."""
        out = []
        for _ in range(n):
            if self.made % 100 == 0:
                self.guilds.append(self.env.create_guild(f"load{len(self.guilds)}"))
            guild = self.guilds[-1]
            i = self.made
            self.made += 1
            channel = guild.create_text_channel(f"t{i}")
            a = guild.add_member(self.env.create_user(f"a{i}"))
            b = guild.add_member(self.env.create_user(f"b{i}"))
            lobby = (await a.slash(channel, "sumoku new")).response.message
            await b.click(lobby, custom_id=_custom_id(lobby, "join"))
            await a.click(lobby, custom_id=_custom_id(lobby, "start"))
            row = await self.bot.db.games.open_in_channel(channel.id, "main")
            assert row is not None and row.status == "running", "the game did not start"
            out.append(Table(channel, {a.id: a, b.id: b}, row.id))
        return out

    async def send(self, kind: str, act: Callable[[], Awaitable[Any]]) -> Sent:
        result = await act()
        sent = Sent(kind, time.perf_counter())
        token = result._interaction.token
        self.probe.sent[token] = sent
        # a callback that came before we could register it: take it from SimCord's record
        if result._interaction.responded:
            sent.ack = sent.ack or sent.at
        return sent

    async def round(self, kind: str, tables: list[Table], pick: Callable[[Table], Any]) -> Figures:
        """One command from every table at once; wait for every reply."""
        plans = [await pick(t) for t in tables]
        self.watch.take()
        started = time.perf_counter()
        with self.at_once():
            sent = [await self.send(kind, plan) for plan in plans if plan is not None]
        done = await self.wait_replies([s.done for s in sent])
        stall = self.watch.take()
        await self.quiesce()  # what the commands started (deliveries, timers) ends before the next round
        seconds = max((s.reply or 0) for s in sent) - started if sent else 0.0
        acks = [s.ack - s.at for s in sent if s.ack is not None]
        replies = [s.reply - s.at for s in sent if s.reply is not None]
        return Figures(kind, len(tables), seconds, acks, replies, len(sent) - len(done), stall)

    async def quiesce(self, limit: float = 120.0) -> None:
        """Let the bot finish what it started, the virtual clock following the real one (SimCord's own
        settling does not move the clock, so a task sleeping on a rate limit would never wake)."""
        end = time.perf_counter() + limit
        while True:
            self.pump_for(0.1)
            try:
                await self._settle(timeout=2.0)
                return
            except TimeoutError:
                if time.perf_counter() > end:
                    raise
            await self.wait_replies([], extra=0.2)

    def pump_for(self, seconds: float) -> None:
        env = self.env
        env._move_clock(env._virtual_time + seconds)
        env._process_resource_deadlines()
        _run_due_virtual_callbacks(env._settlement_state(), env._loop.time() + 1)

    async def wait_replies(
        self, futures: list[asyncio.Future[None]], extra: float = 0.0
    ) -> set[asyncio.Future[None]]:
        """Wait for the replies (then `extra` seconds) while SimCord's virtual clock follows the real
        one: the bot's own sleeps (Discord's rate limits, retries) last as long as in production."""
        pending, last = set(futures), time.perf_counter()
        deadline, linger = last + REPLY_TIMEOUT_S, last + extra
        while (pending or time.perf_counter() < linger) and time.perf_counter() < deadline:
            if pending:
                _, pending = await asyncio.wait(pending, timeout=0.005)
            else:
                await asyncio.wait([asyncio.get_running_loop().create_future()], timeout=0.005)
            now = time.perf_counter()
            self.pump_for(now - last)
            last = now
        return set(futures) - pending

    # ------------------------------------------------------------ the commands

    async def help(self, t: Table) -> Any:
        actor = next(iter(t.players.values()))
        return lambda: actor.slash(t.channel, "sumoku help")

    async def place(self, t: Table) -> Any:
        row = await self.bot.db.games.get(t.game_id)
        if row.status != "running":
            return None
        game = MainGame.from_dict(row.state or {})
        actor = t.players[int(game.current_seat.id)]
        turn = ai.choose_turn(game, game.current, "easy", row.version)
        if not turn:
            return lambda: actor.slash(t.channel, "pass")
        options = place_options(game, turn)
        return lambda: actor.slash(t.channel, "place", **options)

    async def rack(self, t: Table) -> Any:
        actor = next(iter(t.players.values()))
        return lambda: actor.slash(t.channel, "rack")

    async def board(self, t: Table) -> Any:
        actor = next(iter(t.players.values()))
        return lambda: actor.slash(t.channel, "board")

    async def button(self, t: Table) -> Any:
        actor = next(iter(t.players.values()))
        post = next((m for m in t.channel.history() if _has(m, f"sumoku:rack:{t.game_id}")), None)
        if post is None:
            return None
        return lambda: actor.click(post, custom_id=f"sumoku:rack:{t.game_id}")


def _custom_id(message: Any, action: str) -> str:
    for row in message.components:
        for item in row.children:
            if getattr(item, "custom_id", "") and f":{action}:" in item.custom_id:
                return item.custom_id
    raise LookupError(f"no {action} button on the lobby")


def _has(message: Any, custom_id: str) -> bool:
    return any(getattr(i, "custom_id", None) == custom_id for row in message.components for i in row.children)
