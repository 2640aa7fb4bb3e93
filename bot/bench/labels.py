"""`python -m bot.bench labels [--games N]`: how often cell labels move during seeded self-play.

A label "moves" when a turn changes the cell a label names (a label read on an older post then
names another cell). Figures for the labelling in use (`notation.Labels`, fixed: the first tile
is Z26) and for the one it replaced (A1 six cells above and left of the top-left tile), over the
same games: seeds 1000 onward, 2–5 computer players of seeded levels, as the long soak plays.
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass

from bot.engine.ai import LEVELS, choose_turn
from bot.engine.board import Board, Cell
from bot.engine.main_game import MainGame, Seat, SeatKind
from bot.engine.notation import LABEL_MARGIN, START_CELL, Labels


def relative_origin(board: Board) -> Cell:
    """The replaced labelling: A1 `LABEL_MARGIN` cells above and left of the top-left tile."""
    b = board.bounds()
    if b is None:
        return Cell(START_CELL.row - LABEL_MARGIN, START_CELL.col - LABEL_MARGIN)
    return Cell(b[0] - LABEL_MARGIN, b[1] - LABEL_MARGIN)


@dataclass
class Tally:
    turns: int = 0
    moved_fixed: int = 0
    moved_relative: int = 0
    games_moved_fixed: int = 0
    games_moved_relative: int = 0
    spread: int = 0  # the most cells any board reached above or left of the first tile


def play(seed: int, tally: Tally) -> None:
    """One seeded game; counts the turns after which each labelling moved."""
    rng = random.Random(seed)
    levels = [rng.choice(LEVELS) for _ in range(2 + seed % 4)]
    seats = [Seat(f"c{i}", f"{lv}{i}", SeatKind.COMPUTER, lv) for i, lv in enumerate(levels)]
    game, _ = MainGame.new(seats, seed)
    fixed, relative = 0, 0
    while not game.finished:
        seat = game.current
        choice = choose_turn(game, seat, levels[seat], seed)
        if choice is None:
            game.pass_turn(seat)
            continue
        before = game.board.copy()
        game.play(seat, choice)
        if len(before):  # the first turn puts the first labels on the table: nothing to move
            tally.turns += 1
            fixed += Labels.for_board(before) != Labels.for_board(game.board)
            relative += relative_origin(before) != relative_origin(game.board)
    b = game.board.bounds()
    if b is not None:
        tally.spread = max(tally.spread, START_CELL.row - b[0], START_CELL.col - b[1])
    tally.moved_fixed += fixed
    tally.moved_relative += relative
    tally.games_moved_fixed += fixed > 0
    tally.games_moved_relative += relative > 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench labels")
    parser.add_argument("--games", type=int, default=16, help="seeded games (seeds 1000 onward)")
    args = parser.parse_args(argv)
    tally = Tally()
    for seed in range(1000, 1000 + args.games):
        play(seed, tally)
    n = max(1, tally.turns)
    print(
        f"{args.games} games, {tally.turns} turns after the first;"
        f" boards reached {tally.spread} cells up or left of the first tile"
    )
    print(f"{'labelling':<32} {'turns moved':>12} {'share':>7} {'games moved':>12}")
    for name, moved, games in (
        ("before: A1 6 cells off the tiles", tally.moved_relative, tally.games_moved_relative),
        ("now: fixed, first tile Z26", tally.moved_fixed, tally.games_moved_fixed),
    ):
        print(f"{name:<32} {moved:>12} {moved / n:>7.1%} {games:>12}")
    return 0
