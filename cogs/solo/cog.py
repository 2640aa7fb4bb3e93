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

from bot.app.components import build_view
from bot.app.interactions import source
from bot.present import solo as present
from bot.sessions import Outcome
from bot.sessions.actions import Deal, Move, Place, Quit, Submit, Take
from bot.sessions.solo import SoloHere, SoloSession
from bot.words.messages import text
from bot.words.refusal import Refusal

from . import flow

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

    @property
    def session(self) -> SoloSession:
        return self.bot.sessions.solo

    # ------------------------------------------------------------ starting

    @solo.command(name="start", description="Deal a new Solo game (only you see it)")
    async def start(self, interaction: Interaction) -> None:
        await self._start(interaction, daily=False)

    @solo.command(name="daily", description="Today's puzzle: the same tiles and key for everyone, once a day")
    async def daily(self, interaction: Interaction) -> None:
        await self._start(interaction, daily=True)

    async def _start(self, interaction: Interaction, *, daily: bool) -> None:
        base = self.bot.sessions.base

        async def dealt(outcome: Outcome) -> None:
            intro = text("solo.started")
            if daily:
                day = (await base.row(outcome.game_id)).options["daily"]
                intro = text("solo.daily", day=day) + "\n" + intro
            shown = flow.views(interaction)
            await shown.show(interaction, outcome.game_id, outcome.version, outcome.state, intro)

        here = SoloHere(interaction.channel_id or 0, interaction.guild_id)
        await self.bot.runner.run(source(interaction), here, Deal(daily), private=True, reply=dealt)

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
        await flow.act(interaction, Place(tiles, at, direction))

    @solo.command(name="take", description="Take this stage's tiles back into your hand")
    @app_commands.describe(cells="The cells to empty, e.g. P16 Q16")
    async def take(self, interaction: Interaction, cells: app_commands.Range[str, 1, 200]) -> None:
        await flow.act(interaction, Take(cells))

    @solo.command(name="move", description="Move one of this stage's tiles to an empty cell")
    @app_commands.describe(from_="The tile's cell, e.g. P16", to="The empty cell, e.g. P17")
    @app_commands.rename(from_="from")
    async def move(
        self,
        interaction: Interaction,
        from_: app_commands.Range[str, 1, 20],
        to: app_commands.Range[str, 1, 20],
    ) -> None:
        await flow.act(interaction, Move(from_, to))

    @solo.command(name="grid", description="See your Solo grid and the tiles you still hold")
    async def grid(self, interaction: Interaction) -> None:
        if await self.bot.runner.acknowledge(source(interaction), private=True):
            row, game = await self.session.current(interaction.user.id)
            await flow.views(interaction).show(interaction, row.id, row.version, game)

    @solo.command(name="submit", description="Submit this stage: when valid, your next tiles are dealt")
    async def submit(self, interaction: Interaction) -> None:
        await flow.act(interaction, Submit())

    # ------------------------------------------------------------ the end

    @solo.command(
        name="quit", description="End your Solo game now: your score is what completed stages placed"
    )
    async def quit(self, interaction: Interaction) -> None:
        await flow.act(interaction, Quit())

    @solo.command(
        name="stuck", description="Can this stage still be finished? (a quick check; then you may give up)"
    )
    async def stuck(self, interaction: Interaction) -> None:
        if not await self.bot.runner.acknowledge(source(interaction), private=True):
            return  # Discord lost the interaction
        row, note, layout = await self.session.stuck_check(interaction.user.id)
        post = present.stuck_post(row.id, row.version, note.key, note.params, layout)
        view = build_view(post.components)
        await interaction.followup.send(post.content, view=view or discord.utils.MISSING, ephemeral=True)

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
