"""One message to Discord: where it goes, retried through transient failures, refusals named.

Delivery (bot/app/delivery.py) decides what to send and keeps the outbox in step; this module
sends one message: as the interaction's answer when it can, else to the channel, retrying 5xx
and rate limits in line, and turning a refusal (Forbidden, NotFound) into `CannotPost` with the
Discord error code that says whether the channel is gone or only closed to us.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import Any

import aiohttp
import discord

from bot.app.interactions import PUBLIC_THINKING

log = logging.getLogger("sumoku.delivery")

RETRY_DELAYS = (0.5, 2.0, 5.0)  # in-line retries of a transient failure
# No answer from Discord at all (a dropped connection, a timeout): like a 5xx, tried again later;
# raised, it reached the player of an action already stored as "something went wrong"
NO_ANSWER = (aiohttp.ClientError, OSError, TimeoutError)
MISSING_PERMISSIONS, MISSING_ACCESS, UNKNOWN_CHANNEL = 50013, 50001, 10003


class CannotPost(Exception):
    """The channel refuses our messages (permissions) or is gone."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


async def send_message(
    channel: discord.abc.Messageable,
    answer: discord.Interaction | None,
    content: str,
    files: list[discord.File],
    view: discord.ui.View | None,
    mentions: discord.AllowedMentions,
) -> discord.Message:
    """One message: as the interaction's answer if possible, else to the channel; retried."""
    if answer is not None:
        try:
            sent = await answer.followup.send(
                content,
                files=fresh_files(files),
                view=view or discord.utils.MISSING,
                allowed_mentions=mentions,
                wait=True,
            )
            answer.extras.pop(PUBLIC_THINKING, None)  # filled: a later refusal is a new message
            return sent
        except discord.HTTPException:
            log.info("the interaction's answer failed; posting in the channel instead", exc_info=True)
    for attempt, delay in enumerate((*RETRY_DELAYS, None)):
        try:
            return await channel.send(
                content,
                files=fresh_files(files),
                view=view or discord.utils.MISSING,
                allowed_mentions=mentions,
            )
        except discord.Forbidden as err:
            raise CannotPost(err.code or MISSING_PERMISSIONS) from err
        except discord.NotFound as err:
            raise CannotPost(err.code or UNKNOWN_CHANNEL) from err
        except discord.HTTPException as err:
            if delay is None or (err.status < 500 and err.status != 429):
                raise
            log.info("posting failed (%s), attempt %d; retrying in %.1f s", err.status, attempt + 1, delay)
            await asyncio.sleep(delay)
    raise AssertionError("unreachable")


async def find_channel(client: discord.Client, channel_id: int) -> Any:
    """The channel from the cache, else from Discord; gone or hidden raises `CannotPost`."""
    channel = client.get_channel(channel_id)
    if channel is not None:
        return channel
    try:
        return await client.fetch_channel(channel_id)
    except discord.NotFound as err:
        raise CannotPost(UNKNOWN_CHANNEL) from err
    except discord.Forbidden as err:
        raise CannotPost(MISSING_ACCESS) from err


def fresh_files(files: list[discord.File]) -> list[discord.File]:
    """discord.File objects are read once: a retry needs new ones over the same bytes."""
    out = []
    for f in files:
        fp = f.fp
        fp.seek(0)
        out.append(discord.File(io.BytesIO(fp.read()), filename=f.filename, description=f.description))
    return out


def split_message(content: str, limit: int = 2000) -> list[str]:
    """Messages of at most 2,000 characters, cut at line ends."""
    if len(content) <= limit:
        return [content]
    parts, current = [], ""
    for line in content.split("\n"):
        if current and len(current) + 1 + len(line) > limit:
            parts.append(current)
            current = line[:limit]
        else:
            current = f"{current}\n{line}" if current else line[:limit]
    parts.append(current)
    return parts
