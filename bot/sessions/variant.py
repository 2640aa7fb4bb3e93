"""The one contract every variant's session keeps, and the registry the runner finds them in.

A variant plugs in as python-chess's do: a session class that keeps `Playable` (act on a target
with a typed action for an actor; forget a user) and one line registering it with the target type
its doors build (`Variants.register`). The runner (`Runner.run(source, target, action)`) and
/forget-me ask the registry; nothing outside the variant's own modules names it.

What shared readers need to know of a stored name is registered with it too: its `title` (the
catalogue id of its name as readers read it: /stats, /leaderboard, /sumoku history; a name with none
reads as stored), whether its leaderboard is the records' own table (`own_board`: Solo's most tiles
placed) rather than wins or rating, and how a finished game of it is replayed move by move
(`replay`: the main game's; none, no replay). Whether it is rated is storage's fact of the stored
name (`Variant.rating`: storage rates its games as they end), read here (`rated`). Stats are not
opt-in: every variant whose games stored results (`Session.store(..., results=...)`) gets a /stats
card of the common figures (games, wins, average, best, its recent games) and a leaderboard by wins;
a variant's own figures are the records' to add.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol, TypeVar, runtime_checkable

from bot.engine.main_game import MainGame
from bot.present.board_wire import PreviewVerdict, TableView, TilePair
from bot.present.stat_values import CardFigures, ReplayedMove
from bot.storage import Game, Variant, register_variant

from .actions import Here, Target
from .base import Actor, Note, Outcome

A = TypeVar("A")
A_in = TypeVar("A_in", contravariant=True)


class Playable(Protocol[A_in]):
    """A variant's session as the runner sees it: one action on one target, for one actor."""

    async def act(self, actor: Actor, action: A_in, target: Target[Any]) -> Outcome | None:
        """Judge and store the action in one transaction; its Outcome (posts, timers), or None when
        nothing is to be announced. A refusal is raised (a Refusal), nothing stored."""
        ...


class Opens(Protocol[A]):
    """A variant's session as its opening door sees it: a new game `action` asks for, where `here`
    says, its actor the host (a lobby), the starter (a race) or the player (Solo)."""

    async def open_at(self, actor: Actor, action: A, here: Here[A]) -> Outcome | None:
        """Create (and deal, if it starts at once) the game in one transaction, with its
        announcement; a Refusal (the channel is busy, …) stores nothing."""
        ...


# one action on one target, bound: what is left is to make it as an actor (the runner does)
Door = Callable[[Actor], Awaitable[Outcome | None]]


@runtime_checkable
class Forgetter(Protocol):
    """What a variant's session offers /forget-me (bot/sessions/forget.py)."""

    async def forget_user(self, game_id: int, user_id: int) -> Outcome | None: ...


# A variant's board table (web/PROTOCOL.md's `table`, below its head): the game of `row` as
# `viewer` may see it, in `lang`; None when nothing of it is theirs (another player's Solo game).
TableMaker = Callable[[Game, Actor, str], Awaitable[TableView | None]]


@runtime_checkable
class Tabled(Protocol):
    """A variant's session that lays out its own board table (bot/present/board*.py)."""

    async def board_table(self, row: Game, viewer: Actor, lang: str) -> TableView | None: ...


# When (the sessions' clock) a viewer's board table of `row` changes with nothing stored (a Spot
# lock-out's end); None: it changes only with the game.
TableUntil = Callable[[Game, Actor], float | None]


@runtime_checkable
class TimedTable(Protocol):
    """A variant's session whose board table may change by itself, at a time it knows."""

    def board_table_until(self, row: Game, viewer: Actor) -> float | None: ...


# A variant's preview of a turn being assembled on its board (a `preview` frame, nothing stored):
# the running game of `row`, at the version the board showed, judged for `viewer` with `tiles` laid
# (their text read already), in `lang`; a Refusal when the viewer may not play now.
BoardPreview = Callable[[Game, Actor, Sequence[TilePair], str], Awaitable[PreviewVerdict]]

# What the runner holds from a board action's call on game `game_id` to its delivery (a Spot race's
# claims are answered in order, as chat's).
BoardOrder = Callable[[int], AbstractAsyncContextManager[object]]

# An outcome's private note for the actor as the board words it, in the current language (a wrong
# Spot claim names its tiles on the set shown).
BoardNote = Callable[[Note, Outcome], str]


# A variant's own figures on a player's /stats card (Spot's set times, Solo's streak, ...): `card`,
# the common figures of `user_id` in `variant`, with its own added, at `now` (the sessions' clock).
Figures = Callable[[int, Variant, CardFigures, float], Awaitable[CardFigures]]


# A finished game of a variant after its first `move` logged moves (/sumoku history's replay, drawn
# as a main game's board: bot/present/stats.py's replay_post): the game, its number of moves, the last
# move shown (None before the first).
Replayed = tuple[MainGame, int, ReplayedMove | None]
Replayer = Callable[[Game, int], Awaitable[Replayed]]


class UnknownTarget(LookupError):
    """A target type no session was registered for (a programming error, not a user's)."""


class Variants:
    """Every door of every variant: a target type -> the session acting on it; a stored variant
    name -> the session /forget-me asks. Filled once, when the sessions are made."""

    def __init__(self) -> None:
        self._doors: dict[type[Target[Any]], Playable[Any]] = {}
        self._openings: dict[type[Here[Any]], Opens[Any]] = {}
        self._forgetters: dict[str, Forgetter] = {}
        self._tables: dict[str, TableMaker] = {}
        self._untils: dict[str, TableUntil] = {}
        self._previews: dict[str, BoardPreview] = {}
        self._orders: dict[str, BoardOrder] = {}  # a board frame's type -> its order
        self._notes: dict[str, BoardNote] = {}  # a note's catalogue key -> its board words
        self._titles: dict[str, str] = {}
        self._own_boards: set[str] = set()
        self._stored: dict[str, None] = {}  # every stored name, in the order registered
        self._figures: dict[str, Figures] = {}
        self._replays: dict[str, Replayer] = {}

    def register(
        self,
        target: type[Target[A]],
        session: Playable[A],
        *,
        stores: tuple[str, ...] = (),
        titles: Mapping[str, str] | None = None,
        own_board: bool = False,
        figures: Figures | None = None,
        replay: Replayer | None = None,
    ) -> None:
        """`session` acts on `target`s; `stores`: the variant names it keeps games under (its
        games' players are forgotten by it). A lobby registers no names: its games are its variant's.
        `titles`: stored name -> catalogue id of its name as readers read it; `own_board`: its
        names' leaderboards are the records' own table (Solo's), never by wins or rating;
        `figures`: its own figures on a /stats card of its names (none: the common ones only);
        `replay`: how a finished game of its names is replayed (none: it is not)."""
        if target in self._doors:
            raise ValueError(f"{target.__name__} is registered already")
        titles = titles or {}
        if set(titles) - set(stores):
            raise ValueError(f"titles of names not stored: {sorted(set(titles) - set(stores))}")
        for name in stores:  # storage keeps games under these names from now on
            register_variant(name)
            self._stored[name] = None
            if figures is not None:
                self._figures[name] = figures
            if replay is not None:
                self._replays[name] = replay
        self._doors[target] = session
        self._titles.update(titles)
        if own_board:
            self._own_boards.update(stores)
        for name in stores:
            if isinstance(session, Forgetter) and name not in self._forgetters:
                self._forgetters[name] = session
            if isinstance(session, Tabled):
                self.add_table(name, session.board_table)
            if isinstance(session, TimedTable):
                self._untils[name] = session.board_table_until

    def register_opening(self, here: type[Here[A]], session: Opens[A]) -> None:
        """`session` opens a game where a `here` says (its commands that start one: no game yet)."""
        if here in self._openings:
            raise ValueError(f"{here.__name__} is registered already")
        self._openings[here] = session

    def add_table(self, name: str, table: TableMaker) -> None:
        """The board table of the games stored under `name` (a session that is not `Tabled` itself)."""
        self._tables[name] = table

    def add_preview(self, name: str, preview: BoardPreview) -> None:
        """How a turn being assembled on a board of a game stored under `name` is judged."""
        self._previews[name] = preview

    def add_board_order(self, frame: str, order: BoardOrder) -> None:
        """What the runner holds while a board's action frame of type `frame` is called and
        delivered (the variant's that defines the frame)."""
        if frame in self._orders:
            raise ValueError(f"{frame} frames are ordered already")
        self._orders[frame] = order

    def add_board_note(self, key: str, words: BoardNote) -> None:
        """How the board words a note of catalogue key `key` (the variant's that gives it); a note
        with none registered is its catalogue text."""
        if key in self._notes:
            raise ValueError(f"{key} notes are worded already")
        self._notes[key] = words

    @property
    def previews(self) -> Mapping[str, BoardPreview]:
        """Stored variant name -> how a board previews a turn of it (none: no preview)."""
        return self._previews

    def board_order_for(self, frame: str) -> BoardOrder | None:
        """What the runner holds for a board action frame of type `frame`; None: nothing."""
        return self._orders.get(frame)

    def board_note_for(self, key: str) -> BoardNote | None:
        """How the board words a note of catalogue key `key`; None: as the catalogue says it."""
        return self._notes.get(key)

    def table_for(self, name: str) -> TableMaker | None:
        """How to lay out a board table of a game stored under `name`; None: no board for it."""
        return self._tables.get(name)

    def until_for(self, name: str) -> TableUntil | None:
        """When a board table of a game stored under `name` changes by itself; None: never."""
        return self._untils.get(name)

    def session_for(self, target: Target[A]) -> Playable[A]:
        for kind in type(target).__mro__:
            found = self._doors.get(kind)
            if found is not None:
                return found
        raise UnknownTarget(type(target).__name__)

    def opening_for(self, here: Here[A]) -> Opens[A]:
        for kind in type(here).__mro__:
            found = self._openings.get(kind)
            if found is not None:
                return found
        raise UnknownTarget(type(here).__name__)

    def door(self, target: Target[A] | Here[A], action: A) -> Door:
        """`action` on `target` (a game, or where one opens) in the session registered for it, bound
        but for its actor; UnknownTarget at once when none is."""
        if isinstance(target, Here):
            opens = self.opening_for(target)
            return lambda actor: opens.open_at(actor, action, target)
        session = self.session_for(target)
        return lambda actor: session.act(actor, action, target)

    async def act(self, actor: Actor, target: Target[A] | Here[A], action: A) -> Outcome | None:
        """`action` on `target` in its session, with nothing around it (the runner acknowledges,
        delivers and re-arms around this)."""
        return await self.door(target, action)(actor)

    @property
    def forgetters(self) -> Mapping[str, Forgetter]:
        """Stored variant name -> the session that forgets a user in its running games."""
        return self._forgetters

    def title_of(self, name: str) -> str | None:
        """The catalogue id of a stored variant's name as readers read it; None: read it as stored
        (a variant that registered no title, or one no session of this process plays)."""
        return self._titles.get(name)

    def figures_for(self, name: str) -> Figures | None:
        """A stored variant's own /stats card figures; None: the common ones only."""
        return self._figures.get(name)

    def replay_for(self, name: str) -> Replayer | None:
        """How a finished game stored under `name` is replayed move by move; None: it is not."""
        return self._replays.get(name)

    def rated(self, name: str) -> bool:
        """A stored variant whose games move an OpenSkill rating (storage's fact of the name, which
        rates them as they end: `Variant.rating`); its leaderboard can be by rating."""
        return Variant.stored(name).rating is not None

    def own_board(self, name: str) -> bool:
        """A stored variant whose leaderboard is the records' own table (Solo's: most tiles placed)."""
        return name in self._own_boards

    @property
    def names(self) -> tuple[str, ...]:
        """Every stored variant name a registered session plays, in the order registered: what
        /stats, /leaderboard and /rules offer (bot/app/choices.py)."""
        return tuple(self._stored)
