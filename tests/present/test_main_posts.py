"""The main game's posts, apart from Discord: what a turn post carries at each stage of a game."""

from __future__ import annotations

from bot.engine.ai import choose_turn
from bot.engine.main_game import MainGame, Seat, SeatKind, TurnPlayed
from bot.present import posts_from_json, posts_to_json
from bot.present.main import turn_posts
from bot.present.pictures import as_text, board_view, draw
from bot.words.wording import render_wording

ENGLISH = render_wording("en")  # the English words: the catalogue's


def play_out(seed: int) -> list[list]:
    """Every action's posts of a seeded game between computer players (humans' ids as seats)."""
    seats = [
        Seat("101", "alice"),
        Seat("102", "bob", SeatKind.HUMAN),
        Seat("c", "Ada", SeatKind.COMPUTER, "easy"),
    ]
    game, events = MainGame.new(seats, seed)
    out = [turn_posts(1, game, events, game.board.copy(), hints=True, lang="en")]
    while not game.finished:
        seat = game.current
        before = game.board.copy()
        choice = choose_turn(game, seat, "easy", seed)
        events = game.play(seat, choice) if choice else game.pass_turn(seat)
        out.append(turn_posts(1, game, events, before, hints=True, lang="en"))
    return out


def test_turn_posts_ping_the_next_human_show_scores_and_end_with_a_separate_card() -> None:
    posts = play_out(7)
    closeups = 0
    for action in posts[:-1]:
        (post,) = action
        assert post.picture is not None and post.picture.data["scores"]
        assert any(c.kind == "game" for c in post.components)
        if post.picture.kind == "closeup":
            closeups += 1
            assert any(c.kind == "full_board" for c in post.components)  # the whole board a click away
        assert posts_from_json(posts_to_json([post])) == [post]  # what the outbox stores comes back
    *_, last = posts
    board, card = last
    assert board.picture is not None and board.picture.kind == "board" and board.picture.data["game_over"]
    assert not board.components  # buttons of a finished game are not offered
    assert card.picture is not None and card.picture.kind == "end_card" and card.content == ""
    assert closeups > 0  # a whole game outgrows a phone-sized board


def test_a_turn_post_names_the_cells_its_picture_and_text_form_show() -> None:
    seats = [Seat("101", "alice"), Seat("102", "bob")]
    game, _ = MainGame.new(seats, 3)
    before = game.board.copy()
    choice = choose_turn(game, game.current, "easy", 3)
    events = game.play(game.current, choice)
    (post,) = turn_posts(1, game, events, before, hints=True, lang="en")
    played = next(e for e in events if isinstance(e, TurnPlayed))
    assert f"**{played.score}**" in post.content and "<@" in post.content
    assert post.mentions == (int(game.current_seat.id),)
    picture = draw(post.picture, ENGLISH)
    assert picture.png.startswith(b"\x89PNG") and len(picture.alt) <= 1024
    first = min(played.placements, key=lambda p: p.cell)
    assert f"Z26: {first.tile}" in picture.alt  # the first tile of a game is always Z26
    rows = as_text(post.picture, ENGLISH).splitlines()
    assert any(r.startswith("26 ") and str(first.tile) in r for r in rows)
    assert board_view(post.picture.data).last_score == played.score


def test_a_french_servers_end_card_writes_rating_changes_with_french_decimals() -> None:
    seats = [Seat("a", "Ann"), Seat("b", "Bob")]
    game, _ = MainGame.new(seats, 5)
    while not game.finished:
        before = game.board.copy()
        choice = choose_turn(game, game.current, "easy", 5)
        events = game.play(game.current, choice) if choice else game.pass_turn(game.current)
    changes = {0: (12.34, 1.44), 1: (-3.06, -0.75)}
    card = {
        lang: turn_posts(1, game, events, before, hints=True, lang=lang, ratings=changes)[-1]
        for lang in ("en", "fr")
    }
    shown = {lang: [row[-1] for row in post.picture.data["rows"]] for lang, post in card.items()}
    assert sorted(shown["en"]) == sorted(["12.3 (+1.4)", "−3.1 (−0.8)"])
    assert sorted(shown["fr"]) == sorted(["12,3 (+1,4)", "−3,1 (−0,8)"])


def test_the_game_over_picture_shows_the_final_scores_the_text_and_end_card_show() -> None:
    """The last board picture showed the scores before the racks' tiles came off (236 beside a text
    saying 202): once the game is over it shows the final ones (M9)."""
    game, _ = MainGame.new([Seat("101", "alice"), Seat("102", "bob")], 3)
    for _ in range(2):  # two turns scored, then a full round of passes ends it with tiles in hand
        game.play(game.current, choose_turn(game, game.current, "easy", 3))
    events = []
    while not game.finished:
        events = game.pass_turn(game.current)
    board, card = turn_posts(1, game, events, game.board.copy(), hints=True, lang="en")
    rows = card.picture.data["rows"]  # name, score, rack penalty, final, ...
    assert all(row[2] > 0 for row in rows) and any(row[1] > 0 for row in rows)
    assert dict(map(tuple, board.picture.data["scores"])) == {row[0]: row[3] for row in rows}
