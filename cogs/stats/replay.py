"""Replaying a finished main game move by move on a private board.

The position after move k is rebuilt from the stored seats, seed and the first k logged actions
(`MainGame.replay`, as verify_replay does), so nothing but the log is needed. The buttons are
DynamicItems whose custom_id carries the game and the move they lead to: they keep working
after a restart.
"""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any

import discord

from bot import prefs, render
from bot.engine.board import Cell
from bot.engine.main_game import MainGame
from bot.errors import Refusal, guarded
from bot.messages import text
from bot.present.stats import VARIANT_NAMES, when
from bot.storage import Variant, engine_seats
from bot.wording import render_wording

KINDS = ("first", "previous", "next", "last")


def _cog(interaction: discord.Interaction) -> Any:
    return interaction.client.get_cog("Stats")  # type: ignore[attr-defined]


class ReplayButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:replay:(?P<game>\d+):(?P<move>\d+):(?P<kind>first|previous|next|last)",
):
    """Go to move `move` of game `game` (the kind only names the button)."""

    def __init__(self, game_id: int, move: int, kind: str, locale: object = None, disabled: bool = False):
        super().__init__(
            discord.ui.Button(
                label=text(f"replay.{kind}", locale),
                style=discord.ButtonStyle.secondary,
                custom_id=f"sumoku:replay:{game_id}:{move}:{kind}",
                disabled=disabled,
            )
        )
        self.game_id, self.move = game_id, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["game"]), int(match["move"]), match["kind"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, lambda: show(interaction, self.game_id, self.move, edit=True))


class ReplayPick(discord.ui.DynamicItem[discord.ui.Select], template=r"sumoku:replay-pick:(?P<user>\d+)"):
    """A /history list's menu of finished main games to replay."""

    def __init__(
        self, user_id: int, options: list[discord.SelectOption] | None = None, locale: object = None
    ):
        super().__init__(
            discord.ui.Select(
                custom_id=f"sumoku:replay-pick:{user_id}",
                placeholder=text("history.pick", locale),
                options=options or [discord.SelectOption(label="-", value="0")],
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> ReplayPick:
        return cls(int(match["user"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values", [])
        game_id = int(values[0]) if values and str(values[0]).isdigit() else 0
        await guarded(interaction, lambda: show(interaction, game_id, 0, edit=False))


def pick_menu(user_id: int, games: list[Any], loc: object) -> discord.ui.View | None:
    """The replay menu under a /history list: its finished main games (at most 25)."""
    options = [
        discord.SelectOption(
            label=text("history.option", loc, game=r.game_id, variant=VARIANT_NAMES[r.variant.value],
                       when=when(r.finished_at))[:100],
            value=str(r.game_id),
        )
        for r in games
        if r.variant is Variant.MAIN
    ][:25]  # fmt: skip
    if not options:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(ReplayPick(user_id, options, loc))
    return view


def _position(seats: list[Any], seed: int, actions: list[dict[str, Any]]) -> MainGame:
    return MainGame.replay(seats, seed, actions)


def describe(game: MainGame, action: dict[str, Any] | None, score: int | None, loc: object) -> str:
    if action is None:
        return text("replay.deal", loc)
    player = game.seats[int(action["seat"])].name
    kind = action.get("a")
    if kind == "play":
        tiles = " ".join(str(t) for _, _, t in action["tiles"])
        return text("replay.played", loc, player=player, tiles=f"`{tiles}`", score=score or 0)
    key = {"pass": "replay.passed", "resign": "replay.resigned", "timeout": "replay.timeout"}.get(str(kind))
    return text(key, loc, player=player) if key else ""


def buttons(game_id: int, move: int, moves: int, loc: object) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    targets = {"first": 0, "previous": max(0, move - 1), "next": min(moves, move + 1), "last": moves}
    for kind in KINDS:
        at_end = move == 0 if kind in ("first", "previous") else move >= moves
        view.add_item(ReplayButton(game_id, targets[kind], kind, loc, disabled=at_end))
    return view


async def show(interaction: discord.Interaction, game_id: int, move: int, *, edit: bool) -> None:
    """Answer with the board after `move` moves of a finished main game, privately."""
    db = interaction.client.db  # type: ignore[attr-defined]
    loc = await prefs.locale(interaction)
    row = await db.games.find(game_id)
    if row is None or row.variant is not Variant.MAIN or row.status != "finished" or row.seed is None:
        raise Refusal("replay.not_found", game=game_id)
    if edit:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)
    seats = engine_seats(await db.seats.list(game_id))
    logged = await db.moves.list(game_id)
    move = max(0, min(move, len(logged)))
    actions = [m.action for m in logged[:move]]
    game = await asyncio.to_thread(_position, seats, int(row.seed), actions)
    last = logged[move - 1] if move else None
    header = "\n".join(
        [
            f"**{text('replay.title', loc, game=game_id, move=move, moves=len(logged))}**",
            describe(game, last.action if last else None, last.score if last else None, loc),
        ]
    )
    ringed: tuple[Cell, ...] = ()
    if last is not None and last.action.get("a") == "play":
        ringed = tuple(Cell(r, c) for r, c, _ in last.action["tiles"])
    view = render.BoardView(board=game.board, key=game.key, bag_left=len(game.bag), last_turn=ringed)
    words = render_wording(loc)
    text_mode = await prefs.text_mode(db, interaction.guild_id, interaction.user.id)
    files: list[discord.File] = []
    content = header
    if text_mode:
        content = f"{header}\n{render.board_text(view, limit=2000 - len(header) - 1, wording=words)}"
    else:
        pic = await asyncio.to_thread(render.board_picture, view, wording=words)
        files.append(discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024]))
    controls = buttons(game_id, move, len(logged), loc)
    if edit:
        await interaction.edit_original_response(content=content, attachments=files, view=controls)
    else:
        await interaction.followup.send(content, files=files, view=controls, ephemeral=True)
