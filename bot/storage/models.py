"""Row objects: frozen dataclasses, so a row read from the database cannot be changed by accident
and passed around as if it were still true. JSON columns are decoded (dicts and lists)."""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from bot.engine.main_game import GameEnded, Seat

E = TypeVar("E", bound="Variant | Family")


# Stored variant names beyond the five members below: each a session registered
# (bot/sessions/variant.py, `Variants.register(..., stores=(name,))` calls `register_variant`).
_REGISTERED: set[str] = set()
_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")


def _named(cls: type[E], value: str, *, keep: bool = True) -> E:
    """`value` as a value of `cls` beyond its members: it compares, hashes and stores as its name,
    and is not among the members a loop over `cls` gives. `keep`: a registered name's is looked up
    as the members are (one name, one object); a name only read from the database is not kept, so
    it stays refused where a variant is asked for."""
    member = str.__new__(cls, value)  # as StrEnum makes its members
    member._name_, member._value_ = value.upper(), value
    if not keep:
        return member
    found: E = cls._value2member_map_.setdefault(value, member)  # type: ignore[assignment]
    return found


class Variant(enum.StrEnum):
    """A game's variant as stored: the five played here are members (their own modules name them);
    a variant a session registered (`register_variant`) is a `Variant` too, of its name, so storage
    needs no edit (and the schema no migration) for a new one. An unregistered name is refused."""

    MAIN = "main"
    SPOT = "spot"
    SPEED = "speed"
    TEAM = "team"
    SOLO = "solo"

    @classmethod
    def _missing_(cls, value: object) -> Variant | None:
        if isinstance(value, str) and value in _REGISTERED:
            return _named(cls, value)
        return None

    @classmethod
    def stored(cls, name: str) -> Variant:
        """A name read from the database: stored once, so it was registered then (by this process or
        another); kept readable even if no session of this process registers it now."""
        try:
            return cls(name)
        except ValueError:
            return _named(cls, name, keep=False)

    @property
    def family(self) -> Family:
        """Which variants cannot be open in one channel together (Speed and Team share the table)."""
        return Family.RACE if self in (Variant.SPEED, Variant.TEAM) else Family.stored(self.value)

    @property
    def rating(self) -> Family | None:
        """The OpenSkill rating its games move (bot/storage/ratings.py), its family's: the main
        game's, or race's that Speed and Team share. None: unrated (Spot and Solo keep measures of
        their own; a registered variant, so far, is ranked by wins)."""
        return self.family if self in (Variant.MAIN, Variant.SPEED, Variant.TEAM) else None

    @property
    def rated_by_team(self) -> bool:
        """Its players are rated as their seat's team, not one by one (Team)."""
        return self is Variant.TEAM

    @property
    def rebuilt_from_log(self) -> bool:
        """Its games can be rebuilt from their seats, seed and move log by the engine
        (bot/storage/replay.py: the main game's)."""
        return self is Variant.MAIN

    @property
    def single_player(self) -> bool:
        """A game of one player (Solo): open one per owner, anywhere, rather than one per channel;
        its results are kept in solo_results too (its own board), never ranked."""
        return self is Variant.SOLO


class Family(enum.StrEnum):
    """Variants that share a rating and a table (Speed and Team: race); any other variant, a
    registered one too, is a family of its own name."""

    MAIN = "main"
    SPOT = "spot"
    RACE = "race"
    SOLO = "solo"

    @classmethod
    def _missing_(cls, value: object) -> Family | None:
        if isinstance(value, str) and value in _REGISTERED:
            return _named(cls, value)
        return None

    @classmethod
    def stored(cls, name: str) -> Family:
        try:
            return cls(name)
        except ValueError:
            return _named(cls, name, keep=False)


def register_variant(name: str) -> Variant:
    """Let games of `name` be stored (a session plays them: bot/sessions/variant.py). A lowercase
    name of up to 32 letters, digits and underscores; a family's name ('race') is no variant's."""
    if not _NAME.fullmatch(name) or name in {f.value for f in Family} - {v.value for v in Variant}:
        raise ValueError(f"not a variant name: {name!r}")
    _REGISTERED.add(name)
    return Variant(name)


class Status(enum.StrEnum):
    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"

    @property
    def is_open(self) -> bool:
        return self in (Status.LOBBY, Status.RUNNING)


OPEN_STATUSES = (Status.LOBBY, Status.RUNNING)


@dataclass(frozen=True, slots=True)
class Game:
    """A game row. `version` is the number of moves in its log; `state` is the engine snapshot."""

    id: int
    guild_id: int | None
    channel_id: int
    variant: Variant
    status: Status
    owner_id: int | None
    options: dict[str, Any]
    state: dict[str, Any] | None
    seed: int | None
    version: int
    message_id: int | None
    created_at: float
    updated_at: float
    finished_at: float | None

    @property
    def family(self) -> Family:
        return self.variant.family

    @property
    def is_open(self) -> bool:
        return self.status.is_open


@dataclass(frozen=True, slots=True)
class SeatRow:
    """A player at a game's table. Computer players have no user id."""

    game_id: int
    seat: int
    user_id: int | None
    name: str
    kind: str  # 'human' | 'computer'
    level: str | None
    team: int | None
    joined_at: float

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"

    @property
    def engine_id(self) -> str:
        """The engine's opaque seat id: the Discord user id as text, else a stable per-seat name.

        One convention for everyone, so a game can be rebuilt from this table (verify_replay).
        """
        if self.user_id is not None:
            return str(self.user_id)
        return f"cpu{self.seat}" if self.is_computer else f"gone{self.seat}"

    def to_engine(self) -> Seat:
        from bot.engine.main_game import Seat, SeatKind

        return Seat(self.engine_id, self.name, SeatKind(self.kind), self.level)


@dataclass(frozen=True, slots=True)
class NewSeat:
    """A seat to add to a lobby; computer players have user_id None and a level."""

    user_id: int | None
    name: str
    kind: str = "human"
    level: str | None = None
    team: int | None = None


def engine_seats(seats: Sequence[SeatRow]) -> list[Seat]:
    """The engine seats for `MainGame.new`, in seat order."""
    return [s.to_engine() for s in sorted(seats, key=lambda s: s.seat)]


@dataclass(frozen=True, slots=True)
class NewMove:
    """A move to append to the log: `action` is the engine's history entry (JSON-able)."""

    action: Mapping[str, Any]
    user_id: int | None = None
    summary: str = ""
    score: int | None = None


@dataclass(frozen=True, slots=True)
class Move:
    game_id: int
    seq: int  # the game's version after this move (1, 2, ...)
    user_id: int | None
    action: dict[str, Any]
    summary: str
    score: int | None
    created_at: float


# A move-log entry that changes no play: a player's data was anonymised in a running game
# (/forget-me). It takes its version like any change of the game, so the log stays 1..version.
ANONYMISED = "anonymised"


def replayable(moves: Iterable[Move]) -> list[Move]:
    """The logged moves the engine replays (without the entries that only mark an anonymisation)."""
    return [m for m in moves if m.action.get("a") != ANONYMISED]


@dataclass(frozen=True, slots=True)
class NewResult:
    """One player's final line; `final` defaults to score - penalty."""

    seat: int
    user_id: int | None
    score: int
    penalty: int = 0
    final: int | None = None
    won: bool = False
    left: bool = False
    best_ms: int | None = None  # Speed/Team: the fastest round won, deal to valid grid
    ms: int | None = None  # Solo: playing time
    day: str | None = None  # Solo: the daily puzzle's UTC date (YYYY-MM-DD), None for a free game


def results_from_standings(ended: GameEnded, seats: Sequence[SeatRow]) -> list[NewResult]:
    """Turn the main game's `GameEnded` into result rows, mapping seat indexes to user ids."""
    by_seat = {s.seat: s for s in seats}
    return [
        NewResult(
            seat=st.seat,
            user_id=by_seat[st.seat].user_id if st.seat in by_seat else None,
            score=st.score,
            penalty=st.penalty,
            final=st.final,
            won=st.winner,
            left=st.left,
        )
        for st in ended.standings
    ]


@dataclass(frozen=True, slots=True)
class Result:
    game_id: int
    seat: int
    user_id: int | None
    variant: Variant
    guild_id: int | None
    score: int
    penalty: int
    final: int
    won: bool
    left: bool
    ranked: bool  # counts for leaderboards (bot/storage/stats.py says when)
    finished_at: float
    walkover: bool = False  # stayed to the end of a game the other humans left (never ranked)
    best_ms: int | None = None  # Speed/Team: the fastest round won (ms)


@dataclass(frozen=True, slots=True)
class NewSpotClaim:
    user_id: int
    round: int
    tiles: Sequence[str]
    correct: bool
    reaction_ms: int | None = None


@dataclass(frozen=True, slots=True)
class SpotClaim:
    id: int
    game_id: int
    user_id: int | None
    round: int
    tiles: tuple[str, ...]
    correct: bool
    reaction_ms: int | None
    created_at: float


@dataclass(frozen=True, slots=True)
class SoloResult:
    id: int
    game_id: int | None
    user_id: int
    guild_id: int | None
    tiles_placed: int
    completed: bool
    finished_at: float
    day: str | None = None  # the daily puzzle's UTC date, None for a free game
    ms: int | None = None


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """Per-server defaults. A server that never saved settings gets these defaults."""

    guild_id: int
    text_mode: bool = False
    turn_limit_s: int | None = None
    language: str = "en"
    extra: dict[str, Any] = field(default_factory=dict)
    updated_at: float | None = None


@dataclass(frozen=True, slots=True)
class UserPrefs:
    """Per-user preferences; None means "follow the server"."""

    user_id: int
    text_mode: bool | None = None
    language: str | None = None
    updated_at: float | None = None


@dataclass(frozen=True, slots=True)
class NewTimer:
    kind: str
    due_at: float
    payload: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Timer:
    id: int
    game_id: int
    kind: str  # 'turn_reminder' | 'turn_timeout' | 'lobby_expiry' | ...
    due_at: float  # epoch seconds
    payload: dict[str, Any]
    created_at: float


@dataclass(frozen=True, slots=True)
class VariantStats:
    variant: Variant
    games: int
    wins: int
    best: int | None
    average: float | None
    ranked_games: int
    ranked_wins: int


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    rank: int
    user_id: int
    games: int
    wins: int
    best: int
    average: float
    rating: float | None = None  # the conservative rating, on boards ordered by rating
    left: int = 0  # of the ranked games, those left early (resigned, dropped)
    walkovers: int = 0  # wins because the others left: shown beside, never ranked


@dataclass(frozen=True, slots=True)
class SpotStats:
    claims: int
    correct: int
    tiles_won: int
    fastest_ms: int | None
    average_ms: float | None


@dataclass(frozen=True, slots=True)
class SoloStats:
    games: int
    completed: int
    best_tiles: int | None


@dataclass(frozen=True, slots=True)
class SoloDailyRow:
    """One player's finished daily puzzle (a server's table for the day)."""

    rank: int
    user_id: int
    tiles_placed: int
    completed: bool
    ms: int | None


@dataclass(frozen=True, slots=True)
class SoloLeaderboardEntry:
    rank: int
    user_id: int
    best_tiles: int
    completed: int
    games: int


@dataclass(frozen=True, slots=True)
class ReplayCheck:
    """The answer of verify_replay: `ok` when the log rebuilds exactly the stored state."""

    game_id: int
    ok: bool
    moves: int
    detail: str = ""
    differing_keys: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return self.ok


@dataclass(frozen=True, slots=True)
class DeletionReport:
    """What delete_user_data did, so the bot can tidy up messages and running games."""

    user_id: int
    deleted_game_ids: tuple[int, ...]  # the user's Solo games: deleted (with their logs)
    cancelled_game_ids: tuple[int, ...]  # lobbies the user owned: cancelled
    left_lobby_ids: tuple[int, ...]  # lobbies the user was removed from (seats renumbered)
    pending_game_ids: tuple[int, ...]  # running games still holding the user: anonymised when they close
    anonymised_rows: int
