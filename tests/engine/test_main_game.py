"""The main game's state machine against RULES.md M1–M9, event by event."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine import movegen
from bot.engine.bag import Bag
from bot.engine.board import Board, Cell
from bot.engine.main_game import (
    GameEnded,
    GameError,
    GameStarted,
    LeaveReason,
    MainGame,
    PassReason,
    Seat,
    SeatKind,
    SeatLeft,
    TurnPassed,
    TurnPlayed,
)
from bot.engine.tiles import full_set, hand_total
from bot.engine.turns import IllegalTurn, Placement, Reason

from .conftest import T, board_of, drive, random_legal_turn, tiles

SEATS = (Seat("a", "Ann"), Seat("b", "Bob"), Seat("c", "Cy"), Seat("d", "Di"))
FILLER = "R7 O7 Y7 G7 B7 P7 R8 O8 Y8 G8 B8 P8 R7 O7 Y7 G7 B7 P7 R8 O8"
ROW = (("R1", 0, 0), ("O2", 0, 1))  # key 3


def P(r: int, c: int, t: str) -> Placement:
    return Placement(Cell(r, c), T(t))


def made(racks: list[str], board: Board | None = None, bag: str = FILLER, key: int = 3, current: int = 0,
         scores: list[int] | None = None) -> MainGame:  # fmt: skip
    """A game in a chosen state (the bag's last tile is drawn first)."""
    n = len(racks)
    return MainGame(
        seed=0, seats=SEATS[:n], key=key, bag=Bag(tiles(bag)), racks=[tiles(r) for r in racks],
        board=board.copy() if board is not None else board_of((0, 0, "R1"), (0, 1, "O2")),
        scores=scores or [0] * n, current=current, active=[True] * n, missed=[0] * n,
    )  # fmt: skip


def kinds(events: list) -> list[str]:
    return [type(e).__name__ for e in events]


# ---------------------------------------------------------------- M1 setup


@pytest.mark.parametrize("n", range(2, 9))
def test_setup_deals_eight_each_and_the_lowest_total_starts(n: int) -> None:
    seats = [Seat(str(i), f"P{i}") for i in range(n)]
    game, events = MainGame.new(seats, seed=n)
    started = events[0]
    assert isinstance(started, GameStarted)
    assert all(len(r) == 8 for r in game.racks) and len(game.bag) == 96 - 8 * n
    assert started.totals == tuple(hand_total(r) for r in game.racks) == game.opening_totals
    assert started.totals[started.roller] == min(started.totals)
    assert started.key == game.key in (3, 4, 5)
    assert game.is_first_turn and game.tiles_accounted() == 96
    if len(events) == 1:
        assert game.current == started.roller


def test_ties_for_the_lowest_total_are_broken_at_random_but_by_the_seed() -> None:
    rollers = Counter()
    for seed in range(3000):
        _, events = MainGame.new(SEATS[:2], seed)
        started = events[0]
        assert isinstance(started, GameStarted)
        if started.totals[0] == started.totals[1]:
            rollers[started.roller] += 1
            assert MainGame.new(SEATS[:2], seed)[1][0] == started
    assert rollers[0] > 0 and rollers[1] > 0, rollers


def test_the_key_is_a_die_roll() -> None:
    keys = Counter(MainGame.new(SEATS[:2], s)[0].key for s in range(300))
    assert set(keys) == {3, 4, 5}


@pytest.mark.parametrize(
    "seats", [SEATS[:1], [Seat(str(i), "x") for i in range(9)], [Seat("a", "A"), Seat("a", "A again")]]
)
def test_bad_seatings_are_refused(seats: list[Seat]) -> None:
    with pytest.raises(GameError) as e:
        MainGame.new(seats, 1)
    assert e.value.code == "seats"


# ---------------------------------------------------------------- turns, refill (M3, M6)


def test_turns_go_round_in_seating_order_and_racks_refill() -> None:
    game = made(["Y3 R5", "G3 R5", "B3 R5"])
    ev = game.play(0, [P(0, 2, "Y3")])
    assert kinds(ev) == ["TurnPlayed"]
    played = ev[0]
    assert isinstance(played, TurnPlayed)
    assert (played.seat, played.score, played.bonus, played.next_seat) == (0, 6, False, 1)
    assert played.drawn == tuple(reversed(tiles(FILLER)[-7:])), "draw back up to 8 from the bag"
    assert len(game.racks[0]) == 8 and game.scores == [6, 0, 0] and game.current == 1
    assert game.play(1, [P(0, 3, "G3")])[0].next_seat == 2  # type: ignore[union-attr]
    assert game.play(2, [P(0, 4, "B3")])[0].next_seat == 0  # type: ignore[union-attr]
    assert game.scores == [6, 9, 12] and game.last_turn == (P(0, 4, "B3"),)
    assert [a["seat"] for a in game.history] == [0, 1, 2]


def test_refill_stops_when_the_bag_is_empty() -> None:
    game = made(["Y3 R5", "G3 R5"], bag="P7 P8")
    ev = game.play(0, [P(0, 2, "Y3")])
    assert ev[0].drawn == (T("P8"), T("P7")) and len(game.bag) == 0  # type: ignore[union-attr]
    assert len(game.racks[0]) == 3


def test_an_illegal_turn_changes_nothing() -> None:
    game = made(["Y3 Y1", "G3"])
    before = game.to_dict()
    with pytest.raises(IllegalTurn) as e:
        game.play(0, [P(0, 2, "Y1")])
    assert e.value.reason is Reason.SUM
    with pytest.raises(IllegalTurn) as e:
        game.play(0, [P(0, 2, "G3")])
    assert e.value.reason is Reason.NOT_IN_RACK and "G3" in str(e.value)
    assert game.to_dict() == before


def test_play_accepts_cell_tile_pairs() -> None:
    game = made(["Y3", "G3"])
    assert game.play(0, [((0, 2), T("Y3"))])[0].score == 6  # type: ignore[union-attr]


def test_a_nine_is_played_from_the_racks_six() -> None:
    game = made(["G5 B6 P1", "R2"], board=board_of((0, 0, "R3"), (0, 1, "O1"), (0, 2, "Y6")), key=5)
    ev = game.play(0, [P(0, 3, "G5"), P(1, 3, "B9"), P(2, 3, "P1")])
    assert ev[0].score == 30  # type: ignore[union-attr]
    assert game.board[Cell(1, 3)] == T("B9") and T("B6") not in game.racks[0]


# ---------------------------------------------------------------- errors


def test_not_your_turn_and_not_in_game() -> None:
    game = made(["Y3", "G3", "B3"])
    for action in (lambda: game.play(1, [P(0, 2, "G3")]), lambda: game.pass_turn(2), lambda: game.timeout(1)):
        with pytest.raises(GameError) as e:
            action()
        assert e.value.code == "not_your_turn" and "Ann" in str(e.value)
    for seat in (-1, 3, 7):
        with pytest.raises(GameError) as e:
            game.pass_turn(seat)
        assert e.value.code == "not_in_game"
    game.resign(1)
    with pytest.raises(GameError) as e:
        game.resign(1)
    assert e.value.code == "not_in_game"


def test_nothing_happens_after_the_end() -> None:
    game = made(["Y3", "G3"])
    game.pass_turn(0)
    ev = game.pass_turn(1)
    assert isinstance(ev[-1], GameEnded) and game.finished
    for action in (lambda: game.play(0, [P(0, 2, "Y3")]), lambda: game.pass_turn(0), lambda: game.timeout(0),
                   lambda: game.resign(1)):  # fmt: skip
        with pytest.raises(GameError) as e:
            action()
        assert e.value.code == "finished"


# ---------------------------------------------------------------- M5 bonus

FIVE_CROSS = board_of(
    *((0, i, t) for i, t in enumerate(["R1", "O2", "Y3", "G4", "B5"])),
    *((i, 0, t) for i, t in enumerate(["O2", "Y3", "G4", "B5"], start=1)),
)  # key 5: a row and a column of five (15 each) sharing R1; R4 fits nowhere on it


def test_bonus_turns_chain_without_drawing_then_lapse_when_no_move_is_left() -> None:
    game = made(["P5 P5 R4", "R2"], board=FIVE_CROSS, key=5)
    first = game.play(0, [P(0, 5, "P5")])
    assert kinds(first) == ["TurnPlayed"]
    assert (first[0].bonus, first[0].drawn, first[0].next_seat) == (True, (), 0)  # type: ignore[union-attr]
    assert game.current == 0 and game.in_bonus and len(game.racks[0]) == 2
    second = game.play(0, [P(5, 0, "P5")])
    t = second[0]
    assert isinstance(t, TurnPlayed)
    assert (t.score, t.bonus, t.bonus_lapsed, t.next_seat) == (20, False, True, 1)
    assert len(t.drawn) == 7 and len(game.racks[0]) == 8 and not game.in_bonus
    assert game.scores[0] == 40 and game.turn_number == 3


def test_a_bonus_lapses_with_an_empty_rack() -> None:
    game = made(["P5", "R2"], board=FIVE_CROSS, key=5)
    t = game.play(0, [P(0, 5, "P5")])[0]
    assert isinstance(t, TurnPlayed)
    assert (t.bonus, t.bonus_lapsed, len(t.drawn), t.next_seat) == (False, True, 8, 1)


def test_passing_a_bonus_turn_ends_the_turn_and_is_not_a_pass() -> None:
    game = made(["P5 P5 R4", "R2"], board=FIVE_CROSS, key=5)
    game.play(0, [P(0, 5, "P5")])
    ev = game.pass_turn(0)
    p = ev[0]
    assert isinstance(p, TurnPassed)
    assert (p.ended_bonus, len(p.drawn), p.next_seat) == (True, 6, 1)
    assert game.passes_in_a_row == 0 and game.current == 1 and not game.in_bonus
    game.pass_turn(1)
    assert not game.finished, "one real pass is not a full round"


def test_a_timeout_in_a_bonus_turn_ends_it() -> None:
    game = made(["P5 P5 R4", "R2"], board=FIVE_CROSS, key=5)
    game.play(0, [P(0, 5, "P5")])
    p = game.timeout(0)[0]
    assert isinstance(p, TurnPassed) and p.ended_bonus and p.reason is PassReason.TIMEOUT
    assert game.current == 1 and len(game.racks[0]) == 8 and game.missed[0] == 1


# ---------------------------------------------------------------- M7 pass, M8 end


def test_a_player_without_a_legal_move_passes_automatically() -> None:
    # after Y3 at [0,2] the row is R1 O2 Y3: no red fits, and R2 / R5 sum wrong beside O2 and Y3
    game = made(["Y3", "R2 R5", "G3"])
    ev = game.play(0, [P(0, 2, "Y3")])
    assert kinds(ev) == ["TurnPlayed", "TurnPassed"]
    auto = ev[1]
    assert isinstance(auto, TurnPassed)
    assert (auto.seat, auto.reason, auto.next_seat) == (1, PassReason.NO_MOVE, 2)
    assert ev[0].next_seat == 1 and game.current == 2  # type: ignore[union-attr]


def test_an_empty_rack_passes_automatically() -> None:
    game = made(["Y3", "G3"], bag="")
    ev = game.play(0, [P(0, 2, "Y3")])
    assert ev[0].drawn == () and game.current == 1  # type: ignore[union-attr]
    ev = game.play(1, [P(0, 3, "G3")])
    assert kinds(ev) == ["TurnPlayed", "TurnPassed", "TurnPassed", "GameEnded"]
    assert [e.reason for e in ev[1:3]] == [PassReason.EMPTY_RACK, PassReason.EMPTY_RACK]  # type: ignore[union-attr]
    assert ev[2].next_seat is None  # type: ignore[union-attr]


def test_the_game_ends_after_a_full_round_of_passes() -> None:
    game = made(["Y3 G1", "G3 B1", "B3 P1"])
    game.pass_turn(0)
    game.play(1, [P(0, 2, "G3")])
    game.pass_turn(2)
    game.pass_turn(0)
    assert not game.finished, "two passes after a play are not a round"
    ev = game.pass_turn(1)
    assert kinds(ev) == ["TurnPassed", "GameEnded"] and game.finished
    assert ev[0].next_seat is None  # type: ignore[union-attr]
    assert game.result is ev[1] and game.current_seat is not None


def test_a_deadlock_ends_the_game_with_tiles_in_the_bag() -> None:
    game = made(["Y3", "R2 R5"])
    ev = game.pass_turn(0)
    assert kinds(ev) == ["TurnPassed", "TurnPassed", "GameEnded"]
    assert ev[1].reason is PassReason.NO_MOVE and len(game.bag) > 0  # type: ignore[union-attr]


# ---------------------------------------------------------------- M9 final score


def test_final_scores_subtract_the_rack_and_six_counts_six() -> None:
    game = made(["R6 O2", "G3"], scores=[20, 10])
    game.pass_turn(0)
    ended = game.pass_turn(1)[-1]
    assert isinstance(ended, GameEnded)
    rows = [(s.seat, s.score, s.penalty, s.final, s.winner, s.left) for s in ended.standings]
    assert rows == [(0, 20, 8, 12, True, False), (1, 10, 3, 7, False, False)]
    assert ended.winners == (0,)


def test_equal_final_scores_share_the_win() -> None:
    game = made(["R2", "G3", "B8"], scores=[20, 21, 30])
    for seat in range(3):
        ev = game.pass_turn(seat)
    ended = ev[-1]
    assert isinstance(ended, GameEnded)
    assert [(s.seat, s.final) for s in ended.standings] == [(2, 22), (0, 18), (1, 18)]
    assert ended.winners == (2,)
    game = made(["R2", "G3"], scores=[20, 21])
    game.pass_turn(0)
    ended = game.pass_turn(1)[-1]
    assert isinstance(ended, GameEnded) and ended.winners == (0, 1)


# ---------------------------------------------------------------- leaving


def test_resigning_out_of_turn_and_the_seat_is_skipped() -> None:
    game = made(["Y3", "G3", "B3"])
    ev = game.resign(1)
    assert ev == [SeatLeft(1, LeaveReason.RESIGNED, 0)]
    game.play(0, [P(0, 2, "Y3")])
    assert game.current == 2 and game.active_seats() == [0, 2]


def test_resigning_on_your_turn_passes_play_on() -> None:
    game = made(["Y3", "G3", "B3"])
    ev = game.resign(0)
    assert ev == [SeatLeft(0, LeaveReason.RESIGNED, 1)] and game.current == 1


def test_the_last_player_standing_ends_the_game_and_leavers_cannot_win() -> None:
    game = made(["Y3", "G3"], scores=[50, 1])
    ev = game.resign(0)
    assert kinds(ev) == ["SeatLeft", "GameEnded"]
    ended = ev[-1]
    assert isinstance(ended, GameEnded) and ended.winners == (1,)
    assert [(s.seat, s.left) for s in ended.standings] == [(1, False), (0, True)]


def test_only_computers_left_ends_the_game() -> None:
    game = made(["Y3", "G3", "B3"])
    game.seats = (
        SEATS[0],
        Seat("c1", "Bot 1", SeatKind.COMPUTER, "easy"),
        Seat("c2", "Bot 2", SeatKind.COMPUTER),
    )
    assert kinds(game.resign(0)) == ["SeatLeft", "GameEnded"]


def test_a_leavers_pass_no_longer_counts_toward_the_round() -> None:
    """M8: the round of passes must come from everyone still playing."""
    game = made(["Y3", "G3", "B3"])
    game.pass_turn(0)
    game.resign(0)  # on Bob's turn
    game.pass_turn(1)
    assert not game.finished, "Cy has not passed"
    assert isinstance(game.pass_turn(2)[-1], GameEnded)


def test_three_missed_turns_in_a_row_drop_a_seat() -> None:
    game = made(["Y3 Y1 Y4 Y7", "G3 B1", "B3 P6"])
    rng = random.Random(1)

    def others_play() -> None:
        for seat in (1, 2):
            assert game.current == seat
            places = random_legal_turn(game, rng)
            assert places is not None
            game.play(seat, places)

    assert game.timeout(0)[0] == TurnPassed(0, PassReason.TIMEOUT, 1)
    others_play()
    game.pass_turn(0)  # here: the run of missed turns is broken
    others_play()
    game.timeout(0)
    others_play()
    game.timeout(0)
    assert game.missed[0] == 2 and game.active[0]
    others_play()
    ev = game.timeout(0)
    assert ev[0] == SeatLeft(0, LeaveReason.DROPPED, 1) and not game.active[0]
    assert game.history[-1] == {"a": "timeout", "seat": 0}


def test_a_play_resets_missed_turns() -> None:
    game = made(["Y3 G3", "G3"])
    game.timeout(0)
    game.pass_turn(1)
    assert game.finished, "a timeout is a pass for M8"
    game = made(["Y3 G3", "B3 P3"])
    game.timeout(0)
    game.play(1, [P(0, -1, "B3")])
    game.play(0, [P(0, 2, "Y3")])
    assert game.missed[0] == 0


# ---------------------------------------------------------------- whole games


@pytest.mark.parametrize("seed", range(3))
def test_seeded_games_keep_every_tile_and_end_properly(seed: int) -> None:
    seats = SEATS[: 2 + seed]
    game, _ = MainGame.new(seats, seed)
    rng = random.Random(seed)
    events = drive(game, rng, 400, odd=0.05)
    assert game.finished and isinstance(events[-1], GameEnded)
    on_table = Counter(t.in_hand for t in game.board.cells.values())
    assert on_table + Counter(game.bag.tiles) + sum((Counter(r) for r in game.racks), Counter()) == Counter(
        full_set()
    )
    lines_ok = [ln.problem(game.key) for ln in game.board.lines()]
    assert all(p is None for p in lines_ok) and game.board.is_connected()
    assert sum(e.score for e in events if isinstance(e, TurnPlayed)) == sum(game.scores)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4))
def test_invariants_hold_after_every_action(seed: int, players: int) -> None:
    """Tiles are never lost, the table stays legal, and nobody is asked to move who cannot."""
    game, events = MainGame.new(SEATS[:players], seed)
    rng = random.Random(seed)
    scored = [0] * players
    for _ in range(25):
        if game.finished:
            break
        events = drive(game, rng, 1)
        for e in events:
            if isinstance(e, TurnPlayed):
                scored[e.seat] += e.score
        assert game.tiles_accounted() == 96
        assert all(ln.problem(game.key) is None for ln in game.board.lines())
        assert game.board.is_connected()
        assert game.scores == scored
        if game.finished:
            assert isinstance(events[-1], GameEnded) and game.result == events[-1]
            break
        assert game.active[game.current]
        assert game.passes_in_a_row < len(game.active_seats())
        rack = game.racks[game.current]
        assert rack and movegen.has_legal_turn(game.board, rack, game.key)
        for i, r in enumerate(game.racks):
            assert len(r) <= 8
            if game.active[i] and game.bag and not (game.in_bonus and i == game.current):
                assert len(r) == 8
