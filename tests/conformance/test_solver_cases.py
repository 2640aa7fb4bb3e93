"""The `hand` and `stage` conformance cases (CONFORMANCE.md) and the runner's handling of them.

Small cases' expectations are held against the independent brute force of
tests/engine/grid_reference.py; for every case the runner's own layout (printed when a case has
no `expect`) is judged as a `grid` case would be: valid, and made of exactly the case's tiles.
"""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path

import pytest

from bot.engine.board import Board, Cell
from bot.engine.conformance import main
from bot.engine.grid import check_grid
from bot.engine.notation import parse_tile
from tests.engine.grid_reference import brute_hand, brute_stage

HERE = Path(__file__).parent


def _cases(kind: str) -> list[dict]:
    lines = (HERE / f"{kind}.jsonl").read_text().splitlines()
    return [json.loads(x) for x in lines if x.strip()]


def _run(tmp_path: Path, *cases: dict, limit: str | None = None) -> tuple[int, list[str]]:
    p = tmp_path / "cases.jsonl"
    p.write_text("".join(json.dumps(c) + "\n" for c in cases))
    out = io.StringIO()
    args = ["--time-limit", limit, str(p)] if limit else [str(p)]
    return main(args, out=out), out.getvalue().splitlines()


def _printed_answer(case: dict, tmp_path: Path) -> dict:
    """The runner's answer to `case` without its `expect`; a no comes with nothing else."""
    rc, lines = _run(tmp_path, {k: v for k, v in case.items() if k != "expect"})
    assert (rc, lines[-1]) == (0, "0 passed, 0 failed")
    answer = json.loads(lines[0])
    assert answer["solvable"] == case["expect"]["solvable"]
    if not answer["solvable"]:
        assert answer == {"solvable": False}
    return answer


def _board(items: list[dict]) -> Board:
    return Board({Cell(*d["cell"]): parse_tile(d["tile"]) for d in items})


def _held(tiles: list[str]) -> Counter:
    return Counter(parse_tile(t).in_hand for t in tiles)


@pytest.mark.parametrize("case", [c for c in _cases("hand") if len(c["tiles"]) <= 6], ids=lambda c: c["id"])
def test_small_hand_expectations_agree_with_brute_force(case: dict) -> None:
    assert brute_hand([parse_tile(t) for t in case["tiles"]], case["key"]) == case["expect"]["solvable"]


@pytest.mark.parametrize("case", [c for c in _cases("stage") if len(c["tiles"]) <= 2], ids=lambda c: c["id"])
def test_small_stage_expectations_agree_with_brute_force(case: dict) -> None:
    found = brute_stage(_board(case["board"]), [parse_tile(t) for t in case["tiles"]], case["key"])
    assert found == case["expect"]["solvable"]


def test_there_are_big_cases_too() -> None:
    sizes = {len(c["tiles"]) for c in _cases("hand") if c["expect"]["solvable"]}
    assert {10, 16, 30} <= sizes
    assert any(len(c["tiles"]) == 10 and not c["expect"]["solvable"] for c in _cases("hand"))
    assert any(len(c["board"]) >= 26 and len(c["tiles"]) == 10 for c in _cases("stage"))


@pytest.mark.parametrize("case", _cases("hand"), ids=lambda c: c["id"])
def test_without_expect_a_hand_prints_a_layout_that_is_a_valid_grid(case: dict, tmp_path: Path) -> None:
    answer = _printed_answer(case, tmp_path)
    if not answer["solvable"]:
        return
    grid = _board(answer["grid"])
    assert len(grid) == len(answer["grid"]), "one tile per cell"
    assert check_grid(grid, case["key"]).valid
    assert Counter(t.in_hand for t in grid.cells.values()) == _held(case["tiles"])


@pytest.mark.parametrize("case", _cases("stage"), ids=lambda c: c["id"])
def test_without_expect_a_stage_prints_new_tiles_that_complete_the_grid(case: dict, tmp_path: Path) -> None:
    answer = _printed_answer(case, tmp_path)
    if not answer["solvable"]:
        return
    board = _board(case["board"])
    new = _board(answer["place"])
    assert not set(new.cells) & set(board.cells), "no tile already down moves or is covered"
    whole = board.copy()
    whole.place(new.items())
    assert check_grid(whole, case["key"]).valid
    assert Counter(t.in_hand for t in new.cells.values()) == _held(case["tiles"])


def test_a_wrong_solvable_expectation_fails(tmp_path: Path) -> None:
    case = next(c for c in _cases("hand") if c["expect"]["solvable"])
    wrong = {**case, "id": "wrong", "expect": {"solvable": False}}
    rc, lines = _run(tmp_path, case, wrong)
    assert (rc, lines[-1]) == (1, "1 passed, 1 failed")
    assert lines[0].startswith("wrong") and "solvable expected false, got true" in lines[0]


def test_a_case_the_runner_gives_up_on_fails_and_says_the_time_limit(tmp_path: Path) -> None:
    big = next(c for c in _cases("hand") if len(c["tiles"]) == 30)
    bare = {k: v for k, v in big.items() if k != "expect"}
    rc, lines = _run(tmp_path, big, bare, limit="0.000001")
    assert rc == 1 and lines[-1] == "0 passed, 2 failed"
    assert all("gave up after 1e-06 s (the time limit per case)" in x for x in lines[:2])


@pytest.mark.parametrize("bad", ["0", "-3", "soon"])
def test_a_bad_time_limit_is_refused(tmp_path: Path, bad: str) -> None:
    rc, lines = _run(tmp_path, _cases("hand")[0], limit=bad)
    assert rc == 2 and "--time-limit" in lines[0]


@pytest.mark.parametrize(
    "case",
    [
        {"id": "k", "kind": "hand", "key": 3, "tiles": "R1 O2", "expect": {"solvable": True}},
        {"id": "k", "kind": "hand", "key": 3, "tiles": ["R1", "O2"], "expect": {"valid": True}},
        {"id": "k", "kind": "hand", "key": 3, "tiles": ["R1", "O2"], "expect": {}},
        {"id": "k", "kind": "stage", "key": 3, "board": [{"cell": [0, 0], "tile": "R1"},
         {"cell": [0, 1], "tile": "O1"}], "tiles": ["Y1"], "expect": {"solvable": True}},
        {"id": "k", "kind": "stage", "key": 3, "board": [], "expect": {"solvable": True}},
    ],
)  # fmt: skip
def test_a_malformed_solver_case_is_reported(case: dict, tmp_path: Path) -> None:
    rc, lines = _run(tmp_path, case)
    assert rc == 1 and lines[-1] == "0 passed, 1 failed"
    assert "not a valid case" in lines[0]
