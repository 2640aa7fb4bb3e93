"""`python -m bot.bench NAME [args]` runs bot/bench/NAME.py's `main(argv)`."""

from __future__ import annotations

import importlib
import pkgutil
import sys

import bot.bench as bench_pkg


def main() -> int:
    names = sorted(m.name for m in pkgutil.iter_modules(bench_pkg.__path__) if not m.name.startswith("_"))
    if len(sys.argv) < 2 or sys.argv[1] not in names:
        print(f"usage: python -m bot.bench {{{','.join(names)}}} [args]", file=sys.stderr)
        return 2
    module = importlib.import_module(f"bot.bench.{sys.argv[1]}")
    return int(module.main(sys.argv[2:]) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
