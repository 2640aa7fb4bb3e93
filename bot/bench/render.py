"""`python -m bot.bench render [--repeat N]`: median time and size of the pictures the bot sends most.

Times are warm (one untimed render first fills the sprite cache, as in a running bot) and
include PNG encoding; the cold first render is shown too.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from bot.render import Picture, board_picture, closeup_picture, rack_picture, samples, tableau_picture
from bot.words.wording import render_wording


def _cases() -> dict[str, Callable[[], Picture]]:
    views = samples.views()
    w = render_wording("en")
    return {
        "empty board": lambda: board_picture(views["empty"], wording=w),
        "40-tile board": lambda: board_picture(views["forty"], wording=w),
        "96-tile board": lambda: board_picture(views["ninety_six"], wording=w),
        "96 close-up": lambda: closeup_picture(views["big_scored"], wording=w),
        "rack": lambda: rack_picture(samples.RACK, "alice's rack", wording=w),
        "tableau": lambda: tableau_picture(samples.TABLEAU, 4, "Spot", wording=w),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.bench render")
    parser.add_argument("--repeat", type=int, default=30, help="timed renders per case")
    args = parser.parse_args(argv)
    print(f"{'case':<15} {'cold ms':>8} {'median ms':>10} {'KiB':>7} {'pixels':>11}")
    for name, render in _cases().items():
        t = time.perf_counter()
        pic = render()
        cold = (time.perf_counter() - t) * 1000
        times = []
        for _ in range(max(1, args.repeat)):
            t = time.perf_counter()
            pic = render()
            times.append((time.perf_counter() - t) * 1000)
        print(
            f"{name:<15} {cold:>8.1f} {statistics.median(times):>10.1f} {len(pic.png) / 1024:>7.1f}"
            f" {f'{pic.width}x{pic.height}':>11}"
        )
    return 0
