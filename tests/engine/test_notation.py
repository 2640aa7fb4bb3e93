"""Reading and writing tiles, cells and `/place` requests."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.board import Axis, Board, Cell
from bot.engine.notation import (
    FIXED_ORIGIN,
    LABEL_MARGIN,
    START_CELL,
    Labels,
    NotationError,
    column_index,
    column_label,
    format_tiles,
    format_turn,
    labels_moved,
    parse_direction,
    parse_place,
    parse_tile,
    parse_tiles,
    rack_tile_choices,
)
from bot.engine.tiles import Colour, Tile, full_set
from bot.engine.turns import Placement, judge_turn

from .conftest import PROPERTY, T, board_of, random_attempt, random_position, said, tiles


@pytest.mark.parametrize(
    ("text", "tile"),
    [("R5", Tile(Colour.RED, 5)), ("r5", Tile(Colour.RED, 5)), (" B9 ", Tile(Colour.BLUE, 9)),
     ("p1", Tile(Colour.PURPLE, 1)), ("G6", Tile(Colour.GREEN, 6)), ("o8", Tile(Colour.ORANGE, 8))],
)  # fmt: skip
def test_parse_tile(text: str, tile: Tile) -> None:
    assert parse_tile(text) == tile


@pytest.mark.parametrize(
    ("text", "code"),
    [("", "bad_tile"), ("X5", "bad_tile"), ("R", "bad_tile"), ("5R", "bad_tile"), ("R 5", "bad_tile"),
     ("R5B", "bad_tile"), ("R-1", "bad_tile"), ("R0", "bad_value"), ("R10", "bad_value"),
     ("Y99", "bad_value"), ("R" + "9" * 5000, "bad_value")],
)  # fmt: skip
def test_parse_tile_errors(text: str, code: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_tile(text)
    assert e.value.code == code and said(e.value)


def test_every_tile_prints_and_parses_back() -> None:
    every = full_set() + [t.as_nine() for t in full_set() if t.is_six_nine]
    for t in every:
        assert parse_tile(str(t)) == t
        assert parse_tile(str(t).lower()) == t
    assert format_tiles([T("R5"), T("B9")]) == "R5 B9"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("R5 B9 G1", "R5 B9 G1"), ("R5,B9;G1", "R5 B9 G1"), ("r5b9", "R5 B9"), ("R5+B9 / G1", "R5 B9 G1"),
     ("  y3\tg3\n", "Y3 G3"), ("R1 O1 Y1 G1 B1 P1", "R1 O1 Y1 G1 B1 P1")],
)  # fmt: skip
def test_parse_tiles(text: str, expected: str) -> None:
    assert parse_tiles(text) == tiles(expected)


@pytest.mark.parametrize(
    ("text", "code"),
    [("", "no_tiles"), ("  , ", "no_tiles"), ("R5 X", "bad_tile"), ("R5x", "bad_tile"), ("R55", "bad_value"),
     ("R0 B1", "bad_value"), ("R1 O1 Y1 G1 B1 P1 R2", "too_many")],
)  # fmt: skip
def test_parse_tiles_errors(text: str, code: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_tiles(text)
    assert e.value.code == code


def test_column_labels() -> None:
    assert [column_label(i) for i in (0, 1, 25, 26, 27, 51, 52, 701, 702)] == [
        "A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA",
    ]  # fmt: skip
    with pytest.raises(ValueError):
        column_label(-1)


@PROPERTY
@given(st.integers(0, 20000))
def test_column_labels_round_trip(i: int) -> None:
    assert column_index(column_label(i)) == i
    assert column_index(column_label(i).lower()) == i


def test_labels_are_fixed_for_the_game() -> None:
    """The first tile is Z26 on every board; growing up or left within 25 cells moves no label."""
    empty = Labels.for_board(Board())
    assert empty.origin == FIXED_ORIGIN
    assert empty.label(START_CELL) == "Z26"
    board = board_of((2, 3, "R1"), (2, 4, "O2"), (-12, 0, "G1"), (0, -13, "B1"))
    lab = Labels.for_board(board)
    assert lab == empty
    assert lab(Cell(2, 3)) == "AC28" and lab(Cell(2, 4)) == "AD28" and lab(Cell(3, 3)) == "AC29"
    assert lab.row_label(2) == "28" and lab.col_label(4) == "AD"
    assert lab(Cell(-30, 3)) == "[-30, 3]", "a cell left or above A1 falls back to coordinates"
    for text in ("AC28", "ac28", "28AC", " AC 28 ", "28ac"):
        assert lab.parse(text) == Cell(2, 3)
    assert lab.parse("A1") == lab.origin
    assert lab.parse("AA10") == Cell(lab.origin.row + 9, lab.origin.col + 26)


def test_labels_move_out_only_when_tiles_come_near_a1() -> None:
    """A board within `LABEL_MARGIN` of column A or row 1 (no real game gets there) moves A1 out."""
    edge = FIXED_ORIGIN.col + LABEL_MARGIN
    near = board_of((0, edge, "R1"), (0, edge + 1, "O2"))
    assert Labels.for_board(near) == Labels(FIXED_ORIGIN)
    beyond = board_of((0, edge - 1, "R1"), (0, edge, "O2"))
    assert Labels.for_board(beyond).origin == Cell(FIXED_ORIGIN.row, edge - 1 - LABEL_MARGIN)
    assert labels_moved(near, beyond) and not labels_moved(Board(), near)
    up = board_of((FIXED_ORIGIN.row + 2, 0, "R1"))
    assert Labels.for_board(up).origin == Cell(FIXED_ORIGIN.row + 2 - LABEL_MARGIN, FIXED_ORIGIN.col)


@PROPERTY
@given(st.integers(0, 10**9))
def test_every_cell_a_turn_can_reach_has_a_label(seed: int) -> None:
    """However the board lies, A1 stays `LABEL_MARGIN` or more above and left of every tile."""
    rng = random.Random(seed)
    cells = [(rng.randint(-60, 40), rng.randint(-60, 40), "R1") for _ in range(rng.randint(1, 6))]
    board = board_of(*cells)
    lab = Labels.for_board(board)
    top, left, _, _ = board.bounds()  # type: ignore[misc]
    assert lab.origin.row <= top - LABEL_MARGIN and lab.origin.col <= left - LABEL_MARGIN
    for c in board:
        assert lab.parse(lab(c)) == c


@pytest.mark.parametrize("text", ["", "   ", "G", "7", "G0", "GGG7", "G1234", "G-1", "7G7", "G7!", "Ġ7"])
def test_bad_cells(text: str) -> None:
    with pytest.raises(NotationError) as e:
        Labels.for_board(board_of((0, 0, "R1"))).parse(text)
    assert e.value.code == "bad_cell"


@PROPERTY
@given(st.integers(0, 500), st.integers(0, 700))
def test_cells_round_trip(r: int, c: int) -> None:
    lab = Labels(Cell(-6, -6))
    cell = Cell(r - 6, c - 6)
    assert lab.parse(lab(cell)) == cell


@pytest.mark.parametrize(
    ("text", "axis"),
    [("across", Axis.ACROSS), ("ACROSS", Axis.ACROSS), (" right ", Axis.ACROSS), ("h", Axis.ACROSS),
     ("→", Axis.ACROSS), ("down", Axis.DOWN), ("D", Axis.DOWN), ("column", Axis.DOWN), ("↓", Axis.DOWN),
     (None, None), ("", None), ("  ", None)],
)  # fmt: skip
def test_directions(text: str | None, axis: Axis | None) -> None:
    assert parse_direction(text) is axis


def test_bad_direction() -> None:
    with pytest.raises(NotationError) as e:
        parse_direction("sideways")
    assert e.value.code == "bad_direction" and "across or down" in said(e.value)


ROW = board_of((0, 0, "R1"), (0, 1, "O2"))  # Z26 AA26


def test_place_on_the_first_turn_needs_no_cell() -> None:
    assert parse_place(Board(), "R1 O2") == [
        Placement(START_CELL, T("R1")), Placement(START_CELL.step(Axis.ACROSS), T("O2")),
    ]  # fmt: skip
    down = parse_place(Board(), "R1 O2", direction="down")
    assert [p.cell for p in down] == [START_CELL, START_CELL.step(Axis.DOWN)]


def test_place_reads_tiles_in_order_from_the_cell() -> None:
    assert parse_place(ROW, "Y3 G3", "AB26", "across") == [
        Placement(Cell(0, 2), T("Y3")), Placement(Cell(0, 3), T("G3")),
    ]  # fmt: skip
    assert parse_place(ROW, "Y3", "AB26") == [Placement(Cell(0, 2), T("Y3"))]
    assert parse_place(ROW, "Y3 G3", "AB25", "down") == [
        Placement(Cell(-1, 2), T("Y3")), Placement(Cell(0, 2), T("G3")),
    ]  # fmt: skip


def test_place_steps_over_tiles_already_on_the_table() -> None:
    """Bridging is written with the new tiles only: `Y3 G3 at Y26 across` puts G3 after O2."""
    assert parse_place(ROW, "Y3 G3", "Y26", "across") == [
        Placement(Cell(0, -1), T("Y3")), Placement(Cell(0, 2), T("G3")),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("tiles_", "at", "direction", "code"),
    [("Y3", None, None, "no_cell"), ("Y3", "  ", None, "no_cell"), ("Y3 G3", "I7", None, "no_direction"),
     ("Y3", "Z26", None, "occupied_start"), ("Y3", "Q", None, "bad_cell"),
     ("Y3 G3", "I7", "up", "bad_direction"), ("", "I7", "across", "no_tiles"),
     ("Y3 Z3", "I7", "across", "bad_tile"), ("Y13", "I7", None, "bad_value"),
     ("R1 O1 Y1 G1 B1 P1 R2", "I7", "across", "too_many")],
)  # fmt: skip
def test_place_errors(tiles_: str, at: str | None, direction: str | None, code: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_place(ROW, tiles_, at, direction)
    assert e.value.code == code and said(e.value)


def test_a_bad_direction_is_refused_on_the_first_turn_too() -> None:
    with pytest.raises(NotationError) as e:
        parse_place(Board(), "R1 O2", direction="diagonal")
    assert e.value.code == "bad_direction"


@PROPERTY
@given(st.integers(0, 10**9))
def test_a_legal_turn_written_out_reads_back(seed: int) -> None:
    rng = random.Random(seed)
    key = rng.choice([3, 4, 5])
    board, pool = random_position(rng, key, tries=rng.choice([0, 30]))
    for _ in range(200):
        places = random_attempt(rng, board, pool[:12], most=4)
        if len(board) == 0:
            d = places[1].cell.row - places[0].cell.row, places[1].cell.col - places[0].cell.col
            places = [Placement(Cell(START_CELL.row + i * d[0], START_CELL.col + i * d[1]), p.tile)
                      for i, p in enumerate(sorted(places, key=lambda p: p.cell))]  # fmt: skip
        if judge_turn(board, places, key).legal:
            break
    else:
        return
    words = format_turn(board, places).split()
    n = len(places)
    at = words[n + 1] if "at" in words else None
    direction = words[-1] if words[-1] in ("across", "down") else None
    assert " ".join(words[:n]) == format_tiles(p.tile for p in sorted(places, key=lambda p: p.cell))
    assert set(parse_place(board, " ".join(words[:n]), at, direction)) == set(places)


def test_format_turn() -> None:
    assert format_turn(ROW, [Placement(Cell(0, 2), T("Y3")), Placement(Cell(0, -1), T("G3"))]) == (
        "G3 Y3 at Y26 across"
    )
    assert format_turn(ROW, [Placement(Cell(1, 0), T("Y2"))]) == "Y2 at Z27"
    assert (
        format_turn(Board(), [Placement(Cell(1, 0), T("O2")), Placement(Cell(0, 0), T("R1"))]) == "R1 O2 down"
    )
    assert format_turn(ROW, []) == ""


def test_rack_choices_offer_a_six_both_ways() -> None:
    assert rack_tile_choices(tiles("R6 B2 R6 G1")) == ["R6", "R9", "G1", "B2"]


printable = st.text(alphabet=st.characters(codec="utf-8"), max_size=30)
tileish = st.text(alphabet="ROYGBProygbp0123456789 ,;/+-9xX\t", max_size=30)


@PROPERTY
@given(st.one_of(printable, tileish))
def test_tile_parsing_fails_only_with_notation_errors(text: str) -> None:
    for f in (parse_tile, parse_tiles):
        try:
            f(text)
        except NotationError as e:
            assert e.code in {"bad_tile", "bad_value", "no_tiles", "too_many"}


@PROPERTY
@given(
    st.one_of(printable, tileish),
    st.one_of(st.none(), printable, st.text(alphabet="ABCGHIZabz0123456789 ", max_size=6)),
    st.one_of(st.none(), printable, st.sampled_from(["across", "down", "a", "d", "up"])),
    st.booleans(),
)
def test_place_parsing_fails_only_with_notation_errors(
    tiles_: str, at: str | None, direction: str | None, empty: bool
) -> None:
    board = Board() if empty else ROW
    try:
        places = parse_place(board, tiles_, at, direction)
    except NotationError as e:
        assert e.code in {
            "bad_tile", "bad_value", "no_tiles", "too_many", "no_cell", "no_direction",
            "occupied_start", "bad_cell", "bad_direction",
        }  # fmt: skip
        return
    assert 1 <= len(places) <= 6 and not any(p.cell in board for p in places)
