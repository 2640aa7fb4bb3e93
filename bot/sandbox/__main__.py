"""`python -m bot.sandbox`: the same as `sumoku-bot sandbox`."""

from . import main

if __name__ == "__main__":
    raise SystemExit(main())
