"""Numbers and dates per language (Babel's CLDR data): scores ≥ 1,000 in leaderboards and stats
are grouped the reader's way, counts keep their plural forms, and a leaderboard period names its
first day."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest

from bot.app.timers import now
from bot.storage.models import LeaderboardEntry
from bot.storage.stats import period_start_day
from bot.words.language import speaking
from bot.words.messages import text
from bot.words.numbers import day, number, rating
from cogs.stats.cog import _board_row

from .helpers import reply


def with_language(language: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    """`fn(...)` as a reader of `language` reads it (the language an interaction carries)."""
    with speaking(language):
        return fn(*args, **kwargs)


NNBSP = "\u202f"  # CLDR's French group separator (narrow no-break space)


@pytest.mark.parametrize(
    ("language", "big", "decimal", "when"),
    [("en", "1,234,567", "38.5", "Nov 30, 2026"), ("es", "1.234.567", "38,5", "30 nov 2026"),
     ("fr", f"1{NNBSP}234{NNBSP}567", "38,5", "30 nov. 2026")],
)  # fmt: skip
def test_numbers_and_dates_read_as_the_language_writes_them(
    language: str, big: str, decimal: str, when: str
) -> None:
    assert number(1234567, language) == big
    assert number(38.46, language, 1) == decimal
    assert number(None, language) == "-"
    assert day(date(2026, 11, 30), language) == when


def entry(wins: int, games: int, best: int) -> LeaderboardEntry:
    return LeaderboardEntry(
        rank=2, user_id=123456789012345678, games=games, wins=wins, best=best, average=41.0
    )


def test_leaderboard_rows_group_big_counts_and_keep_plurals() -> None:
    row = with_language("en", _board_row, entry(1234, 12345, 1500), rated=False)
    assert "<@123456789012345678>" in row  # a user id is never grouped
    assert "1,234 wins in 12,345 games" in row and "best 1,500" in row
    fr = with_language("fr", _board_row, entry(1234, 12345, 1500), rated=False)
    assert "1\u00a0234 victoires en 12\u00a0345 parties" in fr.replace(NNBSP, "\u00a0")
    assert "0 victoire en 1 partie" in with_language(
        "fr", _board_row, entry(0, 1, 30), rated=False
    )  # French: 0 is one
    assert "1 win in 1 game" in with_language("en", _board_row, entry(1, 1, 30), rated=False)


async def test_a_leaderboard_period_names_its_first_day(simcord_env: Any) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    alice = guild.add_member(env.create_user("alice"))
    shown = await alice.slash(channel, "leaderboard", period="month")
    first = date(1970, 1, 1) + timedelta(days=period_start_day("month", now()))
    title = reply(shown).content.splitlines()[0]
    period = text("board.period_since", "en", period=text("board.period_month", "en"), date=day(first, "en"))
    assert period in title  # public: English
    everything = await alice.slash(channel, "leaderboard", period="all")
    assert "since" not in reply(everything).content.splitlines()[0]


@pytest.mark.parametrize(
    ("language", "up", "down", "bare"),
    [("en", "12.3 (+1.4)", "−3.1 (−0.8)", "1,234.5"), ("es", "12,3 (+1,4)", "−3,1 (−0,8)", "1.234,5"),
     ("fr", "12,3 (+1,4)", "−3,1 (−0,8)", f"1{NNBSP}234,5")],
)  # fmt: skip
def test_ratings_and_their_changes_read_as_the_language_writes_them(
    language: str, up: str, down: str, bare: str
) -> None:
    assert rating(12.34, 1.44, language) == up
    assert rating(-3.06, -0.75, language) == down
    assert rating(1234.5, None, language) == bare
