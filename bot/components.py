"""Components that survive restarts, and the builders delivery uses to attach them to posts.

Every button or menu of a game is a `GameItem`: a DynamicItem whose custom_id carries the game
(and, where it matters, the version it was made for), rebuilt from that id after a restart.
Errors in their callbacks go to the one error handler. A post names its components by kind
(bot/present/posts.py); cogs register a builder per kind at load time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Self

import discord

from . import prefs
from .errors import guarded

ViewBuilder = Callable[[dict[str, Any]], Iterable[discord.ui.Item[Any]]]
_BUILDERS: dict[str, ViewBuilder] = {}


def register_view(kind: str, builder: ViewBuilder) -> None:
    _BUILDERS[kind] = builder


def build_view(components: Iterable[Any]) -> discord.ui.View | None:
    """The view for a post's components (None when it has none or their cog is not loaded)."""
    view = discord.ui.View(timeout=None)
    for component in components:
        builder = _BUILDERS.get(component.kind)
        if builder is None:
            continue
        for item in builder(component.data):
            view.add_item(item)
    return view if view.children else None


class GameItem:
    """The base of every game component: parsed from its custom_id, run under the error handler.

    Use it first among the bases: `class X(GameItem, discord.ui.DynamicItem[Button], template=...)`.
    Named groups of the template (`game`, `ver`, ... as ints) are passed to `__init__`; `run` acts.
    """

    INT_GROUPS: ClassVar[frozenset[str]] = frozenset({"game", "ver", "set", "pos", "move"})

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        values = {k: int(v) if k in cls.INT_GROUPS else v for k, v in match.groupdict().items()}
        return cls(**values)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Carry the reader's language (bot.prefs.enter), then run under the error handler."""
        await prefs.enter(interaction)
        await guarded(interaction, lambda: self.run(interaction))

    async def run(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError
