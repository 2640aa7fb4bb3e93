"""The depth-first search for legal turns over a position (bot/engine/movegen.py's core).

A turn along an axis is a segment of the line: its first empty cell, then cell after cell,
stepping over the placed tiles between them; it may end after any new tile when the cell after
it is empty. The search walks the segments rightward (downward), pruned by colour mask and
length as it goes. It branches only on "constrained" cells (a line across them): few tiles fit
there. A "free" cell (nothing across) constrains only the main line, so the tiles the free
cells of a segment take matter only as a set, looked up in the rack's table
(bot/engine/movegen_position.py). Results are linked tuples of (pos, tile index) plus the free
cells and their tile sets; movegen.py builds Turn objects from them.

A single tile with neighbours both across and down is found by the across pass only.
"""

from __future__ import annotations

from collections.abc import Callable

from .movegen_position import (
    START_CELL,
    _Combo,
    _Info,
    _Position,
    _Runs,
    _Start,
)
from .tiles import MAX_LINE


class _Found(Exception):
    """Raised inside the search to stop at the first legal turn."""


# A search result: (chain of (pos, tile index, parent) for constrained cells, free cells, score
# without the free tiles, bonus, the combos of tiles the free cells take in every order).
# A chain link: (pos, tile index, the link before it, or None).
_Chain = tuple[int, int, "_Chain | None"]
_Found_t = tuple[_Chain | None, tuple[int, ...], int, bool, list[_Combo]]

_NO_COMBO: list[_Combo] = [((), 0)]


def _search(
    pos: _Position, first_only: bool, shared: dict[int, tuple[list[_Runs], list[_Start]]] | None = None
) -> list[_Found_t]:
    """Depth-first search over segments, branching only on cells with a line across them.

    `shared` keeps the board's half of the work (runs and segment starts per axis) for the
    next search of the same board with another rack.
    """
    out: list[_Found_t] = []
    rack = pos.rack
    key = rack.key
    max_new = rack.max_new
    if max_new == 0:
        return out
    combos = rack.combos
    width = pos.width
    free_info: _Info = (0, 0, 0, rack.cands_all, False)
    first_turn = not pos.occupied
    append = out.append

    def resolve(
        mask: int, total: int, free: tuple[int, ...], chain: _Chain | None, points: int, bonus: bool
    ) -> None:
        if free:
            found = combos(mask, len(free), -total % key)
            if not found:
                return
        elif total % key:
            return
        else:
            found = _NO_COMBO
        if first_only:
            raise _Found
        append((chain, free, total + points, bonus, found))

    for step, cross, skip_single in ((1, width, False), (width, 1, True)):
        if first_turn:
            info: dict[int, _Info] = {}
            p0 = (START_CELL.row - pos.min_row) * width + START_CELL.col - pos.min_col
            starts = [(p0, 0, 0, 0)]
        else:
            board_part = shared.get(step) if shared is not None else None
            if board_part is None:
                runs = pos.runs(step, cross)
                info = pos.infos(runs)
                board_part = (runs, pos.starts(step, info))
                if shared is not None:
                    shared[step] = board_part
            else:
                info = pos.infos(board_part[0])
            starts = board_part[1]
        get = info.get

        def walk(
            p: int, mask: int, total: int, length: int, n_new: int, points: int, bonus: bool,
            touched: bool, chain: _Chain | None, free: tuple[int, ...],
            step: int = step, skip_single: bool = skip_single, get: Callable[[int, _Info], _Info] = get,
        ) -> None:  # fmt: skip
            while True:
                n_after, m_after, s_after, cands, has_cross = get(p, free_info)
                length += 1 + n_after
                if length > MAX_LINE or m_after & mask:
                    return
                mask |= m_after
                total += s_after
                n_new += 1
                full = length == MAX_LINE
                q = p + (n_after + 1) * step
                if not has_cross:
                    free = (*free, p)
                    touched = touched or n_after > 0
                    if touched and length >= 2:
                        resolve(mask, total, free, chain, points, bonus or full)
                    if full or n_new >= max_new:
                        return
                    p = q
                    continue
                can_end = length >= 2 and not (skip_single and n_new == 1)
                can_go = not full and n_new < max_new
                for b, v, i, xv, xb in cands:
                    if b & mask:
                        continue
                    link = (p, i, chain)
                    if can_end:
                        resolve(mask | b, total + v, free, link, points + xv, bonus or xb or full)
                    if can_go:
                        walk(
                            q, mask | b, total + v, length, n_new, points + xv, bonus or xb, True, link, free
                        )
                return

        for e, n, m, s in starts:
            walk(e, m, s, n, 0, 0, False, n > 0 or first_turn, None, ())
    return out


def _single_tile_exists(pos: _Position) -> bool:
    """A quick look for a one-tile turn: legal both across and down (most positions have one)."""
    key = pos.rack.key
    run = pos.run
    w = pos.width
    cands_all = pos.rack.cands_all
    for p in pos.empty:
        n_l, m_l, s_l = run(p, -1)
        n_r, m_r, s_r = run(p, 1)
        n_u, m_u, s_u = run(p, -w)
        n_d, m_d, s_d = run(p, w)
        na, nd = n_l + n_r, n_u + n_d
        if na >= MAX_LINE or nd >= MAX_LINE or m_l & m_r or m_u & m_d:
            continue
        ma, md = m_l | m_r, m_u | m_d
        sa, sd = s_l + s_r, s_u + s_d
        for b, v, _, _, _ in cands_all:
            if b & ma or b & md:
                continue
            if (not na or (sa + v) % key == 0) and (not nd or (sd + v) % key == 0):
                return True
    return False
