"""Solo's buttons and menus. Each carries its game (and, where it acts, the version it was made for) in
its custom_id, so it works after a restart and an old one says so instead of acting. All sit on the
player's private messages (labels in their language) except none: the Share button posts publicly."""

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
    register_item,
    register_view,
)
from bot.present.solo import GIVE_UP, SHARE
from bot.sessions.solo import SoloTarget
from bot.words.messages import text

from . import flow as solo_flow


def indexes(s: str) -> tuple[int, ...]:
    return tuple(sorted({int(x) for x in s.split(".") if x.isdecimal()}))


def tiles_key(idx: Sequence[int]) -> str:
    return ".".join(str(i) for i in idx)


class SoloButton(
    GameItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"solo:(?P<action>share|guide|submit|giveup):(?P<game>\d+):(?P<ver>\d+)",
):
    """Share (the end message), Place (the guided flow), Submit, Give up (after the stuck check)."""

    STYLES: ClassVar[dict[str, tuple[discord.ButtonStyle, str]]] = {
        "share": (discord.ButtonStyle.primary, "button.solo_share"),
        "guide": (discord.ButtonStyle.success, "button.solo_place"),
        "submit": (discord.ButtonStyle.primary, "button.solo_submit"),
        "giveup": (discord.ButtonStyle.danger, "button.solo_give_up"),
    }

    def __init__(self, action: str, game: int, ver: int = 0, *, anyway: bool = False) -> None:
        # under a check that found the stage can be finished, giving up is offered, not urged (O3)
        style, label = (
            (discord.ButtonStyle.secondary, "button.solo_give_up_anyway") if anyway else self.STYLES[action]
        )
        super().__init__(
            discord.ui.Button(label=text(label), style=style, custom_id=f"solo:{action}:{game}:{ver}")
        )
        self.action, self.game_id, self.version = action, game, ver

    async def run(self, interaction: Interaction) -> None:
        await solo_flow.button(interaction, self.action, SoloTarget(self.game_id, self.version))


class _Guided:
    """Solo's guided steps: its flow, and its chosen tiles as the custom_id writes them."""

    @staticmethod
    def flow(interaction: Interaction) -> GuidedFlow:
        return solo_flow.guided(interaction)

    @staticmethod
    def parse_tiles(tiles: str) -> tuple[int, ...]:
        return indexes(tiles)


class TilePicker(
    _Guided,
    TileMenu,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"solo:tiles:(?P<game>\d+):(?P<ver>\d+)",
):
    """This stage's tiles still in hand, to place in the guided flow (in hand order)."""

    PREFIX = "solo:tiles"


class SpotPicker(
    _Guided,
    PositionMenu,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"solo:spot:(?P<game>\d+):(?P<ver>\d+):(?P<tiles>\d{1,2}(?:\.\d{1,2}){0,5})",
):
    """Where the chosen tiles go (guide.spots), previewed before Confirm."""

    PREFIX = "solo:spot"


class ConfirmSpot(
    _Guided,
    ConfirmPosition,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"solo:ok:(?P<game>\d+):(?P<ver>\d+):(?P<tiles>\d{1,2}(?:\.\d{1,2}){0,5}):(?P<pos>\d+)",
):
    """Place the previewed tiles: the same edit as typing /solo place."""

    PREFIX = "solo:ok"


ITEMS = (SoloButton, TilePicker, SpotPicker, ConfirmSpot)


def register_views() -> None:
    register_item("solo:button", SoloButton)
    for step in (TilePicker, SpotPicker, ConfirmSpot):
        register_item(step.PREFIX, step)
    register_view(SHARE, lambda data: [SoloButton("share", int(data["game"]))])
    register_view(
        GIVE_UP,
        lambda data: [
            SoloButton("giveup", int(data["game"]), int(str(data["ver"])), anyway=bool(data.get("anyway")))
        ],
    )
