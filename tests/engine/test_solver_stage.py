"""Solo stage proofs (RULES.md O2, issue 27): the anchored relaxation and the exact cell search.

Every "cannot be finished" must be a proof: held against the independent brute force of
tests/engine/grid_reference.py on stages of 1–2 new tiles, and the two proofs (different
algorithms) against each other on stages of 3–4. Runs use node budgets, no clock, except the one
test that shows the clock is CPU time.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

from hypothesis import assume, given
from hypothesis import strategies as st

from bot.engine.board import Board, Cell
from bot.engine.grid import check_grid
from bot.engine.notation import parse_tile
from bot.engine.search_budget import Budget
from bot.engine.solver import Status, solve_hand, solve_stage
from bot.engine.solver_anchor import anchors
from bot.engine.solver_stage import stage_exhaustive
from bot.engine.solver_stage_proof import StageRelaxation
from bot.engine.tiles import COLOURS, Tile, full_set
from tests.engine.conftest import PROPERTY, tiles
from tests.engine.grid_reference import brute_stage

NODES = 2_000_000
CASES = Path(__file__).parents[1] / "conformance"


def _stage(seed: int, new_tiles: int) -> tuple[Board, list[Tile], int]:
    """A small valid grid (2–6 tiles of 3, 4 or 6 colours) and `new_tiles` more tiles to add."""
    rng = random.Random(seed)
    keep = set(rng.sample(COLOURS, rng.choice((3, 4, 6))))
    box = [t for t in full_set() if t.colour in keep]
    rng.shuffle(box)
    key = rng.choice((3, 4, 5))
    size = rng.randint(2, 6)
    base = solve_hand(box[:size], key, deadline_s=None, node_budget=50_000)
    assume(base.solved)
    return base.grid(), box[size : size + new_tiles], key


def _relaxed(board: Board, new: list[Tile], key: int) -> bool:
    return StageRelaxation(board.cells, new, key, Budget(nodes=NODES)).exists()


@PROPERTY
@given(seed=st.integers(0, 100_000), new_tiles=st.integers(1, 2))
def test_both_proofs_agree_with_brute_force_on_small_stages(seed: int, new_tiles: int) -> None:
    board, new, key = _stage(seed, new_tiles)
    possible = brute_stage(board, new, key)
    placed = stage_exhaustive(board, new, key, Budget(nodes=NODES))
    assert (placed is not None) == possible
    if not _relaxed(board, new, key):
        assert not possible, "the relaxation may only say no when there is no way"
    if placed is not None:
        grid = board.copy()
        grid.place(placed)
        assert check_grid(grid, key).valid and len(grid) == len(board) + len(new)


@PROPERTY
@given(seed=st.integers(0, 100_000), new_tiles=st.integers(3, 4))
def test_the_relaxation_never_says_no_where_the_exact_search_finds_a_way(seed: int, new_tiles: int) -> None:
    board, new, key = _stage(seed, new_tiles)
    placed = stage_exhaustive(board, new, key, Budget(nodes=NODES))
    if not _relaxed(board, new, key):
        assert placed is None
    if placed is not None:
        grid = board.copy()
        grid.place(placed)
        assert check_grid(grid, key).valid
        assert sorted(t.in_hand for _, t in placed) == sorted(t.in_hand for t in new)


def _stuck_cases() -> list[dict]:
    lines = (CASES / "stage.jsonl").read_text().splitlines()
    return [c for c in map(json.loads, filter(None, lines)) if c["board"] and not c["expect"]["solvable"]]


def test_stuck_stages_of_3_4_6_and_10_tiles_are_proved_stuck() -> None:
    sizes = set()
    for case in _stuck_cases():
        board = Board({Cell(*d["cell"]): parse_tile(d["tile"]) for d in case["board"]})
        new = [parse_tile(t) for t in case["tiles"]]
        result = solve_stage(board, new, case["key"], deadline_s=None, node_budget=NODES)
        assert result.status is Status.UNSOLVABLE, case["id"]
        if len(new) <= 4:
            assert stage_exhaustive(board, new, case["key"], Budget(nodes=NODES)) is None, case["id"]
        if case["id"].startswith("stage-stuck-"):
            assert case.get("comment"), f"{case['id']} says why it is stuck"
            sizes.add(len(new))
    assert {3, 4, 6, 10} <= sizes


def test_issue_27_deals_are_decided() -> None:
    solvable = solve_hand(tiles("Y2 B6 O3 B2 P5 P3 B6 O5 Y8 R5"), 3, deadline_s=None, node_budget=NODES)
    assert solvable.status is Status.SOLVED
    assert check_grid(solvable.grid(), 3).valid
    stuck = solve_hand(tiles("B5 R6 B6 O2 P6 O2 O5 B8 O4 G1"), 3, deadline_s=None, node_budget=NODES)
    assert stuck.status is Status.UNSOLVABLE


def test_the_allowance_is_cpu_time_so_waiting_does_not_use_it_up() -> None:
    budget = Budget(deadline_s=0.05)
    time.sleep(0.2)  # a busy machine: this thread waits, it does not think
    assert not budget.over(0)
    spin = time.thread_time() + 0.1
    while time.thread_time() < spin:
        pass
    assert budget.over(0)


def test_anchors_are_the_runs_a_new_line_can_hold() -> None:
    # R1 O2 across at (0,0)-(0,1), and Y4 alone two cells further along the row
    grid = {Cell(0, 0): Tile(COLOURS[0], 1), Cell(0, 1): Tile(COLOURS[1], 2), Cell(0, 3): Tile(COLOURS[2], 4)}
    found = {(len(a.runs), a.mask, a.total, a.low, a.high) for a in anchors(grid)}
    red, orange, yellow = 1, 2, 4
    assert (1, red | orange, 3, 1, 4) in found  # the row R1 O2: left end open, right end stops short of Y4
    assert (2, red | orange | yellow, 7, 1, 3) in found  # R1 O2 _ Y4 joined by filling the gap
    assert (1, yellow, 4, 1, 5) in found  # Y4 along the row, right end open
    assert (1, red, 1, 1, 5) in found  # R1 down its column


def test_an_anchor_knows_the_colours_across_its_cells() -> None:
    # B2 G2 P2 across row -1; R1 under B2 and Y4 under P2, with a gap under G2 (key 3, valid)
    grid = Board(
        {Cell(-1, 0): Tile(COLOURS[4], 2), Cell(-1, 1): Tile(COLOURS[3], 2), Cell(-1, 2): Tile(COLOURS[5], 2),
         Cell(0, 0): Tile(COLOURS[0], 1), Cell(0, 2): Tile(COLOURS[2], 4)}
    )  # fmt: skip
    assert check_grid(grid, 3).valid
    bridge = next(a for a in anchors(grid.cells) if len(a.runs) == 2 and a.mask == 0b101)  # R1 _ Y4
    green, blue = 1 << 3, 1 << 4
    assert not bridge.one & green, "the gap is under G2: a tile there is in G2's column"
    assert bridge.one & blue
    # so G1 cannot fill the gap (1 + 1 + 4 = 6 would do, but G2 + G1 share a column) ...
    assert StageRelaxation(grid.cells, tiles("G1"), 3, Budget(nodes=NODES)).exists() is False
    assert solve_stage(grid, tiles("G1"), 3, deadline_s=None, node_budget=NODES).status is Status.UNSOLVABLE
    # ... while B1 can (R1 B1 Y4 = 6 across, G2 B1 = 3 down)
    assert solve_stage(grid, tiles("B1"), 3, deadline_s=None, node_budget=NODES).solved
