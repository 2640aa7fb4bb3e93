"""PNG files of palette pictures, deflated by ISA-L (python-isal) when it is installed.

Deflating the pixels was most of what a picture cost (~60 % of a board picture with Pillow's zlib
at level 2). ISA-L's level 1 is about six times faster on these flat-coloured pictures and writes
smaller files. The file is the plainest PNG a palette picture can be: 8 bits per pixel, the whole
palette, no filtering, one IDAT chunk; any reader reads the pixels Pillow would have written.
Without isal (a platform with no wheel), the standard zlib deflates at level 2, as before.
"""

from __future__ import annotations

import struct
import types
import zlib

from PIL import Image

_deflate_module: types.ModuleType
try:
    from isal import isal_zlib as _deflate_module

    LEVEL = 1
except ImportError:  # pragma: no cover - isal ships wheels for the platforms the bot runs on
    _deflate_module = zlib
    LEVEL = 2

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PALETTE_SIZE = 3 * 256


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def encode_palette_png(im: Image.Image) -> bytes:
    """The PNG file of a 'P' picture."""
    if im.mode != "P":
        raise ValueError(f"a palette picture is wanted, not mode {im.mode}")
    width, height = im.size
    rows = Image.new("P", (width + 1, height), 0)  # a first column of zeros: each row's filter byte
    rows.paste(im, (1, 0))
    palette = bytes((im.getpalette("RGB") or [])[:_PALETTE_SIZE])
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8-bit palette, no interlace
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", palette + bytes(_PALETTE_SIZE - len(palette))),
            _chunk(b"IDAT", _deflate_module.compress(rows.tobytes(), LEVEL)),
            _chunk(b"IEND", b""),
        )
    )
