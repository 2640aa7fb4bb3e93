"""What a racer sees of their own (team's) grid, always privately: the grid with its fixed labels
and their hand, with Submit / Dump / Take back last; and the guided flow for phones (pick tiles,
pick a spot on a preview, confirm), each step carrying the grid version it was made for."""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING, Any

import discord

from bot import prefs, render
from bot.engine.board import Axis
from bot.engine.freegrid import place_action
from bot.engine.guide import spots
from bot.engine.solver import Status, solve_hand
from bot.engine.speed import SpeedMatch
from bot.engine.turns import Placement
from bot.messages import text
from bot.refusal import Refusal
from bot.wording import render_wording

from .components import ConfirmButton, DumpPicker, GridButton, SpotPicker, TilePicker

if TYPE_CHECKING:
    from bot.client import SumokuBot

Interaction = discord.Interaction[Any]
ADVICE_S = 1.0  # the solver's allowance for the dump advice
ADVICE_CACHE = 256


def as_file(pic: render.Picture) -> discord.File:
    return discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024])


class GridViews:
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot
        self._proofs: dict[tuple[tuple[Any, ...], int], bool] = {}  # (tiles, key) -> unfinishable

    @property
    def speed(self) -> Any:
        return self.bot.sessions.speed

    async def _load(
        self, interaction: Interaction, game_id: int, version: int | None = None
    ) -> tuple[SpeedMatch, str]:
        _, match = await self.speed.read(game_id)
        rid = self.speed.racer_of(match, interaction.user.id)
        if version is not None and match.version_of(rid) != version:
            raise Refusal("game.speed.stale")
        return match, rid

    async def render(
        self, interaction: Interaction, game_id: int, match: SpeedMatch, rid: str, note: str = "",
        preview: tuple[Placement, ...] = (),
    ) -> tuple[str, list[discord.File]]:  # fmt: skip
        """The racer's grid and hand, as a picture (or text, by their display choice), in their words."""
        loc = await prefs.locale(interaction)
        grid, rd = match.grid_of(rid), match.round
        ends = text("speed.status.ends", loc, when=f"<t:{int(rd.deadline)}:R>") if rd.deadline else ""
        body = text("speed.grid.body", loc, round=rd.number, rounds=match.rounds, key=rd.key,
                    placed=len(grid), held=len(grid.hand), ends=ends)  # fmt: skip
        words = render_wording(loc)
        hand = render.rack_text(grid.hand, wording=words) if grid.hand else text("speed.grid.hand_empty", loc)
        advice = text("speed.advice.dump", loc) if await self.unfinishable(match, rid) else ""
        content = "\n".join(x for x in (note, body, hand, advice) if x)
        title = text("speed.grid.title", loc)
        if await self.bot.text_mode(interaction.guild_id, interaction.user.id):
            ghost = [(p.cell, p.tile) for p in preview]
            room = max(200, 1990 - len(content))
            drawn = render.grid_text(
                grid.board, rd.key, title, room, wording=words, labels=grid.labels, preview=ghost
            )
            return f"{content}\n{drawn}", []
        pic = await asyncio.to_thread(
            render.grid_picture, grid.board, rd.key, title, wording=words, labels=grid.labels, preview=preview
        )
        return content, [as_file(pic)]

    async def unfinishable(self, match: SpeedMatch, rid: str) -> bool:
        """The dump advice: True only when the solver proves, within a second, that these tiles can
        never all form one valid grid (an undecided answer gives no advice)."""
        tiles = tuple(sorted(match.grid_of(rid).tiles))
        known = self._proofs.get((tiles, match.key))
        if known is None:
            result = await asyncio.to_thread(solve_hand, tiles, match.key, deadline_s=ADVICE_S)
            known = self._proofs[(tiles, match.key)] = result.status is Status.UNSOLVABLE
            if len(self._proofs) > ADVICE_CACHE:
                self._proofs.pop(next(iter(self._proofs)))
        return known

    def buttons(self, game_id: int, version: int, loc: object) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        for action in ("submit", "dump", "last"):
            view.add_item(GridButton(action, game_id, version, loc))
        return view

    async def send_grid(self, interaction: Interaction, game_id: int, note: str = "") -> None:
        """The grid view as a private follow-up (the interaction is acknowledged already)."""
        try:
            match, rid = await self._load(interaction, game_id)
        except Refusal:  # the round or match just ended: the note says what happened
            if note:
                await interaction.followup.send(note, ephemeral=True)
            return
        if not match.running:
            if note:
                await interaction.followup.send(note, ephemeral=True)
            return
        content, files = await self.render(interaction, game_id, match, rid, note)
        view = self.buttons(game_id, match.version_of(rid), await prefs.locale(interaction))
        await interaction.followup.send(content[:2000], files=files, view=view, ephemeral=True)

    async def show_grid(self, interaction: Interaction, game_id: int) -> None:
        await self._load(interaction, game_id)  # refuses a non-racer at once
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.send_grid(interaction, game_id)

    # ------------------------------------------------------------ dump

    async def pick_dump(self, interaction: Interaction, game_id: int, version: int) -> None:
        match, rid = await self._load(interaction, game_id, version)
        loc = await prefs.locale(interaction)
        hand = match.grid_of(rid).hand
        if not hand:
            raise Refusal("speed.dump.empty")
        view = discord.ui.View(timeout=None)
        view.add_item(DumpPicker(game_id, version, sorted(hand), loc))
        await interaction.response.send_message(text("speed.dump.pick", loc), view=view, ephemeral=True)

    # ------------------------------------------------------------ guided placement

    async def guide(self, interaction: Interaction, game_id: int) -> None:
        match, rid = await self._load(interaction, game_id)
        loc = await prefs.locale(interaction)
        hand = match.grid_of(rid).hand
        if not hand:
            raise Refusal("speed.dump.empty")
        view = discord.ui.View(timeout=None)
        view.add_item(TilePicker(game_id, match.version_of(rid), hand, loc))
        await interaction.response.send_message(text("guide.pick_tiles", loc), view=view, ephemeral=True)

    def _chosen(self, match: SpeedMatch, rid: str, idx: tuple[str, ...]) -> list[Any]:
        """The chosen hand tiles in reading order ("3n": the fourth tile, a 6, placed as a 9)."""
        hand = match.grid_of(rid).hand
        picks = [(int(x.rstrip("n")), x.endswith("n")) for x in idx]
        if not picks or any(i >= len(hand) or (nine and not hand[i].is_six_nine) for i, nine in picks):
            raise Refusal("game.speed.stale")
        if len({i for i, _ in picks}) != len(picks):
            raise Refusal("speed.guide.twice")
        return [hand[i].as_nine() if nine else hand[i] for i, nine in picks]

    async def preview(
        self, interaction: Interaction, game_id: int, version: int, idx: tuple[str, ...], pos: int
    ) -> None:
        match, rid = await self._load(interaction, game_id, version)
        chosen = self._chosen(match, rid, idx)
        await interaction.response.defer()
        loc = await prefs.locale(interaction)
        grid = match.grid_of(rid)
        found = await asyncio.to_thread(spots, grid, chosen, match.key)
        view = discord.ui.View(timeout=None)
        view.add_item(TilePicker(game_id, version, grid.hand, loc))
        if not found:
            await interaction.edit_original_response(
                content=text("speed.guide.none", loc), view=view, attachments=[]
            )
            return
        pos = min(pos, len(found) - 1)
        key = ".".join(idx)
        across, down = text("speed.guide.across", loc), text("speed.guide.down", loc)
        options = [
            discord.SelectOption(
                label=text("speed.guide.option", loc, cell=grid.label(s.start),
                           direction=down if s.axis is Axis.DOWN else across,
                           mark="✓" if s.legal else "✗")[:100],
                value=str(i), default=i == pos,
            )
            for i, s in enumerate(found)
        ]  # fmt: skip
        view.add_item(SpotPicker(game_id, version, key, options, loc))
        view.add_item(ConfirmButton(game_id, version, key, pos, loc))
        spot = found[pos]
        placed = tuple(Placement(c, t) for c, t in zip(spot.cells, chosen, strict=True))
        tiles = " ".join(map(str, chosen))
        note = text("speed.guide.preview", loc, tiles=tiles, count=len(found))
        content, files = await self.render(interaction, game_id, match, rid, note, preview=placed)
        await interaction.edit_original_response(content=content[:2000], view=view, attachments=files)

    async def confirm(
        self, interaction: Interaction, game_id: int, version: int, idx: tuple[str, ...], pos: int
    ) -> None:
        match, rid = await self._load(interaction, game_id, version)
        chosen = self._chosen(match, rid, idx)
        found = await asyncio.to_thread(spots, match.grid_of(rid), chosen, match.key)
        if pos >= len(found):
            raise Refusal("game.speed.stale")
        spot = found[pos]
        await interaction.response.defer(ephemeral=True, thinking=True)
        edit = place_action(chosen, spot.start, spot.axis)
        outcome = await self.speed.act(
            game_id, {"a": "grid", "edit": edit}, _actor(interaction), expected_version=version
        )
        try:
            await self.send_grid(interaction, game_id, text("speed.placed", await prefs.locale(interaction)))
        finally:
            await self.bot.delivery.outcome(outcome)


def _actor(interaction: Interaction) -> Any:
    from bot.interactions import actor

    return actor(interaction)
