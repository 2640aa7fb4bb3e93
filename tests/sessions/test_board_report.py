"""The board's `report` (the last turn in words) is what the channel read for that turn: the session
reads the turn back from the move log's action (bot/sessions/board_main.py `last_turn`) and the
presenter words it (bot/present/board_turn.py), so neither the bonus turn's fate nor a drop may
come out differently from the chat's own post (bot/present/main.py `describe_events`)."""

from __future__ import annotations

import random

import pytest

from bot.engine import movegen
from bot.engine.main_game import MainGame, Seat, SeatKind, SeatLeft, TurnPassed, TurnPlayed
from bot.present.board import plain
from bot.present.board_turn import report
from bot.present.main import describe_events
from bot.sessions.board_main import last_turn
from bot.sessions.main import logged_action


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_the_last_turn_reads_on_the_board_as_in_the_channel(lang: str) -> None:
    """Seeded games of plays (lines of six with their bonus turn played or lapsed), missed turns
    (the third in a row drops the seat) and resignations: after each, the board's report is the
    chat's sentence for that turn, without its markdown."""
    told: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        seats = [
            Seat(str(100 + i), f"p{i}", SeatKind.COMPUTER if i == 2 else SeatKind.HUMAN) for i in range(3)
        ]
        game, _ = MainGame.new(seats, seed)
        while not game.finished:
            seat, before, roll = game.current, game.board.copy(), rng.random()
            best = movegen.best_turn(game.board, game.racks[seat], game.key)
            if roll < 0.02:
                events = game.resign(seat)
            elif roll < 0.2 or best is None:
                events = game.timeout(seat)
            else:
                events = game.play(seat, best.ordered())
            turn = events[0]
            chat = describe_events(game, [turn], before, lang)
            assert report(last_turn(game, logged_action(game, events)), lang) == plain(" ".join(chat))
            if isinstance(turn, TurnPlayed):
                told.add("bonus" if turn.bonus else "lapsed" if turn.bonus_lapsed else "play")
            elif isinstance(turn, TurnPassed) and turn.ended_bonus:
                told.add("bonus given up")
            else:
                told.add(
                    type(turn).__name__ + (f".{turn.reason.value}" if isinstance(turn, SeatLeft) else "")
                )
    # the games above hold every kind of turn the report words (else they prove less than they say)
    assert told >= {
        "play", "bonus", "lapsed", "bonus given up", "TurnPassed", "SeatLeft.dropped", "SeatLeft.resigned"
    }  # fmt: skip
