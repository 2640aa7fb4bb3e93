"""`sumoku-bot health`: is the running bot connected and its database answering? (Docker HEALTHCHECK)

The running bot writes a heartbeat into its database every 30 s while it is connected to Discord
(`lifecycle.heartbeat`); a write that succeeds proves the database answers. This reads it.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import time

from ..config import Config
from ..storage import StorageError, offline, offline_pg
from . import Subcommand
from .exits import Exit, StartupError
from .run import load_config

MAX_AGE_S = 90.0  # three missed heartbeats


def command(args: argparse.Namespace) -> int:
    config = load_config(require_token=False)
    beat = _heartbeat(config)
    if beat is None:
        raise StartupError(Exit.UNHEALTHY, "unhealthy: no heartbeat yet (the bot has not connected)")
    age = time.time() - beat
    if age > args.max_age:
        raise StartupError(
            Exit.UNHEALTHY,
            f"unhealthy: last heartbeat {age:.0f} s ago (not connected to Discord, or the database "
            "does not answer)",
        )
    print(f"healthy: heartbeat {age:.0f} s ago")
    return int(Exit.OK)


def _heartbeat(config: Config) -> float | None:
    """The heartbeat from the SQLite file or the PostgreSQL database; UNHEALTHY if unreadable."""
    if config.database_url is not None:
        try:
            return asyncio.run(offline_pg.heartbeat_at(config.database_url))
        except (StorageError, OSError) as exc:
            raise StartupError(Exit.UNHEALTHY, f"unhealthy: {exc}") from None
    path = config.database.absolute()
    if not path.is_file():
        raise StartupError(Exit.UNHEALTHY, f"unhealthy: no database at {path} (has the bot started?)")
    try:
        return offline.heartbeat_at(path)
    except sqlite3.Error as exc:
        raise StartupError(Exit.UNHEALTHY, f"unhealthy: cannot read {path}: {exc}") from None


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-age",
        type=float,
        default=MAX_AGE_S,
        metavar="SECONDS",
        help=f"the oldest heartbeat still healthy (default {MAX_AGE_S:g})",
    )


COMMAND = Subcommand(
    name="health",
    help="exit 0 if the running bot is connected and its database answers",
    description="Read the heartbeat the running bot writes into its database every 30 s while connected "
    "to Discord. Exit 0 if it is recent, 1 otherwise (for Docker's HEALTHCHECK).",
    run=command,
    add_arguments=_add_arguments,
)
