"""Known-valid grids for the race and Solo tests, and deals rigged to hold their tiles.

A rig swaps tiles between a deal's hands and its bag (through the snapshot format), so the 96 tiles
stay the same 96: only who holds which changes. The layouts are checked by hand in the comments.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from bot.engine.board import Cell
from bot.engine.notation import parse_tile
from bot.engine.solo import SoloGame
from bot.engine.speed import Racer, SpeedMatch
from bot.engine.tiles import Tile
from bot.engine.turns import Placement

TOP = ["R", "O", "Y", "G", "B"]
BOTTOM = ["O", "Y", "G", "B", "P"]


def block(value: int, row: int = 0, col: int = 0) -> tuple[Placement, ...]:
    """A 2 × 5 block, every tile `value`: rows R O Y G B over O Y G B P. With the key dividing `value`
    each row (5 × value) and each column (2 × value) is a multiple of it, and no colour repeats."""
    out = [Placement(Cell(row, col + i), parse_tile(f"{c}{value}")) for i, c in enumerate(TOP)]
    out += [Placement(Cell(row + 1, col + i), parse_tile(f"{c}{value}")) for i, c in enumerate(BOTTOM)]
    return tuple(out)


def team_block(v1: int = 4, v2: int = 8) -> tuple[Placement, ...]:
    """20 tiles in 4 rows of 5 (key 4): R O Y G B / O Y G B P at v1, Y G B P R / G B P R O at v2.
    Rows are 5 × a multiple of 4; columns 2·v1 + 2·v2; each column's four colours differ."""
    rows = ["R O Y G B", "O Y G B P", "Y G B P R", "G B P R O"]
    out = []
    for r, colours in enumerate(rows):
        v = v1 if r < 2 else v2
        out += [Placement(Cell(r, c), parse_tile(f"{col}{v}")) for c, col in enumerate(colours.split())]
    return tuple(out)


def solo_stage1() -> tuple[Placement, ...]:
    """16 tiles, 4 × 4 (key 4): rows R O Y G / O Y G B at 1, Y G B P / G B P R at 3.
    Rows sum 4 or 12, columns 1 + 1 + 3 + 3 = 8; colours differ in every row and column."""
    rows = ["R O Y G", "O Y G B", "Y G B P", "G B P R"]
    out = []
    for r, colours in enumerate(rows):
        v = 1 if r < 2 else 3
        out += [Placement(Cell(r, c), parse_tile(f"{col}{v}")) for c, col in enumerate(colours.split())]
    return tuple(out)


def solo_stage2() -> tuple[Placement, ...]:
    """10 tiles under stage 1 (key 4): row 4 P4 R4 O4 Y4 G4, row 5 B8 P8 R8 O8 Y8.
    Columns become R O Y G P B (1+1+3+3+4+8 = 20) etc., all six colours; rows 20 and 40; the fifth
    column G4 over Y8 is 12."""
    out = [Placement(Cell(4, c), parse_tile(t)) for c, t in enumerate(["P4", "R4", "O4", "Y4", "G4"])]
    out += [Placement(Cell(5, c), parse_tile(t)) for c, t in enumerate(["B8", "P8", "R8", "O8", "Y8"])]
    return tuple(out)


def shifted(places: Sequence[Placement], dr: int, dc: int) -> tuple[Placement, ...]:
    return tuple(Placement(Cell(p.cell.row + dr, p.cell.col + dc), p.tile) for p in places)


def _strs(tiles: Sequence[Tile]) -> list[str]:
    return [str(t.in_hand) for t in tiles]


def _reassign(
    hands: list[list[str]], bag: list[str], wanted: dict[int, list[str]]
) -> tuple[list[list[str]], list[str]]:
    """Give hand i exactly wanted[i]; other hands keep what they can and refill from the bag."""
    free = Counter(bag) + sum((Counter(h) for h in hands), Counter())
    for tiles in wanted.values():
        free -= Counter(tiles)
        assert all(v >= 0 for v in free.values())
    out: list[list[str]] = []
    for i, hand in enumerate(hands):
        if i in wanted:
            out.append(list(wanted[i]))
            continue
        kept = []
        for t in hand:
            if free[t] > 0:
                free[t] -= 1
                kept.append(t)
        out.append(kept)
    new_bag = []
    for t in bag:
        if free[t] > 0:
            free[t] -= 1
            new_bag.append(t)
    new_bag[:0] = sorted(free.elements())  # tiles displaced from hands go to the bottom of the bag
    for i, hand in enumerate(hands):
        while len(out[i]) < len(hand):
            out[i].append(new_bag.pop())
    return out, new_bag


def rig_speed(match: SpeedMatch, wanted: dict[int, Sequence[Placement]]) -> SpeedMatch:
    """The same match with team i holding the tiles of layout wanted[i] (grids must be empty)."""
    d: dict[str, Any] = match.to_dict()
    rd = d["round"]
    hands = [t["grid"]["hand"] for t in rd["teams"]]
    assert all(not t["grid"]["cells"] for t in rd["teams"])
    new_hands, bag = _reassign(hands, rd["bag"], {i: _strs([p.tile for p in w]) for i, w in wanted.items()})
    for t, hand in zip(rd["teams"], new_hands, strict=True):
        t["grid"]["hand"] = hand
    rd["bag"] = bag
    return SpeedMatch.from_dict(d)


def rig_solo(game: SoloGame, layout: Sequence[Placement]) -> SoloGame:
    """The same Solo game with this stage's hand holding the tiles of `layout` (none placed yet)."""
    d: dict[str, Any] = game.to_dict()
    hands, bag = _reassign([d["grid"]["hand"]], d["bag"], {0: _strs([p.tile for p in layout])})
    d["grid"]["hand"] = hands[0]
    d["stage_tiles"] = hands[0]
    d["bag"] = bag
    return SoloGame.from_dict(d)


def seed_with_key(make: Any, key: int) -> int:
    """The first seed whose deal rolls `key` (`make(seed)` returns the key)."""
    return next(s for s in range(1000) if make(s) == key)


def speed_seed(racers: Sequence[Racer], key: int) -> int:
    return seed_with_key(lambda s: SpeedMatch.new(racers, s, now=0.0)[0].key, key)


def solo_seed(key: int) -> int:
    return seed_with_key(lambda s: SoloGame.new(s, now=0.0)[0].key, key)


def multiset(tiles: Sequence[Tile]) -> Counter[Tile]:
    return Counter(t.in_hand for t in tiles)
