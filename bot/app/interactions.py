"""Acknowledging interactions first, and who is acting (the discord.py side of sessions' Actor)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.sessions import Actor

log = logging.getLogger("sumoku.interactions")

PUBLIC_THINKING = "sumoku_public_thinking"


async def send_private(interaction: discord.Interaction, content: str, **kwargs: Any) -> None:
    """Answer privately whether or not the interaction was already acknowledged.

    After a public "thinking…" defer, the first followup would fill that public message: it is
    cleared away first, so a refusal stays private.
    """
    try:
        if not interaction.response.is_done():
            await interaction.response.send_message(content, ephemeral=True, **kwargs)
            return
        if interaction.extras.pop(PUBLIC_THINKING, False):
            try:
                await interaction.edit_original_response(content="\u200b")
                await interaction.delete_original_response()
            except discord.HTTPException:
                log.info("could not clear the public acknowledgement of %s", interaction.id)
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    except discord.HTTPException:
        log.warning("could not deliver a private answer to %s", interaction.user, exc_info=True)


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


class InteractionSource:
    """An interaction as the runner's source (bot/app/runner.py): its actor, its acknowledgement,
    and itself as the answer delivery may fill."""

    def __init__(self, interaction: discord.Interaction[Any]) -> None:
        self.interaction = interaction

    @property
    def actor(self) -> Actor:
        return actor(self.interaction)

    @property
    def answer(self) -> discord.Interaction[Any]:
        return self.interaction

    async def acknowledge(self, *, private: bool, update: bool) -> bool:
        return await acknowledge(self.interaction, ephemeral=private, update=update)


def source(interaction: discord.Interaction[Any]) -> InteractionSource:
    return InteractionSource(interaction)
