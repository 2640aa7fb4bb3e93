"""Move generation (RULES.md M2–M5) against a plain brute-force enumerator that asks the judge."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import movegen
from bot.engine.board import Axis, Board, Cell
from bot.engine.main_game import MainGame, Seat
from bot.engine.movegen import START_CELL, Turn, best_turn, has_legal_turn, hints, legal_turns
from bot.engine.tiles import COLOURS, FACES, MAX_LINE, Colour, Tile
from bot.engine.turns import Placement, judge_turn

Found = dict[frozenset[Placement], tuple[int, bool]]


# ---------------------------------------------------------------- the reference


def brute_force(board: Board, rack: Sequence[Tile], key: int) -> Found:
    """Every legal turn, slowly: every run of empty cells in every row and column near the table,
    every ordered choice of rack tiles (a 6 as 6 or as 9), each put to `judge_turn`.

    Two cheap filters only skip what the rules reject outright: a set of cells touching no tile
    (M3) and new tiles sharing a colour (they all lie in one line, R5). A set of empty cells that
    skips an empty cell between its ends has a gap (M3), so only consecutive empties are tried.
    """
    found: Found = {}
    n_max = min(len(rack), MAX_LINE)

    def try_cells(cells: list[Cell]) -> None:
        if len(board) and not any(n in board for c in cells for n in c.neighbours()):
            return
        for chosen in itertools.permutations(range(len(rack)), len(cells)):
            if len({rack[i].colour for i in chosen}) < len(chosen):
                continue
            for tiles in itertools.product(*(rack[i].placements() for i in chosen)):
                places = frozenset(Placement(c, t) for c, t in zip(cells, tiles, strict=True))
                if places in found:
                    continue
                verdict = judge_turn(board, places, key, rack=rack)
                if verdict.legal:
                    found[places] = (verdict.score, verdict.bonus)

    if len(board) == 0:
        for axis in Axis:
            for k in range(2, n_max + 1):
                try_cells([START_CELL.step(axis, i) for i in range(k)])
        return found
    bounds = board.bounds()
    assert bounds is not None
    r0, c0, r1, c1 = bounds
    m = MAX_LINE + 1
    lines = [[Cell(r, c) for c in range(c0 - m, c1 + m + 1)] for r in range(r0 - 1, r1 + 2)]
    lines += [[Cell(r, c) for r in range(r0 - m, r1 + m + 1)] for c in range(c0 - 1, c1 + 2)]
    for line in lines:
        empties = [c for c in line if c not in board]
        for i in range(len(empties)):
            for k in range(1, n_max + 1):
                if i + k <= len(empties):
                    try_cells(empties[i : i + k])
    return found


def as_found(turns: list[Turn]) -> Found:
    found = {t.placements: (t.score, t.bonus) for t in turns}
    assert len(found) == len(turns), "the generator returned a turn twice"
    return found


def check_against_brute_force(board: Board, rack: Sequence[Tile], key: int) -> Found:
    expected = brute_force(board, rack, key)
    got = as_found(legal_turns(board, rack, key))
    missing = [sorted(p, key=lambda x: x.cell) for p in expected.keys() - got.keys()][:3]
    extra = [sorted(p, key=lambda x: x.cell) for p in got.keys() - expected.keys()][:3]
    assert not missing and not extra, f"missing {missing}, extra {extra}"
    assert got == expected  # same scores and bonus flags
    assert has_legal_turn(board, rack, key) == bool(expected)
    return got


# ---------------------------------------------------------------- positions from real play


def seed_with_key(key: int, start: int = 0) -> int:
    """The first seed from `start` whose game rolls `key` (R3), so every key gets tested."""
    for seed in itertools.count(start):
        game, _ = MainGame.new([Seat("a", "A"), Seat("b", "B")], seed)
        if game.key == key:
            return seed
    raise AssertionError  # pragma: no cover


def played_positions(seed: int, every: int = 3) -> list[tuple[Board, list[Tile], int]]:
    """Snapshots (board, rack of the player to move, key) of a seeded game of random legal play."""
    rng = random.Random(seed)
    game, _ = MainGame.new([Seat("a", "A"), Seat("b", "B")], seed)
    out = []
    while not game.finished:
        seat = game.current
        turns = sorted(legal_turns(game.board, game.racks[seat], game.key), key=Turn.sort_key)
        if game.turn_number % every == 0:
            out.append((game.board.copy(), list(game.racks[seat]), game.key))
        if not turns:
            game.pass_turn(seat)
            continue
        # mostly good turns, so the board fills up like a real game
        pick = rng.choice(turns[:8]) if rng.random() < 0.7 else rng.choice(turns)
        game.play(seat, list(pick.placements))
    return out


@pytest.fixture(scope="module")
def positions() -> list[tuple[Board, list[Tile], int]]:
    out = []
    for key in (3, 4, 5):
        out += played_positions(seed_with_key(key, 10 * key))
    return out


def test_positions_cover_keys_and_sizes(positions: list[tuple[Board, list[Tile], int]]) -> None:
    assert {k for _, _, k in positions} == {3, 4, 5}
    sizes = [len(b) for b, _, _ in positions]
    assert min(sizes) == 0 or min(sizes) < 10
    assert max(sizes) > 40


def test_matches_brute_force_on_played_positions(positions: list[tuple[Board, list[Tile], int]]) -> None:
    rng = random.Random(7)
    checked = 0
    for board, rack, key in positions:
        small = rng.sample(rack, min(len(rack), rng.choice((1, 2, 2, 3, 3, 4, 4, 5))))
        check_against_brute_force(board, small, key)
        checked += 1
    assert checked >= 25


def test_every_turn_on_full_racks_is_judged_legal_with_its_score(
    positions: list[tuple[Board, list[Tile], int]],
) -> None:
    """Full racks are too big for the brute force; the judge still confirms every turn found."""
    for board, rack, key in positions[1::6]:
        turns = legal_turns(board, rack, key)
        as_found(turns)
        for t in turns[:: max(1, len(turns) // 400)]:
            verdict = judge_turn(board, t.placements, key, rack=rack)
            assert verdict.legal, (sorted(t.placements, key=lambda p: p.cell), verdict.message)
            assert (verdict.score, verdict.bonus) == (t.score, t.bonus)
        assert has_legal_turn(board, rack, key) == bool(turns)


def shape(turn: Turn) -> tuple[frozenset, tuple]:
    """What a player sees of a turn: which tiles go on which cells, whatever order they are typed in."""
    cells = frozenset(p.cell for p in turn.placements)
    return cells, tuple(sorted((p.tile.colour.index, p.tile.value) for p in turn.placements))


def distinct(ranked: list[Turn]) -> list[Turn]:
    """The first turn of each shape, in rank order."""
    seen: set[tuple[frozenset, tuple]] = set()
    return [t for t in ranked if not (shape(t) in seen or seen.add(shape(t)))]


def test_a_hint_lists_each_placement_once_not_its_orderings() -> None:
    """On the empty table the best turns are orderings of one line of tiles: listed once each."""
    rack = [T(t) for t in ("R3", "Y4", "G8", "B1", "P2", "O5", "R6")]
    board, key = Board(), 3
    ranked = sorted(legal_turns(board, rack, key), key=Turn.sort_key)
    assert len({shape(t) for t in ranked[:5]}) < 5  # what a hint used to list
    shown = hints(board, rack, key, distinct=True)
    assert len(shown) == 5 and len({shape(t) for t in shown}) == 5
    assert shown == distinct(ranked)[:5]


def test_helpers_agree_with_legal_turns(positions: list[tuple[Board, list[Tile], int]]) -> None:
    for board, rack, key in positions[::5]:
        turns = legal_turns(board, rack, key)
        ranked = sorted(turns, key=Turn.sort_key)
        assert hints(board, rack, key) == ranked[:5]
        assert hints(board, rack, key, distinct=True) == distinct(ranked)[:5]
        assert hints(board, rack, key, limit=1) == ranked[:1]
        assert best_turn(board, rack, key) == (ranked[0] if ranked else None)
        assert movegen.best_score(board, rack, key) == max((t.score for t in turns), default=0)
        assert movegen.score_summary(board, rack, key)[1] == max(
            (t.score for t in turns if t.bonus), default=0
        )


def test_summaries_of_several_racks_on_one_board_match_each_rack_alone(
    positions: list[tuple[Board, list[Tile], int]],
) -> None:
    # the racks differ in size and tiles; sharing the board's work must not leak one rack into another
    for n, (board, rack, key) in enumerate(positions[::7]):
        others = [rack, rack[: 1 + n % 5], [], rack[::-1][:6], positions[n][1]]
        assert movegen.score_summaries(board, others, key) == [
            (max((t.score for t in ts), default=0), max((t.score for t in ts if t.bonus), default=0))
            for ts in (legal_turns(board, r, key) for r in others)
        ]


# ---------------------------------------------------------------- hand-made cases


def T(text: str) -> Tile:
    return Tile(Colour.from_letter(text[0]), int(text[1:]))


def board_of(*items: tuple[int, int, str]) -> Board:
    return Board((Cell(r, c), T(t)) for r, c, t in items)


def turn_of(*items: tuple[int, int, str]) -> frozenset[Placement]:
    return frozenset(Placement(Cell(r, c), T(t)) for r, c, t in items)


def test_published_example_scores_30() -> None:
    """M4: 5, 9, 1 down a column where the 5 also ends the row 3, 1, 6 (key 5)."""
    board = board_of((0, 0, "R3"), (0, 1, "O1"), (0, 2, "Y6"))
    rack = [T("G5"), T("B6"), T("P1")]
    found = check_against_brute_force(board, rack, 5)
    assert found[turn_of((0, 3, "G5"), (1, 3, "B9"), (2, 3, "P1"))] == (30, False)


def test_bridging_over_placed_tiles() -> None:
    """M3: new tiles between and beside tiles already placed make one line; gaps are refused."""
    board = board_of((0, 0, "R1"), (0, 2, "O2"))
    rack = [T("Y1"), T("B4"), T("G3")]
    found = check_against_brute_force(board, rack, 4)
    assert found[turn_of((0, 1, "Y1"))] == (4, False)
    assert found[turn_of((0, 1, "Y1"), (0, 3, "B4"))] == (8, False)
    assert turn_of((0, -1, "B4"), (0, 1, "Y1")) in found  # B4 R1 Y1 O2 = 8
    assert turn_of((0, 3, "B4")) not in found  # O2 B4 alone would leave a gap at (0, 1)


def test_six_and_nine_are_different_turns() -> None:
    board = board_of((0, 0, "R3"))
    found = check_against_brute_force(board, [T("B6")], 3)
    assert turn_of((0, 1, "B6")) in found and turn_of((0, 1, "B9")) in found
    assert found[turn_of((0, 1, "B9"))] == (12, False)


def test_identical_rack_tiles_give_one_turn() -> None:
    board = board_of((0, 0, "R1"))
    turns = legal_turns(board, [T("B2"), T("B2")], 3)
    assert len(turns) == len({t.placements for t in turns}) == 4  # four sides of R1


def test_six_tile_line_earns_a_bonus() -> None:
    """M5: completing a line of 6 (all six colours) earns a bonus turn."""
    board = board_of((0, 0, "R1"), (0, 1, "O2"), (0, 2, "Y3"), (0, 3, "G4"), (0, 4, "B5"))
    found = check_against_brute_force(board, [T("P5"), T("P1")], 5)
    assert found[turn_of((0, 5, "P5"))] == (20, True)
    assert turn_of((0, -1, "P5")) in found
    assert turn_of((0, 5, "P1")) not in found  # 16 is not a multiple of 5


def test_cross_line_bonus_and_two_scored_lines() -> None:
    """A tile that completes a column of 6 while starting a row: both lines score, bonus."""
    board = board_of(*[(r, 0, c + "1") for r, c in zip(range(5), "ROYGB", strict=True)], (5, 1, "R2"))
    rack = [T("P1"), T("P2")]
    found = check_against_brute_force(board, rack, 3)
    assert found[turn_of((5, 0, "P1"))] == (6 + 3, True)
    assert turn_of((5, 0, "P2")) not in found  # the column would sum to 7


def test_cross_checks_block_and_allow() -> None:
    board = board_of((0, 0, "R2"), (2, 0, "O2"), (1, 1, "Y1"))
    found = check_against_brute_force(board, [T("G2"), T("R2"), T("B5")], 3)
    # (1, 0) sits between R2 and O2 (column) and beside Y1 (row)
    assert found[turn_of((1, 0, "G2"))] == (6 + 3, False)
    assert turn_of((1, 0, "R2")) not in found  # red twice in the column


def test_first_turn_runs_from_the_start_cell_across_and_down() -> None:
    rack = [T("R1"), T("O2"), T("Y3"), T("G6")]
    found = check_against_brute_force(Board(), rack, 3)
    assert found
    across = turn_of((0, 0, "R1"), (0, 1, "O2"))
    down = turn_of((0, 0, "R1"), (1, 0, "O2"))
    assert found[across] == found[down] == (3, False)
    for places in found:
        cells = sorted(p.cell for p in places)
        assert cells[0] == START_CELL
        assert 2 <= len(places) <= 6


def test_first_turn_of_six_earns_a_bonus() -> None:
    rack = [T(c + "1") for c in "ROYGBP"] + [T("R2"), T("O2")]
    turns = legal_turns(Board(), rack, 3)
    sixes = [t for t in turns if len(t.placements) == 6]
    assert sixes and all(t.bonus and t.score == 6 for t in sixes)
    assert len(sixes) == 2 * 720  # R1 O1 Y1 G1 B1 P1 in every order, across and down


def test_no_move_positions() -> None:
    board = board_of(*[(0, c, t) for c, t in enumerate(["R1", "O1", "Y1", "G1", "B1", "P1"])])
    assert has_legal_turn(Board(), [T("R1")], 3) is False  # one tile cannot open (M2)
    assert legal_turns(board, [], 3) == [] and not has_legal_turn(board, [], 3)
    # only red tiles next to a full row: every cell around it needs a sum the rack cannot make
    rack = [T("R2")]
    assert has_legal_turn(board, rack, 3) == bool(brute_force(board, rack, 3))


def test_far_apart_groups_are_independent() -> None:
    """A made-up board with groups a million cells apart (stored sparsely): turns are the union."""
    a = board_of((0, 0, "R1"), (0, 1, "O2"))
    b = board_of((10**6, -(10**6), "Y3"), (10**6 + 1, -(10**6), "G3"))
    both = Board([*a.items(), *b.items()])
    rack = [T("B3"), T("P6"), T("R5")]
    expected = as_found(legal_turns(a, rack, 3)) | as_found(legal_turns(b, rack, 3))
    assert as_found(legal_turns(both, rack, 3)) == expected


def test_translation_moves_every_turn() -> None:
    board = board_of((0, 0, "R1"), (0, 1, "O2"), (1, 1, "Y1"))
    shifted = Board((Cell(r - 40, c + 13), t) for (r, c), t in board.items())
    rack = [T("G3"), T("B6"), T("P2"), T("R3")]
    moved = {
        frozenset(Placement(Cell(p.cell.row - 40, p.cell.col + 13), p.tile) for p in places): v
        for places, v in as_found(legal_turns(board, rack, 3)).items()
    }
    assert as_found(legal_turns(shifted, rack, 3)) == moved


# ---------------------------------------------------------------- made-up boards (hypothesis)

tiles_st = st.builds(Tile, st.sampled_from(COLOURS), st.sampled_from(FACES))


@st.composite
def small_boards(draw: st.DrawFn) -> Board:
    """Any tiles in a 4×4 area: groups may be separate and lines illegal (CONFORMANCE.md)."""
    cells = draw(st.sets(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=1, max_size=9))
    board = Board()
    for r, c in sorted(cells):
        tile = draw(tiles_st)
        if tile.value == 6 and draw(st.booleans()):
            tile = tile.as_nine()
        board.place([(Cell(r, c), tile)])
    return board


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_boards(), st.lists(tiles_st, min_size=0, max_size=3), st.sampled_from((3, 4, 5)))
def test_matches_brute_force_on_made_up_boards(board: Board, rack: list[Tile], key: int) -> None:
    check_against_brute_force(board, rack, key)


@settings(max_examples=25, deadline=None)
@given(st.lists(tiles_st, min_size=1, max_size=4), st.sampled_from((3, 4, 5)))
def test_first_turn_matches_brute_force(rack: list[Tile], key: int) -> None:
    check_against_brute_force(Board(), rack, key)


def test_turns_placing_all_are_the_full_turns_of_those_tiles():
    """Guided placement's query: exactly the legal turns that use every chosen tile, best first."""
    game, _ = MainGame.new([Seat("a", "A"), Seat("b", "B")], 11)
    first = movegen.best_turn(game.board, game.racks[game.current], game.key)
    game.play(game.current, first.placements)
    rack = game.racks[game.current]
    for n in (1, 2, 3):
        chosen = rack[:n]
        got = movegen.turns_placing_all(game.board, chosen, game.key)
        expected = {
            t.placements
            for t in movegen.legal_turns(game.board, rack, game.key)
            if sorted(p.tile.in_hand for p in t.placements) == sorted(chosen)
        }
        assert {t.placements for t in got} == expected
        assert [t.score for t in got] == sorted((t.score for t in got), reverse=True)
