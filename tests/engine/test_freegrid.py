"""The free-form grid (RULES.md P1, P2, R2, O2) and its reasons naming cells."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.board import Axis, Board, Cell
from bot.engine.freegrid import (
    FreeGrid,
    GridError,
    arrange_action,
    centred,
    move_action,
    place_action,
    take_action,
)
from bot.engine.grid import check_grid, inspect_grid
from bot.engine.guide import MAX_SPOTS, spots
from bot.engine.main_game import GameError
from bot.engine.notation import NotationError, parse_tiles
from bot.engine.tiles import full_set

from .conftest import PROPERTY, board_of, said, tiles
from .rigs import block, multiset


def grid(hand: str) -> FreeGrid:
    return FreeGrid(tiles(hand))


def test_an_empty_grid_takes_its_first_tiles_at_the_centre_without_a_cell() -> None:
    g = grid("R1 O2 Y3")
    g.apply(g.parse_place("R1 O2"))
    assert g.label(Cell(0, 0)) == "M13"
    assert {g.label(c): str(t) for c, t in g.cells.items()} == {"M13": "R1", "N13": "O2"}
    assert [str(t) for t in g.hand] == ["Y3"]


def test_labels_do_not_move_when_the_grid_grows_up_and_left_or_is_emptied() -> None:
    g = grid("R1 O2 Y3 G4")
    g.apply(g.parse_place("R1", "M13"))
    g.apply(g.parse_place("O2 Y3", "K13", "across"))  # left of the first tile
    g.apply(g.parse_place("G4", "M12"))  # above it
    assert g.cells[g.parse_cell("M13")] == parse_tiles("R1")[0]
    assert g.label(Cell(0, 0)) == "M13"
    g.take_all()
    assert g.parse_cell("M13") == Cell(0, 0)


def test_a_line_steps_over_tiles_already_there_like_place() -> None:
    g = grid("R1 O2 Y3")
    g.apply(g.parse_place("O2", "N13"))
    g.apply(g.parse_place("R1 Y3", "M13", "across"))
    assert [g.label(c) for c in sorted(g.cells)] == ["M13", "N13", "O13"]
    assert str(g.cells[g.parse_cell("O13")]) == "Y3"


def test_a_6_may_be_placed_as_9_and_comes_back_as_6_r2() -> None:
    g = grid("B6 R3")
    g.apply(g.parse_place("B9 R3", "M13", "down"))
    assert str(g.cells[Cell(0, 0)]) == "B9"
    assert [str(t) for t in g.take([Cell(0, 0)])] == ["B6"]
    assert "B6" in [str(t) for t in g.hand]


@pytest.mark.parametrize(
    ("hand", "steps", "code", "words"),
    [
        ("R1 O2", [("R1", "M13", None), ("O2", "M13", None)], "occupied", "M13 is already taken"),
        ("R1 O2", [("R5", "M13", None)], "not_held", "You do not hold R5"),
        ("R1 O2", [("R1", "M13", None), ("R1", "N13", None)], "not_held", "You do not hold R1"),
        ("R1 R1", [("R1", "M13", None), ("R1 R1", "N13", "across")], "not_held", "do not hold another R1"),
        ("R1 O2", [("R1", "Z13", None)], "off_grid", "Z13 is outside the grid, which goes from A1 to Y25"),
        ("R1 O2", [("R1 O2", "Y13", "across")], "off_grid", "outside the grid"),
    ],
)
def test_refusals_name_the_cell_or_tile(hand: str, steps: list, code: str, words: str) -> None:
    g = grid(hand)
    *ok, bad = steps
    for named, at, d in ok:
        g.apply(g.parse_place(named, at, d))
    before = g.to_dict()
    with pytest.raises(GridError) as err:
        g.apply(g.parse_place(*bad))
    assert err.value.code == code and words in said(err.value)
    assert err.value.detail.startswith("grid.") and err.value.params
    assert g.to_dict() == before  # a refused edit changes nothing


def test_take_and_move_refusals() -> None:
    g = grid("R1 O2")
    g.apply(g.parse_place("R1 O2"))
    with pytest.raises(GridError) as refused:
        g.take([g.parse_cell("D2")])
    assert "There is no tile at D2" in said(refused.value)
    with pytest.raises(GridError) as refused:
        g.move(g.parse_cell("M13"), g.parse_cell("N13"))
    assert "N13 is already taken" in said(refused.value)
    with pytest.raises(GridError) as refused:
        g.move(g.parse_cell("A1"), g.parse_cell("B1"))
    assert "There is no tile at A1" in said(refused.value)
    g.move(g.parse_cell("M13"), g.parse_cell("M14"))
    assert {g.label(c) for c in g.cells} == {"M14", "N13"}


def test_typing_needs_a_cell_once_the_grid_has_tiles_and_a_direction_for_several() -> None:
    g = grid("R1 O2 Y3")
    g.apply(g.parse_place("R1"))
    with pytest.raises(NotationError) as err:
        g.parse_place("O2")
    assert "at:M13" in said(err.value)
    with pytest.raises(NotationError) as err:
        g.parse_place("O2 Y3", "N13")
    assert err.value.code == "no_direction"


def test_take_last_takes_the_latest_edit_and_fixed_tiles_stay_o2() -> None:
    g = grid("R1 O2 Y3 G4")
    g.apply(g.parse_place("R1 O2"))
    g.fix()
    g.apply(g.parse_place("Y3 G4", "M14", "across"))
    assert sorted(str(t) for t in g.take_last()) == ["G4", "Y3"]
    with pytest.raises(GridError) as err:
        g.take_last()
    assert err.value.code == "nothing_to_take"
    with pytest.raises(GridError) as refused:
        g.take([Cell(0, 0)])
    assert "R1 on M13 was placed in an earlier stage" in said(refused.value)
    with pytest.raises(GridError) as err:
        g.move(Cell(0, 1), Cell(1, 1))
    assert err.value.code == "fixed" and ("cell", "N13") in err.value.params


def test_arrange_lays_a_whole_layout_and_refuses_tiles_not_held() -> None:
    layout = block(4)
    g = FreeGrid([p.tile for p in layout])
    g.apply(place_action(parse_tiles("R4"), Cell(5, 5)))
    g.apply(arrange_action(centred(layout)))
    assert not g.hand and len(g) == 10 and g.report(4).valid
    with pytest.raises(GridError) as err:
        g.arrange(block(8))
    assert err.value.code == "not_held"


def test_spots_on_an_empty_grid_are_the_centre() -> None:
    g = grid("R1 O2")
    found = spots(g, parse_tiles("R1 O2"), 3)
    assert [(s.start, s.axis) for s in found] == [(Cell(0, 0), Axis.ACROSS), (Cell(0, 0), Axis.DOWN)]


def test_spots_touch_the_grid_rank_legal_first_and_are_at_most_25() -> None:
    g = grid("R1 O2 Y3 G4 B5 P6 R2")
    g.apply(g.parse_place("R1 O2"))  # 3: legal under key 3
    g.apply(g.parse_place("Y3", "M14"))
    found = spots(g, parse_tiles("G4 B5"), 3)
    assert 0 < len(found) <= MAX_SPOTS
    board = g.board
    for s in found:
        assert all(c not in board and g.inside(c) for c in s.cells)
        assert s.contacts == sum(n in board for c in s.cells for n in c.neighbours()) > 0
    flags = [s.legal for s in found]
    assert flags == sorted(flags, reverse=True)  # every legal spot before any other
    assert found[0].legal
    # the best spot really is legal: placing there breaks no line holding a new tile
    g.apply(place_action(parse_tiles("G4 B5"), found[0].start, found[0].axis))
    for line in g.board.lines():
        if set(line.cells) & set(found[0].cells):
            assert line.problem(3) is None


def test_inspect_grid_names_the_cut_off_tiles_and_each_broken_line_p2() -> None:
    # key 3: the row M13–O13 sums 1 + 1 + 2 = 4; R1 O2 far away is cut off; the column repeats red
    g = grid("R1 O1 Y2 R2 O2 B4 G1")
    g.apply(g.parse_place("R1 O1 Y2", "M13", "across"))
    g.apply(g.parse_place("R2", "M14"))
    g.apply(g.parse_place("O2 B4", "A1", "across"))
    report = g.report(3)
    assert not report.valid and report.reason == "cut_off"
    codes = [p.code for p in report.problems]
    assert codes == ["cut_off", "colour", "sum"]
    cut = report.problems[0]
    assert "O2 B4 on A1 B1 are cut off" in said(cut) and ("cells", "A1 B1") in cut.params
    colour = report.problems[1]
    assert "The column M13–M14 holds two reds" in said(colour)
    total = report.problems[2]
    assert total.total == 4 and "M13–O13 adds up to 1 + 1 + 2 = 4" in said(total)
    assert [g.label(c) for c in total.cells] == ["M13", "N13", "O13"]
    assert report.cells == frozenset(c for p in report.problems for c in p.cells)


def test_inspect_grid_too_long_and_the_anchor_decides_the_main_group() -> None:
    row = board_of(*[(0, i, t) for i, t in enumerate(["R1", "O2", "Y3", "G4", "B5", "P6", "R3"])])
    report = inspect_grid(row, 3)
    assert report.reason == "too_long" and "7 tiles long" in said(report)
    two = board_of((0, 0, "R1"), (0, 1, "O2"), (5, 5, "Y1"))
    assert inspect_grid(two, 3).problems[0].cells == (Cell(5, 5),)
    assert inspect_grid(two, 3, anchor=[Cell(5, 5)]).problems[0].cells == (Cell(0, 0), Cell(0, 1))


@PROPERTY
@given(st.integers(0, 10**9))
def test_inspect_grid_agrees_with_check_grid(seed: int) -> None:
    rng = random.Random(seed)
    key = rng.choice([3, 4, 5])
    pool = full_set()
    rng.shuffle(pool)
    cells = {Cell(rng.randint(0, 4), rng.randint(0, 4)): pool.pop() for _ in range(rng.randint(0, 12))}
    board = Board(cells)
    report, verdict = inspect_grid(board, key), check_grid(board, key)
    assert report.valid == verdict.valid
    if not verdict.valid:
        expected = "cut_off" if verdict.reason == "not_connected" else verdict.reason
        assert report.reason == expected


def _random_edit(g: FreeGrid, rng: random.Random) -> dict:
    occupied = sorted(g.cells)
    near = [n for c in occupied for n in c.neighbours()] or [Cell(0, 0)]
    kind = rng.choice(["place", "place", "take", "move", "take_last", "take_all"])
    if kind == "place" and g.hand:
        some = rng.sample(g.hand, rng.randint(1, min(3, len(g.hand))))
        some = [t.as_nine() if t.is_six_nine and rng.random() < 0.5 else t for t in some]
        if rng.random() < 0.1:
            some = tiles("R1 R1 R1")  # now and then tiles not held
        return place_action(some, rng.choice(near + occupied[:1]), rng.choice(list(Axis)))
    if kind == "take":
        return take_action(rng.sample(occupied + near[:1], min(len(occupied) + 1, rng.randint(1, 2))))
    if kind == "move":
        return move_action(rng.choice(occupied + near[:1]), rng.choice(near + occupied[:1]))
    return {"a": kind if kind in ("take_last", "take_all") else "take_last"}


@PROPERTY
@given(st.integers(0, 10**9))
def test_an_edit_never_loses_a_tile_and_a_refused_edit_changes_nothing(seed: int) -> None:
    rng = random.Random(seed)
    pool = full_set()
    rng.shuffle(pool)
    g = FreeGrid(pool[: rng.choice([10, 16, 20])])
    start = multiset(g.tiles)
    for _ in range(40):
        if rng.random() < 0.1:
            g.fix()
        before = g.to_dict()
        try:
            g.apply(_random_edit(g, rng))
        except GameError:
            assert g.to_dict() == before
        assert multiset(g.tiles) == start
        assert all(g.inside(c) for c in g.cells)
        assert g.fixed <= set(g.cells)
        assert FreeGrid.from_dict(g.to_dict()) == g
