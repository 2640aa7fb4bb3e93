"""Outbox rows whose posts went out, deleted together a moment later instead of one write each.

Why: every stored action is one write (its commit, fsynced) and deleting its outbox row once
its posts are out was a second one. All writes queue for the one writer, so when many channels
act at once, the deletions of early actions sat in that queue in front of the commits of later
ones, and those players waited for their answer behind bookkeeping. Here a delivered row is
noted, and a task deletes every row noted so far in one transaction; rows noted while that
write waits for the writer go in the next one. So the commits that answers wait on get the
writer first, and 200 deletions cost a handful of writes.

Only while other games are posting too (`Delivery.send` counts the sends under way): a lone
action's row is deleted at once, as before, since a task to wait on costs more than it saves when
nobody queues behind the write. Only rows with nothing to remember are deferred (a row that names
the game's message, such as a Speed round's status, is written at once: the next action reads
that message id). A row that is
noted but not yet deleted would be sent again by `Delivery.resume`, so `flush` comes first there.
If the deletion fails, the rows stay in the outbox and are delivered again at the next start (as
when the single deletion failed before).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence

from bot.words.language import no_reader

log = logging.getLogger("sumoku.delivery")

Delete = Callable[[Sequence[int]], Awaitable[None]]


class DeliveredRows:
    """Outbox ids delivered and not yet deleted; `delete` removes a batch of them in one write."""

    def __init__(self, delete: Delete) -> None:
        self._delete = delete
        self._noted: list[int] = []
        self._task: asyncio.Task[None] | None = None

    def note(self, outbox_id: int) -> None:
        """The row's posts all went out: delete it with the others noted around now."""
        self._noted.append(outbox_id)
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(
                self._drain(), name="sumoku-outbox-delivered", context=no_reader()
            )

    def __contains__(self, outbox_id: object) -> bool:
        return outbox_id in self._noted

    def __len__(self) -> int:
        return len(self._noted)

    async def flush(self) -> None:
        """Delete every row noted so far (and wait for a deletion under way)."""
        while self._task is not None and not self._task.done():
            await asyncio.shield(self._task)

    async def _drain(self) -> None:
        await asyncio.sleep(0)  # the actions being answered right now note theirs too
        while self._noted:
            ids = list(self._noted)
            try:
                await self._delete(ids)
            except Exception:
                log.warning("could not delete %d delivered outbox rows; they go again at start-up",
                            len(ids), exc_info=True)  # fmt: skip
            finally:
                del self._noted[: len(ids)]
