"""Free-form grids for Speed, Team and Solo (RULES.md P2) and Spot claims (S2)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from .board import Board
from .tiles import Tile
from .turns import CellLabel, _plain_label, describe_line_problem, worst_line


@dataclass(frozen=True, slots=True)
class GridVerdict:
    valid: bool
    reason: str | None = None  # not_connected, too_long, colour, sum, empty
    message: str = ""

    def __bool__(self) -> bool:
        return self.valid


def check_grid(board: Board, key: int, label: CellLabel = _plain_label) -> GridVerdict:
    """P2: one orthogonally connected group, every line legal."""
    if len(board) == 0:
        return GridVerdict(False, "empty", "The grid has no tiles yet.")
    if not board.is_connected():
        return GridVerdict(False, "not_connected", "All the tiles must form one connected group.")
    broken = worst_line(board.lines(), key)
    if broken is not None:
        line, code = broken
        return GridVerdict(False, code.value, describe_line_problem(line, key, label) or code.value)
    return GridVerdict(True)


SPOT_CLAIM_SIZE = 4


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    valid: bool
    reason: str | None = None  # size, colour, sum
    message: str = ""
    total: int | None = None  # a total that is a multiple of the key, when valid

    def __bool__(self) -> bool:
        return self.valid


def check_claim(tiles: Sequence[Tile], key: int, distinct_colours: bool = True) -> ClaimVerdict:
    """S2: four tiles whose sum is a multiple of the key (a 6/9 counts either way)."""
    if len(tiles) != SPOT_CLAIM_SIZE:
        return ClaimVerdict(False, "size", f"A claim names exactly {SPOT_CLAIM_SIZE} tiles.")
    if distinct_colours and len({t.colour for t in tiles}) != len(tiles):
        return ClaimVerdict(False, "colour", "The four tiles must all be different colours.")
    for values in itertools.product(*(sorted({p.value for p in t.in_hand.placements()}) for t in tiles)):
        if sum(values) % key == 0:
            return ClaimVerdict(True, total=sum(values))
    shown = " + ".join(str(t.face) for t in tiles)
    return ClaimVerdict(False, "sum", f"{shown} is not a multiple of the key {key} (even counting a 6 as 9).")
