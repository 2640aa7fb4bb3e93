"""`python -m bot.bench actions`: the CPU one action costs, as the bot runs it (SimCord, one process).

In one run it sends, round after round, the baseline (`/bench-noop`, a slash command registered
for the bench that answers a constant text: no database, no picture; it passes the command tree's
checks as every command does), `/sumoku help` (answered at once, no database write), a `/place` (a
legal turn by the player to move in one of several two-player games) and a `/speed place` (one
tile of a racer's solved hand onto their grid), each waited for until the bot is idle again. It
prints CPU milliseconds per command (the bot's process, its threads, and its worker processes: a
picture drawn elsewhere still costs a core) and each command's ratio to the baseline (issue 34's
target for `/place` and `/speed place`: <= 3.5x). The machine is
shared, so compare the ratios, not the milliseconds, and read the load average printed with them.

Then a second run profiles every thread of the process (cProfile on each thread's CPU clock) and
prints where each command spends its CPU:
pictures (bot/render, Pillow), engine (bot/engine), storage (bot/storage, aiosqlite, sqlite3),
discord.py, SimCord (the simulated Discord, not part of the bot) and the rest.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import os
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import discord
import simcord
from discord import app_commands

from bot.app.client import SumokuBot, intents_for
from bot.config import Config

from ._actions.profile import Profiler
from ._actions.races import Races
from ._load.probe import Probe, StallWatch
from ._load.server import Bench, Table

NOOP = "bench-noop"
KINDS = (f"/{NOOP}", "/sumoku help", "/place", "/speed place")
BASELINE = KINDS[0]


def add_noop(bot: SumokuBot) -> None:
    """The baseline: a registered slash command answering a constant text (no database, no picture)."""

    @app_commands.command(name=NOOP, description="Answers 'ok' (the actions bench's baseline).")
    async def noop(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("ok")

    bot.tree.add_command(noop)


class Cpu:
    """CPU seconds of this process (all its threads) and of its worker processes. `refresh()` finds the
    workers (listing them costs more than a command: done outside the measured span)."""

    def __init__(self) -> None:
        self.tick = os.sysconf("SC_CLK_TCK")
        self.workers: list[str] = []

    def refresh(self) -> None:
        self.workers = []
        with contextlib.suppress(OSError):
            for task in os.listdir("/proc/self/task"):
                with open(f"/proc/self/task/{task}/children") as f:
                    self.workers += [f"/proc/{pid}/stat" for pid in f.read().split()]

    def now(self) -> tuple[float, float]:
        """(this process's CPU, its workers' CPU) in seconds."""
        workers = 0.0
        for path in self.workers:
            with contextlib.suppress(OSError), open(path) as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
                workers += (int(fields[11]) + int(fields[12])) / self.tick
        return time.process_time(), workers


def _stop_expiring_views() -> None:
    """Stop the views of private answers (discord.py gives an ephemeral message's view 15 minutes to
    live, one timeout task each). The bench never clicks them, and with SimCord's clock standing still
    they would never expire: SimCord's settling scans every live task, so each command would cost
    more than the one before (a bench artefact, not the bot's cost)."""
    for task in asyncio.all_tasks():
        frame = getattr(task.get_coro(), "cr_frame", None)
        view = frame.f_locals.get("self") if frame is not None else None
        if isinstance(view, discord.ui.View) and view.timeout is not None:
            view.stop()


class Mix:
    """The three commands, each sent by the next table or racer, and what each one cost."""

    def __init__(self, bench: Bench, tables: list[Table], races: Races) -> None:
        self.bench, self.tables, self.races = bench, tables, races
        self.turn = 0
        self.cpu: dict[str, list[float]] = {k: [] for k in KINDS}  # the bot's process and its workers
        self.own: dict[str, list[float]] = {k: [] for k in KINDS}  # the bot's process alone
        self.clock = Cpu()
        self.profiler: Profiler | None = None  # profiles each command's span when set

    async def one(self, kind: str) -> None:
        table = self.tables[self.turn % len(self.tables)]
        self.turn += 1
        send: Callable[[], Awaitable[Any]] | None
        if kind == BASELINE:
            actor = next(iter(table.players.values()))
            send = functools.partial(actor.slash, table.channel, NOOP)
        elif kind == "/sumoku help":
            send = await self.bench.help(table)
        elif kind == "/place":
            send = await self.bench.place(table)
            if send is None:  # that game is over: a fresh one in its place (not counted)
                self.tables[self.tables.index(table)] = (await self.bench.tables(1))[0]
                return await self.one(kind)
        else:
            send = await self.races.next_place()
        await self.timed(kind, send)

    async def timed(self, kind: str, send: Callable[[], Awaitable[Any]]) -> None:
        self.clock.refresh()
        span = self.profiler.phase(kind, 1) if self.profiler else contextlib.nullcontext()
        with span:
            own, workers = self.clock.now()
            await send()
            await self.bench.env.settle()
            own_after, workers_after = self.clock.now()
            self.own[kind].append(own_after - own)
            self.cpu[kind].append(own_after - own + workers_after - workers)
        _stop_expiring_views()

    async def rounds(self, n: int) -> None:
        for _ in range(n):
            for kind in KINDS:
                await self.one(kind)


async def actions_run(args: argparse.Namespace, folder: Path, profiler: Profiler | None = None) -> None:
    """The measured run; with a profiler, the profiled run (installed before the bot starts threads)."""
    name = "profiled.db" if profiler else "actions.db"
    config = Config(database=folder / name, workers=args.workers, owner_ids=frozenset())
    if profiler is not None:
        profiler.install(asyncio.get_running_loop())
    bot = SumokuBot(config, sync_on_start=True)
    add_noop(bot)
    try:
        async with simcord.run(bot, check_errors=False, approved_intents=intents_for(config)) as env:
            env.settle_timeout = 120.0
            with StallWatch(asyncio.get_running_loop()) as watch:
                bench = Bench(env, bot, Probe(), watch)  # never installed: this bench times whole commands
                mix = Mix(bench, await bench.tables(args.games), Races(env))
                await mix.rounds(args.warmup)
                if profiler is None:
                    mix.cpu, mix.own = {k: [] for k in KINDS}, {k: [] for k in KINDS}
                    await mix.rounds(args.rounds)
                    print(f"== CPU per command, load average {_loadavg()}")
                    _report("the bot's process (the event loop, its threads)", mix.own)
                    _report("with its worker processes (pictures, computer players)", mix.cpu)
                    return
                mix.profiler = profiler
                await mix.rounds(args.profile)
    finally:
        if profiler is not None:
            profiler.uninstall()
        bot.timers.stop()
        bot.thinker.shutdown(wait=False)
        if bot.db is not None:
            await bot.db.close()


def _profile_report(args: argparse.Namespace, profiler: Profiler) -> None:
    print(f"\n== where the bot's CPU goes (cProfile in every thread, {args.profile} of each; own time)")
    for kind in KINDS:
        print(profiler.split_line(kind))
    for name, spent in profiler.spent("/place")[1].most_common(args.detail):
        print(f"   {spent * 1000:8.1f} ms  {name}")


def _report(what: str, cpu: dict[str, list[float]]) -> None:
    """Milliseconds per command, and each command's ratio to the no-op baseline by means and by
    medians (a few slow commands, a stall of the shared machine, move the mean, not the median:
    the target holds when both are within it)."""
    base = statistics.fmean(cpu[BASELINE])
    base_median = statistics.median(cpu[BASELINE])
    print(f"-- {what}")
    for kind in KINDS:
        values = cpu[kind]
        mean, median = statistics.fmean(values), statistics.median(values)
        target = " (target <= 3.5x)" if kind in ("/place", "/speed place") else ""
        ratio = (
            f"  {mean / base:4.1f}x (means) {median / base_median:4.1f}x (medians) the no-op command{target}"
            if kind != BASELINE
            else ""
        )
        ms = f"{mean * 1000:6.2f} ms mean  {median * 1000:6.2f} ms median"
        print(f"{kind:14} {ms}  (n={len(values)}){ratio}")


def _loadavg() -> str:
    with contextlib.suppress(OSError):
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    return "?"


@contextlib.contextmanager
def _folder(path: Path | None) -> Iterator[Path]:
    if path is not None:
        path.mkdir(parents=True, exist_ok=True)
        yield path
        return
    with tempfile.TemporaryDirectory(prefix="sumoku-actions-") as name:
        yield Path(name)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench actions", description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=150, help="commands of each kind measured")
    parser.add_argument("--warmup", type=int, default=10, help="rounds first, not measured")
    parser.add_argument("--games", type=int, default=10, help="main games the /place commands go round")
    parser.add_argument("--profile", type=int, default=60, help="commands of each kind profiled (0: none)")
    parser.add_argument("--detail", type=int, default=0, help="list this many top 'other' functions")
    parser.add_argument("--workers", type=int, default=2, help="SUMOKU_WORKERS for the run")
    parser.add_argument("--dir", type=Path, default=None, help="keep the database here")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    with _folder(args.dir) as folder:
        asyncio.run(actions_run(args, folder))
        if args.profile:
            profiler = Profiler(detail=bool(args.detail))
            asyncio.run(actions_run(args, folder, profiler))
            _profile_report(args, profiler)
    print(f"\n(whole run {time.perf_counter() - began:.0f} s)")
    return 0
