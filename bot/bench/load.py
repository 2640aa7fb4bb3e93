"""`python -m bot.bench load`: many games at once through SimCord, in one process, as an operator sees it.

For each N (default 50 and 200) it opens N channels, each with a running two-player game, and sends
rounds of commands from every channel AT ONCE (the bot is not allowed to settle between them):
`/sumoku help` (the trivial baseline: answered at once, no database write), `/place` (a legal turn by
the player to move), `/rack`, `/board` and the board post's "Show my rack" button. For each kind it
prints commands/s, p50/p95/p99 of the acknowledgement and of the reply (first visible answer), each
also as a ratio to the baseline's p95 in the same run (these machines are noisy), and the largest
event-loop stall (a watcher thread pings the loop every 5 ms).

Then, with the smallest N: /rack while 8 games of two hard computers play (they think in the bot's
worker pool) against /rack with none thinking; `--threads` also runs that with the old thinking in
threads, for comparison. `--startup 10000` builds that many running games through the storage API
and prints the time from ready to the first command answered. `--finished 200` stores that many
finished games (one real game's moves, replayed through the storage API) and prints bytes per 1,000.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import sqlite3
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord
from simcord._settlement import _run_due_virtual_callbacks
from simcord.http.client import FakeWebhookAdapter

from bot.client import SumokuBot, intents_for
from bot.config import Config
from bot.engine import ai
from bot.engine.main_game import MainGame, Seat, SeatKind
from bot.engine.notation import Labels
from bot.engine.turns import Placement
from bot.sessions.main import turn_timers
from bot.storage import Database, NewMove, NewSeat, engine_seats, results_from_standings

REPLY_TIMEOUT_S = 60.0


# ---------------------------------------------------------------- what the bot answers, and when


@dataclass
class Sent:
    kind: str
    at: float
    ack: float | None = None
    reply: float | None = None
    done: asyncio.Future[None] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class Probe:
    """Watches the interaction callbacks and webhook calls the bot makes (SimCord's adapter)."""

    def __init__(self) -> None:
        self.sent: dict[str, Sent] = {}
        self._original = FakeWebhookAdapter.request

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        probe, original = self, self._original

        async def request(adapter: Any, route: Any, session: Any, **kwargs: Any) -> Any:
            probe.seen(str(route.url), kwargs.get("payload"), kwargs.get("multipart"))
            return await original(adapter, route, session, **kwargs)

        FakeWebhookAdapter.request = request  # type: ignore[method-assign]
        try:
            yield
        finally:
            FakeWebhookAdapter.request = original  # type: ignore[method-assign]

    def seen(self, url: str, payload: Any, multipart: Any) -> None:
        parts = url.split("?")[0].split("/")
        now = time.perf_counter()
        if "interactions" in parts:
            token = parts[parts.index("interactions") + 2]
            body = payload
            if body is None and multipart:
                with contextlib.suppress(Exception):
                    body = json.loads(multipart[0]["value"])
            answered = isinstance(body, dict) and body.get("type") in (4, 7)  # a message, not a deferral
            self._mark(token, now, answered)
        elif "webhooks" in parts:
            self._mark(parts[parts.index("webhooks") + 2], now, True)

    def _mark(self, token: str, now: float, reply: bool) -> None:
        sent = self.sent.get(token)
        if sent is None:
            return
        if sent.ack is None:
            sent.ack = now
        if reply and sent.reply is None:
            sent.reply = now
            if not sent.done.done():
                sent.done.set_result(None)


class StallWatch:
    """A thread asks the loop to run a callback every 5 ms; the longest wait is the worst stall."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop, self.worst, self._stop = loop, 0.0, threading.Event()
        self._thread = threading.Thread(target=self._run, name="stall-watch", daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.005):
            asked = time.perf_counter()
            ran = threading.Event()

            def pong(asked: float = asked, ran: threading.Event = ran) -> None:
                self.worst = max(self.worst, time.perf_counter() - asked)
                ran.set()

            self.loop.call_soon_threadsafe(pong)
            ran.wait(30)

    def __enter__(self) -> StallWatch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(5)

    def take(self) -> float:
        worst, self.worst = self.worst, 0.0
        return worst


# ---------------------------------------------------------------- figures


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else float("nan")


@dataclass
class Figures:
    kind: str
    n: int
    seconds: float
    acks: list[float]
    replies: list[float]
    lost: int
    stall: float

    def p95(self, which: str) -> float:
        return pct(self.acks if which == "ack" else self.replies, 0.95)

    def line(self, base: Figures | None) -> str:
        def trio(values: list[float], ref: float | None) -> str:
            cells = []
            for q in (0.5, 0.95, 0.99):
                ms = pct(values, q) * 1000
                ratio = f" ({ms / (ref * 1000):4.1f}x)" if ref else ""
                cells.append(f"{ms:7.1f}{ratio}")
            return " / ".join(cells)

        rate = len(self.replies) / self.seconds if self.seconds else 0.0
        ack_ref = base.p95("ack") if base else None
        reply_ref = base.p95("reply") if base else None
        return (
            f"{self.kind:<22} N={self.n:<4} {rate:7.1f} cmd/s  ack p50/p95/p99 ms {trio(self.acks, ack_ref)}"
            f"  reply {trio(self.replies, reply_ref)}  stall {self.stall * 1000:6.1f} ms"
            + (f"  LOST {self.lost}" if self.lost else "")
        )


# ---------------------------------------------------------------- the simulated server


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
        game = MainGame.from_dict(row.state)
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


# ---------------------------------------------------------------- computers thinking meanwhile


async def computer_games(bench: Bench, count: int) -> list[int]:
    """`count` games of two hard computers, started through storage and handed to the bot's runner."""
    db = bench.bot.db
    guild = bench.env.create_guild("computers")
    ids = []
    for i in range(count):
        channel = guild.create_text_channel(f"cpu{i}")
        seats = [NewSeat(None, name, kind="computer", level="hard") for name in ("Ada", "Bo")]
        row = await db.games.create(
            channel_id=channel.id, guild_id=guild.id, variant="main", owner_id=None, seats=seats
        )
        engine, _ = MainGame.new(engine_seats(await db.seats.list(row.id)), 1000 + i)
        await db.games.start(row.id, engine.to_dict(), seed=1000 + i)
        bench.bot.computers.kick(row.id)
        ids.append(row.id)
    return ids


class ThreadThinker:
    """The old way, for comparison only: thinking in threads of the event loop's process."""

    workers = 0
    rebuilt = 0

    async def run(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        return await asyncio.to_thread(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True) -> None:
        return None


async def racks_while_thinking(bench: Bench, tables: list[Table], rounds: int, thinker: Any) -> list[Figures]:
    bench.bot.sessions.base.thinker = thinker
    quiet = [await bench.round("/rack, none thinking", tables, bench.rack) for _ in range(rounds)]
    ids = await computer_games(bench, 8)
    await asyncio.sleep(0)
    busy = []
    for _ in range(rounds):
        busy.append(await bench.round("/rack, 8 hard thinking", tables, bench.rack))
    for game_id in ids:
        bench.bot.computers.cancel(game_id)
    return [merge(quiet), merge(busy)]


def merge(runs: list[Figures]) -> Figures:
    first = runs[0]
    return Figures(
        first.kind,
        first.n,
        sum(r.seconds for r in runs),
        [a for r in runs for a in r.acks],
        [a for r in runs for a in r.replies],
        sum(r.lost for r in runs),
        max(r.stall for r in runs),
    )


# ---------------------------------------------------------------- a run


async def load_run(args: argparse.Namespace, folder: Path) -> None:
    config = Config(database=folder / "load.db", workers=args.workers, owner_ids=frozenset())
    bot = SumokuBot(config, sync_on_start=True)
    probe = Probe()
    try:
        with probe.installed():
            async with simcord.run(bot, check_errors=False, approved_intents=intents_for(config)) as env:
                env.settle_timeout = 120.0
                with StallWatch(asyncio.get_running_loop()) as watch:
                    bench = Bench(env, bot, probe, watch)
                    await _mix(args, bench)
    finally:
        bot.timers.stop()
        bot.thinker.shutdown(wait=False)
        if bot.db is not None:
            await bot.db.close()


async def _mix(args: argparse.Namespace, bench: Bench) -> None:
    tables: list[Table] = []
    rack_tables: list[Table] = []
    for n in args.n:
        await bench.quiesce()
        began = time.perf_counter()
        tables += await bench.tables(n - len(tables))
        print(f"\n({n} games set up through /sumoku new, Join, Start in {time.perf_counter() - began:.0f} s)")
        print(f"== {n} channels at once, {args.rounds} rounds of each command", flush=True)
        runs: dict[str, list[Figures]] = {}
        for _ in range(args.rounds):
            for kind, pick in (
                ("baseline /sumoku help", bench.help),
                ("/place", bench.place),
                ("/rack", bench.rack),
                ("/board", bench.board),
                ("button Show my rack", bench.button),
            ):
                runs.setdefault(kind, []).append(await bench.round(kind, tables[:n], pick))
        base = merge(runs["baseline /sumoku help"])
        for kind, figures in runs.items():
            print(merge(figures).line(None if kind.startswith("baseline") else base), flush=True)
        if not rack_tables:
            rack_tables = tables[: args.n[0]]
    print(f"\n== /rack from {len(rack_tables)} channels while 8 games of hard computers think", flush=True)
    pool = bench.bot.thinker
    modes = [("process pool", pool)] + ([("threads (old)", ThreadThinker())] if args.threads else [])
    for label, thinker in modes:
        quiet, busy = await racks_while_thinking(bench, rack_tables, args.rounds, thinker)
        print(f"-- thinking in {label} ({getattr(thinker, 'workers', 0) or 'threads'} workers)")
        print(quiet.line(None))
        print(busy.line(quiet))
        print(
            "   target: /rack p95 with 8 thinking <= 3x none thinking: "
            f"{busy.p95('reply') / quiet.p95('reply'):.1f}x"
        )
    bench.bot.sessions.base.thinker = pool


# ---------------------------------------------------------------- start-up with many running games


async def fill_running(path: Path, count: int, with_computer_every: int = 100) -> None:
    """`count` running main games (a few with a computer to move), through the storage API."""
    db = await Database.open(path)
    try:
        for i in range(count):
            computer = i % with_computer_every == 0
            other = (
                NewSeat(None, "Ada", kind="computer", level="easy") if computer else NewSeat(20_000 + i, "Q")
            )
            seats = [NewSeat(10_000 + i, "P"), other]
            row = await db.games.create(
                channel_id=5_000_000 + i,
                guild_id=7,
                variant="main",
                owner_id=10_000 + i,
                seats=seats,
                options={"turn_limit": 3600},
            )
            engine, _ = MainGame.new(engine_seats(await db.seats.list(row.id)), i)
            while computer and not engine.current_seat.is_computer:
                engine.pass_turn(engine.current)
            # a person to move has the clock a running game has (main.turn_timers); a computer none
            timers = [] if computer else turn_timers(engine, {"turn_limit": 3600}, time.time())
            await db.games.start(row.id, engine.to_dict(), seed=i, timers=timers)
    finally:
        await db.close()


async def startup_run(count: int, folder: Path) -> None:
    path = folder / f"startup-{count}.db"
    if not path.exists():
        began = time.perf_counter()
        await fill_running(path, count)
        print(f"(built {count} running games in {time.perf_counter() - began:.0f} s)")
    config = Config(database=path, workers=2, owner_ids=frozenset())
    bot = SumokuBot(config, sync_on_start=True)
    probe = Probe()
    ready_at: list[float] = []

    async def on_ready() -> None:  # the gateway's READY
        ready_at.append(time.perf_counter())

    bot.add_listener(on_ready, "on_ready")
    try:
        with probe.installed():
            began = time.perf_counter()
            async with simcord.run(bot, check_errors=False, approved_intents=intents_for(config)) as env:
                # SimCord hands the bot over once start-up work settled; the clock starts at READY
                ready = ready_at[0] if ready_at else time.perf_counter()
                bench = Bench(env, bot, probe, StallWatch(asyncio.get_running_loop()))
                guild = env.create_guild("late")
                channel = guild.create_text_channel("late")
                user = guild.add_member(env.create_user("late"))
                with bench.at_once():
                    sent = await bench.send("stats", lambda: user.slash(channel, "stats"))
                await asyncio.wait_for(sent.done, REPLY_TIMEOUT_S)
                answered = time.perf_counter()
                print(
                    f"start-up with {count} running games: ready after {ready - began:.2f} s; first command "
                    f"answered {answered - ready:.3f} s after ready (target <= 0.5 s)"
                )
                env.settle_timeout = 300.0
    finally:
        bot.timers.stop()
        bot.thinker.shutdown(wait=False)
        if bot.db is not None:
            await bot.db.close()


# ---------------------------------------------------------------- bytes per finished game


async def finished_run(count: int, folder: Path) -> None:
    """Play one game with the engine, store it `count` times through the storage API, measure the file."""
    seats = [Seat("1", "A", SeatKind.HUMAN), Seat("2", "B", SeatKind.HUMAN)]
    engine, _ = MainGame.new(seats, 11)
    states: list[dict[str, Any]] = []
    actions: list[dict[str, Any]] = []
    rng = random.Random(1)
    while not engine.finished:
        turn = ai.choose_turn(engine, engine.current, "easy", rng.randrange(1 << 30))
        engine.play(engine.current, turn) if turn else engine.pass_turn(engine.current)
        states.append(engine.to_dict())
        actions.append(engine.history[-1])
    path = folder / "finished.db"
    db = await Database.open(path)
    try:
        before = _size(path)
        for i in range(count):
            row = await db.games.create(
                channel_id=9_000_000 + i,
                guild_id=8,
                variant="main",
                owner_id=1,
                seats=[NewSeat(1, "A"), NewSeat(2, "B")],
            )
            start, _ = MainGame.new(engine_seats(await db.seats.list(row.id)), 11)
            await db.games.start(row.id, start.to_dict(), seed=11)
            for v, (state, action) in enumerate(zip(states[:-1], actions[:-1], strict=True)):
                await db.apply_move(row.id, v, state, NewMove(action, user_id=1, summary="x", score=1))
            assert engine.result is not None
            results = results_from_standings(engine.result, await db.seats.list(row.id))
            await db.finish_game(
                row.id, len(states) - 1, states[-1], results, NewMove(actions[-1], user_id=1)
            )
    finally:
        await db.close()
    grown = _size(path) - before
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("VACUUM")  # the same rows packed: what a finished game needs, without page slack
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    packed = _size(path) - before
    print(
        f"finished games: {count} of {len(actions)} moves took {grown / 1024:.0f} KiB: "
        f"{grown / count * 1000 / 2**20:.2f} MiB per 1,000 (target <= 5 MiB); "
        f"after VACUUM {packed / count * 1000 / 2**20:.2f} MiB per 1,000"
    )


def _size(path: Path) -> int:
    """Bytes of the database's used pages (its write-ahead log checkpointed first)."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        pages, free, size = (
            conn.execute(f"PRAGMA {p}").fetchone()[0] for p in ("page_count", "freelist_count", "page_size")
        )
    return (pages - free) * size


# ---------------------------------------------------------------- entry point


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench load", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--n", type=int, nargs="+", default=[50, 200], help="channels at once (ascending; 0: skip)"
    )
    parser.add_argument("--rounds", type=int, default=2, help="rounds of each command per N")
    parser.add_argument("--workers", type=int, default=2, help="SUMOKU_WORKERS for the run")
    parser.add_argument("--threads", action="store_true", help="also measure thinking in threads (old)")
    parser.add_argument("--startup", type=int, default=0, help="running games for the start-up figure")
    parser.add_argument("--finished", type=int, default=0, help="finished games for bytes per 1,000")
    parser.add_argument("--dir", type=Path, default=None, help="keep the databases here")
    args = parser.parse_args(argv)
    with contextlib.ExitStack() as stack:
        folder = args.dir or Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="sumoku-load-")))
        folder.mkdir(parents=True, exist_ok=True)
        began = time.perf_counter()
        if args.n != [0]:
            asyncio.run(load_run(args, folder))
        if args.startup:
            asyncio.run(startup_run(args.startup, folder))
        if args.finished:
            asyncio.run(finished_run(args.finished, folder))
        print(f"\n(whole run {time.perf_counter() - began:.0f} s)")
    return 0
