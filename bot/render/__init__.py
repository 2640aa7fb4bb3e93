"""Pictures (Pillow PNGs) and text forms of the board, racks, the Spot tableau, grids and the end card.

Knows no Discord: every function takes engine values and returns a `Picture` (PNG bytes plus
alt text, file name and size) or a `str` that fits one Discord message. All functions are
pure and thread-safe, meant to be called through `asyncio.to_thread`; the same input always
gives the same bytes.

Pictures
    board_picture(view: BoardView) -> Picture
        The shared board: occupied area plus one cell, labels exactly as `notation.Labels`
        prints cells (fixed for the game: the first tile is Z26), the last turn ringed in white,
        `view.preview` tiles (a proposed turn or a hint) see-through with corner brackets, a
        header with the key, the bag and whose turn it is. Drawn when the view carries them:
        a score strip (`view.scores`, ▶ on `view.to_move`), a "+N" badge by the last turn
        (`view.last_score`), a GAME OVER chip (`view.game_over`). An empty board says how to
        play the first turn. Cells shrink as the board grows (a 96-tile board is about
        1300 px and well under 150 KiB).
    closeup_picture(view: BoardView, cells=12) -> Picture
        At most 12 × 12 cells around the last (or proposed) turn, for a turn post on a phone;
        the whole board when it fits. `needs_closeup(view)` says whether a close-up differs
        from the whole board (then offer a "Full board" button that sends `board_picture`).
    rack_picture(tiles, title="") -> Picture           up to 8 tiles, each named as typed (P2)
                                                       below, "6 = 6 or 9" when it holds a 6
    tableau_picture(tiles, key, title="") -> Picture   Spot: up to 12 tiles lettered A–L; None = empty slot
    grid_picture(board, key, title="") -> Picture      a Speed/Team/Solo grid, drawn like the board
    end_card_picture(rows: Sequence[EndRow], key, title="") -> Picture
        Final scores, rack penalties, winners starred; players who left are dimmed.

Text forms (Discord markdown, each within one message)
    board_text(view, limit=2000) -> str    a code-block grid, all of it when it fits the limit;
                                           else cropped around the last turn, saying which part
                                           and how to see all
    rack_text(tiles), tableau_text(tiles, key), grid_text(board, key), end_card_text(rows, key)

Words
    Every function above needs `wording: Wording` (keyword only): the chips, captions,
    headings, text forms and alt text in one language. Render imports no message catalogue;
    bot/words/wording.py builds a `Wording` per language from it.

Caching
    PictureCache(max_items=256).get_or_render(key, render)
        An LRU of finished pictures; key it by (game id, version, kind, wording.language) so an
        unchanged board is never redrawn and a picture is never served in another language.

`Picture.alt` is `discord.File(..., description=alt)`, at most 1,024 characters: a board's reads
the key, bag, whose turn, scores and last turn, then the tiles row by row (bot/render/alt.py);
`Picture.filename` is a plain name ("board.png", "closeup.png", "preview.png", "rack.png",
"tableau.png", "grid.png", "final.png").
"""

from .boards import board_picture, closeup_picture, grid_picture, needs_closeup
from .cache import PictureCache
from .end_card import end_card_picture
from .model import BoardView, EndRow, Picture
from .pieces import rack_picture, tableau_picture
from .text import board_text, end_card_text, grid_text, rack_text, tableau_text
from .wording import Wording

__all__ = [
    "BoardView",
    "EndRow",
    "Picture",
    "PictureCache",
    "Wording",
    "board_picture",
    "board_text",
    "closeup_picture",
    "end_card_picture",
    "end_card_text",
    "grid_picture",
    "grid_text",
    "needs_closeup",
    "rack_picture",
    "rack_text",
    "tableau_picture",
    "tableau_text",
]  # fmt: skip
