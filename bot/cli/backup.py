"""`sumoku-bot backup PATH`: a consistent copy of the database, safe while the bot runs.

SQLite's online backup API copies the pages under a read transaction, so the copy is a coherent
snapshot even if the bot writes meanwhile. The copy is switched out of WAL mode (one
self-contained file) and checked with quick_check before we say it is done. On PostgreSQL
(SUMOKU_DATABASE_URL) the backup is pg_dump's, when pg_dump is installed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

from ..storage import offline
from ..storage.pg import printable
from . import Subcommand
from .dbcheck import check_database
from .exits import Exit, StartupError
from .run import load_config


def command(args: argparse.Namespace) -> int:
    config = load_config(require_token=False)
    if config.database_url is not None:
        return pg_dump(config.database_url, args.path.absolute())
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


def pg_dump(url: str, target: Path) -> int:
    """PostgreSQL: `pg_dump --format=custom` into PATH (restore with pg_restore), when pg_dump is here.

    The password travels in PGPASSWORD, not on the command line (which `ps` shows to everyone).
    """
    if target.exists():
        raise StartupError(Exit.BACKUP_FAILED, f"{target} already exists: choose a new file name.")
    program = shutil.which("pg_dump")
    if program is None:
        raise StartupError(
            Exit.BACKUP_FAILED,
            "pg_dump is not installed here (Debian: apt-get install postgresql-client): install it, or "
            "run pg_dump --format=custom where PostgreSQL runs (README: Backups and restore).",
        )
    parts = urlsplit(url)
    env = dict(os.environ)
    if parts.password is not None:
        env["PGPASSWORD"] = unquote(parts.password)
        host = parts.netloc.rsplit("@", 1)[1]
        user = f"{parts.username}@" if parts.username else ""
        url = urlunsplit(parts._replace(netloc=f"{user}{host}"))
    target.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [program, "--format=custom", "--no-owner", f"--file={target}", f"--dbname={url}"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        target.unlink(missing_ok=True)
        reason = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise StartupError(Exit.BACKUP_FAILED, f"pg_dump could not back up {printable(url)}: {reason}")
    size_kib = target.stat().st_size / 1024
    print(f"backed up {printable(url)} to {target} with pg_dump ({size_kib:.0f} KiB; restore: pg_restore)")
    return int(Exit.OK)


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", type=Path, metavar="PATH", help="the new backup file (must not exist)")


COMMAND = Subcommand(
    name="backup",
    help="copy the database to PATH (safe while the bot runs)",
    description="Copy the database (SUMOKU_DB) to PATH with SQLite's online backup API: a consistent "
    "snapshot even while the bot is running. Restore: stop the bot, replace the database file with the "
    "backup (delete any -wal and -shm files beside it), start the bot. With SUMOKU_DATABASE_URL: "
    "pg_dump --format=custom into PATH (pg_dump must be installed); restore with pg_restore.",
    run=command,
    add_arguments=_add_arguments,
)
