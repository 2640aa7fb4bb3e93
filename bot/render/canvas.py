"""Shared pieces of every picture: the header band, chips and PNG encoding."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from . import style
from .fonts import drawable, font, text_length
from .model import Picture
from .png import encode_palette_png
from .wording import Wording

ALT_LIMIT = 1024  # Discord's attachment description limit


@dataclass(frozen=True)
class Chip:
    """A rounded badge in the header: `KEY 5`, `BAG 42`, `▶ alice`."""

    text: str
    fill: style.RGB = style.CHIP
    ink: style.RGB = style.TEXT

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", drawable(self.text))  # player names may hold emoji


def fit_name(name: str, limit: int = 24) -> str:
    """A player-chosen name as it can be drawn: no glyphless characters, not too long."""
    name = drawable(name) or "?"
    return name if len(name) <= limit else name[: limit - 1] + "…"


@dataclass(frozen=True)
class Header:
    """A title line (optional) above a row of chips."""

    title: str | None
    chips: Sequence[Chip]
    size: int  # font size of the chips; the title is a little larger

    def __post_init__(self) -> None:
        if self.title:
            object.__setattr__(self, "title", fit_name(self.title, 48))

    @property
    def title_size(self) -> int:
        return round(self.size * 1.2)

    @property
    def pad(self) -> int:
        return max(6, self.size // 2)

    def _chip_box(self, chip: Chip) -> tuple[int, int]:
        return round(text_length(chip.text, self.size)) + self.size, round(self.size * 1.6)

    def width(self) -> int:
        chips = sum(self._chip_box(c)[0] for c in self.chips) + self.pad * max(0, len(self.chips) - 1)
        title = round(text_length(self.title, self.title_size)) if self.title else 0
        return max(chips, title) + 2 * self.pad

    def height(self) -> int:
        if not self.title and not self.chips:
            return 0
        h = self.pad * 2 + (round(self.size * 1.6) if self.chips else 0)
        if self.title:
            h += round(self.title_size * 1.25) + (self.pad // 2 if self.chips else 0)
        return h

    def draw(self, im: Image.Image, width: int) -> None:
        """Draws the band across the top `width` pixels of `im`."""
        if not self.height():
            return
        d = ImageDraw.Draw(im)
        d.rectangle((0, 0, width - 1, self.height() - 1), fill=style.PANEL)
        y = self.pad
        if self.title:
            d.text((self.pad, y), self.title, font=font(self.title_size), fill=style.TEXT, anchor="la")
            y += round(self.title_size * 1.25) + self.pad // 2
        for chip, x, y, w, h in self.spots():
            draw_chip(im, d, chip, x, y, w, h, self.size)

    def spots(self) -> Iterator[tuple[Chip, int, int, int, int]]:
        """Each chip with its box (x, y, width, height) in the band."""
        y = self.pad
        if self.title:
            y += round(self.title_size * 1.25) + self.pad // 2
        x = self.pad
        for chip in self.chips:
            w, h = self._chip_box(chip)
            yield chip, x, y, w, h
            x += w + self.pad


@dataclass(frozen=True)
class Strip:
    """A band of chips under the header that wraps onto more lines rather than widen the picture:
    the score strip (`alice 42`, `▶ bob 38`)."""

    chips: Sequence[Chip]
    size: int

    @property
    def pad(self) -> int:
        return max(6, self.size // 2)

    def _w(self, chip: Chip) -> int:
        return round(text_length(chip.text, self.size)) + self.size

    def min_width(self) -> int:
        return max([0, *(self._w(c) for c in self.chips)]) + 2 * self.pad

    def lines(self, width: int) -> list[list[Chip]]:
        out: list[list[Chip]] = []
        x = width  # forces a first line
        for chip in self.chips:
            w = self._w(chip)
            if x + w > width - self.pad:
                out.append([])
                x = self.pad
            out[-1].append(chip)
            x += w + self.pad
        return out

    def height(self, width: int) -> int:
        n = len(self.lines(width))
        return n * (round(self.size * 1.6) + self.pad) + self.pad if n else 0

    def draw(self, im: Image.Image, y0: int, width: int) -> None:
        if not self.chips:
            return
        d = ImageDraw.Draw(im)
        d.rectangle((0, y0, width - 1, y0 + self.height(width) - 1), fill=style.PANEL)
        for chip, x, y, w, h in self.spots(y0, width):
            draw_chip(im, d, chip, x, y, w, h, self.size)

    def spots(self, y0: int, width: int) -> Iterator[tuple[Chip, int, int, int, int]]:
        """Each chip with its box (x, y, width, height), the strip's top at `y0`."""
        h = round(self.size * 1.6)
        y = y0
        for line in self.lines(width):
            x = self.pad
            for chip in line:
                w = self._w(chip)
                yield chip, x, y, w, h
                x += w + self.pad
            y += h + self.pad


def draw_band_paletted(im: Image.Image, header: Header, strip: Strip, width: int) -> bool:
    """The header and the score strip straight onto the top of a palette canvas: the panel and
    each chip's sprite mapped onto the shared palette once. The same pixels as drawing the band in
    RGB and mapping it (the mapping is per pixel, no dithering), without drawing and mapping a new
    band for every picture. False, with nothing drawn, when something must be drawn in place (a
    title, a chip whose text reaches outside its box)."""
    if header.title:
        return False
    spots = [*header.spots(), *strip.spots(header.height(), width)]
    sprites = [_chip_sprite(chip, w, h, header.size, paletted=True) for chip, _, _, w, h in spots]
    if any(sprite is None for sprite in sprites) or strip.size != header.size:
        return False
    from .palette import mapped_index  # the palette is built from sprites, which import this module

    panel = mapped_index(style.PANEL)
    bottom = header.height() + strip.height(width)
    if bottom:
        im.paste(panel, (0, 0, width, bottom))
    for (_, x, y, _, _), sprite in zip(spots, sprites, strict=True):
        assert sprite is not None
        im.paste(sprite, (x, y))
    return True


_chips: OrderedDict[tuple[object, ...], Image.Image | None] = OrderedDict()
_chips_lock = threading.Lock()
CHIP_SPRITES = 512


def draw_chip(
    im: Image.Image, d: ImageDraw.ImageDraw, chip: Chip, x: int, y: int, w: int, h: int, size: int
) -> None:
    """A chip at (x, y) on the panel: pasted from a sprite drawn once (the same pixels: the box is
    at whole pixels and the text's fraction of a pixel is the same in the sprite), or drawn here
    when its text would reach outside the box."""
    sprite = _chip_sprite(chip, w, h, size)
    if sprite is not None:
        im.paste(sprite, (x, y))
        return
    d.rounded_rectangle((x, y, x + w - 1, y + h - 1), h // 2, fill=chip.fill)
    d.text((x + w / 2, y + h / 2), chip.text, font=font(size), fill=chip.ink, anchor="mm")


def _chip_sprite(chip: Chip, w: int, h: int, size: int, paletted: bool = False) -> Image.Image | None:
    key = (chip.text, chip.fill, chip.ink, w, h, size)
    if paletted:  # mapped onto the shared palette, kept beside the RGB one
        with _chips_lock:
            if (*key, "P") in _chips:
                _chips.move_to_end((*key, "P"))
                return _chips[(*key, "P")]
        rgb = _chip_sprite(chip, w, h, size)
        if rgb is None:
            return None
        from .palette import to_palette

        mapped = to_palette(rgb)
        with _chips_lock:
            _chips[(*key, "P")] = mapped
            while len(_chips) > CHIP_SPRITES:
                _chips.popitem(last=False)
        return mapped
    with _chips_lock:
        if key in _chips:
            _chips.move_to_end(key)
            return _chips[key]
    drawn = Image.new("RGB", (w, h), style.PANEL)
    d = ImageDraw.Draw(drawn)
    d.rounded_rectangle((0, 0, w - 1, h - 1), h // 2, fill=chip.fill)
    left, top, right, bottom = d.textbbox((w / 2, h / 2), chip.text, font=font(size), anchor="mm")
    sprite: Image.Image | None = drawn
    if left < 0 or top < 0 or right > w or bottom > h:
        sprite = None  # ink outside the box would land on the panel around it: drawn in place
    else:
        d.text((w / 2, h / 2), chip.text, font=font(size), fill=chip.ink, anchor="mm")
    with _chips_lock:
        _chips[key] = sprite
        while len(_chips) > CHIP_SPRITES:
            _chips.popitem(last=False)
    return sprite


def header_font_size(width: int) -> int:
    """Bigger pictures are shown shrunk on a phone, so their header grows with them."""
    return max(18, min(40, round(width / 30)))


def key_chip(key: int | None, wording: Wording) -> Chip:
    label = wording.say("chip_key", key=key) if key is not None else wording.chip_key_unknown
    return Chip(label, style.KEY_CHIP, style.DARK_INK)


def encode(im: Image.Image, alt: str, filename: str) -> Picture:
    """A canvas → PNG bytes; an RGB canvas is first mapped onto the shared palette."""
    if im.mode != "P":
        from .palette import to_palette  # the palette is built from sprites, which import this module

        im = to_palette(im)
    if len(alt) > ALT_LIMIT:
        alt = alt[: ALT_LIMIT - 1] + "…"
    return Picture(encode_palette_png(im), alt, filename, im.width, im.height)


def new_canvas(width: int, height: int) -> Image.Image:
    return Image.new("RGB", (width, height), style.TABLE)
