"""PostgreSQL's counterpart of the SQLite plan checks: which statements a piece of work ran, and
whether each can be answered without reading a whole big table.

On tables of a few rows PostgreSQL rightly prefers a sequential scan, so plans are asked for with
`enable_seqscan = off`: a table is still scanned whole only when no index can answer the query.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator, Iterator
from typing import Any

import asyncpg

from bot.storage import Database


@contextlib.asynccontextmanager
async def statements(db: Database) -> AsyncIterator[list[tuple[str, tuple[Any, ...]]]]:
    """Record (query, arguments) of every statement run through the database's pool meanwhile."""
    pool: asyncpg.Pool = db._store._pool  # type: ignore[union-attr]  # the test looks inside on purpose
    seen: list[tuple[str, tuple[Any, ...]]] = []

    def log(record: Any) -> None:
        if ";" not in record.query:  # not the pool's own reset script
            seen.append((record.query, tuple(record.args or ())))

    held = [await pool.acquire() for _ in range(pool.get_max_size())]  # every connection of the pool
    for conn in held:
        conn.add_query_logger(log)
        await pool.release(conn)
    try:
        yield seen
    finally:
        held = [await pool.acquire() for _ in range(pool.get_max_size())]
        for conn in held:
            conn.remove_query_logger(log)
            await pool.release(conn)


def _nodes(plan: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield plan
    for child in plan.get("Plans", ()):
        yield from _nodes(child)


async def full_scans(
    db: Database, queries: list[tuple[str, tuple[Any, ...]]], big: tuple[str, ...]
) -> list[str]:
    """'table in query' for each whole-table read of a big table that no index could spare."""
    found = []
    async with db.read() as conn, conn.raw.transaction():
        await conn.raw.execute("SET LOCAL enable_seqscan = off")
        for sql, args in queries:
            plan = json.loads(await conn.raw.fetchval(f"EXPLAIN (FORMAT JSON) {sql}", *args))[0]["Plan"]
            for node in _nodes(plan):
                if node["Node Type"] == "Seq Scan" and node.get("Relation Name") in big:
                    found.append(f"{node['Relation Name']} in {sql!r}")
    return found
