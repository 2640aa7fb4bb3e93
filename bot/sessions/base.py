"""What every game session shares: per-game locks, loading a game once, and the one commit.

A session owns a variant's loop: it takes a plain action (a dict), loads the game once under the
game's lock, asks the engine, has the presenter say what the channel must read, and stores the
action, its timers and those posts (the outbox) in ONE transaction (`Database.commit`). It returns
an `Outcome`; the bot layer delivers its posts. Nothing here imports discord; the clock is passed in.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from bot.present import Post, posts_to_json
from bot.present.posts import post_link
from bot.storage import (
    Committed,
    Database,
    Game,
    GameNotFound,
    GameStateError,
    NewMove,
    NewResult,
    NewSpotClaim,
    NewTimer,
    SeatRow,
    VersionConflict,
    forgetting,
)
from bot.storage.privacy import anonymised_state
from bot.thinking import Thinker
from bot.thinking import shared as shared_thinker
from bot.words.messages import ENGLISH, spoken
from bot.words.refusal import Refusal

from .decoded import DecodedGames, key_of

T = TypeVar("T")

log = logging.getLogger("sumoku.sessions")
Clock = Callable[[], float]  # epoch seconds; discord.py's clock in the bot, SimCord's in tests
RatingChanges = Mapping[int, tuple[float, float]]  # seat -> (shown rating after the game, its change)


@dataclass(frozen=True, slots=True)
class Actor:
    """Who acts, as far as the rules care: their id, the name others see, server-manager rights."""

    user_id: int
    name: str
    is_manager: bool = False


@dataclass(frozen=True, slots=True)
class Note:
    """A private word for the actor (a message id and its parameters; a Note may nest in params)."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)


class Stored:
    """A game handed to an `Outcome` as the state its commit stored: decoded when first read.

    Why: the session keeps the game it just stored decoded for the next action (decoded.py), and
    that object must be no one else's. An outcome that carried it would let a caller (a reply
    drawn after an await, a test) read it while the next action changes it, or change it under
    the next action. Decoding the stored state instead gives the caller a game of its own, and
    costs nothing when no one reads it (most actions)."""

    __slots__ = ("_data", "_decode")

    def __init__(self, data: Mapping[str, Any], decode: Callable[[Any], Any]) -> None:
        self._data, self._decode = data, decode

    def thaw(self) -> Any:
        return self._decode(self._data)


class _State:
    """`Outcome.state`: a `Stored` is decoded on first read, then kept on that outcome."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = f"_{name}"

    def __get__(self, outcome: object, owner: type | None = None) -> Any:
        if outcome is None:
            return None  # the field's default, as dataclasses asks for it
        value = outcome.__dict__.get(self.slot)
        if isinstance(value, Stored):
            value = outcome.__dict__[self.slot] = value.thaw()
        return value

    def __set__(self, outcome: object, value: Any) -> None:
        outcome.__dict__[self.slot] = value


@dataclass(frozen=True)
class Outcome:
    """What one stored action did, for the cog and delivery.

    `posts` are what the channel must read (already in the outbox as `outbox_id`); `note` is a
    private answer for the actor; `state` the engine's game after the action (given as a
    `Stored`, decoded from what was stored when first read: never a game another holds).
    """

    game_id: int
    channel_id: int
    version: int
    posts: tuple[Post, ...] = ()
    outbox_id: int | None = None
    finished: bool = False
    computer_to_move: bool = False
    note: Note | None = None
    state: Any = _State()


class Locks:
    """One asyncio lock per game, shared by every session of the process."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}

    def __call__(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def forget(self, game_id: int) -> None:
        lock = self._locks.get(game_id)
        if lock is not None and not lock.locked():
            del self._locks[game_id]


class Session:
    """The base of the variants' sessions."""

    variant: str = ""

    def __init__(
        self, db: Database, clock: Clock, locks: Locks | None = None, thinker: Thinker | None = None
    ) -> None:
        self.db = db
        self.clock = clock
        self.lock = locks or Locks()
        self.thinker = thinker or shared_thinker()  # computer players and the solver, off the loop
        self.decoded = DecodedGames()  # running games as the last action left them (decoded.py)
        self.message_links = True  # see `post_link`

    def post_link(self, guild_id: int | None, channel_id: int, message_id: int) -> str:
        """A game's post, as a refusal names it (bot.present.posts.post_link)."""
        return post_link(guild_id, channel_id, message_id, web=self.message_links)

    def peek(self, row: Game, decode: Callable[[dict[str, Any]], T]) -> T:
        """The game at the row's version to READ (a board's table): from the decoded-games cache
        while it runs (decoded.py), else decoded from the row. Held across no await."""
        if row.status != "running":
            return decode(row.state or {})
        return self.decoded.peek(key_of(row), row.version, row.state or {}, decode)

    async def row(
        self, game_id: int, *, none: str = "game.none", variants: Collection[str] | None = None
    ) -> Game:
        """The stored game of this session's variant, or a refusal saying there is none.

        `variants`: the ones the caller plays. A game id from a button or menu can name a game of
        another variant (forged, or copied): refused as unknown, never decoded as the wrong game."""
        try:
            row = await self.db.games.get(game_id)
        except GameNotFound:
            raise Refusal(none) from None
        if self.variant and row.variant != self.variant:
            raise Refusal(none)
        if variants is not None and row.variant not in variants:
            raise Refusal("component.unknown_game")
        return row

    async def language(self, guild_id: int | None) -> str:
        """The language of a server's public posts: its stored setting, English when unset (a
        storage error reads English too: a post is better in English than not at all)."""
        try:
            return spoken((await self.db.settings.guild(guild_id or 0)).language) or ENGLISH
        except Exception:
            log.warning("could not read the language of server %s", guild_id, exc_info=True)
            return ENGLISH

    async def channel_game(self, channel_id: int | None, variant: str | None = None) -> Game | None:
        """The channel's open shared game (of `variant`, if given)."""
        return await self.db.games.open_in_channel(channel_id, variant)

    async def seats(self, game_id: int) -> list[SeatRow]:
        return await self.db.seats.list(game_id)

    async def anonymise_in_running(self, game_id: int, user_id: int) -> int | None:
        """/forget-me in one running game, under its lock: the user's id and name leave its state and
        rows (version + 1), the game goes on for the others. None if it is no longer running."""
        async with self.lock(game_id):
            return await forgetting.forget_in_running_game(
                self.db, game_id, user_id, lambda state, token: anonymised_state(state, user_id, token)
            )

    async def store(
        self,
        row: Game,
        state: Mapping[str, object],
        move: NewMove | None,
        posts: Sequence[Post] | Callable[[RatingChanges], Sequence[Post]],
        *,
        timers: Sequence[NewTimer] | None = None,
        consume_timer: int | None = None,
        claim: NewSpotClaim | None = None,
        results: Sequence[NewResult] | None = None,
    ) -> Committed:
        """The one commit: state (version-checked), move, timers, outbox and results together."""
        try:
            return await self.db.commit(
                row.id,
                row.version,
                state,
                move,
                timers=timers,
                announce=(row.channel_id, _as_json(posts)) if posts else None,
                consume_timer=consume_timer,
                claim=claim,
                results=results,
            )
        except VersionConflict:
            raise Refusal("error.conflict") from None
        except GameStateError:
            raise Refusal("game.over") from None


def _as_json(
    posts: Sequence[Post] | Callable[[RatingChanges], Sequence[Post]],
) -> list[dict[str, object]] | Callable[[RatingChanges], list[dict[str, object]]]:
    """Posts as JSON, or a function of the game's rating changes returning them as JSON."""
    if callable(posts):
        return lambda ratings: posts_to_json(posts(ratings))
    return posts_to_json(posts)
