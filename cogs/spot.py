"""Spot Sumoku in a channel: the tableau, claims by select menu or by chat, the race's end.

Discord glue only: the rules (claims, refills, the no-claim rule, scores, when a race counts as
abandoned) live in bot/engine/spot.py. An abandoned race ends by a durable timer (bot/timers.py):
every stored action re-arms it at the engine's idle deadline, in the same transaction, so it
survives a restart and a wrong claim cannot keep a race alive.

Every claim is applied under the game's lock and committed (with the storage's version check
under the lock) before anyone is told, and the report of one set is posted before the next
claim is judged, so sets appear in order and exactly one claim wins each.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import secrets
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import prefs, render
from bot.engine.spot import (
    SHOWN,
    ClaimWon,
    ClaimWrong,
    EndReason,
    Event,
    GameEnded,
    NoClaim,
    SpotError,
    SpotGame,
    letter,
    parse_claim_text,
    parse_letters,
)
from bot.engine.tiles import Tile
from bot.errors import Refusal, guarded
from bot.messages import text
from bot.storage import (
    ChannelBusy,
    GameStateError,
    NewMove,
    NewResult,
    NewSpotClaim,
    NewTimer,
    VersionConflict,
)
from bot.wording import render_wording

log = logging.getLogger("sumoku.spot")

VARIANT = "spot"
NO_MENTIONS = discord.AllowedMentions.none()
RETRIES = 3  # reloads after a version conflict (another process wrote first)
IDLE = "spot_idle"  # the timer kind that ends an abandoned race


def _is_manager(user: discord.abc.User | discord.Member) -> bool:
    perms = getattr(user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


def _now() -> float:
    """discord.py's clock (SimCord's virtual one in tests), in epoch seconds."""
    return discord.utils.utcnow().timestamp()


def _refusal(err: SpotError) -> Refusal:
    """The engine's refusal codes → catalogue messages."""
    return Refusal(f"spot.err.{err.code}" if err.code in _ERROR_CODES else "spot.err.letters")


_ERROR_CODES = frozenset({"finished", "stale", "locked_out", "size", "repeated", "empty_slot", "letters"})


def _letters(slots: Sequence[int]) -> str:
    return " ".join(letter(s) for s in slots)


def _tiles(tiles: Sequence[Tile]) -> str:
    return " ".join(f"`{t}`" for t in tiles)


def _seconds(ms: int | None) -> str:
    return "-" if ms is None else f"{ms / 1000:.1f}"


def _shown_part(game: SpotGame) -> list[Tile | None]:
    """The slots to draw: A–J always, K and L once a tile went there."""
    last = max((i for i, t in enumerate(game.tableau) if t is not None), default=-1)
    return list(game.tableau[: max(SHOWN, last + 1)])


# ---------------------------------------------------------------- the select menu (survives restarts)


class SpotPicker(discord.ui.DynamicItem[discord.ui.Select], template=r"spot:pick:(?P<game>\d+):(?P<set>\d+)"):
    """ "Pick 4": the custom_id carries the game and the set, so a menu on an old set is refused."""

    def __init__(self, game_id: int, set_number: int, game: SpotGame | None = None) -> None:
        options = [
            discord.SelectOption(label=letter(i), value=letter(i), description=_describe(t))
            for i, t in (game.shown if game is not None else [])
        ] or [discord.SelectOption(label=letter(i), value=letter(i)) for i in range(4)]
        super().__init__(
            discord.ui.Select(
                custom_id=f"spot:pick:{game_id}:{set_number}",
                placeholder=text("spot.pick"),
                min_values=4,
                max_values=4,
                options=options,
            )
        )
        self.game_id, self.set_number = game_id, set_number

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> SpotPicker:
        return cls(int(match["game"]), int(match["set"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = list((interaction.data or {}).get("values", []))
        cog = interaction.client.get_cog(SpotCog.__cog_name__)  # the bot's own, not a module global:
        if cog is None:  # nothing keeps an old bot (and its database thread) alive after a restart
            return
        await guarded(
            interaction, lambda: cog.claim_select(interaction, self.game_id, self.set_number, values)
        )


def _describe(tile: Tile) -> str:
    colour = text(f"colour.{tile.colour.letter}")  # the tableau is public: English for everyone
    key = "spot.option_six" if tile.is_six_nine else "spot.option"
    return text(key, None, tile=str(tile), colour=colour, value=tile.value)


def tableau_view(game_id: int, game: SpotGame) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(SpotPicker(game_id, game.set_number, game))
    return view


# ---------------------------------------------------------------- what an action did


@dataclass
class Outcome:
    """One committed action: the game after it, its events, and where its set was shown."""

    game_id: int
    channel_id: int
    game: SpotGame
    events: list[Event]
    version: int
    message_id: int | None  # the tableau message of the set the action was on

    @property
    def won(self) -> ClaimWon | None:
        return next((e for e in self.events if isinstance(e, ClaimWon)), None)

    @property
    def wrong(self) -> ClaimWrong | None:
        return next((e for e in self.events if isinstance(e, ClaimWrong)), None)


# ---------------------------------------------------------------- the cog


class SpotCog(commands.Cog):
    """`/spot start`, `/spot stop`, `/spot show`; claims by the menu or by chat."""

    spot = app_commands.Group(
        name="spot", description="Spot Sumoku: race to spot four tiles", guild_only=True
    )

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # game id -> the set players can see: a set is committed before its picture is posted, and
        # a chat claim typed in between was aimed at the set before it
        self.visible: dict[int, int] = {}

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(SpotPicker)
        self.bot.timers.register(IDLE, self._on_idle)
        self._resume_task = asyncio.create_task(self._resume())

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(SpotPicker)
        self._resume_task.cancel()

    def new_seed(self) -> int:
        """The deal of a new game (a seam for tests that need a particular deal)."""
        return secrets.randbits(48)

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks[game_id]

    # ------------------------------------------------------------ start-up

    async def _resume(self) -> None:
        """Tidy games a crash left half-done: a lobby never started, an end never recorded."""
        try:
            for row in await self.bot.db.games.open_games():
                if row.variant != VARIANT:
                    continue
                if row.status == "lobby":
                    await self.bot.db.games.cancel(row.id)
                elif row.state is not None and row.state.get("finished"):
                    async with self.lock(row.id):
                        await self._store_end(row.id, row.version, SpotGame.from_dict(row.state), None)
                elif row.state is not None and not await self.bot.db.timers.for_game(row.id):
                    await self._arm_idle(row.id, SpotGame.from_dict(row.state))  # from before idle ends
        except Exception:
            log.exception("could not resume Spot games")

    # ------------------------------------------------------------ storage

    async def _load(self, game_id: int) -> tuple[Any, SpotGame]:
        row = await self.bot.db.games.find(game_id)
        if row is None or row.variant != VARIANT or row.state is None:
            raise Refusal("spot.none")
        if row.status != "running":
            raise Refusal("spot.err.finished")
        return row, SpotGame.from_dict(row.state)

    async def _refuse_late(self, game_id: int, set_number: int | None) -> None:
        """A claim on the set that ended the race: say it was too late, not just "over"."""
        row = await self.bot.db.games.find(game_id)
        if row is None or row.state is None or set_number is None:
            return
        game = SpotGame.from_dict(row.state)
        if (
            game.finished
            and game.end_reason in (EndReason.ROUNDS, EndReason.NO_CLAIM)
            and game.set_number == set_number
        ):
            raise Refusal("spot.err.last_set")

    async def _channel_game(self, channel_id: int | None) -> Any:
        row = await self.bot.db.games.open_in_channel(channel_id, VARIANT)
        if row is None or row.status != "running" or row.state is None:
            raise Refusal("spot.none")
        return row

    async def _store_end(self, game_id: int, version: int, game: SpotGame, move: NewMove | None) -> None:
        ended = game.result
        results = [
            NewResult(seat=i, user_id=int(s.player), score=len(s.tiles), final=len(s.tiles), won=s.winner)
            for i, s in enumerate(ended.standings if ended else ())
            if s.player.isdigit()
        ]
        await self.bot.db.finish_game(game_id, version, game.to_dict(), results, move)

    async def claim(
        self, game_id: int, user: discord.abc.User, slots: Sequence[int], set_number: int | None, when: float
    ) -> Outcome:
        """Judge and commit one claim; call with the game's lock held. Refusals change nothing."""
        for _ in range(RETRIES):
            try:
                row, game = await self._load(game_id)
            except Refusal:
                await self._refuse_late(game_id, set_number)
                raise
            try:
                events = game.claim(str(user.id), slots, when, set_number)
            except SpotError as err:
                raise _refusal(err) from None
            judged = next((e for e in events if isinstance(e, ClaimWon | ClaimWrong)), None)
            assert judged is not None
            record = NewSpotClaim(
                user.id,
                judged.round,
                [str(t) for t in judged.tiles],
                isinstance(judged, ClaimWon),
                judged.reaction_ms,
            )
            move = NewMove(
                {"a": "claim", "player": str(user.id), "slots": list(slots), "set": set_number, "at": when},
                user_id=user.id,
                summary=_letters(slots),
                score=len(judged.tiles) if isinstance(judged, ClaimWon) else 0,
            )
            try:
                await self.bot.db.apply_move(
                    game_id, row.version, game.to_dict(), move, claim=record, timers=self._idle_timers(game)
                )
            except VersionConflict:
                continue  # stored by someone else meanwhile: judge again on the new state
            except GameStateError:
                raise Refusal("spot.err.finished") from None
            version = row.version + 1
            if game.finished:
                await self._store_end(game_id, version, game, None)
            await self.bot.timers.resync(game_id)
            return Outcome(game_id, row.channel_id, game, events, version, row.message_id)
        raise Refusal("error.conflict")

    # ------------------------------------------------------------ pictures and reports

    async def _text_mode(self, guild_id: int | None) -> bool:
        """The tableau is public, so it follows the server's display setting, never one user's."""
        return await prefs.text_mode(self.bot.db, guild_id)

    def _chat_hint(self) -> str:
        return text("spot.chat_hint") if self.bot.config.message_content else ""

    def _header(self, game: SpotGame) -> str:
        limit = game.rounds_limit
        of = text("spot.of_rounds", None, rounds=limit) if limit else ""
        rule = text("spot.rule_distinct" if game.distinct_colours else "spot.rule_any", None, key=game.key)
        return "\n".join(
            (
                text("spot.header", None, round=game.round, of=of, key=game.key, bag=len(game.bag)),
                text("spot.instructions", None, rule=rule, chat=self._chat_hint()),
            )
        )

    async def _tableau(self, game: SpotGame, guild_id: int | None) -> tuple[str, list[discord.File]]:
        """The set on show: a picture (or the text form), lettered A–L; public, so in English."""
        tiles = _shown_part(game)
        if await self._text_mode(guild_id):
            return render.tableau_text(tiles, game.key, wording=render_wording(None)), []
        title = text("spot.picture_title", None, round=game.round)
        pic = await asyncio.to_thread(
            render.tableau_picture, tiles, game.key, title, wording=render_wording(None)
        )
        return "", [discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024])]

    def describe(self, game: SpotGame, events: Sequence[Event]) -> list[str]:
        """One line per event, as the channel reads them."""
        lines: list[str] = []
        for ev in events:
            if isinstance(ev, ClaimWon):
                lines.append(
                    text(
                        "spot.won",
                        None,
                        player=f"<@{ev.player}>",
                        letters=_letters(ev.slots),
                        tiles=_tiles(ev.tiles),
                        total=ev.total,
                        seconds=_seconds(ev.reaction_ms),
                        round=ev.round,
                    )
                )
            elif isinstance(ev, NoClaim):
                if ev.returned:
                    lines.append(text("spot.no_claim_redeal", None, count=len(ev.returned)))
                elif ev.added:
                    lines.append(
                        text(
                            "spot.no_claim_added",
                            None,
                            tiles=", ".join(f"{letter(s)} `{t}`" for s, t in ev.added),
                        )
                    )
                else:
                    lines.append(text("spot.no_claim_empty"))
            elif isinstance(ev, GameEnded):
                lines += self.scoreboard(ev, game)
        return lines

    def scoreboard(self, ended: GameEnded, game: SpotGame) -> list[str]:
        reason = {
            EndReason.ROUNDS: "spot.end.rounds",
            EndReason.NO_CLAIM: "spot.end.no_claim",
            EndReason.STOPPED: "spot.end.stopped",
            EndReason.IDLE: "spot.end.idle",
        }[ended.reason]
        lines = [text("spot.end.title"), text(reason, None, rounds=game.round, minutes=self._idle_minutes())]
        for rank, s in enumerate(ended.standings, 1):
            if s.fastest_ms is None:
                lines.append(text("spot.end.row_none", None, rank=rank, player=f"<@{s.player}>"))
                continue
            lines.append(
                text(
                    "spot.end.row",
                    None,
                    rank=rank,
                    player=f"<@{s.player}>",
                    tiles=len(s.tiles),
                    sets=s.sets_won,
                    fastest=_seconds(s.fastest_ms),
                    tag=text("spot.end.winner") if s.winner else "",
                )
            )
        if not ended.standings:
            lines.append(text("spot.end.nobody"))
        winners = [f"<@{p}>" for p in ended.winners]
        if len(winners) == 1:
            lines.append(text("spot.end.winners", None, names=winners[0]))
        elif winners:
            lines.append(text("spot.end.tie", None, names=", ".join(winners)))
        return lines

    async def post_set(
        self,
        channel: discord.abc.Messageable,
        game_id: int,
        game: SpotGame,
        lines: list[str],
        *,
        interaction: discord.Interaction | None = None,
    ) -> None:
        """Post what happened and, unless the game is over, the new set with its menu."""
        guild_id = getattr(getattr(channel, "guild", None), "id", None)
        files: list[discord.File] = []
        view: discord.ui.View | None = None
        body = list(lines)
        if not game.finished:
            body.append(self._header(game))
            content, files = await self._tableau(game, guild_id)
            if content:
                body.append(content)
            view = tableau_view(game_id, game)
        message = "\n".join(body)
        if len(message) > 2000:  # never in practice; the set matters more than the story
            message = message[-2000:]
        try:
            if interaction is not None:
                sent = await interaction.followup.send(
                    message,
                    files=files,
                    view=view or discord.utils.MISSING,
                    allowed_mentions=NO_MENTIONS,
                    wait=True,
                )
            else:
                sent = await channel.send(message, files=files, view=view, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException:
            log.exception(
                "could not post the set of Spot game %s (it is saved; /spot show posts it)", game_id
            )
            return
        if view is not None:
            self.visible[game_id] = game.set_number
            await self.bot.db.games.set_message(game_id, sent.id)

    async def _retire(self, channel: Any, message_id: int | None) -> None:
        """Take the menu off a set that is over (claims on it are refused anyway)."""
        if not message_id:
            return
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not take the menu off message %s", message_id)

    async def report_win(self, outcome: Outcome, channel: Any) -> None:
        await self._retire(channel, outcome.message_id)
        await self.post_set(
            channel, outcome.game_id, outcome.game, self.describe(outcome.game, outcome.events)
        )

    def wrong_text(self, wrong: ClaimWrong, game: SpotGame, locale: object) -> str:
        if wrong.reason == "colour":
            why = text("spot.wrong.colour", locale, tiles=_tiles(wrong.tiles))
        else:
            shown = " + ".join(str(t.face) for t in wrong.tiles)
            why = text(
                "spot.wrong.sum",
                locale,
                tiles=_tiles(wrong.tiles),
                sum=shown,
                total=sum(t.face for t in wrong.tiles),
                key=game.key,
            )
        return text("spot.wrong", locale, letters=_letters(wrong.slots), why=why)

    # ------------------------------------------------------------ the idle end

    @property
    def idle_limit(self) -> float:
        """Seconds without a correct claim or a new set after which a race ends (config)."""
        return float(self.bot.config.spot_idle_s)

    def _idle_minutes(self) -> str:
        return f"{self.idle_limit / 60:g}"

    def _idle_timers(self, game: SpotGame) -> list[NewTimer]:
        """The game's timers after an action: the idle end at the engine's deadline (none once over).

        Stored with the action itself, so a wrong claim re-stores the same deadline and a win
        moves it; a crash between the two cannot leave a stale clock.
        """
        if game.finished:
            return []
        return [NewTimer(IDLE, game.idle_deadline(self.idle_limit), {"set": game.set_number})]

    async def _arm_idle(self, game_id: int, game: SpotGame) -> None:
        """(Re)arm the idle end of a running game outside an action (resume, an early firing)."""
        (timer,) = self._idle_timers(game)
        await self.bot.db.timers.replace(game_id, IDLE, timer.due_at, timer.payload)
        await self.bot.timers.resync(game_id)

    async def _on_idle(self, timer: Any) -> None:
        """The idle deadline came: end the race as /spot stop would, if the engine agrees it sat idle."""
        game_id = timer.game_id
        when = max(_now(), timer.due_at)  # the timer fired because its time came (clocks round)
        async with self.lock(game_id):
            for _ in range(RETRIES):
                row = await self.bot.db.games.find(game_id)
                if row is None or row.variant != VARIANT or row.status != "running" or row.state is None:
                    return
                game = SpotGame.from_dict(row.state)
                try:
                    events = game.end_idle(when, self.idle_limit)
                except SpotError as err:
                    if err.code == "not_idle":  # a set was won meanwhile: sleep until the new deadline
                        await self._arm_idle(game_id, game)
                    return
                move = NewMove({"a": "idle", "at": when}, user_id=None, summary="idle")
                try:
                    await self._store_end(game_id, row.version, game, move)
                except VersionConflict:
                    continue  # someone claimed at the last moment: judge again
                except GameStateError:
                    return
                break
            else:
                log.warning("could not end idle Spot game %s: kept conflicting", game_id)
                return
            await self.bot.timers.resync(game_id)
            self.visible.pop(game_id, None)
            await self._post_idle_end(row, game, events)

    async def _post_idle_end(self, row: Any, game: SpotGame, events: Sequence[Event]) -> None:
        """Tell the channel the race ended for inactivity, with the standings; take the menu away."""
        try:
            channel = self.bot.get_channel(row.channel_id) or await self.bot.fetch_channel(row.channel_id)
            await channel.send("\n".join(self.describe(game, events))[:2000], allowed_mentions=NO_MENTIONS)
        except discord.HTTPException:
            log.exception("could not announce the idle end of Spot game %s (it is recorded)", row.id)
            return
        await self._retire(channel, row.message_id)

    # ------------------------------------------------------------ commands

    @spot.command(name="start", description="Start a Spot Sumoku race in this channel")
    @app_commands.describe(
        rounds="Sets to play (0 = until the bag runs out)",
        distinct_colours="The four tiles must be four different colours (the usual rule)",
    )
    async def start(
        self,
        interaction: discord.Interaction,
        rounds: app_commands.Range[int, 0, 30] = 5,
        distinct_colours: bool = True,
    ) -> None:
        options = {"rounds": rounds, "distinct_colours": distinct_colours}
        try:
            row = await self.bot.db.games.create(
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                variant=VARIANT,
                owner_id=interaction.user.id,
                options=options,
            )
        except ChannelBusy as busy:
            existing = await self.bot.db.games.find(busy.existing_game_id)
            link = (
                f"https://discord.com/channels/{interaction.guild_id}/{interaction.channel_id}/"
                f"{existing.message_id}"
                if existing and existing.message_id
                else "/spot show"
            )
            raise Refusal("spot.busy", link=link) from None
        seed = self.new_seed()
        try:
            async with self.lock(row.id):
                game, events = SpotGame.new(
                    seed, rounds=rounds or None, distinct_colours=distinct_colours, now=_now()
                )
                await self.bot.db.games.start(
                    row.id, game.to_dict(), seed=seed, timers=self._idle_timers(game)
                )
                if game.finished:
                    await self._store_end(row.id, 0, game, None)
                await interaction.response.defer(thinking=True)
                rule = text("spot.rule_distinct" if distinct_colours else "spot.rule_any", None, key=game.key)
                lines = [text("spot.started", None, user=interaction.user.mention, key=game.key, rule=rule)]
                lines += self.describe(game, events)
                await self.post_set(interaction.channel, row.id, game, lines, interaction=interaction)
            await self.bot.timers.resync(row.id)
        except Exception:
            current = await self.bot.db.games.find(row.id)
            if current is not None and current.status == "lobby":
                await self.bot.db.games.cancel(row.id)  # never leave a half-made game blocking the channel
            raise

    @spot.command(
        name="stop", description="Stop the Spot race in this channel (its starter or Manage Server)"
    )
    async def stop(self, interaction: discord.Interaction) -> None:
        row = await self._channel_game(interaction.channel_id)
        if interaction.user.id != row.owner_id and not _is_manager(interaction.user):
            raise Refusal("spot.only_starter", owner=f"<@{row.owner_id}>")
        async with self.lock(row.id):
            row, game = await self._load(row.id)
            events = game.stop()
            move = NewMove(
                {"a": "stop", "by": str(interaction.user.id)}, user_id=interaction.user.id, summary="stopped"
            )
            try:
                await self._store_end(row.id, row.version, game, move)
            except (VersionConflict, GameStateError):
                raise Refusal("error.conflict") from None
            await self.bot.timers.resync(row.id)  # finishing deleted the idle timer: stop sleeping on it
            await interaction.response.send_message(
                "\n".join(
                    [text("spot.stopped", None, user=interaction.user.mention), *self.describe(game, events)]
                ),
                allowed_mentions=NO_MENTIONS,
            )
            await self._retire(interaction.channel, row.message_id)

    @spot.command(name="show", description="Post the current Spot tiles again (when the menu scrolled away)")
    async def show(self, interaction: discord.Interaction) -> None:
        row = await self._channel_game(interaction.channel_id)
        async with self.lock(row.id):
            row, game = await self._load(row.id)
            await interaction.response.defer(thinking=True)
            await self._retire(interaction.channel, row.message_id)
            await self.post_set(
                interaction.channel, row.id, game, [text("spot.reposted")], interaction=interaction
            )

    # ------------------------------------------------------------ claims

    async def claim_select(
        self, interaction: discord.Interaction, game_id: int, set_number: int, values: list[str]
    ) -> None:
        when = _now()
        try:
            slots = parse_letters(values)
        except SpotError as err:
            raise _refusal(err) from None
        async with self.lock(game_id):
            outcome = await self.claim(game_id, interaction.user, slots, set_number, when)
            wrong = outcome.wrong
            if wrong is not None:
                await interaction.response.send_message(
                    self.wrong_text(wrong, outcome.game, await prefs.locale(interaction)), ephemeral=True
                )
                return
            await interaction.response.defer()
            await self.report_win(outcome, interaction.channel)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Four letters typed in a channel with a running race claim (needs the message-content intent)."""
        if not self.bot.config.message_content or message.author.bot or message.guild is None:
            return
        slots = parse_claim_text(message.content or "")
        if slots is None:
            return
        when = _now()
        try:
            row = await self.bot.db.games.open_in_channel(message.channel.id, VARIANT)
            if row is None or row.status != "running" or row.state is None:
                return
            # the set the player was looking at when they typed
            set_number = self.visible.get(row.id, int(row.state.get("set_number", 0)))
            await self._claim_by_chat(message, row.id, slots, set_number, when)
        except Exception:  # a chat message must never break the bot
            log.exception("chat claim %r in channel %s failed", message.content[:20], message.channel.id)

    async def _claim_by_chat(
        self, message: discord.Message, game_id: int, slots: tuple[int, ...], set_number: int, when: float
    ) -> None:
        async with self.lock(game_id):
            try:
                outcome = await self.claim(game_id, message.author, slots, set_number, when)
            except Refusal as refusal:  # a reply to that player: in their chosen language, if any
                await self._reply(message, refusal.render(await self._language(message.author)))
                return
            wrong = outcome.wrong
            if wrong is not None:
                loc = await self._language(message.author)
                await self._reply(message, self.wrong_text(wrong, outcome.game, loc))
                return
            await self.report_win(outcome, message.channel)

    async def _language(self, user: discord.abc.User) -> object:
        """A chat message carries no locale: the player's chosen language, else English."""
        return await prefs.user_language(self.bot.db, user.id)

    async def _reply(self, message: discord.Message, content: str) -> None:
        try:
            await message.reply(content, mention_author=False, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException:
            log.info("could not answer a chat claim in channel %s", message.channel.id)


async def setup(bot: Any) -> None:
    await bot.add_cog(SpotCog(bot))
