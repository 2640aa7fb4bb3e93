"""Guided placement (no typing, for phones): pick tiles, pick a position on a preview, confirm.

Each step is private and carries the game's version: a step made for an older board says so
("out of date: use the latest post") instead of acting.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING, Any

import discord

from bot import prefs, render
from bot.engine import movegen
from bot.engine.main_game import MainGame
from bot.engine.notation import format_turn
from bot.interactions import acknowledge, actor
from bot.messages import text
from bot.refusal import Refusal
from bot.sessions.main import seat_of
from bot.wording import render_wording

from .components import ConfirmButton, PositionPicker, TilePicker, tiles_key
from .private import as_file, board_view

if TYPE_CHECKING:
    from bot.client import SumokuBot

MAX_POSITIONS = 25


class GuidedPlacement:
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    async def _load(
        self, interaction: discord.Interaction[Any], game_id: int, version: int | None = None
    ) -> tuple[Any, MainGame, int]:
        row, game = await self.bot.sessions.main.read(game_id)
        seat = seat_of(game, interaction.user.id)
        if version is not None and row.version != version:
            raise Refusal("game.stale")
        if game.current != seat:
            raise Refusal("game.not_your_turn", player=game.current_seat.name)
        return row, game, seat

    async def start(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        row, game, seat = await self._load(interaction, game_id)
        loc = await prefs.locale(interaction)
        view = discord.ui.View(timeout=None)
        view.add_item(TilePicker(game_id, row.version, game.racks[seat], loc))
        await interaction.response.send_message(text("guide.pick_tiles", loc), view=view, ephemeral=True)

    async def _positions(self, game: MainGame, seat: int, idx: tuple[int, ...]) -> list[movegen.Turn]:
        """Legal positions for the chosen rack tiles, best first (at most 25), found off the event loop."""
        rack = game.racks[seat]
        if not idx or any(i >= len(rack) for i in idx):
            raise Refusal("game.stale")
        chosen = [rack[i] for i in idx]
        turns = await asyncio.to_thread(movegen.turns_placing_all, game.board, chosen, game.key)
        return turns[:MAX_POSITIONS]

    async def preview(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        version: int,
        idx: tuple[int, ...],
        pos: int,
    ) -> None:
        row, game, seat = await self._load(interaction, game_id, version)
        await interaction.response.defer()
        turns = await self._positions(game, seat, idx)
        loc = await prefs.locale(interaction)
        tiles_str = " ".join(str(game.racks[seat][i]) for i in idx)
        view = discord.ui.View(timeout=None)
        view.add_item(TilePicker(game_id, version, game.racks[seat], loc))
        if not turns:
            await interaction.edit_original_response(
                content=text("guide.no_positions", loc), view=view, attachments=[]
            )
            return
        pos = min(pos, len(turns) - 1)
        options = []
        for i, t in enumerate(turns):
            placed = sorted(t.placements, key=lambda p: p.cell)
            label = text(
                "guide.option",
                loc,
                move=format_turn(game.board, placed),
                score=t.score,
                bonus=text("guide.option_bonus", loc) if t.bonus else "",
            )
            options.append(discord.SelectOption(label=label[:100], value=str(i), default=i == pos))
        key = tiles_key(idx)
        view.add_item(PositionPicker(game_id, version, key, options, loc))
        view.add_item(ConfirmButton(game_id, version, key, pos, loc))
        chosen = turns[pos]
        placed = tuple(sorted(chosen.placements, key=lambda p: p.cell))
        content = (
            text("guide.positions", loc, count=len(turns), tiles=tiles_str)
            + "\n"
            + text(
                "guide.preview",
                loc,
                move=f"`{format_turn(game.board, placed)}`",
                score=chosen.score,
                bonus=text("hint.bonus", loc) if chosen.bonus else "",
            )
        )
        if await self.bot.text_mode(interaction.guild_id, interaction.user.id):
            await interaction.edit_original_response(content=content, view=view, attachments=[])
            return
        pic = await asyncio.to_thread(
            render.board_picture, board_view(game, preview=placed), wording=render_wording(loc)
        )
        await interaction.edit_original_response(content=content, view=view, attachments=[as_file(pic)])

    async def confirm(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        version: int,
        idx: tuple[int, ...],
        pos: int,
    ) -> None:
        row, game, seat = await self._load(interaction, game_id, version)
        turns = await self._positions(game, seat, idx)
        if pos >= len(turns):
            raise Refusal("game.stale")
        placements = sorted(turns[pos].placements, key=lambda p: p.cell)
        loc = await prefs.locale(interaction)
        if not await acknowledge(interaction, ephemeral=True, update=True):
            return  # the interaction is gone: nothing is stored
        tiles = [[p.cell.row, p.cell.col, str(p.tile)] for p in placements]
        outcome = await self.bot.sessions.main.act(
            game_id, {"a": "play", "tiles": tiles}, actor(interaction), expected_version=version
        )
        with contextlib.suppress(discord.HTTPException):  # the private picker only; the move goes on
            await interaction.edit_original_response(
                content=text("guide.confirmed", loc), view=None, attachments=[]
            )
        await self.bot.delivery.outcome(outcome)
