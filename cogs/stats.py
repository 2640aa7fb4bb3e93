"""Personal stats and leaderboards (what counts is decided in bot/storage/stats.py)."""

from __future__ import annotations

from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import prefs
from bot.messages import text

VARIANT_NAMES = {"main": "Sumoku", "spot": "Spot", "speed": "Speed", "team": "Team", "solo": "Solo"}


class Stats(commands.Cog):
    def __init__(self, bot: Any) -> None:
        self.bot = bot

    @app_commands.command(name="stats", description="Sumoku stats for you or another player")
    @app_commands.describe(user="Whose stats (default: yours)")
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        who = user or interaction.user
        loc = await prefs.locale(interaction)
        rows = await self.bot.db.stats.user(who.id)
        spot = await self.bot.db.stats.spot(who.id)
        lines = [f"**{text('stats.title', loc, name=who.display_name)}**"]
        for r in rows:
            if r.variant == "spot":
                continue
            average = f"{r.average:.0f}" if r.average is not None else "-"
            line = text(
                "stats.variant",
                loc,
                variant=VARIANT_NAMES.get(r.variant, r.variant),
                games=r.games,
                wins=r.wins,
                best=r.best if r.best is not None else "-",
                average=average,
            )
            if r.ranked_games:
                line += text("stats.ranked", loc, games=r.ranked_games, wins=r.ranked_wins)
            lines.append(line)
        if spot.correct:
            fastest = (
                text("time.seconds", loc, seconds=f"{spot.fastest_ms / 1000:.1f}")
                if spot.fastest_ms is not None
                else "-"
            )
            lines.append(text("stats.spot", loc, tiles=spot.tiles_won, correct=spot.correct, fastest=fastest))
        if len(lines) == 1:
            lines.append(text("stats.none", loc, name=who.display_name))
        await interaction.response.send_message(
            "\n".join(lines), ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name="leaderboard", description="The best Sumoku players")
    @app_commands.describe(variant="Which game", scope="This server or everywhere")
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        variant: Literal["main", "spot"] = "main",
        scope: Literal["server", "global"] = "server",
    ) -> None:
        loc = await prefs.locale(interaction)
        guild_id = interaction.guild_id if scope == "server" else None
        if scope == "server" and guild_id is None:
            scope = "global"
        entries = await self.bot.db.stats.leaderboard(variant, guild_id=guild_id, limit=10)
        scope_name = text("leaderboard.scope_server" if guild_id else "leaderboard.scope_global", loc)
        lines = [f"**{text('leaderboard.title', loc, variant=VARIANT_NAMES[variant], scope=scope_name)}**"]
        lines += [
            text(
                "leaderboard.row",
                loc,
                rank=e.rank,
                user=e.user_id,
                wins=e.wins,
                games=e.games,
                average=e.average,
                best=e.best,
            )
            for e in entries
        ]
        if not entries:
            lines.append(text("leaderboard.empty", loc))
        await interaction.response.send_message(
            "\n".join(lines), allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name="forget-me", description="Delete your Sumoku data (stats, past games)")
    @app_commands.describe(confirm="True to really delete")
    async def forget_me(self, interaction: discord.Interaction, confirm: bool = False) -> None:
        """What Discord expects of bots that keep user data: deletion on request."""
        loc = await prefs.locale(interaction)
        if not confirm:
            await interaction.response.send_message(text("forget.confirm", loc), ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        report = await self.bot.db.delete_user_data(interaction.user.id)
        resigned = 0
        main = self.bot.get_cog("MainGameCog")
        for game_id in report.pending_game_ids:
            if main is not None and await main.resign_user(game_id, interaction.user.id):
                resigned += 1
        await interaction.followup.send(
            text("forget.done", loc, rows=report.anonymised_rows, running=resigned), ephemeral=True
        )


async def setup(bot: Any) -> None:
    await bot.add_cog(Stats(bot))
