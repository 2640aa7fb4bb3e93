"""Free-form grids for Speed, Team and Solo (RULES.md P2) and Spot claims (S2).

check_grid(board, key, label) -> GridVerdict      valid or not, the gravest reason (conformance `grid`)
inspect_grid(board, key, label, anchor=()) -> GridReport
    every P2 problem, each naming its cells: the groups cut off from the rest, and each broken
    line (too long, a colour twice, a sum that is not a multiple of the key, with its sum)
check_claim(tiles, key, distinct_colours) -> ClaimVerdict   a Spot claim (S2)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .board import Axis, Board, Cell, Line
from .tiles import Tile
from .turns import (
    _LINE_PRIORITY,
    CellLabel,
    Params,
    Reason,
    _line_params,
    _plain_label,
    diagnostic,
    worst_line,
)


@dataclass(frozen=True, slots=True)
class GridVerdict:
    valid: bool
    reason: str | None = None  # not_connected, too_long, colour, sum, empty
    params: Params = ()  # a broken line's (as a refused turn's: axis, first, last, ...)

    def __bool__(self) -> bool:
        return self.valid

    @property
    def message(self) -> str:
        """Code and parameters, for logs and the conformance runner (see turns.diagnostic)."""
        return "" if self.valid else diagnostic(self.reason or "", self.params)


def check_grid(board: Board, key: int, label: CellLabel = _plain_label) -> GridVerdict:
    """P2: one orthogonally connected group, every line legal."""
    if len(board) == 0:
        return GridVerdict(False, "empty")
    if not board.is_connected():
        return GridVerdict(False, "not_connected")
    broken = worst_line(board.lines(), key)
    if broken is not None:
        line, code = broken
        pairs = tuple((k, str(v)) for k, v in _line_params(line, code, key, label).items())
        return GridVerdict(False, code.value, pairs)
    return GridVerdict(True)


@dataclass(frozen=True, slots=True)
class GridProblem:
    """One reason a grid is not valid (P2), naming the cells concerned.

    `code`: empty, cut_off (`cells` are a group apart from the main one), too_long, colour or sum
    (`cells` are the line's, `total` its sum). `detail` and `params` are what the catalogue words,
    in each language: grid.empty, grid.cut_off[.one] (tiles, cells), and
    grid.<code>.row|column with a refused turn's params (first, last, length/max, repeats,
    values/total/key).
    """

    code: str
    cells: tuple[Cell, ...]
    detail: str
    params: Params = ()
    total: int | None = None

    @property
    def message(self) -> str:
        """Code and parameters, for logs (see turns.diagnostic)."""
        return diagnostic(self.detail, self.params)


@dataclass(frozen=True, slots=True)
class GridReport:
    """Every problem of a grid, gravest first: groups cut off, then broken lines (too_long, colour, sum)."""

    problems: tuple[GridProblem, ...] = ()

    @property
    def valid(self) -> bool:
        return not self.problems

    @property
    def reason(self) -> str | None:
        return self.problems[0].code if self.problems else None

    @property
    def message(self) -> str:
        """Every problem as code and parameters, for logs and the conformance runner."""
        return "; ".join(p.message for p in self.problems)

    @property
    def cells(self) -> frozenset[Cell]:
        """Every cell some problem names (for a picture to mark)."""
        return frozenset(c for p in self.problems for c in p.cells)

    def __bool__(self) -> bool:
        return self.valid


def _groups(board: Board) -> list[list[Cell]]:
    seen: set[Cell] = set()
    groups: list[list[Cell]] = []
    for start in sorted(board):
        if start in seen:
            continue
        seen.add(start)
        group, stack = [start], [start]
        while stack:
            for n in stack.pop().neighbours():
                if n in board and n not in seen:
                    seen.add(n)
                    group.append(n)
                    stack.append(n)
        groups.append(sorted(group))
    return groups


def _line_problem(line: Line, code: Reason, key: int, label: CellLabel) -> GridProblem:
    kind = "row" if line.axis is Axis.ACROSS else "column"
    pairs = tuple((k, str(v)) for k, v in _line_params(line, code, key, label).items())
    return GridProblem(code.value, line.cells, f"grid.{code.value}.{kind}", pairs, line.total)


def inspect_grid(
    board: Board, key: int, label: CellLabel = _plain_label, anchor: Iterable[Cell] = ()
) -> GridReport:
    """P2 in full: which tiles are cut off from the rest and which lines break which rule (R5).

    The main group is the one holding an `anchor` cell (Solo: the fixed tiles), else the largest
    (ties: the one reaching the top-left first); every other group is reported as cut off.
    """
    if len(board) == 0:
        return GridReport((GridProblem("empty", (), "grid.empty"),))
    problems: list[GridProblem] = []
    groups = _groups(board)
    anchored = set(anchor)
    main = next((g for g in groups if anchored.intersection(g)), None)
    if main is None:
        main = max(groups, key=len)  # max keeps the first of equals: the top-left one
    for group in groups:
        if group is main:
            continue
        cells = " ".join(label(c) for c in group)
        tiles = " ".join(str(board[c]) for c in group)
        one = len(group) == 1
        problems.append(
            GridProblem(
                "cut_off",
                tuple(group),
                "grid.cut_off.one" if one else "grid.cut_off",
                (("cells", cells), ("tiles", tiles)),
            )
        )
    broken = [(line, Reason(code)) for line in board.lines() if (code := line.problem(key)) is not None]
    broken.sort(key=lambda lc: (_LINE_PRIORITY.index(lc[1]), lc[0].cells[0], lc[0].axis.name))
    problems += [_line_problem(line, code, key, label) for line, code in broken]
    return GridReport(tuple(problems))


SPOT_CLAIM_SIZE = 4


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    valid: bool
    reason: str | None = None  # size, colour, sum
    total: int | None = None  # a total that is a multiple of the key, when valid

    def __bool__(self) -> bool:
        return self.valid

    @property
    def message(self) -> str:
        """The reason's code, for the conformance runner (a claim's words are the Spot cog's)."""
        return self.reason or ""


def check_claim(tiles: Sequence[Tile], key: int, distinct_colours: bool = True) -> ClaimVerdict:
    """S2: four tiles whose sum is a multiple of the key (a 6/9 counts either way)."""
    if len(tiles) != SPOT_CLAIM_SIZE:
        return ClaimVerdict(False, "size")
    if distinct_colours and len({t.colour for t in tiles}) != len(tiles):
        return ClaimVerdict(False, "colour")
    for values in itertools.product(*(sorted({p.value for p in t.in_hand.placements()}) for t in tiles)):
        if sum(values) % key == 0:
            return ClaimVerdict(True, total=sum(values))
    return ClaimVerdict(False, "sum")
