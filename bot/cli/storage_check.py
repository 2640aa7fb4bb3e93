"""The configured database, either backend, checked before anything connects to Discord.

SQLite: the file checks of dbcheck.py. PostgreSQL (SUMOKU_DATABASE_URL): connect, and look at what
is there without changing anything (a Sumoku schema or an empty database, not from a newer bot).
Every problem is one StartupError line with its exit code, the URL's password never shown.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from ..config import Config
from ..storage.errors import StorageUnreachable
from ..storage.migrations import latest_version
from ..storage.offline_pg import inspect
from ..storage.pg import printable
from .dbcheck import check_database
from .exits import Exit, StartupError


@dataclass(frozen=True)
class StorageReport:
    backend: str  # "sqlite" or "postgresql"
    where: str  # the file, or the URL without its password
    exists: bool  # False: the schema will be made at start
    schema: int
    latest: int
    running_games: int

    def describe(self) -> str:
        """`database: ...` for check-config and the start-up log line."""
        if not self.exists:
            empty = "empty: the schema " if self.backend == "postgresql" else ""
            return f"{self.where} ({empty}will be created at start)"
        checked = ", quick_check ok" if self.backend == "sqlite" else ""
        state = f"schema {self.schema} of {self.latest}{checked}, {self.running_games} games running"
        if self.schema < self.latest:
            state += " (will be upgraded at start: back it up first)"
        return f"{self.where} ({state})"


def check_storage(config: Config, *, create: bool, must_exist: bool = False) -> StorageReport:
    """Raise StartupError for a database that cannot be used; describe it otherwise."""
    if config.database_url is None:
        report = check_database(config.database, create=create)
        if must_exist and not report.exists:
            raise StartupError(Exit.DB_PATH, f"SUMOKU_DB={report.path} does not exist yet: nothing to copy.")
        return StorageReport(
            "sqlite", str(report.path), report.exists, report.schema, report.latest, report.running_games
        )
    where = f"SUMOKU_DATABASE_URL={printable(config.database_url)}"
    try:
        facts = asyncio.run(inspect(config.database_url))
    except StorageUnreachable as exc:
        raise StartupError(Exit.DB_PATH, str(exc)) from None
    latest = latest_version()
    if facts.tables and "games" not in facts.tables:
        raise StartupError(
            Exit.NOT_A_DATABASE,
            f"{where} holds tables that are not sumoku-bot's (no games table): give the bot a database "
            "of its own (createdb sumoku).",
        )
    if facts.schema > latest:
        raise StartupError(
            Exit.SCHEMA_TOO_NEW,
            f"{where} has schema version {facts.schema}, newer than this sumoku-bot knows ({latest}): "
            "it was written by a newer version; upgrade the bot (the database was not changed).",
        )
    if must_exist and not facts.tables:
        raise StartupError(Exit.DB_PATH, f"{where} is empty: nothing to copy.")
    shown = printable(config.database_url)
    return StorageReport("postgresql", shown, bool(facts.tables), facts.schema, latest, facts.running)
