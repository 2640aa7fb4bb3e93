"""What /stats and /history show, in the reader's words: pure, from the figures the records session read."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Any

from bot.engine.main_game import MainGame
from bot.messages import text
from bot.numbers import number
from bot.render.stats_card import ChartBar, StatItem, StatsCard, rating_label
from bot.storage import Variant
from bot.storage.stats import RecentResult

from .pictures import board_request
from .posts import Post

if TYPE_CHECKING:
    from bot.sessions.records import CardData

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


def stats_card(data: CardData, name: str, variant: Variant, loc: object) -> StatsCard:
    """The stats card of one player in one variant (every player who played gets one), from the
    figures `bot.sessions.records` read: pure, in the reader's language."""
    summary, recent = data.summary, data.recent
    chips = [VARIANT_NAMES[variant.value]]
    trend: tuple[float, ...] = ()
    items: list[StatItem] = []
    if variant is Variant.SOLO:
        solo = data.solo
        items += [
            StatItem(text("card.games", loc), number(solo.games, loc)),
            StatItem(text("card.solo_best", loc), number(solo.best_tiles, loc)),
            StatItem(text("card.perfect", loc), number(solo.completed, loc)),
            StatItem(text("card.solo_daily", loc), number(len(data.daily_days), loc)),
            StatItem(text("card.solo_streak", loc), number(data.streak, loc)),
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
        times = data.spot_times
        items += [
            StatItem(text("card.sets", loc), number(times.sets_won, loc)),
            StatItem(text("card.fastest", loc), seconds(times.fastest_ms, loc)),
            StatItem(text("card.median", loc), seconds(times.median_ms, loc)),
        ]
    elif variant is not Variant.SOLO:
        if variant in (Variant.SPEED, Variant.TEAM):
            race = data.race_times
            items += [
                StatItem(text("card.rounds_won", loc), number(race.rounds_won, loc)),
                StatItem(text("card.best_time", loc), seconds(race.best_ms, loc)),
            ]
        else:
            items += [
                StatItem(text("card.average", loc), number(summary.average, loc)),
                StatItem(text("card.best", loc), number(summary.best, loc)),
            ]
        rating = data.rating
        if rating is None:
            chips.append(text("card.unrated_chip", loc))
        else:
            changes = data.rating_trend
            trend = tuple(c.after for c in changes)
            last = changes[-1].delta if changes else None
            chips.append(text("card.rating_chip", loc, rating=rating_label(rating.shown, last)))
        items.append(StatItem(text("card.ranked", loc), number(summary.ranked_games, loc)))
    if variant is Variant.MAIN:
        turns = data.turns
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


def describe(game: MainGame, action: dict[str, Any] | None, score: int | None, loc: object) -> str:
    if action is None:
        return text("replay.deal", loc)
    player = game.seats[int(action["seat"])].name
    kind = action.get("a")
    if kind == "play":
        tiles = " ".join(str(t) for _, _, t in action["tiles"])
        return text("replay.played", loc, player=player, tiles=f"`{tiles}`", score=score or 0)
    key = {"pass": "replay.passed", "resign": "replay.resigned", "timeout": "replay.timeout"}.get(str(kind))
    return text(key, loc, player=player) if key else ""


def replay_post(game_id: int, game: MainGame, move: int, moves: int, last: Any, loc: object) -> Post:
    """A finished game after `move` of its `moves`: what that move did, over the board (its tiles ringed)."""
    header = "\n".join(
        [
            f"**{text('replay.title', loc, game=game_id, move=move, moves=moves)}**",
            describe(game, last.action if last else None, last.score if last else None, loc),
        ]
    )
    picture = board_request(game)
    if last is None or last.action.get("a") != "play":
        picture.data["last_turn"] = []  # ring only the tiles of the move shown
    return Post(content=header, picture=picture)
