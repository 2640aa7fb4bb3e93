"""Proofs that a Solo stage cannot be finished (RULES.md O2), for stages of any size.

Any finished stage gives a *stage structure*: its lines that hold a new tile, each as a set of new
tiles plus at most one anchor (`solver_anchor`: the runs already down that the line holds), where

* each line is legal (R5): 2–6 tiles in all, within its anchor's room, no colour twice (the
  anchor's colours included), the sum a multiple of the key (a 6 is 6 or 9 once for all its lines);
* every new tile is in one or two lines (it touches something), two lines share at most one new
  tile, and an anchor's runs are in one line at most (a run has one line per axis);
* every new tile is joined to the grid through lines (O2: the grid stays connected).

`StageRelaxation` searches such structures exhaustively. When there is none the stage cannot be
finished: that is a proof. (A structure found proves nothing: it may not fit on the grid.)

The search covers the tile with the fewest possible lines first (fail first), then joins groups
not yet on the grid. Symmetries are used once: copies of one tile (same colour and number) not
yet in a line are interchangeable, so only the first is chosen; anchors alike in colours, sum
residue and room whose runs no other anchor holds are interchangeable, so only one is tried; and
once a line's subtree is done, its later siblings may not use it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .board import Cell
from .search_budget import Budget
from .solver_anchor import Anchor, anchors
from .tiles import MAX_LINE, NINE, SIX, Tile

# A candidate line: (anchor class or -1, members (tile indices), values for members not valued yet)
Candidate = tuple[int, tuple[int, ...], tuple[int, ...]]
_LineKey = tuple[int, tuple[tuple[int, int], ...]]  # a line with the values its tiles take


class StageRelaxation:
    """Is there a stage structure for adding `hand` to the grid `occ`? `exists()` says; a False
    is a proof that the stage cannot be finished. Raises OutOfBudget when the allowance ends."""

    def __init__(self, occ: Mapping[Cell, Tile], hand: Sequence[Tile], key: int, budget: Budget) -> None:
        self.tiles = sorted((t.in_hand for t in hand), key=lambda t: (t.colour.index, t.face))
        self.n = n = len(self.tiles)
        self.key = key
        self.budget = budget
        self.colour = [t.colour.index for t in self.tiles]
        self.options = [(SIX, NINE) if t.face == SIX else (t.face,) for t in self.tiles]
        self.twin = [i - 1 if i and self.tiles[i - 1] == self.tiles[i] else -1 for i in range(n)]
        self.by_colour = [[i for i in range(n) if self.colour[i] == c] for c in range(6)]
        self.value = [0] * n
        self.deg = [0] * n
        self.line_bits = [0] * n  # per tile: bit per line it is in
        self.lines: list[tuple[int, tuple[int, ...]]] = []  # (anchor id or -1, members)
        self.used_runs: set[int] = set()
        self.forbidden: set[_LineKey] = set()
        self.ticks = 0
        self._classes(anchors(occ))

    def _classes(self, found: list[Anchor]) -> None:
        """Anchors grouped into classes of interchangeable ones; classes indexed by the residue
        a line's new tiles must bring."""
        holders: dict[int, int] = {}
        for a in found:
            for r in a.runs:
                holders[r] = holders.get(r, 0) + 1
        self.anchor = found
        by_kind: dict[tuple[object, ...], list[int]] = {}
        for ai, a in enumerate(found):
            alone = all(holders[r] == 1 for r in a.runs)
            by_kind.setdefault(("kind", *a.kind(self.key)) if alone else ("own", ai), []).append(ai)
        self.members = list(by_kind.values())  # per class: its anchors
        self.class_of = [0] * len(found)
        self.need: list[list[int]] = [[] for _ in range(self.key)]  # residue -> classes
        for ci, ids in enumerate(self.members):
            a = found[ids[0]]
            for ai in ids:
                self.class_of[ai] = ci
            self.need[(-a.total) % self.key].append(ci)

    # ------------------------------------------------------------ candidate lines

    def _free_anchor(self, ci: int) -> int:
        """An anchor of class `ci` none of whose runs is in a line yet, or -1."""
        for ai in self.members[ci]:
            if not self.anchor[ai].runs & self.used_runs:
                return ai
        return -1

    def lines_through(
        self, t: int, outside: set[int] | None = None, limit: int | None = None
    ) -> list[Candidate]:
        """Legal new lines holding tile `t`, at most `limit`. With `outside` (a group's tiles),
        only lines holding an anchor or a tile outside that group (they join the group on)."""
        key, tc = self.key, self.colour[t]
        cap = limit if limit is not None else 1 << 60
        per_colour = []
        for c in range(6):
            if c == tc:
                continue
            opts = []
            for i in self.by_colour[c]:
                if self.deg[i] >= 2 or self.line_bits[i] & self.line_bits[t]:
                    continue
                if self.deg[i] == 0 and self.twin[i] >= 0 and self.deg[self.twin[i]] == 0:
                    continue
                out = outside is None or i not in outside
                for v in (self.value[i],) if self.value[i] else self.options[i]:
                    opts.append((i, v, () if self.value[i] else (v,), out))
            if opts:
                per_colour.append((1 << c, opts))
        found: list[Candidate] = []
        chosen = [t]
        anchor_fits: dict[tuple[int, int, int], list[int]] = {}

        def fits(total: int, mask: int, count: int) -> list[int]:
            got = anchor_fits.get((total % key, mask, count))
            if got is None:
                got = []
                for ci in self.need[total % key]:
                    a = self.anchor[self.members[ci][0]]
                    colours = a.one if count == 1 else a.many
                    if (
                        not a.mask & mask
                        and not mask & ~colours
                        and a.low <= count <= a.high
                        and self._free_anchor(ci) >= 0
                    ):
                        got.append(ci)
                anchor_fits[(total % key, mask, count)] = got
            return got

        def walk(k0: int, total: int, mask: int, bits: int, fresh: tuple[int, ...], out: bool) -> None:
            self.ticks += 1
            if not self.ticks & 1023:
                self.budget.spend(0)
            count = len(chosen)
            members = tuple(chosen)
            if count >= 2 and out and total % key == 0:
                found.append((-1, members, fresh))
            for ci in fits(total, mask, count):
                found.append((ci, members, fresh))
            if count == MAX_LINE or len(found) >= cap:
                return
            for k in range(k0, len(per_colour)):
                bit, opts = per_colour[k]
                for i, v, more, iout in opts:
                    if self.line_bits[i] & bits:
                        continue
                    chosen.append(i)
                    walk(k + 1, total + v, mask | bit, bits | self.line_bits[i], fresh + more, out or iout)
                    chosen.pop()
                    if len(found) >= cap:
                        return

        for v in (self.value[t],) if self.value[t] else self.options[t]:
            walk(0, v, 1 << tc, self.line_bits[t], () if self.value[t] else (v,), False)
        return found[:cap]

    # ------------------------------------------------------------ adding and removing a line

    def _add(self, cand: Candidate) -> tuple[int, list[int]]:
        ci, members, fresh = cand
        ai = self._free_anchor(ci) if ci >= 0 else -1
        if ai >= 0:
            self.used_runs |= self.anchor[ai].runs
        bit = 1 << len(self.lines)
        self.lines.append((ai, members))
        valued = []
        it = iter(fresh)
        for i in members:
            if not self.value[i]:
                self.value[i] = next(it)
                valued.append(i)
            self.deg[i] += 1
            self.line_bits[i] |= bit
        return ai, valued

    def _remove(self, cand: Candidate, saved: tuple[int, list[int]]) -> None:
        ai, valued = saved
        _, members, _ = cand
        self.lines.pop()
        bit = 1 << len(self.lines)
        if ai >= 0:
            self.used_runs -= self.anchor[ai].runs
        for i in members:
            self.deg[i] -= 1
            self.line_bits[i] &= ~bit
        for i in valued:
            self.value[i] = 0

    def _line_key(self, cand: Candidate) -> _LineKey:
        ci, members, fresh = cand
        it = iter(fresh)
        return ci, tuple(sorted((i, self.value[i] or next(it)) for i in members))

    # ------------------------------------------------------------ the search

    def exists(self) -> bool:
        """True when a stage structure exists (no proof); False: the stage cannot be finished."""
        if self.n == 0:
            return True
        return self._cover()

    def _groups(self) -> list[tuple[set[int], bool]]:
        """Groups of tiles joined by lines: (tiles, on the grid?). Tiles in no line are left out."""
        parent = list(range(self.n))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        grounded: set[int] = set()
        for _, members in self.lines:
            root = find(members[0])
            for i in members[1:]:
                other = find(i)
                if other != root:
                    parent[other] = root
        for ai, members in self.lines:
            if ai >= 0:
                grounded.add(find(members[0]))
        groups: dict[int, set[int]] = {}
        for i in range(self.n):
            if self.deg[i]:
                groups.setdefault(find(i), set()).add(i)
        return [(g, find(next(iter(g))) in grounded) for g in groups.values()]

    def _stranded(self, groups: list[tuple[set[int], bool]]) -> bool:
        """A group off the grid with no tile that can take another line can never join it."""
        return any(not on and all(self.deg[i] >= 2 for i in g) for g, on in groups)

    def _cover(self) -> bool:
        self.budget.spend()
        if self._stranded(self._groups()):
            return False
        best: list[Candidate] | None = None
        for t in range(self.n):
            if self.deg[t] or (self.twin[t] >= 0 and self.deg[self.twin[t]] == 0):
                continue
            cands = self.lines_through(t, limit=None if best is None else len(best))
            if best is None or len(cands) < len(best):
                best = cands
                if not cands:
                    return False
        if best is None:
            return self._join()
        return self._branch(best, self._cover)

    def _join(self) -> bool:
        self.budget.spend()
        groups = self._groups()
        off = [g for g, on in groups if not on]
        if not off:
            return True
        if self._stranded(groups):
            return False
        g = min(off, key=lambda g: (sum(1 for i in g if self.deg[i] < 2), min(g)))
        open_tiles = sorted(i for i in g if self.deg[i] < 2)
        joining = [
            cand
            for x in open_tiles
            for cand in self.lines_through(x, outside=g)
            if not any(j < x and j in open_tiles for j in cand[1])  # else found from that smaller tile
        ]
        return self._branch(joining, self._join)

    def _branch(self, cands: list[Candidate], then: Callable[[], bool]) -> bool:
        done: list[_LineKey] = []
        for cand in cands:
            if cand[0] >= 0 and self._free_anchor(cand[0]) < 0:
                continue  # an earlier sibling's line took that anchor's runs: not here
            k = self._line_key(cand)
            if k in self.forbidden:
                continue
            saved = self._add(cand)
            ok = then()
            self._remove(cand, saved)
            if ok:
                self.forbidden.difference_update(done)
                return True
            self.forbidden.add(k)
            done.append(k)
        self.forbidden.difference_update(done)
        return False
