"""Saving and loading main games: lossless snapshots and exact replays."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.engine.main_game import SERIAL_VERSION, MainGame, Seat, SeatKind

from .conftest import PROPERTY, drive, random_legal_turn

SEATS = (
    Seat("111", "Ann"),
    Seat("222", "Bob", SeatKind.COMPUTER, "hard"),
    Seat("333", "Cy"),
    Seat("444", "Di", SeatKind.COMPUTER, "easy"),
)


def _game(seed: int, players: int, steps: int) -> MainGame:
    game, _ = MainGame.new(SEATS[:players], seed)
    drive(game, random.Random(seed), steps)
    return game


def _same(a: MainGame, b: MainGame) -> None:
    assert a == b
    assert a.to_dict() == b.to_dict()
    assert a.board == b.board and a.racks == b.racks and a.bag.tiles == b.bag.tiles
    assert a.result == b.result


@PROPERTY
@given(st.integers(0, 10**6), st.integers(2, 4), st.sampled_from([0, 1, 4, 9]))
def test_a_snapshot_loads_back_equal_through_json(seed: int, players: int, steps: int) -> None:
    game = _game(seed, players, steps)
    data = game.to_dict()
    assert data["version"] == SERIAL_VERSION
    text = json.dumps(data)
    loaded = MainGame.from_dict(json.loads(text))
    _same(loaded, game)
    assert json.dumps(loaded.to_dict()) == text


@PROPERTY
@given(st.integers(0, 10**6), st.integers(2, 4), st.sampled_from([1, 5, 10]))
def test_a_seeded_game_replays_from_its_history(seed: int, players: int, steps: int) -> None:
    game = _game(seed, players, steps)
    _same(MainGame.replay(SEATS[:players], seed, game.history), game)


@PROPERTY
@given(st.integers(0, 10**6))
def test_a_loaded_game_plays_on_exactly_like_the_original(seed: int) -> None:
    game = _game(seed, 3, 4)
    loaded = MainGame.from_dict(json.loads(json.dumps(game.to_dict())))
    if game.finished:
        return
    places = random_legal_turn(game, random.Random(seed))
    if places is None:
        assert game.pass_turn(game.current) == loaded.pass_turn(loaded.current)
    else:
        assert game.play(game.current, places) == loaded.play(loaded.current, places)
    _same(loaded, game)


def test_a_finished_game_loads_with_its_result() -> None:
    game = _game(5, 2, 400)
    assert game.finished and game.result is not None
    loaded = MainGame.from_dict(game.to_dict())
    assert loaded.finished and loaded.result == game.result
    _same(MainGame.replay(SEATS[:2], 5, game.history), game)


def test_other_format_versions_are_refused() -> None:
    data = _game(1, 2, 0).to_dict()
    data["version"] = SERIAL_VERSION + 1
    with pytest.raises(ValueError, match="format"):
        MainGame.from_dict(data)


def test_an_unknown_action_is_refused() -> None:
    game = _game(1, 2, 0)
    with pytest.raises(ValueError, match="unknown action"):
        game.apply_action({"a": "dance", "seat": game.current})
