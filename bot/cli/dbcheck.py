"""Is the database file usable? Checked before connecting to Discord, with one line per problem.

Run by `run` (which then creates what is missing) and by `check-config` (which changes nothing).
Uses the standard sqlite3 module: this is a short synchronous look, before any event loop.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..storage import offline
from ..storage.migrations import latest_version
from .exits import Exit, StartupError


@dataclass(frozen=True)
class DbReport:
    path: Path
    exists: bool  # False: a new, empty database will be created there
    schema: int  # 0 for a new or empty file
    latest: int  # the schema this code writes
    running_games: int


def check_database(path: Path, *, create: bool) -> DbReport:
    """Raise StartupError (DB_PATH, NOT_A_DATABASE, CORRUPT, SCHEMA_TOO_NEW) or describe the file.

    `create`: make the missing folders (as `run` will need them); otherwise only check that they
    could be made.
    """
    path = path.absolute()
    where = f"SUMOKU_DB={path}"
    if path.is_dir():
        example = path / "sumoku.db"
        raise StartupError(Exit.DB_PATH, f"{where} is a folder: name a file in it, like {example}.")
    folder = path.parent
    if create:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            reason = _reason(exc)
            raise StartupError(
                Exit.DB_PATH, f"{where}: cannot create the folder {folder} ({reason}); choose another path."
            ) from None
    elif not folder.is_dir():
        _check_could_create(folder, where)
        return DbReport(path, False, 0, latest_version(), 0)
    _check_writable(path, folder, where)
    if not path.exists() or path.stat().st_size == 0:
        return DbReport(path, path.exists(), 0, latest_version(), 0)
    return _inspect(path, where)


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _check_could_create(folder: Path, where: str) -> None:
    """Without creating anything: the nearest existing ancestor must be a writable folder."""
    ancestor = folder
    while not ancestor.exists():
        ancestor = ancestor.parent
    if not ancestor.is_dir() or not os.access(ancestor, os.W_OK | os.X_OK):
        raise StartupError(
            Exit.DB_PATH, f"{where}: cannot create the folder {folder} ({ancestor} is not a writable folder)."
        )


def _check_writable(path: Path, folder: Path, where: str) -> None:
    """Really try: the file must open for writing, and the folder must take the -wal/-shm files."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
        if path.exists():
            with path.open("r+b"):
                pass
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise StartupError(
                Exit.DB_PATH,
                f"{where} is in a read-only place ({_reason(exc)}): the bot must be able to write the "
                f"file and its folder {folder}.",
            ) from None
        example = Path.home() / "sumoku" / "sumoku.db"
        raise StartupError(
            Exit.DB_PATH,
            f"{where} cannot be used: its folder {folder} does not take new files ({_reason(exc)}); "
            f"choose a path in a folder the bot can write to, like {example}.",
        ) from None


def _inspect(path: Path, where: str) -> DbReport:
    """Sumoku's or empty, not damaged (quick_check), not from a newer bot."""
    try:
        facts = offline.inspect(path)
        tables, schema, damage, running = facts.tables, facts.schema, list(facts.damage), facts.running
    except sqlite3.DatabaseError as exc:
        message = str(exc)
        if "not a database" in message or "file is encrypted" in message:
            raise StartupError(
                Exit.NOT_A_DATABASE,
                f"{where} is not an SQLite database: point SUMOKU_DB at the bot's database "
                "or at a new file name.",
            ) from None
        raise StartupError(Exit.CORRUPT, f"{where} is damaged ({message}); {_RESTORE}") from None
    if damage != ["ok"]:
        raise StartupError(Exit.CORRUPT, f"{where} is damaged (quick_check: {damage[0]}); {_RESTORE}")
    latest = latest_version()
    if tables and "games" not in tables:
        raise StartupError(
            Exit.NOT_A_DATABASE,
            f"{where} is an SQLite database but not sumoku-bot's (no games table): "
            "point SUMOKU_DB at the bot's database or at a new file name.",
        )
    if schema > latest:
        raise StartupError(
            Exit.SCHEMA_TOO_NEW,
            f"{where} has schema version {schema}, newer than this sumoku-bot knows ({latest}): "
            "it was written by a newer version; upgrade the bot (the file was not changed).",
        )
    return DbReport(path, True, schema, latest, int(running))


_RESTORE = "stop the bot and restore the latest backup (README: Backups and restore)."
