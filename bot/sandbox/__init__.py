"""`sumoku-bot sandbox`: the real bot in a local Discord-like page, no token or server needed.

The page is SimCord's Preview (an optional extra). This module only parses the command line and
checks that the extra is there: SimCord is imported when the sandbox starts, never by the bot.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import os
import re
import sys
from pathlib import Path

from bot.config import Config, ConfigError

INSTALL_LINE = 'python3 -m pip install -e ".[sandbox]"'
# What SimCord's Preview needs at run time (its `preview` extra).
_PREVIEW_MODULES = ("simcord", "simcord.preview", "aiohttp", "markdown_it", "linkify_it", "regex")
_NAME = re.compile(r"^[\w.-]{1,32}$")
MAX_PLAYERS = 8


def _players(value: str) -> tuple[str, ...]:
    names = tuple(n.strip() for n in value.split(",") if n.strip())
    if not names:
        raise argparse.ArgumentTypeError("name at least one member, like alice,bob,carol")
    if len(names) > MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"at most {MAX_PLAYERS} members (a game seats 8)")
    bad = [n for n in names if not _NAME.match(n)]
    if bad:
        raise argparse.ArgumentTypeError(
            f"{bad[0]!r} is not a usable name: 1-32 letters, digits, '.', '-' or '_'"
        )
    if len({n.casefold() for n in names}) != len(names):
        raise argparse.ArgumentTypeError("each member needs a different name")
    return names


def _port(value: str) -> int:
    try:
        port = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a port number") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError("a port is 0 (any free one) to 65535")
    return port


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="sumoku-bot sandbox",
        description=(
            "Play with the real bot in a local Discord-like page: no token, no server. "
            "The page's address is printed; it is a secret (whoever has it can act as any member)."
        ),
    )
    p.add_argument("--port", type=_port, default=0, help="loopback port for the page (default: any free one)")
    p.add_argument(
        "--board-port", type=_port, default=0, help="loopback port for the board (default: any free one)"
    )
    p.add_argument(
        "--db",
        type=Path,
        default=None,
        metavar="PATH",
        help="keep the games in this SQLite file (default: a temporary file, deleted at the end)",
    )
    p.add_argument(
        "--players",
        type=_players,
        default=("alice", "bob", "carol"),
        metavar="NAMES",
        help="the server's members, comma-separated; the page can act as each (default: alice,bob,carol)",
    )
    p.add_argument("--open", action="store_true", help="open the page in your web browser")
    return p


def missing_preview() -> str | None:
    """The first module of SimCord's Preview that cannot be imported, or None when all are there."""
    for name in _PREVIEW_MODULES:
        try:
            importlib.import_module(name)
        except ImportError:
            return name
    return None


def main(argv: list[str] | None = None) -> int:
    """Run the sandbox until Ctrl-C or the page's end button; 0 on a clean stop."""
    args = parser().parse_args(sys.argv[1:] if argv is None else argv)
    missing = missing_preview()
    if missing is not None:
        print(
            f"sumoku-bot sandbox needs SimCord's preview ({missing} is missing): {INSTALL_LINE}",
            file=sys.stderr,
        )
        return 3
    try:
        settings = Config.from_env(require_token=False)
    except ConfigError as exc:
        print(f"sumoku-bot sandbox: {exc}", file=sys.stderr)
        return 2
    from .world import SandboxOptions, run_until_stopped

    options = SandboxOptions(
        port=args.port,
        database=args.db,
        players=args.players,
        open_browser=args.open,
        settings=settings,
        board_port=args.board_port,
        board_web=Path(os.environ["SUMOKU_ACTIVITY_WEB"]) if os.environ.get("SUMOKU_ACTIVITY_WEB") else None,
    )
    try:
        return asyncio.run(run_until_stopped(options))
    except KeyboardInterrupt:  # a second Ctrl-C while closing
        return 130


__all__ = ("INSTALL_LINE", "main", "missing_preview", "parser")
