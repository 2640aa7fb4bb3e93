"""The text forms: the board as a code block, racks and tableaux as emoji lines, the end table.

A board line is a row label then three characters per cell: a marker (`*` last turn,
`+` proposed) and the tile, or `·` for an empty cell. Phones show about 40 monospace
characters, so at most `MAX_COLS` columns are shown; a board that does not fit (in width or
in the message limit) is cropped around the last turn, and the text says so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.engine.board import Board, Cell
from bot.engine.notation import Labels
from bot.engine.tiles import Colour, Tile, hand_total

from .board_image import col_name, extent, row_name
from .end_card import ranked, short_name
from .model import BoardView, EndRow
from .pieces import TABLEAU_LETTERS

MAX_COLS = 12  # 38 characters a line: fits a phone portrait code block without wrapping
EMPTY = "·"
LAST_MARK = "*"
PREVIEW_MARK = "+"
FENCE = "```"

EMOJI = {
    Colour.RED: "🟥", Colour.ORANGE: "🟧", Colour.YELLOW: "🟨",
    Colour.GREEN: "🟩", Colour.BLUE: "🟦", Colour.PURPLE: "🟪",
}  # fmt: skip

_MD = re.compile(r"([\\*_~`|>#\[\]])")


def md(text: str, limit: int = 32) -> str:
    """A user-chosen name made safe for Discord markdown: no formatting, no pings, not too long."""
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return _MD.sub(r"\\\1", text).replace("@", "@\u200b")


def _plain(text: str, limit: int) -> str:
    """A name for inside a code block, where markdown is inert but a backtick would end the block."""
    return short_name(text.replace("`", "'"), limit)


def _span(lo: int, hi: int, size: int, focus_lo: int, focus_hi: int) -> tuple[int, int]:
    """A window of `size` within lo..hi that centres the focus range."""
    if hi - lo + 1 <= size:
        return lo, hi
    start = (focus_lo + focus_hi) // 2 - size // 2
    start = max(lo, min(start, hi - size + 1))
    return start, start + size - 1


def board_grid(
    board: Board,
    *,
    header: str,
    empty: str,
    last_turn: Sequence[Cell] = (),
    preview: Sequence[tuple[Cell, Tile]] = (),
    limit: int = 2000,
    max_cols: int = MAX_COLS,
    noun: str = "board",
) -> str:
    """The board (or a grid) as a header line and a code block, cropped to fit `limit`."""
    ghost = {c: t for c, t in preview if c not in board}
    box = extent(board, tuple(ghost))
    if box is None:
        return _fit(f"{header}\n{empty}", limit)
    labels = Labels.for_board(board)
    top, left, bottom, right = box
    full = box
    focus = [c for c in (*ghost, *last_turn) if c in ghost or c in board]
    if not focus:
        focus = [Cell((top + bottom) // 2, (left + right) // 2)]
    f_top, f_bottom = min(c.row for c in focus), max(c.row for c in focus)
    f_left, f_right = min(c.col for c in focus), max(c.col for c in focus)
    rw = max(1, len(row_name(labels, bottom)))
    line_len = rw + 3 * min(max_cols, right - left + 1) + 1
    notes = []  # in inline code: a line starting with * or + would become a list item
    if last_turn:
        notes.append(f"`{LAST_MARK}` last turn")
    if ghost:
        notes.append(f"`{PREVIEW_MARK}` proposed")
    legend = ("  ".join(notes)) if notes else ""
    crop_note_room = 160  # the 'Part of the board' note is at most ~130 characters
    room = limit - len(header) - len(legend) - 2 * len(FENCE) - 4 - line_len  # the column-label line
    max_rows = max(1, (room - crop_note_room) // line_len)
    c0, c1 = _span(left, right, max_cols, f_left, f_right)
    if (c0, c1) != (left, right):  # rows with no tile in the column window need not be shown
        seen = [c.row for c in (*board, *ghost) if c0 <= c.col <= c1] + [f_top, f_bottom]
        top, bottom = max(top, min(seen) - 1), min(bottom, max(seen) + 1)
    r0, r1 = _span(top, bottom, max_rows, f_top, f_bottom)
    last = set(last_turn)

    def cell_text(c: Cell) -> str:
        tile = board.get(c)
        if tile is not None:
            return (LAST_MARK if c in last else " ") + str(tile)
        if c in ghost:
            return PREVIEW_MARK + str(ghost[c])
        return "  " + EMPTY

    rows = [" " * rw + "".join(f"{col_name(labels, c):>3}" for c in range(c0, c1 + 1))]
    for r in range(r0, r1 + 1):
        rows.append(
            f"{row_name(labels, r):>{rw}}" + "".join(cell_text(Cell(r, c)) for c in range(c0, c1 + 1))
        )
    parts = [header, FENCE + "\n" + "\n".join(rows) + "\n" + FENCE]
    if legend:
        parts.append(legend)
    if (r0, c0, r1, c1) != full:
        around = "the proposed turn" if ghost else "the last turn" if last_turn else "the centre"
        parts.append(
            f"Part of the {noun}, around {around}: columns {col_name(labels, c0)}–{col_name(labels, c1)}"
            f" and rows {row_name(labels, r0)}–{row_name(labels, r1)} of "
            f"{col_name(labels, full[1])}–{col_name(labels, full[3])} and {row_name(labels, full[0])}–"
            f"{row_name(labels, full[2])}. The picture shows it all."
        )
    return _fit("\n".join(parts), limit)


def _fit(text: str, limit: int) -> str:
    """Last resort for absurdly small limits: cut, never exceed."""
    if len(text) <= limit:
        return text
    return text[: limit - 1] + "…" if limit > 0 else ""


def board_text(view: BoardView, limit: int = 2000) -> str:
    head = [f"**{md(view.title)}**"] if view.title else []
    head.append(f"key **{view.key}**" if view.key is not None else "key not rolled yet")
    head.append(f"{view.bag_left} in the bag")
    if view.to_play:
        head.append(f"▶ {md(view.to_play)} to play")
    return board_grid(
        view.board,
        header=" · ".join(head),
        empty="The table is empty. First turn: place a line of 2–6 tiles.",
        last_turn=view.last_turn,
        preview=[(p.cell, p.tile) for p in view.preview],
        limit=limit,
    )


def grid_text(board: Board, key: int, title: str = "", limit: int = 2000) -> str:
    head = [f"**{md(title)}**"] if title else []
    head += [f"key **{key}**", f"{len(board)} tile{'s' if len(board) != 1 else ''}"]
    return board_grid(
        board,
        header=" · ".join(head),
        empty="No tiles yet: place your tiles anywhere to build a grid.",
        limit=limit,
        noun="grid",
    )


def tile_text(tile: Tile) -> str:
    return f"{EMOJI[tile.colour]}{tile}"


def rack_text(tiles: Sequence[Tile]) -> str:
    """`1` 🟥R5  `2` 🟦B6 … on one line, then the count and the total a rack costs at the end."""
    if not tiles:
        return "Your rack is empty."
    line = "  ".join(f"`{i}` {tile_text(t)}" for i, t in enumerate(tiles, 1))
    summary = f"{len(tiles)} tile{'s' if len(tiles) != 1 else ''}, total {hand_total(list(tiles))}"
    if any(t.is_six_nine for t in tiles):
        summary += " · a 6 can be placed as a 9"
    return f"{line}\n{summary}"


def tableau_text(tiles: Sequence[Tile | None], key: int) -> str:
    """Letters in inline code (regional-indicator letters would merge into flags), two lines at most."""
    cells = [f"`{TABLEAU_LETTERS[i]}` {tile_text(t) if t is not None else '—'}" for i, t in enumerate(tiles)]
    per = -(-len(cells) // 2) if len(cells) > 6 else max(1, len(cells))
    lines = ["  ".join(cells[i : i + per]) for i in range(0, len(cells), per)]
    return f"Key **{key}**: pick 4 tiles whose sum is a multiple of {key}.\n" + "\n".join(lines)


def end_card_text(rows: Sequence[EndRow], key: int) -> str:
    """A code-block table, winners starred; short names so it stays narrow on phones."""
    table = ranked(rows)
    names = [_plain(r.name, 16) + (" (left)" if r.left else "") for _, r in table]
    nw = max([6, *map(len, names)])
    lines = [f"   {'Player':<{nw}} Score  Rack Final"]
    for (rank, r), name in zip(table, names, strict=True):
        star = "*" if r.winner else " "
        pen = f"-{r.penalty}" if r.penalty else "0"
        lines.append(f"{star}{rank:>2} {name:<{nw}} {r.score:>5} {pen:>5} {r.final:>5}")
    winners = [md(r.name) for _, r in table if r.winner]
    won = f"\\* Winner{'s' if len(winners) > 1 else ''}: {', '.join(winners)}" if winners else "No winner."
    return f"**Game over** · key **{key}**\n{FENCE}\n" + "\n".join(lines) + f"\n{FENCE}\n{won}"
