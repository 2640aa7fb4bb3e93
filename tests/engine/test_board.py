"""The board and its lines (RULES.md R4, R5)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.board import Axis, Board, Cell, line_problem

from .conftest import PROPERTY, T, _runs, board_of, tiles


def _spans(board: Board) -> set[tuple[Axis, tuple[Cell, ...]]]:
    return {(ln.axis, ln.cells) for ln in board.lines()}


def test_a_lone_tile_is_in_no_line() -> None:
    b = board_of((0, 0, "R1"))
    assert b.lines() == []
    assert b.run_through(Cell(0, 0), Axis.ACROSS) is None
    assert b.run_through(Cell(0, 0), Axis.DOWN) is None


def test_two_adjacent_tiles_are_a_line() -> None:
    b = board_of((0, 0, "R1"), (0, 1, "O2"))
    (line,) = b.lines()
    assert line.axis is Axis.ACROSS and line.cells == (Cell(0, 0), Cell(0, 1))
    assert line.tiles == (T("R1"), T("O2")) and line.total == 3 and len(line) == 2


def test_lines_are_maximal_runs_and_a_gap_splits_them() -> None:
    b = board_of((0, 0, "R1"), (0, 1, "O2"), (0, 3, "Y1"), (0, 4, "G2"), (0, 5, "B3"))
    assert _spans(b) == {
        (Axis.ACROSS, (Cell(0, 0), Cell(0, 1))),
        (Axis.ACROSS, (Cell(0, 3), Cell(0, 4), Cell(0, 5))),
    }
    assert b.run_through(Cell(0, 4), Axis.ACROSS).cells[0] == Cell(0, 3)  # type: ignore[union-attr]


def test_a_tile_can_be_in_a_row_and_a_column() -> None:
    b = board_of((0, 0, "R1"), (0, 1, "O2"), (1, 1, "Y1"))
    assert _spans(b) == {
        (Axis.ACROSS, (Cell(0, 0), Cell(0, 1))),
        (Axis.DOWN, (Cell(0, 1), Cell(1, 1))),
    }


def test_run_through_with_extra_tiles_laid_on_top() -> None:
    b = board_of((0, 0, "R1"), (0, 2, "Y3"))
    line = b.run_through(Cell(0, 1), Axis.ACROSS, {Cell(0, 1): T("O2")})
    assert line is not None and line.tiles == (T("R1"), T("O2"), T("Y3"))
    assert b.run_through(Cell(0, 1), Axis.ACROSS) is None, "extra tiles do not stay"


@pytest.mark.parametrize(
    ("line", "key", "problem"),
    [
        ("R1 O2", 3, None),
        ("R1 O1 Y1", 3, None),  # numbers may repeat
        ("R1 O2 Y3 G4 B5 P6", 3, None),  # six tiles: all six colours
        ("R1 O2 Y3 G4 B5 P9", 4, None),  # 24
        ("R1 O2 Y3 G4 B5 P6 R3", 3, "too_long"),
        ("R1 R2", 3, "colour"),
        ("R1 O1", 3, "sum"),
        ("R9 O3", 4, None),  # a placed 9 counts 9
        ("R6 O3", 4, "sum"),
    ],
)
def test_legal_lines(line: str, key: int, problem: str | None) -> None:
    assert line_problem(tiles(line), key) == problem


def test_connected_and_bounds() -> None:
    assert Board().is_connected() and Board().bounds() is None
    b = board_of((0, 0, "R1"), (0, 1, "O2"), (1, 1, "Y1"))
    assert b.is_connected() and b.bounds() == (0, 0, 1, 1)
    assert not board_of((0, 0, "R1"), (1, 1, "O2")).is_connected(), "corners do not connect"
    assert board_of((-3, 5, "R1"), (2, -4, "O2")).bounds() == (-3, -4, 2, 5)


def test_place_refuses_an_occupied_cell_and_copies_are_independent() -> None:
    b = board_of((0, 0, "R1"))
    c = b.copy()
    c.place([(Cell(0, 1), T("O2"))])
    assert len(b) == 1 and len(c) == 2 and b != c
    with pytest.raises(ValueError, match="occupied"):
        c.place([(Cell(0, 0), T("Y3"))])
    assert c.get(Cell(0, 1)) == T("O2") and c.get(Cell(5, 5)) is None
    with pytest.raises(TypeError):
        hash(b)


cells_st = st.dictionaries(
    st.tuples(st.integers(-3, 3), st.integers(-3, 3)),
    st.sampled_from(["R1", "O2", "Y3", "G4", "B5", "P6", "R9"]),
    max_size=20,
)


@PROPERTY
@given(cells_st)
def test_lines_are_exactly_the_maximal_runs(cells: dict) -> None:
    """R4 against an independent run finder; and every adjacent pair lies in exactly one line."""
    b = board_of(*((r, c, t) for (r, c), t in cells.items()))
    found = _spans(b)
    expected = {
        (Axis.ACROSS if run[0].row == run[1].row else Axis.DOWN, tuple(run)) for run in _runs(dict(b.items()))
    }
    assert found == expected
    for ln in b.lines():
        assert ln.tiles == tuple(b[c] for c in ln.cells)
    for cell in b:
        for axis in Axis:
            nxt = cell.step(axis)
            if nxt in b:
                assert sum(1 for a, cs in found if a is axis and cell in cs and nxt in cs) == 1
