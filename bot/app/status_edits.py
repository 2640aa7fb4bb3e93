"""Live status messages (a race's status, a lobby, a Spot set's buttons) edited at most once per
`INTERVAL_S` each, the newest state always written last.

An edit rewrites a message whole (its content and buttons), so only the newest state asked for
matters: a message's edits wait in one slot, each new one replacing the one not yet written, and
one task per message writes them in order of arrival, never an older state after a newer one. The
first edit of a quiet message goes at once; the next waits until `INTERVAL_S` after it, and until the
channel's budget has room for a status edit (it waits here, so that what goes is the newest state).
The writes go at status priority (`Priority.STATUS`): the posts that matter in the channel pass first.
A refused or vanished message is dropped; a 429 that outlasted the budget's own retries, a 5xx or
a network failure (a reset connection, a timeout) is tried again a little later, unless a newer
state came meanwhile (that one is written instead).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import aiohttp
import discord

from .request_window import Priority, Waits, request_priority

log = logging.getLogger("sumoku.status")

INTERVAL_S = 2.0
VERSIONS_KEPT = 4096  # messages whose newest asked version is remembered (the most recent ones)
FLUSH_EVENT = "sumoku_status_flush"  # ends every status wait: the pending states are written now

Write = Callable[[], Awaitable[object]]


@dataclass
class _Slot:
    channel_id: int
    write: Write


class StatusEdits:
    """The pending edit of every live message, and the task writing each one."""

    def __init__(
        self,
        interval: float = INTERVAL_S,
        *,
        clock: Callable[[], float] = lambda: time.monotonic(),
        waits: Waits | None = None,
        budget: Callable[[int, Priority], float] = lambda _channel, _priority: 0.0,
    ) -> None:
        self.interval = interval
        self._clock = clock
        self.waits = waits or Waits()
        self.budget = budget  # seconds until the channel's budget lets a status edit go
        self._pending: dict[int, _Slot] = {}
        self._written_at: dict[int, float] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._versions: OrderedDict[int, int] = OrderedDict()  # the newest version asked per message
        self.asked = self.written = 0

    def edit(self, message_id: int, channel_id: int, write: Write, version: int | None = None) -> None:
        """Ask for `message_id` to show what `write` writes; replaces a state not yet written.
        `version`: the game's version this state is of; an older one than the message was already
        asked to show is ignored (an outbox row left by a crash, delivered at start-up after a newer
        action's edit)."""
        if not self._newest(message_id, version):
            return
        self.asked += 1
        self._pending[message_id] = _Slot(channel_id, write)
        if message_id not in self._tasks:
            self._tasks[message_id] = asyncio.create_task(
                self._run(message_id), name=f"sumoku-status-{message_id}"
            )

    def supersede(self, message_id: int, version: int | None = None) -> bool:
        """`message_id` is being written another way at once (through the interaction it sits on):
        the state waiting here, older, is dropped. False when `version` is older than one asked
        already (then it must not be written)."""
        if not self._newest(message_id, version):
            return False
        self._pending.pop(message_id, None)
        return True

    def _newest(self, message_id: int, version: int | None) -> bool:
        """Remember `version` as the newest asked of the message; False when it is older."""
        if version is None:
            return True
        newest = self._versions.get(message_id)
        if newest is not None and version < newest:
            log.info("status message %s: version %d after %d ignored", message_id, version, newest)
            return False
        self._versions[message_id] = version
        self._versions.move_to_end(message_id)
        while len(self._versions) > VERSIONS_KEPT:
            self._versions.popitem(last=False)
        return True

    async def _run(self, message_id: int) -> None:
        try:
            while message_id in self._pending:
                due = self._written_at.get(message_id, float("-inf")) + self.interval
                wait = max(
                    due - self._clock(), self.budget(self._pending[message_id].channel_id, Priority.STATUS)
                )
                if wait > 0:  # waits here, not in the budget: the newest state is the one written
                    await self.waits.sleep(wait, FLUSH_EVENT)
                    continue
                slot = self._pending.pop(message_id)
                try:
                    await self._write(message_id, slot)
                except asyncio.CancelledError:
                    self._pending.setdefault(message_id, slot)  # flush writes it
                    raise
        finally:
            self._tasks.pop(message_id, None)
            self._forget_old()

    async def _write(self, message_id: int, slot: _Slot) -> None:
        token = request_priority.set(Priority.STATUS)
        try:
            await slot.write()
            self.written += 1
        except (discord.Forbidden, discord.NotFound):
            log.info("status message %s cannot be edited any more: dropped", message_id)
            self._pending.pop(message_id, None)
        except discord.HTTPException as err:
            if err.status == 429 or err.status >= 500:
                self._pending.setdefault(message_id, slot)  # unless a newer state came meanwhile
            log.info("status message %s not edited (%s)", message_id, err.status)
        except (OSError, aiohttp.ClientError) as err:  # the network, not Discord: as a 5xx
            self._pending.setdefault(message_id, slot)
            log.info("status message %s not edited (%s): trying again", message_id, type(err).__name__)
        except Exception:
            log.exception("status message %s not edited", message_id)
        finally:
            request_priority.reset(token)
            self._written_at[message_id] = self._clock()

    def _forget_old(self) -> None:
        """Keep the last write time only as long as it still holds the next one back."""
        old = self._clock() - self.interval
        for message_id in [m for m, t in self._written_at.items() if t < old and m not in self._tasks]:
            del self._written_at[message_id]

    async def flush(self) -> None:
        """Write every pending state now (at shutdown): the last word stays on screen."""
        self.interval = 0.0
        self.waits.wake(FLUSH_EVENT)
        for task in list(self._tasks.values()):
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def stop(self) -> None:
        for task in self._tasks.values():
            task.cancel()
        self._tasks.clear()
        self._pending.clear()
