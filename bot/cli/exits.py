"""Exit codes of `sumoku-bot`: one per kind of problem, so scripts and supervisors can tell them apart.

The README's table lists the same codes; keep both in step.
"""

from __future__ import annotations

from enum import IntEnum


class Exit(IntEnum):
    OK = 0
    UNHEALTHY = 1  # `health`: no recent heartbeat
    USAGE = 2  # unknown subcommand or option (argparse's own code)
    CONFIG = 3  # a setting is missing or malformed (or Discord refused the shard setting: 4010/4011)
    DB_PATH = 4  # the database cannot be used (a folder, read-only; PostgreSQL unreachable or login refused)
    NOT_A_DATABASE = 5  # the file is not a Sumoku database
    CORRUPT = 6  # PRAGMA quick_check found damage
    SCHEMA_TOO_NEW = 7  # written by a newer sumoku-bot
    TOKEN_REFUSED = 8  # Discord refused DISCORD_TOKEN
    UNREACHABLE = 9  # Discord could not be reached after every attempt
    INTENT_DISABLED = 10  # SUMOKU_MESSAGE_CONTENT on, intent not enabled in the Developer Portal
    BACKUP_FAILED = 11  # `backup`: the copy could not be written
    MIGRATE_FAILED = 12  # `migrate-to`: refused (target not empty, bot running) or the copy did not verify
    INTERNAL = 70  # a bug: one line here, the traceback in the log at DEBUG level


class StartupError(Exception):
    """A problem that ends the program with one line on stderr and `code`."""

    def __init__(self, code: Exit, line: str) -> None:
        super().__init__(line)
        self.code = code
        self.line = line
