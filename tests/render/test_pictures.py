"""The pictures: golden images, limits for the largest boards, determinism, alt text."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from bot.engine.board import Board, Cell
from bot.engine.tiles import COLOURS, Colour, Tile
from bot.engine.turns import Placement
from bot.render import (
    BoardView,
    EndRow,
    board_picture,
    end_card_picture,
    grid_picture,
    rack_picture,
    samples,
    tableau_picture,
)
from bot.render.boards import closeup_picture
from bot.render.style import TILE_FILL, contrast, ink_for
from bot.words.wording import render_wording

from .helpers import check_golden, decode, rgb

EN = render_wording("en")  # the English words: the catalogue's

MAX_BYTES = 150 * 1024
MAX_SIDE = 2048


VIEWS = samples.views()


@pytest.mark.parametrize("name", ["empty", "small", "preview", "forty", "scored", "final"])
def test_board_golden(name: str) -> None:
    check_golden(f"board_{name}", board_picture(VIEWS[name], wording=EN))


def test_closeup_golden() -> None:
    check_golden("closeup", closeup_picture(VIEWS["big_scored"], wording=EN))


def test_rack_tableau_grid_end_golden() -> None:
    check_golden("rack", rack_picture(samples.RACK, "alice's rack", wording=EN))
    check_golden("tableau", tableau_picture(samples.TABLEAU, 4, "Spot · round 3", wording=EN))
    check_golden("grid", grid_picture(samples.small_board(), 5, "Solo · stage 1", wording=EN))
    check_golden("end_card", end_card_picture(samples.END_ROWS, 5, wording=EN))


@pytest.mark.parametrize(
    "board",
    [samples.staircase_board(), samples.strip_board(), samples.diagonal_board()],
    ids=["staircase", "strip", "diagonal"],
)
def test_largest_boards_stay_within_limits(board: Board) -> None:
    view = BoardView(board, 5, 0, "someone with a rather long name", last_turn=samples.last_cells(board))
    pic = board_picture(view, wording=EN)
    assert len(pic.png) <= MAX_BYTES
    assert max(pic.width, pic.height) <= MAX_SIDE
    im = decode(pic.png)
    assert im.size == (pic.width, pic.height)
    assert im.format == "PNG"


def test_same_input_same_bytes_across_threads() -> None:
    view = VIEWS["forty"]
    first = board_picture(view, wording=EN).png
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: board_picture(view, wording=EN).png, range(8)))
    assert all(r == first for r in results)
    assert rack_picture(samples.RACK, wording=EN).png == rack_picture(list(samples.RACK), wording=EN).png


def test_every_picture_has_alt_text_and_a_png_name() -> None:
    pictures = [board_picture(v, wording=EN) for v in VIEWS.values()] + [
        rack_picture(samples.RACK, wording=EN),
        rack_picture([], wording=EN),
        tableau_picture(samples.TABLEAU, 4, wording=EN),
        grid_picture(Board(), 3, wording=EN),
        grid_picture(samples.forty_tile_board(), 3, wording=EN),
        end_card_picture(samples.END_ROWS, 5, "Game over", wording=EN),
        end_card_picture([EndRow("solo", 0, 0, 0, False)], 4, wording=EN),
    ]
    for pic in pictures:
        assert pic.alt and pic.alt.endswith(".") and "\n" not in pic.alt
        assert len(pic.alt) <= 1024  # Discord's attachment description limit
        assert pic.filename.endswith(".png")
        assert pic.png.startswith(b"\x89PNG")


def test_alt_text_names_cells_as_players_type_them() -> None:
    alt = board_picture(VIEWS["small"], wording=EN).alt
    assert "columns Y–AC and rows 25–29" in alt
    assert "Y6 at AA27, P8 at AA28" in alt
    assert "key 5" in alt and "70 tiles in the bag" in alt and "bob to play" in alt
    assert "O2 at AA29, R3 at AA30" in board_picture(VIEWS["preview"], wording=EN).alt


def test_preview_draws_the_proposed_tiles() -> None:
    plain = BoardView(samples.small_board(), 5, 70)
    with_preview = BoardView(
        samples.small_board(), 5, 70, preview=(Placement(Cell(0, 3), Tile(Colour.ORANGE, 2)),)
    )
    a, b = board_picture(plain, wording=EN), board_picture(with_preview, wording=EN)
    assert b.width > a.width  # the drawn area grew by the proposed tile's column
    assert b.filename == "preview.png"


def test_last_turn_is_highlighted() -> None:
    board = samples.small_board()
    a = rgb(board_picture(BoardView(board, 5, 70), wording=EN).png)
    b = rgb(board_picture(BoardView(board, 5, 70, last_turn=(Cell(0, 0),)), wording=EN).png)
    assert a.size == b.size and a.tobytes() != b.tobytes()


def test_numbers_are_readable_on_every_tile() -> None:
    for fill in TILE_FILL.values():
        assert contrast(fill, ink_for(fill)) >= 4.5  # WCAG AA for the number on its tile


def test_nine_and_six_differ_from_each_other() -> None:
    six = rack_picture([Tile(Colour.BLUE, 6)], wording=EN).png
    nine = rack_picture([Tile(Colour.BLUE, 9)], wording=EN).png
    assert six != nine


def test_tableau_rejects_more_than_twelve() -> None:
    with pytest.raises(ValueError):
        tableau_picture([Tile(Colour.RED, 1)] * 13, 4, wording=EN)


def test_pictures_are_palette_pngs() -> None:
    im = Image.open(io.BytesIO(board_picture(VIEWS["ninety_six"], wording=EN).png))
    assert im.mode == "P"


cells = st.builds(Cell, st.integers(-30, 30), st.integers(-30, 30))
tiles = st.builds(Tile, st.sampled_from(COLOURS), st.sampled_from([1, 2, 3, 4, 5, 6, 7, 8, 9]))


@settings(max_examples=15, deadline=None)
@given(st.dictionaries(cells, tiles, max_size=96), st.dictionaries(cells, tiles, max_size=6))
def test_any_board_and_preview_draws_within_limits(board_cells: dict, preview: dict) -> None:
    board = Board(board_cells)
    view = BoardView(board, 4, 3, "p", preview=tuple(Placement(c, t) for c, t in preview.items()))
    pic = board_picture(view, wording=EN)
    assert len(pic.png) <= MAX_BYTES and max(pic.width, pic.height) <= 2 * MAX_SIDE
    assert decode(pic.png).size == (pic.width, pic.height)


def test_a_preview_six_cells_above_the_top_keeps_every_label() -> None:
    board = samples.small_board()
    column = tuple(Placement(Cell(-r, 3), Tile(COLOURS[r - 1], r)) for r in range(1, 7))
    view = BoardView(board, 5, 10, preview=column)
    assert (
        "rows 19–" in board_picture(view, wording=EN).alt
    )  # the top proposed tile's row 20, one row of margin above


def test_a_view_is_a_snapshot_of_the_board() -> None:
    board = samples.small_board()
    view = BoardView(board, 5, 70, last_turn=[Cell(0, 0)])  # type: ignore[arg-type]
    before = board_picture(view, wording=EN).png
    board.place([(Cell(5, 5), Tile(Colour.RED, 1))])
    assert board_picture(view, wording=EN).png == before
    assert view.last_turn == (Cell(0, 0),)


def test_a_closeup_has_the_bottom_and_right_labels_the_full_board_has() -> None:
    """A phone shows the close-up of a big board: its cells are named on all four sides, as the full
    picture's (the bottom and right ones were missing), and its labels are at least as big."""
    from bot.engine.board import Board, Cell
    from bot.engine.notation import Labels, parse_tile
    from bot.render.board_image import Scene, layout

    board = Board()
    board.place((Cell(0, c), parse_tile("R1")) for c in range(14))
    labels = Labels.for_board(board)
    whole = layout(Scene(board, None, ()), (-1, -1, 1, 14), labels)
    close = layout(Scene(board, None, (), box=(-1, 3, 10, 14)), (-1, 3, 10, 14), labels)
    assert whole.four_sided and close.four_sided
    assert close.label_size >= whole.label_size >= 30  # 28 px labels read 6.6 px high at 390 px wide
