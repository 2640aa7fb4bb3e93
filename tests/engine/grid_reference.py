"""Independent brute force for free-form grids (P2), to hold the solver against.

It shares no code with the solver: every free polyomino of n cells (grown cell by cell, each
shape kept once up to rotation and reflection, since the rules do not care), every arrangement of
the tiles on it (a 6 as 6 or 9), judged line by line. For a stage: every set of cells next to
the grid for the new tiles, every arrangement, judged by `grid.check_grid`. Small cases only.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache

from bot.engine.board import Board, Cell
from bot.engine.grid import check_grid
from bot.engine.tiles import Tile

Shape = tuple[tuple[int, int], ...]


def _normal(cells: Sequence[tuple[int, int]]) -> Shape:
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def _canonical(cells: Sequence[tuple[int, int]]) -> Shape:
    forms = []
    for sr, sc, swap in itertools.product((1, -1), (1, -1), (False, True)):
        forms.append(_normal([((c if swap else r) * sr, (r if swap else c) * sc) for r, c in cells]))
    return min(forms)


@cache
def shapes(n: int) -> tuple[Shape, ...]:
    """Every free polyomino of n cells (1, 1, 2, 5, 12, 35 for n = 1..6)."""
    if n == 1:
        return (((0, 0),),)
    out: set[Shape] = set()
    for shape in shapes(n - 1):
        cells = set(shape)
        for r, c in shape:
            for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if nb not in cells:
                    out.add(_canonical([*cells, nb]))
    return tuple(sorted(out))


@cache
def _shape_lines(shape: Shape) -> tuple[tuple[int, ...], ...]:
    cells = set(shape)
    out = []
    for dr, dc in ((0, 1), (1, 0)):
        for r, c in shape:
            if (r - dr, c - dc) in cells:
                continue
            run = [(r, c)]
            while (run[-1][0] + dr, run[-1][1] + dc) in cells:
                run.append((run[-1][0] + dr, run[-1][1] + dc))
            if len(run) >= 2:
                out.append(tuple(shape.index(x) for x in run))
    return tuple(out)


def brute_hand(hand: Sequence[Tile], key: int) -> bool:
    """Can all of `hand` (≤ 6 tiles) form one valid grid? Decided by trying every grid."""
    if not hand:
        return False
    for shape in shapes(len(hand)):
        lines = _shape_lines(shape)
        if any(len(line) > 6 for line in lines):
            continue
        for perm in set(itertools.permutations(hand)):
            if any(len({perm[i].colour for i in line}) != len(line) for line in lines):
                continue
            for values in itertools.product(*((6, 9) if t.face == 6 else (t.face,) for t in perm)):
                if all(sum(values[i] for i in line) % key == 0 for line in lines):
                    return True
    return False


def brute_stage(board: Board, hand: Sequence[Tile], key: int) -> bool:
    """Can all of `hand` (1–2 tiles) join `board` with the whole a valid grid? Tried everywhere near it."""
    k = len(hand)
    if k == 0:
        return check_grid(board, key).valid
    b = board.bounds()
    assert b is not None
    spots = [
        Cell(r, c)
        for r in range(b[0] - k, b[2] + k + 1)
        for c in range(b[1] - k, b[3] + k + 1)
        if Cell(r, c) not in board
    ]
    choices = [t.placements() for t in hand]
    for cells in itertools.permutations(spots, k):
        for placed in itertools.product(*choices):
            grid = board.copy()
            grid.place(zip(cells, placed, strict=True))
            if check_grid(grid, key).valid:
                return True
    return False
