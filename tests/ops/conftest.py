"""Helpers for the operations tests: run `python -m bot` as a real subprocess from the worktree."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
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
