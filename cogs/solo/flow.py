"""Solo's flow: what its slash commands (cog.py) and its buttons and menus (components.py) both do,
so that neither imports the other and nobody looks a cog up by name.

Every answer is private but the Share post. An action goes through the bot's runner
(bot/app/runner.py): acknowledged privately, stored, then the player's grid is the reply.
A button's action carries its `Target` (game and version): one made for an earlier game, for
another player's game or for an older grid is refused by the session, nothing touched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.app.interactions import source
from bot.engine.freegrid import InvalidGrid
from bot.present import solo as present
from bot.sessions import Outcome
from bot.sessions.actions import GiveUp, SoloAction, Submit, Target
from bot.sessions.solo import SoloTarget
from bot.words.language import current_language
from bot.words.messages import text

from .views import SoloGuide, SoloViews

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


def views(interaction: Interaction) -> SoloViews:
    return SoloViews(interaction.client)


def guided(interaction: Interaction) -> SoloGuide:
    return SoloGuide(interaction.client, views(interaction))


async def act(
    interaction: Interaction, action: SoloAction, target: Target[SoloAction] | None = None, *, intro: str = ""
) -> None:
    """Acknowledge privately, store the action, answer with the player's grid (or the end)."""
    bot: SumokuBot = interaction.client

    async def grid(outcome: Outcome) -> None:
        game = outcome.state
        said = intro
        if isinstance(action, Submit) and not game.finished:
            said = text("solo.accepted", stage=game.stage - 1, score=game.score, count=len(game.stage_tiles))
        await views(interaction).show(interaction, outcome.game_id, outcome.version, game, said)

    try:
        await bot.runner.run(
            source(interaction), target or SoloTarget.own(), action, private=True, reply=grid
        )
    except InvalidGrid as invalid:  # every problem, naming cells, on the grid; nothing saved
        _, game = await bot.sessions.solo.current(interaction.user.id)
        await views(interaction).refused(interaction, game, invalid)


async def button(interaction: Interaction, action: str, target: Target[SoloAction]) -> None:
    """Share (the end message), Place (the guided flow), Submit, Give up (after the stuck check)."""
    if action == "share":
        await share(interaction, target.game_id)
    elif action == "guide":
        await guided(interaction).start(interaction, target.game_id)
    else:
        await act(interaction, Submit() if action == "submit" else GiveUp(), target)


async def share(interaction: Interaction, game_id: int) -> None:
    """The one public Solo post: how far the player got, never a tile."""
    bot: SumokuBot = interaction.client
    solo = bot.sessions.solo
    row, game = await solo.finished(game_id, interaction.user.id)
    day = row.options.get("daily")
    streak = await solo.streak(interaction.user.id) if day else 0
    # public: the server's language; in a DM the one reader is the player
    lang = await bot.sessions.base.language(interaction.guild_id) if interaction.guild_id else None
    name = getattr(interaction.user, "display_name", interaction.user.name)
    post = present.share_post(game, name, day, streak, lang or current_language())
    await interaction.response.send_message(post.content, allowed_mentions=discord.AllowedMentions.none())
