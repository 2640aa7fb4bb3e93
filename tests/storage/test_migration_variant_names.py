"""Migration 011 on a database written at schema 10, on both backends: the variant CHECK goes (a
registered variant's games can be stored) and the games table keeps its rows, the rows that refer
to it, its foreign keys (cascades too) and every index. Storage asks for a registered name."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import aiosqlite
import asyncpg
import pytest

from bot.storage import Database, register_variant
from bot.storage.migrations import load_migrations, migrate, migrate_postgres
from bot.storage.pg import is_url

# One row in every table that refers to games, written with the schema-10 columns.
OLD_ROWS = (
    "INSERT INTO games (id, guild_id, channel_id, variant, status, owner_id, options, state, seed, version,"
    " created_at, updated_at) VALUES (1, 8, 77, 'main', 'running', 1, '{}', '{\"seats\": []}', 11, 1, 1, 2)",
    "INSERT INTO games (id, guild_id, channel_id, variant, status, owner_id, created_at, updated_at,"
    " finished_at, end_reason) VALUES (2, 8, 78, 'team', 'cancelled', 2, 1, 3, 3, 'host')",
    "INSERT INTO games (id, channel_id, variant, status, owner_id, created_at, updated_at)"
    " VALUES (3, 79, 'solo', 'running', 3, 1, 1)",
    "INSERT INTO games (id, guild_id, channel_id, variant, status, owner_id, created_at, updated_at)"
    " VALUES (4, 8, 80, 'spot', 'running', 1, 1, 1)",
    "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (1, 0, 1, 'A', 1), (1, 1, 2, 'B', 1)",
    "INSERT INTO moves (game_id, seq, user_id, action, created_at) VALUES (1, 1, 1, '\"s0\"', 2)",
    "INSERT INTO results (game_id, seat, user_id, variant, guild_id, score, final, won, left_game, ranked,"
    " finished_at) VALUES (2, 0, 2, 'team', 8, 5, 5, 1, 0, 0, 3)",
    "INSERT INTO timers (game_id, kind, due_at, created_at) VALUES (1, 'turn_timeout', 100, 1)",
    "INSERT INTO outbox (game_id, channel_id, version, posts, created_at) VALUES (1, 77, 1, '[]', 2)",
    "INSERT INTO spot_claims (game_id, user_id, round, tiles, correct, created_at)"
    " VALUES (4, 1, 1, '[\"R5\"]', 1, 1)",
    "INSERT INTO solo_results (game_id, user_id, tiles_placed, completed, finished_at)"
    " VALUES (3, 3, 10, 0, 1)",
    "INSERT INTO rating_changes (game_id, seat, user_id, family, mu_before, sigma_before, mu_after,"
    " sigma_after, finished_at) VALUES (2, 0, 2, 'race', 25, 8, 26, 7, 3)",
)
CHILDREN = ("seats", "moves", "results", "timers", "outbox", "spot_claims", "solo_results", "rating_changes")


def before_011() -> int:
    return next(m.version for m in load_migrations() if m.name.endswith("_variant_names.sql")) - 1


async def run(target: str, *statements: str) -> list[list[tuple[object, ...]]]:
    """Each statement on a plain connection with foreign keys on (as the bot's), its rows."""
    out: list[list[tuple[object, ...]]] = []
    if is_url(target):
        conn = await asyncpg.connect(target)
        try:
            for sql in statements:
                out.append([tuple(r) for r in await conn.fetch(sql)])
        finally:
            await conn.close()
        return out
    with contextlib.closing(sqlite3.connect(target, isolation_level=None)) as lite:
        lite.execute("PRAGMA foreign_keys = ON")
        for sql in statements:
            out.append(lite.execute(sql).fetchall())
    return out


async def at_schema_10(target: str) -> None:
    if is_url(target):
        conn = await asyncpg.connect(target)
        try:
            await migrate_postgres(conn, target, load_migrations("postgresql")[: before_011()])
        finally:
            await conn.close()
    else:
        Path(target).parent.mkdir(parents=True, exist_ok=True)
        async with aiosqlite.connect(target, isolation_level=None) as conn:
            await migrate(conn, target, target=before_011())
    await run(target, *OLD_ROWS)
    if is_url(target):  # ids written by hand: the identity goes on after them, as the bot's would
        await run(target, "SELECT setval(pg_get_serial_sequence('games', 'id'), 4)")


def indexes_sql(target: str) -> str:
    if is_url(target):
        return "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'games' ORDER BY indexname"
    return "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games' ORDER BY name"


ROWS = [f"SELECT * FROM {t} ORDER BY 1, 2" for t in ("games", *CHILDREN)]


async def test_011_lets_any_variant_be_stored_and_keeps_every_row_key_and_index(database_target: str) -> None:
    target = database_target
    await at_schema_10(target)
    unknown = "INSERT INTO games (channel_id, variant, created_at, updated_at) VALUES (5, 'x', 0, 0)"
    with pytest.raises((sqlite3.IntegrityError, asyncpg.CheckViolationError)):  # the old CHECK
        await run(target, unknown)
    rows_before = await run(target, *ROWS)
    (indexes_before,) = await run(target, indexes_sql(target))
    assert len(indexes_before) >= 7 and all(len(rows) >= 1 for rows in rows_before)

    await (await Database.open(target)).close()  # migrates
    assert await run(target, *ROWS) == rows_before  # every row, as it was
    assert await run(target, indexes_sql(target)) == [indexes_before]  # every index, as it was

    async with await Database.open(target) as db:
        assert await db.schema_version() == load_migrations()[-1].version
        running = await db.games.get(1)
        assert (running.variant, running.status, running.version, running.state) == (
            "main",
            "running",
            1,
            {"seats": []},
        )
        assert [s.name for s in await db.seats.list(1)] == ["A", "B"]
        with pytest.raises(ValueError):  # storage asks for a registered name
            await db.games.create(channel_id=5, variant="never_registered", owner_id=1)
        register_variant("toy_011")
        toy = await db.games.create(channel_id=5, guild_id=8, variant="toy_011", owner_id=1)
        assert (await db.games.get(toy.id)).variant == "toy_011" and toy.family == "toy_011"

    # the foreign keys to games still hold and still cascade
    with pytest.raises((sqlite3.IntegrityError, asyncpg.ForeignKeyViolationError)):
        await run(target, "INSERT INTO seats (game_id, seat, name, joined_at) VALUES (999, 0, 'X', 1)")
    await run(target, "DELETE FROM games WHERE id IN (1, 2, 4)")
    left = await run(target, *(f"SELECT count(*) FROM {t}" for t in CHILDREN))
    assert dict(zip(CHILDREN, (r[0][0] for r in left), strict=True)) == {
        **dict.fromkeys(CHILDREN, 0),
        "solo_results": 1,  # game 3's (ON DELETE SET NULL: its game is still there anyway)
    }
