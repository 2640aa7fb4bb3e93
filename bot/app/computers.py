"""Computer players: a task per game plays their turns one after another, each delivered.

A turn is a session action like any other (stored with its announcement); the runner is kicked
after every delivered action and at start-up for every game where a computer is to move, so a
computer never sits on its turn, whatever failed before.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.sessions import Outcome
from bot.words.language import no_reader
from bot.words.refusal import Refusal

Turn = Callable[[int], Awaitable[Outcome | None]]  # one computer turn of a game, stored and delivered

log = logging.getLogger("sumoku.computers")


class ComputerPlayers:
    """A task per game while computers are to move; `turn` plays one (the runner stores, delivers
    and re-arms it), `ready` is awaited first (the bot connected)."""

    def __init__(self, turn: Turn, ready: Callable[[], Awaitable[object]]) -> None:
        self._turn = turn
        self._ready = ready
        self.runners: dict[int, asyncio.Task[None]] = {}

    def kick(self, game_id: int) -> None:
        """Make sure a task is playing the computer seats of this game."""
        task = self.runners.get(game_id)
        if task is None or task.done():
            self.runners[game_id] = asyncio.create_task(
                self._run(game_id), name=f"sumoku-computer-{game_id}", context=no_reader()
            )

    def cancel(self, game_id: int) -> None:
        task = self.runners.pop(game_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def stop(self) -> None:
        for task in self.runners.values():
            task.cancel()
        self.runners.clear()

    async def _run(self, game_id: int) -> None:
        await self._ready()
        try:
            while True:
                outcome = await self._turn(game_id)
                if outcome is None:
                    return
                # no early return when the turn passed to a human: while these posts waited for
                # Discord's budget, that human may have moved already, and their kick found this
                # task still running (the next turn reads the game again: None if nobody is to move)
        except Refusal:
            return  # someone acted meanwhile; their delivery kicks again if needed
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer player failed in game %s; trying again shortly", game_id)
            await asyncio.sleep(5)
            self.runners.pop(game_id, None)
            self.kick(game_id)
