"""A request window: at most `limit` requests in any `per` seconds, handed out by priority.

One per Discord bucket the bot keeps (a channel's messages, the process's share of the global
limit); `budget.RequestBudget` owns them. Waiting requests poll (`Waits.sleep`, short timed waits)
rather than wait on a future another request resolves: nothing to hand over when one is cancelled.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import heapq
import itertools
from collections import deque
from collections.abc import Callable
from enum import IntEnum

import discord

Clock = Callable[[], float]
POLL_S = 0.02  # how often a request behind another one looks again
WINDOW_EVENT = "sumoku_window"  # never dispatched: the windows' waits end with their time


_order = itertools.count()


class Waits:
    """How the budget's and the status edits' waits sleep and are woken early: on plain futures, or,
    with a `client`, through its `wait_for` and `dispatch` (which SimCord recognises as waits: under
    test they pass with the virtual clock, `env.advance_time`, not as real seconds)."""

    def __init__(self, client: discord.Client | None = None) -> None:
        self.client = client
        self._futures: dict[str, list[asyncio.Future[None]]] = {}
        self._events: dict[str, set[str]] = {}  # a name's waits in progress, each under its own event

    async def sleep(self, seconds: float | None, name: str) -> None:
        """Until `seconds` passed (None: no limit) or `wake(name)`."""
        if self.client is not None:
            # each wait its own event, dispatched when it ends: discord.py drops a timed-out
            # wait_for listener only when its event is dispatched, and these are otherwise never
            event = f"{name}_{next(_order)}"
            self._events.setdefault(name, set()).add(event)
            try:
                with contextlib.suppress(TimeoutError):
                    await self.client.wait_for(event, timeout=seconds)
            finally:
                self._events[name].discard(event)
                self.client.dispatch(event)
            return
        future = asyncio.get_running_loop().create_future()
        self._futures.setdefault(name, []).append(future)
        try:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(future, seconds)
        finally:
            waiting = self._futures.get(name, [])
            if future in waiting:
                waiting.remove(future)

    def wake(self, name: str) -> None:
        if self.client is not None:
            for event in list(self._events.get(name, ())):
                self.client.dispatch(event)
            return
        for future in self._futures.pop(name, []):
            if not future.done():
                future.set_result(None)


class Priority(IntEnum):
    """Lower goes first: posts before live status edits."""

    POST = 0
    STATUS = 1


request_priority: contextvars.ContextVar[Priority] = contextvars.ContextVar(
    "sumoku_request_priority", default=Priority.POST
)


class Window:
    """At most `limit` requests in any `per` seconds (a sliding window: stricter than Discord's
    fixed one, so never over it), handed out by priority then arrival."""

    def __init__(
        self, limit: int, per: float, clock: Clock, *, reserve: int = 0, waits: Waits | None = None
    ) -> None:
        self.limit, self.per, self.reserve = limit, per, reserve
        self._clock = clock
        self.waits = waits or Waits()
        self._sent: deque[float] = deque()
        self._blocked_until = 0.0
        self._queue: list[tuple[int, int]] = []

    @classmethod
    def for_rate(cls, rate: float, clock: Clock, waits: Waits | None = None) -> Window:
        return cls(*limit_per(rate), clock, waits=waits)

    def delay(self, now: float, priority: Priority = Priority.POST) -> float:
        """Seconds until a request of `priority` may leave (0: now)."""
        while self._sent and self._sent[0] <= now - self.per:
            self._sent.popleft()
        wait = max(0.0, self._blocked_until - now)
        room = self.limit - (self.reserve if priority > Priority.POST and self.limit > self.reserve else 0)
        if len(self._sent) >= room:
            wait = max(wait, self._sent[len(self._sent) - room] + self.per - now)
        return wait

    @property
    def idle(self) -> bool:
        """Nothing sent in the window, nobody waiting."""
        return not self._sent and not self._queue

    def block(self, until: float) -> None:
        """Discord said no more until `until` (a 429, or Remaining 0)."""
        self._blocked_until = max(self._blocked_until, until)

    def learn(self, limit: int, remaining: int, reset_after: float, now: float) -> None:
        """Discord's own numbers for this bucket (`X-RateLimit-*`): its limit, and a wait when spent."""
        if limit > 0:
            self.limit = limit
            if remaining == limit - 1 and reset_after > 0:  # the first of a fresh window: its length
                self.per = reset_after
        if remaining <= 0:
            self.block(now + reset_after)

    async def acquire(self, priority: Priority) -> float:
        """Wait for a slot; the seconds waited (0.0: it went at once)."""
        started = self._clock()
        ticket = (int(priority), next(_order))
        heapq.heappush(self._queue, ticket)
        waited = False
        try:
            while True:
                now = self._clock()
                wait = self.delay(now, priority)
                if wait <= 0 and self._queue[0] == ticket:
                    heapq.heappop(self._queue)
                    self._sent.append(now)
                    return now - started if waited else 0.0
                waited = True
                # timed waits, polled: the first in line waits its time out, the others at least that
                # long (a post arriving behind a waiting status edit goes first: its wait is shorter)
                await self.waits.sleep(max(wait, POLL_S), WINDOW_EVENT)
        finally:
            if ticket in self._queue:
                self._queue.remove(ticket)
                heapq.heapify(self._queue)


def limit_per(rate: float) -> tuple[int, float]:
    """`rate` requests a second as a whole number per window (12.5/s: 25 per 2 s)."""
    if rate >= 1:
        limit = max(1, round(rate * 2)) if rate % 1 else int(rate)
        return limit, limit / rate
    return 1, 1 / rate
