"""The colour figures, computed from the palette: tiles stay apart in every colour vision, the
last turn's mark is a colour no tile uses, and every word and number reads at 4.5:1 or better.

Simulation: Machado, Oliveira & Fernandes 2009 at severity 1.0 (see colour_vision.py)."""

from __future__ import annotations

import itertools

import pytest

from bot.engine.tiles import COLOURS, Tile
from bot.render import style
from bot.render.board_image import CELL_SIZES
from bot.render.fonts import font
from bot.render.pieces import LEGEND_INK, RACK_CELL, TABLEAU_CELL
from bot.render.sprites import Look, face_fonts, face_inset, ring_width, tile_sprite

from .colour_vision import VISIONS, ciede2000, delta_e

# Sharma, Wu & Dalal (2005), table 1: (L*a*b* 1, L*a*b* 2, ΔE00)
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
    ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]

# the targets: worst tile pair ΔE00 ≥ 25 for normal vision, ≥ 11 for dichromats
TARGET = {"normal": 25.0, "deuteranopia": 11.0, "protanopia": 11.0}


def worst_pair(vision: str) -> tuple[float, str]:
    pairs = itertools.combinations(style.TILE_FILL.items(), 2)
    return min((delta_e(a, b, vision), f"{ca.name}/{cb.name}") for (ca, a), (cb, b) in pairs)


@pytest.mark.parametrize(("lab1", "lab2", "want"), SHARMA)
def test_ciede2000_matches_the_published_test_data(lab1, lab2, want) -> None:  # type: ignore[no-untyped-def]
    assert ciede2000(lab1, lab2) == pytest.approx(want, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(want, abs=1e-4)


@pytest.mark.parametrize("vision", VISIONS)
def test_every_pair_of_tile_colours_stays_apart(vision: str) -> None:
    worst, pair = worst_pair(vision)
    assert worst >= TARGET[vision], f"{vision}: {pair} only ΔE00 {worst:.1f} apart"


@pytest.mark.parametrize("vision", VISIONS)
def test_the_last_turn_ring_is_a_colour_no_tile_uses(vision: str) -> None:
    assert style.HIGHLIGHT not in style.TILE_FILL.values()
    nearest = min(delta_e(style.HIGHLIGHT, fill, vision) for fill in style.TILE_FILL.values())
    assert nearest >= TARGET[vision], f"{vision}: the ring is ΔE00 {nearest:.1f} from a tile"


@pytest.mark.parametrize("size", CELL_SIZES)
def test_the_ring_is_at_least_a_tenth_of_a_cell(size: int) -> None:
    """Measured on the drawn sprite: white pixels from the cell's left edge along its middle row."""
    im = tile_sprite(Tile(COLOURS[2], 5), size, Look.LAST)
    row = [im.getpixel((x, size // 2)) for x in range(size // 2)]
    white = sum(1 for px in row if min(px) >= 200)
    assert ring_width(size) >= 0.1 * size and white >= 0.1 * size - 1, (size, white)


@pytest.mark.parametrize("size", [*CELL_SIZES, RACK_CELL, TABLEAU_CELL])
@pytest.mark.parametrize("look", [Look.PLAIN, Look.LAST, Look.GHOST])
def test_colour_letters_are_at_least_035_of_the_tile_face(size: int, look: Look) -> None:
    inset = face_inset(size, look)
    face = size - 2 * inset
    letter_size, _ = face_fonts(size, inset)
    for colour in COLOURS:
        left, top, right, bottom = font(letter_size).getbbox(colour.letter, anchor="lt")
        assert (bottom - top) / face >= 0.35, (size, look, colour, bottom - top, face)


def test_numbers_read_on_every_tile_and_every_proposed_tile() -> None:
    for fill in style.TILE_FILL.values():
        assert style.contrast(fill, style.ink_for(fill)) >= 4.5
        ghost = style.tile_shades(fill)["ghost"]
        assert style.contrast(ghost, style.ink_for(ghost)) >= 4.5, ghost


def test_legend_and_labels_read_on_the_table() -> None:
    for ink in (LEGEND_INK, style.TEXT, style.LABEL, style.LABEL_HOT):
        assert style.contrast(ink, style.TABLE) >= 4.5
    assert style.contrast(style.DARK_INK, style.HIGHLIGHT) >= 4.5  # the "+N" badge
