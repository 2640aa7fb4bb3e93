"""Free-form grids (RULES.md P2) and Spot claims (S2)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.board import Board, Cell
from bot.engine.grid import check_claim, check_grid
from bot.engine.notation import Labels

from .conftest import PROPERTY, _runs, board_of, line_ok, random_position, tiles


@pytest.mark.parametrize(
    ("cells", "key", "reason"),
    [
        ([(0, 0, "R1")], 3, None),
        ([(0, 0, "R1"), (0, 1, "O2")], 3, None),
        ([(0, 0, "R1"), (0, 1, "O2"), (1, 0, "Y2"), (1, 1, "G1")], 3, None),
        ([(0, 0, "R1"), (0, 1, "O2"), (0, 3, "Y1"), (0, 4, "G2")], 3, "not_connected"),
        ([(0, 0, "R1"), (1, 1, "O2")], 3, "not_connected"),
        ([(0, 0, "R1"), (0, 1, "R2")], 3, "colour"),
        ([(0, 0, "R1"), (0, 1, "O1")], 3, "sum"),
        ([(0, i, t) for i, t in enumerate(["R1", "O2", "Y3", "G4", "B5", "P6", "R3"])], 3, "too_long"),
        ([(0, 0, "R9"), (0, 1, "O3")], 4, None),
        ([], 3, "empty"),
    ],
)
def test_grids(cells: list, key: int, reason: str | None) -> None:
    v = check_grid(board_of(*cells), key)
    assert v.valid == (reason is None) == bool(v)
    assert v.reason == reason
    assert bool(v.message) == (reason is not None)


def test_a_grid_message_names_the_line() -> None:
    board = board_of((0, 0, "R1"), (0, 1, "O1"))
    v = check_grid(board, 3, Labels.for_board(board))
    assert {("axis", "row"), ("first", "Z26"), ("last", "AA26"), ("values", "1 + 1"), ("total", "2")} <= set(
        v.params
    )
    assert v.message == "sum (axis=row, first=Z26, last=AA26, values=1 + 1, total=2, key=3)"  # for the runner


def test_the_gravest_problem_is_reported() -> None:
    # the row sums wrong, the column (further down the table) repeats a colour
    board = board_of((0, 0, "R1"), (0, 1, "O1"), (0, 5, "Y1"), (1, 5, "Y2"), (0, 2, "G1"), (0, 3, "B1"),
                     (0, 4, "P2"))  # fmt: skip
    assert check_grid(board, 3).reason == "colour"


@PROPERTY
@given(st.integers(0, 10**9))
def test_grid_validity_is_p2(seed: int) -> None:
    """Against an independent check: connected, and every maximal run is a legal line."""
    rng = random.Random(seed)
    key = rng.choice([3, 4, 5])
    board, pool = random_position(rng, key, tries=rng.choice([5, 30]))
    cells = dict(board.items())
    for _ in range(rng.randint(0, 3)):  # spoil it now and then
        cells[Cell(rng.randint(-4, 4), rng.randint(-4, 4))] = pool.pop()
    grid = Board(cells)
    expected = bool(cells) and grid.is_connected() and all(
        line_ok([cells[c] for c in run], key) for run in _runs(cells)
    )  # fmt: skip
    assert check_grid(grid, key).valid == expected


@pytest.mark.parametrize(
    ("shown", "key", "distinct", "reason"),
    [
        ("R1 O3 Y6 G2", 4, True, None),  # 12
        ("R1 O3 Y6 G2", 5, True, None),  # 15 with the 6 as 9
        ("R1 O3 Y9 G2", 4, True, None),  # a 9 given is still the 6-tile
        ("R6 O6 Y1 G1", 5, True, None),  # 14 / 17 / 20
        ("R6 O6 Y1 G1", 3, True, "sum"),
        ("R1 O2 Y3 G1", 5, True, "sum"),
        ("R1 R3 Y6 G2", 4, True, "colour"),
        ("R1 R3 Y6 G2", 4, False, None),
        ("R1 O1 Y1", 3, True, "size"),
        ("R1 O1 Y1 G1 B2", 3, True, "size"),
    ],
)
def test_spot_claims(shown: str, key: int, distinct: bool, reason: str | None) -> None:
    v = check_claim(tiles(shown), key, distinct_colours=distinct)
    assert v.valid == (reason is None) and v.reason == reason
    if v.valid:
        assert v.total is not None and v.total % key == 0
    else:
        assert v.message


@PROPERTY
@given(st.lists(st.sampled_from(tiles("R1 O2 Y3 G4 B5 P6 R6 O8 Y7 G6")), min_size=4, max_size=4),
       st.sampled_from([3, 4, 5]))  # fmt: skip
def test_a_claim_is_right_exactly_when_some_reading_sums_to_the_key(shown: list, key: int) -> None:
    readings = [0]
    for t in shown:
        readings = [r + v for r in readings for v in ((6, 9) if t.face == 6 else (t.value,))]
    expected = any(r % key == 0 for r in readings)
    assert check_claim(shown, key, distinct_colours=False).valid == expected
