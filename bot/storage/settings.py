"""Per-server settings and per-user preferences.

Reading never fails for an unknown server or user: the defaults are returned (and nothing is
written until someone changes a setting). Every command reads them, so they are cached: every
change goes through `set_guild`/`set_user` (which refresh the cache after their commit) or
`forget_user` (called when a user's data is deleted). A server's settings are changed only by the
process that runs its shard; a user's preferences may be changed by any process of a sharded bot
(they play in servers of every shard, and in DMs), so a cached user is read again after
`USER_CACHE_S`.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any, Final

from . import _rows
from .models import GuildSettings, UserPrefs
from .sql import Handle, serialise


class _Unset:
    def __repr__(self) -> str:
        return "UNSET"


UNSET: Final = _Unset()  # a field left as it is
Unset = _Unset


CACHE_LIMIT = 50_000  # entries per kind; past it the cache starts over (entries are ~200 bytes)
USER_CACHE_S = 5.0  # how long another process's change to a user's preferences may go unseen


class Settings:
    def __init__(self, db: Handle) -> None:
        self._db = db
        self._guilds: dict[int, GuildSettings] = {}
        self._users: dict[int, tuple[float, UserPrefs]] = {}  # user -> (when read, monotonic), prefs
        self.user_cache_s = USER_CACHE_S
        self._changes = 0  # a read that overlapped a change does not fill the cache (it may be older)

    def _keep(self, cache: dict[int, Any], key: int, value: Any, changes: int | None = None) -> None:
        if changes is not None and changes != self._changes:
            return
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        cache[key] = value

    def forget_user(self, user_id: int) -> None:
        """The user's stored preferences changed outside `set_user` (deleted): read them again."""
        self._changes += 1
        self._users.pop(user_id, None)

    async def guild(self, guild_id: int) -> GuildSettings:
        cached = self._guilds.get(guild_id)
        if cached is not None:
            return cached
        changes = self._changes
        found = await self._read_guild(guild_id)
        self._keep(self._guilds, guild_id, found, changes)
        return found

    async def _read_guild(self, guild_id: int) -> GuildSettings:
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT guild_id, text_mode, turn_limit_s, language, extra, updated_at FROM guild_settings "
                "WHERE guild_id = ?",
                (guild_id,),
            ) as cur,
        ):
            row = await cur.fetchone()
        return GuildSettings(guild_id) if row is None else _rows.guild_settings(row)

    async def set_guild(
        self,
        guild_id: int,
        *,
        text_mode: bool | _Unset = UNSET,
        turn_limit_s: int | _Unset | None = UNSET,
        language: str | _Unset = UNSET,
        extra: Mapping[str, Any] | _Unset = UNSET,
    ) -> GuildSettings:
        """Change only the given fields (read-modify-write in one transaction); returns the result."""
        now = time.time()
        async with self._db.transaction() as conn:
            await serialise(conn, f"guild_settings:{guild_id}")
            async with conn.execute(
                "SELECT guild_id, text_mode, turn_limit_s, language, extra, updated_at FROM guild_settings "
                "WHERE guild_id = ?",
                (guild_id,),
            ) as cur:
                row = await cur.fetchone()
            old = GuildSettings(guild_id) if row is None else _rows.guild_settings(row)
            new = GuildSettings(
                guild_id,
                old.text_mode if isinstance(text_mode, _Unset) else bool(text_mode),
                old.turn_limit_s if isinstance(turn_limit_s, _Unset) else turn_limit_s,
                old.language if isinstance(language, _Unset) else language,
                old.extra if isinstance(extra, _Unset) else dict(extra),
                now,
            )
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, text_mode, turn_limit_s, language, extra, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET "
                "text_mode = excluded.text_mode, "
                "turn_limit_s = excluded.turn_limit_s, language = excluded.language, extra = excluded.extra, "
                "updated_at = excluded.updated_at",
                (guild_id, int(new.text_mode), new.turn_limit_s, new.language, _rows.dumps(new.extra), now),
            )
        self._changes += 1
        self._keep(self._guilds, guild_id, new)  # after the commit: a failed write leaves it unread
        return new

    async def user(self, user_id: int) -> UserPrefs:
        cached = self._users.get(user_id)
        if cached is not None and time.monotonic() - cached[0] < self.user_cache_s:
            return cached[1]
        changes = self._changes
        read_at = time.monotonic()
        found = await self._read_user(user_id)
        self._keep(self._users, user_id, (read_at, found), changes)
        return found

    async def _read_user(self, user_id: int) -> UserPrefs:
        async with (
            self._db.read() as conn,
            conn.execute(
                "SELECT user_id, text_mode, language, updated_at FROM user_prefs WHERE user_id = ?",
                (user_id,),
            ) as cur,
        ):
            row = await cur.fetchone()
        return UserPrefs(user_id) if row is None else _rows.user_prefs(row)

    async def set_user(
        self,
        user_id: int,
        *,
        text_mode: bool | _Unset | None = UNSET,
        language: str | _Unset | None = UNSET,
    ) -> UserPrefs:
        """Change only the given fields; None means "follow the server"."""
        now = time.time()
        async with self._db.transaction() as conn:
            await serialise(conn, f"user_prefs:{user_id}")
            async with conn.execute(
                "SELECT user_id, text_mode, language, updated_at FROM user_prefs WHERE user_id = ?",
                (user_id,),
            ) as cur:
                row = await cur.fetchone()
            old = UserPrefs(user_id) if row is None else _rows.user_prefs(row)
            new = UserPrefs(
                user_id,
                old.text_mode
                if isinstance(text_mode, _Unset)
                else (None if text_mode is None else bool(text_mode)),
                old.language if isinstance(language, _Unset) else language,
                now,
            )
            await conn.execute(
                "INSERT INTO user_prefs (user_id, text_mode, language, updated_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET text_mode = excluded.text_mode, "
                "language = excluded.language, updated_at = excluded.updated_at",
                (user_id, None if new.text_mode is None else int(new.text_mode), new.language, now),
            )
        self._changes += 1
        self._keep(self._users, user_id, (time.monotonic(), new))
        return new
