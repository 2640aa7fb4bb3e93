"""The command line on PostgreSQL (SUMOKU_DATABASE_URL), as an operator runs it: one line per problem,
never the password, check-config / health / backup against a real server."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.cli.exits import Exit
from bot.config import Config, ConfigError
from bot.storage import Database, meta
from bot.storage.pg import printable

from .conftest import TOKEN, clean_env, one_line, run_bot


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("mysql://sumoku:hunter2@db/sumoku", "is not a PostgreSQL URL"),
        ("postgresql://sumoku:hunter2@db:70000/sumoku", "cannot be read (Port out of range"),
        ("postgresql://sumoku:hunter2@db:5432", "names no database"),
        ("postgresql://sumoku:hunter2@/sumoku", "names no server"),
    ],
)
def test_a_bad_url_is_one_config_line_without_the_password(home: Path, url: str, says: str) -> None:
    with pytest.raises(ConfigError, match="SUMOKU_DATABASE_URL"):
        Config.from_env({"SUMOKU_DATABASE_URL": url}, require_token=False)
    done = run_bot(["check-config"], clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DATABASE_URL=url))
    assert done.returncode == Exit.CONFIG
    line = one_line(done)
    assert says in line and "hunter2" not in line and "***" in line


def test_no_server_there_is_one_line_and_exit_4(home: Path) -> None:
    url = "postgresql://sumoku:hunter2@127.0.0.1:9/sumoku"  # the discard port: nothing listens
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DATABASE_URL=url)
    for command in (["check-config"], ["run"]):
        done = run_bot(command, env)
        assert done.returncode == Exit.DB_PATH, done.stderr
        line = one_line(done)
        assert "127.0.0.1:9" in line and "hunter2" not in line
    done = run_bot(["health"], env)
    assert done.returncode == Exit.UNHEALTHY and "hunter2" not in one_line(done)


async def test_check_config_on_an_empty_then_a_used_database(
    home: Path, fresh_postgres_url: Callable[[], str]
) -> None:
    url = fresh_postgres_url()
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DATABASE_URL=url)
    done = run_bot(["check-config"], env)
    assert done.returncode == 0, done.stderr
    assert f"database: {printable(url)} (empty: the schema will be created at start)" in done.stdout
    db = await Database.open(url)
    try:
        game = await db.games.create(channel_id=5, variant="main", owner_id=1)
        await db.games.start(game.id, {"x": 1}, seed=3)
        latest = await db.schema_version()
    finally:
        await db.close()
    done = run_bot(["check-config"], env)
    assert done.returncode == 0, done.stderr
    assert f"database: {printable(url)} (schema {latest} of {latest}, 1 games running)" in done.stdout


async def test_check_config_refuses_a_database_that_is_not_the_bots(
    home: Path, fresh_postgres_url: Callable[[], str]
) -> None:
    import asyncpg

    url = fresh_postgres_url()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE invoices (id INTEGER)")
    finally:
        await conn.close()
    done = run_bot(["check-config"], clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DATABASE_URL=url))
    assert done.returncode == Exit.NOT_A_DATABASE
    assert "not sumoku-bot's" in one_line(done)


async def test_health_reads_the_heartbeat_from_postgresql(
    home: Path, fresh_postgres_url: Callable[[], str]
) -> None:
    url = fresh_postgres_url()
    env = clean_env(home, SUMOKU_DATABASE_URL=url)
    done = run_bot(["health"], env)
    assert done.returncode == Exit.UNHEALTHY and "no heartbeat yet" in one_line(done)
    db = await Database.open(url)
    try:
        await meta.beat(db)
        done = run_bot(["health"], env)
        assert done.returncode == 0, done.stderr
        assert re.match(r"healthy: heartbeat \d+ s ago", done.stdout), done.stdout
        await meta.forget(db, meta.HEARTBEAT)  # what a clean stop does
    finally:
        await db.close()
    done = run_bot(["health"], env)
    assert done.returncode == Exit.UNHEALTHY


async def test_backup_with_pg_dump_restores_into_an_empty_database(
    home: Path, tmp_path: Path, fresh_postgres_url: Callable[[], str]
) -> None:
    url = fresh_postgres_url()
    db = await Database.open(url)
    try:
        game = await db.games.create(channel_id=5, variant="main", owner_id=1)
    finally:
        await db.close()
    dump = tmp_path / "sumoku.dump"
    done = run_bot(["backup", str(dump)], clean_env(home, SUMOKU_DATABASE_URL=url))
    assert done.returncode == 0, done.stderr
    assert "with pg_dump" in done.stdout and dump.stat().st_size > 0
    again = run_bot(["backup", str(dump)], clean_env(home, SUMOKU_DATABASE_URL=url))
    assert again.returncode == Exit.BACKUP_FAILED and "already exists" in one_line(again)

    restored = fresh_postgres_url()
    subprocess.run(["pg_restore", "--no-owner", f"--dbname={restored}", str(dump)], check=True)
    db = await Database.open(restored)
    try:
        assert (await db.games.get(game.id)).channel_id == 5
    finally:
        await db.close()


async def test_health_follows_the_running_bots_heartbeat_on_either_backend(
    database_target: str, home: Path
) -> None:
    import asyncio

    import simcord

    from bot.app.client import SumokuBot
    from bot.storage.pg import is_url

    from .populated import close_bot

    if is_url(database_target):
        config, env = (
            Config(database_url=database_target),
            clean_env(home, SUMOKU_DATABASE_URL=database_target),
        )
    else:
        config, env = Config(database=Path(database_target)), clean_env(home, SUMOKU_DB=database_target)
    bot = SumokuBot(config, heartbeat=True)
    try:
        async with simcord.run(bot):
            for _ in range(100):  # the first beat follows READY
                if await meta.get(bot.db, meta.HEARTBEAT) is not None:
                    break
                await asyncio.sleep(0.05)
            done = run_bot(["health"], env)
            assert done.returncode == 0, done.stderr
            assert re.match(r"healthy: heartbeat \d+ s ago", done.stdout)
            old = run_bot(["health", "--max-age", "0"], env)
            assert old.returncode == Exit.UNHEALTHY and "last heartbeat" in one_line(old)
    finally:
        await close_bot(bot)
