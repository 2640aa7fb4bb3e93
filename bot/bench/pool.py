"""`python -m bot.bench pool [--workers N] [--sockets N]`: what starting the computer players' pool costs.

Each start method runs in a fresh interpreter that has the engine imported (as the bot has) and holds
`--sockets` connected sockets (as a bot holds its boards' connections), with its event loop watched
for stalls (a task sleeps 1 ms and notes the longest gap). Per method:
- `first ms`: the pool's first call answered (a trivial one: what is timed is the start of the
  workers); `stall ms`: the longest the event loop could not run meanwhile;
- `rebuilt ms`: one call per worker (each sleeps 50 ms) on a pool whose workers were all killed: the
  pool is rebuilt and the calls tried again;
- `held`: the sockets a worker holds (from /proc).
"fork" is the bot's (forked, then every inherited socket and pipe pointed at /dev/null); "plain fork"
is multiprocessing's own (its workers held every socket and pipe the bot had open); "spawn" the
other way to start clean workers (each imports the engine itself).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import signal
import socket
import subprocess
import sys
import time
from multiprocessing.context import BaseContext

import bot.engine.ai  # noqa: F401  (imported, as in the bot, before the workers start)
from bot.thinking import CleanForkContext, Thinker

METHODS = ("fork", "plain fork", "spawn")


def started_by(method: str) -> BaseContext:
    if method == "fork":
        return CleanForkContext()
    return multiprocessing.get_context(method.removeprefix("plain "))


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


def sockets_held(pid: int) -> int:
    held = 0
    for fd in os.listdir(f"/proc/{pid}/fd"):
        with contextlib.suppress(FileNotFoundError):  # closed meanwhile
            held += os.readlink(f"/proc/{pid}/fd/{fd}").startswith("socket:")
    return held


async def _measure(method: str, workers: int) -> dict[str, float]:
    thinker = Thinker(workers, started_by(method))
    with Stalls() as stalls:
        await asyncio.sleep(0.01)
        t = time.perf_counter()
        await thinker.run(os.getpid)
        first_ms = (time.perf_counter() - t) * 1000
        await asyncio.sleep(0.01)
    while len(thinker.worker_pids()) < workers:  # every worker up, then all killed
        await thinker.run(time.sleep, 0.05)
    held = max(sockets_held(pid) for pid in thinker.worker_pids())
    for pid in thinker.worker_pids():
        os.kill(pid, signal.SIGKILL)
    await asyncio.sleep(0.2)
    t = time.perf_counter()
    await asyncio.gather(*(thinker.run(time.sleep, 0.05) for _ in range(workers)))
    rebuilt_ms = (time.perf_counter() - t) * 1000
    await thinker.close()
    return {"first": first_ms, "stall": stalls.longest * 1000, "rebuilt": rebuilt_ms, "held": held}


def _run(method: str, workers: int, sockets: int) -> dict[str, float]:
    """One method, in a fresh interpreter."""
    command = [sys.executable, "-m", "bot.bench", "pool", "--one", method]
    command += ["--workers", str(workers), "--sockets", str(sockets)]
    out = subprocess.run(command, capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench pool")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--sockets", type=int, default=1000, help="connected sockets the process holds")
    parser.add_argument("--one", choices=METHODS, help=argparse.SUPPRESS)  # one method, in this process
    args = parser.parse_args(argv)
    if args.one:
        pairs = [socket.socketpair() for _ in range(args.sockets // 2)]
        print(json.dumps(asyncio.run(_measure(args.one, args.workers))))
        del pairs
        return 0
    print(f"{args.workers} workers, {args.sockets} sockets open in the bot")
    print(f"{'method':<11} {'first ms':>9} {'stall ms':>9} {'rebuilt ms':>11} {'held':>6}")
    for method in METHODS:
        f = _run(method, args.workers, args.sockets)
        print(f"{method:<11} {f['first']:>9.1f} {f['stall']:>9.1f} {f['rebuilt']:>11.1f} {f['held']:>6.0f}")
    return 0
