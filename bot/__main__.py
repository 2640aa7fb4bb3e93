"""`python -m bot` / `sumoku-bot`: start the bot."""

from __future__ import annotations

import os
import sys


def main() -> int:
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        print("sumoku-bot: set DISCORD_TOKEN to your bot's token (see README.md) and run again.", file=sys.stderr)
        return 2
    print("sumoku-bot: the bot itself is not wired up yet.", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
