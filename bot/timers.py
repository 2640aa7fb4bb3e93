"""Durable timers: kept in the database, slept on in memory, re-armed after a restart.

A timer row says what is due when (turn reminder, turn timeout, lobby expiry...). The service
keeps one sleeping task per row; when it wakes it deletes the row (only one waker wins) and calls
the handler registered for its kind. Handlers re-check the game themselves (a move may have made
the timer pointless), so a late or repeated firing does no harm.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

log = logging.getLogger("sumoku.timers")

Handler = Callable[[Any], Awaitable[None]]  # receives a bot.storage.Timer


def now() -> float:
    """Epoch seconds from discord.py's clock (SimCord's virtual clock in tests)."""
    return discord.utils.utcnow().timestamp()


class TimerService:
    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.handlers: dict[str, Handler] = {}
        self.tasks: dict[int, tuple[int, asyncio.Task[None]]] = {}  # timer id -> (game id, task)

    def register(self, kind: str, handler: Handler) -> None:
        self.handlers[kind] = handler

    async def add(self, game_id: int, kind: str, delay: float, payload: dict[str, Any] | None = None) -> int:
        timer = await self.bot.db.timers.add(game_id, kind, now() + delay, payload or {})
        self._arm(timer)
        return timer.id

    async def cancel(self, game_id: int, kind: str | None = None) -> None:
        await self.bot.db.timers.cancel(game_id, kind)
        self._drop(game_id, kind)

    async def resync(self, game_id: int) -> None:
        """After a move replaced a game's timers in its transaction: sleep on the new ones."""
        self._drop(game_id)
        for timer in await self.bot.db.timers.for_game(game_id):
            self._arm(timer)

    async def rearm(self) -> int:
        """Arm every timer left in the database (at start-up)."""
        pending = await self.bot.db.timers.pending()
        for timer in pending:
            self._arm(timer)
        return len(pending)

    def stop(self) -> None:
        for _, task in self.tasks.values():
            task.cancel()
        self.tasks.clear()

    def _drop(self, game_id: int, kind: str | None = None) -> None:
        for timer_id, (gid, task) in list(self.tasks.items()):
            if gid == game_id and (kind is None or task.get_name().endswith(f":{kind}")):
                task.cancel()
                del self.tasks[timer_id]

    def _arm(self, timer: Any) -> None:
        if timer.id in self.tasks:
            return
        task = asyncio.create_task(self._run(timer), name=f"sumoku-timer-{timer.id}:{timer.kind}")
        self.tasks[timer.id] = (timer.game_id, task)

    async def _run(self, timer: Any) -> None:
        try:
            await self.bot.wait_until_ready()
            delay = timer.due_at - now()
            if delay > 0:
                await asyncio.sleep(delay)
            self.tasks.pop(timer.id, None)
            if not await self.bot.db.timers.cancel_id(timer.id):
                return  # cancelled or replaced meanwhile
            handler = self.handlers.get(timer.kind)
            if handler is None:
                log.warning("no handler for timer kind %s", timer.kind)
                return
            await handler(timer)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("timer %s (%s, game %s) failed", timer.id, timer.kind, timer.game_id)
