"""Every configuration and start-up problem ends in ONE line on stderr and its own exit code.

Each case runs `python -m bot` as a real subprocess from the worktree, without DISCORD_TOKEN unless
the case needs one. Discord is never the real one (see fake_discord/sitecustomize.py).
"""

from __future__ import annotations

import http.server
import json
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.cli.exits import Exit
from bot.storage import Database

from .conftest import TOKEN, clean_env, one_line, run_bot
from .gateway import serve


@pytest.mark.parametrize(
    ("settings", "code", "words"),
    [
        ({}, Exit.CONFIG, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "not-a-token"}, Exit.CONFIG, "does not look like a bot token"),
        ({"SUMOKU_MESSAGE_CONTENT": "maybe"}, Exit.CONFIG, "CONTENT='maybe': use true or false"),
        ({"SUMOKU_MESSAGE_CONTENT": "on"}, Exit.CONFIG, "SUMOKU_MESSAGE_CONTENT='on'"),
        ({"SUMOKU_DEV_GUILD": "-5"}, Exit.CONFIG, "SUMOKU_DEV_GUILD='-5' is not a Discord id"),
        ({"SUMOKU_DEV_GUILD": "0"}, Exit.CONFIG, "SUMOKU_DEV_GUILD='0' is not a Discord id"),
        ({"SUMOKU_DEV_GUILD": str(2**64)}, Exit.CONFIG, f"SUMOKU_DEV_GUILD='{2**64}' is not a Discord id"),
        ({"SUMOKU_OWNER_IDS": "12345, 1e5"}, Exit.CONFIG, "SUMOKU_OWNER_IDS='1e5' is not a Discord id"),
        ({"SUMOKU_SPOT_IDLE_MINUTES": "0"}, Exit.CONFIG, "SUMOKU_SPOT_IDLE_MINUTES='0' must be a number"),
        ({"SUMOKU_LOG_LEVEL": "loud"}, Exit.CONFIG, "SUMOKU_LOG_LEVEL='LOUD'"),
        ({"SUMOKU_LOG_FORMAT": "xml"}, Exit.CONFIG, "SUMOKU_LOG_FORMAT='xml': use plain or json"),
        ({"SUMOKU_CONNECT_ATTEMPTS": "0"}, Exit.CONFIG, "SUMOKU_CONNECT_ATTEMPTS='0'"),
        ({"SUMOKU_WORKERS": "two"}, Exit.CONFIG, "SUMOKU_WORKERS='two' must be a whole number from 1 to 100"),
    ],
)
def test_a_bad_setting_is_one_line_and_exit_3(
    home: Path, tmp_path: Path, settings: dict[str, str], code: Exit, words: str
) -> None:
    base = {"DISCORD_TOKEN": TOKEN} if settings and "DISCORD_TOKEN" not in settings else {}
    env = clean_env(home, SUMOKU_DB=str(tmp_path / "bot.db"), **base, **settings)
    done = run_bot([], env)
    assert done.returncode == code
    assert words in one_line(done)
    assert not (tmp_path / "bot.db").exists()  # nothing was created


def test_help_and_version_need_no_token(home: Path) -> None:
    env = clean_env(home)
    done = run_bot(["--help"], env)
    assert done.returncode == 0 and done.stderr == ""
    for word in ("run", "check-config", "backup", "health", "migrate-to", "--env-file", "Exit codes"):
        assert word in done.stdout
    for sub in ("run", "check-config", "backup", "health", "migrate-to"):
        child = run_bot([sub, "--help"], env)
        assert child.returncode == 0 and child.stdout.startswith(f"usage: sumoku-bot {sub}")
    version = run_bot(["--version"], env)
    assert version.returncode == 0 and version.stdout.startswith("sumoku-bot ")
    unknown = run_bot(["launch"], env)
    assert unknown.returncode == Exit.USAGE and "invalid choice: 'launch'" in unknown.stderr


def _sumoku_db(path: Path, games: int = 0) -> Path:
    import asyncio

    async def make() -> None:
        db = await Database.open(path)
        for i in range(games):
            await db.games.create(channel_id=1000 + i, variant="main", owner_id=1, options={"pad": "x" * 500})
        await db.close()

    asyncio.run(make())
    return path


def _torn(path: Path) -> Path:
    """A real database whose `games` root page was half written (the rest zeros), as a crash leaves."""
    _sumoku_db(path, games=200)
    with sqlite3.connect(path) as conn:
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchone()[0]
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    start = size * (root - 1)
    data[start + size // 2 : start + size] = bytes(size // 2)
    path.write_bytes(bytes(data))
    return path


def _newer(path: Path) -> Path:
    _sumoku_db(path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 999")
    conn.close()
    return path


def _foreign(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    return path


def _text(path: Path) -> Path:
    path.write_text("these are my notes, not a database\n" * 50)
    return path


def _folder(path: Path) -> Path:
    path.mkdir()
    return path


def _under_a_file(path: Path) -> Path:
    path.parent.joinpath("plain.txt").write_text("a file, not a folder")
    return path.parent / "plain.txt" / "sub" / "sumoku.db"


@pytest.mark.parametrize(
    ("make", "code", "words"),
    [
        (_folder, Exit.DB_PATH, "is a folder: name a file in it"),
        (_under_a_file, Exit.DB_PATH, "cannot create the folder"),
        (lambda _p: Path("/sys/sumoku.db"), Exit.DB_PATH, "is in a read-only place"),
        (_text, Exit.NOT_A_DATABASE, "is not an SQLite database"),
        (_foreign, Exit.NOT_A_DATABASE, "not sumoku-bot's (no games table)"),
        (_torn, Exit.CORRUPT, "is damaged (database disk image is malformed)"),
        (_newer, Exit.SCHEMA_TOO_NEW, "has schema version 999, newer than this sumoku-bot knows"),
    ],
)
def test_an_unusable_database_is_one_line_before_connecting(
    home: Path, tmp_path: Path, make, code: Exit, words: str
) -> None:
    path = make(tmp_path / "sumoku.db")
    before = path.read_bytes() if path.is_file() else None
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(path))
    for args in ([], ["check-config"]):
        done = run_bot(args, env)
        assert done.returncode == code, done.stderr
        line = one_line(done)
        assert words in line and str(path) in line
        assert "Discord" not in done.stderr  # it never tried to connect
    if before is not None:
        assert path.read_bytes() == before  # left exactly as it was


@pytest.fixture
def refusing_discord() -> Iterator[str]:
    """A local HTTP server answering every request as Discord answers a wrong token (401)."""

    class Refuse(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = b'{"message": "401: Unauthorized", "code": 0}'
            self.send_response(401)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Refuse)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/api/v10"
    server.shutdown()
    server.server_close()


def test_a_refused_token_is_one_line_and_exit_8(home: Path, tmp_path: Path, refusing_discord: str) -> None:
    env = clean_env(
        home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"), SUMOKU_TEST_DISCORD_API=refusing_discord
    )
    done = run_bot([], env)
    assert done.returncode == Exit.TOKEN_REFUSED
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("sumoku-bot: Discord refused the token (DISCORD_TOKEN)")
    assert "Traceback" not in done.stderr
    assert not [line for line in done.stderr.splitlines() if "WARNING" in line or "ERROR" in line]


def test_discord_out_of_reach_retries_then_gives_up_in_one_line(home: Path, tmp_path: Path) -> None:
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"), SUMOKU_CONNECT_ATTEMPTS="3")
    done = run_bot([], env)
    assert done.returncode == Exit.UNREACHABLE
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    retries = [line for line in lines if "WARNING" in line]
    assert len(retries) == 2, done.stderr
    assert "Discord unreachable (" in retries[0] and "attempt 1 of 3 failed, next in 1 s" in retries[0]
    assert "attempt 2 of 3 failed, next in 2 s" in retries[1]
    assert lines[-1].startswith("sumoku-bot: Discord could not be reached after 3 attempts (")
    assert not [line for line in lines if "ERROR" in line]


def test_one_attempt_is_said_in_the_singular(home: Path, tmp_path: Path) -> None:
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"), SUMOKU_CONNECT_ATTEMPTS="1")
    done = run_bot([], env)
    assert done.returncode == Exit.UNREACHABLE
    assert (
        done.stderr.strip()
        .splitlines()[-1]
        .startswith("sumoku-bot: Discord could not be reached after 1 attempt (")
    ), done.stderr


def test_no_voice_warning_at_start(home: Path, tmp_path: Path, refusing_discord: str) -> None:
    env = clean_env(
        home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"), SUMOKU_TEST_DISCORD_API=refusing_discord
    )
    done = run_bot([], env)
    assert done.returncode == Exit.TOKEN_REFUSED  # it got as far as logging in
    assert "voice will not be supported" not in done.stderr.lower()
    assert "pynacl" not in done.stderr.lower() and "davey" not in done.stderr


def test_json_logs_are_one_object_per_line(home: Path, tmp_path: Path, refusing_discord: str) -> None:
    env = clean_env(
        home,
        DISCORD_TOKEN=TOKEN,
        SUMOKU_DB=str(tmp_path / "x.db"),
        SUMOKU_LOG_FORMAT="json",
        SUMOKU_TEST_DISCORD_API=refusing_discord,
    )
    done = run_bot([], env)
    *logged, last = done.stderr.strip().splitlines()
    records = [json.loads(line) for line in logged]
    assert records[0]["logger"] == "sumoku" and records[0]["level"] == "INFO"
    assert records[0]["message"].startswith(f"sumoku-bot starting: database {tmp_path / 'x.db'}")
    assert {"time", "level", "logger", "message"} <= set(records[-1])
    assert last.startswith("sumoku-bot: Discord refused the token")  # the final line stays readable


@pytest.mark.parametrize(
    ("close_code", "settings", "code", "words"),
    [
        (
            4011,
            {},
            Exit.CONFIG,
            "Discord requires sharding for this bot "
            "(gateway close code 4011: too many servers for SUMOKU_SHARD_COUNT=1)",
        ),
        (
            4011,
            {"SUMOKU_SHARD_COUNT": "auto"},
            Exit.CONFIG,
            "close code 4011: too many servers for SUMOKU_SHARD_COUNT=auto",
        ),
        (
            4010,
            {"SUMOKU_SHARD_COUNT": "2", "SUMOKU_SHARD_IDS": "1"},
            Exit.CONFIG,
            "invalid shard (gateway close code 4010, SUMOKU_SHARD_COUNT=2, SUMOKU_SHARD_IDS=1)",
        ),
        (
            4014,
            {"SUMOKU_MESSAGE_CONTENT": "true"},
            Exit.INTENT_DISABLED,
            "Message Content intent is not enabled",
        ),
    ],
)
def test_discord_refusing_the_session_is_one_line(
    home: Path, tmp_path: Path, close_code: int, settings: dict[str, str], code: Exit, words: str
) -> None:
    """A gateway that closes after IDENTIFY, as Discord does for a bot in too many servers for its
    shards (4011), a shard id it does not accept (4010) or an intent not enabled (4014)."""
    fake_discord = serve(close_code)
    fake = next(fake_discord)
    try:
        env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"), **fake.env, **settings)
        done = run_bot([], env)
    finally:
        fake_discord.close()
    assert len(fake.identified) == 1, done.stderr  # it got as far as identifying, once
    assert done.returncode == code, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("sumoku-bot: ") and words in last, last
    assert "Traceback" not in done.stderr
    if close_code != 4014:
        assert "SUMOKU_SHARD_COUNT" in last
