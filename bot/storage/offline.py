"""Reading and copying a database file while the bot may be running elsewhere (the command line's
checks, backup and health). Plain `sqlite3`, read-only where it only reads; callers word failures."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .meta import HEARTBEAT_KEYS


@dataclass(frozen=True)
class FileFacts:
    tables: frozenset[str]
    schema: int  # PRAGMA user_version
    damage: tuple[str, ...]  # PRAGMA quick_check: ("ok",) when sound
    running: int  # running games (0 when damaged or not a Sumoku database)


@contextlib.contextmanager
def read_only(path: Path, timeout: float = 5.0) -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=timeout)
    try:
        yield conn
    finally:
        conn.close()


def inspect(path: Path) -> FileFacts:
    """What a file is (raises sqlite3.DatabaseError for a file that is not a database)."""
    with read_only(path) as conn:
        tables = frozenset(r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
        schema = int(conn.execute("PRAGMA user_version").fetchone()[0])
        damage = tuple(str(r[0]) for r in conn.execute("PRAGMA quick_check"))
        running = (
            conn.execute("SELECT count(*) FROM games WHERE status = 'running'").fetchone()[0]
            if "games" in tables and damage == ("ok",)
            else 0
        )
    return FileFacts(tables, schema, damage, int(running))


def backup(source: Path, target: Path) -> None:
    """Online backup of `source` into the new file `target`, then make it standalone and check it."""
    with read_only(source) as src:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode = DELETE")
            result = dst.execute("PRAGMA quick_check").fetchone()[0]
            if result != "ok":
                raise sqlite3.DatabaseError(f"the copy failed its quick_check: {result}")
        finally:
            dst.close()


def heartbeats(path: Path) -> dict[str, float]:
    """When each running bot process last wrote its heartbeat (key: epoch seconds), read from another
    process (`meta.heartbeat_key` names the keys)."""
    with read_only(path) as conn:
        rows = conn.execute("SELECT key, value FROM meta WHERE key LIKE ?", (HEARTBEAT_KEYS,)).fetchall()
    return {str(key): float(value) for key, value in rows}


def meta_values(path: Path, pattern: str) -> dict[str, str]:
    """Every `meta` value whose key is LIKE `pattern` (every process's), read from another process."""
    with read_only(path) as conn:
        rows = conn.execute("SELECT key, value FROM meta WHERE key LIKE ?", (pattern,)).fetchall()
    return {str(key): str(value) for key, value in rows}
