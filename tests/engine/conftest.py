"""Shared helpers for the engine tests: builders and an independent reference rules judge.

The reference judge re-derives M2–M5 the slow, obvious way (lay the tiles down, recompute every
line of the whole table, keep those holding a new tile) so that the engine's judge is checked
against something that does not share its code.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from hypothesis import HealthCheck, settings

from bot.engine import movegen
from bot.engine.board import Axis, Board, Cell
from bot.engine.main_game import Event, MainGame
from bot.engine.notation import parse_tile
from bot.engine.tiles import Tile, full_set
from bot.engine.turns import Placement, judge_turn

# Applied test by test (a loaded profile would change every other suite's settings too).
PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def T(s: str) -> Tile:
    return parse_tile(s)


def tiles(s: str) -> list[Tile]:
    return [parse_tile(x) for x in s.split()]


def board_of(*items: tuple[int, int, str]) -> Board:
    return Board({Cell(r, c): parse_tile(t) for r, c, t in items})


@dataclass(frozen=True)
class RefVerdict:
    legal: bool
    score: int = 0
    bonus: bool = False


def _runs(cells: dict[Cell, Tile]) -> list[list[Cell]]:
    """Every maximal run of 2+ adjacent cells, rows then columns."""
    out: list[list[Cell]] = []
    for dr, dc in ((0, 1), (1, 0)):
        for c in cells:
            if Cell(c.row - dr, c.col - dc) in cells:
                continue
            run = [c]
            while (n := Cell(run[-1].row + dr, run[-1].col + dc)) in cells:
                run.append(n)
            if len(run) >= 2:
                out.append(run)
    return out


def line_ok(ts: Sequence[Tile], key: int) -> bool:
    return len(ts) <= 6 and len({t.colour for t in ts}) == len(ts) and sum(t.value for t in ts) % key == 0


def reference_judge(board: Board, places: Sequence[tuple[Cell, Tile]], key: int) -> RefVerdict:
    """M2–M5 from scratch (no rack)."""
    new = {Cell(*c): t for c, t in places}
    if not places or len(new) != len(places) or any(c in board for c in new):
        return RefVerdict(False)
    rows, cols = {c.row for c in new}, {c.col for c in new}
    if len(rows) > 1 and len(cols) > 1:
        return RefVerdict(False)
    everything = dict(board.items()) | new
    lo, hi = min(new), max(new)
    span = [Cell(r, c) for r in range(lo.row, hi.row + 1) for c in range(lo.col, hi.col + 1)]
    if any(c not in everything for c in span):
        return RefVerdict(False)
    if len(board) == 0:
        if len(new) < 2:
            return RefVerdict(False)
    elif not any(n in board for c in new for n in c.neighbours()):
        return RefVerdict(False)
    scored = [run for run in _runs(everything) if any(c in new for c in run)]
    for run in scored:
        if not line_ok([everything[c] for c in run], key):
            return RefVerdict(False)
    score = sum(everything[c].value for run in scored for c in run)
    return RefVerdict(True, score, any(len(run) == 6 for run in scored))


def reference_moves(board: Board, rack: Sequence[Tile], key: int) -> dict[frozenset, tuple[int, bool]]:
    """Every legal turn by brute force over a box around the table (small racks only).

    A turn's cells are the empty cells of some straight interval whose two ends are new tiles; every
    way of putting distinct rack tiles (a 6 as 6 or 9) on them is judged by `reference_judge`.
    """
    k = len(rack)
    if len(board) == 0:
        raise ValueError("the first turn can go anywhere; give a board")
    b = board.bounds()
    assert b is not None
    r0, c0, r1, c1 = b[0] - k, b[1] - k, b[2] + k, b[3] + k
    segments: set[tuple[Cell, ...]] = set()
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            for dr, dc in ((0, 1), (1, 0)):
                for length in range(1, 6 + len(board) + 1):
                    cells = [Cell(r + dr * i, c + dc * i) for i in range(length)]
                    if cells[-1].row > r1 or cells[-1].col > c1:
                        break
                    empty = tuple(x for x in cells if x not in board)
                    if cells[0] in board or cells[-1] in board or len(empty) > k:
                        continue
                    segments.add(empty)
    found: dict[frozenset, tuple[int, bool]] = {}
    for cells in segments:
        for chosen in itertools.permutations(range(k), len(cells)):
            for faces in itertools.product(*(rack[i].placements() for i in chosen)):
                places = list(zip(cells, faces, strict=True))
                fs = frozenset(places)
                if fs in found:
                    continue
                v = reference_judge(board, places, key)
                if v.legal:
                    found[fs] = (v.score, v.bonus)
    return found


def as_pairs(placements: Iterable) -> frozenset:
    return frozenset((p.cell, p.tile) for p in placements)


# ---------------------------------------------------------------- random positions


def random_attempt(rng: random.Random, board: Board, pool: Sequence[Tile], most: int = 3) -> list[Placement]:
    """A plausible turn, legal or not: 1–`most` tiles in a straight run near the table."""
    k = rng.randint(1 if len(board) else 2, most)
    axis = rng.choice(list(Axis))
    if len(board) == 0:
        start = Cell(rng.randint(-2, 2), rng.randint(-2, 2))
    else:
        anchors = sorted({n for c in board for n in c.neighbours() if n not in board})
        start = rng.choice(anchors).step(axis, -rng.randint(0, k - 1))
    cells: list[Cell] = []
    c = start
    while len(cells) < k:
        if c not in board:
            cells.append(c)
        c = c.step(axis)
    chosen = rng.sample(list(pool), k)
    return [Placement(c, rng.choice(t.placements())) for c, t in zip(cells, chosen, strict=True)]


def random_position(rng: random.Random, key: int, tries: int = 150) -> tuple[Board, list[Tile]]:
    """A legal table built from legal turns found at random, and the tiles not on it."""
    board = Board()
    pool = full_set()
    rng.shuffle(pool)
    for _ in range(tries):
        places = random_attempt(rng, board, pool[:12])
        if judge_turn(board, places, key).legal:
            board.place((p.cell, p.tile) for p in places)
            for p in places:
                pool.remove(p.tile.in_hand)
    return board, pool


# ---------------------------------------------------------------- driving main games


def random_legal_turn(game: MainGame, rng: random.Random, tries: int = 300) -> list[Placement] | None:
    """A legal turn for the player to move, found cheaply at random (exhaustively as a last resort)."""
    rack = game.racks[game.current]
    if len(rack) < (2 if len(game.board) == 0 else 1):
        return None
    for _ in range(tries):
        places = random_attempt(rng, game.board, rack, most=min(3, len(rack)))
        if game.judge(game.current, places).legal:
            return places
    turns = sorted(
        movegen.legal_turns(game.board, rack, game.key),
        key=lambda t: [(p.cell, p.tile) for p in _order(t.placements)],
    )
    return _order(turns[rng.randrange(len(turns))].placements) if turns else None


def _order(places: Iterable[Placement]) -> list[Placement]:
    return sorted(places, key=lambda p: (p.cell, p.tile))


def drive(game: MainGame, rng: random.Random, steps: int, odd: float = 0.15) -> list[Event]:
    """Play `steps` actions: mostly legal turns, sometimes a pass, a timeout or a resignation."""
    events: list[Event] = []
    for _ in range(steps):
        if game.finished:
            break
        seat, roll = game.current, rng.random()
        if roll < odd * 0.1:
            events += game.resign(rng.choice(game.active_seats()))
        elif roll < odd * 0.4:
            events += game.timeout(seat)
        elif roll < odd:
            events += game.pass_turn(seat)
        else:
            places = random_legal_turn(game, rng)
            events += game.pass_turn(seat) if places is None else game.play(seat, places)
        assert game.tiles_accounted() == 96
    return events


def said(refusal: object) -> str:
    """What an English reader reads for an engine refusal: the engine gives codes and parameters,
    the EN catalogue the words (bot.words.refusal.engine_text), as the bot answers a user."""
    from bot.engine.grid import GridProblem, GridReport
    from bot.engine.main_game import GameError
    from bot.engine.notation import NotationError
    from bot.engine.turns import IllegalTurn, Verdict
    from bot.words.refusal import engine_text, verdict_text

    if isinstance(refusal, IllegalTurn):
        refusal = refusal.verdict
    if isinstance(refusal, Verdict):
        return verdict_text(refusal)
    if isinstance(refusal, GridReport):
        return " ".join(said(p) for p in refusal.problems)
    if isinstance(refusal, GridProblem | GameError):
        return engine_text("game", refusal.detail, refusal.params)
    if isinstance(refusal, NotationError):
        return engine_text("notation", refusal.detail, refusal.params)
    raise TypeError(f"not an engine refusal: {refusal!r}")
