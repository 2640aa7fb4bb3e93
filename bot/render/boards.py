"""`board_picture`, `closeup_picture` and `grid_picture`: what the header says and the alt text,
then draw."""

from __future__ import annotations

from bot.engine.board import Board
from bot.engine.notation import Labels
from bot.engine.turns import Placement

from . import style
from .alt import ALT_LIMIT, tiles_by_row
from .board_image import Scene, col_name, crop_box, extent, focus_cells, render_scene, row_name
from .canvas import Chip, fit_name, key_chip
from .model import BoardView, Picture
from .wording import Wording

CLOSEUP_CELLS = 12  # a turn post shows a close-up when the board is wider or taller than this


def _area(
    board: Board, box: tuple[int, int, int, int] | None, wording: Wording, labels: Labels | None = None
) -> str:
    if box is None:
        return ""
    labels = labels or Labels.for_board(board)
    top, left, bottom, right = box
    return wording.say(
        "alt_area",
        first_col=col_name(labels, left),
        last_col=col_name(labels, right),
        first_row=row_name(labels, top),
        last_row=row_name(labels, bottom),
    )


def board_chips(view: BoardView, wording: Wording) -> tuple[Chip, ...]:
    chips = [key_chip(view.key, wording), Chip(wording.say("chip_bag", count=view.bag_left))]
    if view.game_over:
        chips.append(Chip(wording.chip_game_over, style.WINNER, style.DARK_INK))
    elif view.player_to_move and not view.scores:  # with scores, the strip shows who is to move
        chips.append(Chip(f"▶ {fit_name(view.player_to_move)}", style.TO_PLAY_CHIP))
    return tuple(chips)


def score_strip(view: BoardView) -> tuple[Chip, ...]:
    """`alice 42`, `▶ bob 38`: every player's score, the player to move marked."""
    mover = None if view.game_over else view.to_move
    return tuple(
        Chip(f"▶ {fit_name(name, 16)} {score}", style.TO_PLAY_CHIP) if i == mover
        else Chip(f"{fit_name(name, 16)} {score}")
        for i, (name, score) in enumerate(view.scores)
    )  # fmt: skip


def board_alt(view: BoardView, wording: Wording, box: tuple[int, int, int, int] | None = None) -> str:
    """What the picture shows, tiles row by row: the facts, the last turn, then the rows (the ones
    nearest the last turn first when all do not fit). `box`: a close-up's cells."""
    w = wording
    board, labels = view.board, Labels.for_board(view.board)
    key = w.say("alt_key", key=view.key) if view.key is not None else w.key_unknown
    facts = [key, w.count("alt_bag", view.bag_left)]
    if view.game_over:
        facts.append(w.alt_game_over)
    elif view.player_to_move:
        facts.append(w.say("alt_to_play", player=view.player_to_move))
    preview_cells = tuple(p.cell for p in view.preview)
    if len(board) == 0:
        head = w.alt_board_empty
    elif box is not None:
        shown = sum(1 for c in board if box[0] <= c.row <= box[2] and box[1] <= c.col <= box[3])
        head = w.count("alt_closeup", len(board), shown=shown, area=_area(board, box, w))
    else:
        head = w.count("alt_board", len(board), area=_area(board, extent(board, preview_cells), w))
    sentence = w.say("alt_board_facts", head=head, facts=", ".join(facts))
    if view.scores:
        scores = ", ".join(w.say("alt_score", player=n, score=s) for n, s in view.scores)
        sentence += w.say("alt_scores", scores=scores)
    if view.last_turn:
        placed = ", ".join(
            w.say("alt_tile_at", tile=board[c], cell=labels(c)) for c in view.last_turn if c in board
        )
        sentence += w.say("alt_last_turn", tiles=placed)
        if view.last_score is not None:
            sentence += w.count("alt_last_score", view.last_score)
    if view.preview:
        proposed = ", ".join(w.say("alt_tile_at", tile=p.tile, cell=labels(p.cell)) for p in view.preview)
        sentence += w.say("alt_proposed", tiles=proposed)
    text = w.titled(view.title, sentence, lower_first=True) + "."
    focus = focus_cells(board, view.last_turn, view.preview)
    rows = tiles_by_row(board, ALT_LIMIT - len(text) - 1, focus, box, w)
    return f"{text} {rows}" if rows else text


def _scene(view: BoardView, wording: Wording, box: tuple[int, int, int, int] | None = None) -> Scene:
    chips = board_chips(view, wording)
    if box is not None:
        labels = Labels.for_board(view.board)
        corner = f"{col_name(labels, box[1])}{row_name(labels, box[0])}"
        far = f"{col_name(labels, box[3])}{row_name(labels, box[2])}"
        chips += (Chip(wording.say("chip_closeup", first=corner, last=far)),)
    return Scene(
        board=view.board,
        header_title=view.title,
        chips=chips,
        last_turn=tuple(view.last_turn),
        preview=tuple(view.preview),
        empty_lines=(wording.board_empty_title, wording.board_empty_hint),
        strip=score_strip(view),
        badge=f"+{view.last_score}" if view.last_score is not None and view.last_turn else None,
        box=box,
    )


def board_picture(view: BoardView, *, wording: Wording) -> Picture:
    """The whole board."""
    filename = "preview.png" if view.preview else "board.png"
    return render_scene(_scene(view, wording), board_alt(view, wording), filename)


def closeup_box(view: BoardView, cells: int = CLOSEUP_CELLS) -> tuple[int, int, int, int] | None:
    """The `cells` × `cells` area a close-up shows around the last (or proposed) turn, or None when
    the whole board is no wider or taller than that."""
    board = view.board
    preview_cells = tuple(p.cell for p in view.preview if p.cell not in board)
    box = extent(board, preview_cells)
    if box is None or max(box[2] - box[0], box[3] - box[1]) + 1 <= cells:
        return None
    return crop_box(box, focus_cells(board, view.last_turn, view.preview), cells, cells)


def needs_closeup(view: BoardView, cells: int = CLOSEUP_CELLS) -> bool:
    """Whether a turn post should show `closeup_picture` (with a "Full board" button) rather than
    the whole board: the drawn board is wider or taller than `cells`."""
    return closeup_box(view, cells) is not None


def closeup_picture(view: BoardView, *, wording: Wording, cells: int = CLOSEUP_CELLS) -> Picture:
    """At most `cells` × `cells` around the last turn, big enough to read on a phone; the header
    names the corners shown. A board that fits gets the whole board (same as `board_picture`)."""
    box = closeup_box(view, cells)
    if box is None:
        return board_picture(view, wording=wording)
    return render_scene(_scene(view, wording, box), board_alt(view, wording, box), "closeup.png")


def grid_alt(board: Board, key: int, title: str, wording: Wording, labels: Labels | None = None) -> str:
    if len(board) == 0:
        return wording.titled(title, wording.say("alt_grid_empty", key=key))
    area = _area(board, extent(board, (), labels), wording, labels)
    sentence = wording.count("alt_grid", len(board), area=area, key=key)
    text = wording.titled(title, sentence)
    rows = tiles_by_row(board, ALT_LIMIT - len(text) - 1, (), None, wording, labels)
    return f"{text} {rows}" if rows else text


def grid_picture(
    board: Board,
    key: int,
    title: str = "",
    *,
    wording: Wording,
    labels: Labels | None = None,
    preview: tuple[Placement, ...] = (),
) -> Picture:
    """A player's own grid (Speed, Team, Solo): the board drawing with the key and a tile count.

    `labels`: the grid's fixed labels (a FreeGrid window), so the picture names cells as typed;
    `preview`: tiles proposed by the guided flow, drawn outlined."""
    board = board.copy()  # the player may keep placing while this is drawn
    chips = (key_chip(key, wording), Chip(wording.count("chip_tiles", len(board))))
    empty = (wording.grid_empty_title, wording.grid_empty_hint)
    scene = Scene(board=board, header_title=title or None, chips=chips, empty_lines=empty,
                  labels=labels, preview=tuple(preview))  # fmt: skip
    return render_scene(scene, grid_alt(board, key, title, wording, labels), "grid.png")
