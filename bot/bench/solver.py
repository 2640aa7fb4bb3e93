"""`python -m bot.bench solver`: how often and how fast the solver decides (targets: issue 12).

Speed hands: 10 tiles from seeded shuffles of the 96, keys 3, 4, 5 in turn, each solved with the
bot's 1 s deadline. Printed: how many were decided within it (target ≥ 99 %), solvable /
unsolvable / unknown, and the median / p95 / max time (target p95 ≤ 300 ms). Then the same for
Solo stage 1 (16 tiles) and Team pools (20, 30 tiles), and Solo stages 2–9 (10 tiles onto the
grid of the stages before, solved by the solver itself). Last, how far past a 2 ms deadline the
solver answers when it gives up (the deadline is kept to within a few ms).

The machine is shared, so a trivial baseline runs interleaved with the solver (judging one
fixed 10-tile grid 20 times with `check_grid`); its median and the solver's figures in baseline
units are printed too, and those ratios are what to compare between runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable

from bot.engine.board import Board
from bot.engine.grid import check_grid
from bot.engine.solver import SolveResult, solve_hand, solve_stage
from bot.engine.tiles import Tile, full_set

KEYS = (3, 4, 5)


def _baseline_grid() -> tuple[Board, int]:
    hand = full_set()
    random.Random(1).shuffle(hand)
    result = solve_hand(hand[:10], 4, deadline_s=None, node_budget=100_000)
    assert result.solved
    return result.grid(), 4


class Timer:
    """Solver calls timed one by one, each followed by one baseline run."""

    def __init__(self) -> None:
        self.grid, self.key = _baseline_grid()
        self.base: list[float] = []

    def baseline(self) -> None:
        t0 = time.perf_counter()
        for _ in range(20):
            check_grid(self.grid, self.key)
        self.base.append(time.perf_counter() - t0)

    def run(self, call: Callable[[], SolveResult]) -> tuple[float, SolveResult]:
        t0 = time.perf_counter()
        result = call()
        elapsed = time.perf_counter() - t0
        self.baseline()
        return elapsed, result


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def report(name: str, times: list[float], results: list[SolveResult], deadline: float, base: float) -> None:
    status = Counter(r.status.value for r in results)
    how = Counter(r.how for r in results)
    n = len(results)
    decided = sum(1 for r in results if r.decided)
    print(f"{name}: {n} cases")
    print(
        f"  decided within {deadline:g} s: {decided}/{n} = {100 * decided / n:.1f} %  "
        f"(solvable {status['solved']}, unsolvable {status['unsolvable']}, unknown {status['unknown']}); "
        f"by {', '.join(f'{k} {v}' for k, v in sorted(how.items()))}"
    )
    med, p95, top = statistics.median(times), pct(times, 0.95), max(times)
    print(
        f"  time: median {med * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, max {top * 1000:.1f} ms; "
        f"in baseline units: median {med / base:.1f}, p95 {p95 / base:.1f}, max {top / base:.1f}"
    )
    late = [t - deadline for t, r in zip(times, results, strict=True) if not r.decided]
    if late:
        print(f"  unknown answers came {max(late) * 1000:.1f} ms past the deadline at most")


def hands(count: int, size: int, seed: int) -> list[tuple[list[Tile], int]]:
    out = []
    for i in range(count):
        box = full_set()
        random.Random(seed * 100_003 + size * 1009 + i).shuffle(box)
        out.append((box[:size], KEYS[i % 3]))
    return out


def bench_hands(timer: Timer, name: str, cases: list[tuple[list[Tile], int]], deadline: float) -> None:
    if not cases:
        return
    times, results = [], []
    for i, (hand, key) in enumerate(cases):
        t, r = timer.run(lambda hand=hand, key=key, i=i: solve_hand(hand, key, deadline_s=deadline, seed=i))
        times.append(t)
        results.append(r)
    report(name, times, results, deadline, statistics.median(timer.base))


def bench_stages(timer: Timer, games: int, seed: int, deadline: float) -> None:
    """Solo games: stage 1 by the solver, then every later stage onto that grid."""
    times, results = [], []
    for g in range(games):
        box = full_set()
        random.Random(seed * 7 + g).shuffle(box)
        key = KEYS[g % 3]
        first = solve_hand(box[:16], key, deadline_s=deadline, seed=g)
        if not first.solved:
            continue
        board = first.grid()
        for start in range(16, 96, 10):
            new = box[start : start + 10]
            t, r = timer.run(
                lambda board=board, new=new, key=key: solve_stage(board, new, key, deadline_s=deadline)
            )
            times.append(t)
            results.append(r)
            if not r.solved:
                break
            board = r.grid(board)
    if results:
        report(f"Solo stages 2-9 ({games} games, each played on while solved)", times, results, deadline,
               statistics.median(timer.base))  # fmt: skip


def bench_overrun(cases: list[tuple[list[Tile], int]], deadline: float) -> None:
    """How far past a short deadline the answer comes (the clock is read at every search node)."""
    late = []
    for i, (hand, key) in enumerate(cases):
        t0 = time.perf_counter()
        result = solve_hand(hand, key, deadline_s=deadline, seed=i)
        if not result.decided:
            late.append(time.perf_counter() - t0 - deadline)
    if late:
        size = len(cases[0][0])
        print(
            f"deadline {deadline * 1000:g} ms, {len(cases)} hands of {size}: {len(late)} gave up, "
            f"past the deadline by median {statistics.median(late) * 1000:.2f} ms, "
            f"p95 {pct(late, 0.95) * 1000:.2f} ms, max {max(late) * 1000:.2f} ms"
        )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench solver", description=__doc__)
    parser.add_argument("--hands", type=int, default=300, help="10-tile Speed hands (default 300)")
    parser.add_argument("--solo", type=int, default=60, help="16-tile Solo stage-1 hands (default 60)")
    parser.add_argument(
        "--team", type=int, default=20, help="Team pools of 20 and of 30 tiles (default 20 each)"
    )
    parser.add_argument("--games", type=int, default=6, help="Solo games for the later stages (default 6)")
    parser.add_argument(
        "--deadline", type=float, default=1.0, help="seconds per call (default 1.0, as the bot)"
    )
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    timer = Timer()
    for _ in range(20):  # warm-up
        timer.baseline()
    timer.base.clear()
    t0 = time.perf_counter()
    bench_hands(timer, "Speed hands (10 tiles)", hands(args.hands, 10, args.seed), args.deadline)
    bench_hands(timer, "Solo stage 1 (16 tiles)", hands(args.solo, 16, args.seed), args.deadline)
    if args.team:
        bench_hands(timer, "Team pools (20 tiles)", hands(args.team, 20, args.seed), args.deadline)
        bench_hands(timer, "Team pools (30 tiles)", hands(args.team, 30, args.seed), args.deadline)
    if args.games:
        bench_stages(timer, args.games, args.seed, args.deadline)
    for size in (10, 30):
        bench_overrun(hands(40, size, args.seed + 1), 0.002)
    base = statistics.median(timer.base)
    runs = len(timer.base)
    print(f"baseline (check_grid on a 10-tile grid x20): median {base * 1000:.3f} ms over {runs} runs")
    print(f"total {time.perf_counter() - t0:.1f} s")
    return 0
