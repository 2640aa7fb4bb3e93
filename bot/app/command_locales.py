"""Slash commands in the players' languages: discord.py's Translator, fed by the message catalogue.

Every command, group, option and choice string is a `locale_str` (discord.py wraps them itself:
`auto_locale_strings`), so the tree asks `CatalogueTranslator.translate` for each Discord locale when
it builds the payload it publishes. The English text stays in the decorators (written once); the
translations are catalogue ids derived from where the string sits:

- `cmd.<qualified name>.name` / `.description` for commands and groups (`cmd.sumoku.new.name`),
- `opt.<command qualified name>.<option>.name` / `.description` (`opt.sumoku.new.max_players.name`),
- `choice.<choice name>` for choices (`choice.server_default`),

with dashes in command names written `_` (`cmd.forget_me.name`). A string without an entry in a
language stays English (language names in the language menu are meant to).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.words.messages import bundle, lookup

# the Discord locales each catalogue language serves
DISCORD_LOCALES: Mapping[discord.Locale, str] = {
    discord.Locale.spain_spanish: "es",
    discord.Locale.latin_american_spanish: "es",
    discord.Locale.french: "fr",
}


def _part(name: str) -> str:
    return name.replace("-", "_")


def _path(qualified_name: str) -> str:
    return ".".join(_part(word) for word in qualified_name.split())


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def translation_id(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue id of a command string, from where it sits (None: not translated)."""
    data: Any = context.data
    where = context.location
    if where in (Where.command_name, Where.group_name):
        return f"cmd.{_path(data.qualified_name)}.name"
    if where in (Where.command_description, Where.group_description):
        return f"cmd.{_path(data.qualified_name)}.description"
    if where in (Where.parameter_name, Where.parameter_description):
        field = "name" if where is Where.parameter_name else "description"
        return f"opt.{_path(data.command.qualified_name)}.{_part(data.display_name)}.{field}"
    if where is Where.choice_name:
        return f"choice.{_slug(data.name)}"
    return None


class CatalogueTranslator(app_commands.Translator):
    """Command names and descriptions from the catalogue, for the locales the bot speaks."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = DISCORD_LOCALES.get(locale)
        if language is None:  # most of Discord's locales: asked first, it is the cheap question
            return None
        key = translation_id(context)
        return None if key is None else lookup(key, language)


# The translated commands, as JSON, by (the commands untranslated, the catalogues they were read
# from). Every start publishes or hashes them, twice; translating asks the catalogue once per string
# and Discord locale (about 16,000 calls), the same answer each time for the same code and catalogue.
_translated: dict[tuple[str, tuple[object, ...]], str] = {}


async def global_payload(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """Every global command's dict as `tree.sync()` publishes it, translations included, in the
    tree's order (a fresh copy each call: callers may change it)."""
    commands = tree._get_all_commands(guild=None)  # the list tree.sync() itself publishes
    translator = tree.translator
    if translator is None:
        return [command.to_dict(tree) for command in commands]
    if not isinstance(translator, CatalogueTranslator):  # a translator we cannot key: no cache
        return [await command.get_translated_payload(tree, translator) for command in commands]
    untranslated = json.dumps([command.to_dict(tree) for command in commands], sort_keys=True)
    catalogues = tuple(bundle(language) for language in sorted(set(DISCORD_LOCALES.values())))
    key = (untranslated, catalogues)
    if key not in _translated:
        payload = [await command.get_translated_payload(tree, translator) for command in commands]
        _translated.clear()  # one entry: a process publishes one set of commands
        _translated[key] = json.dumps(payload)
    loaded: list[dict[str, Any]] = json.loads(_translated[key])
    return loaded


async def published_payload(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """What `tree.sync()` publishes globally, sorted: every command's dict, translations included."""
    return sorted(await global_payload(tree), key=lambda d: (d.get("type", 1), d["name"]))
