"""Speed and Team Sumoku's state machine (RULES.md P1–P4, T1): everyone builds at once.

    match, events = SpeedMatch.new(racers, seed, rounds=3, time_limit=300, scoring="round", now=t)
    match.edit(racer_id, action, now=t, expected_version=v)   a FreeGrid edit as a plain dict:
        freegrid.place_action(tiles, start, axis) / take_action(cells) / move_action(src, dst) /
        arrange_action(placements) / {"a": "take_last"} / {"a": "take_all"} / grid.parse_place(...)
    match.dump(racer_id, tile, now=t)        P3: one tile back, two drawn (the bag must hold two)
    match.submit(racer_id, now=t)            a valid grid of all the team's tiles wins (P2, P3);
                                             else InvalidGrid (reasons naming cells) / SpeedError
    match.expire(now) / match.start_round(now) / match.stop(now)
    match.grid_of(racer_id) -> FreeGrid      the team's private hand and grid
    match.standings() / match.racer_stats()  the result (P4) and what the bot stores
    public_status(match, now) -> SpeedStatus the channel's view: counts only, never a tile
    SpeedMatch.replay(seed, racers, history) / to_dict() / from_dict()

Every action returns its events and is recorded in `history` as a plain dict with its time.
The clock is always the caller's `now` (epoch seconds).

Decisions where RULES.md is silent:
- Racers with the same `team` id form a team (2+ members, T1); a racer without one races alone
  (a team of one). Each team has one grid and one pool of 10 tiles per member; any member edits.
- Every round shuffles the whole box afresh and rolls its own key (the seed and the round number
  fix both), so rounds are independent deals.
- A dump draws two tiles first and then puts the dumped tile back at a random depth, so it is
  never drawn straight back. Refused when the bag holds fewer than two tiles.
- Each edit bumps the team grid's `version`; an action given an `expected_version` that is no longer
  current is refused (two members acting on the same picture never both apply).
- A round with a time limit that passes with no valid submission ends without a winner (nobody
  scores); the match goes on. Actions at or after the deadline are refused (`time_up`) until the
  caller records the end with `expire(now)`.
- Match points: 1 per round won, or (scoring="sum") the sum of the values on the winning grid.
  Equal points share a place; nobody wins a match in which nobody scored. The time of a round won
  (deal to valid grid, in ms) is credited to every member of the winning team.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .bag import Bag
from .freegrid import FreeGrid, InvalidGrid
from .main_events import SeatKind
from .notation import parse_tile
from .speed_types import (
    Event,
    GridEdited,
    MatchEnded,
    Racer,
    RacerStats,
    RoundResult,
    RoundStarted,
    RoundTimedOut,
    RoundWon,
    Scoring,
    SpeedError,
    SpeedStatus,
    Team,
    TeamStanding,
    TeamStatus,
    TileDumped,
    assign_teams,
    form_teams,
)
from .tiles import Tile, roll_die
from .turns import Placement

SERIAL_VERSION = 1
POOL_PER_MEMBER = 10
DUMP_DRAW = 2
MAX_RACERS = 8  # 80 tiles dealt, a few left for dumps


# ---------------------------------------------------------------- state


@dataclass
class TeamRound:
    grid: FreeGrid
    version: int = 0
    dumps: int = 0


@dataclass
class RoundState:
    number: int
    key: int
    started_at: float
    deadline: float | None
    bag: Bag
    teams: list[TeamRound]
    ended: bool = False
    dumps: int = 0


@dataclass(eq=False)
class SpeedMatch:
    seed: int
    racers: tuple[Racer, ...]
    teams: tuple[Team, ...]
    rounds: int
    time_limit: float | None
    scoring: Scoring
    points: list[int]
    round: RoundState
    results: list[RoundResult] = field(default_factory=list)
    finished: bool = False
    end_reason: str | None = None
    history: list[dict[str, Any]] = field(default_factory=list)

    # ------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        racers: Sequence[Racer],
        seed: int,
        *,
        rounds: int = 1,
        time_limit: float | None = None,
        scoring: Scoring | str = Scoring.ROUND,
        now: float,
    ) -> tuple[SpeedMatch, list[Event]]:
        """Form the teams and deal round 1 at `now`."""
        if not 1 <= len(racers) <= MAX_RACERS or len({r.id for r in racers}) != len(racers):
            raise SpeedError("racers", "speed.racers", max=MAX_RACERS)
        if rounds < 1 or (time_limit is not None and time_limit <= 0):
            raise ValueError("a match has at least one round and a positive time limit (or none)")
        teams = form_teams(racers)
        match = cls(
            seed=seed,
            racers=tuple(racers),
            teams=teams,
            rounds=rounds,
            time_limit=time_limit,
            scoring=Scoring(scoring),
            points=[0] * len(teams),
            round=RoundState(0, 0, now, None, Bag(), []),
        )
        match.history.append(
            {
                "a": "start",
                "t": now,
                "rounds": rounds,
                "time_limit": time_limit,
                "scoring": match.scoring.value,
            }
        )
        return match, match._deal(1, now)

    @classmethod
    def replay(cls, seed: int, racers: Sequence[Racer], history: Sequence[dict[str, Any]]) -> SpeedMatch:
        """Rebuild a match exactly from its seed, racers and recorded actions."""
        start = history[0]
        match, _ = cls.new(
            racers,
            seed,
            rounds=start["rounds"],
            time_limit=start["time_limit"],
            scoring=start["scoring"],
            now=start["t"],
        )
        for action in history[1:]:
            match.apply_action(action)
        return match

    def apply_action(self, action: dict[str, Any]) -> list[Event]:
        kind, now = action["a"], action["t"]
        if kind == "edit":
            return self.edit(action["racer"], action["edit"], now=now)
        if kind == "dump":
            return self.dump(action["racer"], parse_tile(action["tile"]), now=now)
        if kind == "submit":
            return self.submit(action["racer"], now=now)
        if kind == "expire":
            return self.expire(now)
        if kind == "round":
            return self.start_round(now)
        if kind == "stop":
            return self.stop(now)
        raise ValueError(f"unknown action {kind!r}")

    def _deal(self, number: int, now: float) -> list[Event]:
        rng = random.Random(f"speed/{self.seed}/{number}")
        bag = Bag.shuffled(rng)
        key = roll_die(rng)
        grids = [TeamRound(FreeGrid(bag.draw(POOL_PER_MEMBER * len(t.members)))) for t in self.teams]
        deadline = None if self.time_limit is None else now + self.time_limit
        self.round = RoundState(number, key, now, deadline, bag, grids)
        return [RoundStarted(number, key, now, deadline, tuple(len(g.grid.hand) for g in grids))]

    # ------------------------------------------------------------ queries

    def team_of(self, racer_id: str) -> int:
        for t, team in enumerate(self.teams):
            if any(self.racers[i].id == racer_id for i in team.members):
                return t
        raise SpeedError("not_racing", "speed.not_racing")

    def grid_of(self, racer_id: str) -> FreeGrid:
        """The racer's team grid and hand: private to the team while the round runs."""
        return self.round.teams[self.team_of(racer_id)].grid

    def version_of(self, racer_id: str) -> int:
        return self.round.teams[self.team_of(racer_id)].version

    @property
    def key(self) -> int:
        return self.round.key

    @property
    def running(self) -> bool:
        return not self.finished and not self.round.ended

    def tiles_accounted(self) -> list[Tile]:
        """Every tile of the round: bag, hands and grids (always the 96 of the box)."""
        out = list(self.round.bag.tiles)
        for tr in self.round.teams:
            out += tr.grid.tiles
        return out

    # ------------------------------------------------------------ actions

    def _team_round(self, racer_id: str, now: float, expected_version: int | None) -> tuple[int, TeamRound]:
        if self.finished:
            raise SpeedError("finished", "speed.finished")
        team = self.team_of(racer_id)
        if self.round.ended:
            raise SpeedError(
                "round_over",
                "speed.round_over",
                round=self.round.number,
            )
        if self.round.deadline is not None and now >= self.round.deadline:
            raise SpeedError("time_up", "speed.time_up")
        tr = self.round.teams[team]
        if expected_version is not None and expected_version != tr.version:
            raise SpeedError(
                "stale",
                "speed.stale",
                version=tr.version,
                expected=expected_version,
            )
        return team, tr

    def edit(
        self, racer_id: str, action: dict[str, Any], *, now: float, expected_version: int | None = None
    ) -> list[Event]:
        """A FreeGrid edit (place, take, take_last, take_all, move, arrange) on the racer's team grid."""
        team, tr = self._team_round(racer_id, now, expected_version)
        tr.grid.apply(action)  # raises GridError with nothing changed
        tr.version += 1
        self.history.append({"a": "edit", "racer": racer_id, "t": now, "edit": dict(action)})
        g = tr.grid
        return [GridEdited(self.round.number, team, racer_id, action["a"], tr.version, len(g), len(g.hand))]

    def dump(
        self, racer_id: str, tile: Tile, *, now: float, expected_version: int | None = None
    ) -> list[Event]:
        """P3: one hand tile back into the bag, two drawn (first, so the dumped tile is not drawn back)."""
        team, tr = self._team_round(racer_id, now, expected_version)
        bag = self.round.bag
        if len(bag) < DUMP_DRAW:
            raise SpeedError(
                "bag",
                "speed.bag",
                count=len(bag),
            )
        back = tr.grid.discard(tile)  # GridError when not in hand (a tile on the grid: take it first)
        tr.grid.deal(bag.draw(DUMP_DRAW))
        bag.put_back([back], random.Random(f"speed/{self.seed}/{self.round.number}/dump/{self.round.dumps}"))
        self.round.dumps += 1
        tr.dumps += 1
        tr.version += 1
        self.history.append({"a": "dump", "racer": racer_id, "t": now, "tile": str(back)})
        return [
            TileDumped(self.round.number, team, racer_id, tr.version, len(tr.grid.hand), tr.dumps, len(bag))
        ]

    def submit(self, racer_id: str, *, now: float, expected_version: int | None = None) -> list[Event]:
        """P3: a valid grid of all the team's tiles wins the round; else a refusal, nothing changed."""
        team, tr = self._team_round(racer_id, now, expected_version)
        g = tr.grid
        if g.hand:
            held = " ".join(str(t) for t in sorted(g.hand))
            raise SpeedError(
                "tiles_left",
                "speed.tiles_left",
                tiles=held,
                count=len(g.hand),
                total=len(g.tiles),
            )
        report = g.report(self.round.key)
        if not report.valid:
            raise InvalidGrid(report)
        ms = max(0, round((now - self.round.started_at) * 1000))
        grid = tuple(Placement(c, t) for c, t in sorted(g.cells.items()))
        points = 1 if self.scoring is Scoring.ROUND else sum(p.tile.value for p in grid)
        self.history.append({"a": "submit", "racer": racer_id, "t": now})
        self.points[team] += points
        self.round.ended = True
        self.results.append(RoundResult(self.round.number, self.round.key, team, racer_id, ms, points))
        events: list[Event] = [RoundWon(self.round.number, team, racer_id, ms, points, grid)]
        return events + self._maybe_finish()

    def expire(self, now: float) -> list[Event]:
        """The round's time limit has passed with no winner: it ends and nobody scores."""
        if self.finished or self.round.ended:
            raise SpeedError(
                "round_over",
                "speed.round_over.already",
                round=self.round.number,
            )
        if self.round.deadline is None or now < self.round.deadline:
            raise SpeedError("not_yet", "speed.not_yet")
        self.history.append({"a": "expire", "t": now})
        self.round.ended = True
        self.results.append(RoundResult(self.round.number, self.round.key, None, None, None, 0))
        return [RoundTimedOut(self.round.number), *self._maybe_finish()]

    def start_round(self, now: float) -> list[Event]:
        """Deal the next round once the last one is over."""
        if self.finished:
            raise SpeedError("finished", "speed.finished")
        if not self.round.ended:
            raise SpeedError("round_running", "speed.round_running")
        self.history.append({"a": "round", "t": now})
        return self._deal(self.round.number + 1, now)

    def stop(self, now: float) -> list[Event]:
        """End the match now, with the points as they stand (a running round counts for nobody)."""
        if self.finished:
            raise SpeedError("finished", "speed.finished")
        self.history.append({"a": "stop", "t": now})
        self.round.ended = True
        return [self._finish("stopped")]

    def _maybe_finish(self) -> list[Event]:
        return [self._finish("rounds")] if len(self.results) >= self.rounds else []

    def _finish(self, reason: str) -> MatchEnded:
        self.finished = True
        self.end_reason = reason
        return MatchEnded(self.standings(), reason)

    # ------------------------------------------------------------ results

    def standings(self) -> tuple[TeamStanding, ...]:
        """Teams by points (P4); equal points share a rank; nobody wins on zero points."""
        top = max(self.points, default=0)
        rows = []
        for t, team in enumerate(self.teams):
            won = [r for r in self.results if r.team == t]
            best = min((r.ms for r in won if r.ms is not None), default=None)
            rows.append((t, team.name, self.points[t], len(won), best))
        rows.sort(key=lambda r: (-r[2], -r[3], r[4] if r[4] is not None else float("inf"), r[0]))
        return tuple(
            TeamStanding(t, name, pts, n, best, 1 + sum(p > pts for p in self.points), top > 0 and pts == top)
            for t, name, pts, n, best in rows
        )

    def racer_stats(self) -> dict[str, RacerStats]:
        """Per racer id: rounds won and best time (their team's), and whether they won the match."""
        standing = {s.team: s for s in self.standings()}
        out = {}
        for t, team in enumerate(self.teams):
            s = standing[t]
            for i in team.members:
                out[self.racers[i].id] = RacerStats(s.rounds_won, s.best_ms, self.finished and s.winner)
        return out

    # ------------------------------------------------------------ serialisation

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able, versioned, lossless snapshot."""
        rd = self.round
        return {
            "version": SERIAL_VERSION,
            "seed": self.seed,
            "racers": [
                {"id": r.id, "name": r.name, "kind": r.kind.value, "level": r.level, "team": r.team}
                for r in self.racers
            ],
            "rounds": self.rounds,
            "time_limit": self.time_limit,
            "scoring": self.scoring.value,
            "points": list(self.points),
            "round": {
                "number": rd.number,
                "key": rd.key,
                "started_at": rd.started_at,
                "deadline": rd.deadline,
                "bag": [str(t) for t in rd.bag.tiles],
                "teams": [
                    {"grid": tr.grid.to_dict(), "version": tr.version, "dumps": tr.dumps} for tr in rd.teams
                ],
                "ended": rd.ended,
                "dumps": rd.dumps,
            },
            "results": [[r.round, r.key, r.team, r.racer, r.ms, r.points] for r in self.results],
            "finished": self.finished,
            "end_reason": self.end_reason,
            "history": [dict(a) for a in self.history],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SpeedMatch:
        if data.get("version") != SERIAL_VERSION:
            raise ValueError(f"cannot load a Speed match saved in format {data.get('version')!r}")
        racers = tuple(
            Racer(r["id"], r["name"], SeatKind(r["kind"]), r.get("level"), r.get("team"))
            for r in data["racers"]
        )
        rd = data["round"]
        state = RoundState(
            rd["number"],
            rd["key"],
            rd["started_at"],
            rd["deadline"],
            Bag(parse_tile(t) for t in rd["bag"]),
            [TeamRound(FreeGrid.from_dict(t["grid"]), t["version"], t["dumps"]) for t in rd["teams"]],
            rd["ended"],
            rd["dumps"],
        )
        return cls(
            seed=data["seed"],
            racers=racers,
            teams=form_teams(racers),
            rounds=data["rounds"],
            time_limit=data["time_limit"],
            scoring=Scoring(data["scoring"]),
            points=list(data["points"]),
            round=state,
            results=[RoundResult(*r) for r in data["results"]],
            finished=data["finished"],
            end_reason=data["end_reason"],
            history=[dict(a) for a in data["history"]],
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SpeedMatch) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        state = "over" if self.finished else f"round {self.round.number}/{self.rounds}"
        return f"<SpeedMatch {len(self.teams)} teams, key {self.round.key}, {state}>"


def public_status(match: SpeedMatch, now: float) -> SpeedStatus:
    """The channel's live status (P1, T1: grids stay private): counts, dumps, points, time left."""
    rd = match.round
    left = None if rd.deadline is None or not match.running else max(0.0, rd.deadline - now)
    teams = tuple(
        TeamStatus(
            t,
            team.name,
            tuple(match.racers[i].name for i in team.members),
            len(tr.grid),
            len(tr.grid.hand),
            tr.dumps,
            match.points[t],
        )
        for t, (team, tr) in enumerate(zip(match.teams, rd.teams, strict=True))
    )
    return SpeedStatus(
        rd.number, match.rounds, rd.key, match.running, left, len(rd.bag), teams, match.finished
    )


__all__ = [
    "DUMP_DRAW", "MAX_RACERS", "POOL_PER_MEMBER", "SERIAL_VERSION", "Event", "GridEdited", "MatchEnded",
    "Racer", "RacerStats", "RoundResult", "RoundStarted", "RoundTimedOut", "RoundWon", "Scoring",
    "SpeedError", "SpeedMatch", "SpeedStatus", "Team", "TeamStanding", "TeamStatus", "TileDumped",
    "assign_teams", "form_teams", "public_status",
]  # fmt: skip
