"""Thinking off the event loop: computer players and the solver run in a pool of worker processes.

Pure-Python search in a thread holds the interpreter lock and stalls every other game on the event
loop; a process does not. Workers get only what they need (a state dict, a seat, a level, a seed, a
hand) and send back plain values. A worker that dies (killed, out of memory) breaks the whole pool:
the pool is rebuilt and the call tried again, so a computer never sits on its turn.

The pool uses the "fork" start method on purpose: under SimCord a "forkserver" pool froze the bot
while its workers started (a worker's start polls the others with a zero timeout, which loops while
SimCord's clock stands still; DISCORD-NOTES.md), and "fork" starts a worker in milliseconds ("spawn"
imports the engine anew in each worker).

A forked worker starts with a copy of every descriptor the bot had open, and a copy of a socket keeps
it open: a board the hub cut stayed connected through a worker's copy and never learned it, and a
worker would hold the board's listening port, the database's connections and any pipe of whoever
started the bot. So a worker, right after the fork and before anything else runs, points every socket
and pipe it inherited at /dev/null (`_cover_inherited`); it keeps its standard streams, its own pipes
to the pool (the queues it reads and writes, the sentinel the pool watches) and regular files (logs).
Covered rather than closed: a Python object that the worker finalizes later closes /dev/null, never a
descriptor the worker opened since under the same number.

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
import os
import signal
import stat
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import connection, popen_fork, util
from multiprocessing.context import BaseContext, ForkContext, ForkProcess
from multiprocessing.process import BaseProcess
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
    signal wake-up (its descriptor now covered), which a worker has no use for.
    Thinking runs at a lower priority than answering commands. The worker dies with `parent`."""
    with contextlib.suppress(OSError):
        os.nice(NICENESS)
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent(parent)
    threading.Thread(target=_watch_parent, args=(parent,), name="parent-watch", daemon=True).start()


def _pool_descriptors(process: BaseProcess) -> set[int]:
    """The descriptors of the connections `process` is handed (its pool's queues' two ends)."""
    handed = [*getattr(process, "_args", ()), *getattr(process, "_kwargs", {}).values()]
    found: set[int] = set()
    for arg in handed:
        for conn in (arg, getattr(arg, "_reader", None), getattr(arg, "_writer", None)):
            if isinstance(conn, connection.Connection) and not conn.closed:
                found.add(conn.fileno())
    return found


def _open_descriptors() -> list[int]:
    """Every descriptor this process has open (/proc/self/fd; else every number below the limit)."""
    try:
        return [int(fd) for fd in os.listdir("/proc/self/fd")]
    except OSError:
        import resource

        limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        return list(range(limit if 0 < limit < 65536 else 65536))


def _cover_inherited(keep: set[int]) -> None:
    """Point every socket and pipe this process has open at /dev/null, except the descriptors `keep`
    and the standard streams."""
    null = os.open(os.devnull, os.O_RDWR)
    try:
        for fd in _open_descriptors():
            if fd <= 2 or fd == null or fd in keep:
                continue
            try:
                mode = os.fstat(fd).st_mode
            except OSError:  # not open (the listing's own descriptor, or a number of the fallback)
                continue
            if stat.S_ISSOCK(mode) or stat.S_ISFIFO(mode):
                os.dup2(null, fd)
    finally:
        os.close(null)


def _close(*fds: int) -> None:
    for fd in fds:
        os.close(fd)


class _CleanForkPopen(popen_fork.Popen):
    """multiprocessing's fork, whose child covers what it inherited before it runs anything."""

    def _launch(self, process_obj: BaseProcess) -> None:  # CPython's popen_fork.Popen._launch, plus the cover
        code = 1
        parent_r, child_w = os.pipe()
        child_r, parent_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            try:
                os.close(parent_r)
                os.close(parent_w)
                _cover_inherited({child_r, child_w} | _pool_descriptors(process_obj))
                code = process_obj._bootstrap(parent_sentinel=child_r)  # type: ignore[attr-defined]  # no stub
            finally:
                os._exit(code)
        else:
            os.close(child_w)
            os.close(child_r)
            self.finalizer = util.Finalize(self, _close, (parent_r, parent_w))
            self.sentinel = parent_r


class _CleanForkProcess(ForkProcess):
    @staticmethod
    def _Popen(process_obj: BaseProcess) -> _CleanForkPopen:
        return _CleanForkPopen(process_obj)


class CleanForkContext(ForkContext):
    """The "fork" start method, whose workers hold none of the sockets and pipes of their parent."""

    Process = _CleanForkProcess


def computer_turn(state: dict[str, Any], seat: int, level: str, seed: int) -> Tiles | None:
    """The turn a computer seat plays, as [row, col, tile] triples (None: it passes). Runs in a worker."""
    game = MainGame.from_dict(state)
    placements = ai.choose_turn(game, seat, level, seed)
    if not placements:
        return None
    return [(p.cell.row, p.cell.col, str(p.tile)) for p in placements]


class Thinker:
    """Runs pure functions in worker processes; rebuilt when a worker dies; shut down with the bot."""

    def __init__(self, workers: int | None = None, context: BaseContext | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.context = context or CleanForkContext()  # another only to compare (python -m bot.bench pool)
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
                    mp_context=self.context,
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
