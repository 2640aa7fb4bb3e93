"""Games whose place went away: a deleted channel or thread, an archived thread, a server that
removed the bot. Their games end as abandoned (nothing ranked) and their timers stop."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

log = logging.getLogger("sumoku.lifecycle")


class Lifecycle(commands.Cog):
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    async def _end(self, *, channel_id: int | None = None, guild_id: int | None = None) -> None:
        try:
            ended = await self.bot.end_games_in(channel_id=channel_id, guild_id=guild_id)
        except Exception:
            log.exception("could not end the games of channel %s / server %s", channel_id, guild_id)
            return
        if ended:
            log.info("games %s ended as abandoned (channel %s, server %s)", ended, channel_id, guild_id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._end(channel_id=channel.id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._end(channel_id=payload.thread_id)

    @commands.Cog.listener()
    async def on_thread_update(self, before: discord.Thread, after: discord.Thread) -> None:
        # Discord archives quiet threads by itself, and a post revives them: only a thread a moderator
        # archived AND locked (nobody can post) ends its games.
        if after.archived and after.locked and not (before.archived and before.locked):
            await self._end(channel_id=after.id)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self._end(guild_id=guild.id)


async def setup(bot: SumokuBot) -> None:
    await bot.add_cog(Lifecycle(bot))
