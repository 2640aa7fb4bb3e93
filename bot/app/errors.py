"""The one place where errors become what a user reads.

Expected refusals (`Refusal`, and the engine's own errors) are answered privately with what
is wrong and how to fix it. Anything else is logged with its context and the user gets a
short private apology. App commands reach this through `tree.on_error`; buttons and selects
through `guarded` (discord.py's component errors otherwise end in a View's log line).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands

from bot.app import logs, prefs
from bot.app.interactions import send_private
from bot.engine.main_game import GameError
from bot.engine.notation import NotationError
from bot.engine.spot import SpotError
from bot.engine.turns import IllegalTurn
from bot.words.messages import text
from bot.words.refusal import Refusal, engine_text, verdict_text

log = logging.getLogger("sumoku.errors")


def _unwrap(error: BaseException) -> BaseException:
    while (
        isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError) and error.__cause__
    ):
        error = error.__cause__
    original = getattr(error, "original", None)
    return original if isinstance(original, BaseException) else error


def user_message(error: BaseException) -> str | None:
    """What to tell the user for an expected error, or None when it is a bug."""
    from bot.storage import GameNotFound, GameStateError, StorageBusy, VersionConflict

    err = _unwrap(error)
    if isinstance(err, Refusal):
        return err.render()
    if isinstance(err, IllegalTurn):
        return text("turn.illegal", message=verdict_text(err.verdict))
    if isinstance(err, NotationError):
        return engine_text("notation", err.detail, err.params)
    if isinstance(err, SpotError):  # a race's refusals have their own ids (spot.err.*)
        from bot.sessions.spot import refusal

        return refusal(err).render()
    if isinstance(err, GameError):
        return engine_text("game", err.detail, err.params)
    if isinstance(err, VersionConflict):
        return text("error.conflict")
    if isinstance(err, GameStateError):  # e.g. Start pressed twice
        return text("lobby.not_lobby")
    if isinstance(err, StorageBusy):
        return text("error.busy")
    if isinstance(err, GameNotFound):
        return text("game.none")
    if isinstance(err, app_commands.CommandOnCooldown):
        return text("error.cooldown", seconds=err.retry_after)
    if isinstance(err, app_commands.NoPrivateMessage):
        return text("error.guild_only")
    if isinstance(err, app_commands.MissingPermissions):
        return text("error.no_permission")
    if isinstance(err, app_commands.CheckFailure):
        return text("error.owner_only")
    return None


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    await prefs.enter(interaction)  # resolved once (cached): the user's own language choice wins
    message = user_message(error)
    logs.bind(outcome="refused" if message is not None else "error")
    if message is None:
        err = _unwrap(error)
        command = interaction.command.qualified_name if interaction.command else None
        data = interaction.data or {}
        log.error(
            "unexpected error in %s (custom_id=%s) by %s in channel %s",
            command or "component",
            data.get("custom_id"),
            interaction.user.id,
            interaction.channel_id,
            exc_info=(type(err), err, err.__traceback__),
        )
        message = text("error.unexpected")
    await send_private(interaction, message)


async def guarded(interaction: discord.Interaction, handler: Callable[[], Awaitable[None]]) -> None:
    """Run a component's handler so that no error escapes it unanswered (counted as in flight)."""
    from bot.app.lifecycle import admit

    if not await admit(interaction):
        return
    try:
        await handler()
    except Exception as error:
        await report_error(interaction, error)
