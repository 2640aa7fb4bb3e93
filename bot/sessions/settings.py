"""Server settings and players' own preferences: read and changed through here, not from cogs."""

from __future__ import annotations

from bot.storage import Database, GuildSettings, UserPrefs
from bot.storage.settings import UNSET, Unset

__all__ = ["UNSET", "SettingsSession", "Unset"]


class SettingsSession:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def guild(self, guild_id: int | None) -> GuildSettings:
        return await self.db.settings.guild(guild_id or 0)

    async def set_guild(
        self,
        guild_id: int | None,
        *,
        text_mode: bool | None = None,
        turn_limit_minutes: int | None = None,
        language: str | None = None,
    ) -> GuildSettings:
        """Change the given server defaults (None leaves one as it is); returns them all."""
        if text_mode is not None:
            await self.db.settings.set_guild(guild_id or 0, text_mode=text_mode)
        if turn_limit_minutes is not None:
            await self.db.settings.set_guild(guild_id or 0, turn_limit_s=turn_limit_minutes * 60 or None)
        if language is not None:  # the server's public posts, and its players' last fallback
            await self.db.settings.set_guild(guild_id or 0, language=language)
        return await self.guild(guild_id)

    async def user(self, user_id: int) -> UserPrefs:
        return await self.db.settings.user(user_id)

    async def set_user(
        self, user_id: int, *, text_mode: bool | Unset | None = UNSET, language: str | Unset | None = UNSET
    ) -> UserPrefs:
        """Store what changed (UNSET: left as it is; None: back to the server's default)."""
        if text_mode is UNSET and language is UNSET:
            return await self.user(user_id)
        return await self.db.settings.set_user(user_id, text_mode=text_mode, language=language)
