"""The command line's other subcommands and its settings sources, as a server owner uses them."""

from __future__ import annotations

import re
import sqlite3
import time
from pathlib import Path

from bot.cli.exits import Exit
from bot.storage import Database, meta

from .conftest import TOKEN, clean_env, one_line, run_bot


def test_check_config_reports_and_creates_nothing(home: Path, tmp_path: Path) -> None:
    path = tmp_path / "new" / "sumoku.db"
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(path), SUMOKU_MESSAGE_CONTENT="yes")
    done = run_bot(["check-config"], env)
    assert done.returncode == 0, done.stderr
    assert f"database: {path} (will be created at start)" in done.stdout
    assert "message-content intent: on" in done.stdout
    # the token's first part is the application's id: the invite link with exactly what the bot needs
    assert (
        "invite link: https://discord.com/oauth2/authorize?client_id=1234567890123456789"
        "&scope=bot+applications.commands&permissions=274877942784"
    ) in done.stdout
    assert done.stdout.rstrip().endswith(
        "configuration OK (the token's shape was checked; only Discord can say whether it is valid)"
    )
    assert not path.parent.exists()


async def test_check_config_on_a_database_in_use(home: Path, tmp_path: Path) -> None:
    path = tmp_path / "sumoku.db"
    db = await Database.open(path)
    try:
        game = await db.games.create(channel_id=5, variant="main", owner_id=1)
        await db.games.start(game.id, {"x": 1}, seed=3)
        done = run_bot(["check-config"], clean_env(tmp_path, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(path)))
    finally:
        await db.close()
    assert done.returncode == 0, done.stderr
    assert "quick_check ok, 1 games running" in done.stdout


def test_the_default_database_does_not_depend_on_the_working_directory(home: Path, tmp_path: Path) -> None:
    env = clean_env(home, DISCORD_TOKEN=TOKEN)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    seen = set()
    for cwd in (Path(__file__).resolve().parents[2], elsewhere):
        done = run_bot(["check-config"], env, cwd=cwd)
        assert done.returncode == 0, done.stderr
        seen.add(done.stdout.splitlines()[0])
    assert seen == {f"database: {home}/.local/share/sumoku-bot/sumoku.db (will be created at start)"}


def test_dotenv_is_read_and_the_environment_wins(home: Path, tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(
        f"DISCORD_TOKEN={TOKEN}\nSUMOKU_DB={tmp_path / 'from-env-file.db'}\nSUMOKU_MESSAGE_CONTENT=maybe\n"
    )
    env = clean_env(home)
    done = run_bot(["check-config"], env, cwd=tmp_path)
    assert done.returncode == Exit.CONFIG and "SUMOKU_MESSAGE_CONTENT='maybe'" in one_line(done)
    env["SUMOKU_MESSAGE_CONTENT"] = "false"  # the environment wins over .env
    done = run_bot(["check-config"], env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"database: {tmp_path / 'from-env-file.db'}" in done.stdout  # the rest came from .env
    other = tmp_path / "prod.env"
    other.write_text(f"DISCORD_TOKEN={TOKEN}\nSUMOKU_LOG_FORMAT=json\n")
    done = run_bot(["--env-file", str(other), "check-config"], clean_env(home), cwd=tmp_path)
    assert done.returncode == 0 and "format json" in done.stdout
    missing = run_bot(["--env-file", str(tmp_path / "nope.env"), "check-config"], clean_env(home))
    assert missing.returncode == Exit.CONFIG and "nope.env: no such file" in one_line(missing)


async def test_backup_while_the_bot_writes(home: Path, tmp_path: Path) -> None:
    path = tmp_path / "sumoku.db"
    target = tmp_path / "backups" / "monday.db"
    db = await Database.open(path)
    try:
        game = await db.games.create(channel_id=7, variant="spot", owner_id=2)
        # the live database is in WAL mode with the game still in its -wal file
        assert Path(f"{path}-wal").stat().st_size > 0
        env = clean_env(home, SUMOKU_DB=str(path))  # no token needed
        done = run_bot(["backup", str(target)], env)
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"backed up {path} to {target} (")
        again = run_bot(["backup", str(target)], env)
        assert again.returncode == Exit.BACKUP_FAILED and "already exists" in one_line(again)
    finally:
        await db.close()
    assert not Path(f"{target}-wal").exists()  # one standalone file
    conn = sqlite3.connect(target)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("SELECT id, variant FROM games").fetchall() == [(game.id, "spot")]
    conn.close()
    restored = await Database.open(target)  # a backup is a database the bot opens as it is
    assert (await restored.games.get(game.id)).channel_id == 7
    await restored.close()


def test_backup_without_a_database(home: Path, tmp_path: Path) -> None:
    done = run_bot(["backup", str(tmp_path / "b.db")], clean_env(home, SUMOKU_DB=str(tmp_path / "none.db")))
    assert done.returncode == Exit.DB_PATH and "does not exist yet: nothing to back up" in one_line(done)


async def test_health_reads_the_heartbeat(home: Path, tmp_path: Path) -> None:
    path = tmp_path / "sumoku.db"
    env = clean_env(home, SUMOKU_DB=str(path))
    done = run_bot(["health"], env)
    assert done.returncode == Exit.UNHEALTHY and "no database" in one_line(done)
    db = await Database.open(path)
    try:
        done = run_bot(["health"], env)
        assert done.returncode == Exit.UNHEALTHY and "no heartbeat yet" in one_line(done)
        beat = time.time()
        await meta.beat(db)
        done = run_bot(["health"], env)
        fresh = re.fullmatch(r"healthy: heartbeat (\d+) s ago\n", done.stdout)
        assert done.returncode == 0 and fresh and int(fresh.group(1)) <= time.time() - beat + 1, done.stdout
        beat = time.time() - 200
        await meta.put(db, meta.HEARTBEAT, repr(beat))
        done = run_bot(["health"], env)
        assert done.returncode == Exit.UNHEALTHY
        said = re.search(r"last heartbeat (\d+) s ago", one_line(done))
        # the age it read: 200 s, and however long the check took to start (on a busy machine, seconds)
        assert said and 200 <= int(said.group(1)) <= time.time() - beat + 1, one_line(done)
        assert run_bot(["health", "--max-age", "300"], env).returncode == 0
    finally:
        await db.close()


def test_the_env_example_works_as_documented(home: Path, tmp_path: Path) -> None:
    """Copied to .env with a token, it passes; so does each documented value, uncommented."""
    example = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    assert "DISCORD_TOKEN=\n" in example
    filled = example.replace("DISCORD_TOKEN=\n", f"DISCORD_TOKEN={TOKEN}\n")
    documented = [line[2:] for line in example.splitlines() if re.match(r"# [A-Z_]+=\S", line)]
    assert {line.split("=")[0] for line in documented} >= {
        "SUMOKU_DB", "SUMOKU_LOG_LEVEL", "SUMOKU_LOG_FORMAT", "SUMOKU_MESSAGE_CONTENT",
        "SUMOKU_SPOT_IDLE_MINUTES", "SUMOKU_CONNECT_ATTEMPTS",
    }  # fmt: skip
    (tmp_path / ".env").write_text(filled + "\n".join(documented) + "\n")
    # SUMOKU_DB from the environment wins (the example's /srv may not be writable here), and a blank
    # SUMOKU_DATABASE_URL keeps SQLite (the example's server does not exist)
    env = clean_env(home, SUMOKU_DB=str(tmp_path / "x.db"), SUMOKU_DATABASE_URL="")
    done = run_bot(["check-config"], env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"database: {tmp_path / 'x.db'}" in done.stdout and "format plain" in done.stdout
