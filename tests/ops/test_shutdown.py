"""SIGTERM (what `docker stop` sends) lets the action in flight finish and be announced, then
closes the database cleanly: a real process, a real signal, a real file."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO

from .conftest import REPO, TOKEN, clean_env, run_bot, spawn


class Lines:
    """A process's stderr, read as it comes (by a thread): what it said so far, and a wait for a line."""

    def __init__(self, stream: IO[str]) -> None:
        self.lines: list[str] = []
        self.changed = threading.Condition()
        self.reader = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self.reader.start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            with self.changed:
                self.lines.append(line)
                self.changed.notify_all()

    def wait_for(self, words: str, timeout: float = 60) -> None:
        with self.changed:
            seen = self.changed.wait_for(lambda: any(words in line for line in self.lines), timeout)
        assert seen, f"never said {words!r}: {self.text}"

    @property
    def text(self) -> str:
        with self.changed:
            return "".join(self.lines)


def test_sigterm_finishes_the_action_in_flight_then_closes(home: Path, tmp_path: Path) -> None:
    db = tmp_path / "sumoku.db"
    proc = spawn("tests.ops.sim_bot", [str(db)], clean_env(home))
    stderr = Lines(proc.stderr)
    try:
        ready = proc.stdout.readline()
        assert ready.startswith("READY "), ready + stderr.text
        game_id = int(ready.split()[1])
        health = run_bot(["health"], clean_env(home, SUMOKU_DB=str(db)))
        assert health.returncode == 0 and health.stdout.startswith("healthy: heartbeat "), health.stderr
        # Another process holds the write lock: the move the bot is about to store must wait for it.
        lock = sqlite3.connect(db, isolation_level=None)
        lock.execute("BEGIN IMMEDIATE")
        proc.stdin.write("GO\n")
        proc.stdin.flush()
        assert proc.stdout.readline().strip() == "IN_FLIGHT"
        proc.send_signal(signal.SIGTERM)
        # The lock is held until the bot has said it got the signal (its writes wait for it as long
        # as that takes, see sim_bot.py), and half a second more: the bot is still running, waiting
        # for the move, not stopped without it.
        stderr.wait_for("SIGTERM received: stopping (1 actions in flight)")
        time.sleep(0.5)
        assert proc.poll() is None  # still running: it waits for the move
        lock.execute("ROLLBACK")
        lock.close()
        released = time.monotonic()
        proc.wait(timeout=30)
        stderr.reader.join(timeout=30)
        out, err = proc.stdout.read(), stderr.text
        stopped_after = time.monotonic() - released
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    report = json.loads(out.strip().splitlines()[-1])
    # the move was stored, answered and announced in the channel before the bot closed
    assert " placed `" in report["placed"] and " points." in report["placed"], report
    assert report["announced"] == [report["placed"]] and not report["placed_private"]
    assert "sumoku.action: action place guild=" in err and "outcome=ok" in err
    assert report["db_closed"] and report["closed"]
    assert "SIGTERM received: stopping (1 actions in flight)" in err
    assert "stopped cleanly" in err and "Traceback" not in err
    # it stopped once the move was done, not after waiting out its grace (a figure, never a bound:
    # a busy machine takes seconds)
    assert "stopping with actions still running" not in err
    print(f"stopped {stopped_after:.2f} s after the database was free")
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("SELECT count(*) FROM moves WHERE game_id = ?", (game_id,)).fetchone()[0] == 1
    conn.close()
    assert not Path(f"{db}-wal").exists()  # the last connection closed cleanly (checkpointed)
    after = run_bot(["health"], clean_env(home, SUMOKU_DB=str(db)))
    assert after.returncode == 1 and "no heartbeat yet" in after.stderr  # a stopped bot is not healthy


def test_sigterm_while_waiting_for_discord_exits_0(home: Path, tmp_path: Path) -> None:
    """The real `run` path: Discord is out of reach, the bot waits between attempts; SIGTERM stops it."""
    env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_DB=str(tmp_path / "x.db"), SUMOKU_CONNECT_ATTEMPTS="50")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"], cwd=REPO, env=env, stderr=subprocess.PIPE, text=True
    )
    try:
        for line in proc.stderr:
            if "attempt 1 of 50 failed" in line:
                break
        proc.send_signal(signal.SIGTERM)
        err = proc.stderr.read()
        proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "SIGTERM received: stopping (0 actions in flight)" in err and "stopped cleanly" in err
    assert "Traceback" not in err and "attempt 3 of 50" not in err
