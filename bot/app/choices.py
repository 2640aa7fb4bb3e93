"""The variants a slash command offers (/stats, /leaderboard, /rules): every name a registered session
stores games under (`Variants.names`, bot/sessions/variant.py), so a variant registered anywhere,
a test's toy too, is offered everywhere at once and no command names one.

A command marks its option (`@offers_variants("variant")`); the tree gives it the registry's names as
choices each time it builds what it publishes (`offer_variants`: the publish and its signature,
bot/app/client.py), before anything reads them. A choice reads as its stored name ("main"),
translated as every choice is (`choice.<name>` in the catalogue, bot/app/command_locales.py); a
name without that entry reads as stored in every language.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from discord import app_commands

from bot.sessions.variant import Variants
from bot.storage import Variant
from bot.words.refusal import Refusal

log = logging.getLogger("sumoku")

F = TypeVar("F", bound=Callable[..., Any])
MAX_CHOICES = 25  # Discord's limit on one option's choices
_MARK = "__sumoku_variant_option__"


def offers_variants(option: str) -> Callable[[F], F]:
    """The command's `option` names a stored variant: it is offered the registered ones."""

    def mark(callback: F) -> F:
        setattr(callback, _MARK, option)
        return callback

    return mark


def variant_choices(names: Sequence[str]) -> list[app_commands.Choice[str | int | float]]:
    """A choice per stored name, its name a catalogue string (`choice.<name>`)."""
    if len(names) > MAX_CHOICES:  # Discord refuses the whole publish past it: the first ones only
        log.warning("%d variants registered: the commands offer the first %d", len(names), MAX_CHOICES)
    return [app_commands.Choice(name=app_commands.locale_str(n), value=n) for n in names[:MAX_CHOICES]]


AnyCommand = app_commands.Command[Any, ..., Any] | app_commands.Group | app_commands.ContextMenu


def offer_variants(commands: Iterable[AnyCommand], names: Sequence[str]) -> None:
    """Give every marked option of `commands` (and their subcommands) the registry's `names`.

    discord.py keeps an option's choices in the command's own parameters (no public setter): the
    parameter is replaced in this command's copy, never changed in place, so another bot of the
    process (a test's) keeps its own."""
    choices = variant_choices(names)
    for command in _walk(commands):
        option = getattr(command.callback, _MARK, None)
        if option is None:
            continue
        params = command._params
        if option not in params:
            raise TypeError(f"/{command.qualified_name} has no option {option!r} to offer variants in")
        params[option] = dataclasses.replace(params[option], choices=list(choices))


def _walk(commands: Iterable[AnyCommand]) -> Iterable[app_commands.Command[Any, ..., Any]]:
    for command in commands:
        if isinstance(command, app_commands.Group):
            yield from _walk(command.commands)
        elif isinstance(command, app_commands.Command):  # a context menu takes no options
            yield command


def chosen_variant(value: str | None, variants: Variants) -> Variant:
    """The variant a command's option names (left out: the first registered, the main game); a value
    no registered session plays (a crafted request, or a choice published by another version) is
    refused, privately, with the ones it could name."""
    if value is None:
        return Variant(variants.names[0])
    if value not in variants.names:
        raise Refusal("variant.unknown", games=", ".join(variants.names))
    return Variant(value)
