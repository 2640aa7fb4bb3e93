"""The stats card (picture, alt text, text form) and the end card's rating column."""

from __future__ import annotations

from bot.render import EndRow, end_card_picture
from bot.render.stats_card import (
    OUTCOME_FILL,
    ChartBar,
    StatItem,
    StatsCard,
    stats_card_picture,
    stats_card_text,
)
from bot.words.wording import render_wording

from .helpers import rgb

EN = render_wording("en")  # the English words: the catalogue's

ITEMS = (StatItem("Games", "3"), StatItem("Wins", "1"), StatItem("Best turn", "36"))
LEGEND = {"won": "won", "lost": "lost", "walkover": "walkover", "left": "left"}


def card(bars: tuple[ChartBar, ...] = (), trend: tuple[float, ...] = ()) -> StatsCard:
    return StatsCard("Sumoku stats: alice", ("Sumoku", "RATING 4.2 (+1.3)"), ITEMS, bars, trend,
                     tuple(f"{v:.1f}" for v in trend), chart_title="Last 3 results", trend_title="Rating",
                     legend=LEGEND, empty="No games yet.")  # fmt: skip


def test_the_card_draws_each_result_in_its_outcome_colour_at_phone_width() -> None:
    bars = (ChartBar(80, "won"), ChartBar(40, "lost"), ChartBar(60, "left"), ChartBar(70, "walkover"))
    pic = stats_card_picture(card(bars))
    im = rgb(pic.png)
    assert im.width == 720 and pic.filename == "stats.png"
    colours = {c for _, c in im.getcolors(1 << 16)}
    for outcome in ("won", "lost", "left", "walkover"):
        assert OUTCOME_FILL[outcome] in colours, outcome
    # newest last: the rightmost bar is the walkover
    bottom = im.height - 60
    rightmost = next(
        im.getpixel((x, y)) for x in range(im.width - 30, 0, -1) for y in range(bottom, bottom - 40, -1)
        if im.getpixel((x, y)) in OUTCOME_FILL.values()
    )  # fmt: skip
    assert rightmost == OUTCOME_FILL["walkover"]


def test_a_rating_trend_adds_a_line_above_the_bars() -> None:
    flat = stats_card_picture(card((ChartBar(10, "won"),)))
    trended = stats_card_picture(card((ChartBar(10, "won"),), (0.0, 1.5, 3.2)))
    assert trended.height > flat.height
    assert "Rating: 0.0 → 3.2" in trended.alt and "Rating" not in flat.alt.split(")")[-1]


def test_alt_text_and_text_form_say_everything_the_picture_shows() -> None:
    bars = (ChartBar(80, "won"), ChartBar(40, "lost"), ChartBar(60, "left"))
    shown = card(bars, (1.0, 2.0))
    pic = stats_card_picture(shown)
    assert pic.alt.startswith(
        "Sumoku stats: alice (Sumoku, RATING 4.2 (+1.3)): Games 3; Wins 1; Best turn 36"
    )
    assert "won 1, lost 1, left 1" in pic.alt
    words = stats_card_text(shown)
    assert "Best turn: **36**" in words and "`W80 L40 x60`" in words and len(words) <= 2000


def test_an_empty_card_says_so() -> None:
    empty = StatsCard(
        "Sumoku stats: bob",
        (),
        (),
        chart_title="",
        trend_title="",
        empty="bob has not finished a game of Sumoku yet.",
    )
    pic = stats_card_picture(empty)
    assert "has not finished" in pic.alt and "has not finished" in stats_card_text(empty)


def test_the_end_card_grows_a_rating_column_only_after_a_ranked_game() -> None:
    plain = [EndRow("alice", 80, 3, 77, True), EndRow("bob", 60, 0, 60, False)]
    rated = [
        EndRow("alice", 80, 3, 77, True, rating="2.1 (+2.1)"),
        EndRow("bob", 60, 0, 60, False, rating="−1.3 (−1.3)"),
    ]
    before, after = end_card_picture(plain, 5, wording=EN), end_card_picture(rated, 5, wording=EN)
    assert after.width > before.width
    assert "Rating 2.1 (+2.1)" in after.alt and "Rating" not in before.alt
    same = end_card_picture(
        [EndRow("alice", 80, 3, 77, True, rating=None), EndRow("bob", 60, 0, 60, False)], 5, wording=EN
    )
    assert same.png == before.png  # unranked games look exactly as before
