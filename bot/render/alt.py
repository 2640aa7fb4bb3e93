"""Alt text for boards and grids that lets a screen-reader user play.

The tiles are read row by row, in runs of touching tiles with the cells a player types
("row 26, Z26 to AB26: R5 B9 G1"), after the key, the bag, whose turn it is, the scores and
the last turn. Discord cuts an attachment description at 1,024 characters, so when every row
does not fit, the rows nearest the last turn (or the proposed turn) are read and the rest are
counted ("not read out: 30 tiles in rows 12–15, 31–36").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.engine.board import Board, Cell
from bot.engine.notation import Labels

from .wording import Wording

ALT_LIMIT = 1024  # Discord's attachment description limit


def row_runs(board: Board, row: int, cols: tuple[int, int] | None = None) -> list[list[Cell]]:
    """The row's tiles (within `cols`, inclusive) as runs of touching cells, left to right."""
    cells = sorted(c for c in board if c.row == row and (cols is None or cols[0] <= c.col <= cols[1]))
    runs: list[list[Cell]] = []
    for c in cells:
        if runs and runs[-1][-1].col == c.col - 1:
            runs[-1].append(c)
        else:
            runs.append([c])
    return runs


def row_phrase(
    board: Board, row: int, labels: Labels, w: Wording, cols: tuple[int, int] | None = None
) -> str:
    """`row 26, Z26 to AB26: R5 B9 G1, AE26: P2`."""
    runs = []
    for run in row_runs(board, row, cols):
        tiles = " ".join(str(board[c]) for c in run)
        if len(run) == 1:
            runs.append(w.say("alt_run_one", cell=labels(run[0]), tiles=tiles))
        else:
            runs.append(w.say("alt_run", first=labels(run[0]), last=labels(run[-1]), tiles=tiles))
    return w.say("alt_row", row=labels.row_label(row), runs=", ".join(runs))


def ranges(numbers: Iterable[int]) -> str:
    """`3–5, 9, 12–13` from 3 4 5 9 12 13."""
    out: list[str] = []
    nums = sorted(set(numbers))
    i = 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(f"{nums[i]}–{nums[j]}" if j > i else str(nums[i]))
        i = j + 1
    return ", ".join(out)


Box = tuple[int, int, int, int]  # (top, left, bottom, right), inclusive


def _inside(cell: Cell, box: Box | None) -> bool:
    return box is None or (box[0] <= cell.row <= box[2] and box[1] <= cell.col <= box[3])


def tiles_by_row(
    board: Board,
    room: int,
    focus: Sequence[Cell],
    box: Box | None,
    wording: Wording,
    labels: Labels | None = None,
) -> str:
    """The tiles (within `box`, if given) read row by row in `room` characters, empty when there are
    none: all rows when they fit, else the rows nearest `focus` and a count of the others."""
    w = wording
    labels = labels or Labels.for_board(board)
    cols = (box[1], box[3]) if box else None
    rows = sorted({c.row for c in board if _inside(c, box)})
    if not rows:
        return ""
    phrases = {r: row_phrase(board, r, labels, w, cols) for r in rows}
    whole = w.say("alt_rows", rows=w.alt_rows_sep.join(phrases[r] for r in rows))
    if len(whole) <= room:
        return whole
    centre = sum(c.row for c in focus) / len(focus) if focus else (rows[0] + rows[-1]) / 2
    best = _partial(board, box, [], rows, phrases, labels, w)
    chosen: list[int] = []
    for r in sorted(rows, key=lambda r: (abs(r - centre), r)):
        trial = sorted([*chosen, r])
        text = _partial(board, box, trial, [x for x in rows if x not in trial], phrases, labels, w)
        if len(text) > room:
            break
        chosen, best = trial, text
    return best


def _partial(
    board: Board,
    box: Box | None,
    chosen: list[int],
    rest: list[int],
    phrases: dict[int, str],
    labels: Labels,
    w: Wording,
) -> str:
    """The `chosen` rows read out, then how many tiles the `rest` hold."""
    left_out = set(rest)
    count = sum(1 for c in board if c.row in left_out and _inside(c, box))
    not_read = w.count("alt_rows_left", count, rows=ranges(int(labels.row_label(r)) for r in rest))
    if not chosen:
        return not_read.strip()
    return w.say("alt_rows_near", rows=w.alt_rows_sep.join(phrases[r] for r in chosen)) + not_read
