"""The PostgreSQL backend: an asyncpg pool, and connections shaped like aiosqlite's for the repositories.

Why a pool and no writer lock: PostgreSQL serialises writers on the rows they touch, not on the
file, so actions on different games commit side by side, from this process or another one. What
keeps two actions on one game apart is the version check itself: `UPDATE games ... WHERE id = $1 AND
version = $2` takes the row's lock; a second writer waits for the first to commit, then finds the
version moved and updates nothing (VersionConflict). Lobby changes lock the game row first
(`lock_game`), and so does every read-modify-write that is not a single statement.

Waiting: a lock held by another session longer than the busy timeout ends the transaction with
StorageBusy (nothing written), as SQLite's busy timeout does.

Lost connections (a server restart, a failover, pg_terminate_backend): the pool drops a broken
connection and opens a new one on the next acquire, so it recovers by itself. What was in flight:
a plain read is run again once on a fresh connection (reads change nothing); a transaction whose
BEGIN failed is begun again on a fresh connection; one that broke later raises ConnectionLost
(`maybe_committed` when it broke during COMMIT) for the caller to retry or to word.

Durability: a COMMIT returns once PostgreSQL has flushed it (synchronous_commit, the server's default).
"""

from __future__ import annotations

import contextlib
import logging
import socket
from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterable, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from .errors import ConnectionLost, StorageBusy, StorageError, StorageUnreachable
from .migrations import migrate_postgres
from .sql import returns_rows, to_postgres

if TYPE_CHECKING:
    from .sql import PgRaw

POOL_SIZE = 10
ACQUIRE_TIMEOUT_S = 10.0  # every pooled connection busy this long: refused as busy, never a silent wait
log = logging.getLogger("sumoku.storage")

# What a broken connection raises: the server ended it (57P01 admin shutdown, 57P02 crash, 57P03
# cannot connect now), it is gone (class 08), or asyncpg found its socket closed or its protocol left
# in a broken state by the loss ("cannot switch to state ...").
_LOST = (
    asyncpg.PostgresConnectionError,
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.CannotConnectNowError,
    asyncpg.InternalClientError,
    ConnectionError,
    OSError,
)


def is_lost(exc: BaseException) -> bool:
    """Whether `exc` says the connection broke (not that the SQL or the caller was wrong)."""
    if isinstance(exc, asyncpg.InterfaceError):
        text = str(exc).lower()
        return "closed" in text or ("connection" in text and "lost" in text)
    return isinstance(exc, _LOST)


def is_url(target: object) -> bool:
    """Whether a Database.open target names a PostgreSQL server rather than a SQLite file."""
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


def printable(url: str) -> str:
    """The URL without its password, for operators' lines and error messages."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        netloc = (
            (parts.username + "@" if parts.username else "") + host + (f":{parts.port}" if parts.port else "")
        )
    except ValueError:
        return "postgresql://(unreadable URL)"
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


class Cursor:
    """A finished statement's rows (fetched at once: the results here are small) and row count."""

    lastrowid = None  # write `RETURNING id` instead: it reads the same on both backends

    def __init__(self, rows: Sequence[asyncpg.Record], rowcount: int) -> None:
        self._rows = rows
        self._next = 0
        self.rowcount = rowcount

    async def fetchone(self) -> asyncpg.Record | None:
        if self._next >= len(self._rows):
            return None
        self._next += 1
        return self._rows[self._next - 1]

    async def fetchall(self) -> list[asyncpg.Record]:
        rest = list(self._rows[self._next :])
        self._next = len(self._rows)
        return rest

    async def close(self) -> None:
        return None


class _Statement:
    """What `execute` returns: await it, or use it with `async with`, as aiosqlite allows."""

    def __init__(self, conn: PgConn, sql: str, parameters: Any) -> None:
        self._run = conn.run(sql, parameters)

    def __await__(self) -> Generator[Any, None, Cursor]:
        return self._run.__await__()

    async def __aenter__(self) -> Cursor:
        return await self._run

    async def __aexit__(self, *exc: object) -> None:
        return None


def _arguments(names: tuple[str, ...], parameters: Any) -> list[Any]:
    if names:
        return [parameters[n] for n in names]
    return list(parameters or ())


class PgConn:
    """One pooled asyncpg connection, speaking the repositories' SQL (bot/storage/sql.py).

    Given `fresh` (plain reads, no transaction), a statement whose connection broke is run again
    once on a connection `fresh` supplies."""

    def __init__(
        self,
        raw: PgRaw,
        where: str = "PostgreSQL",
        *,
        fresh: Callable[[], Awaitable[PgRaw]] | None = None,
    ) -> None:
        self.raw = raw
        self.where = where
        self._fresh = fresh

    def execute(self, sql: str, parameters: Any = None) -> _Statement:
        return _Statement(self, sql, parameters)

    async def run(self, sql: str, parameters: Any) -> Cursor:
        try:
            return await self._run(sql, parameters)
        except Exception as exc:
            if not is_lost(exc) or self._fresh is None:
                raise
            fresh, self._fresh = self._fresh, None  # once
            log.warning("lost a database connection during a read; reading again on a fresh one")
            try:
                self.raw = await fresh()
                return await self._run(sql, parameters)
            except Exception as again:
                if is_lost(again):
                    raise ConnectionLost(self.where) from again
                raise

    async def _run(self, sql: str, parameters: Any) -> Cursor:
        text, names = to_postgres(sql)
        args = _arguments(names, parameters)
        if returns_rows(text):
            rows = await self.raw.fetch(text, *args)
            return Cursor(rows, len(rows))
        status = await self.raw.execute(text, *args)
        last = status.rsplit(" ", 1)[-1]
        return Cursor((), int(last) if last.isdigit() else -1)

    async def execute_fetchall(self, sql: str, parameters: Any = None) -> list[asyncpg.Record]:
        """aiosqlite's one-trip read (execute + fetchall): on asyncpg a fetch is one trip anyway."""
        return await (await self.run(sql, parameters)).fetchall()

    async def executemany(self, sql: str, parameters: Iterable[Iterable[Any]]) -> None:
        text, names = to_postgres(sql)
        rows = [_arguments(names, p) for p in parameters]
        if rows:
            await self.raw.executemany(text, rows)


async def _setup(raw: PgRaw) -> None:
    """numeric (avg(), sums of BIGINT) reads as float, as SQLite's REAL does, not Decimal."""
    await raw.set_type_codec("numeric", encoder=str, decoder=float, schema="pg_catalog", format="text")


async def _reset(raw: PgRaw) -> None:
    """Between two borrowers: only an unfinished transaction to undo. (asyncpg's default reset is a
    round trip for session state this code never makes: no LISTEN, no session locks, no SET.)
    A broken connection is ended instead: the pool opens a new one on the next acquire."""
    if raw.is_closed():
        return
    try:
        if raw.is_in_transaction():
            await raw.execute("ROLLBACK")
    except Exception as exc:
        if not is_lost(exc):
            raise
        raw.terminate()


def unreachable(where: str, exc: BaseException) -> StorageUnreachable:
    """One sentence on why the server at `where` could not be used (also for the command line's
    own short connections, offline_pg)."""
    if isinstance(exc, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError):
        why = f"the server refused the user or password ({exc})"
    elif isinstance(exc, asyncpg.InvalidCatalogNameError):
        why = f"the database does not exist ({exc}); create it first (createdb)"
    elif isinstance(exc, socket.gaierror):
        why = "the host name does not resolve"
    elif isinstance(exc, TimeoutError):
        why = "the server did not answer in time"
    elif isinstance(exc, ValueError):
        why = f"the URL is not valid ({exc}); write postgresql://user:password@host:port/database"
    elif isinstance(exc, OSError):
        why = f"nothing answers there ({exc.strerror or exc})"
    else:
        why = str(exc) or type(exc).__name__
    return StorageUnreachable(f"cannot use PostgreSQL at {where}: {why}.")


# The tables whose `id` PostgreSQL numbers from a sequence (SQLite's INTEGER PRIMARY KEY takes max + 1).
IDENTITY_TABLES = ("games", "timers", "outbox", "spot_claims", "solo_results")


class PgConnection:
    """The pool of one PostgreSQL database; the same methods as the SQLite Connection."""

    backend = "postgresql"
    path: str | None = None  # no file

    def __init__(self, pool: asyncpg.Pool, where: str) -> None:
        self._pool = pool
        self.where = where
        self._closed = False

    @staticmethod
    async def connect(url: str, *, busy_timeout_ms: int) -> PgConnection:
        """Open the pool, refuse a newer schema untouched, migrate (one transaction, one process)."""
        where = printable(url)
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=POOL_SIZE,
                init=_setup,
                reset=_reset,
                timeout=10,
                server_settings={"lock_timeout": str(int(busy_timeout_ms)), "application_name": "sumoku-bot"},
            )
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as exc:
            raise unreachable(where, exc) from None
        try:
            async with pool.acquire() as raw:
                await migrate_postgres(raw, where)
        except BaseException:
            await pool.close()
            raise
        return PgConnection(pool, where)

    async def close(self) -> None:
        """Wait for running transactions, then close the pool. Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        await self._pool.close()

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("the database is closed")

    async def _acquire(self, stack: contextlib.AsyncExitStack, *, fresh: bool = False) -> PgRaw:
        """A pooled connection, released when `stack` closes; a server that cannot be reached now
        (down, restarting) is ConnectionLost: nothing was done. `fresh` (a connection just broke):
        every idle pooled connection is likely broken too (a restart, a failover, a killer ends them
        all), so the pool replaces them all and this one is newly opened."""
        if fresh:
            await self._pool.expire_connections()
        try:
            return await stack.enter_async_context(self._pool.acquire(timeout=ACQUIRE_TIMEOUT_S))
        except TimeoutError as exc:
            log.warning(
                "all %d connections to %s stayed busy %.0f s", POOL_SIZE, self.where, ACQUIRE_TIMEOUT_S
            )
            raise StorageBusy(self.where) from exc
        except Exception as exc:
            if is_lost(exc):
                raise ConnectionLost(self.where) from exc
            raise

    async def _begin(self, stack: contextlib.AsyncExitStack, **options: Any) -> PgRaw:
        """A connection with a transaction begun; a BEGIN that finds its connection broken (an idle
        pooled connection the server ended) is tried once more on a fresh one: nothing ran yet."""
        for attempt in (1, 2):
            raw = await self._acquire(stack, fresh=attempt == 2)
            try:
                await stack.enter_async_context(_Begun(raw.transaction(**options)))
                return raw
            except Exception as exc:
                if not is_lost(exc):
                    raise
                if attempt == 2:
                    raise ConnectionLost(self.where) from exc
                log.warning("a pooled connection to %s was broken; beginning on a fresh one", self.where)
        raise AssertionError("unreachable")

    @contextlib.asynccontextmanager
    async def read(self) -> AsyncIterator[PgConn]:
        """A pooled connection for plain reads (each statement sees what was committed before it); a
        read whose connection broke is read again once on a fresh one."""
        self._check_open()
        async with contextlib.AsyncExitStack() as stack:
            raw = await self._acquire(stack)
            try:
                yield PgConn(raw, self.where, fresh=lambda: self._acquire(stack, fresh=True))
            except Exception as exc:
                if is_lost(exc):
                    raise ConnectionLost(self.where) from exc
                raise

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[PgConn]:
        """Several reads that must agree: one read-only REPEATABLE READ transaction."""
        self._check_open()
        async with contextlib.AsyncExitStack() as stack:
            raw = await self._begin(stack, isolation="repeatable_read", readonly=True)
            try:
                yield PgConn(raw, self.where)
            except Exception as exc:
                if is_lost(exc):
                    raise ConnectionLost(self.where) from exc
                raise

    async def follow_copied_ids(self) -> None:
        """After rows were copied in with their own ids: new rows are numbered after them."""
        async with self.transaction() as conn:
            for table in IDENTITY_TABLES:
                await conn.raw.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), coalesce(max(id), 0) + 1, "
                    f"false) FROM {table}"
                )

    async def vacuum(self) -> None:
        """Nothing to do: PostgreSQL reclaims space with autovacuum; deleted rows are not readable."""
        self._check_open()

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[PgConn]:
        """BEGIN ... COMMIT on a pooled connection; any exception rolls everything back.

        A lock held elsewhere past the busy timeout: StorageBusy, nothing written. A connection that
        broke: ConnectionLost (`maybe_committed` if it broke during COMMIT).
        """
        self._check_open()
        try:
            async with contextlib.AsyncExitStack() as stack:
                raw = await self._begin(stack)
                yield PgConn(raw, self.where)
        except asyncpg.LockNotAvailableError as exc:
            raise StorageBusy(self.where) from exc
        except asyncpg.DeadlockDetectedError as exc:
            raise StorageBusy(self.where) from exc
        except _Committing as exc:
            if is_lost(exc.__cause__ or exc):
                raise ConnectionLost(self.where, maybe_committed=True) from exc.__cause__
            raise exc.__cause__ or exc from None
        except Exception as exc:
            if is_lost(exc):
                raise ConnectionLost(self.where) from exc
            raise


class _Committing(Exception):
    """COMMIT itself failed (raised from it): whether it was written is not known here."""


class _Begun:
    """An asyncpg transaction as an async context manager that tells a failed COMMIT apart."""

    def __init__(self, tx: Any) -> None:
        self._tx = tx

    async def __aenter__(self) -> None:
        await self._tx.start()

    async def __aexit__(self, kind: type[BaseException] | None, *_: object) -> None:
        if kind is None:
            try:
                await self._tx.commit()
            except Exception as failed:
                raise _Committing() from failed
            return
        with contextlib.suppress(Exception):  # a broken connection cannot roll back: it is ended
            await self._tx.rollback()
