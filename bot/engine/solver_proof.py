"""The solver's proving half: a relaxation of P2 searched exhaustively.

Any valid grid of n ≥ 2 tiles gives a *line structure*: its lines (R4) as sets of tiles, each
legal (R5: 2–6 tiles, no colour twice, sum a multiple of the key, each 6 counted as 6 or 9 once
for all its lines), every tile in one or two lines, two lines sharing at most one tile, lines
sharing a tile on different axes (so the lines split into rows and columns with no odd cycle),
and the tile–line graph connected. Dropping a line that only closes a cycle leaves such a
structure too, so a grid exists only if a *minimal* structure does.

`find_structure` searches for one: while a tile is in no line, it takes the tile with the fewest
possible lines (fail first) and tries each; when all are covered it joins the groups with lines
through covered tiles. Copies of one tile (same colour and number) not yet in a line are
interchangeable, so only the first is ever chosen. The search is exhaustive: `None` means no
structure, hence no grid — a proof. A structure found is only a hint (it may not fit on a grid).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .board import Board, Cell
from .search_budget import Budget
from .tiles import MAX_LINE, NINE, SIX, Tile


@dataclass(frozen=True, slots=True)
class Structure:
    """Lines as tuples of tile indices, and the value each tile takes (6 or 9 for a 6)."""

    lines: tuple[tuple[int, ...], ...]
    values: tuple[int, ...]


def colour_bound_fails(tiles: Sequence[Tile]) -> bool:
    """Pigeonhole: a connected structure needs every colour on at most (n + 1) // 2 tiles.

    Each line holds one tile of colour c at most, and a connected tile–line graph has at least
    n + L - 1 incidences; the other colours give at most 2 each, so 2 (n - m_c) ≥ n - 1.
    """
    n = len(tiles)
    counts: dict[object, int] = {}
    for t in tiles:
        counts[t.colour] = counts.get(t.colour, 0) + 1
    return n >= 2 and max(counts.values()) > (n + 1) // 2


class _Search:
    def __init__(self, tiles: Sequence[Tile], key: int, budget: Budget) -> None:
        order = sorted(range(len(tiles)), key=lambda i: (tiles[i].colour.index, tiles[i].face))
        self.tiles = [tiles[i] for i in order]
        self.back = order  # index here -> index in the caller's list
        self.n = len(tiles)
        self.key = key
        self.budget = budget
        self.colour = [t.colour.index for t in self.tiles]
        self.options = [(SIX, NINE) if t.face == SIX else (t.face,) for t in self.tiles]
        self.twin_of = [
            i - 1 if i and self.tiles[i - 1].in_hand == self.tiles[i].in_hand else -1 for i in range(self.n)
        ]
        self.by_colour = [[i for i in range(self.n) if self.colour[i] == c] for c in range(6)]
        self.value = [0] * self.n  # 0: not chosen yet
        self.lines_of: list[list[int]] = [[] for _ in range(self.n)]
        self.lines: list[tuple[int, ...]] = []
        self.group: list[int] = []  # per line: its group (connected lines)
        self.side: list[int] = []  # per line: 0 or 1 (row or column), consistent within a group

    # ------------------------------------------------------------ candidate lines

    def _eligible(self, i: int, chosen: list[int]) -> bool:
        deg = len(self.lines_of[i])
        if deg >= 2:
            return False
        if deg == 0:
            twin = self.twin_of[i]
            return twin < 0 or len(self.lines_of[twin]) > 0 or twin in chosen
        own = self.lines_of[i][0]
        return all(own not in self.lines_of[j] for j in chosen)

    def lines_through(
        self, t: int, need_outside: int = -1
    ) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Legal new lines holding tile `t`: (tiles, values of those not yet valued).

        With `need_outside` a group, the line must also hold a tile outside that group (joining).
        """
        key = self.key
        colours = [c for c in range(6) if c != self.colour[t]]
        chosen = [t]

        def residues(i: int) -> tuple[int, ...]:
            return (self.value[i],) if self.value[i] else self.options[i]

        def walk(
            ci: int, total: int, fresh: tuple[int, ...]
        ) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
            if len(chosen) >= 2 and total % key == 0 and self._sides_ok(chosen, need_outside):
                yield tuple(chosen), fresh
            if len(chosen) == MAX_LINE:
                return
            for k in range(ci, len(colours)):
                for i in self.by_colour[colours[k]]:
                    if not self._eligible(i, chosen):
                        continue
                    chosen.append(i)
                    if self.value[i]:
                        yield from walk(k + 1, total + self.value[i], fresh)
                    else:
                        for v in self.options[i]:
                            yield from walk(k + 1, total + v, (*fresh, v))
                    chosen.pop()

        for v in residues(t):
            first = () if self.value[t] else (v,)
            yield from walk(0, v, first)

    def _sides_ok(self, chosen: list[int], need_outside: int) -> bool:
        """The new line crosses lines of one side per group (no odd cycle), and joins if asked."""
        side_in: dict[int, int] = {}
        outside = need_outside < 0
        for i in chosen:
            for ln in self.lines_of[i]:
                g, s = self.group[ln], self.side[ln]
                if side_in.setdefault(g, s) != s:
                    return False
                if g != need_outside:
                    outside = True
            if not self.lines_of[i] and need_outside >= 0:
                outside = True
        return outside

    # ------------------------------------------------------------ adding and removing a line

    def add(self, members: tuple[int, ...], fresh: tuple[int, ...]) -> tuple:
        saved = (list(self.group), list(self.side), [self.value[i] for i in members])
        ln = len(self.lines)
        crossed = {self.group[x]: self.side[x] for i in members for x in self.lines_of[i]}
        fi = 0
        for i in members:
            if not self.value[i]:
                self.value[i] = fresh[fi]
                fi += 1
        new_group = min(crossed) if crossed else ln
        new_side = 1 - crossed[new_group] if crossed else 0
        for x in range(ln):
            g = self.group[x]
            if g in crossed:
                self.group[x] = new_group
                self.side[x] ^= crossed[g] != crossed.get(new_group, crossed[g])
        self.group.append(new_group)
        self.side.append(new_side)
        self.lines.append(members)
        for i in members:
            self.lines_of[i].append(ln)
        return saved

    def remove(self, members: tuple[int, ...], saved: tuple) -> None:
        group, side, values = saved
        ln = len(self.lines) - 1
        for i in members:
            self.lines_of[i].pop()
        self.lines.pop()
        self.group, self.side = group, side
        for i, v in zip(members, values, strict=True):
            self.value[i] = v
        del ln

    # ------------------------------------------------------------ the search

    def run(self) -> Structure | None:
        if self.n < 2:
            return Structure((), tuple(t.face for t in self.tiles))
        found = self._cover()
        if found is None:
            return None
        lines = tuple(tuple(self.back[i] for i in ln) for ln in found)
        values = [0] * self.n
        for i in range(self.n):
            values[self.back[i]] = self.value[i] or self.tiles[i].face
        return Structure(lines, tuple(values))

    def _cover(self) -> list[tuple[int, ...]] | None:
        self.budget.spend()
        if self._stranded():
            return None
        best: list | None = None
        for t in range(self.n):
            if self.lines_of[t] or (self.twin_of[t] >= 0 and not self.lines_of[self.twin_of[t]]):
                continue
            cands = []
            for c in self.lines_through(t):
                cands.append(c)
                if best is not None and len(cands) >= len(best):
                    break
            if best is None or len(cands) < len(best):
                best = cands
                if not cands:
                    return None
        if best is None:
            return self._join()
        for members, fresh in best:
            saved = self.add(members, fresh)
            found = self._cover()
            if found is not None:
                return found
            self.remove(members, saved)
        return None

    def _stranded(self) -> bool:
        """A group with no tile left to cross it can never join the rest."""
        groups = set(self.group)
        if len(groups) < 2 and all(self.lines_of[i] for i in range(self.n)):
            return False
        open_groups = {self.group[self.lines_of[i][0]] for i in range(self.n) if len(self.lines_of[i]) == 1}
        return bool(groups - open_groups)

    def _join(self) -> list[tuple[int, ...]] | None:
        groups = sorted(set(self.group))
        if len(groups) == 1:
            return list(self.lines)
        open_in = {
            g: [
                i
                for i in range(self.n)
                if len(self.lines_of[i]) == 1 and self.group[self.lines_of[i][0]] == g
            ]
            for g in groups
        }
        g = min(groups, key=lambda g: (len(open_in[g]), g))
        for x in open_in[g]:
            for members, fresh in list(self.lines_through(x, need_outside=g)):
                if any(j < x and j in open_in[g] for j in members):
                    continue  # found from that smaller tile already
                self.budget.spend()
                saved = self.add(members, fresh)
                found = self._join()
                if found is not None:
                    return found
                self.remove(members, saved)
        return None


def find_structure(tiles: Sequence[Tile], key: int, budget: Budget) -> Structure | None:
    """A line structure for all `tiles`, or None when none exists (raises OutOfBudget when unsure)."""
    if colour_bound_fails(tiles):
        return None
    return _Search(tiles, key, budget).run()


# ---------------------------------------------------------------- stages, by brute force


def stage_exhaustive(
    board: Board, hand: Sequence[Tile], key: int, budget: Budget
) -> list[tuple[Cell, Tile]] | None:
    """Every way to add all of `hand` to `board` (O2), tile by tile: one that works, or None.

    Each new tile goes on an empty cell next to the tiles down so far (any connected result can be
    built so), as any of the tiles left (copies alike: one), a 6 as 6 and as 9. A run with a colour
    twice or over 6 tiles only grows, so it is cut at once; sums are checked at the end. Positions
    reached twice (another order of the same tiles) are skipped. Exhaustive, so for small stages
    only: it raises OutOfBudget when the allowance ends first.
    """
    occ: dict[Cell, Tile] = dict(board.items())
    left = Counter(hand)
    new: list[Cell] = []
    seen: set[frozenset[tuple[Cell, Tile]]] = set()

    def run(cell: Cell, dr: int, dc: int) -> list[Tile]:
        r, c = cell
        while (r - dr, c - dc) in occ:
            r, c = r - dr, c - dc
        out = []
        while (r, c) in occ:
            out.append(occ[Cell(r, c)])
            r, c = r + dr, c + dc
        return out

    def broken(cell: Cell) -> bool:
        for dr, dc in ((0, 1), (1, 0)):
            line = run(cell, dr, dc)
            if len(line) > MAX_LINE or len({t.colour for t in line}) != len(line):
                return True
        return False

    def sums_ok() -> bool:
        for cell in new:
            for dr, dc in ((0, 1), (1, 0)):
                line = run(cell, dr, dc)
                if len(line) >= 2 and sum(t.value for t in line) % key:
                    return False
        return True

    def dfs() -> bool:
        budget.spend()
        if not left:
            return sums_ok()
        spots = sorted({n for c in occ for n in c.neighbours() if n not in occ})
        for cell in spots:
            for tile in sorted(t for t in left if left[t]):
                for placed in tile.placements():
                    state = frozenset([*((c, occ[c]) for c in new), (cell, placed)])
                    if state in seen:
                        continue
                    seen.add(state)
                    occ[cell] = placed
                    new.append(cell)
                    left[tile] -= 1
                    if not left[tile]:
                        del left[tile]
                    if not broken(cell) and dfs():
                        return True
                    left[tile] += 1
                    new.pop()
                    del occ[cell]
        return False

    return [(c, occ[c]) for c in new] if dfs() else None
