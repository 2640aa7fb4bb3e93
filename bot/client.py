"""The Bot subclass: start-up order, extensions, the one error handler."""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

from .config import Config
from .errors import report_error
from .timers import TimerService

log = logging.getLogger("sumoku")

EXTENSIONS: tuple[str, ...] = (
    "cogs.admin",
    "cogs.main_game",
    "cogs.spot",
    "cogs.stats",
)


class SumokuTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await report_error(interaction, error)


def intents_for(config: Config) -> discord.Intents:
    """Minimal intents: guilds for channels; message content only when asked for (Spot by chat)."""
    intents = discord.Intents.none()
    intents.guilds = True
    if config.message_content:
        intents.guild_messages = True
        intents.message_content = True
    return intents


class SumokuBot(commands.Bot):
    """Owns the database, the running games' services and the extensions."""

    def __init__(
        self,
        config: Config,
        *,
        extensions: Iterable[str] = EXTENSIONS,
        sync_on_start: bool = False,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents_for(config),
            tree_cls=SumokuTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            owner_ids=set(config.owner_ids) or None,
        )
        self.config = config
        self.extensions_to_load = tuple(extensions)
        self.sync_on_start = sync_on_start
        self.db = None  # set in setup_hook: bot.storage.Database
        self.timers: TimerService = TimerService(self)
        self.failed_extensions: dict[str, BaseException] = {}

    async def setup_hook(self) -> None:
        from .storage import Database

        self.db = await Database.open(self.config.database)
        self.timers = TimerService(self)
        for name in self.extensions_to_load:
            try:
                await self.load_extension(name)
            except Exception as exc:  # a broken cog is logged, the rest still load
                self.failed_extensions[name] = exc
                log.exception("could not load extension %s", name)
        await self.timers.rearm()
        await self.sync_commands_if_changed()

    def command_signature(self) -> str:
        """A hash of every command's definition: publish again only when it changes."""
        payload = sorted((c.to_dict(self.tree) for c in self.tree.get_commands()), key=lambda d: d["name"])
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()

    async def sync_commands_if_changed(self) -> None:
        if self.config.dev_guild:
            guild = discord.Object(self.config.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        marker = Path(f"{self.config.database}.commands")
        signature = self.command_signature()
        if self.sync_on_start or not marker.exists() or marker.read_text().strip() != signature:
            commands_ = await self.tree.sync()
            log.info("published %d slash commands", len(commands_))
            marker.write_text(signature)

    async def close(self) -> None:
        self.timers.stop()
        try:
            await super().close()
        finally:
            if self.db is not None:
                await self.db.close()
                self.db = None
