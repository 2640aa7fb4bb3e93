"""`sumoku-bot migrate-to`, run as an operator runs it (a subprocess) on a real file of played games:
SQLite → PostgreSQL → SQLite gives the same rows, and the refusals leave everything untouched."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from bot.cli.exits import Exit
from bot.storage import NewMove, meta
from bot.storage.migrations import latest_version
from bot.storage.pg import printable

from .conftest import clean_env, one_line, run_bot
from .populated import open_database, play_games, rows_of


@pytest.fixture
async def played(tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "sumoku.db"
    made = await play_games(path)
    return path, made["finished"]


async def test_sqlite_to_postgresql_and_back_keeps_every_row(
    played: tuple[Path, int], fresh_postgres_url: Callable[[], str], home: Path, tmp_path: Path
) -> None:
    path, finished = played
    url = fresh_postgres_url()
    there = run_bot(["migrate-to", url], clean_env(home, SUMOKU_DB=str(path)), timeout=180)
    assert there.returncode == 0, there.stderr
    assert re.search(r"^  games\s+5\s+5$", there.stdout, re.M), there.stdout
    assert re.search(r"^  moves\s+(\d+)\s+\1$", there.stdout, re.M), there.stdout
    assert "replayed 2 of 2 finished games: all match" in there.stdout
    assert "Next: set SUMOKU_DATABASE_URL to the URL given here, then start the bot." in there.stdout
    assert f"to {printable(url)} (schema" in there.stdout
    password = urlsplit(url).password
    assert not password or password not in there.stdout + there.stderr

    # the bot on PostgreSQL has every game: the finished one replays, the running one goes on
    db = await open_database(url)
    try:
        assert (await db.verify_replay(finished)).ok
        running = [g for g in await db.games.open_games() if g.status == "running" and g.variant == "main"]
        assert len(running) == 1 and running[0].version == 1
        assert await db.timers.for_game(running[0].id)  # its turn clock came along
        newest = max(g.id for g in await db.games.open_games())
        lobby = await db.games.create(channel_id=77, variant="main", owner_id=1)
        assert lobby.id > newest  # the identity went past the copied ids
        await db.games.cancel(lobby.id)
    finally:
        await db.close()

    back = tmp_path / "back" / "sumoku.db"
    env_pg = clean_env(home, SUMOKU_DATABASE_URL=url)
    home_back = run_bot(["migrate-to", f"sqlite://{back}"], env_pg, timeout=180)
    assert home_back.returncode == 0, home_back.stderr
    assert "replayed 2 of 2 finished games: all match" in home_back.stdout

    before, after = await rows_of(path), await rows_of(back)
    games_after = after.pop("games")
    before_games = before.pop("games")
    assert after == before
    # the one difference: the lobby made (and cancelled) on PostgreSQL above
    assert [g for g in games_after if g not in before_games] and len(games_after) == len(before_games) + 1
    assert all(g in games_after for g in before_games)


async def test_a_non_empty_target_is_refused_untouched(
    played: tuple[Path, int], fresh_postgres_url: Callable[[], str], home: Path
) -> None:
    path, _ = played
    url = fresh_postgres_url()
    db = await open_database(url)
    try:
        game = await db.games.create(channel_id=9, variant="main", owner_id=4)
        await db.games.start(game.id, {"x": 1}, seed=1)
        await db.apply_move(game.id, 0, {"x": 2}, NewMove({"a": "pass", "seat": 0}))
    finally:
        await db.close()
    done = run_bot(["migrate-to", url], clean_env(home, SUMOKU_DB=str(path)))
    assert done.returncode == Exit.MIGRATE_FAILED
    assert "is not empty (games, moves" in one_line(done)
    db = await open_database(url)
    try:
        assert [g.id for g in await db.games.open_games()] == [game.id]
        assert await db.moves.count(game.id) == 1
    finally:
        await db.close()

    existing = path.parent / "exists.db"
    existing.write_bytes(b"")
    done = run_bot(["migrate-to", str(existing)], clean_env(home, SUMOKU_DATABASE_URL=url))
    assert done.returncode == Exit.MIGRATE_FAILED
    assert "exists.db already exists: name a new SQLite file" in one_line(done)


async def test_a_source_from_a_newer_bot_is_refused_and_nothing_is_written(
    tmp_path: Path, fresh_postgres_url: Callable[[], str], home: Path
) -> None:
    path = tmp_path / "newer.db"
    db = await open_database(path)
    await db.close()
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    url = fresh_postgres_url()
    done = run_bot(["migrate-to", url], clean_env(home, SUMOKU_DB=str(path)))
    assert done.returncode == Exit.SCHEMA_TOO_NEW
    assert f"schema version {latest_version() + 1}" in one_line(done)
    from bot.storage.transfer import open_side

    side = await open_side(url, read_only=True)
    try:
        assert await side.all_tables() == []  # not even the schema was made
    finally:
        await side.close()


async def test_a_running_bot_or_a_wrong_target_is_refused_in_one_line(
    tmp_path: Path, fresh_postgres_url: Callable[[], str], home: Path
) -> None:
    path = tmp_path / "live.db"
    db = await open_database(path)
    try:
        await meta.beat(db)
    finally:
        await db.close()
    url = fresh_postgres_url()
    env = clean_env(home, SUMOKU_DB=str(path))
    done = run_bot(["migrate-to", url], env)
    assert done.returncode == Exit.MIGRATE_FAILED
    assert "a bot is running on" in one_line(done) and "stop it first" in one_line(done)

    for target, says in (
        ("mysql://u:secret@h/db", "is not a PostgreSQL URL"),
        (str(tmp_path / "other.db"), "already SQLite: migrate to a postgresql:// URL"),
        ("postgresql://u:secret@127.0.0.1:99999/db", "cannot be read"),
    ):
        done = run_bot(["migrate-to", target], env)
        assert done.returncode == Exit.USAGE, done.stderr
        assert says in one_line(done) and "secret" not in done.stderr

    done = run_bot(["migrate-to", "postgresql://u:secret@127.0.0.1:9/db", "--max-age", "0"], env)
    assert done.returncode == Exit.DB_PATH, done.stderr
    assert "cannot" in one_line(done) and "secret" not in done.stderr


async def test_a_copy_that_fails_half_way_leaves_the_target_empty_and_can_run_again(
    played: tuple[Path, int], fresh_postgres_url: Callable[[], str], home: Path
) -> None:
    path, _ = played
    with sqlite3.connect(path) as conn:  # PostgreSQL's text cannot hold a NUL character; SQLite's can
        conn.execute("INSERT INTO meta (key, value, updated_at) VALUES ('odd', 'a' || char(0) || 'b', 0)")
    url = fresh_postgres_url()
    env = clean_env(home, SUMOKU_DB=str(path))
    done = run_bot(["migrate-to", url], env, timeout=180)
    assert done.returncode == Exit.MIGRATE_FAILED
    assert "the copy failed and was rolled back" in one_line(done)
    from bot.storage.transfer import open_side

    side = await open_side(url, read_only=True)
    try:  # the schema is there, not one row: games was copied before meta, then undone
        assert "games" in await side.tables()
        assert [t for t in await side.tables() if await side.count(t)] == []
    finally:
        await side.close()

    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM meta WHERE key = 'odd'")
    again = run_bot(["migrate-to", url], env, timeout=180)
    assert again.returncode == 0, again.stderr
