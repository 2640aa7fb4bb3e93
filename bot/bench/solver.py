"""`python -m bot.bench solver`: how often and how fast the solver decides, in CPU time (issue 27).

Times every call in CPU seconds of this thread (`time.thread_time`, what the solver's allowance
counts), so a loaded machine changes the wall time but not the figures. Each call gets a 10 s
allowance (--cap); a call's answer does not depend on its allowance, only whether it comes in
time, so "decided within 1 s" is the share of calls decided in at most --limit CPU seconds.

Cases (`_solver_cases`): the two deals of issue 27, --hands random 10-tile Speed hands (keys 3,
4, 5 in turn), --stages random Solo stages (10 tiles dealt onto real mid-game grids) and up to
--stuck stuck stages (heavy deals onto such grids, kept when proved stuck within --limit).
Printed per set: the share decided within --limit and within --cap, solvable / unsolvable /
unknown and what decided them, the median, p95 and max CPU time, and the slowest 5 with their
tiles. Targets: hands >= 99.9 % within 1 s and 100 % within 10 s; stages >= 99 % within 1 s.

A trivial baseline (judging one 10-tile grid 20 times) is timed the same way between calls;
figures in baseline units compare runs across machines.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Callable

from bot.engine.grid import check_grid
from bot.engine.notation import parse_tile
from bot.engine.solver import SolveResult, solve_hand, solve_stage

from ._solver_cases import Case, random_hands, random_stages, stuck_stages

ISSUE_DEALS = tuple(
    Case(3, tuple(parse_tile(t) for t in deal.split(" ")))
    for deal in ("Y2 B6 O3 B2 P5 P3 B6 O5 Y8 R5", "B5 R6 B6 O2 P6 O2 O5 B8 O4 G1")
)


def cpu(call: Callable[[], object]) -> tuple[float, object]:
    t0 = time.thread_time()
    out = call()
    return time.thread_time() - t0, out


class Bench:
    """Solver calls timed one by one, each followed by one baseline run."""

    def __init__(self, cap: float) -> None:
        self.cap = cap
        self.base: list[float] = []
        found = solve_hand(random_hands(1, 1)[0].tiles, 3, deadline_s=None, node_budget=200_000)
        self.grid = found.grid() if found.solved else None

    def baseline(self) -> None:
        grid = self.grid
        if grid is not None:
            self.base.append(cpu(lambda: [check_grid(grid, 3) for _ in range(20)])[0])

    def solve(self, case: Case, seed: int) -> tuple[float, SolveResult]:
        board = case.board
        if board is None:
            took, result = cpu(lambda: solve_hand(case.tiles, case.key, deadline_s=self.cap, seed=seed))
        else:
            took, result = cpu(
                lambda: solve_stage(board, case.tiles, case.key, deadline_s=self.cap, seed=seed)
            )
        self.baseline()
        assert isinstance(result, SolveResult)
        return took, result


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def run_set(bench: Bench, name: str, cases: list[Case], limit: float) -> float:
    """Time every case; print the figures; return the share decided within `limit`."""
    if not cases:
        print(f"{name}: no cases")
        return 1.0
    timed = [(case, *bench.solve(case, i)) for i, case in enumerate(cases)]
    n = len(timed)
    fast = sum(1 for _, t, r in timed if r.decided and t <= limit)
    decided = sum(1 for _, _, r in timed if r.decided)
    status = Counter(r.status.value for _, _, r in timed)
    how = Counter(r.how for _, _, r in timed)
    times = [t for _, t, _ in timed]
    base = statistics.median(bench.base) if bench.base else 0.0
    print(f"{name}: {n} cases")
    print(
        f"  decided within {limit:g} s CPU: {fast}/{n} = {100 * fast / n:.2f} %; "
        f"within {bench.cap:g} s: {decided}/{n} = {100 * decided / n:.2f} %"
    )
    print(
        f"  solvable {status['solved']}, unsolvable {status['unsolvable']}, unknown {status['unknown']}; "
        f"by {', '.join(f'{k} {v}' for k, v in sorted(how.items()))}"
    )
    med, p95, top = statistics.median(times), pct(times, 0.95), max(times)
    units = f"; in baseline units median {med / base:.1f}, p95 {p95 / base:.1f}" if base else ""
    print(f"  CPU time: median {med * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, max {top * 1000:.1f} ms{units}")
    print("  slowest 5:")
    for case, t, r in sorted(timed, key=lambda x: -x[1])[:5]:
        print(f"    {t * 1000:8.1f} ms  {r.status.value:<10} {case.label}")
    return fast / n


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench solver", description=__doc__)
    parser.add_argument("--hands", type=int, default=3000, help="random 10-tile hands (default 3000)")
    parser.add_argument("--stages", type=int, default=500, help="random Solo stages (default 500)")
    parser.add_argument("--stuck", type=int, default=60, help="stuck Solo stages to find (default 60)")
    parser.add_argument("--stuck-deals", type=int, default=600, help="heavy deals tried for them at most")
    parser.add_argument("--limit", type=float, default=1.0, help="CPU seconds that count as in time (1.0)")
    parser.add_argument("--cap", type=float, default=10.0, help="CPU seconds allowed per call (10.0)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    t0 = time.perf_counter()
    bench = Bench(args.cap)
    for _ in range(20):  # warm-up
        bench.baseline()
    bench.base.clear()
    run_set(bench, "Issue 27's two deals", list(ISSUE_DEALS), args.limit)
    run_set(bench, "Speed hands (10 tiles)", random_hands(args.hands, args.seed), args.limit)
    stages = random_stages(args.stages, args.seed, args.limit)
    run_set(bench, "Solo stages (10 tiles dealt onto mid-game grids)", stages, args.limit)
    stuck = stuck_stages(args.stuck, args.seed, args.limit, args.limit, args.stuck_deals)
    tried = ", ".join(f"{k} {v}" for k, v in sorted(stuck.tried.items()))
    print(f"(heavy deals tried for stuck stages: {sum(stuck.tried.values())}: {tried})")
    run_set(bench, "Stuck Solo stages (heavy deals proved stuck)", stuck.found, args.limit)
    run_set(bench, "All Solo stages", stages + stuck.found, args.limit)
    if bench.base:
        base = statistics.median(bench.base) * 1000
        print(f"baseline (check_grid on a 10-tile grid x20): median {base:.3f} ms CPU")
    print(f"total {time.perf_counter() - t0:.1f} s wall")
    return 0
