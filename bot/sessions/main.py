"""The main game's session: every action is applied under the game's lock and committed
before anyone is told about it (RULES.md M1–M9 live in the engine; this is the loop)."""

from __future__ import annotations

import asyncio
import secrets
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import ai
from ..engine.board import Board
from ..engine.main_game import Event, GameEnded, MainGame, Seat, SeatKind
from ..errors import Refusal

VARIANT = "main"


@dataclass
class Outcome:
    """What one action did: the game after it, its events and the stored version."""

    game_id: int
    game: MainGame
    events: list[Event]
    version: int
    board_before: Board


class MainSessions:
    """Serialises actions per game (lock + the storage's version check)."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks[game_id]

    async def load(self, game_id: int) -> tuple[Any, MainGame]:
        row = await self.db.games.get(game_id)
        if row is None or row.state is None:
            raise Refusal("game.none")
        return row, MainGame.from_dict(row.state)

    async def start(self, game_id: int, seats: list[Seat], seed: int | None = None) -> Outcome:
        seed = secrets.randbits(48) if seed is None else seed
        async with self.lock(game_id):
            game, events = MainGame.new(seats, seed)
            version = await self.db.games.start(game_id, game.to_dict())
            if game.finished:
                version = await self._finish(game_id, version, game, None)
            return Outcome(game_id, game, events, version, Board())

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
            move = game.history[recorded] if len(game.history) > recorded else None
            score = sum(getattr(e, "score", 0) for e in events)
            if game.finished:
                version = await self._finish(game_id, row.version, game, move, user_id, summary, score)
            else:
                version = await self.db.games.apply_move(
                    game_id, row.version, game.to_dict(),
                    user_id=user_id, action=move or {}, summary=summary, score=score,
                )
            return Outcome(game_id, game, events, version, before)

    async def _finish(
        self, game_id: int, version: int, game: MainGame, move: dict | None,
        user_id: int | None = None, summary: str = "", score: int = 0,
    ) -> int:
        ended = game.result or GameEnded(())
        humans = sum(1 for s in game.seats if s.kind is SeatKind.HUMAN)
        results = [
            {
                "user_id": int(game.seats[s.seat].id) if game.seats[s.seat].id.isdigit() else None,
                "seat": s.seat, "name": game.seats[s.seat].name,
                "score": s.score, "penalty": s.penalty, "final": s.final,
                "won": s.winner, "left": s.left, "humans": humans,
            }
            for s in ended.standings
        ]
        return await self.db.games.finish(
            game_id, version, game.to_dict(), results,
            user_id=user_id, action=move, summary=summary, score=score,
        )

    async def computer_move(self, game_id: int) -> Outcome | None:
        """Think (in a worker thread) and play one computer turn; None if it is not a computer's turn."""
        row, game = await self.load(game_id)
        if row.status != "running" or game.finished or not game.current_seat.is_computer:
            return None
        seat = game.current
        level = game.current_seat.level or "normal"
        seed = game.seed ^ (game.turn_number * 7919)
        placements = await asyncio.to_thread(ai.choose_turn, game, seat, level, seed)

        def move(g: MainGame) -> list[Event]:
            if g.current != seat:
                raise Refusal("game.stale")
            return g.play(seat, placements) if placements else g.pass_turn(seat)

        return await self.act(game_id, move, user_id=None, expected_version=row.version)
