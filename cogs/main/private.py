"""What a player opens for themselves: their rack, the board, hints, the game's status.

Discord glue: the session reads (and searches for hints), bot/present/private.py says it, delivery
sends it privately in the reader's language and display choice (a public /board follows the
server's).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import discord

from bot.app.interactions import source
from bot.present import private as present
from bot.sessions.main import MainSession, seat_of
from bot.storage import Game
from bot.words.language import speaking

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


class PrivateViews:
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    @property
    def main(self) -> MainSession:
        return self.bot.sessions.main

    async def text_mode(self, interaction: Interaction, private: bool = True) -> bool:
        viewer = interaction.user.id if private else None
        return await self.bot.text_mode(interaction.guild_id, viewer)

    async def rack(self, interaction: Interaction, game_id: int) -> None:
        row, game = await self.main.read(game_id)
        seat = seat_of(game, interaction.user.id)
        text_mode = await self.text_mode(interaction)
        # a picture is drawn first: acknowledged before (a text answer is sent at once)
        if not text_mode and not await self.bot.runner.acknowledge(source(interaction), private=True):
            return  # Discord lost the interaction
        post = present.rack(game_id, game, seat, bool(row.options.get("hints", True)), row.version)
        await self.bot.delivery.private(interaction, post, text_mode=text_mode)

    async def board(self, interaction: Interaction, game_id: int, private: bool) -> None:
        if not await self.bot.runner.acknowledge(source(interaction), private=private):
            return  # Discord lost the interaction
        read = await self.main.read(game_id)
        row, game = read
        # a board shown to the channel is a public post: in the server's language
        lang = None if private else await self.bot.sessions.base.language(row.guild_id)
        with speaking(lang):
            post = present.board(game)
            if not private:  # a public board carries the game's buttons
                from bot.present.main import game_buttons

                buttons = (game_buttons(game_id, bool(row.options.get("hints", True))),)
                post = dataclasses.replace(post, components=buttons)
            await self.bot.delivery.private(
                interaction, post, text_mode=await self.text_mode(interaction, private),
                ephemeral=private, cache=(game_id, row.version, "board"),
            )  # fmt: skip

    async def hint(self, interaction: Interaction, game_id: int) -> None:
        read = await self.main.check_hints(game_id, interaction.user.id)  # refused at once, privately
        if not await self.bot.runner.acknowledge(source(interaction), private=True):
            return  # Discord lost the interaction
        found = await self.main.hints(game_id, interaction.user.id, read)
        _, game, turns = found
        post = present.hints(game, turns)
        await self.bot.delivery.private(interaction, post, text_mode=await self.text_mode(interaction))

    async def status(self, interaction: Interaction, row: Game) -> None:
        if row.status == "lobby":
            seats = await self.bot.sessions.base.seats(row.id)
            await interaction.response.send_message(
                present.lobby_status(row.owner_id, [s.name for s in seats]),
                ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        _, game = await self.main.read(row.id)
        body = present.status(game, bool(row.options.get("open_racks")))
        await interaction.response.send_message(body, ephemeral=True)
