"""Copy a whole database from one backend to the other (`sumoku-bot migrate-to`), then check the copy.

The target is made by the migrations (`Database.open`), so both ends have the same schema; then every
table's rows go across in foreign-key order (parents first), in ONE transaction on the target (all
or nothing), read from ONE consistent snapshot of the source. Then PostgreSQL's identity sequences
are moved past the copied ids (`follow_copied_ids`), so the next game gets a new id. Then `verify`
compares the row counts of every table and replays a sample of finished main games on the target
(`verify_replay`).
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg

from .errors import SchemaTooNew, StorageError
from .migrations import latest_version, pg_schema_version
from .models import ReplayCheck
from .pg import is_url, printable
from .sides import PostgresSide, Side, SqliteSide, parents_first

REPLAY_SAMPLE = 20  # finished main games replayed on the target after the copy


class TransferRefused(StorageError):
    """The copy was not started: the target is not empty, or the two ends do not fit together."""


@dataclass(frozen=True)
class Copied:
    tables: dict[str, int]  # rows copied per table, in the order they were written
    schema: int
    seconds: float


@dataclass(frozen=True)
class Verified:
    counts: dict[str, tuple[int, int]]  # table -> (rows in the source, rows in the target)
    finished_games: int
    replays: list[ReplayCheck] = field(default_factory=list)

    @property
    def counts_match(self) -> bool:
        return all(a == b for a, b in self.counts.values())

    @property
    def replays_match(self) -> bool:
        return all(r.ok for r in self.replays)

    @property
    def ok(self) -> bool:
        return self.counts_match and self.replays_match


def describe(target: str | Path) -> str:
    """A place to print: the URL without its password, or the file's absolute path."""
    return printable(str(target)) if is_url(target) else str(Path(target).absolute())


async def open_side(target: str | Path, *, read_only: bool) -> Side:
    """A plain connection to one end (no migration runs here)."""
    if is_url(target):
        return await PostgresSide.connect(str(target))
    return SqliteSide(Path(target), read_only=read_only)


async def schema_of(side: Side) -> int:
    """The schema version of an end, read without changing anything."""
    if isinstance(side, SqliteSide):
        return await side.schema()
    assert isinstance(side, PostgresSide)
    return await pg_schema_version(side.conn)


async def check_target_empty(target: str | Path) -> None:
    """Refuse a target holding any row (or any table that is not Sumoku's): nothing is overwritten."""
    if not is_url(target):
        path = Path(target)
        if path.exists():
            raise TransferRefused(f"{path.absolute()} already exists: name a new SQLite file.")
        return
    side = await PostgresSide.connect(str(target))
    try:
        tables = await side.tables()
        if tables and "games" not in tables:
            raise TransferRefused(
                f"{side.where} already has tables that are not sumoku-bot's ({', '.join(tables[:5])}): "
                "migrate into a new, empty database (createdb)."
            )
        full = [t for t in tables if await side.count(t)]
        if full:
            raise TransferRefused(
                f"{side.where} is not empty ({', '.join(full[:5])} hold rows): migrate-to only fills an "
                "empty database; drop and create it again (dropdb, createdb), or name another."
            )
    finally:
        await side.close()


async def copy(source: str | Path, target: str | Path) -> Copied:
    """Make the target's schema with the migrations, then copy every row of the source into it.

    Raises SchemaTooNew (a source from a newer bot, nothing done), TransferRefused (a target that is
    not empty, a source from an older bot), StorageError from opening either end.
    """
    from .db import Database

    started = time.monotonic()
    await check_target_empty(target)
    src = await open_side(source, read_only=True)
    try:
        schema = await schema_of(src)
        if schema > latest_version():  # before the target is touched at all
            raise SchemaTooNew(src.where, schema, latest_version())
        created = await Database.open(target)
        latest = await created.schema_version()
        await created.close()
        if schema > latest:
            raise SchemaTooNew(src.where, schema, latest)
        if schema < latest:
            raise TransferRefused(
                f"{src.where} has schema version {schema}, older than this sumoku-bot's ({latest}): "
                "start this version of the bot on it once (it upgrades the schema; back it up first), "
                "then migrate."
            )
        dst = await open_side(target, read_only=False)
        try:
            tables = await _copy_rows(src, dst)
        except (sqlite3.Error, asyncpg.PostgresError) as exc:
            raise TransferRefused(
                f"the copy failed and was rolled back ({type(exc).__name__}: {exc})"
            ) from exc
        finally:
            await dst.close()
        copied_into = await Database.open(target)
        try:
            await copied_into.follow_copied_ids()  # PostgreSQL: new ids after the copied ones
        finally:
            await copied_into.close()
    except BaseException:
        if not is_url(target):  # the new file is ours: leave no half-made database behind
            for suffix in ("", "-wal", "-shm", "-journal"):
                Path(f"{target}{suffix}").unlink(missing_ok=True)
        raise
    finally:
        await src.close()
    return Copied(tables, schema, time.monotonic() - started)


async def _copy_rows(src: Side, dst: Side) -> dict[str, int]:
    source_tables = await src.tables()
    target_tables = await dst.tables()
    unknown = sorted(set(source_tables) - set(target_tables))
    if unknown:
        raise TransferRefused(f"{src.where} has tables the target's schema lacks: {', '.join(unknown)}.")
    order = parents_first(source_tables, await dst.parents())
    copied: dict[str, int] = {}
    async with dst.writing(), src.snapshot():
        for table in order:
            columns = await dst.columns(table)
            missing = sorted(set(columns) - set(await src.columns(table)))
            if missing:
                raise TransferRefused(f"{src.where}: table {table} lacks columns {', '.join(missing)}.")
            copied[table] = 0
            async for batch in src.rows(table, columns):
                await dst.write(table, columns, batch)
                copied[table] += len(batch)
    return copied


def sample(ids: list[int], size: int = REPLAY_SAMPLE) -> list[int]:
    """Up to `size` ids spread evenly over the list (the oldest, the newest and between)."""
    if len(ids) <= size:
        return list(ids)
    step = (len(ids) - 1) / (size - 1)
    return sorted({ids[round(i * step)] for i in range(size)})


async def verify(source: str | Path, target: str | Path, *, replays: int = REPLAY_SAMPLE) -> Verified:
    """Row counts of every table on both ends, and a sample of finished main games replayed on the target."""
    from .db import Database

    src = await open_side(source, read_only=True)
    dst = await open_side(target, read_only=True)
    try:
        here, there = await src.tables(), await dst.tables()
        counts = {
            t: (await src.count(t) if t in here else 0, await dst.count(t) if t in there else 0)
            for t in sorted(set(here) | set(there))
        }
        finished = await dst.finished_main_games()
    finally:
        await src.close()
        await dst.close()
    db = await Database.open(target)
    try:
        checks = [await db.verify_replay(game_id) for game_id in sample(finished, replays)]
    finally:
        await db.close()
    return Verified(counts, len(finished), checks)


async def heartbeat_of(source: str | Path) -> float | None:
    """The source's newest heartbeat of any process (epoch seconds): a recent one means a bot is still
    running on it."""
    side = await open_side(source, read_only=True)
    try:
        return await side.heartbeat()
    finally:
        await side.close()
