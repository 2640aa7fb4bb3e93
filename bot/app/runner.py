"""The one door every action goes through: acknowledge, the session call, delivery, after-action.

A slash command, a button, a menu, a board frame each say WHAT to do (a typed action on a typed
target: `Runner.run(source, target, action)`), never how: the runner finds the session that takes
the target in the registry (bot/sessions/variant.py), acknowledges the source (so Discord's
3 seconds are met before anything is stored), makes the call (one transaction, in the session),
lets the source answer privately (`reply`), hands the `Outcome` to delivery (the outbox's posts;
the first may fill the interaction's answer), then sleeps on the game's new timers and lets its
computer players move. The runner knows no variant and no discord: a source is anything with an
actor that can be acknowledged (an interaction here, a WebSocket message later); the session call
and the outcome carry no discord object.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Protocol, TypeVar

from bot.sessions import Actor, Outcome, Variants
from bot.sessions.actions import Here, Target
from bot.storage import Timer

log = logging.getLogger("sumoku.runner")

T = TypeVar("T")
A = TypeVar("A")
COMPUTER = Actor(0, "computer")  # who makes a computer's turn: no user (the game knows its seat)
Reply = Callable[[Outcome], Awaitable[object]]


class Source(Protocol):
    """Who asked, and how to acknowledge them (an interaction, later a WebSocket message)."""

    @property
    def actor(self) -> Actor: ...

    @property
    def answer(self) -> object | None:
        """What delivery may fill with the outcome's first public post (None: post to the channel)."""

    async def acknowledge(self, *, private: bool, update: bool) -> bool:
        """True once acknowledged; False when the source is gone (then nothing may be stored)."""


@dataclass(frozen=True, slots=True)
class Unasked:
    """A source with nothing to acknowledge and no answer to fill (a claim typed in chat): the action
    is made at once and its posts go to the channel; the caller answers its actor itself."""

    actor: Actor
    answer: None = None

    async def acknowledge(self, *, private: bool, update: bool) -> bool:
        return True


class Deliver(Protocol):
    """Sends an outcome's posts (the outbox's), the first as `answer` when given."""

    async def __call__(self, outcome: Outcome, answer: object | None) -> object: ...


class Clocks(Protocol):
    async def sync(self, game_id: int) -> None: ...

    def forget(self, game_id: int) -> None: ...


class Computers(Protocol):
    def kick(self, game_id: int) -> None: ...

    def cancel(self, game_id: int) -> None: ...


class Watcher(Protocol):
    """Told after every stored outcome which game changed (the board's hub: it pushes fresh tables).
    Called without awaiting: it must return at once and never raise into the action."""

    def changed(self, game_id: int, channel_id: int) -> None: ...


class Runner:
    """Runs actions: the only place that acknowledges, delivers and re-arms (see the module doc)."""

    def __init__(
        self,
        deliver: Deliver,
        clocks: Clocks,
        computers: Computers,
        variants: Callable[[], Variants],
        *,
        owns: Callable[[int], Awaitable[bool]] | None = None,
    ) -> None:
        self.deliver = deliver
        self.clocks = clocks
        self.computers = computers
        # a game of this process's shards (None: every game is); another's turn clocks and computer
        # players are its own process's, which re-arms them on hearing the change (bot/app/announce.py)
        self.owns = owns
        self.variants = variants  # the sessions' registry (made once the database is open)
        self.watchers: list[Watcher] = []  # told of every outcome (`changed`), before its delivery

    async def run(
        self,
        source: Source,
        target: Target[A] | Here[A],
        action: A,
        *,
        private: bool,
        update: bool = False,
        reply: Reply | None = None,
        order: AbstractAsyncContextManager[object] | None = None,
    ) -> Outcome | None:
        """Acknowledge `source`, then `action` on `target` (a game, or where one opens: a lobby, a
        race, a Solo deal) by its actor, in the session registered for the target's type; answer,
        deliver, re-arm.

        `private`: the acknowledgement (and so the first answer) is seen by the actor alone.
        `update`: a component acknowledged without a new message. `reply`: the actor's own answer
        (their grid, "you joined"), sent before the public posts (those may wait on rate limits).
        A public acknowledgement is filled by the outcome's first post; after an `update` that post
        rides the interaction too (a followup), and the message pressed is edited through it.
        `order`: held from the call to the end of delivery (a game whose posts must go out in the
        order they were stored)."""
        door = self.variants().door(target, action)  # none takes it: fails before acknowledging
        if not await source.acknowledge(private=private, update=update):
            return None  # the source is gone: nothing is stored, the user will try again
        async with order or contextlib.nullcontext():
            outcome = await door(source.actor)
            if outcome is None:
                return None
            try:
                if reply is not None:
                    await reply(outcome)
            finally:
                # a public answer, or a press acknowledged by updating its message: the posts ride it
                await self.finish(outcome, source.answer if update or not private else None)
        return outcome

    async def acknowledge(self, source: Source, *, private: bool, update: bool = False) -> bool:
        """Only the acknowledgement, for what is no game action (a view, a setting, /forget-me, whose
        resignations it hands to `finish` itself): the caller reads or stores after it, and not at
        all when this is False (the source is gone)."""
        return await source.acknowledge(private=private, update=update)

    async def finish(self, outcome: Outcome, answer: object | None = None) -> None:
        """Deliver an outcome (already stored) and re-arm its game, whatever delivery did."""
        self.tell(outcome)
        try:
            if outcome.posts or outcome.outbox_id is not None:
                await self.deliver(outcome, answer)
        finally:
            await self.after(outcome)

    def tell(self, outcome: Outcome) -> None:
        """Tell the watchers which game an outcome changed (a watcher's error is logged, not raised)."""
        for watcher in self.watchers:
            try:
                watcher.changed(outcome.game_id, outcome.channel_id)
            except Exception:
                log.exception("a watcher failed on game %s", outcome.game_id)

    async def after(self, outcome: Outcome) -> None:
        """Sleep on the game's new timers and let its computer players move (or forget both); not
        for a game of another process's shard (a board's action here): that process does both."""
        try:
            if self.owns is not None and not await self.owns(outcome.game_id):
                return
            if outcome.finished:
                self.clocks.forget(outcome.game_id)
                self.computers.cancel(outcome.game_id)
            else:
                await self.clocks.sync(outcome.game_id)
            if outcome.computer_to_move:
                self.computers.kick(outcome.game_id)
        except Exception:
            log.exception("could not re-arm game %s after an action", outcome.game_id)

    def timer(
        self,
        handler: Callable[[Timer], Awaitable[Outcome | None]],
        order: Callable[[Timer], AbstractAsyncContextManager[object]] | None = None,
    ) -> Callable[[Timer], Awaitable[None]]:
        """A timer kind's handler: the session's clock action, delivered and re-armed like any other
        (`order`: the game's ordering lock, as in `run`)."""

        async def fire(timer: Timer) -> None:  # nobody waits on it: made, delivered, re-armed
            async with order(timer) if order else contextlib.nullcontext():
                outcome = await handler(timer)
                if outcome is not None:
                    await self.finish(outcome)

        return fire

    async def computer_step(self, target: Target[A], action: A) -> Outcome | None:
        """One computer player's turn (`action` on `target`, in the session registered for it): made
        and delivered, its clock re-armed; the computer players' task itself decides whether to play
        on (so it is not kicked again from here)."""
        outcome = await self.variants().act(COMPUTER, target, action)
        if outcome is not None:
            self.tell(outcome)
            try:
                await self.deliver(outcome, None)
            finally:
                await self.clocks.sync(outcome.game_id)
        return outcome
