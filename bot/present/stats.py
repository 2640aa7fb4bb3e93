"""What /stats and /history show, in the reader's words: pure, from the figures the records session read."""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import cast

from bot.engine.main_game import MainGame
from bot.render.stats_card import ChartBar, StatItem, StatsCard
from bot.words.messages import ENGLISH, ids, text
from bot.words.numbers import number
from bot.words.numbers import rating as rating_label

from .pictures import board_request
from .posts import Post
from .stat_values import CardFigures, PastGame, ReplayedMove

CHART_GAMES = 20


def variant_name(stored: str, title: str | None) -> str:
    """A variant's name as readers read it: its catalogue title (registered with its session,
    bot/sessions/variant.py), else its stored name (a variant that registered none, or whose id the
    catalogue lacks): never an error, whatever variant a game was stored under."""
    return text(title) if title is not None and title in ids(ENGLISH) else stored


def outcome(r: PastGame) -> str:
    """How one game ended for the player: a stat card bar's colour, a history line's wording."""
    if r.left:
        return "left"
    if r.walkover:
        return "walkover"
    return "won" if r.won else "lost"


def seconds(ms: int | None) -> str:
    return "-" if ms is None else text("time.seconds", seconds=number(ms / 1000, digits=1))


def stats_card(data: CardFigures, name: str) -> StatsCard:
    """The stats card of one player in one variant (every player who played gets one), from the
    figures the records session read: pure, in the reader's language."""
    totals, recent = data.totals, data.recent
    named = variant_name(data.variant, data.title)
    chips = [named]
    trend: tuple[float, ...] = ()
    items: list[StatItem] = []
    if data.solo is not None:
        solo = data.solo
        items += [
            StatItem(text("card.games"), number(solo.games)),
            StatItem(text("card.solo_best"), number(solo.best_tiles)),
            StatItem(text("card.perfect"), number(solo.completed)),
            StatItem(text("card.solo_daily"), number(solo.daily_days)),
            StatItem(text("card.solo_streak"), number(solo.streak)),
        ]
    else:
        items += [
            StatItem(text("card.games"), number(totals.games)),
            # a variant whose wins are races (its figures are a race's sets) says so
            StatItem(text("card.races_won" if data.spot is not None else "card.wins"), number(totals.wins)),
        ]
        if totals.walkovers:
            items.append(StatItem(text("card.walkovers"), number(totals.walkovers)))
        if totals.left:
            items.append(StatItem(text("card.left"), number(totals.left)))
    if data.spot is not None:
        items += [
            StatItem(text("card.sets"), number(data.spot.sets_won)),
            StatItem(text("card.fastest"), seconds(data.spot.fastest_ms)),
            StatItem(text("card.median"), seconds(data.spot.median_ms)),
        ]
    elif data.solo is None:
        if data.race is not None:
            items += [
                StatItem(text("card.rounds_won"), number(data.race.rounds_won)),
                StatItem(text("card.best_time"), seconds(data.race.best_ms)),
            ]
        else:
            items += [
                StatItem(text("card.average"), number(totals.average)),
                StatItem(text("card.best"), number(totals.best)),
            ]
        if data.rating is None:
            chips.append(text("card.unrated_chip"))
        else:
            trend = data.rating.trend
            chips.append(
                text("card.rating_chip", rating=rating_label(data.rating.shown, data.rating.last_change))
            )
        items.append(StatItem(text("card.ranked"), number(totals.ranked_games)))
    if data.turns is not None:
        items += [
            StatItem(text("card.best_turn"), number(data.turns.best_turn)),
            StatItem(text("card.bonus_turns"), str(data.turns.bonus_turns)),
        ]
    bars = tuple(ChartBar(r.final, outcome(r)) for r in reversed(recent))
    shown = {outcome(r) for r in recent}
    legend = {
        key: text(word)
        for key, word in (("won", "card.won"), ("lost", "card.lost"), ("walkover", "card.walkover"),
                          ("left", "card.left_word"))
        if key in shown
    }  # fmt: skip
    return StatsCard(
        title=text("card.title", name=name),
        chips=tuple(chips),
        items=tuple(items),
        bars=bars,
        trend=trend,
        trend_labels=tuple(rating_label(v) for v in trend),
        chart_title=text("card.chart", count=len(bars)),
        trend_title=text("card.trend"),
        legend=legend,
        empty=text("card.none", name=name, variant=named),
    )


def when(timestamp: float) -> str:
    """A date every language reads (ISO, UTC)."""
    return datetime.datetime.fromtimestamp(timestamp, datetime.UTC).strftime("%Y-%m-%d")


def history_line(r: PastGame, guild_id: int | None) -> str:
    """One past game: when, where (a channel of this server only), variant, result, rating change."""
    if r.guild_id is None:
        where = text("history.where_dm")
    elif r.guild_id == guild_id:
        where = f"<#{r.channel_id}>"
    else:
        where = text("history.where_elsewhere")
    kind = outcome(r)
    if kind == "left":
        result = text("history.left")
    elif kind == "walkover":
        result = text("history.walkover")
    elif r.place == 1 and r.won:
        result = text("history.won", final=r.final)
    else:
        result = text("history.place", place=r.place, players=r.players, final=r.final)
    delta = r.rating_delta
    rating = (
        "" if delta is None or r.rating_after is None
        else text("history.rating", change=rating_label(r.rating_after, delta))
    )  # fmt: skip
    return text(
        "history.row", game=r.game_id, when=when(r.finished_at),
        variant=variant_name(r.variant, r.title), where=where, result=result, rating=rating,
    )  # fmt: skip


def describe(game: MainGame, action: Mapping[str, object] | None, score: int | None) -> str:
    if action is None:
        return text("replay.deal")
    player = game.seats[int(str(action["seat"]))].name
    kind = action.get("a")
    if kind == "play":
        tiles = " ".join(str(t) for _, _, t in cast("list[tuple[int, int, str]]", action["tiles"]))
        return text("replay.played", player=player, tiles=f"`{tiles}`", score=score or 0)
    if kind in ("pass", "timeout") and action.get("bonus") is True:  # the move log's mark (main_turns.py)
        return text("pass.bonus", player=player)
    key = {"pass": "replay.passed", "resign": "replay.resigned", "timeout": "replay.timeout"}.get(str(kind))
    return text(key, player=player) if key else ""


def replay_post(game_id: int, game: MainGame, move: int, moves: int, last: ReplayedMove | None) -> Post:
    """A finished game after `move` of its `moves`: what that move did, over the board (its tiles ringed)."""
    header = "\n".join(
        [
            f"**{text('replay.title', game=game_id, move=move, moves=moves)}**",
            describe(game, last.action if last else None, last.score if last else None),
        ]
    )
    picture = board_request(game)
    if last is None or last.action.get("a") != "play":
        picture.data["last_turn"] = []  # ring only the tiles of the move shown
    return Post(content=header, picture=picture)
