"""A search's allowance: CPU seconds and/or a node count (the solver's only clock read).

The seconds are the calling thread's CPU time (`time.thread_time`), not wall time: on a loaded
machine (other games, other processes) a search still gets the thinking it was allowed, so an
answer does not turn into "could not tell" because the machine was busy.
"""

from __future__ import annotations

import time

_now = time.thread_time  # CPU seconds of the calling thread


class OutOfBudget(Exception):
    """Raised inside a search when its allowance is spent; the caller answers `unknown`."""


class Budget:
    """Time and node allowance for one solver call.

    The clock (`time.thread_time`, CPU seconds of this thread) is the one non-deterministic input
    of the engine's solver: under a node budget alone the answer is a pure function of the
    arguments, which is what tests use. Each search node costs one `spend()`; the clock is read
    at every node (about 0.2 µs), so
    a call overruns its deadline by at most one node's work (well under a millisecond).
    """

    __slots__ = ("deadline", "nodes", "spent")

    def __init__(self, deadline_s: float | None = None, nodes: int | None = None) -> None:
        self.deadline = None if deadline_s is None else _now() + max(0.0, deadline_s)
        self.nodes = nodes
        self.spent = 0

    def spend(self, n: int = 1) -> None:
        if self.over(n):
            raise OutOfBudget

    def over(self, n: int = 1) -> bool:
        """Charge `n` nodes; True when the allowance is spent (for searches that pause, not raise)."""
        self.spent += n
        if self.nodes is not None and self.spent > self.nodes:
            return True
        return self.deadline is not None and _now() > self.deadline

    def left_s(self) -> float | None:
        """CPU seconds left (None: no deadline)."""
        return None if self.deadline is None else self.deadline - _now()

    def share(self, fraction: float) -> Budget:
        """A sub-allowance: `fraction` of what is left of the time and of the nodes."""
        sub = Budget()
        left = self.left_s()
        sub.deadline = None if left is None else _now() + max(0.0, left) * fraction
        sub.nodes = None if self.nodes is None else max(1, int((self.nodes - self.spent) * fraction))
        return sub

    def absorb(self, sub: Budget) -> None:
        """Charge a finished sub-allowance's nodes to this one."""
        self.spent += sub.spent
