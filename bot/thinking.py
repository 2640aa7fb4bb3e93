"""Thinking off the event loop: computer players and the solver run in a pool of worker processes.

Pure-Python search in a thread holds the interpreter lock and stalls every other game on the event
loop; a process does not. Workers get only what they need (a state dict, a seat, a level, a seed, a
hand) and send back plain values. A worker that dies (killed, out of memory) breaks the whole pool:
the pool is rebuilt and the call tried again, so a computer never sits on its turn.

The pool uses the "fork" start method on purpose: under SimCord a "forkserver" pool froze the bot
while its workers started (DISCORD-NOTES.md), and "fork" starts a worker in milliseconds.

Workers die with the bot: a SIGKILLed bot runs no shutdown, and forked workers would otherwise keep
running (a supervisor restarting the bot would pile them up). On Linux each worker asks the kernel
for a parent-death signal (prctl PR_SET_PDEATHSIG, SIGKILL); everywhere, a daemon thread in the
worker watches its parent's pid and ends the worker once the parent is gone (re-parented workers
see another ppid). The kernel's signal follows the *thread* that forked the worker: the pool forks
from the thread that submits, the event loop's, which lives as long as the bot.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import functools
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from bot.engine import ai
from bot.engine.main_game import MainGame

log = logging.getLogger("sumoku.thinking")

T = TypeVar("T")
ATTEMPTS = 3  # a call is tried on this many pools before its error is raised
Tiles = list[tuple[int, int, str]]


NICENESS = 10  # workers yield the CPU to the event loop: on 2 cores, 2 busy workers would starve it
PR_SET_PDEATHSIG = 1  # <linux/prctl.h>
PARENT_WATCH_S = 0.5  # how often a worker's fallback watch looks for its parent


def die_with_parent(parent: int) -> bool:
    """Ask Linux to SIGKILL this process when its parent goes; False where that is not to be had."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    if os.getppid() != parent:  # the parent died before the request: the signal will never come
        os._exit(0)
    return True


def _watch_parent(parent: int) -> None:
    """The fallback (other systems, or a prctl refused): end the worker once its parent is gone."""
    while os.getppid() == parent:
        time.sleep(PARENT_WATCH_S)
    os._exit(0)


def _worker_start(parent: int) -> None:
    """In a fresh worker: signals are the parent's business. A forked child inherits the event loop's
    wake-up descriptor, so without this a SIGTERM to a worker would look like one to the bot.
    Thinking runs at a lower priority than answering commands. The worker dies with `parent`."""
    with contextlib.suppress(OSError):
        os.nice(NICENESS)
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent(parent)
    threading.Thread(target=_watch_parent, args=(parent,), name="parent-watch", daemon=True).start()


def computer_turn(state: dict[str, Any], seat: int, level: str, seed: int) -> Tiles | None:
    """The turn a computer seat plays, as [row, col, tile] triples (None: it passes). Runs in a worker."""
    game = MainGame.from_dict(state)
    placements = ai.choose_turn(game, seat, level, seed)
    if not placements:
        return None
    return [(p.cell.row, p.cell.col, str(p.tile)) for p in placements]


class Thinker:
    """Runs pure functions in worker processes; rebuilt when a worker dies; shut down with the bot."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self.rebuilt = 0  # how many times a broken pool was replaced (logged, and seen by tests)
        self.closed = False

    @property
    def pool(self) -> ProcessPoolExecutor:
        """The live pool, started on first use (workers fork only when there is something to think)."""
        with self._lock:
            if self.closed:
                raise RuntimeError("the thinking pool is shut down")
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    self.workers,
                    mp_context=multiprocessing.get_context("fork"),
                    initializer=_worker_start,
                    initargs=(os.getpid(),),
                )
            return self._pool

    def worker_pids(self) -> list[int]:
        """The pids of the pool's worker processes (empty before the first call)."""
        pool = self._pool
        processes = getattr(pool, "_processes", None) or {}
        return [p.pid for p in processes.values() if p.pid is not None]

    async def run(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
        """fn(*args, **kwargs) in a worker; a broken pool is replaced and the call tried again."""
        loop = asyncio.get_running_loop()
        call = functools.partial(fn, *args, **kwargs)
        for attempt in range(1, ATTEMPTS + 1):
            pool = self.pool
            try:
                return await loop.run_in_executor(pool, call)
            except BrokenProcessPool:
                if attempt == ATTEMPTS:
                    raise
                self._replace(pool)
                log.warning("a thinking worker died; pool rebuilt, trying again (%d/%d)", attempt, ATTEMPTS)
        raise AssertionError("unreachable")

    def _replace(self, broken: Executor) -> None:
        with self._lock:
            if self._pool is broken:  # another caller may have replaced it already
                self._pool = None
                self.rebuilt += 1
        broken.shutdown(wait=False, cancel_futures=True)

    def shutdown(self, wait: bool = True) -> None:
        """Stop the workers (calls in flight are cancelled); later calls raise."""
        with self._lock:
            self.closed = True
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait, cancel_futures=True)

    async def close(self) -> None:
        """shutdown(), its workers and manager thread joined off the event loop."""
        await asyncio.to_thread(self.shutdown, True)


_shared: Thinker | None = None


def shared() -> Thinker:
    """One process-wide pool for sessions built without one (tools, tests); shut down at exit."""
    global _shared
    if _shared is None or _shared.closed:
        _shared = Thinker()
        atexit.register(_shared.shutdown)
    return _shared
