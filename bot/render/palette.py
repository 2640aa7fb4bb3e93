"""One fixed 256-colour palette for every picture.

Adaptive quantising of a big board costs more than all the drawing; mapping onto a fixed
palette is several times quicker and gives identical colours in every picture. The palette
holds every style colour exactly, plus the antialiasing shades found in a swatch of all
sprites and text pairings, reduced by median cut with each distinct colour weighted once.
"""

from __future__ import annotations

import functools
import itertools

from PIL import Image, ImageDraw

from bot.engine.tiles import COLOURS, Tile

from . import style
from .fonts import font
from .sprites import Look, badge_sprite, label_sprite, slot_sprite, tile_sprite, use_palette

# (ink, background) pairs that text is drawn with somewhere
TEXT_PAIRS: tuple[tuple[style.RGB, style.RGB], ...] = (
    (style.TEXT, style.PANEL), (style.TEXT_DIM, style.PANEL), (style.TEXT, style.TABLE),
    (style.TEXT_DIM, style.TABLE), (style.LABEL, style.TABLE), (style.LABEL_HOT, style.TABLE),
    (style.DARK_INK, style.KEY_CHIP), (style.TEXT, style.CHIP), (style.WINNER, style.PANEL),
    (style.WINNER, style.TABLE), (style.TEXT, style.TO_PLAY_CHIP), (style.WINNER, style.WINNER_ROW),
    (style.TEXT, style.WINNER_ROW),
    (style.DARK_INK, style.WINNER), (style.TEXT, style.SLOT), (style.TEXT_DIM, style.SLOT),
    (style.DARK_INK, style.HIGHLIGHT),
)  # fmt: skip


@functools.cache
def _key_colours() -> list[style.RGB]:
    keys = [v for v in vars(style).values() if isinstance(v, tuple) and len(v) == 3]
    for fill in style.TILE_FILL.values():
        keys += [fill, *style.tile_shades(fill).values()]
    return list(dict.fromkeys(keys))


def _swatch() -> Image.Image:
    parts: list[Image.Image] = []
    for size in (24, 40, 64):
        for colour, value, look in itertools.product(COLOURS, (6, 8, 9), Look):
            parts.append(tile_sprite(Tile(colour, value), size, look))
        parts.append(slot_sprite(size))
        parts.append(badge_sprite("+28", size))
        parts.append(label_sprite("AM", size // 2, style.LABEL))
        parts.append(label_sprite("AM", size // 2, style.LABEL_HOT))
    for (ink, bg), size in itertools.product(TEXT_PAIRS, (14, 22, 32)):
        im = Image.new("RGB", (size * 6, size * 2), bg)
        ImageDraw.Draw(im).text((2, 2), "Ag8▶", font=font(size), fill=ink)
        parts.append(im)
    width = sum(p.width for p in parts)
    height = max(p.height for p in parts)
    sheet = Image.new("RGB", (width, height), style.TABLE)
    x = 0
    for p in parts:
        sheet.paste(p, (x, 0))
        x += p.width
    return sheet


@functools.cache
def palette_image() -> Image.Image:
    """A 1×1 'P' image carrying the palette, as `Image.quantize(palette=...)` wants."""
    keys = _key_colours()
    # an RGB picture's colours are (r, g, b) tuples (getcolors names a number only for one band)
    drawn = {c for _, c in _swatch().getcolors(1 << 20) or [] if isinstance(c, tuple)}
    found = sorted(drawn - set(keys))
    strip = Image.new("RGB", (max(1, len(found)), 1))
    strip.putdata(found)
    spare = 256 - len(keys)
    reduced = strip.quantize(min(spare, len(found)), method=Image.Quantize.MEDIANCUT)
    extra = (reduced.getpalette() or [])[: 3 * spare] if len(found) > spare else [v for c in found for v in c]
    flat = [v for c in keys for v in c] + list(extra)
    flat += [0] * (768 - len(flat))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def to_palette(im: Image.Image) -> Image.Image:
    """An RGB image mapped exactly onto the shared palette (no dithering: flat colours stay flat)."""
    return im.quantize(palette=palette_image(), dither=Image.Dither.NONE)


use_palette(to_palette)


@functools.cache
def mapped_index(colour: style.RGB) -> int:
    """The palette entry `to_palette` gives a pixel of `colour` (Pillow's mapping is a function of
    the colour alone, but not always the exact entry: an area filled with this index is the area
    drawn in RGB and mapped)."""
    index = to_palette(Image.new("RGB", (1, 1), colour)).getpixel((0, 0))
    assert isinstance(index, int)
    return index


def new_palette_canvas(width: int, height: int, colour: style.RGB) -> Image.Image:
    im = Image.new("P", (width, height), 0)
    im.putpalette(palette_image().getpalette() or [])
    index = _key_colours().index(colour)
    im.paste(index, (0, 0, width, height))
    return im
