"""Speed's presenter apart from Discord: the status never shows a tile; a won round shows its grid,
drawn with the grid's own fixed labels."""

from __future__ import annotations

import re

from bot.engine.freegrid import arrange_action, centred
from bot.engine.solver import solve_hand
from bot.engine.speed import Racer, SpeedMatch, assign_teams
from bot.present.pictures import as_text, draw
from bot.present.speed import event_posts, status_post, team_name
from bot.words.wording import render_wording

TILE = re.compile(r"\b[ROYGBP][1-9]\b")


def won_match() -> tuple[SpeedMatch, list]:
    match, _ = SpeedMatch.new([Racer("a", "alice"), Racer("b", "bob")], 0, rounds=2, time_limit=300, now=0)
    layout = centred(solve_hand(match.grid_of("a").tiles, match.key, deadline_s=None).placements)
    match.edit("a", arrange_action(layout), now=10)
    return match, match.submit("a", now=42.5)


def test_the_status_counts_tiles_but_never_names_one():
    match, _ = SpeedMatch.new([Racer("a", "alice"), Racer("b", "bob")], 0, time_limit=300, now=0)
    match.edit("a", match.grid_of("a").parse_place(str(match.grid_of("a").hand[0])), now=1)
    post = status_post(7, match, 2, "en", edit=99)
    assert post.edit == 99 and post.components and not post.picture
    assert "alice: 1 placed · 9 in hand" in post.content and "<t:300:R>" in post.content
    assert not TILE.search(post.content)


def test_a_won_round_shows_the_winning_grid_and_when_the_next_is_dealt():
    match, events = won_match()
    posts = event_posts(7, match, events, 42.5, 99, 62.5, "en")
    status, result = posts
    assert status.edit == 99 and not status.components  # the round is over: no buttons
    assert "alice wins round 1" in result.content and "42.5 s" in result.content
    # a noun phrase, true before and after the deal (Discord keeps "<t:…:R>" counting: "5 minutes ago")
    assert "Round 2: deal at <t:62:T> (<t:62:R>)." in result.content
    assert result.picture is not None and result.picture.kind == "grid"
    words = render_wording(None)
    picture = draw(result.picture, words)
    assert picture.png and "key" in picture.alt
    cells = {match.grid_of("a").label(c) for c in match.grid_of("a").cells}
    assert "key **" in as_text(result.picture, words)  # the text form stands in for the picture
    assert any(label in picture.alt for label in cells)  # cells named as the racer typed them


def test_numbered_teams_are_named_in_the_servers_language_and_racers_keep_their_names():
    racers = assign_teams(
        [Racer(i, n) for i, n in (("a", "ann"), ("b", "bob"), ("c", "cy"), ("d", "dee"))], 2, 5
    )
    assert {r.team for r in racers} == {"1", "2"}  # the engine numbers them; no word of its own
    match, _ = SpeedMatch.new(racers, 0, time_limit=300, now=0)
    french = status_post(7, match, 2, "fr").content
    assert "Équipe 1 (" in french and "Équipe 2 (" in french and "Team" not in french
    assert "Team 1 (" in status_post(7, match, 2, "en").content
    assert team_name("Team 2", 2, "es") == "Equipo 2"  # a race stored before teams were numbered
    assert team_name("7", 1, "fr") == "7"  # a racer alone is a team of one, named as they are
