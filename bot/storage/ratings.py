"""Skill ratings: OpenSkill's Weng-Lin model (Plackett-Luce), one rating per player and rated family.

Why OpenSkill: it is made for games of 2-8 players, with ties and teams, and is maintained; an Elo
built here would have to invent all of that.

What is rated (decided here, applied inside finish_game's transaction by records.insert_results):
- Families: 'main' (the main game); 'race' (Speed and Team share one rating, Team players rated as
  teams by their seat's team). Spot and Solo keep their own measures (sets won and spot times; best
  score and perfect games) and have no rating. Which variant moves which rating is storage's models'
  fact (`Variant.rating`, `Variant.rated_by_team`).
- Only the humans of a game are rated, against each other: computer players are taken out of the
  match before rating, so a computer never moves a human's rating, in a game of humans only or of
  2+ humans with computers (then the humans' order among themselves is what counts).
- The order: players who stayed by final score (equal scores tie), then every player who left
  (resigned, dropped, or called off a started game), tied last: leaving never dodges a defeat.
- Only rows that records.ranked_flags ranks change: a game with fewer than two humans changes
  nothing; in a walkover (the other humans left) the leaver loses rating, the stayer gains none.
- The rating players see is the conservative one, mu - 3 sigma (0 for a newcomer).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from .models import Result, Variant
from .sql import Conn, Handle, serialise

MODEL = PlackettLuce()


def shown(mu: float, sigma: float) -> float:
    """The conservative rating: the skill the player very probably has at least."""
    return mu - 3 * sigma


@dataclass(frozen=True, slots=True)
class Rating:
    user_id: int
    family: str
    mu: float
    sigma: float
    games: int

    @property
    def shown(self) -> float:
        return shown(self.mu, self.sigma)


@dataclass(frozen=True, slots=True)
class RatingChange:
    """What one ranked game did to one player's rating."""

    game_id: int
    seat: int
    user_id: int
    family: str
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    finished_at: float

    @property
    def before(self) -> float:
        return shown(self.mu_before, self.sigma_before)

    @property
    def after(self) -> float:
        return shown(self.mu_after, self.sigma_after)

    @property
    def delta(self) -> float:
        return self.after - self.before


_CHANGE_COLUMNS = (
    "game_id, seat, user_id, family, mu_before, sigma_before, mu_after, sigma_after, finished_at"
)


def _change(row: Any) -> RatingChange:
    return RatingChange(*row)


async def changes_in(conn: Any, game_id: int) -> list[RatingChange]:
    """The rating changes of a game, read in the caller's transaction (the one that made them)."""
    async with conn.execute(
        f"SELECT {_CHANGE_COLUMNS} FROM rating_changes WHERE game_id = ? ORDER BY seat", (game_id,)
    ) as cur:
        return [_change(r) for r in await cur.fetchall()]


def _order_key(r: Result) -> tuple[bool, int]:
    return (r.left, -r.final)


async def _current(conn: Conn, family: str, user_ids: Sequence[int]) -> dict[int, tuple]:
    marks = ", ".join("?" * len(user_ids))
    async with conn.execute(
        f"SELECT user_id, mu, sigma, games FROM ratings WHERE family = ? AND user_id IN ({marks})",
        (family, *user_ids),
    ) as cur:
        return {r[0]: (r[1], r[2], r[3]) for r in await cur.fetchall()}


def _rating(current: dict[int, tuple], user_id: int | None) -> Any:
    """The player's stored rating, or a newcomer's (mu 25, sigma 25/3)."""
    if user_id in current:
        mu, sigma, _ = current[user_id]
        return MODEL.rating(mu=mu, sigma=sigma)
    return MODEL.rating()


async def _teams(conn: Conn, game_id: int) -> dict[int, int | None]:
    async with conn.execute("SELECT seat, team FROM seats WHERE game_id = ?", (game_id,)) as cur:
        return {r[0]: r[1] for r in await cur.fetchall()}


async def rate_game(
    conn: Conn, game_id: int, variant: Variant, results: Sequence[Result], now: float
) -> list[RatingChange]:
    """Update the ratings of a finished game's ranked humans; called inside the finishing transaction."""
    rating = variant.rating  # which rating a game of it moves (storage's models say)
    humans = [r for r in results if r.user_id is not None]
    if rating is None or len(humans) < 2 or not any(r.ranked for r in humans):
        return []
    family = rating.value
    ids = [r.user_id for r in humans if r.user_id is not None]
    await serialise(conn, *(f"rating:{family}:{u}" for u in ids))  # two games ending at once: in turn
    current = await _current(conn, family, ids)
    groups: list[list[Result]] = [[r] for r in humans]
    if variant.rated_by_team:
        teams = await _teams(conn, game_id)
        by_team: dict[object, list[Result]] = {}
        for r in humans:
            team = teams.get(r.seat)
            by_team.setdefault(("seat", r.seat) if team is None else team, []).append(r)
        groups = list(by_team.values())
    teams_in = [[_rating(current, r.user_id) for r in group] for group in groups]
    keys = [min(_order_key(r) for r in group) for group in groups]
    ranks: list[float] = [1 + sum(1 for other in keys if other < key) for key in keys]
    rated = MODEL.rate(teams_in, ranks=ranks)
    changes: list[RatingChange] = []
    for group, before, after in zip(groups, teams_in, rated, strict=True):
        for r, b, a in zip(group, before, after, strict=True):
            if not r.ranked or r.user_id is None:
                continue
            changes.append(
                RatingChange(game_id, r.seat, r.user_id, family, b.mu, b.sigma, a.mu, a.sigma, now)
            )
    await conn.executemany(
        "INSERT INTO ratings AS t (family, user_id, mu, sigma, shown, games, updated_at) "
        "VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT (family, user_id) DO UPDATE SET mu = excluded.mu, "
        "sigma = excluded.sigma, shown = excluded.shown, games = t.games + 1, "
        "updated_at = excluded.updated_at",
        [(c.family, c.user_id, c.mu_after, c.sigma_after, c.after, now) for c in changes],
    )
    await conn.executemany(
        f"INSERT INTO rating_changes ({_CHANGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                c.game_id,
                c.seat,
                c.user_id,
                c.family,
                c.mu_before,
                c.sigma_before,
                c.mu_after,
                c.sigma_after,
                now,
            )
            for c in changes
        ],
    )
    return changes


class Ratings:
    """Reading ratings back: a player's rating, a game's changes (the end card), a player's trend."""

    def __init__(self, db: Handle) -> None:
        self._db = db

    async def get(self, user_id: int, family: str = "main") -> Rating | None:
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT mu, sigma, games FROM ratings WHERE family = ? AND user_id = ?", (family, user_id)
            ) as cur,
        ):
            row = await cur.fetchone()
        return None if row is None else Rating(user_id, family, row[0], row[1], row[2])

    async def changes_for_game(self, game_id: int) -> list[RatingChange]:
        """Every rating change a finished game made, by seat (empty for an unranked game)."""
        async with (
            self._db.read() as conn,
            conn.execute(
                f"SELECT {_CHANGE_COLUMNS} FROM rating_changes WHERE game_id = ? ORDER BY seat", (game_id,)
            ) as cur,
        ):
            return [_change(r) for r in await cur.fetchall()]

    async def trend(self, user_id: int, family: str = "main", *, limit: int = 20) -> list[RatingChange]:
        """The player's last `limit` rating changes, oldest first."""
        async with (
            self._db.read() as conn,
            conn.execute(
                f"SELECT {_CHANGE_COLUMNS} FROM rating_changes WHERE user_id = ? AND family = ? "
                "ORDER BY finished_at DESC LIMIT ?",
                (user_id, family, limit),
            ) as cur,
        ):
            return [_change(r) for r in reversed(await cur.fetchall())]
