"""`sumoku-bot backup PATH`: a consistent copy of the database, safe while the bot runs.

SQLite's online backup API copies the pages under a read transaction, so the copy is a coherent
snapshot even if the bot writes meanwhile. The copy is switched out of WAL mode (one
self-contained file) and checked with quick_check before we say it is done.
"""

from __future__ import annotations

import argparse
import sqlite3
from pathlib import Path

from ..storage import offline
from . import Subcommand
from .dbcheck import check_database
from .exits import Exit, StartupError
from .run import load_config


def command(args: argparse.Namespace) -> int:
    config = load_config(require_token=False)
    source = check_database(config.database, create=False)
    if not source.exists:
        raise StartupError(Exit.DB_PATH, f"SUMOKU_DB={source.path} does not exist yet: nothing to back up.")
    target: Path = args.path.absolute()
    if target.exists():
        raise StartupError(Exit.BACKUP_FAILED, f"{target} already exists: choose a new file name.")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        offline.backup(source.path, target)
    except (OSError, sqlite3.Error) as exc:
        target.unlink(missing_ok=True)
        raise StartupError(Exit.BACKUP_FAILED, f"could not write the backup {target}: {exc}") from None
    size_kib = target.stat().st_size / 1024
    print(f"backed up {source.path} to {target} ({size_kib:.0f} KiB, schema {source.schema}, quick_check ok)")
    return int(Exit.OK)


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", type=Path, metavar="PATH", help="the new backup file (must not exist)")


COMMAND = Subcommand(
    name="backup",
    help="copy the database to PATH (safe while the bot runs)",
    description="Copy the database (SUMOKU_DB) to PATH with SQLite's online backup API: a consistent "
    "snapshot even while the bot is running. Restore: stop the bot, replace the database file with the "
    "backup (delete any -wal and -shm files beside it), start the bot.",
    run=command,
    add_arguments=_add_arguments,
)
