"""Owner sync, server settings, help, rules and /about."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import version
from bot.app import lifecycle
from bot.app.choices import chosen_variant, offers_variants
from bot.app.interactions import source
from bot.present.stats import variant_name
from bot.words.messages import ENGLISH, ids, text
from bot.words.refusal import Refusal

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


class Admin(commands.Cog):
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    @app_commands.command(name="sumoku-sync", description="Bot owner: publish the slash commands")
    @app_commands.describe(scope="global (all servers, may take a while) or here (this server, instant)")
    async def sync(self, interaction: Interaction, scope: Literal["global", "here"] = "global") -> None:
        if not await self.bot.is_owner(interaction.user):
            raise Refusal("error.owner_only")
        guild = interaction.guild if scope == "here" else None
        if not await self.bot.runner.acknowledge(source(interaction), private=True):
            return  # Discord lost the interaction
        count = await self._sync(guild)
        await interaction.followup.send(text("sync.done", count=count, scope=scope), ephemeral=True)

    async def _sync(self, guild: discord.abc.Snowflake | None) -> int:
        if guild is not None:
            self.bot.tree.copy_global_to(guild=guild)
        published = await self.bot.tree.sync(guild=guild)
        if guild is None:
            await self.bot.remember_commands(published)
        return len(published)

    @app_commands.command(name="rules", description="The rules of Sumoku")
    @app_commands.describe(variant="Which game")
    @offers_variants("variant")
    async def rules(self, interaction: Interaction, variant: str | None = None) -> None:
        # the rules are "rules.<variant>" in the catalogue, answered privately in the reader's language
        # (text without a locale: the language bot.app.prefs.enter resolved for this interaction);
        # a registered variant whose rules the catalogue lacks says so
        chosen = chosen_variant(variant, self.bot.sessions.variants).value
        if f"rules.{chosen}" in ids(ENGLISH):
            said = text(f"rules.{chosen}")
        else:
            title = self.bot.sessions.variants.title_of(chosen)
            said = text("rules.none", variant=variant_name(chosen, title))
        await interaction.response.send_message(said, ephemeral=True)


async def setup(bot: SumokuBot) -> None:
    await bot.add_cog(Admin(bot))


async def about(interaction: Interaction) -> None:
    """`/sumoku about` (the command lives in the /sumoku group: cogs/main/cog.py)."""
    games = await interaction.client.sessions.records.open_games()
    latency = interaction.client.latency
    await interaction.response.send_message(
        text(
            "about.text",
            version=version(),
            since=int(interaction.client.started_at),
            running=sum(1 for g in games if g.status == "running"),
            lobbies=sum(1 for g in games if g.status == "lobby"),
            latency=f"{latency * 1000:.0f} ms" if math.isfinite(latency) else text("about.latency_unknown"),
        )
        + "\n"
        + text("about.requests", **interaction.client.budget.counts().as_dict())
        + "".join("\n" + line for line in await _boards(interaction.client)),
        ephemeral=True,
    )


async def _boards(bot: SumokuBot) -> list[str]:
    """A line per process serving the board: this one's boards open now, the others' at their last
    heartbeat (none when no process serves it)."""
    lines = []
    for index, (shards, count) in enumerate(await lifecycle.boards_open(bot)):
        if index == 0 and bot.board is not None:
            lines.append(text("about.boards_here", count=count))
        else:
            ids = ", ".join(str(s) for s in sorted(shards or ()))
            lines.append(text("about.boards_other", count=count, shards=ids))
    return lines
