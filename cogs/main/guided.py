"""Guided placement (no typing, for phones): pick tiles, pick a position on a preview, confirm.

Each step is private and carries the game's version: a step made for an older board says so
("out of date: use the latest post") instead of acting. The session finds the positions, the
presenter words and draws them, delivery sends them.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import discord

from bot.app.components import item
from bot.app.interactions import source
from bot.present import guided
from bot.present import private as present
from bot.sessions import Outcome
from bot.sessions.actions import PlayCells
from bot.sessions.main import MainTarget
from bot.words.refusal import Refusal

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


class GuidedPlacement:
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    async def start(self, interaction: Interaction, game_id: int) -> None:
        row, game, seat, _ = await self.bot.sessions.main.positions(game_id, None, interaction.user.id, ())
        view = discord.ui.View(timeout=None)
        view.add_item(item("sumoku:tiles", game_id, row.version, game.racks[seat]))
        await interaction.response.send_message(guided.pick(), view=view, ephemeral=True)

    async def preview(
        self,
        interaction: Interaction,
        game_id: int,
        version: int,
        idx: tuple[int, ...],
        pos: int,
    ) -> None:
        main = self.bot.sessions.main
        checked = await main.positions(game_id, version, interaction.user.id, ())  # refused at once
        read = checked[:2]  # the game just read: searched without reading it again
        if not await self.bot.runner.acknowledge(source(interaction), private=True, update=True):
            return  # Discord lost the interaction
        row, game, seat, turns = await main.positions(game_id, version, interaction.user.id, idx, read=read)
        if not idx:
            raise Refusal("game.stale")
        view = discord.ui.View(timeout=None)
        view.add_item(item("sumoku:tiles", game_id, version, game.racks[seat]))
        if not turns:
            await interaction.edit_original_response(content=guided.nowhere(), view=view, attachments=[])
            return
        pos = min(pos, len(turns) - 1)
        options = [
            discord.SelectOption(label=present.position_label(game, t), value=str(i), default=i == pos)
            for i, t in enumerate(turns)
        ]
        key = ".".join(str(i) for i in idx)
        view.add_item(item("sumoku:pos", game_id, version, key, options))
        view.add_item(item("sumoku:ok", game_id, version, key, pos))
        post = present.guided_preview(game, [game.racks[seat][i] for i in idx], turns, pos)
        text_mode = await self.bot.text_mode(interaction.guild_id, interaction.user.id)
        await self.bot.delivery.private(interaction, post, text_mode=text_mode, edit=True, view=view)

    async def confirm(
        self,
        interaction: Interaction,
        game_id: int,
        version: int,
        idx: tuple[int, ...],
        pos: int,
    ) -> None:
        _, _, _, turns = await self.bot.sessions.main.positions(game_id, version, interaction.user.id, idx)
        if pos >= len(turns):
            raise Refusal("game.stale")
        placements = sorted(turns[pos].placements, key=lambda p: p.cell)
        action = PlayCells(tuple((p.cell.row, p.cell.col, str(p.tile)) for p in placements))

        async def confirmed(_: Outcome) -> None:
            with contextlib.suppress(discord.HTTPException):  # the private picker only; the move goes on
                await interaction.edit_original_response(content=guided.done(), view=None, attachments=[])

        await self.bot.runner.run(
            source(interaction),
            MainTarget(game_id, version),
            action,
            private=True,
            update=True,
            reply=confirmed,
        )
