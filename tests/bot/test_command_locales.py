"""Slash commands in Spanish and French: the payload the bot publishes (through SimCord's real
sync route) carries a valid, complete translation of every command, group, option and choice,
and a changed translation changes the signature that decides re-publishing."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.app.command_locales import DISCORD_LOCALES
from bot.words import messages
from bot.words.messages import LANGUAGE_NAMES

LOCALES = sorted(locale.value for locale in DISCORD_LOCALES)  # es-ES, es-419, fr
NAME = re.compile(r"[-_\w]{1,32}")  # Discord's rule for command and option names (\w: any letter)


def nodes(payload: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any], list[dict]]]:
    """Every command, group, subcommand and option, with the siblings it must differ from."""
    for node in payload:
        here = f"{path} {node['name']}".strip()
        yield here, node, payload
        yield from nodes(node.get("options") or [], here)


def published(env: Any) -> list[dict[str, Any]]:
    return list(env.backend.commands[None].values())


async def test_every_command_group_option_and_choice_is_translated_validly(simcord_env: Any) -> None:
    commands = published(simcord_env)
    assert {"sumoku", "place", "rack", "board", "hint", "solo", "spot", "speed", "stats"} <= {
        c["name"] for c in commands
    }
    checked = 0
    for path, node, siblings in nodes(commands):
        for locale in LOCALES:
            name = node["name_localizations"][locale]
            assert NAME.fullmatch(name) and name == name.lower(), (path, locale, name)
            others = [
                s.get("name_localizations", {}).get(locale, s["name"]) for s in siblings if s is not node
            ]
            assert name not in others, (path, locale, "name used twice at one level")
            description = node["description_localizations"][locale]
            assert 1 <= len(description) <= 100, (path, locale, description)
        for choice in node.get("choices") or []:
            if choice["name"] in LANGUAGE_NAMES.values():
                assert "name_localizations" not in choice or not choice["name_localizations"]
                continue  # a language menu names each language as its speakers write it
            for locale in LOCALES:
                assert 1 <= len(choice["name_localizations"][locale]) <= 100, (path, choice)
        checked += 1
    assert checked >= 90  # every command and option, not a few
    # what a Spanish or French user sees
    by_name = {c["name"]: c for c in commands}
    assert by_name["rack"]["name_localizations"] == {"es-ES": "atril", "es-419": "atril", "fr": "main"}
    new = next(o for o in by_name["sumoku"]["options"] if o["name"] == "new")
    assert new["name_localizations"]["fr"] == "nouvelle"
    assert new["description_localizations"]["es-ES"] == messages.text("cmd.sumoku.new.description", "es")


@pytest.fixture
def changed_translation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A translator renamed /rack in French: the catalogue files as they would be after the edit."""
    edited = tmp_path / "locales"
    shutil.copytree(messages.LOCALES, edited)
    commands = edited / "fr" / "commands.ftl"
    source = commands.read_text(encoding="utf-8")
    assert "cmd-rack-name = main\n" in source
    commands.write_text(source.replace("cmd-rack-name = main\n", "cmd-rack-name = mes-tuiles\n"), "utf-8")
    monkeypatch.setattr(messages, "LOCALES", edited)
    messages.bundle.cache_clear()
    yield
    messages.bundle.cache_clear()


async def test_a_changed_translation_changes_the_published_signature(simcord_env: Any, request: Any) -> None:
    bot = simcord_env.bot
    before = await bot.command_signature()
    request.getfixturevalue("changed_translation")
    after = await bot.command_signature()
    assert before != after
    await bot.sync_commands_if_changed()  # a start with the new catalogue publishes it
    rack = next(c for c in published(simcord_env) if c["name"] == "rack")
    assert rack["name_localizations"]["fr"] == "mes-tuiles"
