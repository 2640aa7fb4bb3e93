"""The messages the bot sent as an interaction's answer or followup, which that interaction's token
can edit for 15 minutes (Discord's limit) outside the channel's and the bot's request budget."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

import discord

TOKEN_S = 14 * 60.0  # an interaction token edits for 15 minutes: a minute is kept in hand
KEPT = 1024  # the most recent messages remembered (a game's own message: its lobby, its live set)

Edit = Callable[..., Awaitable[object]]


class Answered:
    """message id -> the interaction that sent it (and when), while its token is valid."""

    def __init__(self, clock: Callable[[], float] = lambda: time.monotonic()) -> None:
        self._clock = clock
        self._sent: OrderedDict[int, tuple[discord.Interaction[Any], float, bool]] = OrderedDict()

    def sent(self, message_id: int, interaction: discord.Interaction[Any], *, original: bool) -> None:
        """`message_id` went out through `interaction` (`original`: it filled its deferred answer)."""
        self._sent[message_id] = (interaction, self._clock(), original)
        self._sent.move_to_end(message_id)
        while len(self._sent) > KEPT:
            self._sent.popitem(last=False)

    def editor(self, message_id: int) -> Edit | None:
        """How to edit `message_id` through the interaction that sent it; None once its token expired
        (or it was not sent through one)."""
        found = self._sent.get(message_id)
        if found is None:
            return None
        interaction, at, original = found
        if self._clock() - at > TOKEN_S:
            del self._sent[message_id]
            return None
        if original:
            return interaction.edit_original_response
        return lambda **fields: interaction.followup.edit_message(message_id, **fields)
