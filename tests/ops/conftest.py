"""Helpers for the operations tests: run `python -m bot` as a real subprocess from the worktree."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FAKE_DISCORD = Path(__file__).resolve().parent / "fake_discord"
# the shape of a bot token (three dot-separated parts); Discord never sees it
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.GAbCdE.abcdefghijklmnopqrstuvwxyz0123456789AB"
CLOSED_PORT_API = "http://127.0.0.1:9/api/v10"  # the discard port: nothing listens there


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """The parent's environment without any Discord or SUMOKU_ setting, HOME in a temporary folder."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("SUMOKU_", "DISCORD_", "XDG_")) and k not in {"PYTHONPATH", "HOME"}
    }
    env["HOME"] = str(home)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), str(FAKE_DISCORD)])
    env["SUMOKU_TEST_DISCORD_API"] = CLOSED_PORT_API  # never reach the real Discord from a test
    env.update(extra)
    return env


def run_bot(
    args: list[str], env: Mapping[str, str], *, cwd: Path = REPO, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env=dict(env),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def spawn(module: str, args: list[str], env: Mapping[str, str]) -> subprocess.Popen[str]:
    """A test-only entry point (`python -m MODULE ARGS`) as a real process, driven through its stdin
    and stdout lines."""
    return subprocess.Popen(
        [sys.executable, "-m", module, *args],
        cwd=REPO,
        env=dict(env),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _within(read: Callable[[], str], seconds: float) -> str | None:
    """What `read` returned, or None when it had not returned in `seconds` (it is left behind)."""
    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(read()), daemon=True)
    reader.start()
    reader.join(seconds)
    return got[0] if got else None


def line_within(proc: subprocess.Popen[str], seconds: float = 120.0) -> str:
    """The process's next stdout line. A process that says nothing for `seconds` is killed and the
    test fails with what it wrote on stderr: a test bot that failed but cannot exit (its interpreter
    waiting on a thread) holds its pipe open, and an unbounded read hung the whole suite."""
    assert proc.stdout is not None and proc.stderr is not None
    line = _within(proc.stdout.readline, seconds)
    if line is not None:
        return line
    said = last_words(proc)
    raise AssertionError(f"the bot process said nothing in {seconds:.0f} s and was killed:\n{said}")


def last_words(proc: subprocess.Popen[str]) -> str:
    """What the process wrote on stderr, after killing it (bounded: its workers share the pipe)."""
    assert proc.stderr is not None
    proc.kill()
    return _within(proc.stderr.read, 5.0) or "(nothing on stderr)"


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    """The single line a failure printed (and nothing else: no traceback, no log noise)."""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("sumoku-bot: "), lines[0]
    return lines[0]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home"
    path.mkdir()
    return path
