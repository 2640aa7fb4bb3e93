"""The bag: a seeded shuffle of the box, drawn from the end."""

from __future__ import annotations

import random
from collections.abc import Iterable

from .tiles import Tile, full_set


class Bag:
    """Tiles left to draw; the order is fixed at shuffle time so a game replays exactly."""

    __slots__ = ("_tiles",)

    def __init__(self, tiles: Iterable[Tile] = ()) -> None:
        self._tiles: list[Tile] = list(tiles)

    @classmethod
    def shuffled(cls, rng: random.Random, tiles: Iterable[Tile] | None = None) -> Bag:
        order = list(full_set() if tiles is None else tiles)
        rng.shuffle(order)
        return cls(order)

    def draw(self, n: int) -> list[Tile]:
        n = max(0, min(n, len(self._tiles)))
        drawn = self._tiles[len(self._tiles) - n :][::-1]
        del self._tiles[len(self._tiles) - n :]
        return drawn

    def put_back(self, tiles: Iterable[Tile], rng: random.Random) -> None:
        """Return tiles (Speed dumps) at random depths, deterministically under `rng`."""
        for t in tiles:
            self._tiles.insert(rng.randint(0, len(self._tiles)), t.in_hand)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tuple(self._tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    def __bool__(self) -> bool:
        return bool(self._tiles)

    def __repr__(self) -> str:
        return f"<Bag {len(self._tiles)} tiles>"
