"""Judging and scoring a turn (RULES.md M2–M5): every reason, its message, and properties."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import movegen
from bot.engine.board import Board, Cell
from bot.engine.notation import Labels
from bot.engine.tiles import Tile
from bot.engine.turns import IllegalTurn, Placement, Reason, Verdict, judge_turn

from .conftest import (
    PROPERTY,
    T,
    _runs,
    board_of,
    line_ok,
    random_attempt,
    random_position,
    reference_judge,
    reference_moves,
    said,
)

ROW = board_of((0, 0, "R1"), (0, 1, "O2"))  # key 3
COL6 = board_of(*((i, 0, t) for i, t in enumerate(["R1", "O2", "Y3", "G4", "B5", "P6"])))  # 21


def P(r: int, c: int, t: str) -> Placement:
    return Placement(Cell(r, c), T(t))


def judge(board: Board, *places: Placement, key: int = 3, rack: str | None = None) -> Verdict:
    """Judge with the board's own printed labels, as the bot does."""
    r = [T(x) for x in rack.split()] if rack is not None else None
    return judge_turn(board, places, key, rack=r, label=Labels.for_board(board))


# Labels for ROW and COL6: the top-left tile [0, 0] is Z26 (labels are fixed for the game).


@pytest.mark.parametrize(
    ("board", "places", "key", "rack", "reason", "words"),
    [
        (ROW, [], 3, None, Reason.EMPTY, ["at least one tile"]),
        (ROW, [P(0, 1, "Y3")], 3, None, Reason.OCCUPIED, ["AA26 already holds O2"]),
        (ROW, [P(0, 2, "Y3"), P(0, 2, "G3")], 3, None, Reason.OCCUPIED, ["Y3 and G3", "AB26"]),
        (ROW, [P(0, 2, "Y3"), P(1, 3, "G3")], 3, None, Reason.NOT_STRAIGHT, ["Y3 on AB26 and G3 on AC27"]),
        (ROW, [P(0, 2, "Y3"), P(0, 4, "G3")], 3, None, Reason.GAP, ["gap at AC26"]),
        (ROW, [P(5, 5, "Y1"), P(5, 6, "G2")], 3, None, Reason.NOT_CONNECTED, ["from AE31 touch nothing"]),
        (Board(), [P(0, 0, "R3")], 3, None, Reason.FIRST_TOO_SHORT, ["R3 alone", "2 to 6 tiles"]),
        (COL6, [P(6, 0, "R3")], 3, None, Reason.TOO_LONG, ["column Z26–Z32", "7 tiles long"]),
        (ROW, [P(0, 2, "R3")], 3, None, Reason.COLOUR, ["row Z26–AB26", "two reds"]),
        (ROW, [P(0, 2, "Y1")], 3, None, Reason.SUM, ["row Z26–AB26", "1 + 2 + 1 = 4", "key 3"]),
        (ROW, [P(1, 0, "Y3"), P(1, 1, "G3")], 3, None, Reason.SUM, ["column Z26–Z27", "1 + 3 = 4"]),
        (ROW, [P(0, 2, "Y3")], 3, "G3 P1", Reason.NOT_IN_RACK, ["Y3"]),
        (ROW, [P(0, 2, "Y3"), P(0, 3, "Y3")], 3, "Y3 G3", Reason.NOT_IN_RACK, ["another Y3"]),
        (ROW, [P(0, 2, "B9")], 3, "B5", Reason.NOT_IN_RACK, ["You do not have B9 (a 9 is a 6 tile", "no B6"]),
    ],
)
def test_every_reason_with_a_message_naming_what_is_wrong(
    board: Board, places: list[Placement], key: int, rack: str | None, reason: Reason, words: list[str]
) -> None:
    v = judge(board, *places, key=key, rack=rack)
    assert not v and not v.legal and v.reason is reason
    for w in words:
        assert w in said(v), said(v)
    assert (v.score, v.bonus, v.lines) == (0, False, ())


def test_the_published_examples() -> None:
    """M4: (3+1+6+5) + (5+9+1) = 30 with key 5; and 1+7+2 = 10."""
    board = board_of((0, 0, "R3"), (0, 1, "O1"), (0, 2, "Y6"))
    v = judge(board, P(0, 3, "G5"), P(1, 3, "B9"), P(2, 3, "P1"), key=5, rack="B6 G5 P1")
    assert v.legal and v.score == 30 and not v.bonus
    assert sorted(ln.total for ln in v.lines) == [15, 15]
    assert judge(board, P(0, 3, "G5"), P(1, 3, "B6"), P(2, 3, "P1"), key=5).reason is Reason.SUM
    v = judge(board_of((0, 0, "R1"), (1, 0, "G4")), P(0, 1, "O7"), P(0, 2, "Y2"), key=5)
    assert v.legal and v.score == 10


def test_bonus_for_a_six_tile_line_made_or_completed() -> None:
    five = board_of(*((0, i, t) for i, t in enumerate(["R1", "O2", "Y3", "G4", "B5"])))
    assert judge(five, P(0, 5, "P6")) == Verdict(True, None, 21, True, judge(five, P(0, 5, "P6")).lines)
    assert judge(five, P(0, 5, "P9")).score == 24
    first = judge(Board(), *(P(0, i, t) for i, t in enumerate(["R1", "O2", "Y3", "G4", "B5", "P9"])), key=4)
    assert first.legal and first.bonus and first.score == 24
    assert not judge(Board(), P(0, 0, "R1"), P(0, 1, "O2")).bonus


def test_bridging_over_placed_tiles() -> None:
    board = board_of((0, 1, "Y2"), (0, 2, "G2"))
    assert judge(board, P(0, 0, "R1"), P(0, 3, "B3"), key=4).score == 8
    assert judge(board, P(0, 0, "R1"), P(0, 4, "B3"), key=4).reason is Reason.GAP


def test_raising_an_illegal_turn_carries_the_verdict() -> None:
    v = judge(ROW, P(0, 2, "Y1"))
    err = IllegalTurn(v)
    assert err.reason is Reason.SUM and str(err) == v.message and err.verdict is v


def test_several_broken_lines_report_the_gravest() -> None:
    """A 7th tile breaks length and colour: too_long; colour beats sum wherever the lines lie."""
    assert judge(COL6, P(6, 0, "R3")).reason is Reason.TOO_LONG
    # row R1 O2 + Y1 at [0,2] is a sum problem; the column Y... below it holds two yellows
    board = board_of((0, 0, "R1"), (0, 1, "O2"), (1, 2, "Y2"), (2, 2, "G1"))
    assert judge(board, P(0, 2, "Y1")).reason is Reason.COLOUR


# ---------------------------------------------------------------- properties

Transform = Callable[[Cell], Cell]
TRANSFORMS: dict[str, Transform] = {
    "translate": lambda c: Cell(c.row + 7, c.col - 11),
    "mirror-rows": lambda c: Cell(-c.row, c.col),
    "mirror-cols": lambda c: Cell(c.row, -c.col),
    "transpose": lambda c: Cell(c.col, c.row),
    "rotate": lambda c: Cell(c.col, -c.row),
}


def _scenario(seed: int) -> tuple[Board, list[Placement], int, random.Random]:
    rng = random.Random(seed)
    key = rng.choice([3, 4, 5])
    board, pool = random_position(rng, key, tries=rng.choice([0, 5, 60]))
    return board, random_attempt(rng, board, pool[:14], most=4), key, rng


def _summary(v: Verdict) -> tuple[bool, Reason | None, int, bool]:
    return (v.legal, v.reason, v.score, v.bonus)


@PROPERTY
@given(st.integers(0, 10**9), st.sampled_from(sorted(TRANSFORMS)))
def test_the_verdict_ignores_listing_order_and_symmetries(seed: int, name: str) -> None:
    board, places, key, rng = _scenario(seed)
    v = judge_turn(board, places, key)
    shuffled = places[:]
    rng.shuffle(shuffled)
    assert judge_turn(board, shuffled, key) == v
    f = TRANSFORMS[name]
    moved = Board({f(c): t for c, t in board.items()})
    assert _summary(judge_turn(moved, [Placement(f(p.cell), p.tile) for p in places], key)) == _summary(v)


@PROPERTY
@given(st.integers(0, 10**9))
def test_the_judge_agrees_with_the_reference(seed: int) -> None:
    board, places, key, _ = _scenario(seed)
    v = judge_turn(board, places, key)
    ref = reference_judge(board, [(p.cell, p.tile) for p in places], key)
    assert (v.legal, v.score, v.bonus) == (ref.legal, ref.score, ref.bonus)


@PROPERTY
@given(st.integers(0, 10**9))
def test_a_legal_turn_scores_its_lines_and_leaves_every_line_legal(seed: int) -> None:
    board, places, key, _ = _scenario(seed)
    v = judge_turn(board, places, key)
    if not v.legal:
        return
    new = {p.cell for p in places}
    assert v.score == sum(ln.total for ln in v.lines)
    assert len({(ln.axis, ln.cells) for ln in v.lines}) == len(v.lines), "each line once"
    assert all(new & set(ln.cells) for ln in v.lines)
    assert v.bonus == any(len(ln) == 6 for ln in v.lines)
    after = board.copy()
    after.place((p.cell, p.tile) for p in places)
    cells = dict(after.items())
    assert all(line_ok([cells[c] for c in run], key) for run in _runs(cells))
    assert after.is_connected() or not board.is_connected()


@PROPERTY
@given(st.integers(0, 10**9), st.integers(0, 3))
def test_the_rack_check(seed: int, extra: int) -> None:
    """Holding the tiles (a 9 as its 6) changes nothing; lacking one is not_in_rack."""
    board, places, key, rng = _scenario(seed)
    rack: list[Tile] = [p.tile.in_hand for p in places] + [T("R1")] * extra
    rng.shuffle(rack)
    assert _summary(judge_turn(board, places, key, rack=rack)) == _summary(judge_turn(board, places, key))
    rack.remove(places[0].tile.in_hand)
    if T("R1") in rack and places[0].tile.in_hand == T("R1"):
        return
    assert judge_turn(board, places, key, rack=rack).reason is Reason.NOT_IN_RACK


def test_plain_cell_pairs_are_accepted() -> None:
    assert judge_turn(ROW, [((0, 2), T("Y3"))], 3).score == 6


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9))
def test_move_generation_lists_exactly_the_legal_turns(seed: int) -> None:
    """movegen (whatever its speed-ups) against brute force over the rules, for racks of 1–3."""
    rng = random.Random(seed)
    key = rng.choice([3, 4, 5])
    board, pool = random_position(rng, key, tries=rng.choice([3, 20, 60]))
    if len(board) == 0:
        return
    rack = pool[: rng.randint(1, 3)]
    expected = reference_moves(board, rack, key)
    turns = movegen.legal_turns(board, rack, key)
    got = {frozenset((p.cell, p.tile) for p in t.placements): (t.score, t.bonus) for t in turns}
    assert len(got) == len(turns), "each turn listed once"
    assert got == expected
    assert movegen.has_legal_turn(board, rack, key) == bool(expected)
