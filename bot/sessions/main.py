"""The main game's session: every action is applied under the game's lock and committed
(with the turn clock that follows it) before anyone is told about it. The rules live in the
engine; this is the loop around them."""

from __future__ import annotations

import asyncio
import secrets
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import ai
from ..engine.board import Board
from ..engine.main_game import Event, MainGame
from ..errors import Refusal
from ..storage import NewMove, NewTimer, SeatRow, VersionConflict, engine_seats, results_from_standings
from ..timers import now

VARIANT = "main"
REMINDER, TIMEOUT = "turn_reminder", "turn_timeout"


@dataclass
class Outcome:
    """What one action did: the game after it, its events and the stored version."""

    game_id: int
    game: MainGame
    events: list[Event]
    version: int
    board_before: Board
    options: dict[str, Any]  # the game's lobby options (hints, turn limit, ...), as stored


def turn_timers(game: MainGame, options: dict[str, Any]) -> list[NewTimer]:
    """The clock for the player now to move: a reminder halfway, a timeout at the limit."""
    limit = float(options.get("turn_limit", 0) or 0)
    if game.finished or limit <= 0 or game.current_seat.is_computer:
        return []
    payload = {"turn": game.turn_number, "seat": game.current}
    t = now()
    return [
        NewTimer(REMINDER, t + limit / 2, payload | {"remaining": int(limit / 2)}),
        NewTimer(TIMEOUT, t + limit, payload),
    ]


class MainSessions:
    """Serialises actions per game: a lock in this process, the storage's version check under it."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks[game_id]

    async def load(self, game_id: int) -> tuple[Any, MainGame]:
        row = await self.db.games.find(game_id)
        if row is None or row.state is None:
            raise Refusal("game.none")
        return row, MainGame.from_dict(row.state)

    async def start(self, game_id: int, seats: Sequence[SeatRow], seed: int | None = None) -> Outcome:
        async with self.lock(game_id):
            return await self.start_locked(game_id, seats, seed)

    async def start_locked(self, game_id: int, seats: Sequence[SeatRow], seed: int | None = None) -> Outcome:
        """Deal and store the opening (M1); the caller holds the game's lock."""
        seed = secrets.randbits(48) if seed is None else seed
        row = await self.db.games.get(game_id)
        game, events = MainGame.new(engine_seats(seats), seed)
        started = await self.db.games.start(
            game_id, game.to_dict(), seed=seed, timers=turn_timers(game, row.options)
        )
        return Outcome(game_id, game, events, started.version, Board(), row.options)

    async def act(
        self,
        game_id: int,
        action: Callable[[MainGame], list[Event]],
        *,
        user_id: int | None,
        expected_version: int | None = None,
        summary: str = "",
    ) -> Outcome:
        """Apply `action` to the stored game and commit it; raises what the engine raises."""
        async with self.lock(game_id):
            row, game = await self.load(game_id)
            if row.status != "running":
                raise Refusal("game.finished" if row.status == "finished" else "game.not_running")
            if expected_version is not None and row.version != expected_version:
                raise Refusal("game.stale")
            before = game.board.copy()
            recorded = len(game.history)
            events = action(game)
            if len(game.history) != recorded + 1:
                raise RuntimeError("an action must record exactly one history entry")
            score = sum(getattr(e, "score", 0) for e in events)
            move = NewMove(action=game.history[-1], user_id=user_id, summary=summary[:200], score=score)
            try:
                if game.finished:
                    seats = await self.db.seats.list(game_id)
                    results = results_from_standings(game.result, seats) if game.result else []
                    await self.db.finish_game(game_id, row.version, game.to_dict(), results, move)
                else:
                    await self.db.apply_move(
                        game_id, row.version, game.to_dict(), move, timers=turn_timers(game, row.options)
                    )
            except VersionConflict:
                raise Refusal("error.conflict") from None
            return Outcome(game_id, game, events, row.version + 1, before, row.options)

    async def computer_move(self, game_id: int) -> Outcome | None:
        """Think (in a worker thread) and play one computer turn; None when no computer is to move."""
        row, game = await self.load(game_id)
        if row.status != "running" or game.finished or not game.current_seat.is_computer:
            return None
        seat = game.current
        level = game.current_seat.level or "normal"
        seed = (game.seed * 1_000_003 + game.turn_number) & 0xFFFFFFFF
        placements = await asyncio.to_thread(ai.choose_turn, game, seat, level, seed)

        def move(g: MainGame) -> list[Event]:
            if g.current != seat:
                raise Refusal("game.stale")
            return g.play(seat, placements) if placements else g.pass_turn(seat)

        return await self.act(game_id, move, user_id=None, expected_version=row.version)
