"""The values of a Speed or Team race (RULES.md P1–P4, T1): racers, teams, events, results, status.

`speed.SpeedMatch` is the state machine; these are what it takes and returns (re-exported there).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from .main_events import GameError, Seat
from .turns import Placement


class Scoring(enum.StrEnum):
    ROUND = "round"  # 1 point per round won
    SUM = "sum"  # the sum of the winning grid's values


class SpeedError(GameError):
    """A refused action; nothing changed. Codes: racers, teams, finished, not_racing, round_over,
    round_running, time_up, not_yet, stale, bag, tiles_left (details `speed.<code>`)."""


@dataclass(frozen=True, slots=True)
class Racer(Seat):
    """A seat of a race: `level` for computer racers; racers sharing a `team` id share a grid (T1)."""

    team: str | None = None


@dataclass(frozen=True, slots=True)
class Team:
    id: str
    name: str
    members: tuple[int, ...]  # racer indices


# ---------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    key: int
    started_at: float
    deadline: float | None
    pools: tuple[int, ...]  # tiles per team


@dataclass(frozen=True, slots=True)
class GridEdited:
    round: int
    team: int
    racer: str
    action: str  # place, take, take_last, take_all, move, arrange
    version: int
    placed: int
    held: int


@dataclass(frozen=True, slots=True)
class TileDumped:
    round: int
    team: int
    racer: str
    version: int
    held: int
    dumps: int  # the team's dumps this round
    bag: int


@dataclass(frozen=True, slots=True)
class RoundWon:
    round: int
    team: int
    racer: str  # who submitted
    ms: int  # from the deal to the valid grid
    points: int
    grid: tuple[Placement, ...]  # public now: the round is over


@dataclass(frozen=True, slots=True)
class RoundTimedOut:
    round: int


@dataclass(frozen=True, slots=True)
class TeamStanding:
    team: int
    name: str
    points: int
    rounds_won: int
    best_ms: int | None
    rank: int  # 1 = first; equal points share a rank
    winner: bool


@dataclass(frozen=True, slots=True)
class MatchEnded:
    standings: tuple[TeamStanding, ...]
    reason: str  # rounds (all played) or stopped

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s.team for s in self.standings if s.winner)


Event = RoundStarted | GridEdited | TileDumped | RoundWon | RoundTimedOut | MatchEnded


@dataclass(frozen=True, slots=True)
class RoundResult:
    round: int
    key: int
    team: int | None  # None: the time ran out
    racer: str | None
    ms: int | None
    points: int


@dataclass(frozen=True, slots=True)
class RacerStats:
    rounds_won: int
    best_ms: int | None
    match_won: bool  # only once the match is over


@dataclass(frozen=True, slots=True)
class TeamStatus:
    team: int
    name: str
    members: tuple[str, ...]  # racer names
    placed: int
    held: int
    dumps: int
    points: int


@dataclass(frozen=True, slots=True)
class SpeedStatus:
    """What the channel may see: counts and times, never a tile of a hand or grid."""

    round: int
    rounds: int
    key: int
    running: bool
    seconds_left: float | None
    bag: int
    teams: tuple[TeamStatus, ...]
    finished: bool


def form_teams(racers: Sequence[Racer]) -> tuple[Team, ...]:
    """Teams in order of their first member; a racer without a team id is a team of one."""
    groups: dict[str, list[int]] = {}
    for i, r in enumerate(racers):
        groups.setdefault(f"team:{r.team}" if r.team is not None else f"racer:{r.id}", []).append(i)
    teams = []
    for gid, members in groups.items():
        if gid.startswith("team:") and len(members) < 2:
            name = racers[members[0]].team
            raise SpeedError("teams", "speed.teams", team=name)
        tid = gid.split(":", 1)[1]
        name = tid if gid.startswith("team:") else racers[members[0]].name
        teams.append(Team(tid, name, tuple(members)))
    return tuple(teams)


def assign_teams(racers: Sequence[Racer], teams: int, seed: int) -> tuple[Racer, ...]:
    """The racers dealt evenly into `teams` teams numbered "1", "2", ... (the bot names them in each
    language) in a seeded random order (T1: 2+ each).

    For a lobby that forms teams at the start; the returned racers keep their order, with `team` set.
    """
    if teams < 2 or len(racers) < 2 * teams:
        raise SpeedError(
            "teams",
            "speed.teams.count",
            racers=len(racers),
            teams=teams,
        )
    order = list(range(len(racers)))
    random.Random(f"teams/{seed}").shuffle(order)
    team_of = {i: str(k % teams + 1) for k, i in enumerate(order)}
    return tuple(replace(r, team=team_of[i]) for i, r in enumerate(racers))
