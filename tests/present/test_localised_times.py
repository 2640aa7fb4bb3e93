"""Times in the channel's posts are written the way the server's language writes numbers: a French
or Spanish server reads "42,5 s", as the stats card already says it, not the English "42.5 s"."""

from __future__ import annotations

from bot.engine.spot import SpotGame
from bot.present.speed import event_posts, match_post
from bot.present.spot import describe
from tests.present.test_speed_posts import won_match


def test_a_won_race_round_says_its_time_in_the_servers_decimals() -> None:
    match, events = won_match()
    _, result = event_posts(7, match, events, 42.5, 99, 62.5, "fr")
    assert "42,5 s" in result.content and "42.5" not in result.content
    _, result = event_posts(7, match, events, 42.5, 99, 62.5, "en")
    assert "42.5 s" in result.content
    standings = match_post(match, match.standings(), "es").content
    assert "42,5 s" in standings and "42.5" not in standings


def test_a_spotted_set_and_the_race_end_say_their_times_in_the_servers_decimals() -> None:
    game, _ = SpotGame.new(3, rounds=1, now=0.0)
    events = game.claim("11", game.solutions()[0], now=2.25)
    said = "\n".join(describe(game, events, "10", "fr"))
    assert "2,2 s" in said or "2,3 s" in said
    assert "2.2" not in said and "2.3" not in said
