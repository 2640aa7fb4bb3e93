"""The conformance runner over the project's own cases (CONFORMANCE.md), and the runner itself.

The cases' expectations were worked out by hand; here they are also held against the independent
reference judge and brute-force move lister of tests/engine/conftest.py, so a slip in a hand
calculation and a bug in the engine cannot agree by accident.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.engine.conformance import main
from bot.engine.tiles import Tile
from bot.engine.turns import Reason
from tests.engine.conftest import board_of, reference_judge, reference_moves

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
FILES = sorted(HERE.glob("*.jsonl"))


def _cases() -> list[dict]:
    return [json.loads(line) for f in FILES for line in f.read_text().splitlines() if line.strip()]


def _run(*paths: str | Path) -> tuple[int, list[str]]:
    out = io.StringIO()
    rc = main([str(p) for p in paths], out=out)
    return rc, out.getvalue().splitlines()


def _board(items: list[dict]):
    return board_of(*((d["cell"][0], d["cell"][1], d["tile"]) for d in items))


def _tile(s: str) -> Tile:
    from bot.engine.notation import parse_tile

    return parse_tile(s)


def test_there_are_enough_cases_of_every_kind() -> None:
    cases = _cases()
    assert len(cases) >= 40
    assert len({c["id"] for c in cases}) == len(cases), "case ids are unique"
    assert {c["kind"] for c in cases} == {"move", "moves", "grid", "spot", "hand", "stage"}
    for kind in ("hand", "stage"):
        answers = {c["expect"]["solvable"] for c in cases if c["kind"] == kind}
        assert answers == {True, False}, f"{kind} cases both ways"
    reasons: set[str] = set()
    for c in cases:
        if c["kind"] == "move" and not c["expect"]["legal"]:
            r = c["expect"]["reason"]
            reasons |= {r} if isinstance(r, str) else set(r)
    assert reasons == {r.value for r in Reason}


def test_all_cases_pass_in_process() -> None:
    rc, lines = _run(*FILES)
    assert lines[-1] == f"{len(_cases())} passed, 0 failed", "\n".join(lines)
    assert rc == 0


def test_all_cases_pass_as_a_command() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "bot.engine.conformance", *map(str, FILES)],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.splitlines()[-1] == f"{len(_cases())} passed, 0 failed"


@pytest.mark.parametrize(
    "case", [c for c in _cases() if c["kind"] == "move" and "rack" not in c], ids=lambda c: c["id"]
)
def test_move_expectations_agree_with_the_reference_judge(case: dict) -> None:
    v = reference_judge(
        _board(case["board"]),
        [((d["cell"][0], d["cell"][1]), _tile(d["tile"])) for d in case["place"]],
        case["key"],
    )
    assert v.legal == case["expect"]["legal"]
    if v.legal:
        assert (v.score, v.bonus) == (case["expect"]["score"], case["expect"]["bonus"])


@pytest.mark.parametrize("case", [c for c in _cases() if c["kind"] == "moves"], ids=lambda c: c["id"])
def test_moves_expectations_agree_with_brute_force(case: dict) -> None:
    found = reference_moves(_board(case["board"]), [_tile(t) for t in case["rack"]], case["key"])
    best = max((s for s, _ in found.values()), default=0)
    assert (len(found), best) == (case["expect"]["count"], case["expect"]["best"])


def _write(tmp_path: Path, *lines: str | dict) -> Path:
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n")
    return p


FIRST = [{"cell": [0, 0], "tile": "R1"}, {"cell": [0, 1], "tile": "O4"}]  # 5: legal under key 5


def test_a_wrong_expectation_is_a_failure(tmp_path: Path) -> None:
    p = _write(
        tmp_path,
        {"id": "right", "kind": "move", "key": 5, "board": [], "place": FIRST,
         "expect": {"legal": True, "score": 5, "bonus": False}},
        {"id": "wrong-score", "kind": "move", "key": 5, "board": [], "place": FIRST,
         "expect": {"legal": True, "score": 6, "bonus": False}},
        {"id": "wrong-reason", "kind": "move", "key": 5, "board": [], "place": FIRST[:1],
         "expect": {"legal": False, "reason": "gap"}},
        {"id": "wrong-valid", "kind": "grid", "key": 3, "board": FIRST, "expect": {"valid": True}},
    )  # fmt: skip
    rc, lines = _run(p)
    assert rc == 1
    assert lines[-1] == "1 passed, 3 failed"
    assert lines[0].startswith("wrong-score") and "score expected 6, got 5" in lines[0]
    assert lines[1].startswith("wrong-reason") and '"gap"' in lines[1] and "first_too_short" in lines[1]
    assert lines[2].startswith("wrong-valid") and "valid expected true" in lines[2]


def test_a_list_of_reasons_accepts_any_of_them(tmp_path: Path) -> None:
    place = [{"cell": [0, 0], "tile": "R1"}, {"cell": [0, 1], "tile": "R2"}]  # key 4: colour and sum
    p = _write(
        tmp_path,
        {"id": "either", "kind": "move", "key": 4, "board": [], "place": place,
         "expect": {"legal": False, "reason": ["sum", "colour"]}},
        {"id": "neither", "kind": "move", "key": 4, "board": [], "place": place,
         "expect": {"legal": False, "reason": ["gap", "occupied"]}},
    )  # fmt: skip
    rc, lines = _run(p)
    assert (rc, lines[-1]) == (1, "1 passed, 1 failed")
    assert lines[0].startswith("neither")


@pytest.mark.parametrize(
    "bad",
    [
        "this is not json",
        "[" * 100_000,
        "[1, 2, 3]",
        '{"kind": "move", "key": 3, "board": [], "place": [], "expect": {"legal": false}}',
        '{"id": "k", "kind": "dance", "key": 3}',
        '{"id": "k", "kind": "move", "key": "5", "board": [], "place": []}',
        '{"id": "k", "kind": "move", "key": 0, "board": [], "place": []}',
        '{"id": "k", "kind": "move", "key": 3, "board": [], "place": [{"cell": [0], "tile": "R1"}]}',
        '{"id": "k", "kind": "move", "key": 3, "board": [], "place": [{"cell": [0, 0], "tile": "X1"}]}',
        '{"id": "k", "kind": "move", "key": 3, "board": [], "place": [{"cell": [0, 0], "tile": 15}]}',
        '{"id": "k", "kind": "move", "key": 3, "board": [{"cell": [0, 0], "tile": "R1"},'
        ' {"cell": [0, 0], "tile": "O2"}], "place": []}',
        '{"id": "k", "kind": "move", "key": 3, "board": [], "place": [],'
        ' "expect": {"legal": false, "reason": "nope"}}',
        '{"id": "k", "kind": "move", "key": 3, "board": [], "place": [], "expect": {"score": 3}}',
        '{"id": "k", "kind": "move", "key": 3, "board": [], "place": [], "expect": [false]}',
        '{"id": "k", "kind": "moves", "key": 3, "board": [{"cell": [0, 0], "tile": "R1"}], "expect": {}}',
        '{"id": "k", "kind": "spot", "key": 3, "tiles": "R1 O2", "expect": {"valid": false}}',
        '{"id": "k", "kind": "spot", "key": 3, "tiles": ["R1"], "distinct_colours": 1,'
        ' "expect": {"valid": false}}',
    ],
)
def test_a_malformed_line_is_reported_and_the_run_goes_on(tmp_path: Path, bad: str) -> None:
    good = {
        "id": "good",
        "kind": "spot",
        "key": 4,
        "tiles": ["R1", "O3", "Y6", "G2"],
        "expect": {"valid": True},
    }
    rc, lines = _run(_write(tmp_path, bad, good))
    assert rc == 1
    assert lines[-1] == "1 passed, 1 failed"
    assert "not a valid case" in lines[0]


def test_a_missing_file_is_a_failure(tmp_path: Path) -> None:
    rc, lines = _run(tmp_path / "nowhere.jsonl")
    assert rc == 1 and lines[-1] == "0 passed, 1 failed"


def test_without_expect_the_answer_is_printed(tmp_path: Path) -> None:
    row = [{"cell": [0, 0], "tile": "R1"}, {"cell": [0, 1], "tile": "O2"}]
    p = _write(
        tmp_path,
        {"id": "a", "kind": "move", "key": 5, "board": [], "place": FIRST},
        {"id": "b", "kind": "move", "key": 3, "board": row, "place": [{"cell": [0, 2], "tile": "Y1"}]},
        {"id": "c", "kind": "moves", "key": 3, "board": row, "rack": ["Y3"]},
        {"id": "d", "kind": "grid", "key": 3, "board": row},
        {"id": "e", "kind": "spot", "key": 5, "tiles": ["R1", "O3", "Y6", "G2"]},
        "",
    )
    rc, lines = _run(p)
    assert rc == 0
    assert lines[-1] == "0 passed, 0 failed"
    answers = [json.loads(x) for x in lines[:-1]]
    assert answers[0] == {"legal": True, "score": 5, "bonus": False}
    assert answers[1] == {"legal": False, "reason": "sum"}
    assert answers[2] == {
        "count": 2,
        "best": 6,
        "moves": [
            {"place": [{"cell": [0, -1], "tile": "Y3"}], "score": 6, "bonus": False},
            {"place": [{"cell": [0, 2], "tile": "Y3"}], "score": 6, "bonus": False},
        ],
    }
    assert answers[3] == {"valid": True}
    assert answers[4] == {"valid": True}


def test_moves_expectation_may_list_the_moves(tmp_path: Path) -> None:
    row = [{"cell": [0, 0], "tile": "R1"}, {"cell": [0, 1], "tile": "O2"}]
    listed = [
        {"place": [{"cell": [0, 2], "tile": "Y3"}], "score": 6, "bonus": False},
        {"place": [{"cell": [0, -1], "tile": "Y3"}], "score": 6, "bonus": False},
    ]
    p = _write(
        tmp_path,
        {"id": "ok", "kind": "moves", "key": 3, "board": row, "rack": ["Y3"], "expect": {"moves": listed}},
        {
            "id": "short",
            "kind": "moves",
            "key": 3,
            "board": row,
            "rack": ["Y3"],
            "expect": {"moves": listed[:1]},
        },
    )
    rc, lines = _run(p)
    assert (rc, lines[-1]) == (1, "1 passed, 1 failed")
    assert lines[0].startswith("short") and "found but not expected" in lines[0]


def test_usage_without_files() -> None:
    out = io.StringIO()
    assert main([], out=out) == 2
    assert "usage" in out.getvalue()


@pytest.mark.parametrize("case", [c for c in _cases() if c["kind"] == "moves"], ids=lambda c: c["id"])
def test_the_listed_moves_are_the_brute_force_moves(case: dict, tmp_path: Path) -> None:
    """Without `expect` the runner lists every turn; each one, score and bonus included, is checked."""
    bare = {k: v for k, v in case.items() if k != "expect"}
    rc, lines = _run(_write(tmp_path, bare))
    assert rc == 0
    listed = json.loads(lines[0])
    got = {
        frozenset(((d["cell"][0], d["cell"][1]), d["tile"]) for d in m["place"]): (m["score"], m["bonus"])
        for m in listed["moves"]
    }
    assert len(got) == len(listed["moves"]) == listed["count"]
    found = reference_moves(_board(case["board"]), [_tile(t) for t in case["rack"]], case["key"])
    assert got == {frozenset(((c.row, c.col), str(t)) for c, t in k): v for k, v in found.items()}
