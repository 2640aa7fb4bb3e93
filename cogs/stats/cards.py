"""What /stats and /history show, built from storage in the reader's words (no Discord objects here)."""

from __future__ import annotations

import datetime
import time
from typing import Any

from bot.messages import text
from bot.numbers import number
from bot.render.stats_card import ChartBar, StatItem, StatsCard, rating_label
from bot.sessions.solo import day_of, streak_of
from bot.storage import Variant
from bot.storage.stats import RecentResult

VARIANT_NAMES = {"main": "Sumoku", "spot": "Spot", "speed": "Speed", "team": "Team", "solo": "Solo"}
CHART_GAMES = 20


def outcome(r: RecentResult) -> str:
    """How one game ended for the player: a stat card bar's colour, a history line's wording."""
    if r.left:
        return "left"
    if r.walkover:
        return "walkover"
    return "won" if r.won else "lost"


def seconds(ms: int | None, loc: object) -> str:
    return "-" if ms is None else text("time.seconds", loc, seconds=number(ms / 1000, loc, 1))


async def build_card(
    db: Any, user_id: int, name: str, variant: Variant, loc: object, now: float | None = None
) -> StatsCard:
    """The stats card of one player in one variant; every player who played gets one.
    `now` (epoch seconds) dates Solo's daily streak."""
    stats = db.stats
    summary = await stats.summary(user_id, variant)
    recent = await stats.recent(user_id, variant=variant, limit=CHART_GAMES)
    chips = [VARIANT_NAMES[variant.value]]
    trend: tuple[float, ...] = ()
    items: list[StatItem] = []
    if variant is Variant.SOLO:
        solo = await stats.solo(user_id)
        items += [
            StatItem(text("card.games", loc), number(solo.games, loc)),
            StatItem(text("card.solo_best", loc), number(solo.best_tiles, loc)),
            StatItem(text("card.perfect", loc), number(solo.completed, loc)),
        ]
        days = await db.solo.daily_days(user_id)
        today = day_of(time.time() if now is None else now)
        items += [
            StatItem(text("card.solo_daily", loc), number(len(days), loc)),
            StatItem(text("card.solo_streak", loc), number(streak_of(days, today), loc)),
        ]
    else:
        items += [
            StatItem(text("card.games", loc), number(summary.games, loc)),
            StatItem(
                text("card.races_won" if variant is Variant.SPOT else "card.wins", loc),
                number(summary.wins, loc),
            ),
        ]
        if summary.walkovers:
            items.append(StatItem(text("card.walkovers", loc), number(summary.walkovers, loc)))
        if summary.left:
            items.append(StatItem(text("card.left", loc), number(summary.left, loc)))
    if variant is Variant.SPOT:
        times = await stats.spot_times(user_id)
        items += [
            StatItem(text("card.sets", loc), number(times.sets_won, loc)),
            StatItem(text("card.fastest", loc), seconds(times.fastest_ms, loc)),
            StatItem(text("card.median", loc), seconds(times.median_ms, loc)),
        ]
    elif variant is not Variant.SOLO:
        if variant in (Variant.SPEED, Variant.TEAM):
            race = await stats.race_times(user_id, variant)
            items += [
                StatItem(text("card.rounds_won", loc), number(race.rounds_won, loc)),
                StatItem(text("card.best_time", loc), seconds(race.best_ms, loc)),
            ]
        else:
            items += [
                StatItem(text("card.average", loc), number(summary.average, loc)),
                StatItem(text("card.best", loc), number(summary.best, loc)),
            ]
        rating = await stats.rating(user_id, variant)
        if rating is None:
            chips.append(text("card.unrated_chip", loc))
        else:
            changes = await stats.ratings.trend(user_id, rating.family, limit=CHART_GAMES)
            trend = tuple(c.after for c in changes)
            last = changes[-1].delta if changes else None
            chips.append(text("card.rating_chip", loc, rating=rating_label(rating.shown, last)))
        items.append(StatItem(text("card.ranked", loc), number(summary.ranked_games, loc)))
    if variant is Variant.MAIN:
        turns = await stats.turns(user_id, variant)
        items += [
            StatItem(text("card.best_turn", loc), number(turns.best_turn, loc)),
            StatItem(text("card.bonus_turns", loc), str(turns.bonus_turns)),
        ]
    bars = tuple(ChartBar(r.final, outcome(r)) for r in reversed(recent))
    shown = {outcome(r) for r in recent}
    legend = {
        key: text(word, loc)
        for key, word in (("won", "card.won"), ("lost", "card.lost"), ("walkover", "card.walkover"),
                          ("left", "card.left_word"))
        if key in shown
    }  # fmt: skip
    return StatsCard(
        title=text("card.title", loc, name=name),
        chips=tuple(chips),
        items=tuple(items),
        bars=bars,
        trend=trend,
        chart_title=text("card.chart", loc, count=len(bars)),
        trend_title=text("card.trend", loc),
        legend=legend,
        empty=text("card.none", loc, name=name, variant=VARIANT_NAMES[variant.value]),
    )


def when(timestamp: float) -> str:
    """A date every language reads (ISO, UTC)."""
    return datetime.datetime.fromtimestamp(timestamp, datetime.UTC).strftime("%Y-%m-%d")


def history_line(r: RecentResult, guild_id: int | None, loc: object) -> str:
    """One past game: when, where (a channel of this server only), variant, result, rating change."""
    if r.guild_id is None:
        where = text("history.where_dm", loc)
    elif r.guild_id == guild_id:
        where = f"<#{r.channel_id}>"
    else:
        where = text("history.where_elsewhere", loc)
    kind = outcome(r)
    if kind == "left":
        result = text("history.left", loc)
    elif kind == "walkover":
        result = text("history.walkover", loc)
    elif r.place == 1 and r.won:
        result = text("history.won", loc, final=r.final)
    else:
        result = text("history.place", loc, place=r.place, players=r.players, final=r.final)
    delta = r.rating_delta
    rating = (
        "" if delta is None or r.rating_after is None
        else text("history.rating", loc, change=rating_label(r.rating_after, delta))
    )  # fmt: skip
    return text(
        "history.row", loc, game=r.game_id, when=when(r.finished_at),
        variant=VARIANT_NAMES[r.variant.value], where=where, result=result, rating=rating,
    )  # fmt: skip
