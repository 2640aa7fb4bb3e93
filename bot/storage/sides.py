"""The two ends of a copy between backends (`sumoku-bot migrate-to`): an SQLite file or a PostgreSQL
database, seen as plain tables of rows. Only the catalogue (tables, columns, foreign keys) and the
rows: the schema itself is always made by the migrations (`Database.open`), never here.

Values cross as Python values; each writer converts them to what its columns take (SQLite keeps
booleans as 0/1, PostgreSQL wants `bool` for a boolean column, `int` for a bigint, JSON as text).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from . import offline

BATCH = 2000  # rows read and written at a time: a long move log never sits whole in memory
# Filled by the migrations themselves (PostgreSQL's schema version, migrations.py), never copied.
BOOKKEEPING = frozenset({"schema_version"})


def _copyable(name: str) -> bool:
    return not name.startswith(("sqlite_", "pg_")) and name not in BOOKKEEPING


def parents_first(tables: Sequence[str], parents: dict[str, set[str]]) -> list[str]:
    """The tables ordered so that every table comes after the tables its foreign keys point at."""
    done: list[str] = []
    seen: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        if name in seen or name in path:  # a cycle (a self-reference) does not order anything
            return
        for parent in sorted(parents.get(name, ())):
            if parent in tables:
                visit(parent, (*path, name))
        seen.add(name)
        done.append(name)

    for table in sorted(tables):
        visit(table, ())
    return done


class Side(Protocol):
    """What a copy needs from either end."""

    where: str

    async def close(self) -> None: ...
    async def tables(self) -> list[str]: ...
    async def columns(self, table: str) -> list[str]: ...
    async def parents(self) -> dict[str, set[str]]: ...
    async def count(self, table: str) -> int: ...
    async def heartbeat(self) -> float | None: ...  # the newest of every process's heartbeat
    async def finished_main_games(self) -> list[int]: ...
    def snapshot(self) -> contextlib.AbstractAsyncContextManager[None]: ...
    def rows(self, table: str, columns: Sequence[str]) -> AsyncIterator[list[tuple[Any, ...]]]: ...
    def writing(self) -> contextlib.AbstractAsyncContextManager[None]: ...
    async def write(self, table: str, columns: Sequence[str], batch: Sequence[Sequence[Any]]) -> None: ...


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class SqliteSide:
    """An SQLite file, read or written with the standard sqlite3 module (the command line is alone)."""

    def __init__(self, path: Path, *, read_only: bool) -> None:
        self.path = Path(path)
        self.where = str(self.path)
        uri = f"{self.path.absolute().as_uri()}?mode={'ro' if read_only else 'rw'}"
        self.conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=5.0)
        self.conn.execute("PRAGMA foreign_keys = ON")

    async def close(self) -> None:
        self.conn.close()

    async def schema(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    async def tables(self) -> list[str]:
        rows = self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        return [str(r[0]) for r in rows if _copyable(str(r[0]))]

    async def columns(self, table: str) -> list[str]:
        # table_info leaves out generated columns: they are computed again on the other side
        return [str(r[1]) for r in self.conn.execute(f"PRAGMA table_info({_quote(table)})")]

    async def parents(self) -> dict[str, set[str]]:
        return {
            t: {str(r[2]) for r in self.conn.execute(f"PRAGMA foreign_key_list({_quote(t)})")}
            for t in await self.tables()
        }

    async def count(self, table: str) -> int:
        return int(self.conn.execute(f"SELECT count(*) FROM {_quote(table)}").fetchone()[0])

    async def heartbeat(self) -> float | None:
        try:
            return max(offline.heartbeats(self.path).values(), default=None)
        except sqlite3.OperationalError:  # no meta table
            return None

    async def finished_main_games(self) -> list[int]:
        sql = "SELECT id FROM games WHERE variant = 'main' AND status = 'finished' ORDER BY id"
        return [int(r[0]) for r in self.conn.execute(sql)]

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[None]:
        """One read transaction: every table is read as of the same moment."""
        self.conn.execute("BEGIN")
        try:
            yield
        finally:
            self.conn.execute("COMMIT")

    async def rows(self, table: str, columns: Sequence[str]) -> AsyncIterator[list[tuple[Any, ...]]]:
        cols = ", ".join(_quote(c) for c in columns)
        cur = self.conn.execute(f"SELECT {cols} FROM {_quote(table)}")
        while batch := cur.fetchmany(BATCH):
            yield batch

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[None]:
        """One write transaction for the whole copy: all of it, or nothing."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    async def write(self, table: str, columns: Sequence[str], batch: Sequence[Sequence[Any]]) -> None:
        marks = ", ".join("?" for _ in columns)
        cols = ", ".join(_quote(c) for c in columns)
        rows = [tuple(int(v) if isinstance(v, bool) else v for v in row) for row in batch]
        self.conn.executemany(f"INSERT INTO {_quote(table)} ({cols}) VALUES ({marks})", rows)


def _to_bool(v: Any) -> Any:
    return None if v is None else bool(v)


def _to_int(v: Any) -> Any:
    return None if v is None else int(v)


def _to_float(v: Any) -> Any:
    return None if v is None else float(v)


def _to_text(v: Any) -> Any:
    return v if v is None or isinstance(v, str) else str(v)


_CONVERT: dict[str, Callable[[Any], Any]] = {
    "boolean": _to_bool,
    "smallint": _to_int,
    "integer": _to_int,
    "bigint": _to_int,
    "double precision": _to_float,
    "real": _to_float,
    "text": _to_text,
    "character varying": _to_text,
    "json": _to_text,
    "jsonb": _to_text,
}


class PostgresSide:
    """A PostgreSQL database through one plain asyncpg connection (JSON travels as text here)."""

    def __init__(self, conn: Any, where: str) -> None:
        self.conn = conn
        self.where = where
        self._types: dict[str, dict[str, str]] = {}

    @classmethod
    async def connect(cls, url: str) -> PostgresSide:
        """StorageUnreachable (one sentence) when the server cannot be used."""
        from .offline_pg import connect
        from .pg import printable

        return cls(await connect(url), printable(url))

    async def close(self) -> None:
        await self.conn.close()

    async def tables(self) -> list[str]:
        return [t for t in await self.all_tables() if _copyable(t)]

    async def all_tables(self) -> list[str]:
        """Every table of the schema, bookkeeping included."""
        from .offline_pg import table_names

        return await table_names(self.conn)

    async def _column_types(self, table: str) -> dict[str, str]:
        if table not in self._types:
            rows = await self.conn.fetch(
                "SELECT column_name, data_type FROM information_schema.columns "
                "WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' "
                "ORDER BY ordinal_position",
                table,
            )
            self._types[table] = {str(r[0]): str(r[1]) for r in rows}
        return self._types[table]

    async def columns(self, table: str) -> list[str]:
        return list(await self._column_types(table))

    async def parents(self) -> dict[str, set[str]]:
        rows = await self.conn.fetch(
            "SELECT c.conrelid::regclass::text, c.confrelid::regclass::text FROM pg_constraint AS c "
            "JOIN pg_namespace AS n ON n.oid = c.connamespace "
            "WHERE c.contype = 'f' AND n.nspname = current_schema()"
        )
        found: dict[str, set[str]] = {t: set() for t in await self.tables()}
        for child, parent in rows:
            found.setdefault(str(child).strip('"'), set()).add(str(parent).strip('"'))
        return found

    async def count(self, table: str) -> int:
        return int(await self.conn.fetchval(f"SELECT count(*) FROM {_quote(table)}"))

    async def heartbeat(self) -> float | None:
        from .offline_pg import heartbeats

        return max((await heartbeats(self.conn)).values(), default=None)

    async def finished_main_games(self) -> list[int]:
        sql = "SELECT id FROM games WHERE variant = 'main' AND status = 'finished' ORDER BY id"
        return [int(r[0]) for r in await self.conn.fetch(sql)]

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[None]:
        async with self.conn.transaction(isolation="repeatable_read", readonly=True):
            yield

    async def rows(self, table: str, columns: Sequence[str]) -> AsyncIterator[list[tuple[Any, ...]]]:
        """Read inside `snapshot()` (a cursor needs the transaction)."""
        cols = ", ".join(_quote(c) for c in columns)
        cursor = await self.conn.cursor(f"SELECT {cols} FROM {_quote(table)}")
        while batch := await cursor.fetch(BATCH):
            yield [tuple(r) for r in batch]

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[None]:
        """One transaction for the whole copy; the tables are locked so no bot writes meanwhile."""
        async with self.conn.transaction():
            names = ", ".join(_quote(t) for t in await self.tables())
            if names:
                await self.conn.execute(f"LOCK TABLE {names} IN ACCESS EXCLUSIVE MODE")
            yield

    async def write(self, table: str, columns: Sequence[str], batch: Sequence[Sequence[Any]]) -> None:
        types = await self._column_types(table)
        convert = [_CONVERT.get(types[c], lambda v: v) for c in columns]
        records = [tuple(f(v) for f, v in zip(convert, row, strict=True)) for row in batch]
        await self.conn.copy_records_to_table(table, records=records, columns=list(columns))
