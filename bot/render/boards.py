"""`board_picture` and `grid_picture`: what the header says and the alt text, then draw."""

from __future__ import annotations

from bot.engine.board import Board
from bot.engine.notation import Labels

from . import style
from .board_image import Scene, col_name, extent, render_scene, row_name
from .canvas import Chip, fit_name, key_chip
from .model import BoardView, Picture
from .wording import ENGLISH, Wording


def _area(board: Board, view_cells: tuple, wording: Wording) -> str:
    box = extent(board, view_cells)
    if box is None:
        return ""
    labels = Labels.for_board(board)
    top, left, bottom, right = box
    return wording.say(
        "alt_area",
        first_col=col_name(labels, left),
        last_col=col_name(labels, right),
        first_row=row_name(labels, top),
        last_row=row_name(labels, bottom),
    )


def board_chips(view: BoardView, wording: Wording = ENGLISH) -> tuple[Chip, ...]:
    chips = [key_chip(view.key, wording), Chip(wording.say("chip_bag", count=view.bag_left))]
    if view.to_play:
        chips.append(Chip(f"▶ {fit_name(view.to_play)}", style.TO_PLAY_CHIP))
    return tuple(chips)


def board_alt(view: BoardView, wording: Wording = ENGLISH) -> str:
    """One sentence: what the picture shows."""
    w = wording
    board, labels = view.board, Labels.for_board(view.board)
    key = w.say("alt_key", key=view.key) if view.key is not None else w.key_unknown
    facts = [key, w.count("alt_bag", view.bag_left)]
    if view.to_play:
        facts.append(w.say("alt_to_play", player=view.to_play))
    preview_cells = tuple(p.cell for p in view.preview)
    if len(board) == 0:
        head = w.alt_board_empty
    else:
        head = w.count("alt_board", len(board), area=_area(board, preview_cells, w))
    sentence = w.say("alt_board_facts", head=head, facts=", ".join(facts))
    if view.last_turn:
        placed = ", ".join(
            w.say("alt_tile_at", tile=board[c], cell=labels(c)) for c in view.last_turn if c in board
        )
        sentence += w.say("alt_last_turn", tiles=placed)
    if view.preview:
        proposed = ", ".join(w.say("alt_tile_at", tile=p.tile, cell=labels(p.cell)) for p in view.preview)
        sentence += w.say("alt_proposed", tiles=proposed)
    return w.titled(view.title, sentence, lower_first=True) + "."


def board_picture(view: BoardView, *, wording: Wording = ENGLISH) -> Picture:
    scene = Scene(
        board=view.board,
        header_title=view.title,
        chips=board_chips(view, wording),
        last_turn=tuple(view.last_turn),
        preview=tuple(view.preview),
        empty_lines=(wording.board_empty_title, wording.board_empty_hint),
    )
    return render_scene(scene, board_alt(view, wording), "preview.png" if view.preview else "board.png")


def grid_alt(board: Board, key: int, title: str, wording: Wording = ENGLISH) -> str:
    if len(board) == 0:
        return wording.titled(title, wording.say("alt_grid_empty", key=key))
    sentence = wording.count("alt_grid", len(board), area=_area(board, (), wording), key=key)
    return wording.titled(title, sentence)


def grid_picture(board: Board, key: int, title: str = "", *, wording: Wording = ENGLISH) -> Picture:
    """A player's own grid (Speed, Team, Solo): the board drawing with the key and a tile count."""
    board = board.copy()  # the player may keep placing while this is drawn
    chips = (key_chip(key, wording), Chip(wording.count("chip_tiles", len(board))))
    empty = (wording.grid_empty_title, wording.grid_empty_hint)
    scene = Scene(board=board, header_title=title or None, chips=chips, empty_lines=empty)
    return render_scene(scene, grid_alt(board, key, title, wording), "grid.png")
