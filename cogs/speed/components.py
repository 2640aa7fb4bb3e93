"""Speed's buttons and menus. Each carries its game (and, on private views, the team grid's version
it was made for) in its custom_id: it works after a restart, and an old one is refused as stale."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

import discord

from bot.app.client import Interaction
from bot.app.components import (
    ConfirmPosition,
    GameItem,
    GuidedFlow,
    PositionMenu,
    TileMenu,
    picked,
    register_item,
    register_view,
)
from bot.app.lobby import LobbyButton, buttons, register_lobby
from bot.engine.tiles import Tile
from bot.sessions.actions import Dump
from bot.sessions.speed import SpeedTarget
from bot.words.messages import text

from . import flow as speed_flow

TILES = r"\d{1,2}n?(?:\.\d{1,2}n?){0,5}"  # hand indexes; "n": a 6 placed as 9


def indexes(s: str) -> tuple[str, ...]:
    """Chosen hand tiles as tokens: "3" is the hand's fourth tile, "3n" that 6 placed as a 9."""
    return tuple(x for x in s.split(".") if x.rstrip("n").isdecimal())


def _values(interaction: Interaction) -> list[str]:
    return picked(interaction)


class RoundButton(
    GameItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"speed:(?P<action>grid|guide):(?P<game>\d+)",
):
    """On the public status message: open one's own grid, or place tiles without typing."""

    def __init__(self, action: str, game: int) -> None:
        style = discord.ButtonStyle.primary if action == "grid" else discord.ButtonStyle.success
        super().__init__(
            discord.ui.Button(
                label=text(f"speed.button.{action}"), style=style, custom_id=f"speed:{action}:{game}"
            )
        )
        self.action, self.game_id = action, game

    async def run(self, interaction: Interaction) -> None:
        await speed_flow.round_button(interaction, self.action, self.game_id)


class GridButton(
    GameItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"speed:(?P<action>submit|last|dump):(?P<game>\d+):(?P<ver>\d+)",
):
    """On a private grid view: Submit, Take back last, Dump (for the grid version it shows)."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "submit": discord.ButtonStyle.success,
        "last": discord.ButtonStyle.secondary,
        "dump": discord.ButtonStyle.danger,
    }

    def __init__(self, action: str, game: int, ver: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=text(f"speed.button.{action}"),
                style=self.STYLES[action],
                custom_id=f"speed:{action}:{game}:{ver}",
            )
        )
        self.action, self.game_id, self.version = action, game, ver

    async def run(self, interaction: Interaction) -> None:
        await speed_flow.grid_button(interaction, self.action, SpeedTarget(self.game_id, self.version))


class DumpPicker(
    GameItem, discord.ui.DynamicItem[discord.ui.Select], template=r"speed:dumpt:(?P<game>\d+):(?P<ver>\d+)"
):
    """Which hand tile to give back (P3)."""

    def __init__(self, game: int, ver: int, hand: list[Tile] | None = None) -> None:
        options = [discord.SelectOption(label=str(t), value=str(t)) for t in dict.fromkeys(hand or [])][:25]
        super().__init__(
            discord.ui.Select(
                custom_id=f"speed:dumpt:{game}:{ver}",
                placeholder=text("speed.dump.placeholder"),
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.game_id, self.version = game, ver

    async def run(self, interaction: Interaction) -> None:
        tile = (_values(interaction) or ["-"])[0]
        await speed_flow.act(interaction, SpeedTarget(self.game_id, self.version), Dump(tile))


class _Guided:
    """Speed's guided steps: its flow, and its chosen tiles as the custom_id writes them."""

    @staticmethod
    def flow(interaction: Interaction) -> GuidedFlow:
        return speed_flow.views(interaction)

    @staticmethod
    def parse_tiles(tiles: str) -> tuple[str, ...]:
        return indexes(tiles)


class TilePicker(
    _Guided,
    TileMenu,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"speed:tiles:(?P<game>\d+):(?P<ver>\d+)",
):
    """The guided flow's first step: hand tiles to place, in reading order (private)."""

    PREFIX = "speed:tiles"

    @staticmethod
    def menu_options(hand: Sequence[Tile]) -> list[discord.SelectOption]:
        """Each tile by its place in the hand; a 6 also as a 9 ("3n")."""
        return [
            discord.SelectOption(
                label=f"{i + 1}: {t}" if t == tile else text("speed.guide.as_nine", n=i + 1, tile=t),
                value=str(i) if t == tile else f"{i}n",
                description=text(f"colour.{t.colour.letter}"),
            )
            for i, tile in enumerate(hand)
            for t in tile.placements()
        ]


class SpotPicker(
    _Guided,
    PositionMenu,
    discord.ui.DynamicItem[discord.ui.Select],
    template=rf"speed:spot:(?P<game>\d+):(?P<ver>\d+):(?P<tiles>{TILES})",
):
    """Where the chosen tiles go (private): the spots of bot/engine/guide.py."""

    PREFIX = "speed:spot"


class ConfirmButton(
    _Guided,
    ConfirmPosition,
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"speed:ok:(?P<game>\d+):(?P<ver>\d+):(?P<tiles>{TILES}):(?P<pos>\d+)",
):
    """Place the previewed tiles (private)."""

    PREFIX = "speed:ok"


ITEMS = (LobbyButton, RoundButton, GridButton, DumpPicker, TilePicker, SpotPicker, ConfirmButton)


def register_views() -> None:
    register_lobby("speed", lambda bot: bot.sessions.speed_lobby)
    register_item("speed:grid", GridButton)
    register_item("speed:dumpt", DumpPicker)
    for step in (TilePicker, SpotPicker, ConfirmButton):
        register_item(step.PREFIX, step)
    register_view("speed_lobby", lambda d: buttons("speed", int(d["game"])))
    register_view("speed_round", lambda d: [RoundButton(a, int(d["game"])) for a in ("grid", "guide")])
