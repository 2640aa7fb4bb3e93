"""Pictures are written as PNG by bot/render/png.py (ISA-L deflate, issue 25): every reader gets
the very pixels and colours drawn, and the same picture is the same file every time."""

from __future__ import annotations

import io
import zlib

import pytest
from PIL import Image

from bot.render import board_picture, canvas, closeup_picture, samples, style
from bot.render.palette import new_palette_canvas, palette_image, to_palette
from bot.render.png import encode_palette_png
from bot.words.wording import render_wording

ENGLISH = render_wording("en")


def _read(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png))
    im.load()
    return im


@pytest.mark.parametrize("name", sorted(samples.views()))
def test_a_board_picture_reads_back_as_drawn(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file of every board picture decodes to the very palette picture that was drawn."""
    drawn: list[Image.Image] = []

    def keeping(im: Image.Image) -> bytes:
        drawn.append(im.copy())
        return encode_palette_png(im)

    monkeypatch.setattr(canvas, "encode_palette_png", keeping)
    for draw in (board_picture, closeup_picture):
        picture = draw(samples.views()[name], wording=ENGLISH)
        back, want = _read(picture.png), drawn[-1]
        assert back.mode == "P" and back.size == want.size == (picture.width, picture.height)
        assert back.tobytes() == want.tobytes()
        assert back.getpalette("RGB") == want.getpalette("RGB")
        assert back.convert("RGB").tobytes() == want.convert("RGB").tobytes()
        assert draw(samples.views()[name], wording=ENGLISH).png == picture.png  # same picture, same file


def test_every_pixel_and_palette_entry_survives() -> None:
    im = new_palette_canvas(37, 11, style.TABLE)
    im.putdata([(i * 7) % 256 for i in range(37 * 11)])  # every index, in odd rows and columns
    back = _read(encode_palette_png(im))
    assert back.tobytes() == im.tobytes()
    assert back.getpalette("RGB") == im.getpalette("RGB") == palette_image().getpalette("RGB")
    with pytest.raises(ValueError):
        encode_palette_png(Image.new("RGB", (2, 2)))


def test_the_file_is_plain_png() -> None:
    png = encode_palette_png(to_palette(Image.new("RGB", (5, 3), (200, 10, 10))))
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    chunks, at = [], 8
    while at < len(png):
        size = int.from_bytes(png[at : at + 4], "big")
        kind, data = png[at + 4 : at + 8], png[at + 8 : at + 8 + size]
        assert int.from_bytes(png[at + 8 + size : at + 12 + size], "big") == zlib.crc32(kind + data)
        chunks.append(kind)
        at += 12 + size
    assert chunks == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
