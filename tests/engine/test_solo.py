"""Solo Sumoku (RULES.md O1–O3) and the daily puzzle's seed."""

from __future__ import annotations

import json
import random
import re
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.board import Axis, Cell
from bot.engine.freegrid import InvalidGrid, arrange_action, move_action, place_action, take_action
from bot.engine.main_game import GameError
from bot.engine.solo import (
    FIRST_STAGE,
    STAGE,
    EndReason,
    SoloEnded,
    SoloError,
    SoloGame,
    StageCompleted,
    StageDealt,
    daily_seed,
)
from bot.engine.tiles import full_set

from .conftest import PROPERTY, said
from .rigs import multiset, rig_solo, shifted, solo_seed, solo_stage1, solo_stage2

T0 = 1_700_000_000.0


def rigged() -> SoloGame:
    """A Solo game with key 4 whose stage 1 holds the tiles of `solo_stage1`."""
    game, _ = SoloGame.new(solo_seed(4), now=T0)
    return rig_solo(game, solo_stage1())


def test_stage_1_deals_16_tiles_and_one_seed_is_one_puzzle_o1() -> None:
    game, (dealt,) = SoloGame.new(42, now=T0)
    assert isinstance(dealt, StageDealt) and dealt.stage == 1 and len(dealt.tiles) == FIRST_STAGE
    assert dealt.bag == 96 - FIRST_STAGE and sorted(game.grid.hand) == sorted(dealt.tiles)
    again, _ = SoloGame.new(42, now=T0 + 999)
    assert again.key == game.key and again.bag.tiles == game.bag.tiles and again.grid.hand == game.grid.hand
    other, _ = SoloGame.new(43, now=T0)
    assert other.bag.tiles != game.bag.tiles


def test_the_daily_seed_is_the_same_all_day_and_differs_between_days() -> None:
    assert daily_seed(date(2026, 11, 30)) == daily_seed(date(2026, 11, 30))
    assert daily_seed(date(2026, 11, 30)) != daily_seed(date(2026, 12, 1))
    a, _ = SoloGame.new(daily_seed(date(2026, 11, 30)), now=T0)
    b, _ = SoloGame.new(daily_seed(date(2026, 11, 30)), now=T0 + 3600)
    assert a.grid.hand == b.grid.hand and a.key == b.key


def test_stages_are_fixed_once_submitted_and_the_next_ten_must_join_o2() -> None:
    game = rigged()
    game.edit(arrange_action(solo_stage1()), now=T0 + 10)
    events = game.submit(now=T0 + 20)
    assert events[0] == StageCompleted(1, 16) and isinstance(events[1], StageDealt)
    assert events[1].stage == 2 and len(events[1].tiles) == STAGE and game.score == 16
    corner = next(iter(sorted(game.grid.fixed)))
    with pytest.raises(GameError) as err:
        game.edit(take_action([corner]), now=T0 + 21)
    assert err.value.code == "fixed" and game.grid.label(corner) in said(err.value)
    with pytest.raises(GameError) as err:
        game.edit(move_action(corner, Cell(-5, -5)), now=T0 + 21)
    assert err.value.code == "fixed"
    game = rig_solo(game, solo_stage2())
    # this stage's tiles may be placed, moved and taken back until the stage is submitted
    first = solo_stage2()[0]
    game.edit(place_action([first.tile], Cell(-3, -3)), now=T0 + 22)
    game.edit(move_action(Cell(-3, -3), first.cell), now=T0 + 23)
    game.edit({"a": "take_last"}, now=T0 + 24)
    game.edit(arrange_action(solo_stage2()), now=T0 + 25)
    events = game.submit(now=T0 + 30)
    assert events[0] == StageCompleted(2, 26) and events[1].stage == 3 and game.score == 26
    assert multiset(game.tiles_accounted()) == multiset(full_set())


def test_a_stage_that_does_not_join_is_refused_naming_the_cells_o2() -> None:
    game = rigged()
    game.edit(arrange_action(solo_stage1()), now=T0 + 10)
    game.submit(now=T0 + 20)
    game = rig_solo(game, solo_stage2())
    game.edit(arrange_action(shifted(solo_stage2(), 1, 0)), now=T0 + 25)  # one row too low: cut off
    before = game.to_dict()
    with pytest.raises(InvalidGrid) as err:
        game.submit(now=T0 + 30)
    (problem,) = err.value.report.problems
    assert problem.code == "cut_off"  # the fixed tiles are the main group, the new ones are apart
    assert set(problem.cells) == {p.cell for p in shifted(solo_stage2(), 1, 0)}
    assert game.grid.label(Cell(6, 0)) in said(err.value)
    assert game.to_dict() == before and game.score == 16


def test_a_broken_line_is_refused_with_its_sum_and_cells() -> None:
    game = rigged()
    layout = list(solo_stage1())
    red = layout[0]  # R1 at the start of the first row moves to its end: the row O1 Y1 G1 R1 is still 4,
    layout[0] = red.__class__(Cell(0, 4), red.tile)  # but the first column is now O1 Y3 G3 = 7
    game.edit(arrange_action(layout), now=T0 + 5)
    with pytest.raises(InvalidGrid) as err:
        game.submit(now=T0 + 6)
    (problem,) = err.value.report.problems
    assert problem.code == "sum" and problem.total == 7
    assert problem.cells == (Cell(1, 0), Cell(2, 0), Cell(3, 0))
    assert said(err.value) == "The column P17–P19 adds up to 1 + 3 + 3 = 7, not a multiple of the key 4."


def test_every_stage_tile_must_be_placed() -> None:
    game = rigged()
    game.edit(arrange_action(solo_stage1()[:15]), now=T0 + 5)
    with pytest.raises(SoloError) as err:
        game.submit(now=T0 + 6)
    assert err.value.code == "tiles_left" and "you still hold" in said(err.value)


@pytest.mark.parametrize(("end", "reason"), [("quit", EndReason.QUIT), ("give_up", EndReason.STUCK)])
def test_quitting_or_being_stuck_ends_with_the_completed_stages_o3(end: str, reason: EndReason) -> None:
    game = rigged()
    game.edit(arrange_action(solo_stage1()), now=T0 + 10)
    game.submit(now=T0 + 20)
    game.edit(place_action(game.grid.hand[:1], Cell(-5, -5)), now=T0 + 30)  # a stage 2 tile placed: no score
    (ended,) = getattr(game, end)(now=T0 + 95.5)
    assert ended == SoloEnded(reason, 16, 95_500)
    assert game.finished and game.elapsed_ms == 95_500
    summary = game.summary()
    assert (summary.score, summary.stages_completed, summary.perfect, summary.reason) == (
        16,
        1,
        False,
        reason,
    )
    assert not re.search(r"\b[ROYGBP][1-9]\b", repr(summary))  # a share shows no tile
    with pytest.raises(SoloError) as err:
        game.submit(now=T0 + 100)
    assert err.value.code == "finished"


def test_a_stale_version_is_refused() -> None:
    game, _ = SoloGame.new(5, now=T0)
    v = game.version
    game.edit(place_action(game.grid.hand[:1], Cell(0, 0)), now=T0 + 1, expected_version=v)
    with pytest.raises(SoloError) as err:
        game.edit({"a": "take_last"}, now=T0 + 2, expected_version=v)
    assert err.value.code == "stale"


@PROPERTY
@given(st.integers(0, 10**9))
def test_replay_and_snapshots_rebuild_solo_and_fixed_tiles_never_move(seed: int) -> None:
    rng = random.Random(seed)
    game = rigged() if rng.random() < 0.5 else SoloGame.new(seed % 500, now=T0)[0]
    rig_first = game.stage_tiles != SoloGame.new(game.seed, now=T0)[0].stage_tiles
    fixed_before: dict = {}
    now = T0
    for step in range(40):
        now += 2
        grid = game.grid
        cells = sorted(grid.cells)
        near = [n for c in cells for n in c.neighbours()] or [Cell(0, 0)]
        before = game.to_dict()
        try:
            roll = rng.random()
            if step == 0 and rig_first:
                game.edit(arrange_action(solo_stage1()), now=now)
                game.submit(now=now)
            elif roll < 0.5 and grid.hand:
                tiles = rng.sample(grid.hand, rng.randint(1, min(3, len(grid.hand))))
                game.edit(place_action(tiles, rng.choice(near), rng.choice(list(Axis))), now=now)
            elif roll < 0.65 and cells:
                game.edit(take_action([rng.choice(cells)]), now=now)
            elif roll < 0.8 and cells:
                game.edit(move_action(rng.choice(cells), rng.choice(near)), now=now)
            elif roll < 0.97:
                game.submit(now=now)
            else:
                game.quit(now=now)
        except GameError:
            assert game.to_dict() == before
        assert multiset(game.tiles_accounted()) == multiset(full_set())
        assert all(game.grid.cells[c] == t for c, t in fixed_before.items())
        fixed_before = {c: game.grid.cells[c] for c in game.grid.fixed}
        assert game.score == len(game.grid.fixed)
        if game.finished:
            break
    snapshot = SoloGame.from_dict(json.loads(json.dumps(game.to_dict())))
    assert snapshot == game
    if not rig_first:
        assert SoloGame.replay(game.seed, game.history) == game
