"""/solo: Solo Sumoku and the daily puzzle in Discord (glue only: rules in bot/engine/solo.py and
bot/sessions/solo.py, words and pictures in bot/present/solo.py).

Every answer is private (ephemeral) but the Share post. The group works in any server channel and
in a DM with the bot (a Solo game is one person's; it follows them, wherever they started it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.interactions import acknowledge, actor
from bot.engine.freegrid import InvalidGrid
from bot.present import solo as present
from bot.sessions.base import Outcome
from bot.sessions.solo import SoloSession
from bot.words.language import current_language
from bot.words.messages import text
from bot.words.refusal import Refusal

from .components import ITEMS, SoloButton, register_views
from .views import SoloGuide, SoloViews

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


class SoloCog(commands.Cog):
    """Slash commands and buttons of Solo Sumoku."""

    solo = app_commands.Group(
        name="solo",
        description="Solo Sumoku: all 96 tiles, stage by stage, and the daily puzzle",
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False),
        allowed_installs=app_commands.AppInstallationType(guild=True, user=False),
    )

    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot
        self.views = SoloViews(bot)
        self.guided = SoloGuide(bot, self.views)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*ITEMS)
        register_views()

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*ITEMS)

    @property
    def session(self) -> SoloSession:
        return self.bot.sessions.solo

    async def _after(self, interaction: Interaction, outcome: Outcome, intro: str = "") -> None:
        await self.views.show(interaction, outcome.game_id, outcome.version, outcome.state, intro)

    # ------------------------------------------------------------ starting

    @solo.command(name="start", description="Deal a new Solo game (only you see it)")
    async def start(self, interaction: Interaction) -> None:
        await self._start(interaction, daily=False)

    @solo.command(name="daily", description="Today's puzzle: the same tiles and key for everyone, once a day")
    async def daily(self, interaction: Interaction) -> None:
        await self._start(interaction, daily=True)

    async def _start(self, interaction: Interaction, *, daily: bool) -> None:
        if not await acknowledge(interaction, ephemeral=True):
            return
        outcome = await self.session.start(
            actor(interaction),
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id or 0,
            daily=daily,
        )
        intro = text("solo.started")
        if daily:
            day = (await self.bot.sessions.base.row(outcome.game_id)).options["daily"]
            intro = text("solo.daily", day=day) + "\n" + intro
        await self._after(interaction, outcome, intro)

    # ------------------------------------------------------------ this stage's tiles

    @solo.command(
        name="place", description="Place tiles on your grid: tiles in reading order, the first tile's cell"
    )
    @app_commands.describe(
        tiles="Tiles in reading order, e.g. R5 B9 G1 (a 6 placed as 9 is written 9)",
        at="The first tile's cell as printed on your grid, e.g. P16 (empty grid: the centre)",
        direction="across (left to right) or down (top to bottom)",
    )
    async def place(
        self,
        interaction: Interaction,
        tiles: app_commands.Range[str, 1, 100],
        at: app_commands.Range[str, 0, 20] | None = None,
        direction: Literal["across", "down"] | None = None,
    ) -> None:
        await self._edit(interaction, {"a": "place", "tiles": tiles, "at": at, "direction": direction})

    @solo.command(name="take", description="Take this stage's tiles back into your hand")
    @app_commands.describe(cells="The cells to empty, e.g. P16 Q16")
    async def take(self, interaction: Interaction, cells: app_commands.Range[str, 1, 200]) -> None:
        await self._edit(interaction, {"a": "take", "cells": cells})

    @solo.command(name="move", description="Move one of this stage's tiles to an empty cell")
    @app_commands.describe(from_="The tile's cell, e.g. P16", to="The empty cell, e.g. P17")
    @app_commands.rename(from_="from")
    async def move(
        self,
        interaction: Interaction,
        from_: app_commands.Range[str, 1, 20],
        to: app_commands.Range[str, 1, 20],
    ) -> None:
        await self._edit(interaction, {"a": "move", "from": from_, "to": to})

    async def _edit(self, interaction: Interaction, action: dict[str, object]) -> None:
        if not await acknowledge(interaction, ephemeral=True):
            return
        await self._after(interaction, await self.session.edit(actor(interaction), action))

    @solo.command(name="grid", description="See your Solo grid and the tiles you still hold")
    async def grid(self, interaction: Interaction) -> None:
        if not await acknowledge(interaction, ephemeral=True):
            return
        row, game = await self.session.current(interaction.user.id)
        await self.views.show(interaction, row.id, row.version, game)

    @solo.command(name="submit", description="Submit this stage: when valid, your next tiles are dealt")
    async def submit(self, interaction: Interaction) -> None:
        await self.submit_game(interaction, None)

    async def submit_game(self, interaction: Interaction, version: int | None) -> None:
        if not await acknowledge(interaction, ephemeral=True):
            return
        try:
            outcome = await self.session.submit(actor(interaction), expected_version=version)
        except InvalidGrid as invalid:
            _, game = await self.session.current(interaction.user.id)
            await self.views.refused(interaction, game, invalid)
            return
        game = outcome.state
        intro = (
            ""
            if game.finished
            else text("solo.accepted", stage=game.stage - 1, score=game.score, count=len(game.stage_tiles))
        )
        await self._after(interaction, outcome, intro)

    # ------------------------------------------------------------ the end

    @solo.command(
        name="quit", description="End your Solo game now: your score is what completed stages placed"
    )
    async def quit(self, interaction: Interaction) -> None:
        if not await acknowledge(interaction, ephemeral=True):
            return
        await self._after(interaction, await self.session.quit(actor(interaction)))

    @solo.command(
        name="stuck", description="Can this stage still be finished? (a quick check; then you may give up)"
    )
    async def stuck(self, interaction: Interaction) -> None:
        if not await acknowledge(interaction, ephemeral=True):
            return
        row, note = await self.session.stuck_check(interaction.user.id)
        view = discord.ui.View(timeout=None)  # giving up is the player's call, whatever the answer (O3)
        view.add_item(SoloButton("giveup", row.id, row.version))
        await interaction.followup.send(text(note.key, **note.params), view=view, ephemeral=True)

    async def give_up(self, interaction: Interaction, version: int) -> None:
        if not await acknowledge(interaction, ephemeral=True):
            return
        await self._after(
            interaction, await self.session.give_up(actor(interaction), expected_version=version)
        )

    async def share(self, interaction: Interaction, game_id: int) -> None:
        """The one public Solo post: how far the player got, never a tile."""
        row, game = await self.session.finished(game_id, interaction.user.id)
        day = row.options.get("daily")
        streak = await self.session.streak(interaction.user.id) if day else 0
        # public: the server's language; in a DM the one reader is the player
        lang = await self.bot.sessions.base.language(interaction.guild_id) if interaction.guild_id else None
        name = getattr(interaction.user, "display_name", interaction.user.name)
        post = present.share_post(game, name, day, streak, lang or current_language())
        await interaction.response.send_message(post.content, allowed_mentions=discord.AllowedMentions.none())

    # ------------------------------------------------------------ the daily table

    @solo.command(name="today", description="Today's puzzle in this server: who finished, most tiles first")
    async def today(self, interaction: Interaction) -> None:
        if interaction.guild_id is None:
            raise Refusal("solo.today_guild")
        day, rows = await self.session.today(interaction.guild_id)
        await interaction.response.send_message(
            present.today_lines(day.isoformat(), rows)[:2000],
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )
