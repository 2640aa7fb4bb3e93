"""One transaction of known statements in ONE round trip to the database's thread.

Why: aiosqlite runs every statement on the connection's own thread; each `await conn.execute`
is a trip there and back through the event loop (and, under load, a wait for the loop). A move
that does not end its game is a handful of statements whose parameters are all known up front
(Database.commit): BEGIN IMMEDIATE, the version-checked state update, the log row, the timers, the
outbox row, COMMIT. Sent as one batch they cost one trip; a statement whose check fails (the
version moved on, the timer was consumed) rolls the batch back on that thread and says which.

On PostgreSQL (`in_one_trip` on a database opened with a URL) the same statements run with the
same checks in one ordinary transaction on one pooled connection: a trip per statement, as every
other PostgreSQL write (a pipeline would save them; asyncpg has no public one).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import aiosqlite

from .connection import Connection as SqliteConnection
from .errors import StorageBusy

if TYPE_CHECKING:
    from .pg import PgConnection
    from .sql import Conn

Check = Literal["row", "one_change", None]


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement of a batch; `check` says what it must do, else the batch is rolled back:
    'row' return a row (an UPDATE ... RETURNING that matched), 'one_change' change one row."""

    sql: str
    params: tuple[Any, ...] = ()
    check: Check = None


@dataclass(frozen=True, slots=True)
class Done:
    """What one statement did: its first row (if any: `... RETURNING id` gives the new row's id on
    both backends) and SQLite's id of the row it inserted."""

    row: tuple[Any, ...] | None
    lastrowid: int | None

    @property
    def new_id(self) -> int | None:
        """The inserted row's id: RETURNING's first column, else SQLite's lastrowid."""
        return int(self.row[0]) if self.row else self.lastrowid


class CheckFailed(Exception):
    """The statement at `index` failed its check; nothing of the batch was written."""

    def __init__(self, index: int) -> None:
        super().__init__(f"statement {index} of the batch failed its check")
        self.index = index


def _run(conn: sqlite3.Connection, statements: Sequence[Statement]) -> list[Done]:
    """On the connection's thread: BEGIN IMMEDIATE, every statement, COMMIT — or ROLLBACK."""
    done: list[Done] = []
    conn.execute("BEGIN IMMEDIATE")
    try:
        for index, st in enumerate(statements):
            cur = conn.execute(st.sql, st.params)
            row = cur.fetchone() if cur.description else None
            if (st.check == "row" and row is None) or (st.check == "one_change" and cur.rowcount != 1):
                raise CheckFailed(index)
            done.append(Done(None if row is None else tuple(row), cur.lastrowid))
            cur.close()
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return done


async def run(conn: aiosqlite.Connection, statements: Sequence[Statement]) -> list[Done]:
    """Run the batch as one transaction in one trip (the caller holds the writer's lock).

    aiosqlite has no public call for "run this function on your thread"; `_execute` is the one
    its own methods use. If the awaiting task is cancelled, the batch still commits or rolls back
    whole on that thread (never half), and this returns (re-raising the cancellation) only once
    it has: the caller's lock is not let go while the transaction is still open."""
    trip = asyncio.ensure_future(conn._execute(_run, conn._conn, list(statements)))
    try:
        return await asyncio.shield(trip)
    except asyncio.CancelledError:
        await asyncio.wait([trip])
        raise


async def _run_in_transaction(conn: Conn, statements: Sequence[Statement]) -> list[Done]:
    """The batch on PostgreSQL: the same statements and checks in the caller's transaction."""
    done: list[Done] = []
    for index, st in enumerate(statements):
        cur = await conn.execute(st.sql, st.params)
        row = await cur.fetchone()
        if (st.check == "row" and row is None) or (st.check == "one_change" and cur.rowcount != 1):
            raise CheckFailed(index)  # the transaction rolls back: nothing of the batch is written
        done.append(Done(None if row is None else tuple(row), None))
    return done


async def in_one_trip(
    store: SqliteConnection | PgConnection,
    statements: Sequence[Statement],
    after: Callable[[list[Done]], None] | None = None,
) -> list[Done]:
    """`run` on the database's writer, under its write lock (as `Connection.transaction` takes it),
    then `after(done)` still under it; another program's lock held past the busy timeout is
    StorageBusy, nothing written. On PostgreSQL: one transaction, then `after(done)`. `store`:
    the database's backend connections (`Database.store`)."""
    if not isinstance(store, SqliteConnection):
        async with store.transaction() as conn:
            done = await _run_in_transaction(conn, statements)
        if after is not None:
            after(done)
        return done
    async with store._lock:
        store._check_open()
        try:
            done = await run(store._conn, statements)
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc).lower():
                raise StorageBusy(store.path) from exc
            raise
        if after is not None:
            after(done)
        return done
