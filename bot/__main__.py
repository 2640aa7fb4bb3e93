"""`python -m bot`: the same command line as the installed `sumoku-bot` (see bot/cli)."""

from __future__ import annotations

from bot.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
