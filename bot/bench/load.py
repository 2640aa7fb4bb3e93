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
import tempfile
import time
from pathlib import Path

import simcord

from bot.app.client import SumokuBot, intents_for
from bot.config import Config

from ._load.computers import ThreadThinker, racks_while_thinking
from ._load.figures import Figures, merge
from ._load.finished import finished_run
from ._load.probe import Probe, StallWatch
from ._load.server import Bench, Table
from ._load.startup import startup_run


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
