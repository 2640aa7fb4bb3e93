"""`sumoku-bot sandbox`: the real bot in a local Discord-like page, no token (see bot/sandbox).

It has its own options (`--port`, `--db`, `--players`, `--open`), parsed by bot/sandbox; the
command line hands it everything after the word `sandbox`.
"""

from __future__ import annotations

import argparse

from . import Subcommand


def command(args: argparse.Namespace) -> int:
    from .. import sandbox

    return sandbox.main(list(args.sandbox_args))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sandbox_args", nargs=argparse.REMAINDER, help="see `sumoku-bot sandbox --help`")


COMMAND = Subcommand(
    name="sandbox",
    help="try the bot without a token: a local Discord-like page (needs the [sandbox] extra)",
    description="Start the real bot inside SimCord's local page; options: --port, --db, --players, --open.",
    run=command,
    add_arguments=add_arguments,
)
