"""The static layer of board pictures (table, empty cells, unlit labels) is drawn once per layout
and reused (issue 15): a picture drawn on the cached layer is byte for byte the one drawn afresh,
a board of another size gets its own layer, and the cache stays bounded."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.engine.board import Board, Cell
from bot.engine.notation import parse_tile
from bot.render import BoardView, Picture, board_image, samples
from bot.render import board_picture as _board_picture
from bot.render import closeup_picture as _closeup_picture
from bot.words.wording import render_wording

ENGLISH = render_wording("en")


def board_picture(view: BoardView) -> Picture:
    return _board_picture(view, wording=ENGLISH)


def closeup_picture(view: BoardView) -> Picture:
    return _closeup_picture(view, wording=ENGLISH)


def fresh(draw: Callable[[], Picture]) -> Picture:
    """A picture drawn with no static layer cached."""
    board_image.clear_static_layers()
    return draw()


@pytest.mark.parametrize("name", sorted(samples.views()))
def test_a_picture_on_the_cached_layer_is_the_one_drawn_afresh(name: str) -> None:
    view = samples.views()[name]
    drawn = fresh(lambda: board_picture(view)).png
    assert board_picture(view).png == drawn  # the second one used the cached layer
    assert fresh(lambda: closeup_picture(view)).png == closeup_picture(view).png


def test_a_board_of_another_size_gets_its_own_layer_and_the_cache_is_bounded() -> None:
    tiles = [parse_tile(t) for t in ("R5", "B4", "G1", "Y8", "P2", "O7")]
    board_image.clear_static_layers()
    pictures = []
    for n in range(1, board_image.STATIC_LAYERS + 4):  # a line growing one tile at a time
        board = Board((Cell(0, c), tiles[c % len(tiles)]) for c in range(n))
        view = BoardView(board=board, key=5, bag_left=50, last_turn=(Cell(0, n - 1),))
        cached = board_picture(view).png
        assert cached == fresh(lambda v=view: board_picture(v)).png
        pictures.append(cached)
        assert len(board_image._static) <= board_image.STATIC_LAYERS
    assert len(set(pictures)) == len(pictures)  # every change of the board was drawn anew
