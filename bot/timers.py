"""Durable timers: kept in the database, slept on in memory, re-armed after a restart.

A timer row says what is due when (turn reminder, turn timeout, lobby expiry...). The service
keeps one sleeping task per row; when it wakes it deletes the row and calls the handler
registered for its kind. Handlers re-check the game themselves (a move may have made the timer
pointless), so firing late or twice does no harm.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

log = logging.getLogger("sumoku.timers")

Handler = Callable[[Any], Awaitable[None]]  # receives the storage's timer row


def now() -> float:
    """Epoch seconds from discord.py's clock (the virtual one under SimCord)."""
    return discord.utils.utcnow().timestamp()


class TimerService:
    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.handlers: dict[str, Handler] = {}
        self.tasks: dict[int, asyncio.Task[None]] = {}

    def register(self, kind: str, handler: Handler) -> None:
        self.handlers[kind] = handler

    async def add(self, game_id: int, kind: str, delay: float, payload: dict[str, Any] | None = None) -> int:
        timer = await self.bot.db.timers.add(game_id, kind, now() + delay, payload or {})
        self._arm(timer)
        return timer.id

    async def cancel(self, game_id: int, kinds: tuple[str, ...] | None = None) -> None:
        for timer_id in await self.bot.db.timers.cancel(game_id, kinds):
            task = self.tasks.pop(timer_id, None)
            if task is not None:
                task.cancel()

    async def rearm(self) -> int:
        """Arm every timer left in the database (at start-up)."""
        pending = await self.bot.db.timers.pending()
        for timer in pending:
            self._arm(timer)
        return len(pending)

    def stop(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        self.tasks.clear()

    def _arm(self, timer: Any) -> None:
        if timer.id in self.tasks:
            return
        self.tasks[timer.id] = asyncio.create_task(self._run(timer), name=f"sumoku-timer-{timer.id}")

    async def _run(self, timer: Any) -> None:
        try:
            await self.bot.wait_until_ready()
            delay = timer.due_at - now()
            if delay > 0:
                await asyncio.sleep(delay)
            self.tasks.pop(timer.id, None)
            if not await self.bot.db.timers.take(timer.id):
                return  # cancelled meanwhile
            handler = self.handlers.get(timer.kind)
            if handler is None:
                log.warning("no handler for timer kind %s", timer.kind)
                return
            await handler(timer)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("timer %s (%s, game %s) failed", timer.id, timer.kind, timer.game_id)
