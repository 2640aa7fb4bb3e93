"""`board_picture` and `grid_picture`: what the header says and the alt text, then draw."""

from __future__ import annotations

from bot.engine.board import Board
from bot.engine.notation import Labels

from . import style
from .board_image import Scene, col_name, extent, render_scene, row_name
from .canvas import Chip, fit_name, key_chip
from .model import BoardView, Picture

FIRST_TURN = ("The table is empty.", "First turn: place a line of 2–6 tiles.")
EMPTY_GRID = ("No tiles yet.", "Place your tiles anywhere to build a grid.")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _area(board: Board, view_cells: tuple) -> str:
    box = extent(board, view_cells)
    if box is None:
        return ""
    labels = Labels.for_board(board)
    top, left, bottom, right = box
    return (
        f" in columns {col_name(labels, left)}–{col_name(labels, right)}"
        f" and rows {row_name(labels, top)}–{row_name(labels, bottom)}"
    )


def board_chips(view: BoardView) -> tuple[Chip, ...]:
    chips = [key_chip(view.key), Chip(f"BAG {view.bag_left}")]
    if view.to_play:
        chips.append(Chip(f"▶ {fit_name(view.to_play)}", style.TO_PLAY_CHIP))
    return tuple(chips)


def board_alt(view: BoardView) -> str:
    """One sentence: what the picture shows."""
    board, labels = view.board, Labels.for_board(view.board)
    key = f"key {view.key}" if view.key is not None else "key not rolled yet"
    facts = [key, f"{_plural(view.bag_left, 'tile')} in the bag"]
    if view.to_play:
        facts.append(f"{view.to_play} to play")
    preview_cells = tuple(p.cell for p in view.preview)
    if len(board) == 0:
        head = "An empty Sumoku board (first turn: a line of 2–6 tiles)"
    else:
        head = f"The Sumoku board with {_plural(len(board), 'tile')}{_area(board, preview_cells)}"
    sentence = f"{head}; {', '.join(facts)}"
    if view.last_turn:
        placed = ", ".join(f"{board[c]} at {labels(c)}" for c in view.last_turn if c in board)
        sentence += f"; the last turn (ringed) placed {placed}"
    if view.preview:
        proposed = ", ".join(f"{p.tile} at {labels(p.cell)}" for p in view.preview)
        sentence += f"; the proposed turn {proposed} is drawn outlined"
    if view.title:
        sentence = f"{view.title}: {sentence[0].lower()}{sentence[1:]}"
    return sentence + "."


def board_picture(view: BoardView) -> Picture:
    scene = Scene(
        board=view.board,
        header_title=view.title,
        chips=board_chips(view),
        last_turn=tuple(view.last_turn),
        preview=tuple(view.preview),
        empty_lines=FIRST_TURN,
    )
    return render_scene(scene, board_alt(view), "preview.png" if view.preview else "board.png")


def grid_alt(board: Board, key: int, title: str) -> str:
    who = f"{title}: " if title else ""
    if len(board) == 0:
        return f"{who}an empty Sumoku grid; key {key}."
    return f"{who}a Sumoku grid of {_plural(len(board), 'tile')}{_area(board, ())}; key {key}."


def grid_picture(board: Board, key: int, title: str = "") -> Picture:
    """A player's own grid (Speed, Team, Solo): the board drawing with the key and a tile count."""
    board = board.copy()  # the player may keep placing while this is drawn
    chips = (key_chip(key), Chip(_plural(len(board), "TILE").upper()))
    scene = Scene(board=board, header_title=title or None, chips=chips, empty_lines=EMPTY_GRID)
    return render_scene(scene, grid_alt(board, key, title), "grid.png")
