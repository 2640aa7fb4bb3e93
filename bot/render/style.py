"""Colours and proportions shared by every picture.

The table is a dark slate so that all six tile colours stand out. The tile colours differ in
lightness as well as hue so that they stay apart with a colour-vision deficiency: every pair is
at least ΔE2000 36 apart for normal vision and 16 under simulated deuteranopia and protanopia
(Machado et al. 2009, severity 1; tests/render/test_palette.py computes the figures), and every
tile also carries its colour letter. Numbers use whichever of near-black or white contrasts
more with the tile. The last turn is ringed in white, a colour no tile uses.
"""

from __future__ import annotations

from bot.engine.tiles import Colour

RGB = tuple[int, int, int]

TABLE: RGB = (27, 38, 44)  # the table cloth behind everything
SLOT: RGB = (38, 52, 60)  # an empty cell inside the drawn area
SLOT_EDGE: RGB = (46, 62, 71)
PANEL: RGB = (19, 27, 32)  # header band
LABEL: RGB = (170, 186, 196)  # row and column labels
LABEL_HOT: RGB = (255, 214, 90)  # labels of the rows/columns the last turn touched
TEXT: RGB = (236, 240, 243)
TEXT_DIM: RGB = (150, 166, 176)
HIGHLIGHT: RGB = (255, 255, 255)  # ring around the last turn's tiles: no tile is white
GHOST_EDGE: RGB = (240, 244, 247)  # outline of a proposed tile
KEY_CHIP: RGB = (255, 214, 90)
CHIP: RGB = (52, 70, 80)
WINNER: RGB = (255, 214, 90)
WINNER_ROW: RGB = (67, 70, 52)  # the table tinted toward WINNER, behind a winner's line
TO_PLAY_CHIP: RGB = (103, 106, 84)
DARK_INK: RGB = (24, 24, 28)
LIGHT_INK: RGB = (255, 255, 255)

TILE_FILL: dict[Colour, RGB] = {
    Colour.RED: (176, 28, 50),  # a deep red: darker than every other tile
    Colour.ORANGE: (240, 127, 0),
    Colour.YELLOW: (252, 240, 27),  # the lightest
    Colour.GREEN: (48, 176, 131),  # a blue-leaning green, lighter than red
    Colour.BLUE: (39, 178, 253),  # a sky blue, far lighter than purple
    Colour.PURPLE: (132, 77, 238),
}


def _luminance(c: RGB) -> float:
    def lin(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_for(fill: RGB) -> RGB:
    """Near-black or white, whichever reads better on `fill`."""
    return DARK_INK if contrast(fill, DARK_INK) >= contrast(fill, LIGHT_INK) else LIGHT_INK


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved a fraction `t` toward `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def tile_shades(fill: RGB, bg: RGB = TABLE) -> dict[str, RGB]:
    """The flat colours of a tile sprite besides fill and ink (named so the palette holds them exactly)."""
    return {
        "edge": mix(fill, (0, 0, 0), 0.35),  # the tile's thickness, below it
        "sheen": mix(fill, (255, 255, 255), 0.22),  # a soft light along the top
        "ghost": mix(bg, fill, 0.55),  # a proposed tile, see-through; its number still reads at 5:1
    }
