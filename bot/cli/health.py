"""`sumoku-bot health`: is the running bot connected and its database answering? (Docker HEALTHCHECK)

The running bot writes a heartbeat into its database every 30 s while it is connected to Discord
(`lifecycle.heartbeat`); a write that succeeds proves the database answers. This reads it. Each
process writes its own row, keyed by its shards (`meta.heartbeat_key`); `health` checks the shards
of the process it is asked about (SUMOKU_SHARD_IDS, the same setting as the bot's; with a shard count
but no ids, every shard, whichever process runs it) and names the stale ones.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import time

from bot.app.budget import describe_requests

from ..config import Config
from ..storage import StorageError, meta, offline, offline_pg
from . import Subcommand
from .exits import Exit, StartupError
from .run import load_config

MAX_AGE_S = 90.0  # three missed heartbeats


def command(args: argparse.Namespace) -> int:
    config = load_config(require_token=False)
    rows = _meta(config)  # one read: the heartbeats, request counts and boards of every process
    beats = {key: float(value) for key, value in rows.items() if key.startswith(meta.HEARTBEAT)}
    now = time.time()
    wanted = _shards_asked(config)
    if wanted is None:  # one process runs every shard (or Discord decides how many): its own row
        ages: dict[int | None, float | None] = {None: _age(now, beats.get(meta.HEARTBEAT))}
    else:
        ages = {shard: _age(now, _newest_for(shard, beats)) for shard in wanted}
    stale = {shard: age for shard, age in ages.items() if age is None or age > args.max_age}
    if stale:
        raise StartupError(Exit.UNHEALTHY, f"unhealthy: {_describe_stale(stale, wanted)}")
    oldest = max(age for age in ages.values() if age is not None)
    where = "" if wanted is None else f" (shards {_ids(wanted)})"
    print(f"healthy: heartbeat {oldest:.0f} s ago{where}")
    requests = _requests(config, rows)
    if requests:
        print(requests)
    boards = _boards(rows, beats, now, args.max_age)
    if boards:
        print(boards)
    return int(Exit.OK)


def _boards(rows: dict[str, str], beats: dict[str, float], now: float, max_age: float) -> str | None:
    """The boards open on every process serving the board, as their last heartbeats wrote them
    (a process whose heartbeat is stale is not counted); None when no process serves it."""
    counts = {key: value for key, value in rows.items() if key.startswith(meta.BOARDS)}
    parts = []
    for key, value in sorted(counts.items(), key=lambda kv: sorted(meta.heartbeat_shards(kv[0]) or ())):
        written = beats.get(meta.heartbeat_of(key))
        if written is None or now - written > max_age or not value.isdigit():
            continue
        shards = meta.heartbeat_shards(key)
        parts.append(value if shards is None else f"{value} (shards {_ids(sorted(shards))})")
    return f"boards open: {', '.join(parts)}" if parts else None


def _requests(config: Config, rows: dict[str, str]) -> str | None:
    """The asked process's Discord request counts, as its last heartbeat wrote them."""
    shards = config.shards  # the running process's own heartbeat key, as `SumokuBot.heartbeat_key`
    raw = rows.get(meta.requests_key(meta.heartbeat_key(None if shards is None else shards.ids)))
    try:
        counts = json.loads(raw) if raw else None
    except ValueError:
        return None
    if not isinstance(counts, dict):
        return None
    return describe_requests(counts)


def _shards_asked(config: Config) -> tuple[int, ...] | None:
    """The shards of the process asked about (SUMOKU_SHARD_IDS, as the bot reads it), or all of a
    numbered count; None when one unsharded process (or `auto`) runs them all."""
    if config.shard_ids is not None:
        return tuple(sorted(set(config.shard_ids)))
    if config.shard_count is not None and config.shard_count > 1:
        return tuple(range(config.shard_count))
    return None


def _newest_for(shard: int, beats: dict[str, float]) -> float | None:
    """The newest heartbeat of a process running `shard` (its own key, or one running every shard)."""
    covering = [t for key, t in beats.items() if (ids := meta.heartbeat_shards(key)) is None or shard in ids]
    return max(covering, default=None)


def _age(now: float, beat: float | None) -> float | None:
    return None if beat is None else now - beat


def _ids(shards: tuple[int, ...] | list[int]) -> str:
    return ", ".join(str(s) for s in shards)


def _describe_stale(stale: dict[int | None, float | None], wanted: tuple[int, ...] | None) -> str:
    """One sentence: which shards (if sharded) have no recent heartbeat, and how old theirs is."""
    never = sorted(s for s, age in stale.items() if age is None and s is not None)
    old = {s: age for s, age in stale.items() if age is not None and s is not None}
    if wanted is None:
        age = stale[None]
        if age is None:
            return "no heartbeat yet (the bot has not connected)"
        return f"last heartbeat {age:.0f} s ago (not connected to Discord, or the database does not answer)"
    parts = []
    if never:
        parts.append(f"no heartbeat yet for shards {_ids(never)} (their process has not connected)")
    if old:
        oldest = max(old.values())
        parts.append(
            f"shards {_ids(sorted(old))} stale, last heartbeat {oldest:.0f} s ago (their process is not "
            "connected to Discord, or the database does not answer)"
        )
    return "; ".join(parts)


def _meta(config: Config) -> dict[str, str]:
    """Every `meta` row (a handful) from the SQLite file or the PostgreSQL database; UNHEALTHY if
    unreadable."""
    if config.database_url is not None:
        try:
            return asyncio.run(offline_pg.meta_values_at(config.database_url, "%"))
        except (StorageError, OSError) as exc:
            raise StartupError(Exit.UNHEALTHY, f"unhealthy: {exc}") from None
    path = config.database.absolute()
    if not path.is_file():
        raise StartupError(Exit.UNHEALTHY, f"unhealthy: no database at {path} (has the bot started?)")
    try:
        return offline.meta_values(path, "%")
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
    "to Discord (each process its own, for the shards in SUMOKU_SHARD_IDS). Exit 0 if it is recent "
    "for every shard asked about, 1 otherwise, naming the stale shards (for Docker's HEALTHCHECK). A healthy "
    "process's Discord request counts (sent, held back, refused) follow on a second line, and the boards "
    "open on each process serving the board on a third.",
    run=command,
    add_arguments=_add_arguments,
)
