"""Speed and Team's flow: what its slash commands (cog.py) and its buttons and menus
(components.py) both do, so that neither imports the other and nobody looks a cog up by name.

A racer's action goes through the bot's runner (bot/app/runner.py), acknowledged privately; the
racer's own grid is the private reply, the status edit and a round's result the public posts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.app.interactions import source
from bot.engine.freegrid import InvalidGrid
from bot.sessions import Outcome
from bot.sessions.actions import (
    Dump,
    GridEdit,
    Move,
    Place,
    SpeedAction,
    Submit,
    Take,
    TakeAll,
    TakeLast,
    Target,
)
from bot.words.messages import text
from bot.words.refusal import engine_text

from .private import GridViews

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]

# what the racer is told after each kind of action (their grid follows)
NOTES: dict[type, str] = {
    Submit: "speed.submitted",
    Dump: "speed.dumped",
    TakeLast: "speed.taken",
    TakeAll: "speed.taken",
    Take: "speed.taken",
    Move: "speed.moved",
    Place: "speed.placed",
    GridEdit: "speed.placed",
}


def views(interaction: Interaction) -> GridViews:
    bot: SumokuBot = interaction.client
    return GridViews(bot)


def invalid_text(err: InvalidGrid) -> str:
    """Every reason the grid is not valid, naming its cells, in the racer's words."""
    reasons = [engine_text("game", p.detail, p.params) for p in err.report.problems]
    return text("speed.invalid", reasons="\n".join(f"• {r}" for r in reasons))


async def act(interaction: Interaction, target: Target[SpeedAction], action: SpeedAction) -> None:
    """Acknowledge privately, store the action, answer with the racer's grid, deliver the public posts."""
    bot: SumokuBot = interaction.client

    async def grid(outcome: Outcome) -> None:  # the racer's own grid first: the status edit may wait
        note = text(NOTES[type(action)])
        await views(interaction).send_grid(interaction, target.game_id, note, match=outcome.state)

    try:
        await bot.runner.run(source(interaction), target, action, private=True, reply=grid)
    except InvalidGrid as err:  # every reason and cell, privately; nothing saved
        await interaction.followup.send(invalid_text(err)[:2000], ephemeral=True)


async def round_button(interaction: Interaction, action: str, game_id: int) -> None:
    """On the public status message: open one's own grid, or place tiles without typing."""
    if action == "grid":
        await views(interaction).show_grid(interaction, game_id)
    else:
        await views(interaction).guide(interaction, game_id)


async def grid_button(interaction: Interaction, action: str, target: Target[SpeedAction]) -> None:
    """On a private grid view: Submit, Take back last, Dump (for the grid version it shows)."""
    if action == "dump":
        assert target.version is not None
        await views(interaction).pick_dump(interaction, target.game_id, target.version)
        return
    await act(interaction, target, Submit() if action == "submit" else TakeLast())
