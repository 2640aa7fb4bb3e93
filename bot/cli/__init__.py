"""`sumoku-bot` / `python -m bot`: the command line.

Each subcommand is a module of this package exposing `COMMAND` (a `Subcommand`); `SUBCOMMANDS` lists
them in the order `--help` shows. To add one, write the module and add its name there. With no
subcommand, `run` is meant. Every failure ends in ONE line on stderr and an `exits.Exit` code.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from .. import version
from .exits import Exit, StartupError

SUBCOMMANDS: tuple[str, ...] = ("run", "check_config", "backup", "health", "migrate_to", "sandbox")
DEFAULT = "run"
PROG = "sumoku-bot"

log = logging.getLogger("sumoku.cli")


@dataclass(frozen=True)
class Subcommand:
    name: str  # as typed: "check-config"
    help: str  # one line for the overview
    description: str  # the subcommand's own --help
    run: Callable[[argparse.Namespace], int]
    add_arguments: Callable[[argparse.ArgumentParser], None] = lambda parser: None


def load_subcommands() -> list[Subcommand]:
    return [importlib.import_module(f"{__name__}.{name}").COMMAND for name in SUBCOMMANDS]


def build_parser(subcommands: Sequence[Subcommand]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Sumoku for Discord. Settings come from the environment and from ./.env "
        "(environment variables win); see README.md.",
        epilog=f"With no subcommand, '{DEFAULT.replace('_', '-')}' is meant. "
        f"Exit codes: {', '.join(f'{e.value} {e.name.lower()}' for e in Exit)}.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    parser.add_argument(
        "--env-file",
        type=Path,
        metavar="PATH",
        help="read settings from this file instead of ./.env (environment variables still win)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for command in subcommands:
        child = sub.add_parser(command.name, help=command.help, description=command.description)
        command.add_arguments(child)
    return parser


def load_env_file(path: Path | None) -> None:
    """Read ./.env (or --env-file) into os.environ without overriding what is already set.

    A line that is not `NAME=value` (or a comment) stops the start with the file and the line:
    python-dotenv would only warn, without the file's name, and skip it."""
    from dotenv import load_dotenv

    if path is not None and path.is_dir():
        example = path / ".env"
        raise StartupError(
            Exit.CONFIG, f"--env-file {path} is a folder: name the settings file itself, like {example}."
        )
    if path is not None and not path.is_file():
        raise StartupError(Exit.CONFIG, f"--env-file {path}: no such file.")
    target = path if path is not None else Path.cwd() / ".env"
    if target.is_dir():  # ./.env: a folder of that name would be skipped, and the token then "not set"
        raise StartupError(
            Exit.CONFIG,
            f"{target} is a folder, not a settings file: remove or rename it, then put the settings in a "
            "file of that name (cp .env.example .env).",
        )
    if target.is_file():
        try:
            _check_env_lines(target)
            load_dotenv(target, override=False, encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise StartupError(Exit.CONFIG, f"cannot read {target}: {exc}") from None


def _check_env_lines(target: Path) -> None:
    """The first line python-dotenv cannot read, as one line naming the file and the line (and the
    line's first word only: the rest may be a secret, like the token)."""
    from dotenv.parser import parse_stream

    with target.open(encoding="utf-8") as stream:
        for binding in parse_stream(stream):
            if binding.error:
                hint = _meant(binding.original.string)
                raise StartupError(
                    Exit.CONFIG,
                    f"{target}, line {binding.original.line}: not a setting{hint}: write settings as "
                    "NAME=value, one a line (# starts a comment).",
                )


def _meant(line: str) -> str:
    """`DISCORD_TOKEN abc` or `SUMOKU_DB: x`: a setting's name written without its `=`, said back as
    `NAME=...` (never the rest: it may be a secret). A line of words gets no guess."""
    from ..config import SETTINGS

    first = re.split(r"[\s=:]", line.strip(), maxsplit=1)[0][:40]
    if first in SETTINGS or first == "DISCORD_TOKEN" or (first.isidentifier() and first.isupper()):
        return f" (did you mean {first}=...?)"
    return ""


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["sandbox"]:  # its options are its own (bot/sandbox parses them)
        from .. import sandbox

        return sandbox.main(argv[1:])
    subcommands = load_subcommands()
    parser = build_parser(subcommands)
    args = parser.parse_args(argv)
    chosen = args.command or DEFAULT.replace("_", "-")
    command = next(c for c in subcommands if c.name == chosen)
    try:
        load_env_file(args.env_file)
        return command.run(args)
    except StartupError as exc:
        return fail(exc.code, exc.line)
    except KeyboardInterrupt:
        return int(Exit.OK)
    except BrokenPipeError:  # `sumoku-bot check-config | head -1`: the reader has all it wanted
        quiet_stdout()
        return int(Exit.OK)
    except Exception as exc:  # a bug: keep the one-line promise, the details go to the log
        log.debug("unexpected error", exc_info=True)
        return fail(
            Exit.INTERNAL,
            f"unexpected error: {type(exc).__name__}: {exc} (SUMOKU_LOG_LEVEL=DEBUG shows the details)",
        )


def quiet_stdout() -> None:
    """Send what is left of stdout nowhere: the pipe's reader is gone, and Python's own flush at
    exit would otherwise report the broken pipe once more."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def fail(code: Exit, line: str) -> int:
    print(f"{PROG}: {line}", file=sys.stderr)
    return int(code)
