"""The computer racer of Speed Sumoku: when it finishes, and what it does then (RULES.md P1–P3).

    plan = plan_racer(hand, level, seed, solvable=...)   -> RacerPlan(dump_after, submit_after)
    events = computer_step(match, racer_id, layout, now)  lay out and submit, or dump

A level is a pace, not a skill: the layout itself comes from the solver (`layout(tiles, key)` returns
placements or None), which the caller supplies, so this module does not import it. The times are
drawn from the level's range, scaled by the pool size (a team of two has 20 tiles), and are fixed by
the seed, so a replayed race repeats them. When the solver says the hand cannot be finished the
racer dumps first (P3), after a short think, and then plans again with its new hand.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .freegrid import arrange_action, centred
from .speed import DUMP_DRAW, Event, SpeedMatch
from .tiles import Tile
from .turns import Placement

# seconds to finish 10 tiles, and to decide on a dump
PACE: dict[str, tuple[float, float]] = {"easy": (150.0, 240.0), "normal": (75.0, 120.0), "hard": (35.0, 60.0)}
DUMP_THINK: dict[str, tuple[float, float]] = {
    "easy": (30.0, 50.0),
    "normal": (15.0, 25.0),
    "hard": (5.0, 10.0),
}
LEVELS = tuple(PACE)

Layout = Callable[[Sequence[Tile], int], Sequence[Placement] | None]


@dataclass(frozen=True, slots=True)
class RacerPlan:
    """Seconds after the deal (or after its last dump): dump then, or submit then."""

    dump_after: float | None
    submit_after: float


def plan_racer(
    tiles: Sequence[Tile], level: str, seed: int | str, *, solvable: bool | None = None
) -> RacerPlan:
    """When a computer racer of `level` acts on `tiles`; `solvable` is the solver's answer (None: unknown)."""
    if level not in PACE:
        raise ValueError(f"a racer's level is one of {', '.join(LEVELS)}, not {level!r}")
    rng = random.Random(f"racer/{seed}/{level}/{' '.join(sorted(map(str, tiles)))}")
    lo, hi = PACE[level]
    submit = rng.uniform(lo, hi) * max(len(tiles), 1) / 10
    dump = rng.uniform(*DUMP_THINK[level]) if solvable is False else None
    return RacerPlan(dump, round(submit, 3))


def dump_choice(hand: Sequence[Tile]) -> Tile:
    """The tile to give back: one of the most repeated colour (colours clash in lines), the highest."""
    counts = Counter(t.colour for t in hand)
    return max(hand, key=lambda t: (counts[t.colour], t.value, t.colour.letter))


def computer_step(match: SpeedMatch, racer_id: str, layout: Layout, now: float) -> list[Event]:
    """At its planned time: lay out the solver's grid of all the team's tiles and submit it; with no
    layout, dump a tile (P3) when the bag allows; otherwise do nothing (it waits for the round's end)."""
    grid = match.grid_of(racer_id)
    tiles = grid.tiles
    places = layout(tiles, match.key)
    if places:
        events = match.edit(racer_id, arrange_action(centred(places)), now=now)
        return events + match.submit(racer_id, now=now)
    if len(match.round.bag) >= DUMP_DRAW and grid.hand:
        return match.dump(racer_id, dump_choice(grid.hand), now=now)
    return []
