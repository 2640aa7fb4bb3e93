"""The main game's slash commands: Discord glue only.

Each command parses its options and says which session call to make; the runner (bot/app/runner.py)
acknowledges, makes it, delivers and re-arms. What commands and buttons share is in flow.py.
Rules live in bot/engine and bot/sessions, posts in bot/present.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import lobby, prefs
from bot.app.autocomplete import tile_suggestions
from bot.app.interactions import actor, source
from bot.app.launch import launch_board
from bot.app.posting import split_message
from bot.sessions.actions import OpenLobby, Place, Resign
from bot.sessions.main import VARIANT
from bot.sessions.settings import UNSET
from bot.words.language import speaking
from bot.words.messages import ENGLISH, LANGUAGE_NAMES, spoken, text
from bot.words.refusal import Refusal
from cogs.admin import about
from cogs.stats.cog import history

from . import flow

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

log = logging.getLogger("sumoku.main")
T = TypeVar("T")
Interaction = discord.Interaction["SumokuBot"]

SETTINGS_OPTIONS = {
    "board": "Show boards as pictures or as text",
    "turn_limit": "Default minutes per turn (0 = none)",
    "language": "The language of public posts, and of answers to players who chose none",
}
LANGUAGES = [app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()]
SERVERS_ONLY = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)
SERVERS_AND_BOT_DMS = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False)
SERVER_INSTALL = app_commands.AppInstallationType(guild=True, user=False)
# Discord sets contexts on a top-level command only (a subcommand has none): /sumoku is offered in
# DMs with the bot, where Solo is played, and its game commands refuse there (interaction_check).
DM_COMMANDS = frozenset({"sumoku prefs", "sumoku help", "sumoku about", "sumoku history"})


def picture_cooldown() -> Callable[[T], T]:
    """Drawing a picture costs the bot: 5 per user, server and command in 20 s, then the cooldown
    message (error.cooldown, by the one error handler). The buckets are per bot (the key holds it),
    so a restarted bot in the same process starts afresh."""
    return app_commands.checks.cooldown(5, 20.0, key=lambda i: (i.client, i.guild_id, i.user.id))


def help_text(*, board: bool) -> str:
    """`/sumoku help`'s text; where the board runs, its line follows the main game's."""
    lines = text("help.body").split("\n")
    if board:
        lines.insert(2, text("help.board"))
    return "\n".join(lines)


class MainGameCog(commands.Cog):
    """Slash commands and buttons of the main game."""

    sumoku = app_commands.Group(
        name="sumoku",
        description="Play Sumoku, the number-crossword tile game",
        allowed_contexts=SERVERS_AND_BOT_DMS,  # games live in server channels; see DM_COMMANDS
        allowed_installs=SERVER_INSTALL,
    )
    # Discord hides a whole top-level command from members without the permission; on a subcommand
    # (/sumoku settings) it ignores default_permissions, so that one only has the runtime check.
    admin = app_commands.Group(
        name="sumoku-admin",
        description="Server settings for Sumoku (Manage Server)",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
        allowed_contexts=SERVERS_ONLY,
        allowed_installs=SERVER_INSTALL,
    )

    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        sessions, runner = self.bot.sessions, self.bot.runner
        self.bot.timers.register("turn_reminder", runner.timer(sessions.main.remind))
        self.bot.timers.register("turn_timeout", runner.timer(sessions.main.timeout))
        self.bot.timers.register("lobby_expiry", runner.timer(sessions.lobby.expire))

    async def interaction_check(self, interaction: Interaction) -> bool:  # type: ignore[override]
        """Outside a server only DM_COMMANDS run; the rest say, privately, to use a server."""
        command = interaction.command.qualified_name if interaction.command else ""
        if interaction.guild_id is None and command not in DM_COMMANDS:
            raise app_commands.NoPrivateMessage(command)
        return True

    # ------------------------------------------------------------ lobby

    @sumoku.command(name="new", description="Open a game of Sumoku in this channel")
    @app_commands.describe(
        max_players="Seats at the table (2–8)",
        computers="Computer players to seat now (0–7)",
        level="How strong the computer players are",
        turn_limit="Minutes per turn (0 = no limit)",
        open_racks="Show every rack to everyone, as in the box",
        hints="Allow /hint",
    )
    async def new(
        self,
        interaction: Interaction,
        max_players: app_commands.Range[int, 2, 8] = 4,
        computers: app_commands.Range[int, 0, 7] = 0,
        level: Literal["easy", "normal", "hard"] = "normal",
        turn_limit: app_commands.Range[int, 0, 1440] | None = None,
        open_racks: bool = False,
        hints: bool = True,
    ) -> None:
        options = {
            "max_players": max(max_players, computers + 1),
            "turn_limit": None if turn_limit is None else turn_limit * 60,  # None: the server's default
            "open_racks": open_racks,
            "hints": hints,
            "level": level,
        }
        opening = OpenLobby(options, computers=computers, level=level)
        await lobby.open_here(interaction, self.bot.sessions.lobby, opening)

    @sumoku.command(name="join", description="Join the game waiting in this channel")
    async def join(self, interaction: Interaction) -> None:
        await self._lobby_by_slash(interaction, "join")

    @sumoku.command(name="leave", description="Leave the game waiting in this channel")
    async def leave(self, interaction: Interaction) -> None:
        await self._lobby_by_slash(interaction, "leave")

    @sumoku.command(name="start", description="Start the game waiting in this channel (host)")
    async def start(self, interaction: Interaction) -> None:
        await self._lobby_by_slash(interaction, "start")

    async def _lobby_by_slash(self, interaction: Interaction, action: str) -> None:
        """The slash forms of the lobby buttons: answered privately (start: publicly, with the board)."""
        row = await flow.channel_game(interaction, running=False)
        if row.status != "lobby":
            raise Refusal("lobby.not_lobby")
        await lobby.press(interaction, self.bot.sessions.lobby, row.id, action, slash=True)

    @sumoku.command(
        name="cancel",
        description="Call off the game in this channel (the host before it starts; Manage Server any time)",
    )
    async def cancel(self, interaction: Interaction) -> None:
        row = await flow.channel_game(interaction, running=False)
        await lobby.press(interaction, self.bot.sessions.lobby, row.id, "cancel")

    @sumoku.command(name="status", description="Scores, whose turn it is, tiles left")
    async def status(self, interaction: Interaction) -> None:
        row = await flow.channel_game(interaction, running=False)
        await flow.private(interaction).status(interaction, row)

    @sumoku.command(name="board", description="Open the touchable board (a Discord Activity) in this channel")
    async def launch_activity(self, interaction: Interaction) -> None:
        await launch_board(interaction)

    @sumoku.command(name="resign", description="Leave the running game for good")
    async def resign(self, interaction: Interaction) -> None:
        row = await flow.channel_game(interaction)
        await flow.checked_act(interaction, row, Resign())  # a non-player is refused privately, first

    @admin.command(name="settings", description="Server defaults: board style and turn limit")
    @app_commands.describe(**SETTINGS_OPTIONS)
    @app_commands.choices(language=LANGUAGES)
    async def admin_settings(
        self,
        interaction: Interaction,
        board: Literal["picture", "text"] | None = None,
        turn_limit: app_commands.Range[int, 0, 1440] | None = None,
        language: str | None = None,
    ) -> None:
        await self._settings(interaction, board, turn_limit, language)

    @sumoku.command(name="settings", description="Server defaults: board style and turn limit")
    @app_commands.describe(**SETTINGS_OPTIONS)
    @app_commands.choices(language=LANGUAGES)
    async def settings(
        self,
        interaction: Interaction,
        board: Literal["picture", "text"] | None = None,
        turn_limit: app_commands.Range[int, 0, 1440] | None = None,
        language: str | None = None,
    ) -> None:
        """Kept where players learnt it; /sumoku-admin settings is the one Discord hides from others."""
        await self._settings(interaction, board, turn_limit, language)

    async def _settings(
        self, interaction: Interaction, board: str | None, turn_limit: int | None, language: str | None
    ) -> None:
        """Save the server's defaults: only for members with Manage Server, whatever Discord shows."""
        if not actor(interaction).is_manager:
            raise Refusal("error.no_permission")
        if language is not None and language not in LANGUAGE_NAMES:
            raise Refusal("prefs.unknown")  # only a crafted request gets here: Discord offers the choices
        settings = self.bot.sessions.settings
        if not await self.bot.runner.acknowledge(source(interaction), private=True):
            return  # the interaction is gone: nothing stored
        saved = await settings.set_guild(
            interaction.guild_id,
            text_mode=None if board is None else board == "text",
            turn_limit_minutes=turn_limit,
            language=language,
        )
        minutes = (saved.turn_limit_s or 0) // 60
        style = text("settings.text" if saved.text_mode else "settings.picture")
        limit = text("lobby.minutes", minutes=minutes) if minutes else text("lobby.no_limit")
        said = LANGUAGE_NAMES.get(saved.language, LANGUAGE_NAMES[ENGLISH])
        lines = (text("settings.saved", style=style, limit=limit), text("settings.language", language=said))
        await interaction.followup.send("\n".join(lines), ephemeral=True)

    @sumoku.command(
        name="prefs",
        description="Your display and language: private views follow yours, public posts the server's",
    )
    @app_commands.describe(
        display="How your private views (/rack, /board private:true, /hint) look; "
        "public posts follow the server",
        language="The language of the bot's answers to you",
    )
    @app_commands.choices(
        display=[
            app_commands.Choice(name="picture", value="picture"),
            app_commands.Choice(name="text", value="text"),
            app_commands.Choice(name="server default", value=prefs.SERVER),
        ],
        language=[
            *(app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()),
            app_commands.Choice(name="server default", value=prefs.SERVER),
        ],
    )
    async def prefs_command(
        self, interaction: Interaction, display: str | None = None, language: str | None = None
    ) -> None:
        """Set (or, with no options, show) the user's own preferences; always answered privately."""
        if (display is not None and display not in prefs.DISPLAY_CHOICES) or (
            language is not None and language not in prefs.LANGUAGE_CHOICES
        ):
            raise Refusal("prefs.unknown")  # only a crafted request gets here: Discord offers the choices
        text_mode = UNSET if display is None else prefs.DISPLAY_CHOICES[display]
        chosen = UNSET if language is None else prefs.LANGUAGE_CHOICES[language]
        settings = self.bot.sessions.settings
        if not await self.bot.runner.acknowledge(source(interaction), private=True):
            return  # the interaction is gone: nothing stored
        saved = await settings.set_user(interaction.user.id, text_mode=text_mode, language=chosen)
        server = await self.bot.text_mode(interaction.guild_id)
        fallback = await prefs.fallback(interaction)
        with speaking(spoken(saved.language) or fallback):  # a new choice is read at once
            answer = prefs.summary(saved, server, fallback, saved=display is not None or language is not None)
        await interaction.followup.send(answer, ephemeral=True)

    @sumoku.command(name="history", description="The last Sumoku games of a player, with replays")
    @app_commands.describe(user="Whose games (default: yours)")
    async def history(self, interaction: Interaction, user: discord.User | None = None) -> None:
        await history(interaction, user)

    @sumoku.command(name="about", description="The bot's version, uptime, games running and latency")
    async def about(self, interaction: Interaction) -> None:
        await about(interaction)

    @sumoku.command(name="help", description="How to play Sumoku with this bot")
    async def help(self, interaction: Interaction) -> None:
        # each command is a mention (bot/words/commands.py), longer than its name: two messages if need be
        first, *rest = split_message(help_text(board=self.bot.board is not None))
        await interaction.response.send_message(first, ephemeral=True)
        for part in rest:
            await interaction.followup.send(part, ephemeral=True)

    # ------------------------------------------------------------ playing

    @app_commands.command(
        name="place", description="Place tiles: tiles in reading order, the first tile's cell, direction"
    )
    @app_commands.describe(
        tiles="Tiles in reading order, e.g. R5 B9 G1 (a 6 played as 9 is written 9)",
        at="The first tile's cell as printed on the latest board, e.g. Z26",
        direction="across (left to right) or down (top to bottom)",
    )
    @app_commands.guild_only()
    async def place(
        self,
        interaction: Interaction,
        tiles: app_commands.Range[str, 1, 100],
        at: app_commands.Range[str, 0, 20] | None = None,
        direction: Literal["across", "down"] | None = None,
    ) -> None:
        row = await flow.channel_game(interaction)
        await flow.checked_act(interaction, row, Place(tiles, at, direction))

    @place.autocomplete("tiles")
    async def place_tiles_autocomplete(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            row = await self.bot.sessions.base.channel_game(interaction.channel_id, VARIANT)
            if row is None or row.status != "running" or row.state is None:
                return []
            _, game = await self.bot.sessions.main.read(row.id)
            seat = game.seat_of(str(interaction.user.id))
            return [] if seat is None else tile_suggestions(game.racks[seat], current)
        except Exception:
            log.exception("autocomplete failed")
            return []

    @app_commands.command(name="pass", description="Pass your turn")
    @app_commands.guild_only()
    async def pass_(self, interaction: Interaction) -> None:
        await flow.pass_game(interaction, await flow.channel_game(interaction))

    @app_commands.command(name="rack", description="See your tiles (only you can see them)")
    @app_commands.guild_only()
    @picture_cooldown()
    async def rack(self, interaction: Interaction) -> None:
        await flow.private(interaction).rack(interaction, (await flow.channel_game(interaction)).id)

    @app_commands.command(name="board", description="Show the board of this channel's game")
    @app_commands.describe(private="Show it only to you")
    @app_commands.guild_only()
    @picture_cooldown()
    async def board(self, interaction: Interaction, private: bool = False) -> None:
        await flow.private(interaction).board(interaction, (await flow.channel_game(interaction)).id, private)

    @app_commands.command(
        name="hint", description="The best turns for your rack (privately), if the game allows"
    )
    @app_commands.guild_only()
    @picture_cooldown()
    async def hint(self, interaction: Interaction) -> None:
        await flow.private(interaction).hint(interaction, (await flow.channel_game(interaction)).id)


async def setup(bot: SumokuBot) -> None:
    await bot.add_cog(MainGameCog(bot))
