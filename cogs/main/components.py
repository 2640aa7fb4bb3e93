"""The main game's buttons and menus. Each carries its game (and the version it was made for) in
its custom_id, so it works after a restart, and an old one answers honestly instead of acting.
The custom_ids are those of earlier releases: buttons on live messages keep working."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.app.components import ConfirmPosition, GameItem, GuidedFlow, PositionMenu, TileMenu, register_view
from bot.words.messages import text

if TYPE_CHECKING:
    from .cog import MainGameCog


def _cog(interaction: discord.Interaction[Any]) -> MainGameCog:
    """The loaded cog (the bot's own: nothing keeps an old bot alive after a restart)."""
    return interaction.client.get_cog("MainGameCog")  # type: ignore[return-value]


def tiles_key(idx: Iterable[int]) -> str:
    return ".".join(str(i) for i in idx)


class LobbyButton(
    GameItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:lobby:(?P<action>join|leave|cpu|start|cancel):(?P<game>\d+)",
):
    """A lobby button. The lobby is public: its labels are in the server's language (delivery speaks it)."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.primary,
        "leave": discord.ButtonStyle.secondary,
        "cpu": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.success,
        "cancel": discord.ButtonStyle.danger,
    }

    def __init__(self, action: str, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=text(f"button.{action}"),
                style=self.STYLES[action],
                custom_id=f"sumoku:lobby:{action}:{game}",
            )
        )
        self.action, self.game_id = action, game

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await _cog(interaction).lobby_button(interaction, self.game_id, self.action)


class GameButton(
    GameItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:(?P<action>rack|guide|hint|pass|board):(?P<game>\d+)",
):
    """A game button: on a public board post (the server's language) or in a user's private rack view
    (that user's language). The custom_id never depends on the language."""

    STYLES: ClassVar[dict[str, tuple[discord.ButtonStyle, str | None]]] = {
        "rack": (discord.ButtonStyle.primary, "🎴"),
        "guide": (discord.ButtonStyle.success, "🧩"),
        "hint": (discord.ButtonStyle.secondary, "💡"),
        "pass": (discord.ButtonStyle.secondary, None),
        "board": (discord.ButtonStyle.secondary, None),
    }

    def __init__(self, action: str, game: int) -> None:
        style, emoji = self.STYLES[action]
        super().__init__(
            discord.ui.Button(
                label=text(f"button.{action}"),
                style=style,
                emoji=emoji,
                custom_id=f"sumoku:{action}:{game}",
            )
        )
        self.action, self.game_id = action, game

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        cog = _cog(interaction)
        handler = {
            "rack": cog.private.rack,
            "guide": cog.guided.start,
            "hint": cog.private.hint,
            "pass": cog.pass_game,
            "board": cog.private.board_button,
        }[self.action]
        await handler(interaction, self.game_id)


class _Guided:
    """The main game's guided steps answer through the cog's guided flow."""

    @staticmethod
    def flow(interaction: discord.Interaction[Any]) -> GuidedFlow:
        return _cog(interaction).guided


class TilePicker(
    _Guided,
    TileMenu,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"sumoku:tiles:(?P<game>\d+):(?P<ver>\d+)",
):
    """The rack's tiles to place, in a private guided-placement message: in the user's language."""

    PREFIX = "sumoku:tiles"


class PositionPicker(
    _Guided,
    PositionMenu,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"sumoku:pos:(?P<game>\d+):(?P<ver>\d+):(?P<tiles>[0-7](?:\.[0-7]){0,5})",
):
    """Where to put the chosen tiles (private guided placement): in the user's language."""

    PREFIX = "sumoku:pos"


class ConfirmButton(
    _Guided,
    ConfirmPosition,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:ok:(?P<game>\d+):(?P<ver>\d+):(?P<tiles>[0-7](?:\.[0-7]){0,5}):(?P<pos>\d+)",
):
    """Play the previewed turn (private guided placement): in the user's language."""

    PREFIX = "sumoku:ok"


ITEMS = (LobbyButton, GameButton, TilePicker, PositionPicker, ConfirmButton)


def _lobby_items(data: dict[str, Any]) -> list[discord.ui.Item[Any]]:
    return [LobbyButton(a, int(data["game"])) for a in ("join", "leave", "cpu", "start", "cancel")]


def _game_items(data: dict[str, Any]) -> list[discord.ui.Item[Any]]:
    game = int(data["game"])
    items: list[discord.ui.Item[Any]] = [GameButton("rack", game), GameButton("guide", game)]
    if data.get("hints", True):
        items.append(GameButton("hint", game))
    return items


def _full_board_items(data: dict[str, Any]) -> list[discord.ui.Item[Any]]:
    return [GameButton("board", int(data["game"]))]


def _private_items(data: dict[str, Any]) -> list[discord.ui.Item[Any]]:
    """A player's own view (their rack): its labels in their language."""
    return [GameButton(a, int(data["game"])) for a in data.get("actions", ())]


def register_views() -> None:
    register_view("lobby", _lobby_items)
    register_view("game_private", _private_items)
    register_view("game", _game_items)
    register_view("full_board", _full_board_items)
