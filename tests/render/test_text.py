"""The text forms: one Discord message, labels exactly as notation.Labels prints them."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.board import Board, Cell
from bot.engine.notation import LABEL_MARGIN, Labels, parse_tile
from bot.engine.tiles import COLOURS, Colour, Tile
from bot.engine.turns import Placement
from bot.render import (
    BoardView,
    EndRow,
    board_text,
    end_card_text,
    grid_text,
    rack_text,
    samples,
    tableau_text,
)
from bot.words.wording import render_wording

EN = render_wording("en")  # the English words: the catalogue's

LARGEST = [samples.staircase_board(), samples.strip_board(), samples.diagonal_board()]
REGIONAL = re.compile("[\U0001f1e6-\U0001f1ff]")


def code_block(text: str) -> list[str]:
    return text.split("```\n", 1)[1].split("\n```", 1)[0].split("\n")


def parse_grid(text: str) -> dict[str, tuple[str, str]]:
    """Cell label → (marker, tile) for every tile in the code block, read back by column position."""
    lines = code_block(text)
    header = lines[0]
    width = re.match(r"\s*\d+", lines[1]).end()  # type: ignore[union-attr]  # the row labels' width
    cols = [header[width + 3 * i : width + 3 * i + 3].strip() for i in range((len(header) - width) // 3)]
    found = {}
    for line in lines[1:]:
        row = line[:width].strip()
        for i, col in enumerate(cols):
            cell = line[width + 3 * i : width + 3 * i + 3]
            if cell.strip() != "·":
                found[f"{col}{row}"] = (cell[0], cell[1:])
    return found


def test_small_board_text_reads_back_to_the_board() -> None:
    view = samples.views()["small"]
    text = board_text(view, wording=EN)
    labels = Labels.for_board(view.board)
    got = parse_grid(text)
    assert {labels.parse(k): parse_tile(t) for k, (_, t) in got.items()} == dict(view.board.items())
    assert {labels.parse(k) for k, (m, _) in got.items() if m == "»"} == set(view.last_turn)
    assert code_block(text)[0].split() == ["Y", "Z", "AA", "AB", "AC"]
    assert [ln.split()[0] for ln in code_block(text)[1:]] == ["25", "26", "27", "28", "29"]


def test_preview_tiles_are_marked() -> None:
    view = samples.views()["preview"]
    got = parse_grid(board_text(view, wording=EN))
    assert got["AA29"] == ("?", "O2") and got["AA30"] == ("?", "R3")
    assert "`?` proposed" in board_text(view, wording=EN)


def test_largest_boards_fit_one_message_and_show_the_last_turn() -> None:
    for board in LARGEST:
        last = samples.last_cells(board)
        for turn in (last, tuple(sorted(board))[:3], ()):
            view = BoardView(board, 5, 0, "x" * 200, last_turn=turn, title="y" * 300)
            text = board_text(view, wording=EN)
            assert len(text) <= 2000
            labels = Labels.for_board(board)
            got = parse_grid(text)
            for cell in turn:
                assert got[labels(cell)] == ("»", str(board[cell]))
            for label, (_, tile) in got.items():
                assert board[labels.parse(label)] == parse_tile(tile)
            assert "Showing columns" in text  # these boards never fit whole
            assert "picture shows" not in text  # true where no picture is posted
            assert "/board `private:true`" in text  # and says how to see it all
            window = code_block(text)[0].split()
            assert f"columns {window[0]}–{window[-1]}" in text


def test_text_is_whole_when_it_fits() -> None:
    text = board_text(samples.views()["forty"], wording=EN)
    assert "Showing columns" not in text
    assert len(parse_grid(text)) == 40


def test_a_wide_board_that_fits_is_shown_whole() -> None:
    """Twenty columns are more than a phone shows unscrolled, but the message holds them: all shown."""
    board = Board({Cell(0, c): Tile(COLOURS[c % 6], 1 + c % 8) for c in range(20)})
    text = board_text(BoardView(board, 3, 0, last_turn=(Cell(0, 19),)), wording=EN)
    assert len(parse_grid(text)) == 20 and "Showing" not in text


def test_markers_do_not_read_as_arithmetic() -> None:
    for name, view in samples.views().items():
        lines = code_block(board_text(view, wording=EN))[1:] if view.board else []
        assert not any(ch in line for line in lines for ch in "*+-="), name


def test_empty_board_says_how_to_start() -> None:
    text = board_text(samples.views()["empty"], wording=EN)
    assert "First turn" in text and "2–6" in text


cells = st.builds(Cell, st.integers(-40, 40), st.integers(-40, 40))
tiles = st.builds(Tile, st.sampled_from(COLOURS), st.sampled_from([1, 2, 3, 4, 5, 6, 7, 8, 9]))


@settings(max_examples=60, deadline=None)
@given(
    st.dictionaries(cells, tiles, min_size=0, max_size=96),
    st.integers(200, 2000),
    st.data(),
)
def test_any_board_fits_any_limit(board_cells: dict[Cell, Tile], limit: int, data: st.DataObject) -> None:
    board = Board(board_cells)
    turn = (
        tuple(data.draw(st.lists(st.sampled_from(sorted(board)), max_size=6, unique=True))) if board else ()
    )
    # A pending turn lies within a turn's reach of the table (LABEL_MARGIN), as in any real game.
    anchor = data.draw(st.sampled_from(sorted(board))) if board else Cell(0, 0)
    near = st.builds(
        Cell,
        st.integers(anchor.row - LABEL_MARGIN, anchor.row + LABEL_MARGIN),
        st.integers(anchor.col - LABEL_MARGIN, anchor.col + LABEL_MARGIN),
    )
    preview = tuple(
        Placement(c, t)
        for c, t in data.draw(st.dictionaries(near, tiles, max_size=3)).items()
        if c not in board
    )
    text = board_text(BoardView(board, 4, 10, "p", last_turn=turn, preview=preview), limit=limit, wording=EN)
    assert len(text) <= limit
    if limit == 2000 and board:
        labels = Labels.for_board(board)
        for label, (_, tile) in parse_grid(text).items():
            cell = labels.parse(label)
            assert (board.get(cell) or {p.cell: p.tile for p in preview}[cell]) == parse_tile(tile)


def test_grid_text_for_a_full_solo_grid() -> None:
    text = grid_text(samples.staircase_board(), 4, wording=EN)
    assert len(text) <= 2000 and "96 tiles" in text and "around the centre" in text and "Showing" in text
    assert "No tiles yet" in grid_text(Board(), 4, wording=EN)


def test_rack_text() -> None:
    text = rack_text(samples.RACK, wording=EN)
    assert "`1` 🟥R5" in text and "`8` 🟩G7" in text and "total 38" in text
    assert rack_text([], wording=EN) == "Your rack is empty."


def test_tableau_text_avoids_flag_letters() -> None:
    text = tableau_text(samples.TABLEAU, 4, wording=EN)
    assert "`A` 🟥R5" in text and "`C` —" in text and "`L` 🟩G3" in text
    assert not REGIONAL.search(text)
    assert len(text.splitlines()) == 3


def test_end_card_text() -> None:
    text = end_card_text(samples.END_ROWS, 5, wording=EN)
    lines = code_block(text)
    assert lines[1].startswith("* 1 alice") and lines[2].startswith("* 1 HAL")
    assert "(left)" in lines[4]
    assert "Winners: alice, HAL 9000 (computer)" in text


def test_names_cannot_format_or_ping() -> None:
    view = BoardView(Board({Cell(0, 0): Tile(Colour.RED, 1)}), 3, 5, "**@everyone**", title="`x`")
    text = board_text(view, wording=EN)
    assert "@everyone" not in text and "**@" not in text
    rows = [EndRow("a`b``c", 1, 0, 1, True)]
    assert end_card_text(rows, 3, wording=EN).count("```") == 2


def test_no_text_form_uses_regional_indicators() -> None:
    for text in (
        board_text(samples.views()["forty"], wording=EN),
        rack_text(samples.RACK, wording=EN),
        end_card_text(samples.END_ROWS, 4, wording=EN),
        grid_text(samples.small_board(), 5, wording=EN),
    ):
        assert not REGIONAL.search(text)


def test_tiny_or_negative_limits_never_overflow() -> None:
    view = samples.views()["forty"]
    for limit in (-5, 0, 1, 10, 50, 150):
        assert len(board_text(view, limit=limit, wording=EN)) <= max(0, limit)


def test_text_board_carries_the_scores_whose_turn_and_the_last_score() -> None:
    views = samples.views()
    text = board_text(views["scored"], wording=EN)
    assert "alice 42 · ▶ Bob the Very Long Named Builder 38 · carol 51" in text
    assert "`»` last turn (+14)" in text
    over = board_text(views["final"], wording=EN)
    assert "**Game over**" in over and "▶" not in over and "to play" not in over
