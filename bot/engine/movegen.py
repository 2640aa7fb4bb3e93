"""Move generation (first version: correct, plainly written; to be made fast)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .board import Axis, Board, Cell
from .tiles import MAX_LINE, Tile
from .turns import Placement, judge_turn

START_CELL = Cell(0, 0)


@dataclass(frozen=True, slots=True)
class Turn:
    placements: frozenset[Placement]
    score: int
    bonus: bool


def _segments(board: Board, max_tiles: int) -> Iterator[tuple[Axis, list[Cell]]]:
    if len(board) == 0:
        for axis in Axis:
            for k in range(2, max_tiles + 1):
                yield axis, [START_CELL.step(axis, i) for i in range(k)]
        return
    seen: set[tuple[Axis, tuple[Cell, ...]]] = set()
    anchors = {n for c in board for n in c.neighbours() if n not in board}
    for anchor in anchors:
        for axis in Axis:
            # windows of empty cells along axis that include the anchor
            for back in range(MAX_LINE):
                start = anchor
                empties_before = 0
                ok = True
                c = anchor
                while empties_before < back:
                    c = c.step(axis, -1)
                    if c not in board:
                        empties_before += 1
                        start = c
                    if abs((c.row - anchor.row) + (c.col - anchor.col)) > 2 * MAX_LINE + 2:
                        ok = False
                        break
                if not ok:
                    break
                for k in range(back + 1, max_tiles + 1):
                    cells = []
                    c = start
                    while len(cells) < k:
                        if c not in board:
                            cells.append(c)
                        c = c.step(axis)
                    if len(cells) > 1 or axis is Axis.ACROSS:
                        key = (axis if len(cells) > 1 else Axis.ACROSS, tuple(cells))
                        if key not in seen:
                            seen.add(key)
                            yield key[0], cells


def legal_turns(board: Board, rack: Sequence[Tile], key: int) -> list[Turn]:
    out: dict[frozenset[Placement], Turn] = {}
    for _axis, cells in _segments(board, min(len(rack), MAX_LINE)):
        for places in _fill(cells, list(rack), []):
            v = judge_turn(board, places, key)
            if v.legal:
                fs = frozenset(places)
                out.setdefault(fs, Turn(fs, v.score, v.bonus))
    return list(out.values())


def _fill(cells: list[Cell], rack: list[Tile], acc: list[Placement]) -> Iterator[list[Placement]]:
    if len(acc) == len(cells):
        yield list(acc)
        return
    tried: set[Tile] = set()
    used_colours = {p.tile.colour for p in acc}
    for i, t in enumerate(rack):
        if t in tried or t.colour in used_colours:
            continue
        tried.add(t)
        rest = rack[:i] + rack[i + 1 :]
        for p in t.placements():
            acc.append(Placement(cells[len(acc)], p))
            yield from _fill(cells, rest, acc)
            acc.pop()


def has_legal_turn(board: Board, rack: Sequence[Tile], key: int) -> bool:
    for _axis, cells in _segments(board, min(len(rack), MAX_LINE)):
        for places in _fill(cells, list(rack), []):
            if judge_turn(board, places, key).legal:
                return True
    return False
