"""Computer players: legal, deterministic, and they finish games (RULES.md M2–M9)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.engine import ai, movegen
from bot.engine.ai import LEVELS, choose_turn, unseen_tiles
from bot.engine.board import Board
from bot.engine.main_game import MainGame, Seat, SeatKind
from bot.engine.tiles import full_set
from bot.engine.turns import judge_turn


def computer_game(levels: tuple[str, ...], seed: int) -> MainGame:
    seats = [Seat(f"c{i}", f"{lv}{i}", SeatKind.COMPUTER, lv) for i, lv in enumerate(levels)]
    game, _ = MainGame.new(seats, seed)
    return game


def play_out(game: MainGame, seed: int, check_every: bool = False, limit: int | None = None) -> int:
    """Play a game to its end (or `limit` actions) with each seat's level; returns the number of actions."""
    actions = 0
    while not game.finished and (limit is None or actions < limit):
        seat = game.current
        level = game.seats[seat].level
        assert level is not None
        choice = choose_turn(game, seat, level, seed)
        if check_every:
            turns_exist = movegen.has_legal_turn(game.board, game.racks[seat], game.key)
            if choice is None:
                assert not turns_exist
            else:
                verdict = judge_turn(game.board, choice, game.key, rack=game.racks[seat])
                assert verdict.legal, verdict.message
        if choice is None:
            game.pass_turn(seat)
        else:
            game.play(seat, choice)
        actions += 1
        assert actions < 500, "the game does not end"
        assert game.tiles_accounted() == 96
    return actions


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_legal_turns_through_a_game(level: str) -> None:
    """Every turn chosen is accepted by the judge; None only when there is no legal turn."""
    game = computer_game((level, "normal"), seed=11)
    play_out(game, seed=3, check_every=True)
    assert game.finished and game.result is not None


def test_every_level_is_legal_on_the_same_positions() -> None:
    game = computer_game(("easy", "normal"), seed=5)
    checked = 0
    while not game.finished and checked < 25:
        seat = game.current
        rack = game.racks[seat]
        for level in LEVELS:
            choice = choose_turn(game, seat, level, seed=9)
            assert choice is not None  # after the game's automatic passes, a move exists
            verdict = judge_turn(game.board, choice, game.key, rack=rack)
            assert verdict.legal, (level, verdict.message)
        game.play(seat, choose_turn(game, seat, "normal", 9) or [])
        checked += 1
    assert checked == 25


def test_none_when_no_legal_turn() -> None:
    game = computer_game(("easy", "hard"), seed=2)
    seat = game.current
    game.racks[seat] = game.racks[seat][:1]  # a single tile cannot open the game (M2)
    game.board = Board()
    for level in LEVELS:
        assert choose_turn(game, seat, level, seed=1) is None
    game.racks[seat] = []
    assert choose_turn(game, seat, "hard", seed=1) is None


def test_deterministic_under_a_seed() -> None:
    # 12 actions (six choices a level): each could differ; whole games are played to their end by
    # the tests above, so this one need not pay for two more (it was the slowest engine test).
    games = [computer_game(("hard", "easy"), seed=21) for _ in range(2)]
    for g in games:
        assert play_out(g, seed=4, limit=12) == 12
    assert games[0].history == games[1].history
    assert games[0].scores == games[1].scores


def test_choice_does_not_depend_on_how_the_board_was_built() -> None:
    """A game restored from its snapshot chooses exactly as the live one (easy draws at random)."""
    game = computer_game(("easy", "hard"), seed=8)
    for _ in range(12):
        seat = game.current
        game.play(seat, choose_turn(game, seat, game.seats[seat].level or "easy", 6) or [])
    restored = MainGame.from_dict(game.to_dict())
    for level in LEVELS:
        assert choose_turn(game, game.current, level, 6) == choose_turn(restored, restored.current, level, 6)


def test_a_computer_game_ends_with_every_tile_accounted_for() -> None:
    """M8: the game ends after a round of passes; 96 tiles between bag, racks and table."""
    game = computer_game(("hard", "normal", "easy"), seed=31)
    play_out(game, seed=2)
    assert game.finished and game.tiles_accounted() == 96
    assert game.result is not None and len(game.result.standings) == 3
    for seat in range(3):  # nobody could still move when the game ended
        assert not movegen.legal_turns(game.board, game.racks[seat], game.key)


def test_unseen_tiles_are_the_bag_and_the_other_racks() -> None:
    game = computer_game(("easy", "easy"), seed=4)
    seat = game.current
    game.play(seat, choose_turn(game, seat, "easy", 1) or [])
    unseen = unseen_tiles(game, 0)
    expected = sorted([*game.bag.tiles, *game.racks[1]])
    assert unseen == expected
    assert len(unseen) + len(game.racks[0]) + len(game.board) == len(full_set())


def test_unknown_level_is_refused() -> None:
    game = computer_game(("easy", "easy"), seed=1)
    with pytest.raises(ValueError):
        choose_turn(game, game.current, "expert", 1)


def test_hard_plans_from_the_best_turn_and_every_kind_of_bonus_turn() -> None:
    """The planner's one search finds the best score and the best bonus turn movegen finds."""
    game = computer_game(("normal", "normal"), seed=3)
    for _ in range(14):
        seat = game.current
        rack = game.racks[seat]
        top, bonus_turns = ai._options(game.board, rack, game.key, limit=50)
        best, best_bonus = movegen.score_summary(game.board, rack, game.key)
        assert top is not None and top.score == best
        assert max((u.score for u in bonus_turns), default=0) == best_bonus
        assert all(u.bonus for u in bonus_turns)
        tiles_used = [(frozenset(p.tile.in_hand for p in u.placements), u.score) for u in bonus_turns]
        assert len(set(tiles_used)) == len(tiles_used)  # one turn per (tiles used, score)
        for u in [top, *bonus_turns[:3]]:
            assert judge_turn(game.board, u.ordered(), game.key, rack=rack).legal
        game.play(seat, choose_turn(game, seat, "normal", 1) or [])
        if game.finished:
            break


def test_racks_for_the_next_player_are_dealt_from_the_unseen_tiles() -> None:
    """The hard player's guesses at the next rack are dealt out like a deck: within a round of
    racks no unseen tile is left out by chance or put into two racks."""
    game = computer_game(("normal", "normal"), seed=5)
    unseen = unseen_tiles(game, game.current)
    racks = ai._deal(unseen, 8, 12, random.Random(1))
    assert len(racks) == 12 and all(len(r) == 8 for r in racks)
    per_round = len(unseen) // 8
    for start in range(0, 12 - per_round + 1, per_round):
        dealt = Counter(t for r in racks[start : start + per_round] for t in r)
        assert not dealt - Counter(unseen)  # never more copies of a tile than are unseen
        assert sum(dealt.values()) == per_round * 8
    assert racks == ai._deal(unseen, 8, 12, random.Random(1))  # the same under the same seed
    # fewer unseen tiles than a rack holds: each guess is all of them
    assert all(sorted(r) == sorted(unseen[:3]) for r in ai._deal(unseen[:3], 8, 4, random.Random(1)))
