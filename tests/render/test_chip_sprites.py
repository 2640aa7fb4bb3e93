"""Header and score-strip chips are pasted from sprites drawn once (issue 25): every picture with
chips is, pixel for pixel and byte for byte, the one drawn with each chip drawn in place."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.render import board_picture, canvas, closeup_picture, samples, style
from bot.render.canvas import Chip, Header, Strip
from bot.words.wording import render_wording

ENGLISH = render_wording("en")


def _band(header: Header, strip: Strip, width: int) -> bytes:
    im = canvas.new_canvas(width, header.height() + strip.height(width))
    header.draw(im, width)
    strip.draw(im, header.height(), width)
    return im.tobytes()


CHIPS = [
    Chip("KEY 5", style.KEY_CHIP, style.DARK_INK),
    Chip("BAG 41"),
    Chip("▶ alice 132", style.TO_PLAY_CHIP),
    Chip("Zoë-Ünïcødé 7"),
    Chip("GAME OVER", style.WINNER, style.DARK_INK),
    Chip("j"),
]


@pytest.mark.parametrize("size", [18, 19, 23, 31, 40])
def test_a_band_of_sprite_chips_is_the_band_drawn_in_place(
    size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    header, strip = Header("Sumoku", CHIPS[:3], size), Strip(CHIPS, size)
    width = max(header.width(), strip.min_width()) + 37
    canvas._chips.clear()
    cold = _band(header, strip, width)
    warm = _band(header, strip, width)  # every chip from the sprite cache now
    assert canvas._chips and any(v is not None for v in canvas._chips.values())
    monkeypatch.setattr(canvas, "_chip_sprite", lambda *_a, **_k: None)
    assert cold == warm == _band(header, strip, width)


@pytest.mark.parametrize("name", sorted(samples.views()))
def test_board_pictures_are_byte_for_byte_the_ones_drawn_with_chips_in_place(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = samples.views()[name]
    canvas._chips.clear()
    with_sprites = [board_picture(view, wording=ENGLISH).png, closeup_picture(view, wording=ENGLISH).png]
    again = [board_picture(view, wording=ENGLISH).png, closeup_picture(view, wording=ENGLISH).png]
    monkeypatch.setattr(canvas, "_chip_sprite", lambda *_a, **_k: None)
    in_place = [board_picture(view, wording=ENGLISH).png, closeup_picture(view, wording=ENGLISH).png]
    assert with_sprites == again == in_place


def test_the_sprite_cache_is_bounded() -> None:
    canvas._chips.clear()
    for n in range(canvas.CHIP_SPRITES + 50):
        Header(None, [Chip(f"BAG {n}")], 20).draw(Image.new("RGB", (200, 60)), 200)
    assert len(canvas._chips) == canvas.CHIP_SPRITES
