"""Rows of loose tiles: a player's rack (indexes 1–8) and the Spot tableau (letters A–L).

Both are read on a phone while typing, so tiles are big and each carries the name a
player types (`/place` takes tiles by name; Spot claims take letters).
"""

from __future__ import annotations

import string
from collections.abc import Sequence

from PIL import ImageDraw

from bot.engine.tiles import Tile, hand_total

from . import style
from .canvas import Chip, Header, encode, header_font_size, key_chip, new_canvas
from .fonts import font
from .model import Picture
from .sprites import Look, label_sprite, paste_centred, slot_sprite, tile_sprite
from .wording import ENGLISH, Wording

RACK_CELL = 80
TABLEAU_CELL = 88
PAD = 14
TABLEAU_LETTERS = string.ascii_uppercase[:12]


def _tiles_picture(
    slots: Sequence[Tile | None],
    names: Sequence[str],
    cell: int,
    per_row: int,
    header: tuple[str | None, tuple[Chip, ...]],
    names_above: bool,
    empty_text: str,
) -> tuple:
    """Tiles in rows of `per_row`, each with its name above or below; returns the canvas."""
    lf = round(cell * 0.34)
    band = round(lf * 1.5)
    rows = max(1, -(-len(slots) // per_row))
    cols = min(per_row, max(1, len(slots)))
    body_w = cols * cell if slots else round(font(24).getlength(empty_text)) + 2 * PAD
    title, chips = header
    head = Header(title, chips, header_font_size(body_w + 2 * PAD))
    width = max(body_w + 2 * PAD, head.width())
    body_h = rows * (cell + band) if slots else cell
    height = head.height() + PAD + body_h + PAD
    im = new_canvas(width, height)
    head.draw(im, width)
    top = head.height() + PAD
    if not slots:
        ImageDraw.Draw(im).text(
            (width / 2, top + cell / 2), empty_text, font=font(24), fill=style.TEXT_DIM, anchor="mm"
        )
        return im
    for i, (tile, name) in enumerate(zip(slots, names, strict=True)):
        r, c = divmod(i, per_row)
        in_row = min(per_row, len(slots) - r * per_row)
        x = (width - in_row * cell) // 2 + c * cell
        y = top + r * (cell + band) + (band if names_above else 0)
        sprite = slot_sprite(cell) if tile is None else tile_sprite(tile, cell, Look.PLAIN)
        im.paste(sprite, (x, y))
        ink = style.TEXT if tile is not None else style.TEXT_DIM
        ly = y - band / 2 if names_above else y + cell + band / 2
        paste_centred(im, label_sprite(name, lf, ink), x + cell / 2, ly)
    return im


def rack_alt(tiles: Sequence[Tile], title: str, wording: Wording = ENGLISH) -> str:
    if not tiles:
        return wording.titled(title, wording.alt_rack_empty)
    listed = ", ".join(f"{i} {t}" for i, t in enumerate(tiles, 1))
    return wording.titled(title, wording.count("alt_rack", len(tiles), tiles=listed))


def rack_picture(tiles: Sequence[Tile], title: str = "", *, wording: Wording = ENGLISH) -> Picture:
    tiles = list(tiles)
    chips: tuple[Chip, ...] = ()
    if tiles:
        total = wording.say("chip_total", total=hand_total(tiles))
        chips = (Chip(wording.count("chip_tiles", len(tiles))), Chip(total))
    im = _tiles_picture(
        tiles,
        [str(i) for i in range(1, len(tiles) + 1)],
        RACK_CELL,
        8,
        (title or None, chips),
        names_above=False,
        empty_text=wording.rack_empty,
    )
    return encode(im, rack_alt(tiles, title, wording), "rack.png")


def tableau_per_row(n: int) -> int:
    """Two rows at most, so twelve tiles still fit a phone's width."""
    return max(1, -(-n // 2)) if n > 6 else max(1, n)


def tableau_alt(tiles: Sequence[Tile | None], key: int, title: str, wording: Wording = ENGLISH) -> str:
    listed = ", ".join(
        f"{TABLEAU_LETTERS[i]} {t if t is not None else wording.alt_empty_slot}" for i, t in enumerate(tiles)
    )
    return wording.titled(title, wording.say("alt_tableau", key=key, tiles=listed))


def tableau_picture(
    tiles: Sequence[Tile | None], key: int, title: str = "", *, wording: Wording = ENGLISH
) -> Picture:
    tiles = list(tiles)
    if len(tiles) > len(TABLEAU_LETTERS):
        raise ValueError(f"a tableau shows at most {len(TABLEAU_LETTERS)} tiles, not {len(tiles)}")
    shown = sum(t is not None for t in tiles)
    chips = (key_chip(key, wording), Chip(wording.count("chip_tiles", shown)))
    im = _tiles_picture(
        tiles,
        list(TABLEAU_LETTERS[: len(tiles)]),
        TABLEAU_CELL,
        tableau_per_row(len(tiles)),
        (title or None, chips),
        names_above=True,
        empty_text=wording.tableau_empty,
    )
    return encode(im, tableau_alt(tiles, key, title, wording), "tableau.png")
