"""Opening the board (the Discord Activity) from `/sumoku board` and a turn post's button.

The answer to the interaction IS the launch (interaction response type 12, `launch_activity`), so
nothing is acknowledged first. Discord refuses it (HTTP 400) for an application without Activities
enabled: the player is then told privately what the operator must turn on. A bot without the board
says so. In the sandbox (a local board with no Discord client) the answer is the player's own link.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.app.interactions import send_private
from bot.words.messages import text

log = logging.getLogger("sumoku.activity")


async def launch_board(interaction: discord.Interaction[Any]) -> None:
    """Launch the board for this interaction's user, or answer privately why it cannot open."""
    board = getattr(interaction.client, "board", None)
    if board is None:
        await send_private(interaction, text("activity.not_set_up"))
        return
    invite = getattr(board, "invite", None)  # the sandbox: a link instead of Discord's launch
    if invite is not None and interaction.channel_id is not None:
        link = invite(
            interaction.user.id, getattr(interaction.user, "display_name", ""), interaction.channel_id
        )
        await send_private(interaction, text("activity.local_link", link=link))
        return
    try:
        await interaction.response.launch_activity()
    except discord.HTTPException as error:
        log.warning(
            "Discord refused to launch the board (HTTP %s, code %s): are Activities enabled for this "
            "application in the Developer Portal?",
            error.status,
            error.code,
        )
        await send_private(interaction, text("activity.refused"))
