"""Replaying a finished main game move by move on a private board.

The records session rebuilds the position after move k from the stored seats, seed and the first k
logged actions (as verify_replay does); bot/present/stats.py says and draws it. The buttons are
DynamicItems whose custom_id carries the game and the move they lead to: they keep working
after a restart.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.app.client import Interaction
from bot.app.components import in_range, picked
from bot.app.errors import guarded
from bot.app.interactions import source
from bot.present.stat_values import PastGame
from bot.present.stats import replay_post, variant_name, when
from bot.words.messages import text

KINDS = ("first", "previous", "next", "last")


class ReplayButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:replay:(?P<game>\d+):(?P<move>\d+):(?P<kind>first|previous|next|last)",
):
    """Go to move `move` of game `game` (the kind only names the button)."""

    def __init__(self, game_id: int, move: int, kind: str, disabled: bool = False):
        super().__init__(
            discord.ui.Button(
                label=text(f"replay.{kind}"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"sumoku:replay:{game_id}:{move}:{kind}",
                disabled=disabled,
            )
        )
        self.game_id, self.move = game_id, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["game"]), int(match["move"]), match["kind"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        async def run() -> None:
            in_range(self.game_id, self.move)
            await show(interaction, self.game_id, self.move, edit=True)

        await guarded(interaction, run)


class ReplayPick(discord.ui.DynamicItem[discord.ui.Select], template=r"sumoku:replay-pick:(?P<user>\d+)"):
    """A /history list's menu of finished games to replay (of a variant that replays)."""

    def __init__(self, user_id: int, options: list[discord.SelectOption] | None = None):
        super().__init__(
            discord.ui.Select(
                custom_id=f"sumoku:replay-pick:{user_id}",
                placeholder=text("history.pick"),
                options=options or [discord.SelectOption(label="-", value="0")],
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayPick:
        return cls(int(match["user"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = picked(interaction)
        game_id = int(values[0]) if values and values[0].isdecimal() else 0

        async def run() -> None:
            in_range(game_id)
            await show(interaction, game_id, 0, edit=False)

        await guarded(interaction, run)


def pick_menu(user_id: int, games: list[PastGame]) -> discord.ui.View | None:
    """The replay menu under a /history list: its finished games whose variant replays (the main
    game's; at most 25)."""
    options = [
        discord.SelectOption(
            label=text("history.option", game=r.game_id, variant=variant_name(r.variant, r.title),
                       when=when(r.finished_at))[:100],
            value=str(r.game_id),
        )
        for r in games
        if r.replays
    ][:25]  # fmt: skip
    if not options:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(ReplayPick(user_id, options))
    return view


def buttons(game_id: int, move: int, moves: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    targets = {"first": 0, "previous": max(0, move - 1), "next": min(moves, move + 1), "last": moves}
    for kind in KINDS:
        at_end = move == 0 if kind in ("first", "previous") else move >= moves
        view.add_item(ReplayButton(game_id, targets[kind], kind, disabled=at_end))
    return view


async def show(interaction: Interaction, game_id: int, move: int, *, edit: bool) -> None:
    """Answer with the board after `move` moves of a finished main game, privately."""
    bot = interaction.client
    records = bot.sessions.records
    await records.replay(game_id, 0)  # a game that cannot be replayed is refused at once
    if not await bot.runner.acknowledge(source(interaction), private=True, update=edit):
        return  # Discord lost the interaction
    replayed = await records.replay(game_id, move)
    game, moves, last = replayed
    shown = 0 if last is None else last.seq
    post = replay_post(game_id, game, shown, moves, last)
    await bot.delivery.private(
        interaction,
        post,
        text_mode=await bot.text_mode(interaction.guild_id, interaction.user.id),
        edit=edit,
        view=buttons(game_id, shown, moves),
    )
