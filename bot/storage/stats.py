"""Stats and leaderboards, all answered from indexed tables (results, spot_claims, solo_results).

What counts (decided here, see records.ranked_flags for the per-row rule):
- Personal stats (`user`) show every finished game of the user, with the ranked subset beside it.
- Leaderboards use ranked rows only: games with at least 2 human players, where a leaver's row is
  a loss and a win by walkover (fewer than 2 humans left at the end) does not count. Computer players
  and deleted users never appear. Order: wins, then average final score, then best score.
- Spot: tiles won = 4 per correct claim; fastest = the quickest correct claim.
- Solo: best tiles placed and completed games (a single-player variant, so no farming question).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .models import (
    LeaderboardEntry,
    SoloLeaderboardEntry,
    SoloStats,
    SpotStats,
    Variant,
    VariantStats,
)

if TYPE_CHECKING:
    from .connection import Connection

SPOT_TILES_PER_CLAIM = 4


class Stats:
    def __init__(self, db: Connection) -> None:
        self._db = db

    async def user(self, user_id: int, *, guild_id: int | None = None) -> list[VariantStats]:
        """Per variant: games, wins, best and average final score; ranked games and wins."""
        sql = (
            "SELECT variant, count(*), sum(won), max(final), avg(final), sum(ranked), sum(ranked AND won) "
            "FROM results WHERE user_id = ?"
        )
        params: list[object] = [user_id]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        sql += " GROUP BY variant ORDER BY variant"
        async with self._db.read() as conn, conn.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return [VariantStats(Variant(r[0]), r[1], r[2] or 0, r[3], r[4], r[5] or 0, r[6] or 0) for r in rows]

    async def leaderboard(
        self, variant: Variant | str, *, guild_id: int | None = None, limit: int = 10
    ) -> list[LeaderboardEntry]:
        """The top players of a variant, on one server (guild_id) or everywhere (None)."""
        sql = (
            "SELECT user_id, count(*) AS games, sum(won) AS wins, max(final), avg(final) AS average "
            "FROM results WHERE variant = ? AND ranked = 1 AND user_id IS NOT NULL"
        )
        params: list[object] = [Variant(variant).value]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        sql += " GROUP BY user_id ORDER BY wins DESC, average DESC, max(final) DESC, user_id LIMIT ?"
        params.append(limit)
        async with self._db.read() as conn, conn.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return [
            LeaderboardEntry(i, r[0], r[1], r[2] or 0, r[3], float(r[4])) for i, r in enumerate(rows, start=1)
        ]

    async def spot(self, user_id: int, *, guild_id: int | None = None) -> SpotStats:
        sql = (
            "SELECT count(*), coalesce(sum(c.correct), 0), min(CASE WHEN c.correct THEN c.reaction_ms END), "
            "avg(CASE WHEN c.correct THEN c.reaction_ms END) FROM spot_claims c"
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
