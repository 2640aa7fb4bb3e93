"""The cases `python -m bot.bench solver` times: random Speed hands and Solo stages, seeded.

Solo stages are dealt onto *real* mid-game grids: Solo games played by the solver itself (stage 1
from 16 tiles, then each stage of 10 from the bag in order, until one is not finished). Random
stages deal 10 tiles at random from what is left in the bag. Stuck stages are rare that way (a
grid of 16 or more tiles takes most deals), so they are dealt heavy in one colour (6 to 10
tiles of a colour the bag still has, the rest at random) and kept when the solver proves them
stuck within the generation allowance; the bench then times them again like any stage.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

from bot.engine.board import Board
from bot.engine.solver import Status, solve_hand, solve_stage
from bot.engine.tiles import Tile, full_set

KEYS = (3, 4, 5)
HAND = 10
STAGE = 10


@dataclass(frozen=True)
class Case:
    """One solver call to time: a hand (board None) or a stage."""

    key: int
    tiles: tuple[Tile, ...]
    board: Board | None = None

    @property
    def label(self) -> str:
        where = "hand" if self.board is None else f"stage onto {len(self.board)} tiles"
        return f"{where}, key {self.key}: {' '.join(str(t) for t in self.tiles)}"


def random_hands(count: int, seed: int) -> list[Case]:
    """`count` hands of 10 tiles from seeded shuffles of the 96, keys 3, 4, 5 in turn."""
    out = []
    for i in range(count):
        box = full_set()
        random.Random(seed * 100_003 + i).shuffle(box)
        out.append(Case(KEYS[i % 3], tuple(box[:HAND])))
    return out


def solo_grids(seed: int, game_s: float) -> Iterator[tuple[Board, list[Tile], int, random.Random]]:
    """Mid-game Solo grids, endlessly: (grid, tiles left in the bag, key, a seeded dealer)."""
    game = 0
    while True:
        box = full_set()
        rng = random.Random(seed * 7919 + game)
        rng.shuffle(box)
        key = KEYS[game % 3]
        game += 1
        first = solve_hand(box[:16], key, deadline_s=game_s, seed=game)
        if not first.solved:
            continue
        board, bag = first.grid(), box[16:]
        while len(bag) > STAGE:
            yield board, bag, key, rng
            played = solve_stage(board, bag[:STAGE], key, deadline_s=game_s, seed=game)
            if not played.solved:
                break
            board, bag = played.grid(board), bag[STAGE:]


def random_stages(count: int, seed: int, game_s: float) -> list[Case]:
    """`count` stages: 10 tiles dealt at random from the bag onto a real mid-game grid."""
    out: list[Case] = []
    for board, bag, key, rng in solo_grids(seed, game_s):
        if len(out) >= count:
            break
        out.append(Case(key, tuple(rng.sample(bag, STAGE)), board))
    return out


@dataclass
class StuckDeals:
    """Stuck stages found, and what the heavy deals tried on the way gave."""

    found: list[Case] = field(default_factory=list)
    tried: dict[str, int] = field(default_factory=dict)


def stuck_stages(count: int, seed: int, game_s: float, prove_s: float, most: int) -> StuckDeals:
    """Up to `count` stages proved stuck within `prove_s` CPU seconds, from at most `most` deals."""
    out = StuckDeals()
    tries = 0
    for board, bag, key, rng in solo_grids(seed + 1, game_s):
        if len(out.found) >= count or tries >= most:
            break
        colour = rng.choice(sorted({t.colour for t in bag}))
        same = [t for t in bag if t.colour == colour]
        other = [t for t in bag if t.colour != colour]
        heavy = min(len(same), rng.randint(6, STAGE))
        if heavy + len(other) < STAGE:
            continue
        tiles = rng.sample(same, heavy) + rng.sample(other, STAGE - heavy)
        tries += 1
        result = solve_stage(board, tiles, key, deadline_s=prove_s)
        what = result.status.value
        out.tried[what] = out.tried.get(what, 0) + 1
        if result.status is Status.UNSOLVABLE:
            out.found.append(Case(key, tuple(tiles), board))
    return out
