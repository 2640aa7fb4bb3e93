"""The solver (RULES.md P2, O1, O2): every layout it gives is a valid grid of exactly the tiles
given, and its yes/no answers agree with an independent brute force on small cases
(tests/engine/grid_reference.py). Runs use a node budget and no deadline, so they are exact
functions of their arguments (no clock)."""

from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bot.engine.board import Board, Cell
from bot.engine.grid import check_grid
from bot.engine.search_budget import Budget
from bot.engine.solver import SolveResult, Status, solve_hand, solve_stage
from bot.engine.solver_layout import embed
from bot.engine.solver_proof import find_structure
from bot.engine.tiles import COLOURS, FACES, Tile, full_set
from tests.engine.conftest import PROPERTY, tiles
from tests.engine.grid_reference import brute_hand, brute_stage

NODES = 200_000  # far more than any case here needs; none of them reaches it


def _hand(n: int, seed: int, colours: int = 6) -> tuple[list[Tile], int]:
    rng = random.Random(seed)
    box = full_set()
    rng.shuffle(box)
    keep = set(rng.sample(COLOURS, colours))
    return [t for t in box if t.colour in keep][:n], rng.choice((3, 4, 5))


def _assert_layout(result: SolveResult, given: list[Tile], key: int, board: Board | None = None) -> None:
    assert result.status is Status.SOLVED
    grid = result.grid(board)
    assert check_grid(grid, key).valid, check_grid(grid, key).message
    assert len(grid) == len(board or ()) + len(given), "one tile per cell"
    assert Counter(p.tile.in_hand for p in result.placements) == Counter(t.in_hand for t in given)
    if board is not None:
        assert all(grid[c] == t for c, t in board.items()), "tiles already down stay where they were"
        assert not {p.cell for p in result.placements} & set(board.cells)


small_tiles = st.builds(Tile, st.sampled_from(COLOURS[:3]), st.sampled_from(FACES)) | st.builds(
    Tile, st.sampled_from(COLOURS), st.sampled_from(FACES)
)


@PROPERTY
@given(
    hand=st.lists(small_tiles, min_size=1, max_size=5),
    key=st.sampled_from((3, 4, 5)),
    seed=st.integers(0, 99),
)
def test_small_hands_agree_with_brute_force(hand: list[Tile], key: int, seed: int) -> None:
    result = solve_hand(hand, key, deadline_s=None, seed=seed, node_budget=NODES)
    assert result.decided
    assert result.solved == brute_hand(hand, key)
    if result.solved:
        _assert_layout(result, hand, key)


@PROPERTY
@given(hand=st.lists(small_tiles, min_size=2, max_size=5), key=st.sampled_from((3, 4, 5)))
def test_the_relaxation_never_misses_a_grid(hand: list[Tile], key: int) -> None:
    """The proof half alone: wherever a grid exists, it finds a line structure (so its "none"
    is a proof), and every structure it gives is one of these tiles' legal lines."""
    found = find_structure(hand, key, Budget(nodes=NODES))
    if brute_hand(hand, key):
        assert found is not None
    if found is not None:
        for line in found.lines:
            assert 2 <= len(line) <= 6 and len({hand[i].colour for i in line}) == len(line)
            assert sum(found.values[i] for i in line) % key == 0
        assert {i for line in found.lines for i in line} == set(range(len(hand)))


@settings(PROPERTY, max_examples=30)
@given(seed=st.integers(0, 10_000), colours=st.sampled_from((3, 4, 6)))
def test_a_structure_laid_flat_is_a_valid_grid_of_its_tiles(seed: int, colours: int) -> None:
    hand, key = _hand(10, seed, colours)
    found = find_structure(hand, key, Budget(nodes=NODES))
    if found is None:
        return
    placed = [Tile(t.colour, v) for t, v in zip(hand, found.values, strict=True)]
    laid = embed(found.lines, placed, Budget(nodes=NODES))
    if laid is not None:
        grid = Board(dict(laid))
        assert len(grid) == len(hand) and check_grid(grid, key).valid
        assert Counter(grid.cells.values()) == Counter(placed)


@settings(PROPERTY, max_examples=25)
@given(seed=st.integers(0, 10_000), colours=st.sampled_from((2, 3, 6)))
def test_six_tile_hands_agree_with_brute_force(seed: int, colours: int) -> None:
    hand, key = _hand(6, seed, colours)
    result = solve_hand(hand, key, deadline_s=None, seed=seed, node_budget=NODES)
    assert result.decided and result.solved == brute_hand(hand, key)


@PROPERTY
@given(seed=st.integers(0, 10_000), n=st.sampled_from((10, 16, 20, 30)))
def test_every_layout_is_a_valid_grid_of_exactly_the_tiles(seed: int, n: int) -> None:
    hand, key = _hand(n, seed)
    result = solve_hand(hand, key, deadline_s=None, seed=seed, node_budget=NODES)
    assert result.decided
    if result.solved:
        _assert_layout(result, hand, key)


def test_the_same_seed_gives_the_same_answer() -> None:
    for seed in range(20):
        hand, key = _hand(10, seed)
        a = solve_hand(hand, key, deadline_s=None, seed=seed, node_budget=NODES)
        b = solve_hand(list(reversed(hand)), key, deadline_s=None, seed=seed, node_budget=NODES)
        assert a == b


def test_a_six_is_played_as_nine_when_only_that_works() -> None:
    result = solve_hand(tiles("G6 O3"), 4, deadline_s=None, node_budget=NODES)  # 9 + 3 = 12
    _assert_layout(result, tiles("G6 O3"), 4)
    assert Tile(COLOURS[3], 9) in {p.tile for p in result.placements}


@pytest.mark.parametrize(
    ("hand", "key"),
    [
        ("R1 O2 Y2 G4 B8 P2 R4 O8 Y4 G2", 4),  # R1 is the one odd tile: every line through it is odd
        ("R1 R2 R3 R4 R5 R7 O1 Y2 G3 B4", 3),  # six reds in ten: too few others to link six lines
        ("R5 O5 Y5 G5 B5 P5 R5 O5 Y5 G1", 5),  # a line through G1 sums to 1 more than a multiple of 5
    ],
)
def test_hands_that_cannot_be_finished_are_proven_so(hand: str, key: int) -> None:
    result = solve_hand(tiles(hand), key, deadline_s=None, node_budget=NODES)
    assert result.status is Status.UNSOLVABLE and result.placements == ()


def test_a_result_crosses_a_process_boundary() -> None:
    """The bot runs the solver in a process pool: the answer pickles and comes back equal."""
    hand, key = _hand(10, 4)
    result = solve_hand(hand, key, deadline_s=None, node_budget=NODES)
    assert result.decided and pickle.loads(pickle.dumps(result)) == result


def test_edge_hands() -> None:
    assert solve_hand([], 3).status is Status.UNSOLVABLE
    one = solve_hand(tiles("B6"), 5)
    assert one.solved and one.placements[0].cell == Cell(0, 0)
    with pytest.raises(ValueError):
        solve_hand(tiles("R1 O2"), 0)


def test_a_small_budget_gives_unknown_not_a_guess() -> None:
    hand, key = _hand(30, 3)
    result = solve_hand(hand, key, deadline_s=None, node_budget=1)
    assert result.status is Status.UNKNOWN and not result.decided and result.placements == ()
    assert solve_hand(hand, key, deadline_s=0.0).status is Status.UNKNOWN


# ---------------------------------------------------------------- stages (O2)


@st.composite
def small_stages(draw: st.DrawFn) -> tuple[Board, list[Tile], int]:
    seed = draw(st.integers(0, 10_000))
    rng = random.Random(seed)
    key = rng.choice((3, 4, 5))
    box = full_set()
    rng.shuffle(box)
    for start in range(0, 90, 6):
        base = solve_hand(box[start : start + rng.choice((2, 3, 4))], key, deadline_s=None, node_budget=NODES)
        if base.solved:
            break
    assume(base.solved)
    new = draw(st.lists(st.sampled_from(box[start + 4 :]), min_size=1, max_size=2, unique=True))
    return base.grid(), new, key


@PROPERTY
@given(case=small_stages(), seed=st.integers(0, 9))
def test_small_stages_agree_with_brute_force(case: tuple[Board, list[Tile], int], seed: int) -> None:
    board, new, key = case
    result = solve_stage(board, new, key, deadline_s=None, seed=seed, node_budget=NODES)
    assert result.decided
    assert result.solved == brute_stage(board, new, key)
    if result.solved:
        _assert_layout(result, new, key, board)


def test_a_whole_solo_game_by_stages_never_moves_a_fixed_tile() -> None:
    rng = random.Random(11)
    bag = full_set()
    rng.shuffle(bag)
    key = 4
    first = solve_hand(bag[:16], key, deadline_s=None, seed=1, node_budget=NODES)
    _assert_layout(first, bag[:16], key)
    board = first.grid()
    for start in range(16, 96, 10):
        new = bag[start : start + 10]
        result = solve_stage(board, new, key, deadline_s=None, seed=1, node_budget=NODES)
        _assert_layout(result, new, key, board)
        board = result.grid(board)
    assert len(board) == 96


def test_a_stage_that_cannot_join_is_proven_so() -> None:
    board = Board({Cell(0, 0): Tile(COLOURS[0], 1), Cell(0, 1): Tile(COLOURS[1], 2)})  # R1 O2, key 3
    assert solve_stage(board, tiles("R3"), 3, deadline_s=None, node_budget=NODES).status is Status.UNSOLVABLE


def test_stage_edges() -> None:
    board = Board({Cell(0, 0): Tile(COLOURS[0], 1), Cell(0, 1): Tile(COLOURS[1], 2)})
    assert solve_stage(board, [], 3).solved
    empty = solve_stage(Board(), tiles("O1 G2"), 3, deadline_s=None, node_budget=NODES)
    _assert_layout(empty, tiles("O1 G2"), 3)
    with pytest.raises(ValueError, match="not valid"):
        solve_stage(board, tiles("Y3"), 4)


_REPLAY = """
import random
from bot.engine.solver import solve_hand, solve_stage
from bot.engine.tiles import full_set
for s in range(12):
    box = full_set()
    random.Random(s).shuffle(box)
    key = (3, 4, 5)[s % 3]
    r = solve_hand(box[:10], key, deadline_s=None, seed=s, node_budget=100_000)
    print(r)
    if r.solved:
        print(solve_stage(r.grid(), box[10:20], key, deadline_s=None, seed=s, node_budget=100_000))
"""


def test_answers_do_not_depend_on_the_process(tmp_path: Path) -> None:
    """Same arguments, same answer, whatever Python's hash seed (sets and dicts of tiles)."""
    root = Path(__file__).parents[2]
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(root)}
        proc = subprocess.run(
            [sys.executable, "-c", _REPLAY],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
        outputs.add(proc.stdout)
    assert len(outputs) == 1 and "SOLVED" in next(iter(outputs))
