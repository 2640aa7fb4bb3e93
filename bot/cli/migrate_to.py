"""`sumoku-bot migrate-to TARGET`: copy the configured database into another backend, then check it.

SQLite (SUMOKU_DB) → an empty PostgreSQL database (`postgresql://...`), or back: PostgreSQL
(SUMOKU_DATABASE_URL) → a new SQLite file (`sqlite:///path` or a plain path). The bot must be stopped:
a move made after the copy would not be in the target (a recent heartbeat refuses the copy).
"""

from __future__ import annotations

import argparse
import asyncio
import time
from pathlib import Path

from ..config import ConfigError, check_database_url
from ..storage import SchemaTooNew, StorageError
from ..storage.pg import is_url
from ..storage.transfer import Copied, TransferRefused, Verified, copy, describe, heartbeat_of, verify
from . import Subcommand
from .exits import Exit, StartupError
from .health import MAX_AGE_S
from .run import load_config
from .storage_check import check_storage


def parse_target(text: str) -> str | Path:
    """A PostgreSQL URL as is; `sqlite:///path` or a plain path as a Path (StartupError otherwise)."""
    if text.startswith("sqlite://"):
        rest = text[len("sqlite://") :]
        if not rest.startswith("/") or rest == "/":
            raise StartupError(Exit.USAGE, f"{text!r}: write sqlite:///absolute/path.db or just the path.")
        return Path(rest)
    if "://" in text:
        try:
            return check_database_url(text, "the target")
        except ConfigError as exc:
            raise StartupError(Exit.USAGE, str(exc)) from None
    return Path(text).expanduser()


def command(args: argparse.Namespace) -> int:
    config = load_config(require_token=False)
    target = parse_target(args.target)
    source = config.storage
    if is_url(target) == is_url(source):
        kind = "PostgreSQL" if is_url(source) else "SQLite"
        other = "a new SQLite file (a path)" if is_url(source) else "a postgresql:// URL"
        raise StartupError(Exit.USAGE, f"the configured database is already {kind}: migrate to {other}.")
    check_storage(config, create=False, must_exist=True)
    return asyncio.run(_migrate(source, target, max_age=args.max_age))


async def _migrate(source: str | Path, target: str | Path, *, max_age: float) -> int:
    shown_source, shown_target = describe(source), describe(target)
    try:
        beat = await heartbeat_of(source)
        if beat is not None and time.time() - beat < max_age:
            raise StartupError(
                Exit.MIGRATE_FAILED,
                f"a bot is running on {shown_source} (heartbeat {time.time() - beat:.0f} s ago): stop it "
                "first, or moves made after the copy would be lost.",
            )
        copied = await copy(source, target)
        checked = await verify(source, target)
    except SchemaTooNew as exc:
        raise StartupError(Exit.SCHEMA_TOO_NEW, str(exc)) from None
    except TransferRefused as exc:
        raise StartupError(Exit.MIGRATE_FAILED, f"nothing copied: {exc}") from None
    except StorageError as exc:
        raise StartupError(Exit.DB_PATH, f"the database could not be used: {exc}") from None
    print(f"copied {shown_source} to {shown_target} (schema {copied.schema}) in {copied.seconds:.1f} s")
    print(report(copied, checked))
    if not checked.ok:
        raise StartupError(
            Exit.MIGRATE_FAILED,
            f"the copy in {shown_target} does not match the source (see above): do not use it.",
        )
    nxt = (
        "SUMOKU_DATABASE_URL to the URL given here"
        if is_url(target)
        else f"SUMOKU_DB={shown_target} and unset SUMOKU_DATABASE_URL"
    )
    print(f"verified: every table's rows and the replays match. Next: set {nxt}, then start the bot.")
    return int(Exit.OK)


def report(copied: Copied, checked: Verified) -> str:
    """One line per table (rows in the source, in the target), then the replays."""
    width = max((len(t) for t in checked.counts), default=5)
    lines = [f"  {'table':<{width}}  {'source':>8}  {'target':>8}"]
    for table in copied.tables:
        a, b = checked.counts.get(table, (0, 0))
        mark = "" if a == b else "  MISMATCH"
        lines.append(f"  {table:<{width}}  {a:>8}  {b:>8}{mark}")
    bad = [r for r in checked.replays if not r.ok]
    lines.append(
        f"  replayed {len(checked.replays)} of {checked.finished_games} finished games: "
        + ("all match" if not bad else "; ".join(f"game {r.game_id}: {r.detail}" for r in bad))
    )
    return "\n".join(lines)


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "target",
        metavar="TARGET",
        help="postgresql://user:password@host:port/database (empty), or a new SQLite file "
        "(sqlite:///path.db or a path)",
    )
    parser.add_argument(
        "--max-age",
        type=float,
        default=MAX_AGE_S,
        metavar="SECONDS",
        help="refuse while the source's heartbeat is younger than this (a bot still running on it)",
    )


COMMAND = Subcommand(
    name="migrate-to",
    help="copy the database into an empty PostgreSQL database (or back into a new SQLite file)",
    description="Copy the configured database (SUMOKU_DB, or SUMOKU_DATABASE_URL) into TARGET: an empty "
    "PostgreSQL database (postgresql://...) or a new SQLite file. The schema is made by the migrations, "
    "then every table's rows are copied in one transaction; then the row counts are compared and a "
    "sample of finished games is replayed. Stop the bot first. The source is never changed.",
    run=command,
    add_arguments=_add_arguments,
)
