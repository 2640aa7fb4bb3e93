"""The README's operations sections say what the code does: permissions, exit codes, settings."""

from __future__ import annotations

import re
from pathlib import Path

import discord

from bot.app.invite import PERMISSIONS, SCOPES
from bot.cli.exits import Exit
from bot.config import NOT_SETTINGS, TESTS_PREFIX

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()


def test_the_invite_link_asks_for_exactly_what_the_bot_uses() -> None:
    scopes = "+".join(SCOPES)
    assert f"scope={scopes}&permissions={PERMISSIONS.value}" in README
    table = re.findall(r"^\| ([A-Z][A-Za-z ]+) \| ", README.split("### Inviting the bot")[1], re.M)
    named = {name.strip().lower().replace(" ", "_") for name in table if name != "permission"}
    assert discord.Permissions(**dict.fromkeys(named, True)) == PERMISSIONS


def test_every_exit_code_is_documented() -> None:
    rows = dict(re.findall(r"^\| (\d+) \| (.+) \|$", README, re.M))
    assert {int(code) for code in rows} == {e.value for e in Exit}


def test_every_setting_is_documented_in_the_readme_and_the_example() -> None:
    read = set(re.findall(r'"((?:SUMOKU|DISCORD)_[A-Z_]+)"', (ROOT / "bot" / "config.py").read_text()))
    read |= {"SUMOKU_DB"}  # through DB_ENV
    read -= {*NOT_SETTINGS, TESTS_PREFIX}  # names config.py lists as the tests' and tools', never the bot's
    example = (ROOT / ".env.example").read_text()
    for name in read:
        assert f"| `{name}` |" in README, name
        assert re.search(rf"^#? ?{name}=", example, re.M), name


def test_every_install_line_comes_after_a_virtual_environment() -> None:
    """Debian's Python refuses `pip install` outside a venv: each block that installs makes one first."""
    blocks = re.findall(r"```sh\n(.*?)```", README, re.S)
    installing = [b for b in blocks if "pip install" in b]
    assert len(installing) >= 3
    for block in installing:
        assert "python3 -m venv .venv && . .venv/bin/activate" in block.split("pip install")[0], block


def test_the_ways_to_run_one_part_of_the_tests_select_tests() -> None:
    import shlex
    import subprocess
    import sys

    part = README.split("Run one part while you work")[1].split("```sh\n")[1].split("```")[0]
    commands = [shlex.split(line.split("#")[0]) for line in part.splitlines() if line.strip()]
    assert any("-k" in c for c in commands) and any(c[-1] == "tests/engine" for c in commands)
    declared = re.findall(r'^\s+"(\w+):', (ROOT / "pyproject.toml").read_text(), re.M)
    for command in commands:
        args = command[3:]  # after `python3 -m pytest`
        paths = [a for a in args if a.startswith("tests/")]
        assert all((ROOT / p.split("::")[0]).exists() for p in paths), command
        if "-m" in args:
            words = set(re.findall(r"\w+", args[args.index("-m") + 1])) - {"not", "and", "or"}
            assert words <= set(declared), (command, declared)
        if "-k" not in args or not any(p.endswith(".py") for p in paths):
            continue  # a name filter on one file may select nothing; folders are the suite's time
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider", *args],
            cwd=ROOT, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        # 0: tests collected (pytest says 5 when a selection is empty)
        assert done.returncode == 0, (command, done.stdout[-500:], done.stderr[-500:])
