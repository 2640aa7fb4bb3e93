"""The variants a slash command offers (/stats, /leaderboard, /rules): every stored variant, in one
list made from storage's `Variant` (the one place that names them), so a new variant is offered
everywhere at once. The choices read as the command's Literal options did: name = value."""

from __future__ import annotations

from discord import app_commands

from bot.storage import Variant
from bot.words.refusal import Refusal

VARIANT_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=v.value, value=v.value) for v in Variant
]


def chosen_variant(value: str) -> Variant:
    """The variant a command's option names; a value Discord did not offer (a crafted request) is
    refused, privately, with the ones it could name."""
    try:
        return Variant(value)
    except ValueError:
        raise Refusal("variant.unknown", games=", ".join(v.value for v in Variant)) from None
