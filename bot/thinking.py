"""Thinking off the event loop: computer players and the solver run in a pool of worker processes.

Pure-Python search in a thread holds the interpreter lock and stalls every other game on the event
loop; a process does not. Workers get only what they need (a state dict, a seat, a level, a seed, a
hand) and send back plain values. A worker that dies (killed, out of memory) breaks the whole pool:
the pool is rebuilt and the call tried again, so a computer never sits on its turn.

Workers inherit nothing of the bot's: they are forked by multiprocessing's fork server, a fresh
interpreter started with no descriptor but its own, never by the bot itself. A worker the bot forked
("fork") held a copy of every socket and pipe open at that moment (the boards' connections, the
board's listening port, a test runner's pipes): a board the hub cut stayed connected through the
worker's copy and never learned it. The server imports the engine once (its preload), so a worker
starts in milliseconds, a rebuilt pool too; a "spawn" worker would import it anew, about 0.3 s of
CPU for each worker, every rebuild. The server is started as the bot starts (`Thinker.start`), off
the event loop: starting it on the first computer turn would stall every game while it imports.

Workers die with the bot: a SIGKILLed bot runs no shutdown. The fork server ends once the bot is
gone (it watches the bot's end of a pipe; each worker closes its own copy of that end as it starts,
so that only the bot's keeps the server alive), and on Linux each worker asks the kernel for a
parent-death signal (prctl PR_SET_PDEATHSIG, SIGKILL) from its parent, the server; everywhere, a
daemon thread in the worker watches its parent's pid and ends the worker once the parent is gone
(re-parented workers see another ppid).
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
from multiprocessing import forkserver
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


def _worker_start() -> None:
    """In a fresh worker: signals are the bot's business, and SIGTERM ends a worker at once.
    Thinking runs at a lower priority than answering commands. The worker lets go of the fork
    server's keep-alive pipe (the server then ends with the bot) and dies with the server."""
    with contextlib.suppress(OSError):
        os.nice(NICENESS)
    signal.set_wakeup_fd(-1)  # a worker the bot forked itself (the bench's "fork") shares the loop's
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    keep_alive = getattr(forkserver._forkserver, "_forkserver_alive_fd", None)  # sent to every worker
    if isinstance(keep_alive, int):
        with contextlib.suppress(OSError):
            os.close(keep_alive)
        setattr(forkserver._forkserver, "_forkserver_alive_fd", None)  # noqa: B010 (not in the stubs)
    parent = os.getppid()
    die_with_parent(parent)
    threading.Thread(target=_watch_parent, args=(parent,), name="parent-watch", daemon=True).start()


def preload() -> list[str]:
    """What the fork server imports once, for every worker: the engine, and the main module when it
    was run by name (`python -m tests.ops.orphan_bot`; not `python -m bot`, whose bot.__main__ is
    left alone). Every worker runs the main module again (multiprocessing's rule): preloaded, its
    imports are there already, instead of each worker importing them anew."""
    main = getattr(sys.modules["__main__"].__spec__, "name", None)
    if isinstance(main, str) and main != "__main__" and not main.endswith(".__main__"):
        return ["bot.thinking", main]
    return ["bot.thinking"]


def context(method: str = "forkserver") -> multiprocessing.context.BaseContext:
    """How workers start: forked by the fork server, which has the engine imported."""
    chosen = multiprocessing.get_context(method)
    if isinstance(chosen, multiprocessing.context.ForkServerContext):
        chosen.set_forkserver_preload(preload())  # read when the server starts
    return chosen


def computer_turn(state: dict[str, Any], seat: int, level: str, seed: int) -> Tiles | None:
    """The turn a computer seat plays, as [row, col, tile] triples (None: it passes). Runs in a worker."""
    game = MainGame.from_dict(state)
    placements = ai.choose_turn(game, seat, level, seed)
    if not placements:
        return None
    return [(p.cell.row, p.cell.col, str(p.tile)) for p in placements]


class Thinker:
    """Runs pure functions in worker processes; rebuilt when a worker dies; shut down with the bot."""

    def __init__(self, workers: int | None = None, start_method: str = "forkserver") -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.start_method = start_method  # another one only to compare (python -m bot.bench pool)
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self.rebuilt = 0  # how many times a broken pool was replaced (logged, and seen by tests)
        self.closed = False

    def start(self) -> None:
        """Start the fork server (once per process; quick: its imports run in the server), so that
        the first computer turn finds the engine imported. Done as the bot starts; the first call
        of a pool does it otherwise."""
        if self.start_method == "forkserver":
            context()
            forkserver.ensure_running()

    @property
    def pool(self) -> ProcessPoolExecutor:
        """The live pool, started on first use (workers fork only when there is something to think)."""
        with self._lock:
            if self.closed:
                raise RuntimeError("the thinking pool is shut down")
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    self.workers, mp_context=context(self.start_method), initializer=_worker_start
                )
            return self._pool

    def worker_pids(self) -> list[int]:
        """The pids of the pool's worker processes (empty before the first call)."""
        pool = self._pool
        processes = getattr(pool, "_processes", None) or {}
        return [p.pid for p in processes.values() if p.pid is not None]

    async def run(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
        """fn(*args, **kwargs) in a worker; a broken pool is replaced and the call tried again."""
        call = functools.partial(fn, *args, **kwargs)
        for attempt in range(1, ATTEMPTS + 1):
            pool = self.pool
            try:
                # submitted from a thread: a submit that starts a worker waits for the fork server
                # (its pid), which must not hold up the event loop
                return await asyncio.wrap_future(await asyncio.to_thread(pool.submit, call))
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
