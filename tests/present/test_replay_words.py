"""A replay's words for a move (`/sumoku replay`) agree with what the channel read when it was played
where the move log can tell: a pass or a missed turn that gave up a bonus turn says so, not "passed"."""

from __future__ import annotations

import random

from bot.engine import movegen
from bot.engine.main_game import MainGame, Seat, SeatKind, TurnPassed
from bot.present.board import plain
from bot.present.main import describe_events
from bot.present.stats import describe
from bot.sessions.main import logged_action


def test_a_bonus_turn_given_up_reads_in_the_replay_as_in_the_channel() -> None:
    given_up = 0
    for seed in range(12):
        rng = random.Random(seed)
        seats = [Seat(str(100 + i), f"p{i}", SeatKind.HUMAN) for i in range(2)]
        game, _ = MainGame.new(seats, seed)
        while not game.finished:
            seat, before = game.current, game.board.copy()
            best = movegen.best_turn(game.board, game.racks[seat], game.key)
            if best is None or (game.in_bonus and rng.random() < 0.5):
                events = game.timeout(seat) if rng.random() < 0.5 else game.pass_turn(seat)
            else:
                events = game.play(seat, best.ordered())
            turn = events[0]
            if isinstance(turn, TurnPassed) and turn.ended_bonus:
                given_up += 1
                chat = describe_events(game, [turn], before, "en")
                assert plain(describe(game, logged_action(game, events), None)) == plain(chat[0])
            elif isinstance(turn, TurnPassed):
                assert "bonus" not in describe(game, logged_action(game, events), None)
    assert given_up >= 5  # the games above give bonus turns up, else they prove nothing
