"""Whose choice wins for what a user reads: their own preferences over the server's and Discord's.

- Language: resolved once per interaction (`enter`, called by the command tree's interaction_check
  and by every game component): the user's `/sumoku prefs language:`, else the language of their
  Discord app (the interaction's locale) when the bot speaks it, else the server's stored language
  (`/sumoku-admin settings language:`, English when never set; in DMs there is none), else English.
  It is carried in a context variable (bot.words.language), so `text(key)` answers the user without
  passing a locale. Public posts use the server's language for everyone (bot.sessions.base).
- Display: private views a user asks for (rack, private board, hint, guided preview) follow
  the user's `display:`, else the server's; public posts always follow the server, since
  everyone in the channel reads them.

Reading preferences must never break a reply: on a storage error the fallbacks are used.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.words.language import set_language
from bot.words.messages import ENGLISH, LANGUAGE_NAMES, spoken, text

if TYPE_CHECKING:
    from bot.storage import UserPrefs

log = logging.getLogger("sumoku.prefs")

CACHE_KEY = "sumoku.language"  # in Interaction.extras: read the prefs once per interaction

SERVER = "server"  # the choice value meaning "follow the server" (stored as None)
# /sumoku prefs choice values → what is stored (None = follow the server)
DISPLAY_CHOICES: Mapping[str, bool | None] = {"picture": False, "text": True, SERVER: None}
LANGUAGE_CHOICES: Mapping[str, str | None] = {**{code: code for code in LANGUAGE_NAMES}, SERVER: None}


async def text_mode(db: Any, guild_id: int | None, user_id: int | None = None) -> bool:
    """Text instead of pictures? The user's choice (when given and set), else the server's."""
    try:
        if user_id is not None:
            prefs = await db.settings.user(user_id)
            if prefs.text_mode is not None:
                return bool(prefs.text_mode)
        return bool(guild_id) and bool((await db.settings.guild(guild_id)).text_mode)
    except Exception:
        log.warning("could not read display settings (guild %s, user %s)", guild_id, user_id, exc_info=True)
        return False


async def user_language(db: Any, user_id: int, fallback: object = None) -> object:
    """The user's chosen language code, or `fallback` (a Discord locale) when they chose none."""
    try:
        chosen = (await db.settings.user(user_id)).language
    except Exception:
        log.warning("could not read the language of user %s", user_id, exc_info=True)
        return fallback
    return chosen or fallback


async def locale(interaction: discord.Interaction) -> str:
    """The language code to answer this interaction's user in: their choice, else their Discord
    language, else the server's, else English (resolved once, cached on the interaction)."""
    extras = interaction.extras
    if CACHE_KEY not in extras:
        db = getattr(interaction.client, "db", None)
        chosen = None if db is None else await user_language(db, interaction.user.id)
        extras[CACHE_KEY] = spoken(chosen) or await fallback(interaction)
    return extras[CACHE_KEY]


async def fallback(interaction: discord.Interaction) -> str:
    """The language of a user who chose none: their Discord language when the bot speaks it, else
    the server's (English in DMs and where never set)."""
    if spoken(interaction.locale):
        return spoken(interaction.locale) or ENGLISH
    sessions = getattr(interaction.client, "sessions", None)
    if sessions is None or interaction.guild_id is None:
        return ENGLISH
    return await sessions.base.language(interaction.guild_id)


async def enter(interaction: discord.Interaction) -> str:
    """Resolve the reader's language and carry it for the rest of this interaction's handling."""
    language = await locale(interaction)
    set_language(language)
    return language


def summary(prefs: UserPrefs, server_text_mode: bool, fallback: str, *, saved: bool) -> str:
    """What /sumoku prefs answers: the user's choices and what "server default" means now (`fallback`:
    the language they read without a choice), in the language they read now."""
    server_display = text("prefs.text" if server_text_mode else "prefs.picture")
    if prefs.text_mode is None:
        display = text("prefs.display_server", value=server_display)
    else:
        display = text("prefs.text" if prefs.text_mode else "prefs.picture")
    if prefs.language is None:
        language = text("prefs.language_server", value=LANGUAGE_NAMES[fallback])
    else:
        language = LANGUAGE_NAMES.get(prefs.language, prefs.language)
    lines = [text("prefs.saved")] if saved else []
    lines += [
        text("prefs.title"),
        text("prefs.display", value=display),
        text("prefs.language", value=language),
        text("prefs.public", value=server_display),
        text("prefs.how"),
    ]
    return "\n".join(lines)
