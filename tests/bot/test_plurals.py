"""Counts read right in every language: "1 game", "0 partie" (CLDR plural rules)."""

from __future__ import annotations

import pytest

from bot.words.messages import CATALOGUES, text
from bot.words.plurals import is_one


@pytest.mark.parametrize(
    ("language", "one", "other"),
    [("en", [1], [0, 2, 5, 11, 21, 101]), ("es", [1], [0, 2, 5, 11, 21]), ("fr", [0, 1], [2, 5, 11, 21])],
)
def test_cldr_one_category(language: str, one: list[int], other: list[int]) -> None:
    assert all(is_one(language, n) for n in one)
    assert not any(is_one(language, n) for n in other)


ROW = {"rank": 1, "user": 7, "average": 38.0, "best": 40}


@pytest.mark.parametrize(
    ("language", "n", "want"),
    [("en", 1, "1 win in 1 game"), ("en", 2, "2 wins in 2 games"), ("en", 0, "0 wins in 0 games"),
     ("es", 1, "1 victoria en 1 partida"), ("es", 0, "0 victorias en 0 partidas"),
     ("fr", 1, "1 victoire en 1 partie"), ("fr", 0, "0 victoire en 0 partie"),
     ("fr", 3, "3 victoires en 3 parties")],
)  # fmt: skip
def test_leaderboard_counts(language: str, n: int, want: str) -> None:
    assert want in text("board.row_wins", language, wins=n, games=n, **ROW)
    assert want in text("board.row_rating", language, wins=n, games=n, rating="3.0", **ROW)


def test_the_counts_the_issue_names() -> None:
    assert text("spot.end.row", "en", rank=1, player="a", tiles=4, sets=1, fastest=2, tag="") == (
        "1. a: **4** tiles (1 set), fastest spot 2 s"
    )
    assert text("spot.end.rounds", "en", rounds=1) == "The one round was played."
    assert text("spot.end.rounds", "en", rounds=3) == "All 3 rounds were played."
    assert text("spot.end.rounds", "fr", rounds=1) == "La seule manche a été jouée."


def test_help_names_every_command_a_player_can_use_by_its_mention() -> None:
    """The help names every command by its mention (`</sumoku new:ID>`, which each reader's Discord shows in
    its own language), or, where no id is known, as the reader's language names it."""
    from bot.words.commands import command_ids, remember_command_ids
    from bot.words.messages import command_words

    commands = ["sumoku new", "sumoku join", "sumoku leave", "sumoku start", "place", "rack", "board",
                "pass", "hint", "sumoku status", "sumoku resign", "sumoku cancel", "spot start",
                "spot show", "spot stop", "stats", "leaderboard", "rules", "forget-me", "sumoku prefs",
                "sumoku settings"]  # fmt: skip
    kept = command_ids()
    try:
        remember_command_ids({})
        for language in CATALOGUES:
            body = text("help.body", language)
            missing = [c for c in commands if command_words(c, language) not in body]
            assert missing == [], (language, missing)
        assert "/sumoku nueva " in text("help.body", "es") and "/poser " in text("help.body", "fr")
        remember_command_ids({c.split()[0]: 1456074443980800008 for c in commands})
        for language in CATALOGUES:
            body = text("help.body", language)
            missing = [c for c in commands if f"</{c}:1456074443980800008>" not in body]
            assert missing == [], (language, missing)
    finally:
        remember_command_ids(kept)


def test_the_settings_refusal_names_the_permission_only() -> None:
    for language in CATALOGUES:
        said = text("error.no_permission", language)
        assert "host" not in said and "anfitri" not in said and "hôte" not in said
    assert text("error.no_permission", "en") == "You need the Manage Server permission to do that."
