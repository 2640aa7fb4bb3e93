"""The rules conformance runner (CONFORMANCE.md).

    python -m bot.engine.conformance [--time-limit SECONDS] FILE.jsonl [FILE.jsonl ...]

Each non-blank line of a file is one case. A checked case that disagrees with the engine, and a
line that is not a valid case, are reported on one line each and counted as failed; the last line
reads `N passed, M failed`. A case without `expect` is not checked: the engine's answer is printed
as one JSON line of the same shape, so that two engines can be compared line by line.

`hand` and `stage` cases run the solver, which may give up only past the time limit per case
(printed with the failure; 10 s unless `--time-limit` says otherwise): a case it gives up on fails.

This is the one module of the engine that does I/O (it reads the case files it is given).
Reading a case's fields is in conformance_case.py; this module runs each kind and reports.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from . import movegen
from .conformance_case import (
    CaseError,
    _board,
    _bool,
    _expect,
    _field,
    _int,
    _key,
    _placements,
    _reasons,
    _tiles,
)
from .grid import check_claim, check_grid
from .solver import SolveResult, solve_hand, solve_stage
from .turns import Placement, Reason, judge_turn

KINDS = ("move", "moves", "grid", "spot", "hand", "stage")
TIME_LIMIT_S = 10.0  # per hand or stage case; past it the runner gives up and the case fails
GRID_REASONS = frozenset({"empty", "not_connected", "too_long", "colour", "sum"})
SPOT_REASONS = frozenset({"size", "colour", "sum"})
MOVE_REASONS = frozenset(r.value for r in Reason)


@dataclass(frozen=True, slots=True)
class Outcome:
    """One line's result: `diffs` empty means passed; `answer` is set for unchecked cases."""

    case_id: str
    where: str
    checked: bool
    diffs: tuple[str, ...] = ()
    answer: dict[str, Any] | None = None

    @property
    def passed(self) -> bool:
        return self.checked and not self.diffs


def _place_json(placements: Iterable[Placement]) -> list[dict[str, Any]]:
    return [{"cell": [p.cell.row, p.cell.col], "tile": str(p.tile)} for p in sorted(placements, key=_order)]


def _order(p: Placement) -> tuple[int, int, str]:
    return (p.cell.row, p.cell.col, str(p.tile))


def _compare(expect: dict[str, Any], got: dict[str, Any], names: Sequence[str]) -> list[str]:
    return [
        f"{n} expected {json.dumps(expect[n])}, got {json.dumps(got.get(n))}"
        for n in names
        if n in expect and expect[n] != got.get(n)
    ]


def _check_verdict(
    expect: dict[str, Any], got: dict[str, Any], flag: str, reasons: set[str] | None, message: str
) -> list[str]:
    """Compare a yes/no answer: the flag first; a reason only for a no, extras only for a yes."""
    want = _bool(expect, flag)
    if want is None:
        raise CaseError(f"expect needs {flag!r} (true or false)")
    if want != got[flag]:
        extra = f" ({got.get('reason')}: {message})" if not got[flag] and message else ""
        return [f"{flag} expected {json.dumps(want)}, got {json.dumps(got[flag])}{extra}"]
    if not want:
        if reasons is not None and got.get("reason") not in reasons:
            shown = sorted(reasons)[0] if len(reasons) == 1 else sorted(reasons)
            return [f"reason expected {json.dumps(shown)}, got {json.dumps(got.get('reason'))} ({message})"]
        return []
    return _compare(expect, got, [n for n in expect if n not in (flag, "reason")])


# ---------------------------------------------------------------- the four kinds


def _run_move(case: dict[str, Any]) -> tuple[dict[str, Any], Callable[[dict[str, Any]], list[str]]]:
    key, board = _key(case), _board(case)
    places = _placements(_field(case, "place"), "place")
    rack = _tiles(case["rack"], "rack") if "rack" in case and case["rack"] is not None else None
    v = judge_turn(board, places, key, rack=rack)
    got: dict[str, Any] = (
        {"legal": True, "score": v.score, "bonus": v.bonus}
        if v.legal
        else {"legal": False, "reason": v.reason.value if v.reason else None}
    )

    def check(expect: dict[str, Any]) -> list[str]:
        reasons = _reasons(expect, MOVE_REASONS)
        unknown = set(expect) - {"legal", "score", "bonus", "reason"}
        if unknown:
            raise CaseError(f"expect has unknown fields for a move: {', '.join(sorted(unknown))}")
        return _check_verdict(expect, got, "legal", reasons, v.message)

    return got, check


def _run_moves(case: dict[str, Any]) -> tuple[dict[str, Any], Callable[[dict[str, Any]], list[str]]]:
    key, board = _key(case), _board(case)
    rack = _tiles(_field(case, "rack"), "rack")
    turns: dict[frozenset[Placement], tuple[int, bool]] = {}
    for t in movegen.legal_turns(board, rack, key):
        turns.setdefault(frozenset(t.placements), (t.score, t.bonus))
    listed = [
        {"place": _place_json(ps), "score": s, "bonus": b}
        for ps, (s, b) in sorted(turns.items(), key=lambda kv: (-kv[1][0], json.dumps(_place_json(kv[0]))))
    ]
    got = {"count": len(turns), "best": max((s for s, _ in turns.values()), default=0), "moves": listed}

    def check(expect: dict[str, Any]) -> list[str]:
        unknown = set(expect) - {"count", "best", "moves"}
        if unknown:
            raise CaseError(f"expect has unknown fields for moves: {', '.join(sorted(unknown))}")
        for n in ("count", "best"):
            if n in expect:
                _int(expect[n], f"expect.{n}")
        diffs = _compare(expect, got, ["count", "best"])
        if "moves" in expect:
            diffs += _compare_moves(expect["moves"], listed)
        return diffs

    return got, check


def _move_key(m: dict[str, Any]) -> str:
    return json.dumps(_place_json(_placements(m.get("place"), "expect.moves[].place")))


def _compare_moves(expected: Any, listed: list[dict[str, Any]]) -> list[str]:
    if not isinstance(expected, list) or not all(isinstance(m, dict) for m in expected):
        raise CaseError("expect.moves must be a list of {'place': [...], 'score': ..., 'bonus': ...}")
    want = {_move_key(m): m for m in expected}
    have = {json.dumps(m["place"]): m for m in listed}
    diffs = [f"move {k} expected but not found" for k in want if k not in have]
    diffs += [f"move {k} found but not expected" for k in have if k not in want]
    for k in want.keys() & have.keys():
        diffs += [f"move {k}: {d}" for d in _compare(want[k], have[k], ["score", "bonus"])]
    return diffs


def _run_grid(case: dict[str, Any]) -> tuple[dict[str, Any], Callable[[dict[str, Any]], list[str]]]:
    key, board = _key(case), _board(case)
    v = check_grid(board, key)
    got: dict[str, Any] = {"valid": True} if v.valid else {"valid": False, "reason": v.reason}

    def check(expect: dict[str, Any]) -> list[str]:
        unknown = set(expect) - {"valid", "reason"}
        if unknown:
            raise CaseError(f"expect has unknown fields for a grid: {', '.join(sorted(unknown))}")
        return _check_verdict(expect, got, "valid", _reasons(expect, GRID_REASONS), v.message)

    return got, check


def _run_spot(case: dict[str, Any]) -> tuple[dict[str, Any], Callable[[dict[str, Any]], list[str]]]:
    key = _key(case)
    tiles = _tiles(_field(case, "tiles"), "tiles")
    distinct = case.get("distinct_colours", True)
    if not isinstance(distinct, bool):
        raise CaseError("distinct_colours must be true or false")
    v = check_claim(tiles, key, distinct_colours=distinct)
    got: dict[str, Any] = {"valid": True} if v.valid else {"valid": False, "reason": v.reason}

    def check(expect: dict[str, Any]) -> list[str]:
        unknown = set(expect) - {"valid", "reason"}
        if unknown:
            raise CaseError(f"expect has unknown fields for a spot claim: {', '.join(sorted(unknown))}")
        return _check_verdict(expect, got, "valid", _reasons(expect, SPOT_REASONS), v.message)

    return got, check


class GaveUp(Exception):
    """The solver did not decide a case within the time limit: the case fails."""


def _solved(result: SolveResult, limit: float) -> bool:
    if not result.decided:
        raise GaveUp(f"gave up after {limit:g} s (the time limit per case), nothing decided")
    return result.solved


def _check_solvable(expect: dict[str, Any], got: dict[str, Any], what: str) -> list[str]:
    unknown = set(expect) - {"solvable"}
    if unknown:
        raise CaseError(f"expect has unknown fields for a {what}: {', '.join(sorted(unknown))}")
    if _bool(expect, "solvable") is None:
        raise CaseError("expect needs 'solvable' (true or false)")
    return _compare(expect, got, ["solvable"])


def _run_hand(
    case: dict[str, Any], limit: float
) -> tuple[dict[str, Any], Callable[[dict[str, Any]], list[str]]]:
    key = _key(case)
    tiles = _tiles(_field(case, "tiles"), "tiles")
    result = solve_hand(tiles, key, deadline_s=limit)
    got: dict[str, Any] = {"solvable": _solved(result, limit)}
    if result.solved:
        got["grid"] = _place_json(result.placements)
    return got, lambda expect: _check_solvable(expect, got, "hand")


def _run_stage(
    case: dict[str, Any], limit: float
) -> tuple[dict[str, Any], Callable[[dict[str, Any]], list[str]]]:
    key, board = _key(case), _board(case)
    tiles = _tiles(_field(case, "tiles"), "tiles")
    if len(board):
        verdict = check_grid(board, key)
        if not verdict.valid:
            raise CaseError(f"board is not a valid grid ({verdict.reason}: {verdict.message})")
    result = solve_stage(board, tiles, key, deadline_s=limit)
    got: dict[str, Any] = {"solvable": _solved(result, limit)}
    if result.solved:
        got["place"] = _place_json(result.placements)
    return got, lambda expect: _check_solvable(expect, got, "stage")


_RUNNERS = {"move": _run_move, "moves": _run_moves, "grid": _run_grid, "spot": _run_spot}
_SOLVER_RUNNERS = {"hand": _run_hand, "stage": _run_stage}


# ---------------------------------------------------------------- running files


def run_case(case: Any, where: str, time_limit: float = TIME_LIMIT_S) -> Outcome:
    """Check one decoded case. Never raises for bad input: that is an outcome too."""
    case_id = case.get("id") if isinstance(case, dict) else None
    name = str(case_id) if isinstance(case_id, str | int) and not isinstance(case_id, bool) else where
    try:
        if not isinstance(case, dict):
            raise CaseError("a case is a JSON object")
        if not (isinstance(case_id, str) and case_id) and not (
            isinstance(case_id, int) and not isinstance(case_id, bool)
        ):
            raise CaseError("missing 'id' (a non-empty string)")
        kind = _field(case, "kind")
        if kind not in KINDS:
            raise CaseError(f"unknown kind {kind!r} (one of {', '.join(KINDS)})")
        expect = _expect(case)
        got, check = (
            _SOLVER_RUNNERS[kind](case, time_limit) if kind in _SOLVER_RUNNERS else _RUNNERS[kind](case)
        )
        if expect is None:
            return Outcome(name, where, checked=False, answer=got)
        return Outcome(name, where, checked=True, diffs=tuple(check(expect)))
    except CaseError as e:
        return Outcome(name, where, checked=True, diffs=(f"not a valid case: {e}",))
    except GaveUp as e:
        return Outcome(name, where, checked=True, diffs=(str(e),))
    except Exception as e:  # the runner must finish: an engine crash is that case's failure
        return Outcome(name, where, checked=True, diffs=(f"engine raised {type(e).__name__}: {e}",))


def run_lines(lines: Iterable[str], source: str, time_limit: float = TIME_LIMIT_S) -> Iterator[Outcome]:
    for n, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        where = f"{source}:{n}"
        try:
            case = json.loads(raw)
        except (ValueError, RecursionError) as e:
            yield Outcome(where, where, checked=True, diffs=(f"not a valid case: not JSON ({e})",))
            continue
        yield run_case(case, where, time_limit)


def run_files(paths: Sequence[str], time_limit: float = TIME_LIMIT_S) -> Iterator[Outcome]:
    for path in paths:
        try:
            with open(path, encoding="utf-8-sig") as f:
                lines = f.read().splitlines()
        except (OSError, UnicodeDecodeError) as e:
            yield Outcome(path, path, checked=True, diffs=(f"cannot read the file: {e}",))
            continue
        yield from run_lines(lines, path, time_limit)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the case files named in `argv`; 0 when every checked case passed and every line was valid."""
    args = list(sys.argv[1:] if argv is None else argv)
    out = out or sys.stdout
    usage = "usage: python -m bot.engine.conformance [--time-limit SECONDS] FILE.jsonl [FILE.jsonl ...]"
    limit = TIME_LIMIT_S
    if args[:1] == ["--time-limit"]:
        try:
            limit = float(args[1])
        except (IndexError, ValueError):
            limit = -1.0
        if not limit > 0:
            print(f"--time-limit needs a number of seconds above 0\n{usage}", file=out)
            return 2
        args = args[2:]
    if not args or any(a in ("-h", "--help") for a in args):
        print(usage, file=out)
        return 0 if args else 2
    passed = failed = 0
    for o in run_files(args, limit):
        if not o.checked:
            print(json.dumps(o.answer), file=out)
        elif o.passed:
            passed += 1
        else:
            failed += 1
            where = "" if o.where == o.case_id else f" ({o.where})"
            print(f"{o.case_id}{where}: {'; '.join(o.diffs)}", file=out)
    print(f"{passed} passed, {failed} failed", file=out)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
