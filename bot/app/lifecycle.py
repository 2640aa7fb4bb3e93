"""A clean stop: the actions in flight finish, new ones are turned away politely, then the bot closes.

Every interaction the bot handles (a slash command through the tree's `interaction_check`, a button
or menu through `errors.guarded`) is *admitted* by the `ActionGate`: the task handling it is counted
until it ends, and its one log line ("action ... game=... channel=... guild=...") is written then.
On SIGTERM or SIGINT (`docker stop`, Ctrl-C) `SumokuBot.shutdown` closes the gate — a new
interaction gets a private "the bot is restarting" answer — waits for the admitted tasks and the
timer handlers already running, lets `drain_pending` deliver what is queued, and closes timers,
Discord and the database. Work that is not an interaction (a timer's action, a delivery) can be
counted the same way with `async with bot.gate.hold():`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import time
import weakref
from collections.abc import AsyncIterator
from typing import Any, Protocol

import discord

from bot.app import logs

log = logging.getLogger("sumoku.lifecycle")

GRACE_S = 8.0  # docker stop waits 10 s before SIGKILL: finish in-flight actions well within it


class StartFailed(Exception):
    """What the operator set up cannot start (a board's port taken, ...): the start stops with this
    one line, where a broken extension is only logged and the rest of the bot runs."""


class RunningBoard(Protocol):
    """The board (bot/activity/, opened by its extension cogs/board.py) as the bot sees it."""

    @property
    def open(self) -> int:
        """Boards connected to this process now."""
        ...

    async def close(self) -> None: ...


class GateClosed(Exception):
    """The bot is shutting down and takes no new action."""


class ActionGate:
    """Counts the actions in flight; closed once shutdown begins."""

    def __init__(self) -> None:
        self.open = True
        self._tasks: weakref.WeakSet[asyncio.Task[Any]] = weakref.WeakSet()
        self._count = 0
        self._idle: asyncio.Event | None = None

    @property
    def in_flight(self) -> int:
        return self._count

    def admit(self, interaction: discord.Interaction) -> None:
        """Count the current task as one action until it ends; GateClosed once shutting down.

        A task is counted once, however many times it is admitted.
        """
        task = asyncio.current_task()
        if task is None or task in self._tasks:
            return
        if not self.open:
            raise GateClosed
        self._tasks.add(task)
        self._enter()
        action = logs.begin_action(interaction)
        task.add_done_callback(lambda _t: self._leave(action))

    @contextlib.asynccontextmanager
    async def hold(self) -> AsyncIterator[None]:
        """Count work that is not an interaction (a timer's action, a delivery) while it runs.

        Raises GateClosed once shutting down: the caller leaves the work for the next start.
        """
        if not self.open:
            raise GateClosed
        self._enter()
        try:
            yield
        finally:
            self._exit()

    def _enter(self) -> None:
        self._count += 1
        if self._idle is not None:
            self._idle.clear()

    def _exit(self) -> None:
        self._count -= 1
        if self._count == 0 and self._idle is not None:
            self._idle.set()

    def _leave(self, action: logs.Action) -> None:
        logs.end_action(action)
        self._exit()

    async def close_and_wait(self, timeout: float) -> bool:
        """Take no new action; True when every admitted one ended within `timeout` seconds."""
        self.open = False
        if self._count == 0:
            return True
        self._idle = asyncio.Event()
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            return False
        return True


async def admit(interaction: discord.Interaction) -> bool:
    """Admit an interaction on its bot's gate; during shutdown answer it and return False.

    Autocomplete cannot carry a message: it is refused silently.
    """
    gate: ActionGate | None = getattr(interaction.client, "gate", None)
    if gate is None:
        return True
    try:
        gate.admit(interaction)
    except GateClosed:
        if interaction.type is not discord.InteractionType.autocomplete:
            from bot.app.interactions import send_private
            from bot.words.messages import text

            # Discord's locale, not the stored preference: the database may be closing
            await send_private(interaction, text("bot.restarting", interaction.locale))
        return False
    return True


def install_signal_handlers(bot: Any) -> None:
    """SIGTERM and SIGINT start `bot.shutdown()` once; a second signal is only logged."""
    loop = asyncio.get_running_loop()

    def on_signal(signum: int) -> None:
        name = signal.Signals(signum).name
        if getattr(bot, "stopping", False):
            log.warning("%s again: already stopping", name)
            return
        log.info("%s received: stopping (%d actions in flight)", name, bot.gate.in_flight)
        bot.shutdown_task = asyncio.ensure_future(bot.shutdown())

    for signum in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(signum, on_signal, signum)
        except NotImplementedError:  # Windows: Ctrl-C still ends the bot, without the clean stop
            return


def connected(bot: Any) -> bool:
    """Every gateway connection of this process is up. `is_ready()` alone stays true while
    discord.py reconnects a dropped shard, so a disconnected process would still look healthy."""
    shards = getattr(bot, "shards", None) or {}
    return bot.is_ready() and all(not shard.is_closed() for shard in shards.values())


async def beat(bot: Any) -> None:
    """One heartbeat: this process's Discord request counts and open boards (for `sumoku-bot health`
    and the other processes' `/sumoku about`), then the time."""
    from bot.storage import meta

    counts = json.dumps(bot.budget.counts().as_dict())
    await meta.put(bot.db, meta.requests_key(bot.heartbeat_key), counts)
    if bot.board is not None:
        await meta.put(bot.db, meta.boards_key(bot.heartbeat_key), str(bot.board.open))
    await meta.beat(bot.db, bot.heartbeat_key)


async def heartbeat(bot: Any, every: float) -> None:
    """While connected, write the time into the database every `every` seconds (see `cli.health`),
    under this process's own key (`bot.heartbeat_key`: its shards)."""

    await bot.wait_until_ready()
    while not bot.is_closed():
        if connected(bot) and bot.db is not None and not bot.stopping:
            started = time.monotonic()
            try:
                await beat(bot)
            except Exception as exc:  # the health check will see the heartbeat get old
                log.warning("heartbeat not written: %s", exc)
            else:
                log.debug("heartbeat written in %.1f ms", (time.monotonic() - started) * 1000)
        await asyncio.sleep(every)


async def boards_open(bot: Any, max_age: float = 90.0) -> list[tuple[frozenset[int] | None, int]]:
    """The boards open on each process serving the board: this one's now, the others' as their last
    heartbeat wrote them (a process whose heartbeat is older than `max_age` is gone: not counted).
    Each as (its shards, None: every shard; the count), this process first."""
    from bot.storage import meta

    own = bot.heartbeat_key
    found: list[tuple[frozenset[int] | None, int]] = []
    if bot.board is not None:
        found.append((meta.heartbeat_shards(own), bot.board.open))
    if bot.db is None:
        return found
    counts = await meta.values_like(bot.db, meta.BOARDS_KEYS)
    beats = await meta.values_like(bot.db, meta.HEARTBEAT_KEYS)
    now = time.time()
    for key, value in sorted(counts.items()):
        heartbeat = meta.heartbeat_of(key)
        written = beats.get(heartbeat)
        if heartbeat == own or written is None or not value.isdigit():
            continue
        try:
            if now - float(written) > max_age:
                continue
        except ValueError:
            continue
        found.append((meta.heartbeat_shards(key), int(value)))
    return found
