"""Tiles, colours, the full set and the die (RULES.md R1–R3).

A `Tile` is immutable. Its `value` is what it is worth *as placed*: 1–8, or 9 for a
6-tile placed as a 9 (R2). In a rack a tile always has its printed value (6, never 9);
`Tile.face` gives the printed value of any tile.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass


class Colour(enum.Enum):
    RED = "R"
    ORANGE = "O"
    YELLOW = "Y"
    GREEN = "G"
    BLUE = "B"
    PURPLE = "P"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def index(self) -> int:
        return _COLOUR_INDEX[self]

    @classmethod
    def from_letter(cls, letter: str) -> Colour:
        try:
            return cls(letter.upper())
        except ValueError:
            raise ValueError(f"{letter!r} is not a colour letter (use one of R O Y G B P)") from None

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Colour):
            return NotImplemented
        return _COLOUR_INDEX[self] < _COLOUR_INDEX[other]

    def __repr__(self) -> str:
        return f"Colour.{self.name}"


COLOURS: tuple[Colour, ...] = tuple(Colour)
_COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8)
COPIES = 2
SET_SIZE = len(COLOURS) * len(FACES) * COPIES  # 96
RACK_SIZE = 8
MAX_LINE = 6
SIX, NINE = 6, 9
DIE_FACES: tuple[int, ...] = (3, 3, 4, 4, 5, 5)


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """One tile as held or as placed; `value` 9 means a 6-tile placed as 9."""

    colour: Colour
    value: int

    def __post_init__(self) -> None:
        if self.value not in FACES and self.value != NINE:
            raise ValueError(f"a tile's value is 1–8 (or 9 for a 6 placed as 9), not {self.value}")

    @property
    def face(self) -> int:
        """The printed number: a 6 placed as 9 is still the 6-tile."""
        return SIX if self.value == NINE else self.value

    @property
    def is_six_nine(self) -> bool:
        return self.face == SIX

    @property
    def in_hand(self) -> Tile:
        """The tile as it sits in a rack (a placed 9 goes back to 6)."""
        return self if self.value != NINE else Tile(self.colour, SIX)

    def as_nine(self) -> Tile:
        if not self.is_six_nine:
            raise ValueError(f"only a 6 can be placed as a 9, not {self}")
        return Tile(self.colour, NINE)

    def placements(self) -> tuple[Tile, ...]:
        """Every way this rack tile can be placed (a 6 as 6 or 9)."""
        return (self, Tile(self.colour, NINE)) if self.value == SIX else (self,)

    def __str__(self) -> str:
        return f"{self.colour.letter}{self.value}"

    def __repr__(self) -> str:
        return f"Tile({self})"


def full_set() -> list[Tile]:
    """The 96 tiles of the box, in a fixed order."""
    return [Tile(c, f) for c in COLOURS for f in FACES for _ in range(COPIES)]


def hand_total(tiles: list[Tile] | tuple[Tile, ...]) -> int:
    """A rack's worth for the start player and the end penalty (6/9 counts 6: R2)."""
    return sum(t.face for t in tiles)


def roll_die(rng: random.Random) -> int:
    return rng.choice(DIE_FACES)
