"""`python -m bot.bench frames [--rounds N]`: what reading a board's frame against the wire's schema costs.

Every frame a board sends is parsed (`json.loads`) and then read against the schema
(`bot.sessions.board_frames.read_frame`, jsonschema); a play's tiles are then parsed as tiles and cells
(`check_pairs`). Figures per frame, in microseconds, for the frames a board sends most (a six-tile play,
a grid edit, a claim, a pass) and one refused, with each as a ratio of the `json.loads` of the same frame,
measured in the same run (the machine's load moves both alike); and, for scale, what the preview a
`preview` frame asks for costs on a mid game (its first step: every legal turn of the rack found).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from functools import partial

from bot.engine.ai import choose_turn
from bot.engine.main_game import MainGame, Seat, SeatKind
from bot.engine.notation import Labels
from bot.sessions import board_main
from bot.sessions.board_calls import check_pairs
from bot.sessions.board_frames import read_frame
from bot.words.refusal import Refusal

FRAMES: dict[str, object] = {
    "play (6 tiles)": {
        "t": "play", "seq": 41, "game": 1234, "version": 57,
        "tiles": [
            ["R5", "Z26"], ["B9", "AA26"], ["G3", "AB26"], ["Y1", "AC26"], ["O4", "AD26"], ["P2", "AE26"],
        ],
    },
    "grid (place)": {"t": "grid", "seq": 8, "game": 77, "version": 3, "edit": {"place": ["R5", "M13"]}},
    "claim": {"t": "claim", "seq": 5, "game": 90, "version": 2, "letters": ["A", "C", "F", "K"]},
    "pass": {"t": "pass", "seq": 9, "game": 1234, "version": 57},
    "refused (game text)": {"t": "pass", "seq": 9, "game": "1234", "version": 57},
}  # fmt: skip


def per_call(work: Callable[[], object], rounds: int) -> float:
    """Microseconds per call, the best of three runs of `rounds` calls."""
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        for _ in range(rounds):
            work()
        best = min(best, time.perf_counter() - started)
    return best / rounds * 1e6


def read(frame: object) -> object:
    try:
        return read_frame(frame)
    except Refusal as refused:
        return refused


def mid_game(seed: int = 7, turns: int = 8) -> MainGame:
    """A seeded two-player game after a few computer turns (a board of some 20 tiles)."""
    seats = [Seat(f"c{i}", f"c{i}", SeatKind.COMPUTER, "hard") for i in range(2)]
    game, _ = MainGame.new(seats, seed)
    for _ in range(turns):
        choice = choose_turn(game, game.current, "hard", seed)
        if choice is None:
            game.pass_turn(game.current)
        else:
            game.play(game.current, choice)
    return game


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench frames")
    parser.add_argument("--rounds", type=int, default=2000)
    args = parser.parse_args(argv)
    print(f"{'frame':<22}{'json.loads µs':>15}{'read_frame µs':>15}{'ratio':>8}{'tiles parsed µs':>17}")
    for name, frame in FRAMES.items():
        text = json.dumps(frame)
        parsed = per_call(partial(json.loads, text), args.rounds)
        checked = per_call(partial(read, frame), args.rounds)
        tiles = frame.get("tiles") if isinstance(frame, dict) else None
        pairs = (
            f"{per_call(partial(check_pairs, tiles), args.rounds):>17.1f}"
            if isinstance(tiles, list)
            else f"{'-':>17}"
        )
        print(f"{name:<22}{parsed:>15.1f}{checked:>15.1f}{checked / parsed:>8.1f}{pairs}")
    game = mid_game()
    labels = Labels.for_board(game.board)
    choice = choose_turn(game, game.current, "hard", 1) or []
    pending = [(str(p.tile), labels(p.cell)) for p in choice[:1]]
    rounds = max(1, args.rounds // 100)
    judged = per_call(lambda: board_main.preview(game, game.current, pending, "en"), rounds)
    print(f"a preview's first step on a {len(game.board)}-tile board: {judged:.1f} µs")
    return 0
