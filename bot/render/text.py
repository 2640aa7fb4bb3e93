"""The text forms: the board as a code block, racks and tableaux as emoji lines, the end table.

A board line is a row label then three characters per cell: a marker (`»` last turn, `?`
proposed: neither reads as arithmetic in a game about sums) and the tile, or `·` for an empty
cell. Everything that fits one message is shown; a board that does not fit is cropped around
the last turn (or the proposed turn), and the text says which part it shows and how to see all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from string import Formatter

from bot.engine.board import Board, Cell
from bot.engine.notation import Labels
from bot.engine.tiles import Colour, Tile, hand_total

from .board_image import col_name, extent, row_name, span
from .end_card import ranked, short_name
from .model import BoardView, EndRow
from .pieces import TABLEAU_LETTERS
from .wording import Wording

EMPTY = "·"
LAST_MARK = "»"
PREVIEW_MARK = "?"
FENCE = "```"
CROP_NOTE_ROOM = 260  # a crop note is ~230 characters in English
CROP_NOTE_SLACK = 20  # what a language's note may need beyond its widest filled-in form
WIDEST_LABEL = "AAA"  # the widest column or row label a note names

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


def _window(
    box: tuple[int, int, int, int],
    tiles: Sequence[Cell],
    focus: Sequence[Cell],
    room: int,
    row_w: int,
) -> tuple[int, int, int, int]:
    """The part of `box` to show: all of it when its lines (a label line, then one per row, each
    `row_w + 3 × columns + 1` characters) fit `room`; else the window around `focus` that shows the
    most `tiles` (rows holding no tile of the chosen columns are left out first)."""
    top, left, bottom, right = box
    if not focus:
        focus = [Cell((top + bottom) // 2, (left + right) // 2)]
    f_top, f_bottom = min(c.row for c in focus), max(c.row for c in focus)
    f_left, f_right = min(c.col for c in focus), max(c.col for c in focus)
    best: tuple[tuple[int, int], tuple[int, int, int, int]] | None = None
    for cols in range(right - left + 1, 0, -1):
        max_rows = room // (row_w + 3 * cols + 1) - 1
        if max_rows < 1:
            continue
        c0, c1 = span(left, right, cols, f_left, f_right)
        if (c0, c1) == (left, right) and max_rows >= bottom - top + 1:
            return box
        seen = [c.row for c in tiles if c0 <= c.col <= c1] + [f_top, f_bottom]
        r0, r1 = span(max(top, min(seen) - 1), min(bottom, max(seen) + 1), max_rows, f_top, f_bottom)
        shown = sum(1 for c in tiles if r0 <= c.row <= r1 and c0 <= c.col <= c1)
        if best is None or (shown, cols) > best[0]:
            best = ((shown, cols), (r0, c0, r1, c1))
    return best[1] if best else (f_top, f_left, f_top, f_left)


def board_grid(
    board: Board,
    *,
    header: str,
    empty: str,
    last_turn: Sequence[Cell] = (),
    preview: Sequence[tuple[Cell, Tile]] = (),
    limit: int = 2000,
    crop: str = "crop_board",
    last_score: int | None = None,
    wording: Wording,
    labels: Labels | None = None,
) -> str:
    """The board (or a grid) as a header line and a code block, cropped to fit `limit`; the legend
    says what the last turn scored when `last_score` is given.

    `crop` names the `Wording` template that says the text shows only part of it."""
    ghost = {c: t for c, t in preview if c not in board}
    box = extent(board, tuple(ghost), labels)
    if box is None:
        return _fit(f"{header}\n{empty}", limit)
    labels = labels or Labels.for_board(board)
    focus = list(ghost) or [c for c in last_turn if c in board]
    rw = max(1, len(row_name(labels, box[2])))
    notes = []  # in inline code: a marker at a line's start must not become markdown
    if last_turn:
        last = wording.legend_last
        if last_score is not None:
            last = wording.say("legend_last_scored", last=last, score=last_score)
        notes.append(f"`{LAST_MARK}` {last}")
    if ghost:
        notes.append(f"`{PREVIEW_MARK}` {wording.legend_proposed}")
    legend = "  ".join(notes)
    fixed = len(header) + len(legend) + 2 * len(FENCE) + 4
    shown = [*board, *ghost]
    whole = _window(box, shown, focus, limit - fixed, rw)
    if whole != box:  # cropped: keep room for the note that says so
        whole = _window(box, shown, focus, limit - fixed - _crop_room(wording, crop), rw)
    r0, c0, r1, c1 = whole
    ringed = set(last_turn)

    def cell_text(c: Cell) -> str:
        tile = board.get(c)
        if tile is not None:
            return (LAST_MARK if c in ringed else " ") + str(tile)
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
    if whole != box:
        around = "around_proposed" if ghost else "around_last" if focus else "around_centre"
        parts.append(
            wording.say(
                crop,
                around=getattr(wording, around),
                first_col=col_name(labels, c0),
                last_col=col_name(labels, c1),
                first_row=row_name(labels, r0),
                last_row=row_name(labels, r1),
                all_first_col=col_name(labels, box[1]),
                all_last_col=col_name(labels, box[3]),
                all_first_row=row_name(labels, box[0]),
                all_last_row=row_name(labels, box[2]),
            )
        )
    return _fit("\n".join(parts), limit)


def _crop_room(wording: Wording, crop: str) -> int:
    """Characters kept free for the crop note: at least `CROP_NOTE_ROOM`, more for a language whose
    note, filled in with the widest labels and its longest "around" phrase, is longer."""
    longest = max((wording.around_proposed, wording.around_last, wording.around_centre), key=len)
    template = getattr(wording, crop)
    names = {name for _, name, _, _ in Formatter().parse(template) if name}
    widest = template.format(**{name: WIDEST_LABEL for name in names} | {"around": longest})
    return max(CROP_NOTE_ROOM, len(widest) + CROP_NOTE_SLACK)


def _fit(text: str, limit: int) -> str:
    """Last resort for absurdly small limits: cut, never exceed."""
    if len(text) <= limit:
        return text
    return text[: limit - 1] + "…" if limit > 0 else ""


def board_text(view: BoardView, limit: int = 2000, *, wording: Wording) -> str:
    w = wording
    head = [f"**{md(view.title)}**"] if view.title else []
    head.append(w.say("text_key", key=view.key) if view.key is not None else w.key_unknown)
    head.append(w.say("text_bag", count=view.bag_left))
    if view.game_over:
        head.append(f"**{w.end_title}**")
    elif view.player_to_move and not view.scores:
        head.append(w.say("text_to_play", player=md(view.player_to_move)))
    header = " · ".join(head)
    if view.scores:  # the score strip: ▶ on the player to move
        mover = None if view.game_over else view.to_move
        header += "\n" + " · ".join(
            ("▶ " if i == mover else "") + w.say("alt_score", player=md(name), score=score)
            for i, (name, score) in enumerate(view.scores)
        )
    return board_grid(
        view.board,
        header=header,
        empty=w.text_board_empty,
        last_turn=view.last_turn,
        preview=[(p.cell, p.tile) for p in view.preview],
        limit=limit,
        last_score=view.last_score,
        wording=w,
    )


def grid_text(
    board: Board,
    key: int,
    title: str = "",
    limit: int = 2000,
    *,
    wording: Wording,
    labels: Labels | None = None,
    preview: Sequence[tuple[Cell, Tile]] = (),
) -> str:
    w = wording
    head = [f"**{md(title)}**"] if title else []
    head += [w.say("text_key", key=key), w.count("text_tiles", len(board))]
    return board_grid(
        board,
        header=" · ".join(head),
        empty=w.text_grid_empty,
        limit=limit,
        crop="crop_grid",
        wording=w,
        labels=labels,
        preview=preview,
    )


def tile_text(tile: Tile) -> str:
    return f"{EMOJI[tile.colour]}{tile}"


def rack_text(tiles: Sequence[Tile], *, wording: Wording) -> str:
    """`1` 🟥R5  `2` 🟦B6 … on one line, then the count and the total a rack costs at the end."""
    if not tiles:
        return wording.rack_text_empty
    line = "  ".join(f"`{i}` {tile_text(t)}" for i, t in enumerate(tiles, 1))
    summary = wording.count("rack_summary", len(tiles), total=hand_total(list(tiles)))
    if any(t.is_six_nine for t in tiles):
        summary += wording.rack_six_nine
    return f"{line}\n{summary}"


def tableau_text(tiles: Sequence[Tile | None], key: int, *, wording: Wording) -> str:
    """Letters in inline code (regional-indicator letters would merge into flags), two lines at most."""
    cells = [f"`{TABLEAU_LETTERS[i]}` {tile_text(t) if t is not None else '—'}" for i, t in enumerate(tiles)]
    per = -(-len(cells) // 2) if len(cells) > 6 else max(1, len(cells))
    lines = ["  ".join(cells[i : i + per]) for i in range(0, len(cells), per)]
    return wording.say("tableau_rule", key=key) + "\n" + "\n".join(lines)


def end_card_text(rows: Sequence[EndRow], key: int, *, wording: Wording) -> str:
    """A code-block table, winners starred; short names so it stays narrow on phones."""
    w = wording
    table = ranked(rows)
    names = [_plain(r.name, 16) + (w.left if r.left else "") for _, r in table]
    nw = max([len(w.end_player), *map(len, names)])
    sw, pw, fw = (max(5, len(h)) for h in (w.end_score, w.end_rack, w.end_final))
    lines = [f"   {w.end_player:<{nw}} {w.end_score:>{sw}} {w.end_rack:>{pw}} {w.end_final:>{fw}}"]
    for (rank, r), name in zip(table, names, strict=True):
        star = "*" if r.winner else " "
        pen = f"-{r.penalty}" if r.penalty else "0"
        lines.append(f"{star}{rank:>2} {name:<{nw}} {r.score:>{sw}} {pen:>{pw}} {r.final:>{fw}}")
    winners = [md(r.name) for _, r in table if r.winner]
    if winners:
        won = w.say("end_winners" if len(winners) > 1 else "end_winner", names=", ".join(winners))
    else:
        won = w.end_no_winner
    title = w.say("end_text_title", key=key)
    return f"{title}\n{FENCE}\n" + "\n".join(lines) + f"\n{FENCE}\n{won}"
