"""The stats presenter from plain figures alone (no storage row, no session): what each variant's
card shows, and a history line."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.present.stat_values import (
    CardFigures,
    PastGame,
    RatingFigures,
    SoloFigures,
    SpotFigures,
    Totals,
    TurnFigures,
)
from bot.present.stats import history_line, stats_card
from bot.render.stats_card import StatsCard
from bot.words.language import speaking

TOTALS = Totals(games=3, wins=1, walkovers=1, left=1, best=412, average=300.4, ranked_games=2)


BASE = PastGame(
    game_id=0, variant="main", title="variant.name_main", finished_at=1_800_000_000.0, guild_id=7,
    channel_id=70, final=300, won=False, left=False, walkover=False, place=2, players=2, rating_after=None,
    rating_delta=None,
)  # fmt: skip


def game(game_id: int, **changes: Any) -> PastGame:
    return replace(BASE, game_id=game_id, **changes)


RECENT = (game(3, won=True, place=1, final=412), game(2, left=True), game(1, walkover=True))


def items(card: StatsCard) -> dict[str, str]:
    return {i.label: i.value for i in card.items}


def test_a_rated_main_card_shows_its_rating_its_change_and_its_turns() -> None:
    figures = CardFigures(
        "main", TOTALS, RECENT, title="variant.name_main",
        rating=RatingFigures(shown=21.5, trend=(18.0, 20.25, 21.5), last_change=1.4),
        turns=TurnFigures(best_turn=58, bonus_turns=4),
    )  # fmt: skip
    with speaking("en"):
        card = stats_card(figures, "alice")
    assert card.title == "Sumoku stats: alice"
    assert card.chips == ("Sumoku", "RATING 21.5 (+1.4)")  # one decimal, the change signed
    shown = items(card)
    assert shown["Games"] == "3" and shown["Wins"] == "1" and shown["Best score"] == "412"
    assert shown["Won by walkover"] == "1" and shown["Left early"] == "1"
    assert shown["Ranked games"] == "2" and shown["Best turn"] == "58" and shown["Bonus turns"] == "4"
    assert card.trend == (18.0, 20.25, 21.5)
    # the chart reads oldest first: the walkover, the game left, the win
    assert [(b.value, b.outcome) for b in card.bars] == [(300, "walkover"), (300, "left"), (412, "won")]
    assert set(card.legend) == {"won", "walkover", "left"}


def test_an_unrated_main_card_says_so() -> None:
    with speaking("en"):
        card = stats_card(CardFigures("main", TOTALS, RECENT[:1], title="variant.name_main"), "bob")
    assert card.chips == ("Sumoku", "NOT RATED YET") and card.trend == ()


def test_a_variant_with_no_title_in_the_catalogue_reads_as_stored() -> None:
    """A registered variant that named no title (or one the catalogue lacks) shows its stored name."""
    toy = game(4, variant="toy", title=None)
    with speaking("fr"):
        card = stats_card(CardFigures("toy", TOTALS, (toy,)), "bob")
        lost = stats_card(CardFigures("toy", TOTALS, (), title="variant.name_toy"), "bob")
        line = history_line(toy, guild_id=7)
    assert card.chips[0] == "toy" == lost.chips[0] and card.bars[0].value == 300
    assert " · toy · " in line


def test_a_spot_card_counts_races_and_sets_and_has_no_rating() -> None:
    spot = SpotFigures(sets_won=9, fastest_ms=1234, median_ms=None)
    figures = CardFigures("spot", TOTALS, (), spot=spot, title="variant.name_spot")
    with speaking("en"):
        card = stats_card(figures, "carol")
    shown = items(card)
    assert card.chips == ("Spot",)
    assert shown["Races won"] == "1" and shown["Sets won"] == "9" and shown["Median spot"] == "-"
    assert "1.2" in shown["Fastest spot"]
    assert "Ranked games" not in shown and "Wins" not in shown


def test_a_solo_card_counts_tiles_and_the_daily_streak() -> None:
    solo = SoloFigures(games=5, best_tiles=40, completed=2, daily_days=6, streak=3)
    figures = CardFigures("solo", TOTALS, (), solo=solo, title="variant.name_solo")
    with speaking("en"):
        card = stats_card(figures, "dan")
    shown = items(card)
    assert shown["Games"] == "5" and shown["Best tiles placed"] == "40" and shown["Perfect games"] == "2"
    assert shown["Daily streak"] == "3"
    assert "Wins" not in shown and card.chips == ("Solo",)


def test_a_history_line_names_the_channel_here_and_the_rating_change() -> None:
    win = game(12, won=True, place=1, final=412, rating_after=21.5, rating_delta=-0.5)
    with speaking("en"):
        here = history_line(win, guild_id=7)
        elsewhere = history_line(game(13, guild_id=None), guild_id=7)
    assert here.startswith("#12 · ") and "<#70>" in here and "won with 412" in here
    assert "rating 21.5 (−0.5)" in here
    assert "a direct message" in elsewhere and "2 of 2 with 300" in elsewhere
