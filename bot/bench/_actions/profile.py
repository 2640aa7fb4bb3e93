"""Where the CPU goes, in every thread of the process: cProfile timed by each thread's CPU clock, in
the thread that installs it and in every thread started after (asyncio's executor threads draw
pictures, aiosqlite's connection threads run SQLite). A phase is the difference of two snapshots;
each function's own time is charged to its module, a C function's to the module that called it."""

from __future__ import annotations

import contextlib
import cProfile
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

from .split import PARTS, part_of_file


class Profiler:
    """Install before the bot starts its threads; `phase(label, count)` measures what runs inside it."""

    def __init__(self, detail: bool = False) -> None:
        self.detail = detail
        self._profiles: list[cProfile.Profile] = []
        self._lock = threading.Lock()
        self.spent: dict[str, Counter[str]] = {}
        self.counts: dict[str, int] = {}
        self.functions: dict[str, Counter[str]] = {}

    def install(self) -> None:
        threading.setprofile(self._bootstrap)
        self._start()

    def uninstall(self) -> None:
        threading.setprofile(None)  # type: ignore[arg-type]
        for profile in self._profiles:
            with contextlib.suppress(Exception):
                profile.disable()

    def _bootstrap(self, *_: Any) -> None:
        sys.setprofile(None)
        self._start()

    def _start(self) -> None:
        profile = cProfile.Profile(time.thread_time)
        with self._lock:
            self._profiles.append(profile)
        profile.enable()

    def _snapshot(self) -> tuple[Counter[str], Counter[str]]:
        parts: Counter[str] = Counter()
        functions: Counter[str] = Counter()
        with self._lock:
            profiles = list(self._profiles)
        for profile in profiles:
            for entry in profile.getstats():
                code = entry.code
                if isinstance(code, str):
                    continue  # a C function: counted below, with its caller
                part = part_of_file(code.co_filename)
                called = entry.calls or ()
                own = entry.inlinetime + sum(s.inlinetime for s in called if isinstance(s.code, str))
                parts[part] += own
                if self.detail and part not in ("simcord", "bench"):
                    functions[f"{code.co_filename}:{code.co_firstlineno}:{code.co_name}"] += own
        return parts, functions

    @contextlib.contextmanager
    def phase(self, label: str, count: int) -> Iterator[None]:
        parts, functions = self._snapshot()
        yield
        after, after_functions = self._snapshot()
        after.subtract(parts)
        after_functions.subtract(functions)
        self.spent.setdefault(label, Counter()).update(after)
        self.functions.setdefault(label, Counter()).update(after_functions)
        self.counts[label] = self.counts.get(label, 0) + count

    def split_line(self, label: str) -> str:
        """Shares of the positive parts: a frame that outlives many commands (the event loop's, SimCord's
        settling) is charged when it returns, so "other" and "simcord" are rough; the bot's parts are not."""
        spent = self.spent.get(label, Counter())
        total = sum(max(0.0, spent[part]) for part in PARTS) or 1.0
        per = 1000 * total / max(1, self.counts.get(label, 1))
        shares = "  ".join(f"{part} {100 * max(0.0, spent[part]) / total:4.1f}%" for part in PARTS)
        return f"{label:14} {per:6.2f} ms profiled:  {shares}"
