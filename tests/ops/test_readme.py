"""The README's operations sections say what the code does: permissions, exit codes, settings."""

from __future__ import annotations

import re
from pathlib import Path

import discord

from bot.app.invite import PERMISSIONS, SCOPES
from bot.cli.exits import Exit

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
    example = (ROOT / ".env.example").read_text()
    for name in read:
        assert f"| `{name}` |" in README, name
        assert re.search(rf"^#? ?{name}=", example, re.M), name
