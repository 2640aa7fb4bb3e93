"""The one place where errors become what a user reads.

Expected refusals (`Refusal`, and the engine's own errors) are answered privately with what
is wrong and how to fix it. Anything else is logged with its context and the user gets a
short private apology. A refusal is an answer, not a failure: app commands answer theirs where
they are raised (`answer_refusals_first`), so only real errors reach discord.py's error dispatch
(`tree.on_error`, which SimCord and any error counter see); buttons and selects through
`guarded` (discord.py's component errors otherwise end in a View's log line).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import discord
from discord import app_commands

from bot.app import logs, prefs
from bot.app.interactions import send_private
from bot.sessions.explain import explain
from bot.words.messages import text

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
    err = _unwrap(error)
    said = explain(err)
    if said is not None:
        return said
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
        data: Mapping[str, object] = interaction.data or {}
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


def answer_refusals_first(command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> None:
    """Make `command` (every subcommand of a group) answer its refusals itself.

    discord.py hands every error of a command, a failed check (cooldown, server only) or an
    option it could not read included, to `CommandTree.on_error`: its error dispatch, where a
    refusal would count as a failure. Wrapped here, a refusal is answered privately and the
    command ends as failed but handled; any other error goes on to `on_error` as before.
    """
    if isinstance(command, app_commands.Group):
        for child in command.walk_commands():
            if isinstance(child, app_commands.Command):
                answer_refusals_first(child)
        return
    if getattr(command, "_sumoku_answers_refusals", False):
        return
    invoke = command._invoke_with_namespace  # discord.py 2.7: checks, options, then the callback

    async def invoke_answering_refusals(interaction: discord.Interaction, namespace: Any) -> Any:
        try:
            return await invoke(interaction, namespace)
        except app_commands.AppCommandError as error:
            if user_message(error) is None:
                raise
            interaction.command_failed = True  # no app_command_completion for a refused command
            await report_error(interaction, error)
            return None

    command._invoke_with_namespace = invoke_answering_refusals  # type: ignore[method-assign]
    command._sumoku_answers_refusals = True  # type: ignore[attr-defined]


async def guarded(interaction: discord.Interaction, handler: Callable[[], Awaitable[None]]) -> None:
    """Run a component's handler so that no error escapes it unanswered (counted as in flight)."""
    from bot.app.lifecycle import admit

    if not await admit(interaction):
        return
    try:
        await handler()
    except Exception as error:
        await report_error(interaction, error)
