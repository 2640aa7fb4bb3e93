"""Where a tile can go next while a turn is assembled on the board, one tile at a time.

A player drags tiles onto the table before sending the turn. For the tiles already laid
(`pending`) and each tile still in the rack, the board lights the cells where that tile can go so
that some legal turn holds the pending tiles and it: exactly, from every legal turn
(movegen.turn_families), never by a guess. Families keep the free cells' tiles as sets, so no
order of them is built: a pending tile on a free cell must belong to the chosen set, and the rest
of that set may go on the family's other free cells.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .board import Board, Cell
from .movegen import TurnFamily, turn_families
from .tiles import Tile
from .turns import Placement


def next_cells(
    board: Board,
    rack: Sequence[Tile],
    key: int,
    pending: Iterable[Placement] = (),
    families: Sequence[TurnFamily] | None = None,
) -> dict[Tile, set[Cell]] | None:
    """For each tile as it would be placed (a 6 also as its 9), the cells where it can go next
    given `pending` (tiles of `rack` already laid this turn). None when no legal turn holds
    `pending`. Only tiles left in the rack after `pending` appear (with an empty set when they
    fit nowhere). `families`: `turn_families(board, rack, key)` when the caller kept them (every
    step of one turn asks about the same position)."""
    laid = {p.cell: p.tile for p in pending}
    left = list(rack)
    for tile in laid.values():
        if tile.in_hand not in left:
            return None
        left.remove(tile.in_hand)
    out: dict[Tile, set[Cell]] = {v: set() for t in left for v in t.placements()}
    matched = not laid
    for family in turn_families(board, rack, key) if families is None else families:
        if _extend(family, laid, out):
            matched = True
    return out if matched else None


def _extend(family: TurnFamily, laid: Mapping[Cell, Tile], out: dict[Tile, set[Cell]]) -> bool:
    """Add to `out` what `family` offers beyond `laid`; False when no turn of it holds `laid`."""
    fixed = family.fixed
    free = family.free
    on_free: list[Tile] = []
    hits = 0
    for p in fixed:
        tile = laid.get(p.cell)
        if tile is not None:
            if tile != p.tile:
                return False
            hits += 1
    for cell in free:
        tile = laid.get(cell)
        if tile is not None:
            on_free.append(tile)
    if hits + len(on_free) != len(laid):
        return False  # a pending tile lies outside this family's cells
    sets = family.sets
    if on_free:
        sets = tuple(s for s in sets if all(t in s for t in on_free))
        if not sets:
            return False
    for p in fixed:
        if p.cell not in laid:
            found = out.get(p.tile)
            if found is not None:
                found.add(p.cell)
    open_free = [c for c in free if c not in laid]
    if open_free:
        for tiles in sets:
            for tile in tiles:
                if tile in on_free:
                    continue
                found = out.get(tile)
                if found is not None:
                    found.update(open_free)
    return True
