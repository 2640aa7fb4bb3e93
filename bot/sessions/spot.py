"""Spot Sumoku's session: starting a race, claims, stopping it, and its idle end.

Every claim is judged and stored under the game's lock in one transaction: the move, the claim
record, the idle timer and, when the claim ends the race, its results. A wrong claim is stored
too (it locks the player out of the set) and answered privately; the channel reads only wins.
What a verdict of the engine stores and says (a claim's records, a race's results, a refusal's
message) is spot_verdicts.py's; the lines the race's posts begin with are bot/present/spot.py's.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Sequence
from dataclasses import replace

from bot.engine.spot import (
    ClaimWon,
    ClaimWrong,
    EndReason,
    Event,
    SpotError,
    SpotGame,
    idle_entry,
    stop_entry,
)
from bot.present import Post, board_spot, posts_to_json
from bot.present.board_wire import TableView
from bot.present.spot import describe, set_posts, started_line, stopped_line
from bot.present.stat_values import CardFigures, SpotFigures
from bot.storage import (
    ChannelBusy,
    Game,
    GameStateError,
    NewMove,
    NewTimer,
    Timer,
    TimerGone,
    Variant,
)
from bot.storage.shards import Shards
from bot.words.language import speaking
from bot.words.messages import READER, command_named, language_of, text
from bot.words.refusal import Refusal

from .actions import Claim, Here, Show, SpotAction, StartRace, Stop, Target
from .base import Actor, Locks, Note, Outcome, Session
from .spot_verdicts import claim_stored, refusal, results_of

VARIANT = "spot"
STORES = (VARIANT,)  # the variant names its games are stored under (bot/sessions/variant.py)
TITLES = {VARIANT: "variant.name_spot"}  # each stored name as readers read it (a catalogue id)
IDLE = "spot_idle"  # the timer kind that ends an abandoned race


class SpotTarget(Target[SpotAction]):
    """A channel's Spot race; `version`: the set a claim names (None: whatever set is shown)."""


class SpotHere(Here[StartRace]):
    """A channel where a Spot race starts (/spot start: a race has no lobby)."""


class SpotSession:
    """Spot races; `chat` says whether claims may be typed in the channel (the intent is on)."""

    variant = VARIANT

    def __init__(self, base: Session, *, idle_limit: float, chat: bool) -> None:
        self.base = base
        self.db = base.db
        self.idle_limit = idle_limit
        self.chat = chat
        # claims of one race are answered in order: held from a claim's call to its delivery (not
        # the game's lock, which the session takes itself)
        self.order = Locks()

    @property
    def idle_minutes(self) -> str:
        return f"{self.idle_limit / 60:g}"

    def idle_timers(self, game: SpotGame) -> list[NewTimer]:
        """The idle end at the engine's deadline (none once over), stored with every action."""
        if game.finished:
            return []
        return [NewTimer(IDLE, game.idle_deadline(self.idle_limit), {"set": game.set_number})]

    async def read(self, game_id: int) -> tuple[Game, SpotGame]:
        row = await self.base.row(game_id, none="spot.none", variants=(VARIANT,))
        if row.status != "running" or row.state is None:
            raise Refusal("spot.err.finished" if row.status in ("finished", "cancelled") else "spot.none")
        return row, SpotGame.from_dict(row.state)

    async def board_table(self, row: Game, viewer: Actor, lang: str) -> TableView:
        """The race's tableau on a board, and the viewer's own standing (web/PROTOCOL.md)."""
        with speaking(lang):  # no await from here on: the decoded race is not ours to keep
            return board_spot.spot_table(
                self.base.peek(row, SpotGame.from_dict), viewer.user_id, self.base.clock()
            )

    def board_table_until(self, row: Game, viewer: Actor) -> float | None:
        """When the viewer's lock-out ends (their board may claim again: the table changes with
        nothing stored); None when they are not locked out."""
        game = self.base.peek(row, SpotGame.from_dict)
        you = str(viewer.user_id)
        return game.locked[you] if not game.finished and game.is_locked(you, self.base.clock()) else None

    async def card_figures(
        self, user_id: int, variant: Variant, card: CardFigures, now: float
    ) -> CardFigures:
        """Spot's own /stats figures (registered with it): sets won, the fastest and median times."""
        times = await self.base.db.stats.spot_times(user_id)
        return replace(card, spot=SpotFigures(times.sets_won, times.fastest_ms, times.median_ms))

    async def forget_user(self, game_id: int, user_id: int) -> Outcome | None:
        """/forget-me mid-race: the player's id leaves the race (their tiles won and wrong claims stay,
        under a token); the others play on."""
        await self.base.anonymise_in_running(game_id, user_id)
        return None

    async def running_in(self, channel_id: int | None) -> Game:
        row = await self.db.games.open_in_channel(channel_id, VARIANT)
        if row is None or row.status != "running" or row.state is None:
            raise Refusal("spot.none")
        return row

    # ------------------------------------------------------------ start and stop

    async def start(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        starter: Actor,
        rounds: int,
        distinct: bool,
        seed: int | None = None,
    ) -> Outcome:
        """Open and start a race in one go (a Spot race has no lobby), with its first set."""
        seed = secrets.randbits(48) if seed is None else seed
        try:
            row = await self.db.games.create(
                guild_id=guild_id,
                channel_id=channel_id,
                variant=VARIANT,
                owner_id=starter.user_id,
                options={"rounds": rounds, "distinct_colours": distinct},
            )
        except ChannelBusy as busy:
            raise await self.busy(busy.existing_game_id, guild_id, channel_id) from None
        try:
            async with self.base.lock(row.id):
                now = self.base.clock()
                game, events = SpotGame.new(seed, rounds=rounds or None, distinct_colours=distinct, now=now)
                lang = await self.base.language(guild_id)
                lines = [
                    started_line(starter.user_id, game, lang),
                    *describe(game, events, self.idle_minutes, lang),
                ]
                posts = set_posts(row.id, game, lines, chat=self.chat, lang=lang)
                started, outbox_id = await self.db.games.start_announced(
                    row.id,
                    game.to_dict(),
                    seed=seed,
                    timers=self.idle_timers(game),
                    announce=(channel_id, posts_to_json(posts)),
                )
                if game.finished:  # a deal with no claim at all and an empty bag: over at once
                    await self.db.finish_game(row.id, 0, game.to_dict(), results_of(game))
        except BaseException:
            current = await self.db.games.find(row.id)
            if current is not None and current.status == "lobby":
                await self.db.games.cancel(row.id)  # never leave a half-made game blocking the channel
            raise
        return Outcome(
            row.id, channel_id, started.version, tuple(posts), outbox_id, finished=game.finished, state=game
        )

    async def open_at(self, actor: Actor, action: StartRace, here: Here[StartRace]) -> Outcome:
        """The race's opening door (bot/sessions/variant.py): `start` in `here`, `actor` its starter."""
        return await self.start(
            guild_id=here.guild_id, channel_id=here.channel_id, starter=actor, rounds=action.rounds,
            distinct=action.distinct, seed=action.seed,
        )  # fmt: skip

    async def busy(self, existing_id: int, guild_id: int | None, channel_id: int) -> Refusal:
        existing = await self.db.games.find(existing_id)
        link = (
            self.base.post_link(guild_id, channel_id, existing.message_id)
            if existing is not None and existing.message_id
            else command_named("spot show", language_of(READER))
        )
        if existing is not None and existing.variant.value != VARIANT:
            return Refusal("channel.busy", link=link, kind=existing.variant.value)
        return Refusal("spot.busy", link=link)

    def check_stop(self, row: Game, actor: Actor) -> None:
        if actor.user_id != row.owner_id and not actor.is_manager:
            raise Refusal("spot.only_starter", owner=f"<@{row.owner_id}>")

    async def act(self, actor: Actor, action: SpotAction, target: Target[SpotAction]) -> Outcome:
        """The race's door (bot/sessions/variant.py): a claim, /spot stop, or the set shown again."""
        match action:
            case Claim(slots, when):
                return await self.claim(target.game_id, actor, slots, target.version, when)
            case Stop():
                return await self.stop(target.game_id, actor)
            case Show():
                return await self.show(target.game_id)

    async def stop(self, game_id: int, actor: Actor) -> Outcome:
        async with self.base.lock(game_id):
            row, game = await self.read(game_id)
            self.check_stop(row, actor)
            events = game.stop()
            lang = await self.base.language(row.guild_id)
            lines = [stopped_line(actor.user_id, lang), *describe(game, events, self.idle_minutes, lang)]
            posts = set_posts(row.id, game, lines, chat=self.chat, lang=lang, retire=row.message_id)
            move = NewMove(stop_entry(), user_id=actor.user_id, summary="stopped")
            done = await self.base.store(row, game.to_dict(), move, posts, results=results_of(game))
            return Outcome(
                row.id, row.channel_id, done.version, tuple(posts), done.outbox_id, finished=True, state=game
            )

    async def show(self, game_id: int) -> Outcome:
        """Post the current set again (nothing stored): the old menu goes, a new one is remembered."""
        row, game = await self.read(game_id)
        lang = await self.base.language(row.guild_id)
        reposted = [text("spot.reposted", lang)]
        posts = set_posts(row.id, game, reposted, chat=self.chat, lang=lang, retire=row.message_id)
        return Outcome(row.id, row.channel_id, row.version, tuple(posts), None, state=game)

    # ------------------------------------------------------------ claims

    async def check_claim(
        self, game_id: int, player: Actor, slots: Sequence[int], set_number: int | None
    ) -> bool:
        """Refuse at once (reads only) a claim the engine would refuse: nothing is stored for those.

        True when the claim looks right (its answer is public), False when wrong (answered privately)."""
        try:
            _, game = await self.read(game_id)
        except Refusal:
            await self._refuse_late(game_id, set_number)
            raise
        try:
            events = game.claim(str(player.user_id), slots, self.base.clock(), set_number)  # a throwaway copy
        except SpotError as err:
            raise refusal(err) from None
        return any(isinstance(e, ClaimWon) for e in events)

    async def claim(
        self, game_id: int, player: Actor, slots: Sequence[int], set_number: int | None, when: float
    ) -> Outcome:
        """Judge and store one claim. A win carries the channel's posts; a wrong claim a private note."""
        async with self.base.lock(game_id):
            try:
                row, game = await self.read(game_id)
            except Refusal:
                await self._refuse_late(game_id, set_number)
                raise
            try:
                events = game.claim(str(player.user_id), slots, when, set_number)
            except SpotError as err:
                raise refusal(err) from None
            lang = await self.base.language(row.guild_id)
            judged = next(e for e in events if isinstance(e, ClaimWon | ClaimWrong))
            won = isinstance(judged, ClaimWon)
            record, move = claim_stored(player, slots, set_number, when, judged)
            posts = (
                set_posts(
                    row.id,
                    game,
                    describe(game, events, self.idle_minutes, lang),
                    chat=self.chat,
                    lang=lang,
                    retire=row.message_id,
                )
                if won
                else []
            )
            done = await self.base.store(
                row,
                game.to_dict(),
                move,
                posts,
                claim=record,
                timers=self.idle_timers(game),
                results=results_of(game) if game.finished else None,
            )
            note = None if won else Note("spot.wrong", {"wrong": judged})
            return Outcome(
                row.id,
                row.channel_id,
                done.version,
                tuple(posts),
                done.outbox_id,
                finished=game.finished,
                note=note,
                state=game,
            )

    async def _refuse_late(self, game_id: int, set_number: int | None) -> None:
        """A claim on the set that ended the race: say it was too late, not just "over"."""
        row = await self.db.games.find(game_id)
        if row is None or row.variant != VARIANT or row.state is None or set_number is None:
            return  # no race (another variant's game is refused as read refused it: never decoded)
        game = SpotGame.from_dict(row.state)
        if (
            game.finished
            and game.end_reason in (EndReason.ROUNDS, EndReason.NO_CLAIM)
            and game.set_number == set_number
        ):
            raise Refusal("spot.err.last_set")

    # ------------------------------------------------------------ the idle end

    async def idle(self, timer: Timer) -> Outcome | None:
        """The idle deadline came: end the race as a stop would, if the engine agrees it sat idle."""
        async with self.base.lock(timer.game_id):
            try:
                row, game = await self.read(timer.game_id)
            except Refusal:
                return None
            when = max(self.base.clock(), timer.due_at)  # it fired because its time came (clocks round)
            try:
                events: list[Event] = game.end_idle(when, self.idle_limit)
            except SpotError as err:
                if err.code == "not_idle":  # a set was won meanwhile: sleep until the new deadline
                    (again,) = self.idle_timers(game)
                    await self.db.timers.replace(row.id, IDLE, again.due_at, again.payload)
                return None
            lang = await self.base.language(row.guild_id)
            lines = describe(game, events, self.idle_minutes, lang)
            posts = set_posts(row.id, game, lines, chat=self.chat, lang=lang, retire=row.message_id)
            move = NewMove(idle_entry(when), user_id=None, summary="idle")
            try:
                done = await self.base.store(
                    row, game.to_dict(), move, posts, consume_timer=timer.id, results=results_of(game)
                )
            except TimerGone:
                return None
            return Outcome(
                row.id, row.channel_id, done.version, tuple(posts), done.outbox_id, finished=True, state=game
            )

    async def tidy(self, shards: Shards | None = None) -> list[int]:
        """At start-up: a Spot lobby never started is cancelled; an old race without an idle clock gets
        one (in `shards`' servers only: another process runs the others). Returns the games clocked."""
        clocked = []
        for game_id in await self.db.games.open_ids(variant=VARIANT, shards=shards):
            row = await self.db.games.find(game_id)
            if row is None:
                continue
            if row.status == "lobby":
                with contextlib.suppress(GameStateError):
                    await self.db.games.cancel(row.id)
            elif row.state is not None and not await self.db.timers.for_game(row.id):
                game = SpotGame.from_dict(row.state)
                for t in self.idle_timers(game):
                    await self.db.timers.replace(row.id, IDLE, t.due_at, t.payload)
                    clocked.append(row.id)
        return clocked


__all__ = ["IDLE", "VARIANT", "Post", "SpotSession"]
