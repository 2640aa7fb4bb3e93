"""Every engine refusal carries a code and the parameters of its sentence, and no sentence: the
catalogue words it, English included (written once), in every language.

Each refusal's id exists in every catalogue and, filled in with the refusal's parameters, names
what the engine named (cells, tiles, totals) without a placeholder left over; Spanish and French
have their own sentences. The engine never sees the catalogue: the wording lives in the bot
(bot/words/refusal.py `engine_text`).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine import main_game, notation, turns
from bot.engine.board import Board, Cell
from bot.engine.conformance import _board, _key, _placements, _tiles
from bot.engine.main_game import GameError, MainGame, Seat
from bot.engine.notation import Labels, NotationError, parse_place, parse_tiles
from bot.engine.turns import Placement, Reason, Verdict, judge_turn
from bot.words.language import speaking
from bot.words.messages import CATALOGUES, EN, text
from bot.words.refusal import engine_text, verdict_text

from .conftest import PROPERTY, T, board_of, random_attempt, random_position

CASES = Path(__file__).parents[1] / "conformance" / "main.jsonl"
OTHER_LANGUAGES = sorted(set(CATALOGUES) - {"en"})


def P(r: int, c: int, t: str) -> Placement:
    return Placement(Cell(r, c), T(t))


NAMED = ("cell", "other", "tile", "tiles", "typed", "first", "last", "total", "cell_a", "cell_b", "key")


def words(language: str, refusal_text: Any, *args: Any) -> str:
    """An engine refusal as a reader of `language` reads it."""
    with speaking(language):
        return refusal_text(*args)


def assert_said(said: dict[str, str], params: Any) -> None:
    """Every language has its own sentence, fully filled in, naming what the engine named."""
    assert all(s and "{" not in s for s in said.values()), said
    assert all(said[language] != said["en"] for language in OTHER_LANGUAGES), said
    for name, value in params:
        if name in NAMED:
            assert all(value in s for s in said.values()), (name, value, said)


def assert_renders(v: Verdict) -> None:
    assert not v.legal and v.reason is not None
    assert v.detail.split(".")[0] == v.reason.value
    assert all(f"reason.{v.detail}" in CATALOGUES[language] for language in CATALOGUES)
    assert all(isinstance(k, str) and isinstance(x, str) for k, x in v.params)
    assert_said({language: words(language, verdict_text, v) for language in CATALOGUES}, v.params)


def _illegal_cases() -> list[dict]:
    cases = [json.loads(line) for line in CASES.read_text().splitlines() if line.strip()]
    return [c for c in cases if c.get("expect", {}).get("legal") is False]


@pytest.mark.parametrize("case", _illegal_cases(), ids=lambda c: c["id"])
@pytest.mark.parametrize("labelled", [False, True], ids=["plain", "board-labels"])
def test_every_conformance_refusal_is_said_in_every_language(case: dict, labelled: bool) -> None:
    board = _board(case)
    rack = _tiles(case["rack"], "rack") if case.get("rack") is not None else None
    places = _placements(case["place"], "place")
    if labelled:
        v = judge_turn(board, places, _key(case), rack=rack, label=Labels.for_board(board))
    else:
        v = judge_turn(board, places, _key(case), rack=rack)
    assert_renders(v)


ROW = board_of((0, 0, "R1"), (0, 1, "O2"))  # key 3

# (board, placements, key, rack, expected detail): one or more for every sentence the judge says
SENTENCES = [
    (ROW, [], 3, None, "empty"),
    (ROW, [P(0, 2, "Y3")], 3, "R5 G1", "not_in_rack"),
    (ROW, [P(0, 2, "Y3"), P(0, 3, "Y3")], 3, "Y3 G1", "not_in_rack.another"),
    (ROW, [P(0, 2, "P9")], 3, "P4 G1", "not_in_rack.nine"),
    (ROW, [P(0, 2, "P9"), P(1, 2, "P6")], 3, "P6 G1", "not_in_rack.nine_another"),
    (ROW, [P(0, 1, "Y3")], 3, None, "occupied"),
    (ROW, [P(1, 1, "Y3"), P(1, 1, "G3")], 3, None, "occupied.twice"),
    (ROW, [P(1, 0, "Y3"), P(2, 1, "G3")], 3, None, "not_straight"),
    (ROW, [P(1, 0, "Y3"), P(1, 1, "G3"), P(2, 0, "B3")], 3, None, "not_straight"),
    (ROW, [P(1, 0, "Y3"), P(1, 2, "G3")], 3, None, "gap"),
    (Board(), [P(0, 0, "Y3")], 3, None, "first_too_short"),
    (ROW, [P(5, 5, "Y3"), P(5, 6, "G3")], 3, None, "not_connected"),
    (ROW, [P(5, 5, "Y3")], 3, None, "not_connected.one"),
    (ROW, [P(0, 2, "Y3"), P(0, 3, "G3"), P(0, 4, "B3"), P(0, 5, "P3"), P(0, 6, "R2")], 3, None, "too_long"),
    (ROW, [P(1, 0, "R2"), P(2, 0, "O1")], 3, None, "colour"),
    (ROW, [P(0, 2, "R3"), P(0, 3, "O1")], 3, None, "colour"),  # two colours twice
    (
        board_of((0, 0, "R1"), (0, 1, "R2"), (0, 2, "O3")),  # not reachable in play: R three times
        [P(0, 3, "R3")],
        3,
        None,
        "colour",
    ),
    (ROW, [P(0, 2, "Y1")], 3, None, "sum"),
    (ROW, [P(1, 0, "Y1"), P(2, 0, "G2")], 5, None, "sum"),  # a column
]


@pytest.mark.parametrize(("board", "places", "key", "rack", "detail"), SENTENCES)
@pytest.mark.parametrize("labelled", [False, True], ids=["plain", "board-labels"])
def test_every_sentence_of_the_judge_renders(
    board: Board, places: list[Placement], key: int, rack: str | None, detail: str, labelled: bool
) -> None:
    r = [T(x) for x in rack.split()] if rack is not None else None
    label = Labels.for_board(board) if labelled else turns._plain_label
    v = judge_turn(board, places, key, rack=r, label=label)
    assert v.detail == detail, v.message
    assert_renders(v)


def test_line_parameters_are_the_cells_as_labelled_and_the_numbers() -> None:
    v = judge_turn(ROW, [P(0, 2, "Y1")], 3, label=Labels.for_board(ROW))
    assert dict(v.params) == {
        "axis": "row", "first": "Z26", "last": "AB26", "values": "1 + 2 + 1", "total": "4", "key": "3",
    }  # fmt: skip
    assert words("en", verdict_text, v).startswith("the row Z26–AB26 would add up to 1 + 2 + 1 = 4")
    assert words("fr", verdict_text, v) == (
        "la rangée Z26–AB26 ferait 1 + 2 + 1 = 4, qui n'est pas un multiple de la clé 3."
    )
    v = judge_turn(ROW, [P(0, 2, "R3"), P(0, 3, "O1")], 3, label=Labels.for_board(ROW))
    assert dict(v.params)["repeats"] == "R2 O2"
    assert "two reds and two oranges" in words("en", verdict_text, v)
    assert "(rouge × 2 et orange × 2)" in words("fr", verdict_text, v)
    assert "dos fichas de color rojo y dos fichas de color naranja" in words("es", verdict_text, v)


@PROPERTY
@given(st.integers(0, 10**9))
def test_random_illegal_turns_are_said_in_every_language(seed: int) -> None:
    rng = random.Random(seed)
    key = rng.choice([3, 4, 5])
    board, pool = random_position(rng, key, tries=rng.choice([0, 5, 60]))
    places = random_attempt(rng, board, pool[:14], most=4)
    rack = pool[:8] if rng.random() < 0.5 else None
    v = judge_turn(board, places, key, rack=rack, label=Labels.for_board(board))
    if not v.legal:
        assert_renders(v)


def test_every_reason_and_every_sentence_of_the_judge_has_an_id() -> None:
    for reason in Reason:
        assert f"reason.{reason.value}" in EN
    source = Path(turns.__file__).read_text()
    codes = "|".join(r.value for r in Reason)
    variants = set(re.findall(rf'"((?:{codes})\.[a-z_]+)"', source))
    assert variants >= {"occupied.twice", "not_in_rack.another", "not_connected.one", "not_connected.lone"}
    for detail in variants:
        assert f"reason.{detail}" in EN


def _raised(path: Path, cls: str) -> tuple[set[str], set[str]]:
    """The codes and `code.variant` details `cls(...)` is raised with in a module's source."""
    source = path.read_text()
    codes = set(re.findall(rf'{cls}\(\s*"([a-z_]+)"', source))
    details = set(re.findall(rf'{cls}\(\s*"[a-z_]+",[^)]*?"((?:{"|".join(codes)})\.[a-z_]+)"', source, re.S))
    return codes, details


def test_every_notation_and_game_code_has_an_id() -> None:
    codes, details = _raised(Path(notation.__file__), "NotationError")
    assert {"bad_tile", "bad_cell", "no_cell", "occupied_start"} <= codes and "bad_cell.row" in details
    for code in codes | details:
        assert f"notation.{code}" in EN, code
    codes, details = _raised(Path(main_game.__file__), "GameError")
    assert {"seats", "finished", "not_in_game", "not_your_turn"} <= codes and "seats.repeated" in details
    for code in codes | details:
        assert f"game.{code}" in EN, code


def _notation_error(call) -> NotationError:
    with pytest.raises(NotationError) as e:
        call()
    return e.value


TABLE = board_of((0, 0, "R1"), (0, 1, "O2"))
NOTATION = [
    ("bad_tile", lambda: parse_tiles("X5")),
    ("bad_tile", lambda: notation.parse_tile("R")),
    ("bad_value", lambda: parse_tiles("R0")),
    ("bad_value", lambda: notation.parse_tile("G12345")),
    ("no_tiles", lambda: parse_tiles(" , ")),
    ("too_many", lambda: parse_tiles("R1 R2 R3 R4 R5 R7 R8")),
    ("bad_cell", lambda: parse_place(TABLE, "R5", at="??")),
    ("bad_cell.row", lambda: parse_place(TABLE, "R5", at="G0")),
    ("bad_direction", lambda: parse_place(TABLE, "R5 Y3", at="G8", direction="diagonal")),
    ("no_cell", lambda: parse_place(TABLE, "R5")),
    ("no_direction", lambda: parse_place(TABLE, "R5 Y3", at="G8")),
    ("occupied_start", lambda: parse_place(TABLE, "R5", at="Z26")),
]


@pytest.mark.parametrize(("detail", "call"), NOTATION, ids=[d for d, _ in NOTATION])
def test_notation_errors_are_said_in_every_language(detail: str, call) -> None:
    err = _notation_error(call)
    assert err.detail == detail and err.detail.split(".")[0] == err.code
    said = {
        language: words(language, engine_text, "notation", err.detail, err.params) for language in CATALOGUES
    }
    assert_said(said, err.params)


SEATS = (Seat("1", "Ann"), Seat("2", "Bob"))


def _game_errors() -> list[GameError]:
    out = []
    for seats in ([SEATS[0]], [SEATS[0], SEATS[0]]):
        with pytest.raises(GameError) as e:
            MainGame.new(seats, 1)
        out.append(e.value)
    game, _ = MainGame.new(SEATS, 7)
    with pytest.raises(GameError) as e:
        game.pass_turn(1 - game.current)
    out.append(e.value)
    with pytest.raises(GameError) as e:
        game.pass_turn(5)
    out.append(e.value)
    game.resign(0)
    with pytest.raises(GameError) as e:
        game.pass_turn(1)
    out.append(e.value)
    return out


def test_game_errors_are_said_in_every_language() -> None:
    errors = _game_errors()
    assert [e.detail for e in errors] == [
        "seats",
        "seats.repeated",
        "not_your_turn",
        "not_in_game",
        "finished",
    ]
    for err in errors:
        said = {
            language: words(language, engine_text, "game", err.detail, err.params) for language in CATALOGUES
        }
        assert_said(said, err.params)
    turn = errors[2]
    assert words("fr", engine_text, "game", turn.detail, turn.params) == "C'est au tour de Ann, pas au vôtre."
    assert words("en", engine_text, "game", turn.detail, turn.params) == "It is Ann's turn, not yours."
    assert str(turn) == "not_your_turn (player=Ann)"  # the exception itself: code and parameters, for logs


def test_a_code_without_an_id_is_answered_as_a_bug_not_with_an_engine_sentence() -> None:
    unexpected = words("fr", text, "error.unexpected")
    assert words("fr", engine_text, "reason", "no_such_code", ()) == unexpected
    assert words("fr", engine_text, "notation", "bad_tile", ()) == unexpected  # its parameters missing
