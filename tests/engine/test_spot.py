"""Spot Sumoku's engine (RULES.md S1–S5): claims, refills, lockouts, the no-claim rule, saving."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.grid import check_claim
from bot.engine.spot import (
    LETTERS,
    LOCKOUT_S,
    MAX_SHOWN,
    ClaimWon,
    ClaimWrong,
    EndReason,
    GameEnded,
    NoClaim,
    SetShown,
    SpotError,
    SpotGame,
    parse_claim_text,
    parse_letters,
)
from bot.engine.tiles import Tile, full_set

from .conftest import tiles


def brute_force(tableau: list[Tile | None], key: int, distinct: bool) -> list[tuple[int, ...]]:
    """Every 4 of the shown tiles, every way of reading a 6 (as 6 or 9): the plain way."""
    shown = [i for i, t in enumerate(tableau) if t is not None]
    found = []
    for combo in itertools.combinations(shown, 4):
        ts = [tableau[i] for i in combo]
        if distinct and len({t.colour for t in ts}) != 4:
            continue
        readings = [[6, 9] if t.value == 6 else [t.value] for t in ts]
        if any(sum(values) % key == 0 for values in itertools.product(*readings)):
            found.append(combo)
    return found


def deal(first: list[Tile], then: list[Tile] = ()) -> list[Tile]:
    """Bag contents that draw `first` (onto the table, in slot order) and then `then`, in order."""
    return list(reversed(list(first) + list(then)))


def play_out(game: SpotGame, now: float = 0.0) -> list:
    """Claim the first solution for alternating players until the game ends."""
    events = []
    turn = 0
    while not game.finished:
        now += 1.5
        events += game.claim(f"p{turn % 3}", game.solutions()[0], now, set_number=game.set_number)
        turn += 1
        assert game.tiles_accounted() == 96
    return events


# ---------------------------------------------------------------- claim listing (S2)


@pytest.mark.parametrize("distinct", [True, False])
def test_solutions_equal_brute_force_on_seeded_tableaus(distinct: bool) -> None:
    for seed in range(150):
        game, _ = SpotGame.new(seed, distinct_colours=distinct, rounds=None)
        assert game.solutions() == brute_force(game.tableau, game.key, distinct), seed


@pytest.mark.parametrize("key", [3, 4, 5])
@pytest.mark.parametrize("distinct", [True, False])
def test_solutions_equal_brute_force_on_random_tableaus_of_every_size(key: int, distinct: bool) -> None:
    rng = random.Random(key * 10 + distinct)
    game, _ = SpotGame.new(0, key=key, distinct_colours=distinct, rounds=None)
    for _ in range(120):
        shown = rng.sample(full_set(), rng.randint(4, MAX_SHOWN))
        slots = rng.sample(range(MAX_SHOWN), len(shown))
        game.tableau = [None] * MAX_SHOWN
        for s, t in zip(slots, shown, strict=True):
            game.tableau[s] = t
        assert game.solutions() == brute_force(game.tableau, key, distinct)


@given(
    st.lists(st.sampled_from(full_set()), min_size=10, max_size=12),
    st.sampled_from([3, 4, 5]),
    st.booleans(),
)
def test_every_listed_claim_is_one_check_claim_accepts(shown: list[Tile], key: int, distinct: bool) -> None:
    game, _ = SpotGame.new(1, key=key, distinct_colours=distinct, rounds=None)
    game.tableau = list(shown) + [None] * (MAX_SHOWN - len(shown))
    listed = set(game.solutions())
    for combo in itertools.combinations(range(len(shown)), 4):
        verdict = check_claim([shown[i] for i in combo], key, distinct)
        assert verdict.valid == (combo in listed)


def test_a_six_counts_as_nine_and_colours_must_differ_by_default() -> None:
    game, _ = SpotGame.new(0, key=5, bag_tiles=deal(tiles("R1 O3 Y6 G2 R2 R3 R4 R7 R8 R1")), rounds=None)
    assert (0, 1, 2, 3) in game.solutions()  # 1 + 3 + 9 + 2 = 15
    lifted, _ = SpotGame.new(
        0, key=4, bag_tiles=deal(tiles("R1 R3 Y8 G4 R2 R3 R4 R7 R8 R1")), distinct_colours=False
    )
    assert (0, 1, 2, 3) in lifted.solutions()
    strict, _ = SpotGame.new(0, key=4, bag_tiles=deal(tiles("R1 R3 Y8 G4 O2 R3 R4 R7 R8 R1")))
    assert (0, 1, 2, 3) not in strict.solutions()


# ---------------------------------------------------------------- setup (S1, R3)


def test_new_game_shows_ten_tiles_and_one_key() -> None:
    game, events = SpotGame.new(42, now=100.0)
    assert len(game.shown) == 10 and [i for i, _ in game.shown] == list(range(10))
    assert game.key in (3, 4, 5)
    assert len(game.bag) == 86
    assert isinstance(events[-1], SetShown) and events[-1].set_number == 1
    assert game.has_solution()


def test_determinism_under_a_seed() -> None:
    a, ea = SpotGame.new(7, rounds=None)
    b, eb = SpotGame.new(7, rounds=None)
    assert a == b and ea == eb
    assert play_out(a) == play_out(b)
    assert a == b
    c, _ = SpotGame.new(8, rounds=None)
    assert c.to_dict()["bag"] != a.to_dict()["bag"] or c.key != a.key


# ---------------------------------------------------------------- winning and refilling (S3)


def test_correct_claim_wins_the_tiles_and_four_new_ones_replace_them() -> None:
    game, _ = SpotGame.new(3, now=10.0, rounds=5)
    bag_before = list(game.bag.tiles)
    claim = game.solutions()[0]
    won = game.tiles_at(claim)
    events = game.claim("alice", claim, now=12.345, set_number=1)
    first = events[0]
    assert isinstance(first, ClaimWon)
    assert first.tiles == won and first.reaction_ms == 2345 and first.round == 1
    assert first.total % game.key == 0
    # the four new tiles are the next four from the bag, in the won slots
    assert [t for _, t in first.replaced] == bag_before[::-1][:4]
    assert [s for s, _ in first.replaced] == sorted(claim)
    assert all(game.tableau[s] == t for s, t in first.replaced)
    assert game.players["alice"].won == list(won)
    assert game.round == 2 and game.set_number >= 2
    assert isinstance(events[-1], SetShown) and events[-1].set_number == game.set_number
    assert game.shown_at == 12.345


def test_a_stale_claim_is_refused_so_only_one_of_two_simultaneous_claims_wins() -> None:
    game, _ = SpotGame.new(5)
    claim = game.solutions()[0]
    game.claim("alice", claim, 1.0, set_number=1)
    with pytest.raises(SpotError) as err:
        game.claim("bob", claim, 1.0, set_number=1)
    assert err.value.code == "stale"
    assert "bob" not in game.players


def test_game_ends_after_the_chosen_number_of_rounds() -> None:
    game, _ = SpotGame.new(11, rounds=3)
    events = play_out(game)
    wins = [e for e in events if isinstance(e, ClaimWon)]
    assert len(wins) == 3
    end = events[-1]
    assert isinstance(end, GameEnded) and end.reason is EndReason.ROUNDS
    assert sum(len(s.tiles) for s in end.standings) == 12
    assert game.finished
    with pytest.raises(SpotError):
        game.claim("p0", (0, 1, 2, 3), 99.0)


def test_without_a_round_limit_the_game_plays_until_the_bag_cannot_help() -> None:
    for seed in range(20):
        game, _ = SpotGame.new(seed, rounds=None, distinct_colours=seed % 2 == 0)
        events = play_out(game)
        end = events[-1]
        assert isinstance(end, GameEnded) and end.reason is EndReason.NO_CLAIM
        assert isinstance(events[-2], NoClaim)
        assert not game.has_solution()
        if game.bag:  # tiles left only when fresh deals through the bag found no claim
            assert any(isinstance(e, NoClaim) and e.returned for e in events)
        # no one was ever shown a set without a correct claim
        for e in events:
            if isinstance(e, SetShown):
                assert brute_force(list(e.tableau), game.key, game.distinct_colours)


def test_standings_most_tiles_first_with_fastest_spot_and_shared_wins() -> None:
    game, _ = SpotGame.new(2, rounds=4, now=0.0)
    for player, t in (("a", 3.0), ("b", 5.0), ("a", 6.0), ("b", 6.5)):
        game.claim(player, game.solutions()[0], t)
    end = game.result
    assert end is not None and end.reason is EndReason.ROUNDS
    # 8 tiles each: a shared win; equal tiles list the faster spotter first
    assert set(end.winners) == {"a", "b"}
    b, a = end.standings
    assert a.player == "a" and a.sets_won == 2 and a.fastest_ms == 1000 and len(a.tiles) == 8
    assert b.player == "b" and b.fastest_ms == 500 and b.winner


def test_stop_ends_with_the_current_scores() -> None:
    game, _ = SpotGame.new(4)
    game.claim("a", game.solutions()[0], 1.0)
    (end,) = game.stop()
    assert isinstance(end, GameEnded) and end.reason is EndReason.STOPPED
    assert end.winners == ("a",)
    nobody, _ = SpotGame.new(4)
    assert nobody.stop()[0].winners == ()


def test_an_idle_race_ends_only_after_the_limit_since_the_last_set_was_shown() -> None:
    game, _ = SpotGame.new(4, now=100.0)
    assert game.idle_deadline(600) == 700.0
    with pytest.raises(SpotError) as early:
        game.end_idle(699.9, 600)
    assert early.value.code == "not_idle" and not game.finished
    game.claim("b", _wrong_claim(game), 650.0)  # a wrong claim is no activity
    assert game.idle_deadline(600) == 700.0
    game.claim("a", game.solutions()[0], 690.0)  # a win shows a new set: the clock starts again
    assert game.idle_deadline(600) == 1290.0
    with pytest.raises(SpotError):
        game.end_idle(1000.0, 600)
    (end,) = game.end_idle(1290.0, 600)
    assert isinstance(end, GameEnded) and end.reason is EndReason.IDLE and end.winners == ("a",)
    again = SpotGame.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.finished and again.end_reason is EndReason.IDLE and again == game
    with pytest.raises(SpotError) as over:
        game.end_idle(5000.0, 600)
    assert over.value.code == "finished"


# ---------------------------------------------------------------- wrong claims and lockouts (S3)


def _wrong_claim(game: SpotGame) -> tuple[int, ...]:
    right = set(game.solutions())
    return next(c for c in itertools.combinations([i for i, _ in game.shown], 4) if c not in right)


def test_wrong_claim_locks_the_player_out_until_the_next_set() -> None:
    game, _ = SpotGame.new(9, now=0.0)
    bad = _wrong_claim(game)
    (event,) = game.claim("alice", bad, 2.0, set_number=1)
    assert isinstance(event, ClaimWrong) and event.reason in ("sum", "colour") and event.message
    assert game.is_locked("alice", 3.0) and game.players["alice"].wrong == 1
    with pytest.raises(SpotError) as err:
        game.claim("alice", game.solutions()[0], 3.0)
    assert err.value.code == "locked_out" and dict(err.value.params) == {"seconds": str(round(LOCKOUT_S - 1))}
    # someone else may still win the set; then alice may claim again
    game.claim("bob", game.solutions()[0], 4.0)
    assert not game.is_locked("alice", 4.0)
    events = game.claim("alice", game.solutions()[0], 5.0)
    assert isinstance(events[0], ClaimWon)


def test_a_lock_out_ends_after_lockout_s_within_the_set() -> None:
    """S3 as decided: a lone player is not stuck until the idle end; the lock-out lasts LOCKOUT_S."""
    game, _ = SpotGame.new(9, now=0.0)
    game.claim("alice", _wrong_claim(game), 2.0)
    almost = 2.0 + LOCKOUT_S - 0.1
    assert game.is_locked("alice", almost) and game.locked_for("alice", almost) == 1
    assert not game.is_locked("alice", 2.0 + LOCKOUT_S)
    events = game.claim("alice", game.solutions()[0], 2.0 + LOCKOUT_S)
    assert isinstance(events[0], ClaimWon)


def test_a_lock_out_saved_before_it_had_an_end_ends_lockout_s_after_its_set_was_shown() -> None:
    game, _ = SpotGame.new(9, now=100.0)
    game.claim("alice", _wrong_claim(game), 101.0)
    saved = game.to_dict() | {"locked": ["alice"]}  # the format of the lock-outs that lasted the set
    back = SpotGame.from_dict(saved)
    assert back.is_locked("alice", 100.0 + LOCKOUT_S - 1) and not back.is_locked("alice", 100.0 + LOCKOUT_S)


def test_colour_rule_can_be_lifted() -> None:
    same = tiles("R1 R3 R8 R4")  # 16: a multiple of 4, all red
    rest = tiles("O2 O3 O5 O7 O2 O3")
    strict, _ = SpotGame.new(0, key=4, bag_tiles=deal(same + rest, tiles("Y1 G1")))
    (wrong,) = strict.claim("a", (0, 1, 2, 3), 1.0)
    assert isinstance(wrong, ClaimWrong) and wrong.reason == "colour"
    lifted, _ = SpotGame.new(0, key=4, bag_tiles=deal(same + rest, tiles("Y1 G1")), distinct_colours=False)
    assert isinstance(lifted.claim("a", (0, 1, 2, 3), 1.0)[0], ClaimWon)


@pytest.mark.parametrize(
    ("slots", "code"),
    [
        ((0, 1, 2), "size"),
        ((0, 1, 2, 3, 4), "size"),
        ((0, 0, 1, 2), "repeated"),
        ((0, 1, 2, 10), "empty_slot"),
        ((0, 1, 2, 99), "empty_slot"),
        ((0, 1, 2, -1), "empty_slot"),
    ],
)
def test_mistakes_in_a_request_are_refused_without_a_lockout(slots: tuple[int, ...], code: str) -> None:
    game, _ = SpotGame.new(1)
    with pytest.raises(SpotError) as err:
        game.claim("a", slots, 1.0)
    assert err.value.code == code
    assert not game.is_locked("a", 1.0) and "a" not in game.players


# ---------------------------------------------------------------- no correct claim (S4, S5)


def test_a_first_set_without_a_claim_gets_tiles_added_before_anyone_looks() -> None:
    nine_red_one_orange = tiles("R1 R2 R3 R4 R5 R6 R7 R8 R1 O1")
    game, events = SpotGame.new(0, key=4, bag_tiles=deal(nine_red_one_orange, tiles("Y1 G1 B5 B6")))
    no_claim, shown = events
    assert isinstance(no_claim, NoClaim)
    assert no_claim.added == ((10, tiles("Y1")[0]), (11, tiles("G1")[0]))
    assert isinstance(shown, SetShown) and shown.tableau[10:] == tuple(tiles("Y1 G1"))
    assert game.has_solution() and len(game.shown) == 12


def test_a_refill_without_a_claim_gets_tiles_added_at_once() -> None:
    # only A B C D is a claim (1+1+1+1 = 4): the reds make 3 + x, never a multiple of 4
    table = tiles("R1 O1 Y1 G1 R2 R3 R4 R7 R8 R2")
    refill = tiles("R3 R4 O2 R7")  # after the win: reds and one orange, no four colours
    game, _ = SpotGame.new(0, key=4, bag_tiles=deal(table, refill + tiles("Y1 G2 B3")))
    assert game.solutions() == [(0, 1, 2, 3)]
    events = game.claim("a", (0, 1, 2, 3), 2.0, set_number=1)
    won, no_claim, shown = events
    assert isinstance(won, ClaimWon) and isinstance(no_claim, NoClaim) and isinstance(shown, SetShown)
    assert [t for _, t in no_claim.added] == tiles("Y1 G2")
    assert shown.set_number == 2 and game.has_solution()
    assert brute_force(list(shown.tableau), 4, True)


def test_with_an_empty_bag_a_set_without_a_claim_ends_the_game() -> None:
    ten_red = tiles("R1 R2 R3 R4 R5 R6 R7 R8 R1 R2")
    game, events = SpotGame.new(0, key=4, bag_tiles=deal(ten_red))
    assert isinstance(events[0], NoClaim) and events[0].added == () and events[0].bag_left == 0
    assert events[0].returned == ()
    assert isinstance(events[1], GameEnded) and events[1].reason is EndReason.NO_CLAIM
    assert game.finished and not any(isinstance(e, SetShown) for e in events)


def test_a_full_table_without_a_claim_is_dealt_afresh_while_the_bag_has_tiles() -> None:
    ten_red = tiles("R1 R2 R3 R4 R5 R6 R7 R8 R1 R2")
    game, events = SpotGame.new(0, key=4, bag_tiles=deal(ten_red, tiles("O1 O2 Y1 G1")))
    grew, redealt, shown = events
    assert isinstance(grew, NoClaim) and [s for s, _ in grew.added] == [10, 11] and grew.returned == ()
    assert isinstance(redealt, NoClaim) and sorted(redealt.returned) == sorted(ten_red + tiles("O1 O2"))
    # the two tiles left in the bag come first, then the returned ones from under the bag
    assert [t for _, t in redealt.added][:4] == tiles("Y1 G1 O2 O1")
    assert isinstance(shown, SetShown) and game.has_solution() and not game.finished
    assert game.tiles_accounted() == 14


def test_fresh_deals_that_never_find_a_claim_end_the_game() -> None:
    reds_and_oranges = tiles("R1 R2 R3 R4 R5 R6 R7 R8 R1 R2")
    game, events = SpotGame.new(0, key=4, bag_tiles=deal(reds_and_oranges, tiles("O1 O2 R3 O4 O5")))
    assert isinstance(events[-1], GameEnded) and events[-1].reason is EndReason.NO_CLAIM
    assert all(isinstance(e, NoClaim) for e in events[:-1])
    assert game.finished and not game.has_solution() and game.tiles_accounted() == 15


def test_the_last_tiles_of_the_bag_leave_gaps_and_the_game_goes_on_while_a_claim_exists() -> None:
    table = tiles("R1 O1 Y1 G1 R1 O1 Y1 G1 B2 P2")
    game, _ = SpotGame.new(0, key=4, bag_tiles=deal(table, tiles("B1 P1")), rounds=None)
    game.claim("a", (0, 1, 2, 3), 1.0)
    assert game.tableau[0:4] == [*tiles("B1 P1"), None, None]
    assert not game.finished and game.has_solution()


# ---------------------------------------------------------------- saving


def test_round_trip_is_lossless_at_every_step() -> None:
    game, _ = SpotGame.new(21, rounds=6, now=5.0, distinct_colours=False)
    game.claim("x", _wrong_claim(game), 6.0)
    t = 6.0
    while True:
        data = json.loads(json.dumps(game.to_dict()))
        back = SpotGame.from_dict(data)
        assert back == game and back.to_dict() == game.to_dict()
        assert back.solutions() == game.solutions() and back.locked == game.locked
        if game.finished:
            assert back.result == game.result
            break
        t += 2.0
        claim = game.solutions()[0]
        assert back.claim("y", claim, t) == game.claim("y", claim, t)


def test_from_dict_refuses_an_unknown_format() -> None:
    data = SpotGame.new(1)[0].to_dict() | {"version": 99}
    with pytest.raises(ValueError, match="format"):
        SpotGame.from_dict(data)


# ---------------------------------------------------------------- letters


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("A D F J", (0, 3, 5, 9)),
        ("adfj", (0, 3, 5, 9)),
        ("  a, d, f, l ", (0, 3, 5, 11)),
        ("L K J I", (11, 10, 9, 8)),
    ],
)
def test_chat_claims_parse(text: str, slots: tuple[int, ...]) -> None:
    assert parse_claim_text(text) == slots


@pytest.mark.parametrize(
    "text", ["", "ABC", "ABCDE", "A B C M", "ball", "hello", "A D F J!", "ABCD please", "1234"]
)
def test_other_chat_is_not_a_claim(text: str) -> None:
    assert parse_claim_text(text) is None


def test_select_letters_parse_and_refuse_junk() -> None:
    assert parse_letters(["a", "B", "l"]) == (0, 1, 11)
    assert LETTERS[11] == "L"
    with pytest.raises(SpotError):
        parse_letters(["M"])
    with pytest.raises(SpotError):
        parse_letters(["AB"])
