"""A start that Discord interrupts after a good login (publishing the slash commands loses its
connection once) is tried again as one start: one WARNING line for the failed attempt, no ERROR,
no traceback, the board's port opened once, and SIGTERM still ends the process cleanly (exit 0).
A real `python -m bot` against the fake Discord of gateway.py."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from .conftest import REPO, TOKEN, clean_env
from .gateway import serve


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("board", [False, True], ids=["without-board", "with-board"])
def test_a_start_retried_after_publishing_failed_logs_one_warning_and_stops_cleanly(
    home: Path, tmp_path: Path, board: bool
) -> None:
    fake_discord = serve(None, drop_publishes=1)
    fake = next(fake_discord)
    settings = (
        {"SUMOKU_ACTIVITY_PORT": str(_free_port()), "SUMOKU_ACTIVITY_CLIENT_SECRET": "s"} if board else {}
    )
    env = clean_env(
        home,
        DISCORD_TOKEN=TOKEN,
        SUMOKU_DB=str(tmp_path / "x.db"),
        SUMOKU_CONNECT_ATTEMPTS="3",
        **fake.env,
        **settings,
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"], cwd=REPO, env=env, stderr=subprocess.PIPE, text=True
    )
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(proc.stderr or ()), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 30
        while not fake.identified and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.05)
        assert fake.identified, "".join(lines)  # it went on to the gateway after the second attempt
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
        fake_discord.close()
        reader.join(10)
    err = "".join(lines)
    assert proc.returncode == 0, err
    assert fake.logins == 2 and fake.published == 1, err
    warnings = [line for line in err.splitlines() if "WARNING" in line]
    assert len(warnings) == 1, err
    assert "attempt 1 of 3 failed, next in 1 s" in warnings[0]
    assert "ERROR" not in err and "Traceback" not in err and "ExtensionAlreadyLoaded" not in err
    assert "stopped cleanly" in err
