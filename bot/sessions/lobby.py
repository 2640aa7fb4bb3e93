"""The lobby of a shared game: opening it, seats, the host's Start and Cancel, its expiry.

The rules of the lobby live here, not in a cog: who may join or leave, who may start, add a
computer or call the game off. Seat changes are single storage steps; the lobby message is
edited after them (cosmetic: the next change rewrites it whole). Opening, starting and calling
off are stored with their announcement in the outbox.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from bot.present import Post, posts_to_json
from bot.present.lobby import closed_post, computer_name, lobby_post, started_post
from bot.storage import (
    AlreadySeated,
    ChannelBusy,
    Game,
    GameFull,
    GameStateError,
    NewSeat,
    NewTimer,
    SeatRow,
    Timer,
)
from bot.words.messages import READER, command_named, language_of, text
from bot.words.refusal import Refusal

from .actions import AddComputer, Cancel, Here, Join, Leave, LobbyAction, OpenLobby, Start, Target
from .base import Actor, Outcome, Session
from .main import MainSession

LOBBY_TTL = 30 * 60.0
EXPIRY = "lobby_expiry"
CHANGES: Mapping[type[LobbyAction], str] = {Join: "join", Leave: "leave", AddComputer: "cpu", Start: "start"}


class LobbyTarget(Target[LobbyAction]):
    """A main game's lobby (its buttons, /sumoku join|leave|start|cancel)."""


class LobbyHere(Here[OpenLobby]):
    """A channel where a main game's lobby opens (/sumoku new)."""


def change_name(action: LobbyAction) -> str:
    """The lobby's own word for a seat change (its rules and its stored lobby log speak it)."""
    return CHANGES.get(type(action), "cancel")


class LobbySession:
    """Lobbies of the main game; a race's lobby (speed_lobby.py) shares these rules and changes
    only its variant, its messages and the start (`main.start`)."""

    VARIANTS: ClassVar[tuple[str, ...]] = ("main",)  # a lobby button naming another game is refused
    TARGET: ClassVar[type[Target[LobbyAction]]] = LobbyTarget  # its door (bot/sessions/variant.py)
    HERE: ClassVar[type[Here[OpenLobby]]] = LobbyHere  # its opening door
    post = staticmethod(lobby_post)  # the lobby message
    started = staticmethod(started_post)  # what the lobby message becomes at the start

    def variant_for(self, options: Mapping[str, object]) -> str:
        return "main"

    def __init__(self, base: Session, main: MainSession) -> None:
        self.base = base
        self.db = base.db
        self.main = main

    async def open(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host: Actor,
        options: Mapping[str, object],
        computers: int,
        level: str,
    ) -> Outcome:
        lang = await self.base.language(guild_id)
        seats = [NewSeat(host.user_id, host.name)]
        seats += [NewSeat(None, computer_name(i, level, lang), "computer", level) for i in range(computers)]
        try:
            row = await self.db.games.create(
                guild_id=guild_id,
                channel_id=channel_id,
                variant=self.variant_for(options),
                owner_id=host.user_id,
                options=options,
                seats=seats,
                timers=[NewTimer(EXPIRY, self.base.clock() + LOBBY_TTL)],
                announce=lambda game, rows: posts_to_json(
                    [self.post(game.id, game.owner_id, game.options, rows, lang=lang)]
                ),
            )
        except ChannelBusy as busy:
            raise await self.busy(busy.existing_game_id, guild_id, channel_id) from None
        seat_rows = await self.db.seats.list(row.id)
        post = self.post(row.id, row.owner_id, row.options, seat_rows, lang=lang)
        pending = await self.db.outbox.pending_for(row.id)
        return Outcome(row.id, channel_id, 0, (post,), pending[0] if pending else None)

    async def open_at(self, actor: Actor, action: OpenLobby, here: Here[OpenLobby]) -> Outcome:
        """The lobby's opening door (bot/sessions/variant.py): `open` in `here`, `actor` its host. A
        turn limit left unset (None) is the server's default, read now (once acknowledged)."""
        options = action.options
        if "turn_limit" in options and options["turn_limit"] is None:
            default = (await self.db.settings.guild(here.guild_id or 0)).turn_limit_s or 0
            options = {**options, "turn_limit": default // 60 * 60}
        return await self.open(
            guild_id=here.guild_id, channel_id=here.channel_id, host=actor, options=options,
            computers=action.computers, level=action.level,
        )  # fmt: skip

    async def busy(self, existing_id: int, guild_id: int | None, channel_id: int) -> Refusal:
        """The refusal for a channel that already has a shared game, with a link to it."""
        existing = await self.db.games.find(existing_id)
        if existing is not None and existing.message_id:
            link = self.base.post_link(guild_id, channel_id, existing.message_id)
        else:
            link = command_named("sumoku status", language_of(READER))
        kind = existing.variant.value if existing is not None else "main"
        return Refusal("lobby.busy" if kind == "main" else "channel.busy", link=link, kind=kind)

    async def check(self, game_id: int, actor: Actor, action: str) -> None:
        """Refuse at once what `change` would refuse (reads only), before anything is acknowledged."""
        row = await self.base.row(game_id, variants=self.VARIANTS)
        self._judge(row, await self.db.seats.list(row.id), actor, action)

    def _judge(self, row: Game, seats: list[SeatRow], actor: Actor, action: str) -> None:
        if row.status in ("finished", "cancelled"):
            raise Refusal("game.over")
        if row.status != "lobby":
            raise Refusal("lobby.not_lobby")
        max_seats = int(row.options.get("max_players", 4))
        seated = any(s.user_id == actor.user_id for s in seats)
        if action == "join":
            if seated:
                raise Refusal("lobby.already_in")
            if len(seats) >= max_seats:
                raise Refusal("lobby.full", max=max_seats)
        elif action == "leave":
            if not seated:
                raise Refusal("lobby.not_in")
            if actor.user_id == row.owner_id:
                raise Refusal("lobby.host_cannot_leave")
        elif actor.user_id != row.owner_id and not actor.is_manager:
            raise Refusal("lobby.only_host", host=f"<@{row.owner_id}>")
        elif action == "cpu" and len(seats) >= max_seats:
            raise Refusal("lobby.full", max=max_seats)
        elif action == "start" and len(seats) < 2:
            raise Refusal("lobby.need_players")

    async def act(self, actor: Actor, action: LobbyAction, target: Target[LobbyAction]) -> Outcome:
        """The lobby's door (bot/sessions/variant.py): a seat change, the start, or calling it off."""
        if isinstance(action, Cancel):
            return await self.cancel(target.game_id, actor)
        return await self.change(target.game_id, actor, change_name(action))

    async def change(self, game_id: int, actor: Actor, action: str) -> Outcome:
        """join, leave, cpu (host) or start (host): check, apply, and say what the lobby shows now."""
        async with self.base.lock(game_id):
            row = await self.base.row(game_id, variants=self.VARIANTS)
            seats = await self.db.seats.list(row.id)
            self._judge(row, seats, actor, action)
            lang = await self.base.language(row.guild_id)
            max_seats = int(row.options.get("max_players", 4))
            if action == "join":
                try:
                    await self.db.seats.add(row.id, NewSeat(actor.user_id, actor.name), max_seats=max_seats)
                except AlreadySeated:
                    raise Refusal("lobby.already_in") from None
                except GameFull:
                    raise Refusal("lobby.full", max=max_seats) from None
            elif action == "leave":
                await self.db.seats.remove(row.id, user_id=actor.user_id)
            elif action == "cpu":
                level = str(row.options.get("level", "normal"))
                name = computer_name(sum(1 for s in seats if s.kind == "computer"), level, lang)
                try:
                    await self.db.seats.add(
                        row.id, NewSeat(None, name, "computer", level), max_seats=max_seats
                    )
                except GameFull:
                    raise Refusal("lobby.full", max=max_seats) from None
            elif action == "start":
                edit = (
                    [self.started(row.owner_id, row.options, seats, row.message_id, lang=lang)]
                    if row.message_id
                    else []
                )
                try:
                    return await self.main.start(row, seats, extra_posts=edit)
                except GameStateError:
                    raise Refusal("lobby.not_lobby") from None
            else:
                raise ValueError(f"unknown lobby action {action!r}")
            seats = await self.db.seats.list(row.id)
            post = (
                self.post(row.id, row.owner_id, row.options, seats, lang=lang, edit=row.message_id)
                if row.message_id
                else None
            )
            return Outcome(row.id, row.channel_id, row.version, (post,) if post else ())

    async def check_cancel(self, game_id: int, actor: Actor) -> Game:
        row = await self.base.row(game_id, variants=self.VARIANTS)
        await self._judge_cancel(row, actor)
        return row

    async def _judge_cancel(self, row: Game, actor: Actor) -> None:
        if not row.is_open:
            raise Refusal("game.over")
        if actor.user_id != row.owner_id and not actor.is_manager:
            raise Refusal("lobby.only_host", host=f"<@{row.owner_id}>")
        if row.status == "running":
            seats = await self.db.seats.list(row.id)
            humans = sum(1 for s in seats if s.kind == "human")
            playing = any(s.user_id == actor.user_id for s in seats)
            if humans >= 2 and (playing or not actor.is_manager):  # a manager who plays may not either
                raise Refusal("game.cancel_started")

    async def cancel(self, game_id: int, actor: Actor) -> Outcome:
        """Call a lobby or a game off: the host or a server manager.

        Fair play: once a game with two or more human players has started, its host cannot call it
        off (that would erase a loss); they may resign instead. A server manager still can
        (moderation): nothing is recorded for anyone then.
        """
        async with self.base.lock(game_id):
            row = await self.base.row(game_id, variants=self.VARIANTS)
            await self._judge_cancel(row, actor)
            lang = await self.base.language(row.guild_id)
            cancelled = {"user": f"<@{actor.user_id}>"}
            posts: list[Post] = [Post(content=text("game.cancelled", lang, **cancelled), language=lang)]
            if row.status == "lobby" and row.message_id:
                posts.insert(0, closed_post("game.cancelled", row.message_id, lang, **cancelled))
            try:
                await self.db.games.cancel(
                    row.id,
                    reason="host" if actor.user_id == row.owner_id else "manager",
                    announce=(row.channel_id, posts_to_json(posts)),
                )
            except GameStateError:
                raise Refusal("game.over") from None
            pending = await self.db.outbox.pending_for(row.id)
            last = pending[-1] if pending else None
            return Outcome(row.id, row.channel_id, row.version, tuple(posts), last, finished=True)

    async def expire(self, timer: Timer) -> Outcome | None:
        """Nobody started the lobby in time: close it and say so on its message."""
        async with self.base.lock(timer.game_id):
            row = await self.db.games.find(timer.game_id)
            if row is None or row.status != "lobby":
                await self.db.timers.drop(timer)
                return None
            lang = await self.base.language(row.guild_id)
            post = (
                closed_post("lobby.expired", row.message_id, lang)
                if row.message_id
                else Post(content=text("lobby.expired", lang), language=lang)
            )
            try:
                await self.db.games.cancel(
                    row.id, reason="expired", announce=(row.channel_id, posts_to_json([post]))
                )
            except GameStateError:
                return None
            pending = await self.db.outbox.pending_for(row.id)
            return Outcome(
                row.id, row.channel_id, row.version, (post,), pending[-1] if pending else None, finished=True
            )

    async def seats_of(self, row: Game) -> list[SeatRow]:
        return await self.db.seats.list(row.id)
