"""Seeded self-play soak: whole games, every rule checked after every action (RULES.md M2–M9).

The short soak always runs; `SUMOKU_SLOW=1` also runs the long one (marked slow).
"""

from __future__ import annotations

import os
import random

import pytest

from bot.engine import movegen
from bot.engine.ai import LEVELS, choose_turn
from bot.engine.main_game import MainGame, Seat, SeatKind, TurnPassed, TurnPlayed
from bot.engine.tiles import MAX_LINE
from bot.engine.turns import judge_turn

SLOW = os.environ.get("SUMOKU_SLOW") == "1"


def check_board(game: MainGame) -> None:
    """Every line on the table is legal (R4, R5) and the table is one connected group (M3)."""
    for line in game.board.lines():
        assert len(line) <= MAX_LINE, line.tiles
        assert line.problem(game.key) is None, line.tiles
    assert game.board.is_connected()


def soak_game(seed: int, n_players: int) -> None:
    rng = random.Random(seed)
    levels = [rng.choice(LEVELS) for _ in range(n_players)]
    seats = [Seat(f"c{i}", f"{lv}{i}", SeatKind.COMPUTER, lv) for i, lv in enumerate(levels)]
    game, events = MainGame.new(seats, seed)
    actions = 0
    while not game.finished:
        seat = game.current
        rack = list(game.racks[seat])
        assert rack and movegen.has_legal_turn(game.board, rack, game.key)  # else passed automatically
        choice = choose_turn(game, seat, levels[seat], seed)
        assert choice is not None
        verdict = judge_turn(game.board, choice, game.key, rack=rack)
        assert verdict.legal, verdict.message
        before = len(game.board)
        events = game.play(seat, choice)
        played = events[0]
        assert isinstance(played, TurnPlayed) and played.score == verdict.score
        assert len(game.board) == before + len(choice)
        for e in events[1:]:
            if isinstance(e, TurnPassed):  # automatic passes only for players who cannot move
                assert not movegen.legal_turns(game.board, game.racks[e.seat], game.key)
        assert game.tiles_accounted() == 96
        check_board(game)
        actions += 1
        assert actions < 400
    # M8: the game ended after a round in which nobody could play
    assert game.passes_in_a_row >= len(game.active_seats())
    for seat in range(n_players):
        assert not movegen.has_legal_turn(game.board, game.racks[seat], game.key)
    assert game.result is not None
    assert sorted(s.final for s in game.result.standings) == sorted(
        game.scores[i] - sum(t.face for t in game.racks[i]) for i in range(n_players)
    )


@pytest.mark.parametrize("seed,n_players", [(101, 2), (202, 3), (303, 2), (404, 4)])
def test_short_soak(seed: int, n_players: int) -> None:
    soak_game(seed, n_players)


@pytest.mark.slow
@pytest.mark.timeout(0)  # as long as it takes
@pytest.mark.skipif(not SLOW, reason="set SUMOKU_SLOW=1 for the long soak")
@pytest.mark.parametrize("seed", range(1000, 1040))
def test_long_soak(seed: int) -> None:
    soak_game(seed, 2 + seed % 4)
