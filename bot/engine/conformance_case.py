"""Reading one conformance case (CONFORMANCE.md): its fields checked and turned into engine values.

Every problem with a line is a `CaseError` naming the field and what it should be, so the runner
(bot/engine/conformance.py) reports the line as failed in one line instead of raising.
"""

from __future__ import annotations

from typing import Any

from .board import Board, Cell
from .notation import NotationError, parse_tile
from .tiles import Tile
from .turns import Placement


class CaseError(ValueError):
    """A line that is not a valid case: what is wrong with it."""


def _field(case: dict[str, Any], name: str) -> Any:
    if name not in case:
        raise CaseError(f"missing {name!r}")
    return case[name]


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CaseError(f"{what} must be an integer, not {value!r}")
    return value


def _key(case: dict[str, Any]) -> int:
    key = _int(_field(case, "key"), "key")
    if key < 1:
        raise CaseError(f"key must be a positive integer, not {key}")
    return key


def _tile(value: Any, what: str) -> Tile:
    if not isinstance(value, str):
        raise CaseError(f"{what}: a tile is written as a string like 'R5', not {value!r}")
    try:
        return parse_tile(value)
    except NotationError as e:
        raise CaseError(f"{what}: {e}") from None


def _cell(value: Any, what: str) -> Cell:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise CaseError(f"{what}: a cell is [row, col], not {value!r}")
    return Cell(_int(value[0], f"{what} row"), _int(value[1], f"{what} col"))


def _placements(value: Any, what: str) -> list[Placement]:
    if not isinstance(value, list):
        raise CaseError(f"{what} must be a list of {{'cell': [row, col], 'tile': 'R5'}} objects")
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            raise CaseError(f"{what}[{i}] must be an object with 'cell' and 'tile'")
        out.append(
            Placement(
                _cell(item.get("cell"), f"{what}[{i}].cell"), _tile(item.get("tile"), f"{what}[{i}].tile")
            )
        )
    return out


def _board(case: dict[str, Any]) -> Board:
    places = _placements(case.get("board", []), "board")
    cells: dict[Cell, Tile] = {}
    for p in places:
        if p.cell in cells:
            raise CaseError(f"board: two tiles on [{p.cell.row}, {p.cell.col}]")
        cells[p.cell] = p.tile
    return Board(cells)


def _tiles(value: Any, what: str) -> list[Tile]:
    if not isinstance(value, list):
        raise CaseError(f"{what} must be a list of tiles like ['R5', 'B6']")
    # In a rack (and among Spot's shown tiles) the 6/9 tile is written 6; a 9 is read as that tile.
    return [_tile(t, f"{what}[{i}]").in_hand for i, t in enumerate(value)]


def _expect(case: dict[str, Any]) -> dict[str, Any] | None:
    if "expect" not in case:
        return None
    expect = case["expect"]
    if not isinstance(expect, dict):
        raise CaseError("expect must be an object")
    return expect


def _reasons(expect: dict[str, Any], known: frozenset[str]) -> set[str] | None:
    """The accepted reason codes (one code or a list of them), None when any will do."""
    if "reason" not in expect or expect["reason"] is None:
        return None
    raw = expect["reason"]
    codes = [raw] if isinstance(raw, str) else raw
    if not isinstance(codes, list) or not codes or not all(isinstance(c, str) for c in codes):
        raise CaseError(f"expect.reason must be a code or a non-empty list of codes, not {raw!r}")
    unknown = [c for c in codes if c not in known]
    if unknown:
        raise CaseError(f"unknown reason code {unknown[0]!r} (known: {', '.join(sorted(known))})")
    return set(codes)


def _bool(expect: dict[str, Any], name: str) -> bool | None:
    if name not in expect:
        return None
    if not isinstance(expect[name], bool):
        raise CaseError(f"expect.{name} must be true or false")
    return bool(expect[name])
