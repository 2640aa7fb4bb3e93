"""`python -m bot.bench pool [--workers N]`: what starting the computer players' pool costs the bot.

Each start method and case runs in a fresh interpreter that has the engine imported (as the bot has),
with its event loop watched for stalls (a task sleeps 1 ms and notes the longest gap). Per method:
- `start ms`: `Thinker.start()` as the bot calls it in setup_hook (the fork server's launch);
- `first ms`: the pool's first call answered (a trivial one: what is timed is the start of the
  workers), 2 s after that start (the bot signs in meanwhile); `stall ms`: the longest the event
  loop could not run meanwhile;
- `cold ms` / `cold stall`: the same in a process whose pool was not started before its first call;
- `rebuilt ms`: one call per worker (each sleeps 50 ms) on a pool whose workers were all killed: the
  pool is rebuilt and the calls tried again.
"forkserver" is the bot's; "fork" is the old way (its workers held every socket and pipe the bot had
open), "spawn" the other way to start clean workers (each imports the engine itself).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import time

from bot.thinking import Thinker

METHODS = ("fork", "forkserver", "spawn")
SETTLE_S = 2.0  # between the start and the first call, as between setup_hook and the first turn


class Stalls:
    """The longest time the event loop could not run, while watched."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            self.longest = max(self.longest, now - last)
            last = now

    def __enter__(self) -> Stalls:
        self._task = asyncio.create_task(self._watch())
        return self

    def __exit__(self, *_: object) -> None:
        if self._task is not None:
            self._task.cancel()


def _cpu_of_children() -> float:
    usage = os.times()
    return usage.children_user + usage.children_system


async def _first_call(thinker: Thinker) -> tuple[float, float]:
    with Stalls() as stalls:
        await asyncio.sleep(0.01)
        t = time.perf_counter()
        await thinker.run(os.getpid)
        first = time.perf_counter() - t
        await asyncio.sleep(0.01)
    return first * 1000, stalls.longest * 1000


async def _cold(method: str, workers: int) -> dict[str, float]:
    cold = Thinker(workers, method)
    cold_ms, cold_stall = await _first_call(cold)
    await cold.close()
    return {"cold": cold_ms, "cold_stall": cold_stall}


async def _measure(method: str, workers: int) -> dict[str, float]:
    thinker = Thinker(workers, method)
    t = time.perf_counter()
    thinker.start()
    start_ms = (time.perf_counter() - t) * 1000
    await asyncio.sleep(SETTLE_S)
    first_ms, stall = await _first_call(thinker)
    while len(thinker.worker_pids()) < workers:  # every worker up, then all killed
        await thinker.run(time.sleep, 0.05)
    for pid in thinker.worker_pids():
        os.kill(pid, signal.SIGKILL)
    await asyncio.sleep(0.2)
    t = time.perf_counter()
    await asyncio.gather(*(thinker.run(time.sleep, 0.05) for _ in range(workers)))
    rebuilt_ms = (time.perf_counter() - t) * 1000
    await thinker.close()
    return {
        "start": start_ms,
        "first": first_ms,
        "stall": stall,
        "rebuilt": rebuilt_ms,
    }


def _run(method: str, workers: int, *, cold: bool) -> dict[str, float]:
    """One case, in a fresh interpreter (the fork server is one per process)."""
    command = [sys.executable, "-m", "bot.bench", "pool", "--one", method, "--workers", str(workers)]
    out = subprocess.run(command + (["--cold"] if cold else []), capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench pool")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--one", choices=METHODS, help=argparse.SUPPRESS)  # one method, in this process
    parser.add_argument("--cold", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(asyncio.run((_cold if args.cold else _measure)(args.one, args.workers))))
        return 0
    print(
        f"{'method':<11} {'start ms':>9} {'first ms':>9} {'stall ms':>9} {'cold ms':>8} {'cold stall':>11}"
        f" {'rebuilt ms':>11}"
    )
    for method in METHODS:
        f = {**_run(method, args.workers, cold=False), **_run(method, args.workers, cold=True)}
        print(
            f"{method:<11} {f['start']:>9.1f} {f['first']:>9.1f} {f['stall']:>9.1f} {f['cold']:>8.1f}"
            f" {f['cold_stall']:>11.1f} {f['rebuilt']:>11.1f}"
        )
    return 0
