"""Where the CPU goes, in every thread that works for a command: cProfile on each thread's CPU clock
in the event loop's thread, around every call asyncio's executor threads run (pictures are drawn
there) and around every call aiosqlite's connection threads run (SQLite). Each function's own time is
charged to its module; a C function's to the module that called it."""

from __future__ import annotations

import asyncio
import contextlib
import cProfile
import pstats
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import aiosqlite

from .split import PARTS, part_of_file


class Profiler:
    """`install(loop)` before the bot starts; `phase(label, count)` profiles what runs inside it."""

    def __init__(self, detail: bool = False) -> None:
        self.detail = detail
        self.label: str | None = None
        self.profiles: dict[str, list[cProfile.Profile]] = {}
        self.counts: dict[str, int] = {}
        self._local = threading.local()
        self._lock = threading.Lock()
        self._execute = aiosqlite.Connection._execute

    def install(self, loop: asyncio.AbstractEventLoop) -> None:
        loop.set_default_executor(_ProfilingExecutor(self))
        profiler, execute = self, self._execute

        async def profiled(conn: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
            return await execute(conn, profiler.wrap(fn), *args, **kwargs)

        aiosqlite.Connection._execute = profiled  # type: ignore[method-assign,assignment]

    def uninstall(self) -> None:
        aiosqlite.Connection._execute = self._execute  # type: ignore[method-assign]

    def wrap(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """`fn`, run under this thread's profiler of the phase open when it runs."""

        def run(*args: Any, **kwargs: Any) -> Any:
            label = self.label
            if label is None:
                return fn(*args, **kwargs)
            return self._thread_profile(label).runcall(fn, *args, **kwargs)

        return run

    def _thread_profile(self, label: str) -> cProfile.Profile:
        mine: dict[str, cProfile.Profile] = self._local.__dict__.setdefault("profiles", {})
        profile = mine.get(label)
        if profile is None:
            profile = mine[label] = cProfile.Profile(time.thread_time)
            with self._lock:
                self.profiles.setdefault(label, []).append(profile)
        return profile

    @contextlib.contextmanager
    def phase(self, label: str, count: int) -> Iterator[None]:
        main = self._thread_profile(label)
        self.label = label
        main.enable()
        try:
            yield
        finally:
            main.disable()
            self.label = None
            self.counts[label] = self.counts.get(label, 0) + count

    def spent(self, label: str) -> tuple[Counter[str], Counter[str]]:
        """CPU seconds by part, and by function (outside SimCord and the bench) when `detail`."""
        parts: Counter[str] = Counter()
        functions: Counter[str] = Counter()
        profiles = self.profiles.get(label, [])
        if not profiles:
            return parts, functions
        stats = pstats.Stats(profiles[0])
        for p in profiles[1:]:
            stats.add(p)
        table: dict[Any, Any] = stats.stats  # type: ignore[attr-defined]
        for (file, line, name), (_cc, _nc, tt, _ct, callers) in table.items():
            if file == "~":  # a C function: charged to its callers, by what each call cost
                whole = sum(edge[2] for edge in callers.values()) or 1.0
                for (cfile, _cl, _cn), edge in callers.items():
                    parts[part_of_file(cfile)] += tt * edge[2] / whole
                continue
            part = part_of_file(file)
            parts[part] += tt
            if self.detail and part not in ("simcord", "bench"):
                functions[f"{file}:{line}:{name}"] += tt
        return parts, functions

    def split_line(self, label: str) -> str:
        spent, _ = self.spent(label)
        total = sum(spent[part] for part in PARTS) or 1.0
        per = 1000 * total / max(1, self.counts.get(label, 1))
        shares = "  ".join(f"{part} {100 * spent[part] / total:4.1f}%" for part in PARTS)
        return f"{label:14} {per:6.2f} ms profiled:  {shares}"


class _ProfilingExecutor(ThreadPoolExecutor):
    """The loop's default executor (asyncio.to_thread), each call profiled in its thread."""

    def __init__(self, profiler: Profiler) -> None:
        super().__init__(thread_name_prefix="profiled")
        self.profiler = profiler

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        return super().submit(self.profiler.wrap(fn), *args, **kwargs)
