"""A Solo player's grid: the tiles of completed stages plain, this stage's tiles ringed (like a main
board's last turn), a guided preview outlined, labels fixed to the grid's window (as typed).

    solo_grid_picture(board, key, labels, new=cells, chips=(...), title=..., new_line=...) -> Picture
    solo_grid_text(board, key, labels, new=cells, header=..., limit=2000) -> str

The caller words the header chips and the alt text's last sentence (stage, tiles to place): render
knows no message catalogue.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.board import Board, Cell
from bot.engine.notation import Labels
from bot.engine.turns import Placement

from .board_image import Scene, render_scene
from .boards import grid_alt
from .canvas import Chip, key_chip
from .model import Picture
from .text import board_grid
from .wording import Wording


def solo_grid_picture(
    board: Board,
    key: int,
    labels: Labels,
    *,
    new: Sequence[Cell] = (),
    preview: Sequence[Placement] = (),
    chips: Sequence[str] = (),
    title: str = "",
    new_line: str = "",
    wording: Wording,
) -> Picture:
    """The grid with `new` cells ringed and `preview` tiles outlined; `new_line` ends the alt text."""
    board = board.copy()
    scene = Scene(
        board=board,
        header_title=title or None,
        chips=(key_chip(key, wording), *(Chip(c) for c in chips)),
        last_turn=tuple(c for c in new if c in board),
        preview=tuple(preview),
        empty_lines=(wording.grid_empty_title, wording.grid_empty_hint),
        labels=labels,
    )
    alt = grid_alt(board, key, title, wording, labels)
    alt = f"{alt} {new_line}".strip() if new_line else alt
    return render_scene(scene, alt[:1024], "preview.png" if preview else "grid.png")


def solo_grid_text(
    board: Board,
    labels: Labels,
    *,
    header: str,
    new: Sequence[Cell] = (),
    preview: Sequence[Placement] = (),
    limit: int = 2000,
    wording: Wording,
) -> str:
    """The same grid as a code block (text boards), this stage's tiles marked like a last turn."""
    return board_grid(
        board,
        header=header,
        empty=wording.text_grid_empty,
        last_turn=tuple(c for c in new if c in board),
        preview=tuple((p.cell, p.tile) for p in preview),
        limit=limit,
        crop="crop_grid",
        wording=wording,
        labels=labels,
    )
