"""Durable timers: kept in the database, slept on by one scheduler task, re-armed after a restart.

A timer row says what is due when (turn reminder, turn timeout, lobby expiry, a Spot race's idle
end). The scheduler keeps a heap of (due time, timer) and one task that sleeps until the earliest.
When one is due it calls the handler registered for its kind; the handler consumes the row in the
same transaction as the action it causes (or deletes it when the action became pointless). If the
handler fails (a transient `database is locked`, a crash), the row is still there: it is tried
again after a short delay, and after a restart, so a turn clock is never lost.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from bot.storage import Timer
from bot.words.language import no_reader

if TYPE_CHECKING:
    from bot.storage import Database
    from bot.storage.shards import Shards

log = logging.getLogger("sumoku.timers")

Handler = Callable[[Timer], Awaitable[object]]
RETRY_DELAYS = (2.0, 10.0, 60.0, 300.0)


def now() -> float:
    """Epoch seconds from discord.py's clock (SimCord's virtual clock in tests)."""
    return discord.utils.utcnow().timestamp()


class TimerService:
    def __init__(self, db: Callable[[], Database | None], ready: Callable[[], Awaitable[object]]) -> None:
        self._db = db
        self._ready = ready
        self.handlers: dict[str, Handler] = {}
        self._heap: list[tuple[float, int, Timer]] = []  # (due, push order, timer)
        # timer id -> (due, the timer) armed: a heap entry that no longer matches is skipped. Ids can
        # be reused by SQLite once a row is deleted, so the whole timer is compared, not just its id.
        self._known: dict[int, tuple[float, Timer]] = {}
        self._failures: dict[int, int] = {}
        self._stopping = False
        self._seq = 0  # ties in the heap break on push order, never on the Timer
        self._task: asyncio.Task[None] | None = None
        self._sleeping_until: float | None = None  # the task sleeps (and may be woken) until then

    @property
    def db(self) -> Database:
        db = self._db()
        if db is None:
            raise RuntimeError("the database is closed")
        return db

    def register(self, kind: str, handler: Handler) -> None:
        self.handlers[kind] = handler

    # ------------------------------------------------------------ keeping the heap in step

    def _push(self, timer: Timer, due: float | None = None) -> None:
        due = timer.due_at if due is None else due
        self._known[timer.id] = (due, timer)
        self._seq += 1
        heapq.heappush(self._heap, (due, self._seq, timer))
        sleeping = self._task is not None and not self._task.done() and self._sleeping_until is not None
        if sleeping and self._sleeping_until is not None and due < self._sleeping_until:
            assert self._task is not None
            self._task.cancel()  # an earlier one: wake the sleeper to sleep less
            self._task = None
        self._ensure_task()

    async def sync(self, game_id: int) -> None:
        """After an action replaced a game's timers in its transaction: sleep on the new ones."""
        stored = await self.db.timers.for_game(game_id)
        for timer_id, (_, timer) in list(self._known.items()):
            if timer.game_id == game_id and timer not in stored:
                del self._known[timer_id]
        for timer in stored:
            armed = self._known.get(timer.id)
            if armed is None or armed[1] != timer:
                self._push(timer)

    resync = sync

    async def rearm(self, shards: Shards | None = None) -> int:
        """Arm every timer left in the database (at start-up), of `shards`' servers only when given."""
        pending = await self.db.timers.pending(shards=shards)
        for timer in pending:
            armed = self._known.get(timer.id)
            if armed is None or armed[1] != timer:
                self._push(timer)
        return len(pending)

    def forget(self, game_id: int) -> None:
        """A game was closed (its rows are gone): drop its timers from the heap."""
        for timer_id, (_, timer) in list(self._known.items()):
            if timer.game_id == game_id:
                del self._known[timer_id]

    def stop(self) -> None:
        """No timer fires any more; a handler already running finishes (see `wait_stopped`)."""
        self._stopping = True
        if self._task is not None and self._sleeping_until is not None:
            self._task.cancel()
            self._task = None
        self._heap.clear()
        self._known.clear()

    async def wait_stopped(self, timeout: float) -> bool:
        """After `stop`: wait for a handler that was running; True when none is left."""
        task = self._task
        if task is None or task.done() or task is asyncio.current_task():
            return True
        done, _ = await asyncio.wait({task}, timeout=timeout)
        if not done:
            task.cancel()
        return bool(done)

    @property
    def armed(self) -> int:
        return len(self._known)

    # ------------------------------------------------------------ the one task

    def _ensure_task(self) -> None:
        if self._stopping:
            return
        if self._task is None or self._task.done():
            try:
                self._task = asyncio.get_running_loop().create_task(
                    self._run(), name="sumoku-timers", context=no_reader()
                )
            except RuntimeError:
                self._task = None

    async def _run(self) -> None:
        """Sleep until the earliest timer, fire it, repeat; end when the heap is empty.

        Only plain sleeps (no events), so a virtual clock (SimCord) sees an idle bot; a timer
        pushed earlier than the current sleep cancels the sleeping task and starts a new one.
        """
        await self._ready()
        while not self._stopping:
            while self._heap and self._known.get(self._heap[0][2].id) != (self._heap[0][0], self._heap[0][2]):
                heapq.heappop(self._heap)  # cancelled or re-armed at another time
            if not self._heap:
                return
            due, _, timer = self._heap[0]
            delay = due - now()
            if delay > 0:
                self._sleeping_until = due
                try:
                    await asyncio.sleep(delay)
                finally:
                    self._sleeping_until = None
                continue
            heapq.heappop(self._heap)
            self._known.pop(timer.id, None)
            await self._fire(timer)

    async def _fire(self, timer: Timer) -> None:
        handler = self.handlers.get(timer.kind)
        if handler is None:
            log.warning("no handler for timer kind %s", timer.kind)
            return
        try:
            await handler(timer)
        except asyncio.CancelledError:
            raise
        except Exception:
            failures = self._failures.get(timer.id, 0)
            self._failures[timer.id] = failures + 1
            if failures >= len(RETRY_DELAYS):
                log.exception(
                    "timer %s (%s, game %s) keeps failing; left for the next start",
                    timer.id,
                    timer.kind,
                    timer.game_id,
                )
                return
            delay = RETRY_DELAYS[failures]
            log.warning(
                "timer %s (%s, game %s) failed; trying again in %.0f s",
                timer.id,
                timer.kind,
                timer.game_id,
                delay,
                exc_info=True,
            )
            self._push(timer, now() + delay)
            return
        self._failures.pop(timer.id, None)
        try:  # a handler that found nothing to do may leave its row: it must not fire again
            # ...but only that row: SQLite reuses the id of a consumed row for the next timer the
            # handler's own commit (or a move meanwhile) stored, which must stay. One statement:
            # nothing can replace the game's timers between a check and the delete.
            await self.db.timers.drop(timer)
        except Exception:
            log.info("could not clear timer %s", timer.id, exc_info=True)
