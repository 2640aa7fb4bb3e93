"""Solo's presenter apart from Discord: the Share post never shows a tile, times read the same in
every language, and the daily streak counts consecutive days."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from bot.engine.freegrid import arrange_action, centred
from bot.engine.solo import SoloGame
from bot.engine.solver import solve_stage
from bot.present.pictures import as_text
from bot.present.solo import clock, end_lines, grid_post, share_post
from bot.sessions.solo import fixed_board, streak_of
from bot.words.language import speaking
from bot.words.wording import render_wording


def with_language(language: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    """`fn(...)` as a reader of `language` reads it (the language an interaction carries)."""
    with speaking(language):
        return fn(*args, **kwargs)


TILE = re.compile(r"\b[RBGYOP][1-9]\b")
CELL = re.compile(r"\b[A-Z]{1,2}[0-9]{1,2}\b")


def played(stages: int) -> SoloGame:
    game, _ = SoloGame.new(7, now=1000.0)
    for _ in range(stages):
        board = fixed_board(game)
        result = solve_stage(board, game.grid.hand, game.key, deadline_s=5.0)
        places = result.placements if len(board) else centred(result.placements)
        game.edit(arrange_action(places), now=1001.0)
        game.submit(now=1002.0)
    game.quit(now=1000.0 + 754.2)
    return game


def test_the_share_post_says_how_far_without_a_tile_or_cell():
    game = played(2)
    post = share_post(game, "alice", "2026-11-30", 3, "en")
    assert "alice" in post.content and "26/96 tiles placed" in post.content and "2 stages" in post.content
    assert "12:34" in post.content and "2026-11-30" in post.content and "streak: 3 days" in post.content
    assert not TILE.search(post.content) and not CELL.search(post.content.replace("2026-11-30", ""))
    assert post.picture is None and post.text_form is None


def test_the_private_end_says_the_reason_and_score():
    game = played(1)
    assert "(you quit): 16 tiles placed in 1 completed stage, 12:34" in end_lines(game, None, 0)
    assert "racha: 1 día" in with_language("es", end_lines, game, "2026-11-30", 1)


def test_clock_and_streak():
    assert [clock(None), clock(59_999), clock(61_000), clock(3_723_000)] == ["-", "0:59", "1:01", "1:02:03"]
    today = date(2026, 11, 30)
    assert streak_of([], today) == 0
    assert streak_of(["2026-11-30", "2026-11-29", "2026-11-27"], today) == 2
    assert streak_of(["2026-11-29", "2026-11-28"], today) == 2  # today's not played yet: still going
    assert streak_of(["2026-11-28"], today) == 0


def test_the_text_grid_marks_this_stages_tiles():
    game, _ = SoloGame.new(7, now=0.0)
    tile = game.grid.hand[0]
    game.edit({"a": "place", "tiles": [str(tile)], "cell": [0, 0], "axis": "across"}, now=1.0)
    post = with_language("es", grid_post, game)
    assert post.picture is not None and post.content.startswith("Etapa 1")  # the stage, then the grid
    lines = as_text(post.picture, render_wording("es")).splitlines()
    assert lines[1].split() == ["O", "P", "Q"]  # the grid window's own labels: the centre is P16
    assert lines[3].split() == ["16", f"·»{tile}", "·"] and lines[-1] == "`»` esta etapa"
