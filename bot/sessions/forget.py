"""/forget-me across every variant: each variant's session forgets the user in its own running games
(`forget_user`: the main game resigns them, races drop them, Solo deletes), then storage erases and
anonymises the rest in short batches (bot/storage/forgetting.py). The way Red-DiscordBot asks each
cog's `red_delete_data_for_user`: no variant reads another's state.

Truthful answers: a failure before the marker is stored changed nothing (the error is the caller's to
word); after it, the work is "partly done" and is finished later (`finish_later`, and at start-up
`resume`, from the stored marker).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass

from bot.storage import Database, StorageError, forgetting
from bot.words.refusal import Refusal

from .base import Clock, Outcome
from .variant import Forgetter

log = logging.getLogger("sumoku.forget")
ATTEMPTS = 3  # a running game whose version moved meanwhile is tried again this many times
RETRY_S = 30.0  # "partly done": the rest is tried again after this long
RETRIES = 5


Deliver = Callable[[Outcome], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What one /forget-me did: `done` (nothing left) or partly done; outcomes to deliver (resignations)."""

    user_id: int
    done: bool
    left_games: int = 0
    rows: int = 0
    outcomes: tuple[Outcome, ...] = ()  # already delivered


class ForgetSession:
    def __init__(self, db: Database, clock: Clock, by_variant: Mapping[str, Forgetter]) -> None:
        self.db = db
        self.clock = clock
        self.by_variant = by_variant
        self._later: set[asyncio.Task[Forgotten | None]] = set()  # `finish_later` tasks, kept alive

    async def forget(self, user_id: int, deliver: Deliver) -> Forgotten:
        """Forget the user everywhere. Raises (nothing changed) only when the marker could not be stored.

        `deliver` announces a running game's outcome (a resignation) at once, before the closed
        games are anonymised: a game the resignation ended is one of them, and its posts must be out."""
        vacuum = await forgetting.mark(self.db, user_id, self.clock())
        outcomes: list[Outcome] = []
        left = 0
        try:
            for game_id, variant in await forgetting.running_games(self.db, user_id):
                forgetter = self.by_variant.get(variant)
                if forgetter is None:
                    log.warning("no session forgets %s games (game %s): left for its end", variant, game_id)
                    continue
                outcome = await self._in_game(forgetter, game_id, user_id)
                if outcome is not None:
                    outcomes.append(outcome)
                    await deliver(outcome)
                left += 1
            report = await self.db.delete_user_data(user_id, vacuum=vacuum)
        except Exception as exc:  # something is already erased: "partly done", finished later
            if isinstance(exc, StorageError | Refusal):
                log.warning("forgetting user %s stopped half way (%s); it is finished later", user_id, exc)
            else:
                log.exception("forgetting user %s stopped half way; it is finished later", user_id)
            return Forgotten(user_id, False, left, 0, tuple(outcomes))
        done = not report.pending_game_ids
        return Forgotten(user_id, done, left, report.anonymised_rows, tuple(outcomes))

    async def _in_game(self, forgetter: Forgetter, game_id: int, user_id: int) -> Outcome | None:
        for attempt in range(1, ATTEMPTS + 1):
            try:
                return await forgetter.forget_user(game_id, user_id)
            except Refusal as refused:  # another action went first: judge again on the new state
                if refused.key != "error.conflict" or attempt == ATTEMPTS:
                    raise
        return None

    async def resume(self, deliver: Deliver) -> list[Forgotten]:
        """At start-up: finish every forgetting a stop interrupted (still unfinished: tried later)."""
        done = []
        for user_id in await forgetting.marked(self.db):
            forgotten = await self.forget(user_id, deliver)
            if not forgotten.done:
                self.finish_later(user_id, deliver)
            done.append(forgotten)
        return done

    def finish_later(self, user_id: int, deliver: Deliver) -> asyncio.Task[Forgotten | None]:
        """After "partly done": try again every RETRY_S (RETRIES times at most; start-up resumes too)."""

        async def again() -> Forgotten | None:
            for _ in range(RETRIES):
                await asyncio.sleep(RETRY_S)
                try:
                    forgotten = await self.forget(user_id, deliver)
                except StorageError as exc:
                    log.warning("forgetting user %s: still failing (%s)", user_id, exc)
                    continue
                if forgotten.done:
                    return forgotten
            return None

        task = asyncio.create_task(again(), name=f"sumoku-forget-{user_id}")
        self._later.add(task)  # asyncio keeps only a weak reference to a running task
        task.add_done_callback(self._later.discard)
        return task
