"""Stats, history and leaderboards, each answered by indexed queries (see bot/bench/stats.py).

What counts (decided here, see records.ranked_flags for the per-row rule):
- Personal stats show every finished game of the user, whatever they won: a Spot racer who won no
  set, a player who resigned. Wins are games won by playing to the end; a win because the other
  humans left is counted apart as a walkover, and games left (resigned, dropped) are counted too.
- Leaderboards use ranked rows only (games with at least 2 humans; a leaver's row is a loss; a
  walkover is not counted), read from board_totals, which records.insert_results keeps per variant,
  server and UTC day. Computer players and deleted users never appear.
- Order by wins: wins, then average final score, then best score, then user id. Order by rating:
  the conservative OpenSkill rating (mu - 3 sigma) of the players who played a ranked game of the
  variant in the scope and period (the rating itself is one per player and family, not per server).
- Periods are rolling: 'week' = today and the 6 UTC days before, 'month' = today and the 29 before.
- Spot: sets won = correct claims (4 tiles each); fastest and median = correct claims' reaction times.
- Solo: best tiles placed and completed games (a single-player variant, so no farming question).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Literal

from .models import (
    LeaderboardEntry,
    SoloLeaderboardEntry,
    SoloStats,
    SpotStats,
    Variant,
    VariantStats,
)
from .ratings import Rating, Ratings, shown
from .sql import Handle

SPOT_TILES_PER_CLAIM = 4
DAY = 86400
PERIOD_DAYS: dict[str, int | None] = {"all": None, "month": 30, "week": 7}
Period = Literal["all", "month", "week"]
By = Literal["rating", "wins"]


@dataclass(frozen=True, slots=True)
class Summary:
    """A player's totals in one variant, over every finished game."""

    games: int
    wins: int  # won by playing to the end
    walkovers: int  # stayed while every other human left
    left: int  # resigned or dropped
    best: int | None
    average: float | None
    ranked_games: int


@dataclass(frozen=True, slots=True)
class TurnStats:
    best_turn: int | None
    bonus_turns: int


@dataclass(frozen=True, slots=True)
class SpotTimes:
    claims: int
    sets_won: int
    fastest_ms: int | None
    median_ms: int | None


@dataclass(frozen=True, slots=True)
class RaceTimes:
    """Speed/Team: rounds won over every match (a result's `score`) and the best time to a valid grid."""

    rounds_won: int
    best_ms: int | None


@dataclass(frozen=True, slots=True)
class RecentResult:
    """One finished game from a player's side (history, the last-20 chart)."""

    game_id: int
    variant: Variant
    finished_at: float
    guild_id: int | None
    channel_id: int
    final: int
    won: bool
    left: bool
    walkover: bool
    ranked: bool
    place: int  # 1 = best; leavers after everyone who stayed
    players: int
    rating_before: float | None  # conservative ratings, when the game moved this player's rating
    rating_after: float | None

    @property
    def rating_delta(self) -> float | None:
        if self.rating_before is None or self.rating_after is None:
            return None
        return self.rating_after - self.rating_before


@dataclass(frozen=True, slots=True)
class Board:
    """A leaderboard: the top rows, and the caller's own row when it is not among them."""

    entries: list[LeaderboardEntry]
    caller: LeaderboardEntry | None


def period_start_day(period: str, now: float | None = None) -> int | None:
    """The first UTC day number a period covers (None = all time)."""
    days = PERIOD_DAYS[period]
    if days is None:
        return None
    today = int((time.time() if now is None else now) // DAY)
    return today - days + 1


_WINS_ORDER = "wins DESC, CAST(points AS DOUBLE PRECISION) / games DESC, best DESC, user_id"
# The rows of t that come before the caller's row `me` in that order.
_WINS_AHEAD = (
    "wins > me.wins OR (wins = me.wins AND ("
    "CAST(points AS DOUBLE PRECISION) / games > CAST(me.points AS DOUBLE PRECISION) / me.games OR "
    "(CAST(points AS DOUBLE PRECISION) / games = CAST(me.points AS DOUBLE PRECISION) / me.games AND "
    "(best > me.best OR (best = me.best AND user_id < me.user_id)))))"
)
_RATING_ORDER = "shown DESC, user_id"
_RATING_AHEAD = "shown > me.shown OR (shown = me.shown AND user_id < me.user_id)"
_COLUMNS = "user_id, games, wins, best, points, shown, left_games, walkovers"


def _slice(first_day: int | None) -> str:
    """The totals of one scope and period, one row per player (a subquery over board_totals)."""
    if first_day is None:
        return (
            "SELECT user_id, games, wins, points, best, left_games, walkovers FROM board_totals "
            "WHERE variant = :variant AND guild_id = :guild AND day = 0 AND games > 0"
        )
    return (
        "SELECT user_id, sum(games) AS games, sum(wins) AS wins, sum(points) AS points, max(best) AS best, "
        "sum(left_games) AS left_games, sum(walkovers) AS walkovers "
        "FROM board_totals WHERE variant = :variant AND guild_id = :guild AND day >= :first_day "
        "GROUP BY user_id HAVING sum(games) > 0"
    )


class Stats:
    def __init__(self, db: Handle) -> None:
        self._db = db
        self.ratings = Ratings(db)

    # ------------------------------------------------------------ a player's card

    async def variants_played(self, user_id: int) -> list[Variant]:
        """The variants the user finished a game of, the one played last first."""
        async with self._db.snapshot() as conn:
            async with conn.execute(
                "SELECT DISTINCT variant FROM results WHERE user_id = ?", (user_id,)
            ) as cur:
                played = [Variant.stored(r[0]) for r in await cur.fetchall()]
            async with conn.execute(
                "SELECT variant FROM results WHERE user_id = ? ORDER BY finished_at DESC LIMIT 1", (user_id,)
            ) as cur:
                last = await cur.fetchone()
        return sorted(played, key=lambda v: (last is None or v.value != last[0], v.value))

    async def summary(self, user_id: int, variant: Variant | str) -> Summary:
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT count(*), coalesce(sum(won * (1 - walkover)), 0), coalesce(sum(walkover), 0), "
                "coalesce(sum(left_game), 0), max(final), avg(final), coalesce(sum(ranked), 0) "
                "FROM results WHERE user_id = ? AND variant = ?",
                (user_id, Variant(variant).value),
            ) as cur,
        ):
            r = await cur.fetchone()
        assert r is not None
        return Summary(*r)

    async def turns(self, user_id: int, variant: Variant | str) -> TurnStats:
        """Best single turn and bonus turns played in `variant`'s games (kept per result by
        records.insert_results; the main game's figures, its session asks)."""
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT max(best_turn), coalesce(sum(bonus_turns), 0) FROM results "
                "WHERE user_id = ? AND variant = ?",
                (user_id, Variant(variant).value),
            ) as cur,
        ):
            r = await cur.fetchone()
        assert r is not None
        return TurnStats(r[0], r[1])

    async def spot_times(self, user_id: int) -> SpotTimes:
        """Spot sets won and the fastest and median times of the correct claims."""
        async with self._db.snapshot() as conn:
            async with conn.execute(
                "SELECT count(*), coalesce(sum(correct), 0), min(CASE WHEN correct = 1 THEN reaction_ms END) "
                "FROM spot_claims WHERE user_id = ?",
                (user_id,),
            ) as cur:
                r = await cur.fetchone()
            assert r is not None
            timed = 0
            async with conn.execute(
                "SELECT count(reaction_ms) FROM spot_claims WHERE user_id = ? AND correct = 1", (user_id,)
            ) as cur:
                row = await cur.fetchone()
                timed = row[0] if row else 0
            median = None
            if timed:
                async with conn.execute(
                    "SELECT reaction_ms FROM spot_claims WHERE user_id = ? AND correct = 1 "
                    "AND reaction_ms IS NOT NULL ORDER BY reaction_ms LIMIT 1 OFFSET ?",
                    (user_id, (timed - 1) // 2),
                ) as cur:
                    got = await cur.fetchone()
                    median = got[0] if got else None
        return SpotTimes(r[0], r[1], r[2], median)

    async def race_times(self, user_id: int, variant: Variant | str) -> RaceTimes:
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT coalesce(sum(score), 0), min(best_ms) FROM results WHERE user_id = ? AND variant = ?",
                (user_id, Variant(variant).value),
            ) as cur,
        ):
            r = await cur.fetchone()
        assert r is not None
        return RaceTimes(r[0], r[1])

    async def recent(
        self, user_id: int, *, variant: Variant | str | None = None, limit: int = 20
    ) -> list[RecentResult]:
        """The user's last finished games, newest first, with their place and rating change."""
        sql = (
            "SELECT r.game_id, r.variant, r.finished_at, r.guild_id, g.channel_id, r.final, r.won, "
            "r.left_game, r.walkover, r.ranked, "
            "(SELECT 1 + count(*) FROM results o WHERE o.game_id = r.game_id AND (o.left_game < r.left_game "
            "OR (o.left_game = r.left_game AND o.final > r.final))), "
            "(SELECT count(*) FROM results o WHERE o.game_id = r.game_id), "
            "c.mu_before, c.sigma_before, c.mu_after, c.sigma_after "
            "FROM results r JOIN games g ON g.id = r.game_id "
            "LEFT JOIN rating_changes c ON c.game_id = r.game_id AND c.seat = r.seat "
            "WHERE r.user_id = ?"
        )
        params: list[object] = [user_id]
        if variant is not None:
            sql += " AND r.variant = ?"
            params.append(Variant(variant).value)
        sql += " ORDER BY r.finished_at DESC, r.game_id DESC LIMIT ?"
        params.append(limit)
        async with self._db.read() as conn, conn.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return [
            RecentResult(
                r[0], Variant.stored(r[1]), r[2], r[3], r[4], r[5],
                bool(r[6]), bool(r[7]), bool(r[8]), bool(r[9]),
                r[10], r[11],
                None if r[12] is None else shown(r[12], r[13]),
                None if r[14] is None else shown(r[14], r[15]),
            )
            for r in rows
        ]  # fmt: skip

    async def rating(self, user_id: int, variant: Variant | str) -> Rating | None:
        family = Variant(variant).rating  # which rating its games move (storage's models say)
        return None if family is None else await self.ratings.get(user_id, family.value)

    # ------------------------------------------------------------ leaderboards

    async def board(
        self,
        variant: Variant | str,
        *,
        guild_id: int | None = None,
        period: Period = "all",
        by: By = "wins",
        caller_id: int | None = None,
        limit: int = 10,
        now: float | None = None,
    ) -> Board:
        """The top `limit` of a variant in a scope (guild_id None = everywhere) and period, ordered by
        wins or by rating (rated variants only), plus the caller's own row when outside the top."""
        variant = Variant(variant)
        family = variant.rating
        rating = by == "rating" and family is not None
        first_day = period_start_day(period, now)
        params: dict[str, object] = {
            "variant": variant.value, "guild": guild_id or 0, "first_day": first_day,
            "family": None if family is None else family.value,
            "limit": limit, "user": caller_id,
        }  # fmt: skip
        if rating:
            select = (
                "SELECT t.user_id, t.games, t.wins, t.best, t.points, r.shown, t.left_games, t.walkovers "
                f"FROM ({_slice(first_day)}) t "
                "JOIN ratings r ON r.family = :family AND r.user_id = t.user_id"
            )
            order, ahead = _RATING_ORDER, _RATING_AHEAD
        else:
            select = (
                "SELECT user_id, games, wins, best, points, NULL AS shown, left_games, walkovers "
                f"FROM ({_slice(first_day)}) AS s"
            )
            order, ahead = _WINS_ORDER, _WINS_AHEAD
        # One aggregation of the slice (one statement): the top rows, then the caller's row and place.
        sql = (
            f"WITH t AS MATERIALIZED ({select}), top AS (SELECT * FROM t ORDER BY {order} LIMIT :limit) "
            f"SELECT 0, {_COLUMNS}, row_number() OVER (ORDER BY {order}) FROM top "
            "UNION ALL "
            f"SELECT 1, {', '.join('me.' + c for c in _COLUMNS.split(', '))}, "
            f"1 + (SELECT count(*) FROM t WHERE {ahead}) FROM t AS me WHERE me.user_id = :user "
            "ORDER BY 1, 10"
        )
        async with self._db.read() as conn, conn.execute(sql, params) as cur:
            rows = await cur.fetchall()
        top = [_entry(r[9], r[1:9]) for r in rows if r[0] == 0]
        caller = next((_entry(r[9], r[1:9]) for r in rows if r[0] == 1 and r[9] > limit), None)
        return Board(top, caller)

    async def leaderboard(
        self, variant: Variant | str, *, guild_id: int | None = None, limit: int = 10
    ) -> list[LeaderboardEntry]:
        """The top players of a variant by wins, all time, on one server (guild_id) or everywhere."""
        return (await self.board(variant, guild_id=guild_id, limit=limit)).entries

    # ------------------------------------------------------------ older per-variant summaries

    async def user(self, user_id: int, *, guild_id: int | None = None) -> list[VariantStats]:
        """Per variant: games, wins, best and average final score; ranked games and wins."""
        sql = (
            "SELECT variant, count(*), sum(won), max(final), avg(final), sum(ranked), sum(ranked * won) "
            "FROM results WHERE user_id = ?"
        )
        params: list[object] = [user_id]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        sql += " GROUP BY variant ORDER BY variant"
        async with self._db.read() as conn, conn.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return [
            VariantStats(Variant.stored(r[0]), r[1], r[2] or 0, r[3], r[4], r[5] or 0, r[6] or 0)
            for r in rows
        ]

    async def spot(self, user_id: int, *, guild_id: int | None = None) -> SpotStats:
        sql = (
            "SELECT count(*), coalesce(sum(c.correct), 0), "
            "min(CASE WHEN c.correct = 1 THEN c.reaction_ms END), "
            "avg(CASE WHEN c.correct = 1 THEN c.reaction_ms END) FROM spot_claims c"
        )
        params: list[object] = [user_id]
        if guild_id is not None:
            sql += " JOIN games g ON g.id = c.game_id WHERE c.user_id = ? AND g.guild_id = ?"
            params.append(guild_id)
        else:
            sql += " WHERE c.user_id = ?"
        async with self._db.read() as conn, conn.execute(sql, params) as cur:
            r = await cur.fetchone()
        assert r is not None
        return SpotStats(r[0], r[1], r[1] * SPOT_TILES_PER_CLAIM, r[2], r[3])

    async def solo(self, user_id: int) -> SoloStats:
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT count(*), coalesce(sum(completed), 0), max(tiles_placed) FROM solo_results "
                "WHERE user_id = ?",
                (user_id,),
            ) as cur,
        ):
            r = await cur.fetchone()
        assert r is not None
        return SoloStats(r[0], r[1], r[2])

    async def solo_leaderboard(
        self, *, guild_id: int | None = None, limit: int = 10
    ) -> list[SoloLeaderboardEntry]:
        sql = "SELECT user_id, max(tiles_placed) AS best, sum(completed) AS done, count(*) FROM solo_results"
        params: list[object] = []
        if guild_id is not None:
            sql += " WHERE guild_id = ?"
            params.append(guild_id)
        sql += " GROUP BY user_id ORDER BY best DESC, done DESC, user_id LIMIT ?"
        params.append(limit)
        async with self._db.read() as conn, conn.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return [SoloLeaderboardEntry(i, r[0], r[1], r[2], r[3]) for i, r in enumerate(rows, start=1)]


def _entry(rank: int, r: tuple) -> LeaderboardEntry:
    user_id, games, wins, best, points, rating, left, walkovers = r
    average = points / games if games else 0.0
    return LeaderboardEntry(rank, user_id, games, wins, best, average, rating, left, walkovers)
