"""The process's SQLite connections: one writer, one reader, and the transactions on them.

Why two connections: in WAL mode readers never wait for a writer, but only if they do not queue
behind our own writer. Every write holds `_write_lock` for its whole transaction (two coroutines
awaiting between BEGIN and COMMIT on one connection would interleave); reads use their own
connection and never take that lock, so a slow commit, or another program holding the write lock
(a second instance, a `sqlite3` shell, a backup), does not hold up `/rack` or `/board`.

Writers wait at most `BUSY_TIMEOUT_MS` for an outside lock, then raise StorageBusy (the action is
refused with nothing saved; the user is told to try again) instead of freezing every game for 5 s.

Durability: WAL + synchronous=FULL, so a COMMIT is fsynced when `await` returns.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite

from .errors import StorageBusy, StorageError
from .location import database_path
from .migrations import check_not_too_new, migrate

BUSY_TIMEOUT_MS = 1500  # a write waits this long for another program's lock, then is refused
READ_BUSY_TIMEOUT_MS = 1000
THREAD_END_WAIT_S = 5.0  # how long close() waits for a closed connection's worker thread to exit


def default_path() -> str:
    """$SUMOKU_DB, else the platform's user-data folder (see bot/config.py): one default, wherever run."""
    return str(database_path(os.environ))


def _is_busy(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc).lower()


async def pragma(conn: aiosqlite.Connection, sql: str) -> None:
    """Run a PRAGMA and close its cursor: one that answers a row (`busy_timeout = N` does) keeps its
    statement in progress until the cursor is gone, which can be as late as the next garbage
    collection, and a VACUUM on that connection meanwhile fails ("SQL statements in progress")."""
    async with conn.execute(sql):
        pass


async def close_and_end(conn: aiosqlite.Connection) -> None:
    """Close `conn` and wait for its worker thread to exit.

    aiosqlite's close() returns once the thread has answered its last call, a moment before the
    thread itself ends (on a busy machine, often noticeably later): without this wait a closed
    database still has a live thread, which a caller checking for leftovers (the sandbox's tests)
    sees as a leaked connection. Bounded, so a stuck thread never hangs a shutdown.
    """
    await conn.close()
    thread = getattr(conn, "_thread", None)
    if not isinstance(thread, threading.Thread) or thread.ident is None:
        return  # never started (or aiosqlite changed how it runs): nothing to wait for
    deadline = time.monotonic() + THREAD_END_WAIT_S
    while thread.is_alive() and time.monotonic() < deadline:
        await asyncio.sleep(0.001)


class Connection:
    """The writer and the reader of one database file (the SQLite backend; pg.py has the other)."""

    backend = "sqlite"

    def __init__(self, writer: aiosqlite.Connection, reader: aiosqlite.Connection | None, path: str) -> None:
        self._conn = writer
        self._reader = reader
        self._lock = asyncio.Lock()  # the writer's transactions
        self._read_lock = asyncio.Lock()  # only for read snapshots (BEGIN ... COMMIT on the reader)
        self._closed = False
        self.path = path
        self.where = path  # printable place, as PgConnection.where

    @staticmethod
    async def connect(
        path: str | os.PathLike[str] | None = None, *, busy_timeout_ms: int = BUSY_TIMEOUT_MS
    ) -> tuple[aiosqlite.Connection, aiosqlite.Connection | None, str]:
        """Open the writer (migrating the file) and a reader; see Database.open."""
        target = str(path) if path is not None else default_path()
        memory = target == ":memory:" or target.startswith("file::memory:")
        if not memory:
            Path(target).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(target, isolation_level=None)
        try:
            # Connection-level settings first: they do not touch the file.
            await pragma(conn, f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await pragma(conn, "PRAGMA foreign_keys = ON")
            await check_not_too_new(conn, target)  # before WAL, which would rewrite the header
            if not memory:
                async with conn.execute("PRAGMA journal_mode = WAL") as cur:
                    row = await cur.fetchone()
                if row is None or str(row[0]).lower() != "wal":
                    raise StorageError(f"could not switch {target} to WAL (got {row and row[0]!r})")
            await pragma(conn, "PRAGMA synchronous = FULL")
            await migrate(conn, target)
        except BaseException:
            await close_and_end(conn)
            raise
        reader = None
        if not memory:
            try:
                reader = await aiosqlite.connect(target, isolation_level=None)
                await pragma(reader, f"PRAGMA busy_timeout = {READ_BUSY_TIMEOUT_MS}")
                await pragma(reader, "PRAGMA foreign_keys = ON")
                await pragma(reader, "PRAGMA query_only = ON")
            except BaseException:  # a reader that could not be set up leaves no connection open
                if reader is not None:
                    await close_and_end(reader)
                await close_and_end(conn)
                raise
        return conn, reader, target

    async def close(self) -> None:
        """Wait for running writes, then close both connections. Safe to call twice.

        Each connection is closed whatever happens before it (a failed optimize, the reader's close
        raising, close() itself cancelled, as a shutdown with a time limit does): a writer left open
        keeps its thread running and the file's WAL in place, and a second call does nothing."""
        if self._closed:
            return
        async with self._lock:
            self._closed = True
            try:
                with contextlib.suppress(sqlite3.Error):
                    await self._conn.execute("PRAGMA optimize")
            finally:
                try:
                    if self._reader is not None:
                        async with self._read_lock:
                            await close_and_end(self._reader)
                finally:
                    await close_and_end(self._conn)

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("the database is closed")

    @contextlib.asynccontextmanager
    async def read(self) -> AsyncIterator[aiosqlite.Connection]:
        """A connection for plain reads: the reader, which never waits on our writes."""
        self._check_open()
        if self._reader is None:  # :memory: has one connection
            async with self._lock:
                yield self._conn
            return
        try:
            yield self._reader
        except sqlite3.OperationalError as exc:
            if _is_busy(exc):
                raise StorageBusy(self.path) from exc
            raise

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[aiosqlite.Connection]:
        """Several reads that must agree with each other (a read transaction on the reader)."""
        self._check_open()
        if self._reader is None:
            async with self._lock:
                yield self._conn
            return
        async with self._read_lock:
            conn = self._reader
            try:
                await conn.execute("BEGIN")
                yield conn
            finally:
                with contextlib.suppress(sqlite3.Error):
                    await conn.execute("COMMIT")

    async def follow_copied_ids(self) -> None:
        """Nothing to do: an INTEGER PRIMARY KEY numbers a new row after the largest id there is."""
        self._check_open()

    async def vacuum(self) -> None:
        """Rewrite the file without free pages (after erasing a user's data), on the writer."""
        async with self._lock:
            self._check_open()
            await self._conn.execute("VACUUM")

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE ... COMMIT on the writer; any exception rolls everything back.

        IMMEDIATE takes the write lock up front, so a transaction never fails half-way for lack of
        it; when another program holds it past the busy timeout, StorageBusy (nothing written).
        """
        async with self._lock:
            self._check_open()
            conn = self._conn
            try:
                # BEGIN inside the try: if we are cancelled while it is queued, it still runs on the
                # connection's thread, and the ROLLBACK below is queued after it (aiosqlite is FIFO).
                await conn.execute("BEGIN IMMEDIATE")
                yield conn
                await conn.execute("COMMIT")
            except BaseException as exc:
                # If COMMIT itself went through before a cancellation arrived, there is nothing to undo
                # (the caller was not told the write happened; it may have: reload to know).
                with contextlib.suppress(sqlite3.Error):
                    await conn.execute("ROLLBACK")
                if _is_busy(exc):
                    raise StorageBusy(self.path) from exc
                raise
