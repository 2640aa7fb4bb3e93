"""Decoding and comparing pictures in tests."""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image, ImageChops

from bot.render import Picture

GOLDEN = Path(__file__).resolve().parent / "golden"
UPDATE = os.environ.get("SUMOKU_UPDATE_GOLDEN") == "1"  # SUMOKU_UPDATE_GOLDEN=1 pytest tests/render


def decode(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png))
    im.load()
    return im


def rgb(png: bytes) -> Image.Image:
    return decode(png).convert("RGB")


def differences(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """(mean absolute difference per channel, share of pixels whose difference is clearly visible)."""
    diff = ImageChops.difference(a, b)
    hist = diff.histogram()
    n = a.width * a.height
    mean = sum(i * c for ch in range(3) for i, c in enumerate(hist[ch * 256 : ch * 256 + 256])) / (3 * n)
    big = diff.convert("L").point(lambda v: 255 if v > 16 else 0)  # the difference's luminance
    far = big.histogram()[255] / n
    return mean, far


def check_golden(name: str, picture: Picture) -> None:
    """Compare with tests/render/golden/NAME.png within a small tolerance (a different FreeType may
    hint glyphs a pixel apart; a changed tile or label shows up as far more than 0.1% of pixels)."""
    path = GOLDEN / f"{name}.png"
    if UPDATE or not path.exists():
        GOLDEN.mkdir(parents=True, exist_ok=True)
        path.write_bytes(picture.png)
        if not UPDATE:
            raise AssertionError(f"{path.name} did not exist; written now, check it and run again")
        return
    want = rgb(path.read_bytes())
    got = rgb(picture.png)
    assert got.size == want.size, f"{name}: size {got.size} differs from golden {want.size}"
    mean, far = differences(got, want)
    assert mean <= 0.3 and far <= 0.001, (
        f"{name}: differs from golden (mean {mean:.2f}, {far:.2%} of pixels far off); "
        "if the change is intended, run with SUMOKU_UPDATE_GOLDEN=1"
    )
