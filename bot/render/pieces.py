"""Rows of loose tiles: a player's rack (each tile named as `/place` takes it) and the Spot
tableau (letters A–L).

Both are read on a phone while typing, so tiles are big and each carries the name a
player types (`/place` takes tiles by name, like P2; Spot claims take letters).
"""

from __future__ import annotations

import string
from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.tiles import Tile, hand_total

from . import style
from .canvas import Chip, Header, encode, header_font_size, key_chip, new_canvas
from .fonts import font
from .model import Picture
from .sprites import Look, label_sprite, paste_centred, slot_sprite, tile_sprite
from .wording import Wording

RACK_CELL = 80
TABLEAU_CELL = 88
PAD = 14
TABLEAU_LETTERS = string.ascii_uppercase[:12]
LEGEND_INK = style.TEXT  # a legend must read at 4.5:1 or better on the table


def _tiles_picture(
    slots: Sequence[Tile | None],
    names: Sequence[str],
    cell: int,
    per_row: int,
    header: tuple[str | None, tuple[Chip, ...]],
    names_above: bool,
    empty_text: str,
    legend: str = "",
) -> Image.Image:
    """Tiles in rows of `per_row`, each with its name above or below, and a one-line `legend`
    under them; returns the canvas."""
    lf = round(cell * 0.34)
    band = round(lf * 1.5)
    legend_size = round(cell * 0.3)
    legend_h = round(legend_size * 1.6) if legend and slots else 0
    rows = max(1, -(-len(slots) // per_row))
    cols = min(per_row, max(1, len(slots)))
    body_w = cols * cell if slots else round(font(24).getlength(empty_text)) + 2 * PAD
    if legend_h:
        body_w = max(body_w, round(font(legend_size, False).getlength(legend)))
    title, chips = header
    head = Header(title, chips, header_font_size(body_w + 2 * PAD))
    width = max(body_w + 2 * PAD, head.width())
    body_h = rows * (cell + band) if slots else cell
    height = head.height() + PAD + body_h + legend_h + PAD
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
    if legend_h:
        legend_y = top + body_h + legend_h / 2
        ImageDraw.Draw(im).text(
            (width / 2, legend_y), legend, font=font(legend_size, False), fill=LEGEND_INK, anchor="mm"
        )
    return im


def spoken_tile(tile: Tile, wording: Wording) -> str:
    """`red 5`, `blue 6 (6 or 9)`: a tile as a screen reader should say it."""
    colour = wording.say(f"colour_{tile.colour.name.lower()}")
    if tile.is_six_nine:
        return wording.say("alt_six_nine_tile", colour=colour, value=tile.value)
    return wording.say("alt_spoken_tile", colour=colour, value=tile.value)


def rack_alt(tiles: Sequence[Tile], title: str, wording: Wording) -> str:
    if not tiles:
        return wording.titled(title, wording.alt_rack_empty)
    listed = ", ".join(spoken_tile(t, wording) for t in tiles)
    sentence = wording.count("alt_rack", len(tiles), tiles=listed, total=hand_total(list(tiles)))
    return wording.titled(title, sentence)


def _six_legend(tiles: Sequence[Tile], wording: Wording) -> str:
    """`6 = 6 or 9: type B9 to place B6 as a 9`, with the rack's own first 6; empty without one."""
    six = next((t for t in tiles if t.is_six_nine), None)
    if six is None:
        return ""
    nine = Tile(six.colour, 9)
    return wording.say("rack_legend_six", six=Tile(six.colour, 6), nine=nine)


def rack_picture(tiles: Sequence[Tile], title: str = "", *, wording: Wording) -> Picture:
    tiles = list(tiles)
    chips: tuple[Chip, ...] = ()
    if tiles:
        total = wording.say("chip_total", total=hand_total(tiles))
        chips = (Chip(wording.count("chip_tiles", len(tiles))), Chip(total))
    im = _tiles_picture(
        tiles,
        [str(t) for t in tiles],
        RACK_CELL,
        8,
        (title or None, chips),
        names_above=False,
        empty_text=wording.rack_empty,
        legend=_six_legend(tiles, wording),
    )
    return encode(im, rack_alt(tiles, title, wording), "rack.png")


def tableau_per_row(n: int) -> int:
    """Two rows at most, so twelve tiles still fit a phone's width."""
    return max(1, -(-n // 2)) if n > 6 else max(1, n)


def tableau_alt(tiles: Sequence[Tile | None], key: int, title: str, wording: Wording) -> str:
    listed = ", ".join(
        f"{TABLEAU_LETTERS[i]} {spoken_tile(t, wording) if t is not None else wording.alt_empty_slot}"
        for i, t in enumerate(tiles)
    )
    return wording.titled(title, wording.say("alt_tableau", key=key, tiles=listed))


def tableau_picture(tiles: Sequence[Tile | None], key: int, title: str = "", *, wording: Wording) -> Picture:
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
