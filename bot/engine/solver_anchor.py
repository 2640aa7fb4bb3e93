"""Where new tiles can join a Solo grid (RULES.md O2): the grid's *anchors*.

A new tile next to a tile already down is in a line with that tile's whole run along that axis
(R4), so every line of a finished stage that holds a tile already down holds one run, or several
runs of one row or column joined by filling the gaps between them. An anchor is one such choice:
the runs it holds (each run is in one line per axis, so two anchors sharing a run exclude each
other), their colours and sum, and how many new tiles its line can take (at least the gaps; at
most what fits in 6 and in the empty cells beyond its ends, stopping short of the next run, which
would make another anchor).

A new tile at a cell with tiles already down beside it across the line is also in their line, so
it cannot have their colours (nor go there at all when they would make a line of more than 6 or
with a colour twice): each anchor knows the colours its new tiles can have.

This is a relaxation: an anchor ignores the sums and other new tiles across. So every finished
stage uses anchors as described here, but not every use of anchors can be laid out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .board import Cell
from .tiles import MAX_LINE, Tile


@dataclass(frozen=True, slots=True)
class Anchor:
    """Runs already down that one line of the stage may hold (see the module docstring)."""

    runs: frozenset[int]  # ids of the runs it holds
    mask: int  # colours on it (bit per colour index)
    total: int  # the sum of its tiles
    low: int  # fewest new tiles its line can take (1, or the gaps to fill)
    high: int  # most new tiles its line can take
    one: int  # colours a lone new tile on its line can have (what touches its cell across)
    many: int  # colours new tiles on its line can have when there are several

    def kind(self, key: int) -> tuple[int, ...]:
        """What a line through it depends on: two anchors of one kind are interchangeable."""
        return self.mask, self.total % key, self.low, self.high, self.one, self.many


def _held(runs: list[tuple[int, int, list[Tile]]], x: int) -> bool:
    return any(first <= x <= last for first, last, _ in runs)


def _runs_of_axis(occ: Mapping[Cell, Tile], dr: int, dc: int) -> dict[int, list[tuple[int, int, list[Tile]]]]:
    """Per row (or column): its runs in order as (first index, last index, tiles)."""
    lines: dict[int, list[tuple[int, int, list[Tile]]]] = {}
    for cell in sorted(occ, key=lambda c: (c.row, c.col) if dc else (c.col, c.row)):
        before = Cell(cell.row - dr, cell.col - dc)
        if before in occ:
            continue
        tiles = []
        at = cell
        while at in occ:
            tiles.append(occ[at])
            at = Cell(at.row + dr, at.col + dc)
        line, first = (cell.row, cell.col) if dc else (cell.col, cell.row)
        lines.setdefault(line, []).append((first, first + len(tiles) - 1, tiles))
    return lines


_ALL = (1 << 6) - 1


def _across(occ: Mapping[Cell, Tile], cell: Cell, dr: int, dc: int) -> int:
    """The colours a new tile at `cell` can have, given the tiles beside it along (dr, dc)."""
    n = mask = 0
    for sign in (1, -1):
        at = Cell(cell.row + sign * dr, cell.col + sign * dc)
        while at in occ:
            bit = 1 << occ[at].colour.index
            if mask & bit:
                return 0
            mask |= bit
            n += 1
            at = Cell(at.row + sign * dr, at.col + sign * dc)
    return 0 if n + 1 > MAX_LINE else _ALL & ~mask


def anchors(occ: Mapping[Cell, Tile]) -> list[Anchor]:
    """Every anchor of the grid `occ` (tiles as placed), runs of one tile included."""
    out: list[Anchor] = []
    run_id = 0
    for dr, dc in ((0, 1), (1, 0)):
        for line, runs in _runs_of_axis(occ, dr, dc).items():

            def allowed(at: int, line: int = line, dr: int = dr, dc: int = dc) -> int:
                return _across(occ, Cell(line, at) if dc else Cell(at, line), dc, dr)

            ids = list(range(run_id, run_id + len(runs)))
            run_id += len(runs)
            for i in range(len(runs)):
                mask = total = old = 0
                for j in range(i, len(runs)):
                    first, last, tiles = runs[j]
                    bits = 0
                    for t in tiles:
                        bits |= 1 << t.colour.index
                    if bits & mask or bits.bit_count() != len(tiles):
                        break  # a colour twice: no line can hold these runs together
                    mask |= bits
                    total += sum(t.value for t in tiles)
                    old += len(tiles)
                    span = last - runs[i][0] + 1
                    if span > MAX_LINE:
                        break
                    gaps = span - old
                    before = runs[i][0] - runs[i - 1][1] - 2 if i else MAX_LINE
                    after = runs[j + 1][0] - last - 2 if j + 1 < len(runs) else MAX_LINE
                    high = gaps + min(MAX_LINE - span, max(0, before) + max(0, after))
                    low = max(1, gaps)
                    if high < low:
                        continue
                    start = runs[i][0]
                    gap_cells = [x for x in range(start, last + 1) if not _held(runs[i : j + 1], x)]
                    reach = MAX_LINE - span
                    outer = [start - k for k in range(1, min(reach, max(0, before)) + 1)]
                    outer += [last + k for k in range(1, min(reach, max(0, after)) + 1)]
                    many = 0
                    for x in gap_cells + outer:
                        many |= allowed(x)
                    if gaps == 1:
                        one = allowed(gap_cells[0])
                    elif gaps == 0:
                        one = allowed(start - 1) if before > 0 else 0
                        one |= allowed(last + 1) if after > 0 else 0
                    else:
                        one = 0
                    out.append(Anchor(frozenset(ids[i : j + 1]), mask, total, low, high, one, many))
    return out
