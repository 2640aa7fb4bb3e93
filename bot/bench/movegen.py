"""`python -m bot.bench movegen`: how fast every legal move is found.

Positions: a fixed, seeded set from self-play between "normal" computer players, kept when
10–70 tiles are on the table and the player to move holds a full rack of 8, the same number
for each key (3, 4, 5). First turns: the opening racks of seeded games on the empty board.

Each call is timed on its own (a full collection runs between calls, outside the timing), with
the garbage collector enabled as in the bot. `legal_turns` postpones collection while it builds
its turns; the figure "+ gen-0 collection" adds the collection that then follows it.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from collections.abc import Callable
from typing import Any

from bot.engine import movegen
from bot.engine.ai import choose_turn
from bot.engine.board import Board
from bot.engine.main_game import MainGame, Seat, SeatKind
from bot.engine.tiles import RACK_SIZE, Tile

Position = tuple[Board, list[Tile], int]


def midgame_positions(per_key: int, seed: int = 2024) -> list[Position]:
    """Positions from seeded self-play: 10–70 tiles on the table, full racks, `per_key` per key."""
    wanted = {3: per_key, 4: per_key, 5: per_key}
    out: list[Position] = []
    game_seed = seed
    while any(wanted.values()):
        seats = [Seat(f"c{i}", f"c{i}", SeatKind.COMPUTER, "normal") for i in range(2)]
        game, _ = MainGame.new(seats, game_seed)
        game_seed += 1
        if not wanted[game.key]:
            continue
        while not game.finished and wanted[game.key]:
            seat = game.current
            rack = game.racks[seat]
            if 10 <= len(game.board) <= 70 and len(rack) == RACK_SIZE and game.turn_number % 2 == 0:
                out.append((game.board.copy(), list(rack), game.key))
                wanted[game.key] -= 1
            choice = choose_turn(game, seat, "normal", game_seed)
            if choice is None:
                game.pass_turn(seat)
            else:
                game.play(seat, choice)
    return out


def first_turn_positions(n: int, seed: int = 7) -> list[Position]:
    out = []
    for s in range(seed, seed + n):
        game, _ = MainGame.new([Seat("a", "A"), Seat("b", "B")], s)
        out.append((Board(), list(game.racks[game.current]), game.key))
    return out


def timed(fn: Callable[..., Any], *args: Any, collect: bool = False) -> tuple[float, Any]:
    gc.collect()
    t0 = time.perf_counter()
    result = fn(*args)
    if collect:
        gc.collect(0)
    return time.perf_counter() - t0, result


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def ms(x: float) -> str:
    return f"{x * 1000:.2f} ms"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench movegen", description=__doc__)
    parser.add_argument("--per-key", type=int, default=40, help="midgame positions per key (default 40)")
    parser.add_argument("--repeat", type=int, default=3, help="timings per position; the median is kept")
    args = parser.parse_args(argv)

    t0 = time.perf_counter()
    positions = midgame_positions(args.per_key)
    firsts = first_turn_positions(20)
    print(
        f"{len(positions)} midgame positions (keys 3/4/5, {min(len(b) for b, _, _ in positions)}–"
        f"{max(len(b) for b, _, _ in positions)} tiles on the table, racks of 8), "
        f"{len(firsts)} first turns; built in {time.perf_counter() - t0:.1f} s"
    )
    for b, r, k in positions[:5]:  # warm-up
        movegen.legal_turns(b, r, k)

    def per_position(fn: Callable[..., Any], pos: Position, collect: bool = False) -> tuple[float, Any]:
        runs = [timed(fn, *pos, collect=collect) for _ in range(args.repeat)]
        return statistics.median(t for t, _ in runs), runs[0][1]

    full, counts, full_gc, has = [], [], [], []
    for pos in positions:
        t, turns = per_position(movegen.legal_turns, pos)
        full.append(t)
        counts.append(len(turns))
        del turns
        full_gc.append(per_position(movegen.legal_turns, pos, collect=True)[0])
        has.append(per_position(movegen.has_legal_turn, pos)[0])
    first = [per_position(movegen.legal_turns, pos)[0] for pos in firsts]
    first_counts = [len(movegen.legal_turns(*pos)) for pos in firsts]

    print("legal_turns (full enumeration), midgame:")
    print(
        f"  median {ms(statistics.median(full))}, p95 {ms(pct(full, 0.95))}, max {ms(max(full))}; "
        f"{sum(counts) / sum(full):,.0f} moves/s; moves per position: median "
        f"{statistics.median(counts):.0f}, max {max(counts)}"
    )
    print(
        f"  + gen-0 collection: median {ms(statistics.median(full_gc))}, p95 {ms(pct(full_gc, 0.95))}, "
        f"max {ms(max(full_gc))}"
    )
    print(f"has_legal_turn, midgame: median {ms(statistics.median(has))}, max {ms(max(has))}")
    print(
        f"first turn (empty board, rack of 8): median {ms(statistics.median(first))}, "
        f"max {ms(max(first))}; moves: median {statistics.median(first_counts):.0f}"
    )
    return 0
