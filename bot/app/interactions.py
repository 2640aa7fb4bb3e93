"""Acknowledging interactions first, and who is acting (the discord.py side of sessions' Actor)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.sessions import Actor

log = logging.getLogger("sumoku.interactions")

PUBLIC_THINKING = "sumoku_public_thinking"


def actor(interaction: discord.Interaction[Any]) -> Actor:
    user = interaction.user
    perms = getattr(user, "guild_permissions", None)
    name = getattr(user, "display_name", None) or getattr(user, "name", "") or str(user.id)
    return Actor(user.id, name, bool(perms and perms.manage_guild))


async def acknowledge(
    interaction: discord.Interaction[Any], *, ephemeral: bool, update: bool = False
) -> bool:
    """Defer before anything slow or stored, so Discord's 3 seconds are always met.

    `update` acknowledges a component without a new message (its own message may be edited later).
    A 5xx is tried once more (Discord may have taken the first); "already acknowledged" then means
    it did. False when the interaction is gone (too late, or another instance answered): the caller
    must then store nothing.
    """
    if interaction.response.is_done():
        return True
    for attempt in range(2):
        try:
            if update:
                await interaction.response.defer()
                return True
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
            if not ephemeral:
                interaction.extras[PUBLIC_THINKING] = True
            return True
        except discord.InteractionResponded:
            return True
        except discord.NotFound:
            log.warning("interaction %s expired before it was acknowledged: nothing done", interaction.id)
            return False
        except discord.HTTPException as err:
            if err.code == 40060:  # acknowledged already (our first try went through, or another instance)
                return attempt > 0
            if err.status >= 500 and attempt == 0:
                await asyncio.sleep(0.5)
                continue
            log.warning("could not acknowledge interaction %s: %s", interaction.id, err)
            return False
    return False


async def lobby_button(
    bot: Any, interaction: discord.Interaction[Any], lobby: Any, game_id: int, action: str
) -> None:
    """A lobby's button, for every kind of lobby (`lobby` is its session): refuse at once what the
    rules refuse, acknowledge, store, deliver. The lobby message is updated; Start posts the game;
    Cancel answers publicly; Join and Leave get a private word."""
    who = actor(interaction)
    if action == "cancel":
        await lobby.check_cancel(game_id, who)
        if not await acknowledge(interaction, ephemeral=False):
            return  # the interaction is gone: nothing is stored
        await bot.delivery.outcome(await lobby.cancel(game_id, who), interaction)
        return
    await lobby.check(game_id, who, action)
    if not await acknowledge(interaction, ephemeral=False, update=True):
        return  # the interaction is gone: nothing is stored
    await bot.delivery.outcome(await lobby.change(game_id, who, action))
    if action in ("join", "leave"):
        from bot.words.messages import text

        key = "lobby.joined" if action == "join" else "lobby.left"
        await interaction.followup.send(text(key), ephemeral=True)
