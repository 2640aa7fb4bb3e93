"""What a player opens for themselves: their rack, the board, hints, the game's status.

Reads only: nothing here changes a game, so no lock is taken; each answers privately in the
reader's language and display choice (a public /board follows the server's).
"""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING, Any

import discord

from bot import prefs, render
from bot.engine import movegen
from bot.engine.main_game import MainGame
from bot.engine.notation import format_turn
from bot.engine.turns import Placement
from bot.messages import text
from bot.present.pictures import view_of
from bot.refusal import Refusal
from bot.sessions.main import seat_of
from bot.wording import render_wording

from .components import GameButton

if TYPE_CHECKING:
    from bot.client import SumokuBot


def board_view(game: MainGame, preview: tuple[Placement, ...] = ()) -> render.BoardView:
    return view_of(game, preview)


def as_file(pic: render.Picture) -> discord.File:
    return discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024])


class PrivateViews:
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    @property
    def main(self) -> Any:
        return self.bot.sessions.main

    async def text_mode(self, interaction: discord.Interaction[Any], private: bool = True) -> bool:
        viewer = interaction.user.id if private else None
        return await self.bot.text_mode(interaction.guild_id, viewer)

    async def rack(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        row, game = await self.main.read(game_id)
        seat = seat_of(game, interaction.user.id)
        rack = game.racks[seat]
        loc = await prefs.locale(interaction)
        turn = (
            text("rack.your_turn", loc)
            if game.current == seat
            else text("rack.waiting", loc, player=game.current_seat.name)
        )
        body = text(
            "rack.body",
            loc,
            tiles=" ".join(f"`{t}`" for t in rack) or "-",
            score=game.scores[seat],
            turn=turn,
        )
        view = discord.ui.View(timeout=None)  # private: its labels in the user's language
        view.add_item(GameButton("guide", game_id, loc))
        if row.options.get("hints", True):
            view.add_item(GameButton("hint", game_id, loc))
        view.add_item(GameButton("pass", game_id, loc))
        words = render_wording(loc)
        if await self.text_mode(interaction):
            await interaction.response.send_message(
                body + "\n" + render.rack_text(rack, wording=words), ephemeral=True, view=view
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        pic = await asyncio.to_thread(render.rack_picture, rack, text("rack.title", loc), wording=words)
        await interaction.followup.send(body, ephemeral=True, view=view, file=as_file(pic))

    async def board(self, interaction: discord.Interaction[Any], game_id: int, private: bool) -> None:
        await interaction.response.defer(ephemeral=private, thinking=True)
        row, game = await self.main.read(game_id)
        loc = await prefs.locale(interaction) if private else None  # a public board is in English
        header = text(
            "board.header",
            loc,
            key=game.key,
            bag=len(game.bag),
            turn=text("board.to_play", loc, player=game.current_seat.name),
        )
        words = render_wording(loc)
        files: list[discord.File] = []
        if await self.text_mode(interaction, private):
            content = f"{header}\n" + render.board_text(
                board_view(game), limit=2000 - len(header) - 2, wording=words
            )
        else:
            content = header
            view = board_view(game)
            pic = await asyncio.to_thread(  # drawn once per game version and language
                self.bot.delivery.pictures.get_or_render,
                (game_id, row.version, "board", words.language),
                lambda: render.board_picture(view, wording=words),
            )
            files.append(as_file(pic))
        buttons: Any = discord.utils.MISSING
        if not private:
            from .components import _game_items

            buttons = discord.ui.View(timeout=None)
            for item in _game_items({"game": game_id, "hints": row.options.get("hints", True)}):
                buttons.add_item(item)
        await interaction.followup.send(content, files=files, ephemeral=private, view=buttons)

    async def board_button(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        await self.board(interaction, game_id, True)

    async def hint(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        row, game = await self.main.read(game_id)
        seat = seat_of(game, interaction.user.id)
        if not row.options.get("hints", True):
            raise Refusal("game.hints_off")
        await interaction.response.defer(ephemeral=True, thinking=True)
        loc = await prefs.locale(interaction)
        turns = await asyncio.to_thread(movegen.hints, game.board, game.racks[seat], game.key, 5)
        if not turns:
            await interaction.followup.send(text("game.no_hint", loc), ephemeral=True)
            return
        lines = [f"**{text('hint.title', loc)}**"]
        for i, t in enumerate(turns, 1):
            move = format_turn(game.board, sorted(t.placements, key=lambda p: p.cell))
            lines.append(
                text(
                    "hint.row",
                    loc,
                    rank=i,
                    move=f"`{move}`",
                    score=t.score,
                    bonus=text("hint.bonus", loc) if t.bonus else "",
                )
            )
        best = tuple(sorted(turns[0].placements, key=lambda p: p.cell))
        files = []
        if not await self.text_mode(interaction):
            pic = await asyncio.to_thread(
                render.board_picture, board_view(game, preview=best), wording=render_wording(loc)
            )
            files = [as_file(pic)]
        await interaction.followup.send("\n".join(lines), files=files, ephemeral=True)

    async def status(self, interaction: discord.Interaction[Any], row: Any) -> None:
        loc = await prefs.locale(interaction)
        if row.status == "lobby":
            seats = await self.bot.sessions.base.seats(row.id)
            await interaction.response.send_message(
                text(
                    "status.lobby", loc, host=f"<@{row.owner_id}>", players=", ".join(s.name for s in seats)
                ),
                ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        _, game = await self.main.read(row.id)
        scores = ", ".join(
            f"{s.name} {game.scores[i]}" + ("" if game.active[i] else text("end.left", loc))
            for i, s in enumerate(game.seats)
        )
        body = text(
            "status.body",
            loc,
            key=game.key,
            bag=len(game.bag),
            turn=game.turn_number,
            player=game.current_seat.name,
            scores=scores,
        )
        if row.options.get("open_racks"):
            body += "\n" + "\n".join(
                f"{s.name}: {' '.join(map(str, game.racks[i]))}" for i, s in enumerate(game.seats)
            )
        await interaction.response.send_message(body, ephemeral=True)
