"""Players' records: what /stats, /leaderboard, /sumoku history read (/forget-me's erasure: forget.py).

Reads only, through the storage API; the words are bot/present/stats.py's.
"""

from __future__ import annotations

from dataclasses import replace

from bot.present.stat_values import CardFigures, PastGame, RatingFigures, Totals
from bot.storage import Database, Game, SoloLeaderboardEntry, Variant
from bot.storage.stats import Board, By, Period, RecentResult
from bot.words.refusal import Refusal

from .variant import Replayed, Variants

CHART_GAMES = 20


def past_game(r: RecentResult, title: str | None, replays: bool = False) -> PastGame:
    """A stored result as the presenter reads it (`title`: its variant's, from the registry;
    `replays`: its variant registered a replay)."""
    return PastGame(
        game_id=r.game_id, variant=r.variant.value, title=title, finished_at=r.finished_at,
        guild_id=r.guild_id, channel_id=r.channel_id, final=r.final, won=r.won, left=r.left,
        walkover=r.walkover, place=r.place, players=r.players, rating_after=r.rating_after,
        rating_delta=r.rating_delta, replays=replays,
    )  # fmt: skip


class RecordsSession:
    def __init__(self, db: Database, variants: Variants) -> None:
        self.db = db
        self.variants = variants  # what a stored variant's name reads as, whose board is its own

    async def variants_played(self, user_id: int) -> list[Variant]:
        return await self.db.stats.variants_played(user_id)

    async def card(self, user_id: int, variant: Variant, now: float) -> CardFigures:
        """The figures of one player's stats card in one variant (bot/present/stats.py says them):
        the common ones, its own (`Variants.register(..., figures=...)`), its rating if it has one."""
        stats = self.db.stats
        s = await stats.summary(user_id, variant)
        totals = Totals(s.games, s.wins, s.walkovers, s.left, s.best, s.average, s.ranked_games)
        recent = tuple(self._past(r) for r in await stats.recent(user_id, variant=variant, limit=CHART_GAMES))
        title = self.variants.title_of(variant.value)
        card = CardFigures(variant.value, totals, recent, title=title)
        own = self.variants.figures_for(variant.value)  # as its session registered them
        if own is not None:
            card = await own(user_id, variant, card, now)
        rating = await stats.rating(user_id, variant)
        if rating is None:
            return card
        changes = await stats.ratings.trend(user_id, rating.family, limit=CHART_GAMES)
        last = changes[-1].delta if changes else None
        return replace(card, rating=RatingFigures(rating.shown, tuple(c.after for c in changes), last))

    async def board(
        self,
        variant: Variant,
        *,
        guild_id: int | None,
        period: Period,
        by: By,
        caller_id: int,
        limit: int,
        now: float,
    ) -> Board:
        return await self.db.stats.board(
            variant, guild_id=guild_id, period=period, by=by, caller_id=caller_id, limit=limit, now=now
        )

    def own_board(self, variant: Variant) -> bool:
        """A variant whose leaderboard is a table of its own (Solo's: most tiles placed, `solo_board`),
        never ranked by rating or wins: as its session registered it (bot/sessions/variant.py)."""
        return self.variants.own_board(variant.value)

    def rated(self, variant: Variant) -> bool:
        """A variant whose games move a rating (its leaderboard can be by rating): the registry says."""
        return self.variants.rated(variant.value)

    def title_of(self, variant: str) -> str | None:
        """The catalogue id of a stored variant's name (None: it reads as stored)."""
        return self.variants.title_of(variant)

    async def solo_board(self, *, guild_id: int | None, limit: int) -> list[SoloLeaderboardEntry]:
        return await self.db.stats.solo_leaderboard(guild_id=guild_id, limit=limit)

    async def recent(self, user_id: int, *, limit: int) -> list[PastGame]:
        return [self._past(r) for r in await self.db.stats.recent(user_id, limit=limit)]

    def _past(self, r: RecentResult) -> PastGame:
        name = r.variant.value
        return past_game(r, self.variants.title_of(name), self.variants.replay_for(name) is not None)

    async def replay(self, game_id: int, move: int) -> Replayed:
        """A finished game after `move` moves, replayed as its variant registered (the main game's:
        from its log, off the event loop); a game of a variant with no replay is refused."""
        row = await self.db.games.find(game_id)
        replay = None if row is None else self.variants.replay_for(row.variant.value)
        if row is None or replay is None or row.status != "finished":
            raise Refusal("replay.not_found", game=game_id)
        return await replay(row, move)

    async def open_games(self) -> list[Game]:
        """Every lobby and running game (for /sumoku about's counts)."""
        return await self.db.games.open_games()
