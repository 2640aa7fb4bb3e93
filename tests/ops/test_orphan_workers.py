"""Workers die with the bot: a SIGKILLed bot (no shutdown runs) leaves no computer-player worker
behind, so a supervisor restarting a crashed bot does not pile them up."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from .conftest import clean_env, last_words, line_within, spawn

KILLS = 10


def alive(pid: int) -> bool:
    """A process that exists and is not a zombie."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def survivors(pids: list[int], within: float = 5.0) -> list[int]:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and any(alive(p) for p in pids):
        time.sleep(0.05)
    return [p for p in pids if alive(p)]


def test_no_worker_outlives_a_killed_bot(home: Path, tmp_path: Path) -> None:
    left: list[int] = []
    killed = 0
    for run in range(KILLS):
        proc = spawn("tests.ops.orphan_bot", [str(tmp_path / f"run{run}.db")], clean_env(home))
        try:
            line = line_within(proc)
            assert line.startswith("WORKERS "), line + last_words(proc)
            workers = [int(p) for p in line.split()[1:]]
            assert workers and all(alive(p) for p in workers)
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)
            killed += len(workers)
            left += survivors(workers)
        finally:
            if proc.poll() is None:
                proc.kill()
    for pid in left:  # not to leave them to the next test
        os.kill(pid, signal.SIGKILL)
    print(f"{len(left)} of {killed} workers survived {KILLS} kills of the bot")
    assert left == []
