"""Speed and Team races (RULES.md P1–P4, T1) and the computer racer's pacing."""

from __future__ import annotations

import json
import random
import re
import statistics
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.board import Axis, Cell
from bot.engine.freegrid import InvalidGrid, arrange_action, move_action, place_action, take_action
from bot.engine.main_game import GameError, SeatKind
from bot.engine.racer import LEVELS, computer_step, dump_choice, plan_racer
from bot.engine.speed import (
    MatchEnded,
    Racer,
    RoundStarted,
    RoundTimedOut,
    RoundWon,
    SpeedError,
    SpeedMatch,
    TileDumped,
    assign_teams,
    public_status,
)
from bot.engine.tiles import full_set

from .conftest import PROPERTY, said
from .rigs import block, multiset, rig_speed, shifted, speed_seed, team_block

ANN, BOB, CY, DI = Racer("1", "Ann"), Racer("2", "Bob"), Racer("3", "Cy"), Racer("4", "Di")
BOT = Racer("9", "Robo", SeatKind.COMPUTER, "hard")
T0 = 1_000_000.0


def two(seed_key: int = 4, **options: object) -> SpeedMatch:
    """Ann and Bob, a round whose key is 4, Ann holding block(4) and Bob block(8) (both valid layouts)."""
    seed = speed_seed([ANN, BOB], seed_key)
    match, _ = SpeedMatch.new([ANN, BOB], seed, now=T0, **options)  # type: ignore[arg-type]
    return rig_speed(match, {0: block(4), 1: block(8)})


def test_each_racer_gets_ten_tiles_and_the_round_one_key_p1() -> None:
    match, events = SpeedMatch.new([ANN, BOB, CY], 5, now=T0)
    (started,) = events
    assert isinstance(started, RoundStarted) and started.pools == (10, 10, 10)
    assert match.key in (3, 4, 5) and started.key == match.key
    assert len(match.round.bag) == 96 - 30
    assert multiset(match.tiles_accounted()) == multiset(full_set())


def test_a_team_shares_one_pool_of_ten_per_member_and_one_grid_t1() -> None:
    racers = [Racer("1", "Ann", team="red"), Racer("2", "Bob", team="red"), CY]
    match, events = SpeedMatch.new(racers, 5, now=T0)
    assert events[0].pools == (20, 10)
    assert match.grid_of("1") is match.grid_of("2") and match.grid_of("3") is not match.grid_of("1")
    with pytest.raises(SpeedError) as err:
        SpeedMatch.new([Racer("1", "Ann", team="red"), BOB], 5, now=T0)
    assert err.value.code == "teams"


def test_teams_formed_at_the_start_are_even_and_fixed_by_the_seed_t1() -> None:
    racers = [Racer(str(i), f"P{i}") for i in range(7)]
    teamed = assign_teams(racers, 3, seed=5)
    assert [r.id for r in teamed] == [r.id for r in racers]
    sizes = sorted(Counter(r.team for r in teamed).values())
    assert sizes == [2, 2, 3] and assign_teams(racers, 3, seed=5) == teamed
    match, events = SpeedMatch.new(teamed, 1, now=T0)
    assert sorted(events[0].pools) == [20, 20, 30] and len(match.teams) == 3
    with pytest.raises(SpeedError) as err:
        assign_teams(racers, 4, seed=5)
    assert err.value.code == "teams"


def test_the_first_valid_grid_of_all_tiles_wins_the_round_p3() -> None:
    match = two()
    match.edit("1", arrange_action(block(4)), now=T0 + 30)
    events = match.submit("1", now=T0 + 42.5)
    won = events[0]
    assert isinstance(won, RoundWon) and won.team == 0 and won.ms == 42_500 and won.points == 1
    assert isinstance(events[1], MatchEnded) and events[1].winners == (0,)
    with pytest.raises(SpeedError) as err:
        match.submit("2", now=T0 + 50)
    assert err.value.code == "finished"
    stats = match.racer_stats()
    assert stats["1"].rounds_won == 1 and stats["1"].best_ms == 42_500 and stats["1"].match_won
    assert stats["2"].rounds_won == 0 and stats["2"].best_ms is None and not stats["2"].match_won


def test_an_invalid_submit_is_refused_with_the_reason_and_cells_and_changes_nothing_p3() -> None:
    match = two()
    layout = list(block(4))
    layout[-1] = layout[-1].__class__(Cell(5, 5), layout[-1].tile)  # P4 cut off from the block
    match.edit("1", arrange_action(layout), now=T0 + 5)
    before = match.to_dict()
    with pytest.raises(InvalidGrid) as err:
        match.submit("1", now=T0 + 6)
    report = err.value.report
    assert report.problems[0].code == "cut_off" and Cell(5, 5) in report.problems[0].cells
    grid = match.grid_of("1")
    assert "P4 on R18 is cut off" in said(err.value) and grid.label(Cell(5, 5)) == "R18"
    assert [p.code for p in report.problems] == ["cut_off"]  # the rest still holds: rows 20 and 16, columns 8
    assert match.to_dict() == before


def test_a_submit_with_tiles_in_hand_is_refused() -> None:
    match = two()
    match.edit("1", place_action([block(4)[0].tile], Cell(0, 0)), now=T0 + 1)
    with pytest.raises(SpeedError) as err:
        match.submit("1", now=T0 + 2)
    assert err.value.code == "tiles_left" and "a winning grid uses all 10" in said(err.value)


def test_a_dump_gives_one_tile_back_and_draws_two_p3() -> None:
    match, _ = SpeedMatch.new([ANN, BOB], 11, now=T0)
    hand = list(match.grid_of("1").hand)
    bag = len(match.round.bag)
    (ev,) = match.dump("1", hand[0], now=T0 + 3)
    assert isinstance(ev, TileDumped) and ev.held == 11 and ev.dumps == 1 and ev.bag == bag - 1
    after = match.grid_of("1").hand
    drawn = after[-2:]
    assert Counter(after) == Counter(hand) - Counter([hand[0]]) + Counter(drawn)
    assert hand[0] in match.round.bag.tiles
    assert multiset(match.tiles_accounted()) == multiset(full_set())
    stranger = next(t for t in full_set() if t not in after)
    with pytest.raises(GameError) as err:
        match.dump("1", stranger, now=T0 + 4)
    assert err.value.code == "not_held" and f"You do not hold {stranger}" in said(err.value)


def test_a_dump_needs_two_tiles_in_the_bag_p3() -> None:
    racers = [Racer(str(i), f"P{i}") for i in range(8)]
    match, _ = SpeedMatch.new(racers, 3, now=T0)
    while len(match.round.bag) >= 2:
        match.dump("0", match.grid_of("0").hand[0], now=T0 + 1)
    with pytest.raises(SpeedError) as err:
        match.dump("0", match.grid_of("0").hand[0], now=T0 + 2)
    assert err.value.code == "bag" and "needs two" in said(err.value)


def test_two_members_editing_the_same_version_the_second_is_refused_t1() -> None:
    racers = [Racer("1", "Ann", team="red"), Racer("2", "Bob", team="red"), CY]
    match, _ = SpeedMatch.new(racers, 8, now=T0)
    hand = match.grid_of("1").hand
    seen = match.version_of("2")
    match.edit("1", place_action([hand[0]], Cell(0, 0)), now=T0 + 1, expected_version=seen)
    before = match.to_dict()
    with pytest.raises(SpeedError) as err:
        match.edit("2", place_action([hand[1]], Cell(0, 1)), now=T0 + 1, expected_version=seen)
    assert err.value.code == "stale" and match.to_dict() == before
    match.edit("2", move_action(Cell(0, 0), Cell(1, 0)), now=T0 + 2, expected_version=seen + 1)
    assert match.version_of("1") == seen + 2 and Cell(1, 0) in match.grid_of("1").cells


def test_a_team_of_two_wins_with_its_one_grid_t1() -> None:
    racers = [Racer("1", "Ann", team="red"), Racer("2", "Bob", team="red"), CY]
    seed = speed_seed(racers, 4)
    match, _ = SpeedMatch.new(racers, seed, now=T0)
    match = rig_speed(match, {0: team_block()})
    half = team_block()[:10]
    match.edit("1", arrange_action(half), now=T0 + 10)
    for p in team_block()[10:]:
        match.edit("2", place_action([p.tile], p.cell), now=T0 + 20)
    events = match.submit("2", now=T0 + 60)
    assert isinstance(events[0], RoundWon) and events[0].racer == "2" and events[0].team == 0
    stats = match.racer_stats()
    assert stats["1"].rounds_won == stats["2"].rounds_won == 1 and stats["3"].rounds_won == 0


def test_the_time_limit_passing_ends_the_round_with_no_winner() -> None:
    match = two(rounds=2, time_limit=120)
    with pytest.raises(SpeedError) as err:
        match.expire(T0 + 119)
    assert err.value.code == "not_yet"
    with pytest.raises(SpeedError) as err:
        match.edit("1", arrange_action(block(4)), now=T0 + 120)
    assert err.value.code == "time_up"
    assert match.expire(T0 + 121) == [RoundTimedOut(1)]
    assert match.points == [0, 0] and not match.finished
    assert public_status(match, T0 + 130).running is False
    (started,) = match.start_round(T0 + 140)
    assert isinstance(started, RoundStarted) and started.round == 2 and started.deadline == T0 + 260


def test_a_match_of_rounds_to_its_result_with_ties_p4() -> None:
    match = two(rounds=3)
    match.edit("1", arrange_action(block(4)), now=T0 + 1)
    match.submit("1", now=T0 + 2)
    with pytest.raises(SpeedError) as err:
        match.edit("2", place_action(match.grid_of("2").hand[:1], Cell(0, 0)), now=T0 + 3)
    assert err.value.code == "round_over"
    match.start_round(T0 + 10)
    seed_round = match.round.number
    assert seed_round == 2 and len(match.grid_of("1").hand) == 10
    events = match.stop(T0 + 20)
    (ended,) = events
    assert isinstance(ended, MatchEnded) and ended.reason == "stopped" and ended.winners == (0,)
    first, second = ended.standings
    assert (first.team, first.points, first.rank) == (0, 1, 1) and (second.points, second.rank) == (0, 2)


def test_equal_points_share_the_win_and_nobody_wins_on_nothing() -> None:
    match, _ = SpeedMatch.new([ANN, BOB], 4, now=T0)
    (ended,) = match.stop(T0 + 1)
    assert ended.winners == () and all(s.rank == 1 for s in ended.standings)


def test_sum_scoring_scores_the_winning_grid_p4() -> None:
    match = two(scoring="sum")
    match.edit("2", arrange_action(block(8)), now=T0 + 1)
    won = match.submit("2", now=T0 + 2)[0]
    assert isinstance(won, RoundWon) and won.points == 80 and match.points == [0, 80]


def test_strangers_and_unknown_actions_are_refused() -> None:
    match = two()
    with pytest.raises(SpeedError) as err:
        match.edit("77", {"a": "take_last"}, now=T0)
    assert err.value.code == "not_racing"


def test_the_public_status_counts_without_tiles() -> None:
    match = two()
    match.edit("1", arrange_action(block(4)[:4]), now=T0 + 1)
    match.dump("2", match.grid_of("2").hand[0], now=T0 + 2)
    status = public_status(match, T0 + 3)
    ann, bob = status.teams
    assert (ann.placed, ann.held, ann.dumps) == (4, 6, 0) and (bob.placed, bob.held, bob.dumps) == (0, 11, 1)
    assert status.seconds_left is None and status.running


# ---------------------------------------------------------------- the computer racer


def test_a_racers_pace_follows_its_level_and_is_fixed_by_the_seed() -> None:
    hand = block(4)
    tiles = [p.tile for p in hand]
    assert plan_racer(tiles, "hard", 7) == plan_racer(tiles, "hard", 7)
    means = [statistics.mean(plan_racer(tiles, lv, s).submit_after for s in range(40)) for lv in LEVELS]
    assert means == sorted(means, reverse=True)  # easy slowest, hard fastest
    assert plan_racer(tiles, "normal", 1).dump_after is None
    assert plan_racer(tiles, "normal", 1, solvable=False).dump_after is not None
    bigger = plan_racer(tiles * 2, "normal", 1).submit_after
    assert bigger > plan_racer(tiles, "normal", 1).submit_after * 1.2
    with pytest.raises(ValueError):
        plan_racer(tiles, "expert", 1)


def test_a_computer_racer_lays_out_its_solution_and_wins_a_round() -> None:
    seed = speed_seed([ANN, BOT], 4)
    match, _ = SpeedMatch.new([ANN, BOT], seed, now=T0)
    match = rig_speed(match, {1: block(8)})

    def layout(tiles: list, key: int) -> list:
        assert multiset(tiles) == multiset([p.tile for p in block(8)]) and key == 4
        return list(shifted(block(8), 40, 40))  # far away: centred onto the window

    events = computer_step(match, "9", layout, T0 + 55)
    assert isinstance(events[-2], RoundWon) and events[-2].team == 1 and events[-2].ms == 55_000


def test_a_computer_racer_with_no_layout_dumps() -> None:
    match, _ = SpeedMatch.new([ANN, BOT], 2, now=T0)
    hand = list(match.grid_of("9").hand)
    (ev,) = computer_step(match, "9", lambda tiles, key: None, T0 + 9)
    assert isinstance(ev, TileDumped) and ev.racer == "9"
    assert match.history[-1]["tile"] == str(dump_choice(hand))


# ---------------------------------------------------------------- properties


def _random_action(match: SpeedMatch, rng: random.Random, now: float) -> None:
    rid = rng.choice(match.racers).id
    grid = match.grid_of(rid)
    cells = sorted(grid.cells)
    near = [n for c in cells for n in c.neighbours()] or [Cell(0, 0)]
    roll = rng.random()
    version = match.version_of(rid) - (1 if rng.random() < 0.1 else 0)
    if roll < 0.45 and grid.hand:
        tiles = rng.sample(grid.hand, rng.randint(1, min(3, len(grid.hand))))
        match.edit(rid, place_action(tiles, rng.choice(near), rng.choice(list(Axis))), now=now,
                   expected_version=version)  # fmt: skip
    elif roll < 0.6 and cells:
        match.edit(rid, take_action(rng.sample(cells, 1)), now=now)
    elif roll < 0.7 and cells:
        match.edit(rid, move_action(rng.choice(cells), rng.choice(near)), now=now)
    elif roll < 0.75:
        match.edit(rid, {"a": rng.choice(["take_last", "take_all"])}, now=now)
    elif roll < 0.85 and grid.hand:
        match.dump(rid, rng.choice(grid.hand), now=now)
    elif roll < 0.93:
        match.submit(rid, now=now)
    elif match.round.ended:
        match.start_round(now)
    else:
        match.expire(now)


def _tiles_in(text: str) -> set[str]:
    return set(re.findall(r"\b[ROYGBP][1-9]\b", text))


@PROPERTY
@given(st.integers(0, 10**9), st.sampled_from([(ANN, BOB), (ANN, BOB, CY)]))
def test_replay_and_snapshots_rebuild_the_live_match_tiles_are_kept_and_the_status_shows_none(
    seed: int, racers: tuple
) -> None:
    rng = random.Random(seed)
    match, _ = SpeedMatch.new(list(racers), seed % 1000, rounds=3, time_limit=rng.choice([None, 200]), now=T0)
    now = T0
    for _ in range(60):
        now += rng.choice([0.5, 3, 40])
        before = match.to_dict()
        try:
            _random_action(match, rng, now)
        except GameError:
            assert match.to_dict() == before  # a refusal changes nothing
        assert multiset(match.tiles_accounted()) == multiset(full_set())
        secret = {str(t) for tr in match.round.teams for t in tr.grid.tiles + list(tr.grid.cells.values())}
        status = public_status(match, now)
        assert not _tiles_in(repr(status)) & secret
        if match.finished:
            break
    replayed = SpeedMatch.replay(seed % 1000, list(racers), match.history)
    assert replayed == match
    assert SpeedMatch.from_dict(json.loads(json.dumps(match.to_dict()))) == match
