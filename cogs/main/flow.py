"""The main game's flow: what its slash commands (cog.py) and its buttons and menus (components.py)
both do, so that neither imports the other and nobody looks a cog up by name.

Each action names the session call and goes through the bot's runner (bot/app/runner.py):
acknowledge, one transaction, delivery, clocks and computers. Reads answer privately.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.app.interactions import actor, source
from bot.app.launch import launch_board
from bot.sessions.actions import MainAction, Pass, Target
from bot.sessions.main import VARIANT, MainTarget, Prepared
from bot.storage import Game
from bot.words.refusal import Refusal

from .guided import GuidedPlacement
from .private import PrivateViews

if TYPE_CHECKING:
    from bot.app.client import SumokuBot  # noqa: F401  # named by Interaction below

Interaction = discord.Interaction["SumokuBot"]


def private(interaction: Interaction) -> PrivateViews:
    return PrivateViews(interaction.client)


def guided(interaction: Interaction) -> GuidedPlacement:
    return GuidedPlacement(interaction.client)


async def channel_game(interaction: Interaction, *, running: bool = True) -> Game:
    """The channel's main game (running, unless `running` is False), or a refusal saying there is none."""
    row = await interaction.client.sessions.base.channel_game(interaction.channel_id, VARIANT)
    if row is None:
        raise Refusal("game.none")
    if running and row.status != "running":
        raise Refusal("game.not_running")
    return row


async def act(
    interaction: Interaction, game_id: int, action: MainAction, prepared: Prepared | None = None
) -> None:
    """Acknowledge publicly, store the action, deliver its posts (the first fills the answer)."""
    target = MainTarget(game_id, prepared=prepared)
    await interaction.client.runner.run(source(interaction), target, action, private=False)


async def checked_act(
    interaction: Interaction, row: Game, action: MainAction, version: int | None = None
) -> None:
    """A refusal is answered privately at once, before acknowledging publicly (MainSession.check;
    a button made at an older `version` is out of date); the judged action is then stored as it is
    (the game decoded once)."""
    if version is not None and row.version != version:
        raise Refusal("game.stale")
    prepared = interaction.client.sessions.main.check(row, action, actor(interaction))
    await act(interaction, row.id, action, prepared)


async def pass_game(interaction: Interaction, row: Game, version: int | None = None) -> None:
    """Pass on `row` (the channel's game for `/pass`, the game a Pass button names)."""
    if row.status != "running":
        raise Refusal("game.over" if row.status in ("finished", "cancelled") else "game.not_running")
    await checked_act(interaction, row, Pass(), version)


async def game_button(interaction: Interaction, action: str, target: Target[MainAction]) -> None:
    """A game button (public board post or private rack view): rack, guide, hint, pass, board."""
    game_id = target.game_id
    if action == "pass":
        row = await interaction.client.sessions.base.row(game_id, variants=(VARIANT,))
        await pass_game(interaction, row, target.version)
    elif action == "guide":
        await guided(interaction).start(interaction, game_id)
    elif action == "rack":
        await private(interaction).rack(interaction, game_id)
    elif action == "hint":
        await private(interaction).hint(interaction, game_id)
    elif action == "activity":
        await launch_board(interaction)
    else:
        await private(interaction).board(interaction, game_id, True)
