"""What the Solo player sees, privately: the grid view after every action, the end with its Share
button, a refused stage, and the guided (no-typing) flow: pick tiles, pick a spot on a preview, confirm."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import discord

from bot.app.components import item
from bot.app.interactions import actor, source
from bot.engine.freegrid import InvalidGrid, place_action
from bot.engine.solo import SoloGame
from bot.engine.turns import Placement
from bot.present import guided
from bot.present import solo as present
from bot.sessions import Outcome
from bot.sessions.actions import GridEdit
from bot.sessions.solo import SoloTarget
from bot.storage import Game
from bot.words.messages import text
from bot.words.refusal import Refusal, engine_text

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


class SoloViews:
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    async def send(
        self,
        interaction: Interaction,
        game: SoloGame,
        intro: str,
        view: discord.ui.View | None = None,
        *,
        preview: tuple[Placement, ...] = (),
        edit: bool = False,
    ) -> None:
        """The player's grid, privately, through the post forms every private view takes (drawn in
        their language, or as text for a player who chose text)."""
        post = present.grid_post(game, intro, preview)
        text_mode = await self.bot.text_mode(interaction.guild_id, interaction.user.id)
        await self.bot.delivery.private(interaction, post, text_mode=text_mode, edit=edit, view=view)

    async def show(
        self, interaction: Interaction, row_id: int, version: int, game: SoloGame, intro: str = ""
    ) -> None:
        """The grid after an action (or on /solo grid), with Place and Submit buttons."""
        if game.finished:
            await self.end(interaction, row_id, game)
            return
        view = discord.ui.View(timeout=None)
        if game.grid.hand:
            view.add_item(item("solo:button", "guide", row_id, version))
        view.add_item(item("solo:button", "submit", row_id, version))
        await self.send(interaction, game, intro, view)

    async def end(self, interaction: Interaction, row_id: int, game: SoloGame) -> None:
        """The end, privately: the final grid and score, a Share button."""
        row = await self.bot.sessions.base.row(row_id)
        day = row.options.get("daily")
        streak = await self.bot.sessions.solo.streak(interaction.user.id) if day else 0
        intro = present.end_lines(game, day, streak)
        view = discord.ui.View(timeout=None)
        view.add_item(item("solo:button", "share", row_id, 0))
        await self.send(interaction, game, intro, view)

    async def refused(self, interaction: Interaction, game: SoloGame, error: InvalidGrid) -> None:
        """A stage that is not valid: every problem, naming its cells; nothing was saved."""
        problems = "\n".join(f"• {engine_text('game', p.detail, p.params)}" for p in error.report.problems)
        await self.send(interaction, game, text("solo.refused", problems=problems))


class SoloGuide:
    """The guided flow on the player's own private message; each step carries the game's version."""

    def __init__(self, bot: SumokuBot, views: SoloViews) -> None:
        self.bot = bot
        self.views = views

    async def _load(
        self, interaction: Interaction, game_id: int, version: int | None
    ) -> tuple[Game, SoloGame]:
        """The player's open game, when the step was made for it (and for its version)."""
        solo = self.bot.sessions.solo
        row, game = await solo.current(interaction.user.id)
        await solo.check_target(row, SoloTarget(game_id, version), actor(interaction))
        return row, game

    async def start(self, interaction: Interaction, game_id: int) -> None:
        row, game = await self._load(interaction, game_id, None)
        if not game.grid.hand:
            raise Refusal("solo.guide.nothing")
        view = discord.ui.View(timeout=None)
        view.add_item(item("solo:tiles", row.id, row.version, game.grid.hand))
        await interaction.response.send_message(guided.pick(), view=view, ephemeral=True)

    async def preview(
        self, interaction: Interaction, game_id: int, version: int, idx: tuple[int, ...], pos: int
    ) -> None:
        row, game = await self._load(interaction, game_id, version)
        solo = self.bot.sessions.solo
        if not await self.bot.runner.acknowledge(source(interaction), private=True, update=True):
            return  # Discord lost the interaction
        found = await solo.spots_for(game, idx)
        tiles, spots = found
        view = discord.ui.View(timeout=None)
        view.add_item(item("solo:tiles", row.id, row.version, game.grid.hand))
        if not spots:
            await interaction.edit_original_response(content=guided.nowhere(), view=view, attachments=[])
            return
        pos = min(pos, len(spots) - 1)
        options = [
            discord.SelectOption(label=present.spot_label(game, s, tiles), value=str(i), default=i == pos)
            for i, s in enumerate(spots)
        ]
        key = ".".join(str(i) for i in idx)
        view.add_item(item("solo:spot", row.id, row.version, key, options))
        view.add_item(item("solo:ok", row.id, row.version, key, pos))
        spot = spots[pos]
        move = guided.where(tiles, game.grid.label(spot.start), spot.axis)
        intro = guided.preview(len(spots), tiles, tiles, move, guided.lines(spot.legal))
        preview = tuple(Placement(c, t) for c, t in zip(spot.cells, tiles, strict=True))
        await self.views.send(interaction, game, intro, view, preview=preview, edit=True)

    async def confirm(
        self, interaction: Interaction, game_id: int, version: int, idx: tuple[int, ...], pos: int
    ) -> None:
        row, game = await self._load(interaction, game_id, version)
        tiles, spots = await self.bot.sessions.solo.spots_for(game, idx)
        if pos >= len(spots):
            raise Refusal("game.stale")
        spot = spots[pos]
        action = GridEdit(place_action(tiles, spot.start, spot.axis))

        async def placed(outcome: Outcome) -> None:
            with contextlib.suppress(discord.HTTPException):  # the private picker only; the edit is stored
                await interaction.edit_original_response(content=guided.done(), view=None, attachments=[])
            await self.views.show(interaction, outcome.game_id, outcome.version, outcome.state)

        await self.bot.runner.run(  # acknowledged (the picker kept) before the edit is stored
            source(interaction), SoloTarget(game_id, version), action, private=True, update=True, reply=placed
        )
