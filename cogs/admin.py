"""Owner sync, server settings, help and rules."""

from __future__ import annotations

from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import prefs
from bot.errors import Refusal
from bot.messages import text

RULES = {
    "main": (
        "**Sumoku** (2–8 players). Everyone draws 8 tiles; the lowest total rolls the die (3, 4 or 5): "
        "that is the **key** for the whole game. Tiles go crossword-style: every line (2–6 tiles "
        "in a row or column) "
        "must add up to a multiple of the key and hold no colour twice. On your turn place 1–6 tiles in one "
        "row or column, touching the table; you score the sum of every line you made or extended. A line of "
        "six earns a bonus turn. Refill to 8 after your turn. The game ends after a full round of passes; "
        "tiles left in your rack count against you. A 6 can be played as a 9."
    ),
    "spot": (
        "**Spot Sumoku**: ten tiles are shown. Be the first to pick four tiles of different colours "
        "whose sum is a multiple of the key (a 6 may count as 9). A wrong claim locks you out "
        "until the next set. "
        "Most tiles won wins."
    ),
}


class Admin(commands.Cog):
    def __init__(self, bot: Any) -> None:
        self.bot = bot

    @app_commands.command(name="sumoku-sync", description="Bot owner: publish the slash commands")
    @app_commands.describe(scope="global (all servers, may take a while) or here (this server, instant)")
    async def sync(
        self, interaction: discord.Interaction, scope: Literal["global", "here"] = "global"
    ) -> None:
        if not await self.bot.is_owner(interaction.user):
            raise Refusal("error.owner_only")
        await interaction.response.defer(ephemeral=True, thinking=True)
        count = await self._sync(interaction.guild if scope == "here" else None)
        await interaction.followup.send(
            text("sync.done", await prefs.locale(interaction), count=count, scope=scope), ephemeral=True
        )

    async def _sync(self, guild: discord.abc.Snowflake | None) -> int:
        if guild is not None:
            self.bot.tree.copy_global_to(guild=guild)
        return len(await self.bot.tree.sync(guild=guild))

    @app_commands.command(name="rules", description="The rules of Sumoku")
    @app_commands.describe(variant="Which game")
    async def rules(
        self, interaction: discord.Interaction, variant: Literal["main", "spot"] = "main"
    ) -> None:
        await interaction.response.send_message(RULES[variant], ephemeral=True)


async def setup(bot: Any) -> None:
    await bot.add_cog(Admin(bot))
