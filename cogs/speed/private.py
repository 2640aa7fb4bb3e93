"""What a racer sees of their own (team's) grid, always privately: the grid with its fixed labels
and their hand, with Submit / Dump / Take back last; and the guided flow for phones (pick tiles,
pick a spot on a preview, confirm), each step carrying the grid version it was made for."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.app.components import item
from bot.app.interactions import source
from bot.engine.freegrid import place_action
from bot.engine.speed import SpeedMatch
from bot.engine.turns import Placement
from bot.present import Post, guided
from bot.present import speed as present
from bot.sessions import Outcome
from bot.sessions.actions import GridEdit
from bot.sessions.speed import SpeedSession, SpeedTarget
from bot.words.messages import text
from bot.words.refusal import Refusal

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

Interaction = discord.Interaction["SumokuBot"]


class GridViews:
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    @property
    def speed(self) -> SpeedSession:
        return self.bot.sessions.speed

    async def _load(
        self, interaction: Interaction, game_id: int, version: int | None = None
    ) -> tuple[SpeedMatch, str]:
        _, match = await self.speed.read(game_id)
        rid = self.speed.racer_of(match, interaction.user.id)
        if version is not None and match.version_of(rid) != version:
            raise Refusal("game.speed.stale")
        return match, rid

    async def post(
        self, interaction: Interaction, match: SpeedMatch, rid: str, note: str = "",
        preview: tuple[Placement, ...] = (),
    ) -> Post:  # fmt: skip
        """The racer's grid view, as the presenter words it (with the solver's dump advice)."""
        advice = await self.speed.dump_advice(match, rid)
        return present.own_grid_post(match, rid, note=note, advice=advice, preview=preview)

    async def _send(self, interaction: Interaction, post: Post, view: discord.ui.View, *, edit: bool) -> None:
        text_mode = await self.bot.text_mode(interaction.guild_id, interaction.user.id)
        await self.bot.delivery.private(interaction, post, text_mode=text_mode, edit=edit, view=view)

    def buttons(self, game_id: int, version: int) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        for action in ("submit", "dump", "last"):
            view.add_item(item("speed:grid", action, game_id, version))
        return view

    async def send_grid(
        self, interaction: Interaction, game_id: int, note: str = "", match: SpeedMatch | None = None
    ) -> None:
        """The grid view as a private follow-up (the interaction is acknowledged already). `match`:
        the race as the racer's action just stored it (an outcome's own copy), not read again."""
        try:
            if match is None:
                match, rid = await self._load(interaction, game_id)
            else:
                rid = self.speed.racer_of(match, interaction.user.id)
        except Refusal:  # the round or match just ended: the note says what happened
            if note:
                await interaction.followup.send(note, ephemeral=True)
            return
        if not match.running:
            if note:
                await interaction.followup.send(note, ephemeral=True)
            return
        view = self.buttons(game_id, match.version_of(rid))
        await self._send(interaction, await self.post(interaction, match, rid, note), view, edit=False)

    async def show_grid(self, interaction: Interaction, game_id: int) -> None:
        await self._load(interaction, game_id)  # refuses a non-racer at once
        if await self.bot.runner.acknowledge(source(interaction), private=True):
            await self.send_grid(interaction, game_id)

    # ------------------------------------------------------------ dump

    async def pick_dump(self, interaction: Interaction, game_id: int, version: int) -> None:
        match, rid = await self._load(interaction, game_id, version)
        hand = match.grid_of(rid).hand
        if not hand:
            raise Refusal("speed.dump.empty")
        view = discord.ui.View(timeout=None)
        view.add_item(item("speed:dumpt", game_id, version, sorted(hand)))
        await interaction.response.send_message(text("speed.dump.pick"), view=view, ephemeral=True)

    # ------------------------------------------------------------ guided placement

    async def guide(self, interaction: Interaction, game_id: int) -> None:
        match, rid = await self._load(interaction, game_id)
        hand = match.grid_of(rid).hand
        if not hand:
            raise Refusal("speed.dump.empty")
        view = discord.ui.View(timeout=None)
        view.add_item(item("speed:tiles", game_id, match.version_of(rid), hand))
        await interaction.response.send_message(guided.pick(), view=view, ephemeral=True)

    async def preview(
        self, interaction: Interaction, game_id: int, version: int, idx: tuple[str, ...], pos: int
    ) -> None:
        match, rid = await self._load(interaction, game_id, version)
        chosen = self.speed.chosen_tiles(match, rid, idx)
        speed = self.speed
        if not await self.bot.runner.acknowledge(source(interaction), private=True, update=True):
            return  # Discord lost the interaction
        found = await speed.spots_for(match, rid, chosen)
        grid = match.grid_of(rid)
        view = discord.ui.View(timeout=None)
        view.add_item(item("speed:tiles", game_id, version, grid.hand))
        if not found:
            await interaction.edit_original_response(content=guided.nowhere(), view=view, attachments=[])
            return
        pos = min(pos, len(found) - 1)
        key = ".".join(idx)
        options = [
            discord.SelectOption(label=present.spot_label(grid, s, chosen), value=str(i), default=i == pos)
            for i, s in enumerate(found)
        ]
        view.add_item(item("speed:spot", game_id, version, key, options))
        view.add_item(item("speed:ok", game_id, version, key, pos))
        spot = found[pos]
        placed = tuple(Placement(c, t) for c, t in zip(spot.cells, chosen, strict=True))
        move = guided.where(chosen, grid.label(spot.start), spot.axis)
        note = guided.preview(len(found), chosen, chosen, move, guided.lines(spot.legal))
        await self._send(interaction, await self.post(interaction, match, rid, note, placed), view, edit=True)

    async def confirm(
        self, interaction: Interaction, game_id: int, version: int, idx: tuple[str, ...], pos: int
    ) -> None:
        match, rid = await self._load(interaction, game_id, version)
        chosen = self.speed.chosen_tiles(match, rid, idx)
        found = await self.speed.spots_for(match, rid, chosen)
        if pos >= len(found):
            raise Refusal("game.speed.stale")
        spot = found[pos]
        action = GridEdit(place_action(chosen, spot.start, spot.axis))

        async def grid(_: Outcome) -> None:
            await self.send_grid(interaction, game_id, text("speed.placed"))

        await self.bot.runner.run(
            source(interaction), SpeedTarget(game_id, version), action, private=True, reply=grid
        )
