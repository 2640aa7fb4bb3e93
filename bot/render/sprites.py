"""Pre-drawn cell-sized pictures of tiles, pasted onto canvases.

Drawing a rounded, antialiased tile with text costs far more than pasting one, and a
board only ever shows 96 distinct tiles at a handful of sizes, so each sprite is drawn
once per process and reused. Sprites include the table colour around the tile, so they
are pasted without a mask.
"""

from __future__ import annotations

import enum
import threading
from collections.abc import Callable

from PIL import Image, ImageDraw

from bot.engine.tiles import Tile

from . import style
from .fonts import font

SUPERSAMPLE = 4


class Look(enum.Enum):
    PLAIN = "plain"  # a tile on the table
    LAST = "last"  # a tile of the last turn: ringed
    GHOST = "ghost"  # a proposed tile (preview, hint): outlined, see-through


_cache: dict[tuple[object, ...], Image.Image] = {}
_lock = threading.Lock()


def _cached(key: tuple[object, ...], draw: Callable[[], Image.Image], paletted: bool = False) -> Image.Image:
    """The sprite for `key`, drawn once; `paletted` gives it mapped onto the shared palette."""
    if paletted:
        from .palette import to_palette  # the palette is built from these very sprites

        return _cached((*key, "P"), lambda: to_palette(_cached(key, draw)))
    with _lock:
        im = _cache.get(key)
    if im is None:
        im = draw()
        with _lock:
            im = _cache.setdefault(key, im)
    return im


def tile_sprite(
    tile: Tile, size: int, look: Look = Look.PLAIN, bg: style.RGB = style.TABLE, paletted: bool = False
) -> Image.Image:
    """A `size`×`size` picture of `tile` on `bg`."""
    key = ("tile", tile.colour, tile.value, size, look, bg)
    return _cached(key, lambda: _draw_tile(tile, size, look, bg), paletted)


def slot_sprite(size: int, bg: style.RGB = style.TABLE, paletted: bool = False) -> Image.Image:
    """An empty cell: a faint square so players can count cells."""
    return _cached(("slot", size, bg), lambda: _draw_slot(size, bg), paletted)


def row_strip(ncols: int, size: int, bg: style.RGB = style.TABLE, paletted: bool = False) -> Image.Image:
    """A row of empty cells, pasted once per row instead of one slot per cell."""

    def draw() -> Image.Image:
        strip = Image.new("RGB", (ncols * size, size), bg)
        slot = slot_sprite(size, bg)
        for i in range(ncols):
            strip.paste(slot, (i * size, 0))
        return strip

    return _cached(("strip", ncols, size, bg), draw, paletted)


def _inset(size: int) -> int:
    return max(2, round(size * 0.07))


def _radius(size: int) -> int:
    return max(3, round(size * 0.16))


def _big(size: int, bg: style.RGB) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    s = size * SUPERSAMPLE
    im = Image.new("RGB", (s, s), bg)
    return im, ImageDraw.Draw(im), SUPERSAMPLE


def _draw_slot(size: int, bg: style.RGB) -> Image.Image:
    im, d, k = _big(size, bg)
    g = _inset(size) * k
    d.rounded_rectangle((g, g, size * k - g - 1, size * k - g - 1), _radius(size) * k, fill=style.SLOT)
    return im.resize((size, size), Image.Resampling.LANCZOS)


def _draw_tile(tile: Tile, size: int, look: Look, bg: style.RGB) -> Image.Image:
    fill = style.TILE_FILL[tile.colour]
    im, d, k = _big(size, bg)
    s = size * k
    g = _inset(size) * k
    r = _radius(size) * k
    if look is Look.LAST:
        w = max(2, round(size * 0.07)) * k
        d.rounded_rectangle((0, 0, s - 1, s - 1), r + g // 2, fill=style.HIGHLIGHT)
        d.rounded_rectangle((w, w, s - w - 1, s - w - 1), r, fill=bg)
        g = w + max(1, size // 32) * k
    box = (g, g, s - g - 1, s - g - 1)
    if look is Look.GHOST:
        d.rounded_rectangle(box, r, fill=style.tile_shades(fill, bg)["ghost"])
        d.rounded_rectangle(box, r, outline=style.GHOST_EDGE, width=max(2, round(size * 0.05)) * k)
        ink = style.LIGHT_INK
    else:
        edge = max(1, round(size * 0.05)) * k
        d.rounded_rectangle(box, r, fill=style.tile_shades(fill)["edge"])  # the tile's thickness
        d.rounded_rectangle((box[0], box[1], box[2], box[3] - edge), r, fill=fill)
        d.rounded_rectangle(
            (box[0] + edge, box[1] + edge // 2, box[2] - edge, box[1] + edge * 2),
            r // 2,
            fill=style.tile_shades(fill)["sheen"],
        )  # a soft sheen along the top edge
        ink = style.ink_for(fill)
    im = im.resize((size, size), Image.Resampling.LANCZOS)
    _draw_face(ImageDraw.Draw(im), tile, size, g // k, ink)
    return im


def _draw_face(d: ImageDraw.ImageDraw, tile: Tile, size: int, inset: int, ink: style.RGB) -> None:
    """The number, big; the colour letter, small, top left; a bar under a 6 or a 9."""
    inner = size - 2 * inset
    letter_font = font(max(9, round(inner * 0.29)))
    lx, ly = inset + max(2, round(inner * 0.09)), inset + max(1, round(inner * 0.06))
    letter_right = lx + letter_font.getlength(tile.colour.letter)
    num_font = font(max(10, round(inner * (0.62 if inner >= 36 else 0.58))))
    text = str(tile.value)
    width = num_font.getlength(text)
    cx = max(inset + inner * 0.56, letter_right + 1 + width / 2)
    cx = min(cx, size - inset - 1 - width / 2)
    height = -num_font.getbbox(text, anchor="ls")[1]
    baseline = inset + inner * 0.56 + height / 2
    if tile.is_six_nine:
        baseline -= inner * 0.05
    d.text((cx, baseline), text, font=num_font, fill=ink, anchor="ms")
    if tile.is_six_nine:
        half = width * 0.42
        thick = max(2, round(inner * 0.07))
        y = round(baseline + max(2, inner * 0.06))
        d.rectangle((round(cx - half), y, round(cx + half) - 1, y + thick - 1), fill=ink)
    d.text((lx, ly), tile.colour.letter, font=letter_font, fill=ink, anchor="lt")


def label_sprite(
    text: str, font_size: int, colour: style.RGB, bg: style.RGB = style.TABLE, paletted: bool = False
) -> Image.Image:
    """A row or column label on `bg`, trimmed to its advance width and the font's line height."""

    def draw() -> Image.Image:
        f = font(font_size)
        ascent, descent = f.getmetrics()
        im = Image.new("RGB", (max(1, round(f.getlength(text))), ascent + descent), bg)
        ImageDraw.Draw(im).text((0, 0), text, font=f, fill=colour)
        return im

    return _cached(("label", text, font_size, colour, bg), draw, paletted)


def paste_centred(canvas: Image.Image, sprite: Image.Image, cx: float, cy: float) -> None:
    canvas.paste(sprite, (round(cx - sprite.width / 2), round(cy - sprite.height / 2)))
