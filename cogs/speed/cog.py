"""Speed and Team Sumoku's slash commands: Discord glue only.

Each command parses its options, refuses cheaply what it can and says which action to take; the
flow (flow.py, shared with the components) runs it through the bot's runner: acknowledged privately,
the racer answered with their grid, the public posts (the status edit, a round's result) delivered.
Rules live in bot/engine and bot/sessions/speed.py, posts in bot/present/speed.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import lobby
from bot.app.autocomplete import tile_suggestions
from bot.sessions.actions import Dump, Move, OpenLobby, Place, SpeedAction, Submit, Take
from bot.sessions.speed import NEXT_ROUND, RACER, ROUND_END, VARIANTS, SpeedTarget
from bot.storage import Game
from bot.words.refusal import Refusal

from . import flow

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


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

    async def cog_load(self) -> None:
        race = self.bot.sessions.speed
        for kind, handler in (
            (ROUND_END, race.round_end),
            (RACER, race.computer),
            (NEXT_ROUND, race.next_round),
        ):
            self.bot.timers.register(kind, self.bot.runner.timer(handler))

    async def _race(self, interaction: Interaction, *, running: bool = True) -> Game:
        row = await self.bot.sessions.speed.channel_game(interaction.channel_id)
        if row is None or row.variant not in VARIANTS:
            raise Refusal("speed.none")
        if running and row.status != "running":
            raise Refusal("game.not_running")
        return row

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
        options = {"max_players": 8, "rounds": rounds, "teams": teams, "time_limit": time_limit * 60,
                   "level": level}  # fmt: skip

        opening = OpenLobby(options, computers=computers, level=level)
        await lobby.open_here(interaction, self.bot.sessions.speed_lobby, opening)

    async def act(self, interaction: Interaction, action: SpeedAction) -> None:
        """A typed command: the channel's race, then the shared flow (no version: typed anew)."""
        row = await self._race(interaction)
        await flow.act(interaction, SpeedTarget(row.id), action)

    @speed.command(
        name="cancel",
        description="Call off the race in this channel (the host before it starts; Manage Server any time)",
    )
    async def cancel(self, interaction: Interaction) -> None:
        row = await self._race(interaction, running=False)
        await lobby.press(interaction, self.bot.sessions.speed_lobby, row.id, "cancel")

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
        await self.act(interaction, Place(tiles, at, direction))

    @place.autocomplete("tiles")
    async def place_tiles_autocomplete(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The racer's hand, completed as they type (the main game's suggestions, 6 also as 9)."""
        try:
            row = await self._race(interaction)
            _, match = await self.bot.sessions.speed.read(row.id)
            return tile_suggestions(match.grid_of(str(interaction.user.id)).hand, current)
        except Exception:  # not racing, no race: nothing to suggest
            return []

    @speed.command(name="take", description="Take tiles back from your grid into your hand")
    @app_commands.describe(cells="The cells to clear, e.g. M13 N13")
    async def take(self, interaction: Interaction, cells: app_commands.Range[str, 1, 200]) -> None:
        await self.act(interaction, Take(cells))

    @speed.command(name="move", description="Move one tile of your grid to an empty cell")
    @app_commands.describe(from_="The tile's cell, e.g. M13", to="The empty cell to move it to, e.g. M14")
    @app_commands.rename(from_="from")
    async def move(
        self,
        interaction: Interaction,
        from_: app_commands.Range[str, 1, 20],
        to: app_commands.Range[str, 1, 20],
    ) -> None:
        await self.act(interaction, Move(from_, to))

    @speed.command(name="grid", description="Your grid and hand (only you see them)")
    async def grid(self, interaction: Interaction) -> None:
        row = await self._race(interaction)
        await flow.views(interaction).show_grid(interaction, row.id)

    @speed.command(name="dump", description="Give one tile back and draw two (when the bag holds two)")
    @app_commands.describe(tile="The tile from your hand to give back, e.g. R5")
    async def dump(self, interaction: Interaction, tile: app_commands.Range[str, 1, 10]) -> None:
        await self.act(interaction, Dump(tile))

    @speed.command(
        name="submit", description="Submit your grid: all your tiles in one valid grid wins the round"
    )
    async def submit(self, interaction: Interaction) -> None:
        await self.act(interaction, Submit())
