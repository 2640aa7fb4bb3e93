"""The bundled fonts (bot/render/assets), read as package data so no system font is ever assumed.

`importlib.resources` finds them wherever the package is installed (a source checkout, a wheel, a
zip); Pillow gets the bytes, so it never searches the system's font folders.

FreeType faces are not safe to share between threads, and the bot draws in worker
threads (asyncio.to_thread), so every thread keeps its own loaded faces.
"""

from __future__ import annotations

import functools
import io
import threading
from importlib import resources
from importlib.resources.abc import Traversable

from PIL import ImageFont

ASSETS: Traversable = resources.files(__package__).joinpath("assets")
BOLD: Traversable = ASSETS.joinpath("DejaVuSans-Bold.ttf")
REGULAR: Traversable = ASSETS.joinpath("DejaVuSans.ttf")

_local = threading.local()


@functools.cache
def _font_bytes(bold: bool) -> bytes:
    """The font file's bytes, read once per process (each thread builds its own faces from them)."""
    return (BOLD if bold else REGULAR).read_bytes()


def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    """A face of `size` pixels from this thread's own cache."""
    cache: dict[tuple[int, bool], ImageFont.FreeTypeFont] | None = getattr(_local, "fonts", None)
    if cache is None:
        cache = _local.fonts = {}
    face = cache.get((size, bold))
    if face is None:
        face = cache[(size, bold)] = ImageFont.truetype(io.BytesIO(_font_bytes(bold)), size)
    return face


_lengths: dict[tuple[str, int, bool], float] = {}


def text_length(text: str, size: int, bold: bool = True) -> float:
    """`font(size, bold).getlength(text)`, measured once per process: a header asks for the same
    chips' widths many times while it lays a picture out, and again in the next picture."""
    key = (text, size, bold)
    found = _lengths.get(key)
    if found is None:
        if len(_lengths) > 4096:  # names and numbers vary without end: start afresh now and then
            _lengths.clear()
        found = _lengths[key] = font(size, bold).getlength(text)
    return found


_NOTDEF = "\U0010fffd"  # a private-use code point no bundled font draws
_has_glyph: dict[tuple[str, bool], bool] = {}


def _glyph_signature(ch: str, bold: bool) -> tuple[object, ...]:
    mask, offset = font(20, bold).getmask2(ch, mode="L")
    return mask.size, offset, bytes(mask)


def drawable(text: str, bold: bool = True) -> str:
    """`text` without the characters the font lacks, so names with emoji or CJK draw no boxes.

    Lookups are cached per character; a racing thread at worst repeats one check.
    """
    out = []
    for ch in text:
        known = _has_glyph.get((ch, bold))
        if known is None:
            known = ch.isspace() or _glyph_signature(ch, bold) != _glyph_signature(_NOTDEF, bold)
            _has_glyph[(ch, bold)] = known
        if known:
            out.append(ch)
    return " ".join("".join(out).split())
