"""Speed and Team Sumoku's slash commands: Discord glue only.

Each command parses its options, refuses cheaply what it can, acknowledges privately, hands a
plain action to the session, gives the outcome's public posts (the status edit, a round's result)
to delivery and answers the racer with their grid, privately. Rules live in bot/engine and
bot/sessions/speed.py, posts in bot/present/speed.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.interactions import acknowledge, actor, lobby_button
from bot.engine.freegrid import InvalidGrid
from bot.sessions.speed import NEXT_ROUND, RACER, ROUND_END, VARIANTS
from bot.storage import Game
from bot.words.messages import text
from bot.words.refusal import Refusal, engine_text

from .components import ITEMS, register_views
from .private import GridViews

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


def invalid_text(err: InvalidGrid) -> str:
    """Every reason the grid is not valid, naming its cells, in the racer's words."""
    reasons = [engine_text("game", p.detail, p.params) for p in err.report.problems]
    return text("speed.invalid", reasons="\n".join(f"• {r}" for r in reasons))


class SpeedCog(commands.Cog):
    """/speed: everyone builds at once (Speed), or in teams sharing one grid (Team)."""

    speed = app_commands.Group(
        name="speed",
        description="Speed and Team Sumoku: everyone builds their own grid at once",
        guild_only=True,  # a race in a server channel
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False),
        allowed_installs=app_commands.AppInstallationType(guild=True, user=False),
    )

    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot
        self.views = GridViews(bot)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*ITEMS)
        register_views()
        race = self.bot.sessions.speed
        for kind, handler in (
            (ROUND_END, race.round_end),
            (RACER, race.computer),
            (NEXT_ROUND, race.next_round),
        ):
            self.bot.timers.register(kind, self._deliver_timer(handler))

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*ITEMS)

    def _deliver_timer(self, handler: Any) -> Any:
        async def fire(timer: Any) -> None:
            outcome = await handler(timer)
            if outcome is not None:
                await self.bot.delivery.outcome(outcome)

        return fire

    async def _race(self, interaction: Interaction, *, running: bool = True) -> Game:
        row = await self.bot.sessions.speed.channel_game(interaction.channel_id)
        if row is None or row.variant not in VARIANTS:
            raise Refusal("speed.none")
        if running and row.status != "running":
            raise Refusal("game.not_running")
        return row

    async def act(
        self,
        interaction: Interaction,
        game_id: int,
        action: dict[str, Any],
        *,
        expected_version: int | None = None,
    ) -> None:
        """Acknowledge privately, store the action, deliver its public posts, answer with the grid."""
        if not await acknowledge(interaction, ephemeral=True):
            return
        try:
            outcome = await self.bot.sessions.speed.act(
                game_id, action, actor(interaction), expected_version=expected_version
            )
        except InvalidGrid as err:  # every reason and cell, privately; nothing saved
            await interaction.followup.send(invalid_text(err)[:2000], ephemeral=True)
            return
        note = {
            "submit": "speed.submitted",
            "dump": "speed.dumped",
            "take_last": "speed.taken",
            "take": "speed.taken",
            "move": "speed.moved",
        }.get(action["a"], "speed.placed")
        try:  # the racer's own grid first: the status edit may wait on Discord's rate limit
            await self.views.send_grid(interaction, game_id, text(note))
        finally:
            await self.bot.delivery.outcome(outcome)

    # ------------------------------------------------------------ lobby

    @speed.command(name="new", description="Open a Speed race in this channel (Team Sumoku with teams)")
    @app_commands.describe(
        rounds="Rounds in the match (1–9)",
        teams="Teams sharing one grid each (0 = everyone alone; 2–4 teams of two or more)",
        time_limit="Minutes per round (0 = no limit)",
        computers="Computer racers to seat now (0–7)",
        level="How fast the computer racers finish",
    )
    async def new(
        self,
        interaction: Interaction,
        rounds: app_commands.Range[int, 1, 9] = 3,
        teams: app_commands.Range[int, 0, 4] = 0,
        time_limit: app_commands.Range[int, 0, 60] = 5,
        computers: app_commands.Range[int, 0, 7] = 0,
        level: Literal["easy", "normal", "hard"] = "normal",
    ) -> None:
        if teams == 1:
            raise Refusal("speed.one_team")
        existing = await self.bot.sessions.speed.channel_game(interaction.channel_id)
        if existing is not None:
            raise await self.bot.sessions.lobby.busy(
                existing.id, interaction.guild_id, interaction.channel_id or 0
            )
        if not await acknowledge(interaction, ephemeral=False):
            return
        options = {
            "max_players": 8,
            "rounds": rounds,
            "teams": teams,
            "time_limit": time_limit * 60,
            "level": level,
        }
        outcome = await self.bot.sessions.speed_lobby.open(
            guild_id=interaction.guild_id, channel_id=interaction.channel_id or 0, host=actor(interaction),
            options=options, computers=computers, level=level,
        )  # fmt: skip
        await self.bot.delivery.outcome(outcome, interaction)

    async def lobby_button(self, interaction: Interaction, game_id: int, action: str) -> None:
        await lobby_button(self.bot, interaction, self.bot.sessions.speed_lobby, game_id, action)

    @speed.command(name="cancel", description="Call off the race in this channel (host or Manage Server)")
    async def cancel(self, interaction: Interaction) -> None:
        row = await self._race(interaction, running=False)
        await self.lobby_button(interaction, row.id, "cancel")

    # ------------------------------------------------------------ racing

    @speed.command(
        name="place", description="Put tiles on your grid: tiles in reading order, first cell, direction"
    )
    @app_commands.describe(
        tiles="Tiles in reading order, e.g. R5 B9 G1 (a 6 placed as 9 is written 9)",
        at="The first tile's cell as printed on your grid, e.g. M13 (empty grid: the centre)",
        direction="across (left to right) or down (top to bottom)",
    )
    async def place(
        self,
        interaction: Interaction,
        tiles: app_commands.Range[str, 1, 100],
        at: app_commands.Range[str, 0, 20] | None = None,
        direction: Literal["across", "down"] | None = None,
    ) -> None:
        row = await self._race(interaction)
        await self.act(interaction, row.id, {"a": "place", "tiles": tiles, "at": at, "direction": direction})

    @place.autocomplete("tiles")
    async def place_tiles_autocomplete(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The racer's hand, completed as they type (the main game's suggestions, 6 also as 9)."""
        from cogs.main.cog import _tile_suggestions

        try:
            row = await self._race(interaction)
            _, match = await self.bot.sessions.speed.read(row.id)
            return _tile_suggestions(match.grid_of(str(interaction.user.id)).hand, current)
        except Exception:  # not racing, no race: nothing to suggest
            return []

    @speed.command(name="take", description="Take tiles back from your grid into your hand")
    @app_commands.describe(cells="The cells to clear, e.g. M13 N13")
    async def take(self, interaction: Interaction, cells: app_commands.Range[str, 1, 200]) -> None:
        row = await self._race(interaction)
        await self.act(interaction, row.id, {"a": "take", "cells": cells})

    @speed.command(name="move", description="Move one tile of your grid to an empty cell")
    @app_commands.describe(from_="The tile's cell, e.g. M13", to="The empty cell to move it to, e.g. M14")
    @app_commands.rename(from_="from")
    async def move(
        self,
        interaction: Interaction,
        from_: app_commands.Range[str, 1, 20],
        to: app_commands.Range[str, 1, 20],
    ) -> None:
        row = await self._race(interaction)
        await self.act(interaction, row.id, {"a": "move", "from": from_, "to": to})

    @speed.command(name="grid", description="Your grid and hand (only you see them)")
    async def grid(self, interaction: Interaction) -> None:
        row = await self._race(interaction)
        await self.views.show_grid(interaction, row.id)

    @speed.command(name="dump", description="Give one tile back and draw two (when the bag holds two)")
    @app_commands.describe(tile="The tile from your hand to give back, e.g. R5")
    async def dump(self, interaction: Interaction, tile: app_commands.Range[str, 1, 10]) -> None:
        row = await self._race(interaction)
        await self.act(interaction, row.id, {"a": "dump", "tile": tile})

    @speed.command(
        name="submit", description="Submit your grid: all your tiles in one valid grid wins the round"
    )
    async def submit(self, interaction: Interaction) -> None:
        row = await self._race(interaction)
        await self.act(interaction, row.id, {"a": "submit"})
