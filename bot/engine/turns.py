"""Judging and scoring a turn of the main game (RULES.md M2–M5)."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from .board import Axis, Board, Cell, Line
from .tiles import COLOURS, MAX_LINE, Tile

CellLabel = Callable[[Cell], str]
Params = tuple[tuple[str, str], ...]  # a refusal's sentence parameters, as (name, text) pairs


def diagnostic(detail: str, params: Params) -> str:
    """A refusal as its code and parameters ("gap (cell=F7)"), for logs and the conformance runner.

    The engine writes no sentences: what a user reads is the catalogue's message `<kind>.<detail>`
    filled in with `params`, in their language (bot/app/errors.py).
    """
    return f"{detail} ({', '.join(f'{k}={v}' for k, v in params)})" if params else detail


class EngineError(ValueError):
    """What the engine refuses, as a code and the parameters of its sentence.

    The engine writes no sentence: `detail` names the catalogue's (the code, or `code.variant`) and
    `params` hold what it is built from, so the bot says it in the user's language (bot/app/errors.py);
    str() is `diagnostic`'s code and parameters, for logs.
    """

    def __init__(self, code: str, detail: str = "", **params: object) -> None:
        self.code = code
        self.detail = detail or code
        self.params: Params = tuple((k, str(v)) for k, v in params.items())
        super().__init__(diagnostic(self.detail, self.params))


def _plain_label(cell: Cell) -> str:
    return f"[{cell.row}, {cell.col}]"


class Reason(enum.StrEnum):
    """Why a turn is illegal: the codes of CONFORMANCE.md."""

    EMPTY = "empty"
    OCCUPIED = "occupied"
    NOT_STRAIGHT = "not_straight"
    GAP = "gap"
    NOT_CONNECTED = "not_connected"
    FIRST_TOO_SHORT = "first_too_short"
    TOO_LONG = "too_long"
    COLOUR = "colour"
    SUM = "sum"
    NOT_IN_RACK = "not_in_rack"


@dataclass(frozen=True, slots=True)
class Placement:
    """One tile put on one cell this turn."""

    cell: Cell
    tile: Tile

    def __repr__(self) -> str:
        return f"Placement({self.tile} at {self.cell.row},{self.cell.col})"


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judge's answer. Legal verdicts carry the score and the scored lines.

    An illegal verdict's `detail` names what is wrong (the reason's code, or `code.variant` where a
    reason has several sentences) and `params` hold what it is built from (cells already
    labelled, tiles as written): the catalogue's `reason.<detail>` says it in each language.
    """

    legal: bool
    reason: Reason | None = None
    score: int = 0
    bonus: bool = False
    lines: tuple[Line, ...] = field(default=())
    detail: str = ""
    params: Params = ()

    def __bool__(self) -> bool:
        return self.legal

    @property
    def message(self) -> str:
        """The refusal as code and parameters (empty when legal): see `diagnostic`."""
        return "" if self.legal else diagnostic(self.detail, self.params)


class IllegalTurn(ValueError):
    """Raised by state machines when asked to apply an illegal turn."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.message)
        self.verdict = verdict

    @property
    def reason(self) -> Reason | None:
        return self.verdict.reason


def _illegal(reason: Reason, detail: str = "", /, **params: object) -> Verdict:
    pairs = tuple((k, str(v)) for k, v in params.items())
    return Verdict(False, reason, detail=detail or reason.value, params=pairs)


def _line_params(line: Line, code: Reason, key: int, label: CellLabel) -> dict[str, object]:
    """What the catalogue's sentence about a line names, for `code` (`axis`, `first`, `last` make
    "the row F7–H7"; `repeats` such as "R2 B3" the colours held twice or more)."""
    params: dict[str, object] = {
        "axis": "row" if line.axis is Axis.ACROSS else "column",
        "first": label(line.cells[0]),
        "last": label(line.cells[-1]),
    }
    tiles = line.tiles
    if code is Reason.TOO_LONG:
        params.update(length=len(tiles), max=MAX_LINE)
    elif code is Reason.COLOUR:
        counts = Counter(t.colour for t in tiles)
        params["repeats"] = " ".join(f"{c.letter}{counts[c]}" for c in COLOURS if counts[c] > 1)
    elif code is Reason.SUM:
        params.update(values=" + ".join(str(t.value) for t in tiles), total=line.total, key=key)
    return params


def _off_line(seen: dict[Cell, Tile]) -> tuple[Cell, Cell]:
    """Two new cells that share neither row nor column, to name in a not_straight message."""
    cells = sorted(seen)
    for b in cells[1:]:
        if b.row != cells[0].row and b.col != cells[0].col:
            return cells[0], b
    # every cell shares a row or column with the first: the first row and first column both hold more
    in_row = next(c for c in cells[1:] if c.row == cells[0].row)
    in_col = next(c for c in cells[1:] if c.col == cells[0].col)
    return in_row, in_col


def _line_code(line: Line, key: int) -> Reason | None:
    code = line.problem(key)
    return Reason(code) if code else None


# When several lines are broken, the most structural problem is reported, so that the code does
# not depend on where the position sits, nor on mirroring it (only the line named may differ).
_LINE_PRIORITY = (Reason.TOO_LONG, Reason.COLOUR, Reason.SUM)


def worst_line(lines: Iterable[Line], key: int) -> tuple[Line, Reason] | None:
    """The broken line to report: the gravest code first, then the first line on the table."""
    found = [(line, code) for line in lines if (code := _line_code(line, key)) is not None]
    if not found:
        return None
    return min(found, key=lambda lc: (_LINE_PRIORITY.index(lc[1]), lc[0].cells[0], lc[0].axis.name))


def judge_turn(
    board: Board,
    placements: Iterable[Placement] | Iterable[tuple[Cell, Tile]],
    key: int,
    rack: Sequence[Tile] | None = None,
    label: CellLabel = _plain_label,
) -> Verdict:
    """Is this turn legal on `board` under `key`, and what does it score?

    The verdict does not depend on the order of `placements`. `rack`, when given, is
    checked too (a 9 on the table is the rack's 6). `label` names cells in messages.
    """
    places = [p if isinstance(p, Placement) else Placement(Cell(*p[0]), p[1]) for p in placements]
    if not places:
        return _illegal(Reason.EMPTY)

    if rack is not None:
        need = Counter(p.tile.in_hand for p in places)
        have = Counter(t.in_hand for t in rack)
        missing = [t for t in sorted(need) if need[t] > have[t]]
        if missing:
            t = missing[0]
            typed = next((p.tile for p in places if p.tile.in_hand == t and p.tile != t), None)
            if typed is not None:  # a 9 typed: the rack must hold the 6 it is
                return _illegal(
                    Reason.NOT_IN_RACK,
                    "not_in_rack.nine_another" if have[t] else "not_in_rack.nine",
                    tile=t,
                    typed=typed,
                )
            return _illegal(
                Reason.NOT_IN_RACK,
                "not_in_rack.another" if have[t] else "",
                tile=t,
            )

    seen: dict[Cell, Tile] = {}
    for p in sorted(places, key=lambda p: (p.cell, p.tile)):
        if p.cell in board:
            return _illegal(
                Reason.OCCUPIED,
                cell=label(p.cell),
                tile=board[p.cell],
            )
        if p.cell in seen:
            return _illegal(
                Reason.OCCUPIED,
                "occupied.twice",
                tile=seen[p.cell],
                other=p.tile,
                cell=label(p.cell),
            )
        seen[p.cell] = p.tile

    rows = {c.row for c in seen}
    cols = {c.col for c in seen}
    if len(rows) > 1 and len(cols) > 1:
        a, b = _off_line(seen)
        return _illegal(
            Reason.NOT_STRAIGHT,
            tile_a=seen[a],
            cell_a=label(a),
            tile_b=seen[b],
            cell_b=label(b),
        )
    axis = Axis.ACROSS if len(rows) == 1 and len(seen) > 1 else Axis.DOWN
    if len(seen) == 1:
        axis = Axis.ACROSS

    ordered = sorted(seen)
    first, last = ordered[0], ordered[-1]
    length = (last.col - first.col) if axis is Axis.ACROSS else (last.row - first.row)
    for i in range(length + 1):
        c = first.step(axis, i)
        if c not in seen and c not in board:
            return _illegal(
                Reason.GAP,
                cell=label(c),
            )

    if len(board) == 0:
        if len(seen) < 2:
            only = next(iter(seen.values()))
            return _illegal(
                Reason.FIRST_TOO_SHORT,
                tile=only,
            )
    elif not any(n in board for c in seen for n in c.neighbours()):
        named = " ".join(str(seen[c]) for c in ordered)
        return _illegal(
            Reason.NOT_CONNECTED,
            "not_connected.one" if len(seen) == 1 else "",
            tiles=named,
            cell=label(first),
        )

    lines: list[Line] = []
    main = board.run_through(first, axis, seen)
    if main is not None:
        lines.append(main)
    for c in ordered:
        cross = board.run_through(c, axis.other, seen)
        if cross is not None:
            lines.append(cross)
    if len(seen) == 1 and main is None and not lines:
        # a lone tile touching nothing along either axis: already caught as not_connected
        return _illegal(Reason.NOT_CONNECTED, "not_connected.lone")

    broken = worst_line(lines, key)
    if broken is not None:
        line, code = broken
        return _illegal(code, "", **_line_params(line, code, key, label))

    score = sum(line.total for line in lines)
    bonus = any(len(line) == MAX_LINE for line in lines)
    return Verdict(True, None, score, bonus, tuple(lines))
