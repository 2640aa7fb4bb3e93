"""Spot Sumoku in a channel: `/spot start`, `/spot stop`, `/spot show`, claims by the pick-4 menu
or by typing four letters. Discord glue only: the race's rules live in bot/engine/spot.py, its
loop in bot/sessions/spot.py, its posts in bot/present/spot.py.

Claims of one race are answered in order: each claim is stored and its new set delivered before
the next claim of that race is judged, so sets appear in the order they were won.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.components import GameItem, picked, register_view
from bot.app.interactions import actor, source
from bot.app.runner import Unasked
from bot.engine.spot import SpotError, SpotGame, letter, parse_claim_text, parse_letters
from bot.engine.spot_events import ClaimWrong
from bot.engine.tiles import Tile
from bot.present.posts import ComponentData
from bot.present.spot import wrong_text
from bot.sessions import Actor, Outcome
from bot.sessions.actions import Claim, Show, StartRace, Stop
from bot.sessions.spot import IDLE, VARIANT, SpotHere, SpotSession, SpotTarget
from bot.sessions.spot_verdicts import refusal
from bot.words.language import no_reader, speaking
from bot.words.messages import spoken, text
from bot.words.refusal import Refusal

if TYPE_CHECKING:
    from bot.app.client import SumokuBot

log = logging.getLogger("sumoku.spot")
Interaction = discord.Interaction["SumokuBot"]
NO_MENTIONS = discord.AllowedMentions.none()


def _describe(tile: Tile) -> str:
    colour = text(f"colour.{tile.colour.letter}")  # public: the post's language (delivery is speaking it)
    key = "spot.option_six" if tile.is_six_nine else "spot.option"
    return text(key, None, tile=str(tile), colour=colour, value=tile.value)


class SpotPicker(
    GameItem, discord.ui.DynamicItem[discord.ui.Select], template=r"spot:pick:(?P<game>\d+):(?P<set>\d+)"
):
    """ "Pick 4": the custom_id carries the game and the set, so a menu on an old set is refused."""

    def __init__(self, game: int, set: int, shown: list[tuple[int, Tile]] | None = None) -> None:
        options = [
            discord.SelectOption(label=letter(i), value=letter(i), description=_describe(t))
            for i, t in shown or ()
        ] or [discord.SelectOption(label=letter(i), value=letter(i)) for i in range(4)]
        super().__init__(
            discord.ui.Select(
                custom_id=f"spot:pick:{game}:{set}",
                placeholder=text("spot.pick"),
                min_values=4,
                max_values=4,
                options=options,
            )
        )
        self.game_id, self.set_number = game, set

    async def run(self, interaction: Interaction) -> None:
        values = picked(interaction)
        await claim_select(interaction.client, interaction, self.game_id, self.set_number, values)


async def claim_select(
    bot: SumokuBot, interaction: Interaction, game_id: int, set_number: int, values: list[str]
) -> None:
    """A claim by the pick-4 menu: refused at once when it cannot be right; acknowledged before it
    is stored (a wrong claim's answer is the claimer's alone), delivered in the race's order."""
    race = bot.sessions.spot
    when = bot.sessions.base.clock()
    try:
        slots = parse_letters(values)
    except SpotError as err:
        raise refusal(err) from None
    right = await race.check_claim(game_id, actor(interaction), slots, set_number)

    async def wrong(outcome: Outcome) -> None:  # the claimer's alone; a win is the channel's post
        if outcome.note is not None:
            await interaction.followup.send(_wrong_claim(outcome), ephemeral=True)

    await bot.runner.run(
        source(interaction),
        SpotTarget(game_id, set_number),
        Claim(slots, when),
        private=not right,
        update=right,
        reply=wrong,
        order=race.order(game_id),
    )


def _wrong_claim(outcome: Outcome) -> str:
    """Why the claim an outcome refused was wrong, for the claimer alone (the race's note says)."""
    wrong = outcome.note.params.get("wrong") if outcome.note is not None else None
    if not isinstance(wrong, ClaimWrong) or not isinstance(outcome.state, SpotGame):
        raise TypeError(f"a wrong claim's outcome carries {wrong!r} and {type(outcome.state).__name__}")
    return wrong_text(wrong, outcome.state)


def _picker(data: ComponentData) -> list[discord.ui.Item[Any]]:
    from bot.engine.notation import parse_tile

    shown = [(int(i), parse_tile(str(t))) for i, t in data.get("tiles", ())]
    return [SpotPicker(int(data["game"]), int(data["set"]), shown)]


class SpotCog(commands.Cog):
    """`/spot start`, `/spot stop`, `/spot show`; claims by the menu or by chat."""

    spot = app_commands.Group(
        name="spot",
        description="Spot Sumoku: race to spot four tiles",
        guild_only=True,  # a race in a server channel
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False),
        allowed_installs=app_commands.AppInstallationType(guild=True, user=False),
    )

    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    @property
    def session(self) -> SpotSession:
        return self.bot.sessions.spot

    def new_seed(self) -> int | None:
        """The deal of a new race (a seam for tests that need a particular deal; None = random)."""
        return None

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(SpotPicker)
        register_view("spot_picker", _picker)
        race = self.session
        self.bot.timers.register(IDLE, self.bot.runner.timer(race.idle, lambda t: race.order(t.game_id)))
        self._tidy = asyncio.create_task(self._tidy_races(), context=no_reader())

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(SpotPicker)
        self._tidy.cancel()  # a start that failed after this cog loaded: no tidying on a closing bot
        with contextlib.suppress(asyncio.CancelledError):
            await self._tidy

    async def _tidy_races(self) -> None:
        try:
            for game_id in await self.session.tidy(self.bot.config.shards):
                await self.bot.timers.sync(game_id)
        except Exception:
            # a start that failed meanwhile (the board's port taken) closes what this used: the
            # operator reads that failure's one line, not this one's traceback
            if not self.bot.stopping:
                log.exception("could not tidy Spot races at start-up")

    # ------------------------------------------------------------ commands

    @spot.command(name="start", description="Start a Spot Sumoku race in this channel")
    @app_commands.describe(
        rounds="Sets to play (0 = until the bag runs out)",
        distinct_colours="The four tiles must be four different colours (the usual rule)",
    )
    async def start(
        self,
        interaction: Interaction,
        rounds: app_commands.Range[int, 0, 30] = 5,
        distinct_colours: bool = True,
    ) -> None:
        existing = await self.bot.sessions.base.channel_game(interaction.channel_id)
        if existing is not None:
            raise await self.session.busy(existing.id, interaction.guild_id, interaction.channel_id or 0)
        here = SpotHere(interaction.channel_id or 0, interaction.guild_id)
        race = StartRace(rounds, distinct=distinct_colours, seed=self.new_seed())
        await self.bot.runner.run(source(interaction), here, race, private=False)

    @spot.command(
        name="stop", description="Stop the Spot race in this channel (its starter or Manage Server)"
    )
    async def stop(self, interaction: Interaction) -> None:
        row = await self.session.running_in(interaction.channel_id)
        self.session.check_stop(row, actor(interaction))
        race = self.session
        await self.bot.runner.run(
            source(interaction), SpotTarget(row.id), Stop(), private=False, order=race.order(row.id)
        )

    @spot.command(name="show", description="Post the current Spot tiles again (when the menu scrolled away)")
    async def show(self, interaction: Interaction) -> None:
        row = await self.session.running_in(interaction.channel_id)
        race = self.session
        await self.bot.runner.run(
            source(interaction), SpotTarget(row.id), Show(), private=False, order=race.order(row.id)
        )

    # ------------------------------------------------------------ claims by chat

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Four letters typed in a channel with a running race claim (needs the message-content intent)."""
        if not self.bot.config.message_content or message.author.bot or message.guild is None:
            return
        slots = parse_claim_text(message.content or "")
        if slots is None:
            return
        when = self.bot.sessions.base.clock()
        try:
            row = await self.bot.sessions.base.channel_game(message.channel.id, VARIANT)
            if row is None or row.status != "running" or row.state is None:
                return
            set_number = int(row.state.get("set_number", 0))  # the set on show when it was typed
            await self._claim_by_chat(message, row.id, slots, set_number, when)
        except Exception:  # a chat message must never break the bot
            log.exception("chat claim %r in channel %s failed", message.content[:20], message.channel.id)

    async def _claim_by_chat(
        self, message: discord.Message, game_id: int, slots: tuple[int, ...], set_number: int, when: float
    ) -> None:
        player = Actor(message.author.id, message.author.display_name)
        race = self.session

        async def wrong(outcome: Outcome) -> None:  # a reply to that player: in their chosen language
            if outcome.note is not None:
                with speaking(await self._language(message)):
                    await self._reply(message, _wrong_claim(outcome))

        # held around the refusal's reply too: a race's claims are answered in the order they came
        async with race.order(game_id):
            try:
                await self.bot.runner.run(
                    Unasked(player), SpotTarget(game_id, set_number), Claim(slots, when), private=False,
                    reply=wrong,
                )  # fmt: skip
            except Refusal as refused:
                with speaking(await self._language(message)):
                    await self._reply(message, refused.render())

    async def _language(self, message: discord.Message) -> str:
        """A chat message carries no locale: the player's chosen language, else the server's."""
        chosen = spoken(await self.bot.user_language(message.author.id))
        return chosen or await self.bot.sessions.base.language(message.guild.id if message.guild else None)

    async def _reply(self, message: discord.Message, content: str) -> None:
        try:
            await message.reply(content, mention_author=False, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException:
            log.info("could not answer a chat claim in channel %s", message.channel.id)


async def setup(bot: SumokuBot) -> None:
    await bot.add_cog(SpotCog(bot))


__all__ = ["SpotCog", "SpotPicker", "re"]
