"""The main game's buttons and menus. Each carries its game (and the version it was made for) in
its custom_id, so it works after a restart, and an old one answers honestly instead of acting.
The custom_ids are those of earlier releases: buttons on live messages keep working."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, ClassVar

import discord

from bot.app.client import Interaction
from bot.app.components import (
    ConfirmPosition,
    GameItem,
    GuidedFlow,
    PositionMenu,
    TileMenu,
    register_item,
    register_view,
)
from bot.app.lobby import LobbyButton, buttons, register_lobby
from bot.present.posts import ComponentData
from bot.sessions.main import MainTarget
from bot.words.messages import text

from . import flow as main_flow


class GameButton(
    GameItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:(?P<action>rack|guide|hint|pass|board|activity):(?P<game>\d+)(?::(?P<ver>\d+))?",
):
    """A game button: on a public board post (the server's language) or in a user's private rack view
    (that user's language). The custom_id never depends on the language."""

    STYLES: ClassVar[dict[str, tuple[discord.ButtonStyle, str | None]]] = {
        "rack": (discord.ButtonStyle.primary, "🎴"),
        "guide": (discord.ButtonStyle.success, "🧩"),
        "hint": (discord.ButtonStyle.secondary, "💡"),
        "pass": (discord.ButtonStyle.secondary, None),
        "board": (discord.ButtonStyle.secondary, None),
        "activity": (discord.ButtonStyle.secondary, "🎲"),  # the board (Discord Activity), when set up
    }

    def __init__(self, action: str, game: int, ver: int | None = None) -> None:
        style, emoji = self.STYLES[action]
        # an acting button (Pass) names the version it was shown at: a later press is out of date;
        # the released form without one (sumoku:pass:<game>) still parses, judged by whose turn it is
        at = f":{ver}" if ver is not None and action == "pass" else ""
        super().__init__(
            discord.ui.Button(
                label=text(f"button.{action}"),
                style=style,
                emoji=emoji,
                custom_id=f"sumoku:{action}:{game}{at}",
            )
        )
        self.action, self.game_id, self.version = action, game, ver

    async def run(self, interaction: Interaction) -> None:
        await main_flow.game_button(interaction, self.action, MainTarget(self.game_id, self.version))


class _Guided:
    """The main game's guided steps answer through its guided flow."""

    @staticmethod
    def flow(interaction: Interaction) -> GuidedFlow:
        return main_flow.guided(interaction)


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


def _lobby_items(data: ComponentData) -> list[discord.ui.Item[Any]]:
    return buttons("sumoku", int(data["game"]))


def _game_items(data: ComponentData, *, board: Callable[[], bool]) -> list[discord.ui.Item[Any]]:
    """A turn post's buttons; `board()`: the bot serves the board now (Play on the board)."""
    game = int(data["game"])
    items: list[discord.ui.Item[Any]] = [GameButton("rack", game), GameButton("guide", game)]
    if data.get("hints", True):
        items.append(GameButton("hint", game))
    if board():
        items.append(GameButton("activity", game))
    return items


def _full_board_items(data: ComponentData) -> list[discord.ui.Item[Any]]:
    return [GameButton("board", int(data["game"]))]


def _private_items(data: ComponentData) -> list[discord.ui.Item[Any]]:
    """A player's own view (their rack): its labels in their language."""
    ver = data.get("ver")
    return [
        GameButton(a, int(data["game"]), None if ver is None else int(ver)) for a in data.get("actions", ())
    ]


def register_views(*, board: Callable[[], bool] = lambda: False) -> None:
    """The main game's views (set again by each bot's setup). `board`: whether the board runs now,
    asked for each turn post (the sandbox starts its board after the bot)."""
    register_lobby("sumoku", lambda bot: bot.sessions.lobby)
    for step in (TilePicker, PositionPicker, ConfirmButton):
        register_item(step.PREFIX, step)
    register_view("lobby", _lobby_items)
    register_view("game_private", _private_items)
    register_view("game", functools.partial(_game_items, board=board))
    register_view("full_board", _full_board_items)
