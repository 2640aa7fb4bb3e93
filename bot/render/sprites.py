"""Pre-drawn cell-sized pictures of tiles, pasted onto canvases.

Drawing a rounded, antialiased tile with text costs far more than pasting one, and a
board only ever shows 96 distinct tiles at a handful of sizes, so each sprite is drawn
once per process and reused. Sprites include the table colour around the tile, so they
are pasted without a mask.
"""

from __future__ import annotations

import enum
import math
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
# maps a sprite onto the shared palette; set by bot/render/palette.py, which is built from these very
# sprites (so this module does not import it: no circle)
_to_palette: Callable[[Image.Image], Image.Image] | None = None


def use_palette(to_palette: Callable[[Image.Image], Image.Image]) -> None:
    global _to_palette
    _to_palette = to_palette


def _cached(key: tuple[object, ...], draw: Callable[[], Image.Image], paletted: bool = False) -> Image.Image:
    """The sprite for `key`, drawn once; `paletted` gives it mapped onto the shared palette."""
    if paletted:
        found = _cache.get((*key, "P"))  # a dict read needs no lock
        if found is not None:
            return found
        to_palette = _to_palette
        if to_palette is None:
            raise RuntimeError("paletted sprites need bot.render.palette loaded")
        return _cached((*key, "P"), lambda: to_palette(_cached(key, draw)))
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


RING = 0.1  # the last turn's ring, as a share of the cell
LETTER = 0.52  # colour letter's font size as a share of the tile face: its capital is ≥ 0.35 of the face
NUMBER = 0.62  # the number's font size as a share of the tile face


def ring_width(size: int) -> int:
    return max(2, math.ceil(size * RING))


def face_inset(size: int, look: Look) -> int:
    """Pixels between the cell's edge and the tile's face: more for a ringed tile."""
    if look is Look.LAST:
        return ring_width(size) + 1
    return _inset(size)


def _draw_tile(tile: Tile, size: int, look: Look, bg: style.RGB) -> Image.Image:
    fill = style.TILE_FILL[tile.colour]
    im, d, k = _big(size, bg)
    s = size * k
    g = _inset(size) * k
    r = _radius(size) * k
    if look is Look.LAST:  # a white ring, a gap of table, then the tile
        w = ring_width(size) * k
        d.rounded_rectangle((0, 0, s - 1, s - 1), r + g // 2, fill=style.HIGHLIGHT)
        d.rounded_rectangle((w, w, s - w - 1, s - w - 1), r, fill=bg)
        g = face_inset(size, look) * k
    box = (g, g, s - g - 1, s - g - 1)
    if look is Look.GHOST:
        ghost = style.tile_shades(fill, bg)["ghost"]
        d.rounded_rectangle(box, r, fill=ghost)
        stroke = max(2, round(size * 0.05)) * k
        d.rounded_rectangle(box, r, outline=style.GHOST_EDGE, width=stroke)
        third = (box[2] - box[0]) // 3  # gaps mid-side: corner brackets, unlike the last turn's ring
        for a, b in ((box[0], box[0] + stroke), (box[2] - stroke + 1, box[2] + 1)):
            d.rectangle((a, box[1] + third, b - 1, box[3] - third), fill=ghost)
            d.rectangle((box[1] + third, a, box[3] - third, b - 1), fill=ghost)
        ink = style.ink_for(ghost)
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


def face_fonts(size: int, inset: int) -> tuple[int, int]:
    """(letter, number) font sizes on a tile of `size` whose face starts `inset` in. The number keeps
    a plain tile's size on a ringed one (the ring must not make the last turn harder to read); the
    diagonal layout leaves it room."""
    inner = size - 2 * inset
    plain = size - 2 * _inset(size)
    return max(8, round(inner * LETTER)), max(10, round(min(plain, inner * 1.2) * NUMBER))


def _draw_face(d: ImageDraw.ImageDraw, tile: Tile, size: int, inset: int, ink: style.RGB) -> None:
    """The colour letter top left and the number bottom right, both big enough to read in a
    shrunk preview; a bar under a 6 or a 9."""
    inner = size - 2 * inset
    letter_size, number_size = face_fonts(size, inset)
    letter_font, num_font = font(letter_size), font(number_size)
    lx, ly = inset + max(1, round(inner * 0.07)), inset + max(1, round(inner * 0.05))
    d.text((lx, ly), tile.colour.letter, font=letter_font, fill=ink, anchor="lt")
    text = str(tile.value)
    width = num_font.getlength(text)
    right = size - inset - max(1, round(inner * 0.08))
    baseline = inset + inner * (0.8 if tile.is_six_nine else 0.9)
    d.text((right, baseline), text, font=num_font, fill=ink, anchor="rs")
    if tile.is_six_nine:
        thick = max(2, round(inner * 0.07))
        y = round(baseline + max(1, inner * 0.05))
        d.rectangle((round(right - width), y, round(right) - 1, y + thick - 1), fill=ink)


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


def badge_sprite(text: str, size: int, paletted: bool = False) -> Image.Image:
    """A cell holding a white pill with `text` ("+12"): what the last turn earned."""

    def draw() -> Image.Image:
        im = slot_sprite(size).copy().resize((size * SUPERSAMPLE,) * 2, Image.Resampling.NEAREST)
        d = ImageDraw.Draw(im)
        k = SUPERSAMPLE
        f = font(max(9, round(size * 0.36)))
        w = min(size - 2, round(f.getlength(text)) + round(size * 0.16))
        h = round(size * 0.5)
        x0, y0 = (size - w) / 2 * k, (size - h) / 2 * k
        d.rounded_rectangle((x0, y0, x0 + w * k - 1, y0 + h * k - 1), h * k // 2, fill=style.HIGHLIGHT)
        im = im.resize((size, size), Image.Resampling.LANCZOS)
        fs = f if f.getlength(text) <= w else font(max(8, round(f.size * w / f.getlength(text))))
        ImageDraw.Draw(im).text((size / 2, size / 2), text, font=fs, fill=style.DARK_INK, anchor="mm")
        return im

    return _cached(("badge", text, size), draw, paletted)


def paste_centred(canvas: Image.Image, sprite: Image.Image, cx: float, cy: float) -> None:
    blit(canvas, sprite, (round(cx - sprite.width / 2), round(cy - sprite.height / 2)))


def blit(canvas: Image.Image, sprite: Image.Image, xy: tuple[int, int]) -> None:
    """`canvas.paste(sprite, xy)`, the same pixels, without Pillow's checks on every call when both
    have one mode and the canvas is its own (a board pastes a hundred sprites and labels)."""
    if canvas.mode != sprite.mode or canvas.readonly:
        canvas.paste(sprite, xy)
        return
    x, y = xy
    canvas.im.paste(sprite.im, (x, y, x + sprite.width, y + sprite.height))
