"""Pictures (Pillow PNGs) and text forms of the board, racks, the Spot tableau, grids and the end card.

Knows no Discord: every function takes engine values and returns a `Picture` (PNG bytes plus
alt text, file name and size) or a `str` that fits one Discord message. All functions are
pure and thread-safe, meant to be called through `asyncio.to_thread`; the same input always
gives the same bytes.

Pictures
    board_picture(view: BoardView) -> Picture
        The shared board: occupied area plus one cell, labels exactly as `notation.Labels`
        prints cells, the last turn ringed, `view.preview` tiles (a proposed turn or a hint)
        outlined, a header with the key, the bag and whose turn it is. An empty board says
        how to play the first turn. Cells shrink as the board grows (a 96-tile board is about
        1400 px and well under 150 KiB).
    rack_picture(tiles, title="") -> Picture           up to 8 tiles, numbered 1–8 below
    tableau_picture(tiles, key, title="") -> Picture   Spot: up to 12 tiles lettered A–L; None = empty slot
    grid_picture(board, key, title="") -> Picture      a Speed/Team/Solo grid, drawn like the board
    end_card_picture(rows: Sequence[EndRow], key, title="") -> Picture
        Final scores, rack penalties, winners starred; players who left are dimmed.

Text forms (Discord markdown, each within one message)
    board_text(view, limit=2000) -> str    a code-block grid; cropped around the last turn
                                           (and saying so) when the board is too big
    rack_text(tiles), tableau_text(tiles, key), grid_text(board, key), end_card_text(rows, key)

Words
    Every function above takes `wording: Wording = ENGLISH` (keyword only): the chips, captions,
    headings, text forms and alt text in one language. Render imports no message catalogue;
    bot/wording.py builds a `Wording` per language from it.

Caching
    PictureCache(max_items=256).get_or_render(key, render)
        An LRU of finished pictures; key it by (game id, version, kind, wording.language) so an
        unchanged board is never redrawn and a picture is never served in another language.

`Picture.alt` is one sentence for `discord.File(..., description=alt)`; `Picture.filename`
is a plain name ("board.png", "preview.png", "rack.png", "tableau.png", "grid.png", "final.png").
"""

from .boards import board_picture, grid_picture
from .cache import PictureCache
from .end_card import end_card_picture
from .model import BoardView, EndRow, Picture
from .pieces import rack_picture, tableau_picture
from .text import board_text, end_card_text, grid_text, rack_text, tableau_text
from .wording import ENGLISH, Wording

__all__ = [
    "ENGLISH",
    "BoardView",
    "EndRow",
    "Picture",
    "PictureCache",
    "Wording",
    "board_picture",
    "board_text",
    "end_card_picture",
    "end_card_text",
    "grid_picture",
    "grid_text",
    "rack_picture",
    "rack_text",
    "tableau_picture",
    "tableau_text",
]  # fmt: skip
