"""Sandbox tests: the real `sumoku-bot sandbox`, SimCord's Preview page, real subprocesses."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bot.sandbox import missing_preview

ROOT = Path(__file__).resolve().parents[2]
URL = re.compile(r"http://127\.0\.0\.1:(\d+)/#(\S+)")
# A turn as the bot writes it in a hint: `R5 B9 G1 at F7 across` (no cell on an empty table).
MOVE = re.compile(r"\b((?:[ROYGBP]\d )*[ROYGBP]\d)(?: at ([A-Z]+\d+))?(?: (across|down))?\b")

needs_preview = pytest.mark.skipif(
    missing_preview() is not None, reason='SimCord\'s preview is not installed: pip install -e ".[sandbox]"'
)


def place_options(hint_text: str) -> dict[str, str]:
    """The /place options for the best turn a hint lists first."""
    found = MOVE.search(hint_text)
    assert found, f"no turn in the hint: {hint_text!r}"
    tiles, at, direction = found.groups()
    options = {"tiles": tiles}
    if at:
        options["at"] = at
    if direction:
        options["direction"] = direction
    return options


def child_env(**extra: str) -> dict[str, str]:
    """The environment for a sandbox subprocess: this worktree's code first."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    env.pop("DISCORD_TOKEN", None)
    env.update(extra)
    return env


class SandboxProcess:
    """`python -m bot sandbox ...` in a subprocess; `url` once it printed its address.

    Its stderr (the bot's log) is read all along by a thread: a pipe nobody reads fills up (64 KB)
    and then blocks the sandbox in the middle of a log line, which looked like a bot that stopped
    answering in the long browser tests."""

    def __init__(self, *args: str, **env: str) -> None:
        self.started = time.monotonic()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bot", "sandbox", *args],
            cwd=ROOT,
            env=child_env(**env),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self.url = ""
        self.startup_s = 0.0
        self._err: list[str] = []
        self._err_reader = threading.Thread(target=self._read_err, daemon=True)
        self._err_reader.start()

    def _read_err(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self._err.append(line)

    @property
    def err(self) -> str:
        """What the sandbox wrote to stderr so far."""
        return "".join(self._err)

    def wait_for_url(self, timeout: float = 60.0) -> str:
        deadline = time.monotonic() + timeout
        assert self.proc.stdout is not None
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            self.lines.append(line)
            if found := URL.search(line):
                self.url = found.group(0)
                self.startup_s = time.monotonic() - self.started
                return self.url
        self.proc.kill()
        self.proc.wait()
        out = self._rest_of_stdout()
        self._err_reader.join(5)
        raise AssertionError(f"no address printed: {''.join(self.lines)}{out}\n{self.err}")

    def wait(self, timeout: float = 30.0) -> tuple[int, str, str]:
        """Its exit code, everything it printed, and its log, once it has ended by itself."""
        self.proc.wait(timeout=timeout)
        out = self._rest_of_stdout()
        self._err_reader.join(5)
        return self.proc.returncode, "".join(self.lines) + out, self.err

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self._rest_of_stdout()
        self._err_reader.join(5)

    def _rest_of_stdout(self) -> str:
        """What is left on stdout (the process has ended: read to its end)."""
        if self.proc.stdout is None or self.proc.stdout.closed:
            return ""
        out = self.proc.stdout.read()
        self.proc.stdout.close()
        return out
