"""`sumoku-bot sandbox` as a command: the install line without the extra, the bot without SimCord,
start-up to the printed address, and a clean stop by Ctrl-C or by the page's end button."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from .conftest import ROOT, SandboxProcess, child_env, needs_preview

# Runs `sumoku-bot sandbox` (or an import) in a Python where the named modules cannot be imported.
BLOCKED_RUNNER = """
import importlib.abc, sys
BLOCKED = {blocked!r}
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == b or name.startswith(b + ".") for b in BLOCKED):
            raise ImportError(f"blocked: {{name}}")
        return None
sys.meta_path.insert(0, Block())
{body}
"""


def run_blocked(blocked: tuple[str, ...], body: str) -> subprocess.CompletedProcess[str]:
    code = BLOCKED_RUNNER.format(blocked=blocked, body=body)
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=child_env(), capture_output=True, text=True, timeout=60
    )


@pytest.mark.parametrize("blocked", [("simcord.preview",), ("simcord",), ("markdown_it",)])
def test_without_the_extra_the_command_prints_the_install_line(blocked):
    done = run_blocked(blocked, "from bot.__main__ import main\nraise SystemExit(main(['sandbox']))")
    assert done.returncode != 0
    lines = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    assert len(lines) == 1, lines  # one line, no traceback
    assert 'python3 -m pip install -e ".[sandbox]"' in lines[0]


def test_the_bot_itself_never_needs_simcord():
    body = (
        "import bot.app.client, bot.__main__, bot.sandbox\n"
        "for name in bot.app.client.EXTENSIONS: __import__(name)\n"
        "from bot.__main__ import main\n"
        "raise SystemExit(main([]))\n"
    )
    done = run_blocked(("simcord",), body)
    # It got as far as asking for the token: nothing on the way wanted SimCord.
    from bot.cli.exits import Exit

    assert done.returncode == Exit.CONFIG and "DISCORD_TOKEN" in done.stderr, done.stderr


def test_bad_options_are_refused_with_the_fix():
    done = subprocess.run(
        [sys.executable, "-m", "bot", "sandbox", "--players", "ann,ANN"],
        cwd=ROOT,
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and "different name" in done.stderr


def _get(url: str, headers: dict[str, str] | None = None, data: bytes | None = None) -> tuple[int, bytes]:
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, b""


def _assert_closed_cleanly(code: int, out: str, err: str, database: Path) -> None:
    assert code == 0, err
    assert "Traceback" not in err and "stopped" in out
    # The database was closed: no write-ahead log left behind, and it reads back whole.
    assert database.exists() and not Path(f"{database}-wal").exists()
    with sqlite3.connect(database) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


@needs_preview
def test_ctrl_c_closes_the_database_and_timers(tmp_path):
    database = tmp_path / "kept.db"
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser"  # what --open runs: here it writes down the address it was given
    browser.write_text(
        f"#!{sys.executable}\nimport pathlib, sys\npathlib.Path({str(opened)!r}).write_text(sys.argv[1])\n"
    )
    browser.chmod(0o755)
    sandbox = SandboxProcess(
        "--port", "0", "--db", str(database), "--players", "ann,ben", "--open", BROWSER=str(browser)
    )
    try:
        url = sandbox.wait_for_url()
        base, capability = url.split("/#")
        assert base.startswith("http://127.0.0.1:")  # loopback only
        status, body = _get(f"{base}/")
        assert status == 200 and b"<html" in body.lower()
        assert _get(f"{base}/api/pages", data=b"{}")[0] == 401, "the address's key is needed"
        deadline = time.monotonic() + 20
        while not opened.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert opened.read_text() == url, "--open opens the page's address"
        sandbox.proc.send_signal(signal.SIGINT)
        code, out, err = sandbox.wait()
    finally:
        sandbox.kill()
    _assert_closed_cleanly(code, out, err, database)


@needs_preview
def test_the_pages_end_button_stops_the_sandbox(tmp_path):
    database = tmp_path / "kept.db"
    sandbox = SandboxProcess("--port", "0", "--db", str(database))
    try:
        base, capability = sandbox.wait_for_url().split("/#")
        headers = {"X-Simcord-Capability": capability, "Content-Type": "application/json"}
        status, body = _get(f"{base}/api/pages", headers, b"{}")
        assert status == 200
        page = json.loads(body)
        # What the page's "End preview session" button sends.
        end = {
            "protocol_version": 3,
            "kind": "close",
            "sequence": 1,
            "request_id": "end-1",
            "generation": page["context"]["generation"],
            "bot_generation": page["botGeneration"],
        }
        status, _ = _get(
            f"{base}/api/action",
            {**headers, "X-Simcord-Context": page["context"]["id"]},
            json.dumps(end).encode(),
        )
        assert status == 200
        code, out, err = sandbox.wait()
    finally:
        sandbox.kill()
    _assert_closed_cleanly(code, out, err, database)


def test_open_with_no_browser_says_where_to_go(tmp_path):
    sandbox = SandboxProcess("--port", "0", "--open", BROWSER=str(tmp_path / "no-such-browser"))
    try:
        url = sandbox.wait_for_url()
        port = url.split(":")[2].split("/")[0]
        line = ""
        deadline = time.monotonic() + 20
        while "--open" not in line and time.monotonic() < deadline:
            line = sandbox.proc.stdout.readline()
        assert "no web browser could be started" in line and "Open the address above" in line
        assert f"ssh -L {port}:127.0.0.1:{port}" in line
        sandbox.proc.send_signal(signal.SIGINT)
        code, _, err = sandbox.wait()
    finally:
        sandbox.kill()
    assert code == 0 and "Traceback" not in err, err
