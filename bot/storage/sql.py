"""What the repositories write SQL against, on either backend, and the few rules that tell them apart.

The repositories' SQL is written once, in the dialect both databases agree on, with SQLite's `?`
placeholders, against a connection that behaves like aiosqlite's (`execute` -> a cursor with
`fetchone`/`fetchall`/`rowcount`, usable as `await` or `async with`; `executemany`). On SQLite that
is aiosqlite itself; on PostgreSQL it is bot/storage/pg.py's adapter, which rewrites each statement
once (cached) with `to_postgres`. The differences, all of them:

- placeholders: `?`, `?N` and `:name` become `$n`; `x IS ?` becomes `x IS NOT DISTINCT FROM $n`;
- `INDEXED BY name` (SQLite's index hint) is dropped: PostgreSQL's planner has no hints;
- `json_extract`, `json_remove` and `instr` exist on PostgreSQL as SQL functions made by its
  migration 001 (bot/storage/migrations/postgresql/), so queries name them as on SQLite;
- a unique-index violation is `IntegrityError` below (either driver's class);
- `PRAGMA`s, `VACUUM` and the schema version live in the backend modules, not in the repositories;
- where SQLite's one-writer-at-a-time made a read-modify-write safe, PostgreSQL (many writers, from
  many processes) locks what it read: `for_update` and `serialise` below, no-ops on SQLite.
"""

from __future__ import annotations

import contextlib
import functools
import re
import sqlite3
from collections.abc import Iterable
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

import asyncpg

if TYPE_CHECKING:
    from asyncpg.pool import PoolConnectionProxy

    # A PostgreSQL connection as asyncpg hands it out: its own, or one lent by the pool.
    PgRaw: TypeAlias = asyncpg.Connection[asyncpg.Record] | PoolConnectionProxy[asyncpg.Record]


class Conn(Protocol):
    """A connection inside `db.read()`, `db.snapshot()` or `db.transaction()` (aiosqlite's shape)."""

    def execute(self, sql: str, parameters: Iterable[Any] | None = None) -> Any: ...

    async def executemany(self, sql: str, parameters: Iterable[Iterable[Any]]) -> Any: ...

    async def execute_fetchall(self, sql: str, parameters: Iterable[Any] | None = None) -> Iterable[Any]: ...


class Handle(Protocol):
    """What a repository needs of the database it was given (`Database` has it): its transactions,
    reads and backend connections. Repositories name this, not `Database`, so no module of
    storage imports the façade that imports them all (no import circle)."""

    backend: str

    def transaction(self) -> AbstractAsyncContextManager[Any]: ...

    def read(self) -> AbstractAsyncContextManager[Any]: ...

    def snapshot(self) -> AbstractAsyncContextManager[Any]: ...

    async def vacuum(self) -> None: ...

    @property
    def store(self) -> Any: ...


# A row broke a UNIQUE / PRIMARY KEY / CHECK / foreign-key rule, whichever backend said so.
IntegrityError = (sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)

_TOKEN = re.compile(
    r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|(\bIS\s+(?:NOT\s+)?)?\?(\d*)|(?<![:\w]):([A-Za-z_]\w*)|\bINDEXED\s+BY\s+\w+\s*",
    re.IGNORECASE,
)


@functools.lru_cache(maxsize=1024)
def to_postgres(sql: str) -> tuple[str, tuple[str, ...]]:
    """The statement in PostgreSQL's dialect (see the module's list); quoted text is left alone.

    Returns it with the names of its `:name` parameters in `$n` order (empty for `?` statements).
    """
    highest = 0
    names: list[str] = []

    def swap(m: re.Match[str]) -> str:
        nonlocal highest
        text = m.group(0)
        if text[0] in "'\"":
            return text
        if m.group(3):
            if m.group(3) not in names:
                names.append(m.group(3))
            return f"${names.index(m.group(3)) + 1}"
        if "?" not in text:
            return ""  # INDEXED BY
        number = int(m.group(2)) if m.group(2) else highest + 1  # SQLite's rule for a bare `?`
        highest = max(highest, number)
        if m.group(1):  # `x IS ?` compares NULLs too
            return f"{'IS DISTINCT' if 'NOT' in m.group(1).upper() else 'IS NOT DISTINCT'} FROM ${number}"
        return f"${number}"

    return _TOKEN.sub(swap, sql), tuple(names)


def savepoint(conn: Conn) -> AbstractAsyncContextManager[Any]:
    """Around a statement whose failure the caller handles: on PostgreSQL an error aborts the whole
    transaction unless it happened inside a savepoint; SQLite's statement rollback needs none."""
    raw = getattr(conn, "raw", None)
    return raw.transaction() if raw is not None else contextlib.nullcontext()


def for_update(conn: Conn) -> str:
    """` FOR UPDATE` on PostgreSQL (lock the rows read, as the next writer of them would), else "".

    SQLite needs none: its transactions take the whole database's write lock at BEGIN IMMEDIATE.
    """
    return " FOR UPDATE" if hasattr(conn, "raw") else ""


_SERIALISE = (
    "SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0))) "
    "FROM (SELECT DISTINCT k FROM unnest($1::text[]) AS k ORDER BY k) AS keys"
)


async def serialise(conn: Conn, *keys: str) -> None:
    """Hold these names until the transaction ends (PostgreSQL), around a read-modify-write of rows
    that may not exist yet (a first rating, a first setting). In name order, so two transactions
    never wait on each other in a circle; a name held elsewhere past the busy timeout: StorageBusy.
    SQLite: nothing to do, one transaction writes at a time."""
    raw = getattr(conn, "raw", None)
    if raw is not None and keys:
        await raw.fetchval(_SERIALISE, list(keys))


def returns_rows(sql: str) -> bool:
    """Whether a (translated) statement yields rows to fetch, rather than a row count."""
    head = sql.lstrip().split(None, 1)[0].upper() if sql.strip() else ""
    return head in ("SELECT", "WITH", "VALUES", "SHOW", "EXPLAIN") or " RETURNING " in sql.upper()
