"""`python -m bot.bench ai`: seeded games between computer levels, win rates and think times.

Each pairing plays N games (default 200) with the seats swapped every other game; the games
run on a process pool (the machine has 2 cores). Figures printed: wins, losses and draws of the
first-named level, its win rate (draws count half), and think time per turn (median, p95, max;
targets of issue 15: hard beats normal in >= 60% of games with p95 < 500 ms).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from bot.engine.ai import choose_turn
from bot.engine.main_game import MainGame, Seat, SeatKind


@dataclass(frozen=True, slots=True)
class GameResult:
    levels: tuple[str, str]
    finals: tuple[int, int]
    think: dict[str, list[float]]
    turns: int
    cpu: dict[str, list[float]]


def play_game(levels: tuple[str, str], seed: int) -> GameResult:
    """One full game between two computer seats (M1–M9); asserts every tile is accounted for."""
    seats = [Seat(f"c{i}", f"{lv}-{i}", SeatKind.COMPUTER, lv) for i, lv in enumerate(levels)]
    game, _ = MainGame.new(seats, seed)
    think: dict[str, list[float]] = {lv: [] for lv in levels}
    cpu: dict[str, list[float]] = {lv: [] for lv in levels}  # the process's CPU: what a busy machine hides
    turns = 0
    while not game.finished:
        seat = game.current
        level = levels[seat]
        t0, c0 = time.perf_counter(), time.process_time()
        choice = choose_turn(game, seat, level, seed)
        think[level].append(time.perf_counter() - t0)
        cpu[level].append(time.process_time() - c0)
        if choice is None:
            game.pass_turn(seat)
        else:
            game.play(seat, choice)
        turns += 1
        if turns > 1000:
            raise RuntimeError(f"game {seed} does not end")
    assert game.tiles_accounted() == 96
    assert game.result is not None
    finals = {s.seat: s.final for s in game.result.standings}
    return GameResult(levels, (finals[0], finals[1]), think, turns, cpu)


def _job(
    args: tuple[str, str, int, bool],
) -> tuple[int, dict[str, list[float]], int, dict[str, list[float]]]:
    """Play one game; +1 when `a` wins, -1 when `b` wins, 0 for a draw."""
    a, b, seed, swap = args
    levels = (b, a) if swap else (a, b)
    r = play_game(levels, seed)
    fa, fb = (r.finals[1], r.finals[0]) if swap else r.finals
    return (fa > fb) - (fa < fb), r.think, r.turns, r.cpu


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank): what one turn in twenty waits for at worst."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(0.95 * len(ordered)) - 1))]


def match(a: str, b: str, games: int, seed: int, workers: int) -> None:
    jobs = [(a, b, seed + g, g % 2 == 1) for g in range(games)]
    t0 = time.perf_counter()
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(_job, jobs, chunksize=4))
    else:
        results = [_job(j) for j in jobs]
    wall = time.perf_counter() - t0
    wins = sum(1 for r, *_ in results if r > 0)
    losses = sum(1 for r, *_ in results if r < 0)
    draws = games - wins - losses
    rate = (wins + draws / 2) / games
    print(
        f"{a} vs {b}: {games} games, {a} won {wins}, lost {losses}, drew {draws}: "
        f"{a} win rate {rate:.1%} ({wins / games:.1%} counting wins only)  [{wall:.0f} s]"
    )
    for level in (a, b):
        times = [t for _, th, _, _ in results for t in th.get(level, [])]
        cpu = [t for *_, c in results for t in c.get(level, [])]
        if times:
            print(
                f"    {level:6} think per turn: median {statistics.median(times) * 1000:7.1f} ms, "
                f"p95 {p95(times) * 1000:7.1f} ms, max {max(times) * 1000:7.1f} ms  ({len(times)} turns); "
                f"CPU p95 {p95(cpu) * 1000:7.1f} ms"
            )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench ai", description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--pairs",
        default="hard:normal,normal:easy",
        help="comma-separated a:b pairings (default: hard:normal,normal:easy)",
    )
    args = parser.parse_args(argv)
    for pair in args.pairs.split(","):
        a, b = pair.split(":")
        match(a, b, args.games, args.seed, args.workers)
    return 0
