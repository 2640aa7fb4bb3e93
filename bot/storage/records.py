"""Results of finished games, Spot claims and Solo results (the raw material of the stats)."""

from __future__ import annotations

import time
from collections.abc import Sequence

from . import _rows
from .errors import GameNotFound
from .models import NewResult, NewSpotClaim, Result, SoloDailyRow, SoloResult, SpotClaim, Variant
from .ratings import rate_game
from .sql import Conn, Handle
from .steps import insert_claim as _insert_claim


def ranked_flags(results: Sequence[NewResult]) -> list[bool]:
    """Which result rows count for leaderboards (the anti-farming rule, decided here).

    - A game counts only if at least 2 different humans (rows with a user id) sat in it.
    - A player who left (resigned, dropped) gets a ranked *loss*: leaving never dodges a defeat.
    - A player who stayed gets a ranked row only if at least 2 humans stayed to the end:
      a win because every other human left (a walkover, or an alt account that quits) is not counted.
    - Rows of computer players (no user id) are never ranked. A single-player game (Solo) is never
      ranked here (one human); Solo has its own board (best tiles placed, Solo.leaderboard).
    """
    humans = {r.user_id for r in results if r.user_id is not None}
    stayed = {r.user_id for r in results if r.user_id is not None and not r.left}
    flags = []
    for r in results:
        if r.user_id is None or len(humans) < 2:
            flags.append(False)
        elif r.left:
            flags.append(True)
        else:
            flags.append(len(stayed) >= 2)
    return flags


def walkover_flags(results: Sequence[NewResult]) -> list[bool]:
    """Which rows stayed to the end of a game that 2+ humans began but fewer than 2 finished.

    Such a stayer won (or finished) only because the others left: shown as a walkover, never ranked.
    """
    humans = {r.user_id for r in results if r.user_id is not None}
    stayed = {r.user_id for r in results if r.user_id is not None and not r.left}
    lone = len(humans) >= 2 and len(stayed) < 2
    return [lone and r.user_id is not None and not r.left for r in results]


DAY = 86400


def _board_rows(rows: Sequence[Result]) -> list[tuple[object, ...]]:
    """The board_totals slices a ranked row (or a walkover) adds to: its server and everywhere, its
    day and all time. (variant, guild, day, user, games, wins, points, best, left, walkovers)."""
    out: list[tuple[object, ...]] = []
    for x in rows:
        if x.user_id is None or not (x.ranked or x.walkover):
            continue
        if x.ranked:
            counts: tuple[object, ...] = (1, int(x.won), x.final, x.final, int(x.left), 0)
        else:
            counts = (0, 0, 0, None, 0, 1)
        day = int(x.finished_at // DAY)
        guilds = (0,) if x.guild_id is None else (x.guild_id, 0)
        for guild in guilds:
            for d in (day, 0):
                out.append((x.variant.value, guild, d, x.user_id, *counts))
    # In key order: two games ending at once with the same players (PostgreSQL: side by side) lock
    # the shared rows (everywhere, all time) in one order, so neither waits for the other in a circle.
    return sorted(out, key=lambda row: row[:4])


async def _turn_facts(conn: Conn, game_id: int, rows: Sequence[Result]) -> list[tuple]:
    """(best turn, bonus turns, game, seat) of each human, from the game's move log.

    A bonus turn is a scoring play right after the same player's own move (M5: a 6-line earns one);
    plays score more than 0, passes and resignations score 0.
    """
    async with conn.execute(
        "SELECT user_id, score FROM moves WHERE game_id = ? ORDER BY seq", (game_id,)
    ) as cur:
        log = list(await cur.fetchall())
    best: dict[int, int] = {}
    bonus: dict[int, int] = {}
    previous = None
    for user_id, score in log:
        if user_id is not None and score is not None:
            best[user_id] = max(best.get(user_id, score), score)
            if user_id == previous and score > 0:
                bonus[user_id] = bonus.get(user_id, 0) + 1
        previous = user_id
    return [
        (best.get(x.user_id), bonus.get(x.user_id, 0), game_id, x.seat)
        for x in rows
        if x.user_id is not None and x.user_id in best
    ]


async def insert_results(
    conn: Conn,
    game_id: int,
    variant: Variant,
    guild_id: int | None,
    results: Sequence[NewResult],
    now: float,
) -> list[Result]:
    """Store a finished game's results with everything derived from them, in the caller's transaction:
    leaderboard totals, and the ratings of the ranked humans (bot/storage/ratings.py)."""
    ranked = [False] * len(results) if variant.single_player else ranked_flags(results)
    walkovers = walkover_flags(results)
    rows = []
    for r, rank, walkover in zip(results, ranked, walkovers, strict=True):
        final = r.score - r.penalty if r.final is None else r.final
        won = bool(r.won) and not r.left
        rows.append(
            Result(
                game_id,
                r.seat,
                r.user_id,
                variant,
                guild_id,
                r.score,
                r.penalty,
                final,
                won,
                r.left,
                rank,
                now,
                walkover,
                r.best_ms,
            )
        )
    await conn.executemany(
        f"INSERT INTO results ({_rows.RESULT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                x.game_id,
                x.seat,
                x.user_id,
                x.variant.value,
                x.guild_id,
                x.score,
                x.penalty,
                x.final,
                int(x.won),
                int(x.left),
                int(x.ranked),
                x.finished_at,
                int(x.walkover),
                x.best_ms,
            )
            for x in rows
        ],
    )
    await conn.executemany(
        "INSERT INTO board_totals AS t (variant, guild_id, day, user_id, games, wins, points, best, "
        "left_games, walkovers) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (variant, guild_id, day, user_id) "
        "DO UPDATE SET games = t.games + excluded.games, wins = t.wins + excluded.wins, "
        "points = t.points + excluded.points, "
        "best = CASE WHEN t.best IS NULL OR excluded.best > t.best THEN excluded.best ELSE t.best END, "
        "left_games = t.left_games + excluded.left_games, walkovers = t.walkovers + excluded.walkovers",
        _board_rows(rows),
    )
    await conn.executemany(
        "UPDATE results SET best_turn = ?, bonus_turns = ? WHERE game_id = ? AND seat = ?",
        await _turn_facts(conn, game_id, rows),
    )
    await rate_game(conn, game_id, variant, rows, now)
    if variant.single_player:  # its own board's rows (Solo's)
        for x, r in zip(rows, results, strict=True):
            if x.user_id is not None:
                await conn.execute(
                    "INSERT INTO solo_results (game_id, user_id, guild_id, tiles_placed, completed, "
                    "finished_at, day, ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, x.user_id, guild_id, x.score, int(x.won), now, r.day, r.ms),
                )
    return rows


class Results:
    def __init__(self, db: Handle) -> None:
        self._db = db

    async def for_game(self, game_id: int) -> list[Result]:
        """Final standings of one game, best first."""
        async with (
            self._db.read() as conn,
            conn.execute(
                f"SELECT {_rows.RESULT_COLUMNS} FROM results WHERE game_id = ? "
                "ORDER BY left_game, final DESC, seat",
                (game_id,),
            ) as cur,
        ):
            return [_rows.result(r) for r in await cur.fetchall()]

    async def for_user(
        self, user_id: int, *, variant: Variant | str | None = None, limit: int = 20
    ) -> list[Result]:
        """A user's latest results (for a /stats history)."""
        sql = f"SELECT {_rows.RESULT_COLUMNS} FROM results WHERE user_id = ?"
        params: list[object] = [user_id]
        if variant is not None:
            sql += " AND variant = ?"
            params.append(Variant(variant).value)
        sql += " ORDER BY finished_at DESC, game_id DESC LIMIT ?"
        params.append(limit)
        async with self._db.read() as conn, conn.execute(sql, params) as cur:
            return [_rows.result(r) for r in await cur.fetchall()]


class Spot:
    """Spot Sumoku claims (right and wrong) with reaction times."""

    def __init__(self, db: Handle) -> None:
        self._db = db

    async def add_claim(self, game_id: int, claim: NewSpotClaim) -> SpotClaim:
        """Record a claim on its own (Database.apply_move(claim=...) records it together with a move)."""
        now = time.time()
        async with self._db.transaction() as conn:
            async with conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)) as cur:
                if await cur.fetchone() is None:
                    raise GameNotFound(game_id)
            claim_id = await _insert_claim(conn, game_id, claim, now)
        return SpotClaim(
            claim_id,
            game_id,
            claim.user_id,
            claim.round,
            tuple(claim.tiles),
            claim.correct,
            claim.reaction_ms,
            now,
        )

    async def claims(self, game_id: int, *, round: int | None = None) -> list[SpotClaim]:
        sql = f"SELECT {_rows.CLAIM_COLUMNS} FROM spot_claims WHERE game_id = ?"
        params: list[object] = [game_id]
        if round is not None:
            sql += " AND round = ?"
            params.append(round)
        async with self._db.read() as conn, conn.execute(sql + " ORDER BY id", params) as cur:
            return [_rows.claim(r) for r in await cur.fetchall()]


class Solo:
    """Solo results are written by finish_game for Solo games; read here."""

    def __init__(self, db: Handle) -> None:
        self._db = db

    async def results(self, user_id: int, *, limit: int = 20) -> list[SoloResult]:
        async with (
            self._db.read() as conn,
            conn.execute(
                f"SELECT {_rows.SOLO_COLUMNS} FROM solo_results WHERE user_id = ? "
                "ORDER BY finished_at DESC, id DESC "
                "LIMIT ?",
                (user_id, limit),
            ) as cur,
        ):
            return [_rows.solo(r) for r in await cur.fetchall()]

    # ------------------------------------------------------------ the daily puzzle

    async def daily_taken(self, user_id: int, day: str) -> bool:
        """Whether the user was dealt the daily puzzle of `day` (a Solo game whose options name it,
        open or over; a game called off before its deal does not count)."""
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT 1 FROM games WHERE variant = 'solo' AND owner_id = ? "
                "AND json_extract(options, '$.daily') = ? AND (status <> 'cancelled' OR state IS NOT NULL) "
                "LIMIT 1",
                (user_id, day),
            ) as cur,
        ):
            return await cur.fetchone() is not None

    async def daily_table(self, day: str, *, guild_id: int | None, limit: int = 20) -> list[SoloDailyRow]:
        """Who finished the daily puzzle of `day` in a server: most tiles placed first, then fastest."""
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT user_id, tiles_placed, completed, ms FROM solo_results "
                "WHERE day = ? AND guild_id IS ? "
                "ORDER BY tiles_placed DESC, ms IS NULL, ms, finished_at LIMIT ?",
                (day, guild_id, limit),
            ) as cur,
        ):
            rows = await cur.fetchall()
        return [SoloDailyRow(i, r[0], r[1], bool(r[2]), r[3]) for i, r in enumerate(rows, start=1)]

    async def daily_days(self, user_id: int) -> list[str]:
        """The days whose daily puzzle the user finished with at least one tile scored, newest first
        (for the streak: quitting at once, with nothing placed, keeps no streak going)."""
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT DISTINCT day FROM solo_results WHERE user_id = ? AND day IS NOT NULL "
                "AND tiles_placed > 0 ORDER BY day DESC",
                (user_id,),
            ) as cur,
        ):
            return [str(r[0]) for r in await cur.fetchall()]
