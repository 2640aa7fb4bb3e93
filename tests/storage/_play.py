"""Cheap legal turns for storage tests.

The engine's move generator is slow on big boards, and storage tests need many moves fast: these
helpers make a first line of two tiles, then single tiles next to the table while the board is small,
then passes (or a resignation now and then), which ends games quickly. All choices are legal by the
engine's own judge; randomness comes from the caller's seeded `rng`.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from bot.engine.board import Cell
from bot.engine.main_game import MainGame
from bot.engine.turns import Placement

SMALL_BOARD = 5  # beyond this, only passes / resignations (keeps the engine's own checks fast)


def simple_play(game: MainGame) -> list[Placement] | None:
    seat = game.current
    rack = game.racks[seat]
    if game.is_first_turn:
        for a, b in itertools.combinations(rack, 2):
            if a.colour == b.colour:
                continue
            for ta in a.placements():
                for tb in b.placements():
                    if (ta.value + tb.value) % game.key == 0:
                        return [Placement(Cell(0, 0), ta), Placement(Cell(0, 1), tb)]
        return None
    empties = sorted({n for c in game.board for n in c.neighbours() if n not in game.board})
    for cell in empties:
        for tile in rack:
            for placed in tile.placements():
                places = [Placement(cell, placed)]
                if game.judge(seat, places).legal:
                    return places
    return None


def next_action(game: MainGame, rng: random.Random) -> dict[str, Any]:
    """Choose and apply one action for the current seat; returns the engine's history entry."""
    seat = game.current
    places = simple_play(game) if len(game.board) < SMALL_BOARD and rng.random() < 0.9 else None
    if places:
        game.play(seat, places)
    elif rng.random() < 0.08:
        game.resign(seat)
    else:
        game.pass_turn(seat)
    return game.history[-1]
