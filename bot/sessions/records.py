"""Players' records: what /stats, /leaderboard, /sumoku history read (/forget-me's erasure: forget.py).

Reads only, through the storage API; the words are bot/present/stats.py's.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from bot.engine.main_game import MainGame
from bot.storage import Database, Variant, engine_seats
from bot.words.refusal import Refusal

from .solo import day_of, streak_of

CHART_GAMES = 20


@dataclass(frozen=True)
class CardData:
    """Everything one player's stats card shows for one variant (fields unused by a variant are None)."""

    summary: Any
    recent: list[Any]
    solo: Any = None
    daily_days: tuple[str, ...] = ()
    streak: int = 0
    spot_times: Any = None
    race_times: Any = None
    rating: Any = None
    rating_trend: tuple[Any, ...] = ()
    turns: Any = None


class RecordsSession:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def variants_played(self, user_id: int) -> list[Any]:
        return await self.db.stats.variants_played(user_id)

    async def card(self, user_id: int, variant: Variant, now: float) -> CardData:
        stats = self.db.stats
        summary = await stats.summary(user_id, variant)
        recent = await stats.recent(user_id, variant=variant, limit=CHART_GAMES)
        fields: dict[str, Any] = {}
        if variant is Variant.SOLO:
            days = await self.db.solo.daily_days(user_id)
            fields.update(solo=await stats.solo(user_id), daily_days=tuple(days),
                          streak=streak_of(days, day_of(now)))  # fmt: skip
        if variant is Variant.SPOT:
            fields["spot_times"] = await stats.spot_times(user_id)
        elif variant is not Variant.SOLO:
            if variant in (Variant.SPEED, Variant.TEAM):
                fields["race_times"] = await stats.race_times(user_id, variant)
            rating = await stats.rating(user_id, variant)
            fields["rating"] = rating
            if rating is not None:
                fields["rating_trend"] = tuple(
                    await stats.ratings.trend(user_id, rating.family, limit=CHART_GAMES)
                )
        if variant is Variant.MAIN:
            fields["turns"] = await stats.turns(user_id, variant)
        return CardData(summary, recent, **fields)

    async def board(self, variant: Variant, **options: Any) -> Any:
        return await self.db.stats.board(variant, **options)

    async def solo_board(self, *, guild_id: int | None, limit: int) -> list[Any]:
        return await self.db.stats.solo_leaderboard(guild_id=guild_id, limit=limit)

    async def recent(self, user_id: int, *, limit: int) -> list[Any]:
        return await self.db.stats.recent(user_id, limit=limit)

    async def replay(self, game_id: int, move: int) -> tuple[Any, int, Any]:
        """A finished main game after `move` moves (replayed from its log off the event loop):
        (the game, the number of moves, the last move shown or None)."""
        row = await self.db.games.find(game_id)
        if row is None or row.variant is not Variant.MAIN or row.status != "finished" or row.seed is None:
            raise Refusal("replay.not_found", game=game_id)
        seats = engine_seats(await self.db.seats.list(game_id))
        logged = await self.db.moves.list(game_id)
        move = max(0, min(move, len(logged)))
        actions = [m.action for m in logged[:move]]
        game = await asyncio.to_thread(MainGame.replay, seats, int(row.seed), actions)
        return game, len(logged), logged[move - 1] if move else None

    async def open_games(self) -> list[Any]:
        """Every lobby and running game (for /sumoku about's counts)."""
        return await self.db.games.open_games()
