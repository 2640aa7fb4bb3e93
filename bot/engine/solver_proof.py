"""The solver's proving half: a relaxation of P2 searched exhaustively.

Any valid grid of n ≥ 2 tiles gives a *line structure*: its lines (R4) as sets of tiles, each
legal (R5: 2–6 tiles, no colour twice, sum a multiple of the key, each 6 counted as 6 or 9 once
for all its lines), every tile in one or two lines, two lines sharing at most one tile, lines
sharing a tile on different axes (so the lines split into rows and columns with no odd cycle),
and the tile–line graph connected. Dropping a line that only closes a cycle leaves such a
structure too, so a grid exists only if a *minimal* structure does.

`StructureSearch` lists them: while a tile is in no line, it takes the tile with the fewest
possible lines (fail first) and tries each; when all are covered it joins the groups with lines
through covered tiles. It prunes a group that nothing can join any more and a colour bound (each
line holds a colour once; see `_too_few_incidences`); copies of one tile (same colour and number)
not yet in a line are interchangeable, so only the first is ever chosen; once a line's subtree is
done, its later siblings may not use that line. The search is exhaustive: when it ends without a
structure there is no grid — a proof. A structure found is only a hint (it may not fit on a grid:
`solver_layout.embed` tries).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from .search_budget import Budget, OutOfBudget
from .tiles import MAX_LINE, NINE, SIX, Tile

# what `add` saves for `remove`: the groups, the sides, the members' values
_Saved = tuple[list[int], list[int], list[int]]


class Paused:
    """What the search yields up when its allowance is spent (one value, `PAUSED`)."""


PAUSED = Paused()


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
        self.without = [0] * 6  # per colour: lines with no tile of it
        self.forbidden: set[tuple[tuple[int, int], ...]] = set()  # lines already tried here
        self.ticks = 0

    # ------------------------------------------------------------ candidate lines

    def _options(self, i: int) -> tuple[int, ...]:
        return (self.value[i],) if self.value[i] else self.options[i]

    def lines_through(
        self, t: int, need_outside: int = -1, limit: int | None = None
    ) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Legal new lines holding tile `t`: (tiles, values of those not yet valued); at most `limit`.

        A tile may join when it is in fewer than two lines, shares no line with another tile of the
        new line (two lines cross once), and the lines it is in leave the new line one side per
        group (rows cross columns: no odd cycle). Of copies of a tile in no line, only the first.
        With `need_outside` a group, the line must also hold a tile outside that group (joining).
        """
        key = self.key
        lines_of, group, side = self.lines_of, self.group, self.side
        cap = limit if limit is not None else 1 << 60

        def mark(i: int) -> tuple[int, int, bool]:
            """(lines bitmask, group-side bits, outside the group to join?) of tile i."""
            lm = sm = 0
            out = not lines_of[i] or need_outside < 0
            for ln in lines_of[i]:
                lm |= 1 << ln
                sm |= 1 << (2 * group[ln] + side[ln])
                out = out or group[ln] != need_outside
            return lm, sm, out

        per_colour = []
        for c in range(6):
            if c == self.colour[t]:
                continue
            opts = []
            for i in self.by_colour[c]:
                deg = len(lines_of[i])
                if deg >= 2 or (deg == 0 and self.twin_of[i] >= 0 and not lines_of[self.twin_of[i]]):
                    continue
                lm, sm, out = mark(i)
                for v in self._options(i):
                    opts.append((i, lm, sm, out, v, () if self.value[i] else (v,)))
            if opts:
                per_colour.append(opts)
        forbidden = self.forbidden
        odd = 0x5555555555555555555555555555555555555555
        chosen = [t]
        n_colours = len(per_colour)
        found: list[tuple[tuple[int, ...], tuple[int, ...]]] = []

        def walk(k0: int, total: int, fresh: tuple[int, ...], lm: int, sm: int, out: bool) -> None:
            self.ticks += 1
            if not self.ticks & 1023 and self.budget.over(0):
                raise OutOfBudget  # a long enumeration: the search cannot pause here, it restarts
            if (
                len(chosen) >= 2
                and out
                and total % key == 0
                and (not forbidden or self._line_key(chosen, fresh) not in forbidden)
            ):
                found.append((tuple(chosen), fresh))
            if len(chosen) == MAX_LINE:
                return
            for k in range(k0, n_colours):
                for i, ilm, ism, iout, v, more in per_colour[k]:
                    if ilm & lm:
                        continue
                    both = sm | ism
                    if both & (both >> 1) & odd:
                        continue
                    chosen.append(i)
                    walk(k + 1, total + v, fresh + more, lm | ilm, both, out or iout)
                    chosen.pop()
                    if len(found) >= cap:
                        return

        tlm, tsm, tout = mark(t)
        for v in self._options(t):
            walk(0, v, () if self.value[t] else (v,), tlm, tsm, tout)
        return found[:cap]

    # ------------------------------------------------------------ adding and removing a line

    def add(self, members: tuple[int, ...], fresh: tuple[int, ...]) -> _Saved:
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
        self._count_without(members, 1)
        for i in members:
            self.lines_of[i].append(ln)
        return saved

    def _count_without(self, members: tuple[int, ...], step: int) -> None:
        present = {self.colour[i] for i in members}
        for c in range(6):
            if c not in present:
                self.without[c] += step

    def remove(self, members: tuple[int, ...], saved: _Saved) -> None:
        group, side, values = saved
        ln = len(self.lines) - 1
        for i in members:
            self.lines_of[i].pop()
        self.lines.pop()
        self._count_without(members, -1)
        self.group, self.side = group, side
        for i, v in zip(members, values, strict=True):
            self.value[i] = v
        del ln

    # ------------------------------------------------------------ the search

    def run(self) -> Iterator[Structure | Paused]:
        if self.n < 2:
            yield Structure((), tuple(t.face for t in self.tiles))
            return
        for found in self._cover():
            if isinstance(found, Paused):
                yield found
                continue
            lines = tuple(tuple(self.back[i] for i in ln) for ln in found)
            values = [0] * self.n
            for i in range(self.n):
                values[self.back[i]] = self.value[i] or self.tiles[i].face
            yield Structure(lines, tuple(values))

    def _cover(self) -> Iterator[list[tuple[int, ...]] | Paused]:
        if self.budget.over():
            yield PAUSED
        if self._stranded() or self._too_few_incidences():
            return
        best: list[tuple[tuple[int, ...], tuple[int, ...]]] | None = None
        for t in range(self.n):
            if self.lines_of[t] or (self.twin_of[t] >= 0 and not self.lines_of[self.twin_of[t]]):
                continue
            cands = self.lines_through(t, limit=None if best is None else len(best))
            if best is None or len(cands) < len(best):
                best = cands
                if not cands:
                    return
        if best is None:
            yield from self._join()
            return
        yield from self._branch(best, self._cover)

    def _branch(
        self,
        lines: list[tuple[tuple[int, ...], tuple[int, ...]]],
        then: Callable[[], Iterator[list[tuple[int, ...]] | Paused]],
    ) -> Iterator[list[tuple[int, ...]] | Paused]:
        """Try each line in turn; once a line's subtree is done, later siblings may not use it
        (every structure holding it was already found under it)."""
        done: list[tuple[tuple[int, int], ...]] = []
        for members, fresh in lines:
            k = self._line_key(members, fresh)
            if k in self.forbidden:
                continue
            saved = self.add(members, fresh)
            yield from then()
            self.remove(members, saved)
            self.forbidden.add(k)
            done.append(k)
        self.forbidden.difference_update(done)

    def _line_key(self, members: Sequence[int], fresh: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
        """A line with the values its tiles take in it."""
        it = iter(fresh)
        return tuple(sorted((i, self.value[i] or next(it)) for i in members))

    def _too_few_incidences(self) -> bool:
        """The colour bound with the lines so far: lines without colour c use up incidences.

        A connected structure has at least n + L - 1 incidences; at most L - z of them are tiles of
        colour c (z: lines without c), at most 2 per tile of another colour: 2 (n - m_c) ≥ n - 1 + z.
        """
        n = self.n
        for c, members in enumerate(self.by_colour):
            if not members:
                continue
            spare = 2 * (n - len(members)) - (n - 1)
            if spare < 0:
                return True
            if self.without[c] > spare:
                return True
        return False

    def _stranded(self) -> bool:
        """A group with no tile left to cross it can never join the rest."""
        groups = set(self.group)
        if len(groups) < 2 and all(self.lines_of[i] for i in range(self.n)):
            return False
        open_groups = {self.group[self.lines_of[i][0]] for i in range(self.n) if len(self.lines_of[i]) == 1}
        return bool(groups - open_groups)

    def _join(self) -> Iterator[list[tuple[int, ...]] | Paused]:
        groups = sorted(set(self.group))
        if len(groups) == 1:
            yield list(self.lines)
            return
        if self._stranded() or self._too_few_incidences():
            return
        open_in = {
            g: [
                i
                for i in range(self.n)
                if len(self.lines_of[i]) == 1 and self.group[self.lines_of[i][0]] == g
            ]
            for g in groups
        }
        g = min(groups, key=lambda g: (len(open_in[g]), g))
        if self.budget.over():
            yield PAUSED
        joining = [
            (members, fresh)
            for x in open_in[g]
            for members, fresh in self.lines_through(x, need_outside=g)
            if not any(j < x and j in open_in[g] for j in members)  # else found from that smaller tile
        ]
        yield from self._branch(joining, self._join)


class StructureSearch:
    """Every minimal line structure for all `tiles` (copies of a tile alike), one at a time.

    `next(budget)` gives the next structure, or None when there is no other (so a search that
    ends without `found` is a proof that the tiles have no grid). When the allowance ends first
    it raises OutOfBudget and can be resumed later with a new allowance, where it stopped.
    """

    def __init__(self, tiles: Sequence[Tile], key: int) -> None:
        self.found = 0
        self.finished = colour_bound_fails(tiles)
        self._args = (list(tiles), key)
        self._start()

    def _start(self) -> None:
        self.found = 0
        self._search = _Search(*self._args, Budget())
        self._run = self._search.run()

    def next(self, budget: Budget) -> Structure | None:
        if self.finished:
            return None
        self._search.budget = budget
        try:
            item = next(self._run, None)
        except OutOfBudget:
            self._start()  # stopped inside a long step, where it cannot pause: start again next time
            raise
        if item is PAUSED:
            raise OutOfBudget
        if item is None:
            self.finished = True
            return None
        self.found += 1
        assert isinstance(item, Structure)
        return item


def find_structure(tiles: Sequence[Tile], key: int, budget: Budget) -> Structure | None:
    """The first line structure for all `tiles`, None when there is none (raises OutOfBudget)."""
    return StructureSearch(tiles, key).next(budget)
