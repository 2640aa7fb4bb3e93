"""Solo Sumoku's state machine (RULES.md O1–O3): one player, all 96 tiles, stage by stage.

    game, events = SoloGame.new(seed, now=t)           deal 16 (O1); seed = daily_seed(date) for the daily
    game.edit(action, now=t)   a FreeGrid edit as a plain dict (freegrid.place_action, take_action,
                               move_action, arrange_action, take_last, take_all, grid.parse_place)
    game.submit(now=t)      all this stage's tiles placed, connected, every line legal (P2, O2): the
                            stage's tiles become fixed and the next 10 are dealt; else InvalidGrid /
                            SoloError, nothing changed
    game.quit(now=t) / game.give_up(now=t)             the end: score = tiles of completed stages (O3)
    game.grid               the FreeGrid: hand = this stage's tiles not yet placed; `fixed` cells
    game.score / game.elapsed_ms / game.summary()      the result; the summary holds no tile (to share)
    SoloGame.replay(seed, history) / to_dict() / from_dict()

Decisions where RULES.md is silent:
- The deal is the whole box shuffled by the seed, and the key is rolled from it, so one seed is
  one puzzle: `daily_seed(date)` gives everyone the same puzzle on a UTC date.
- Stage sizes: 16, then 10 at a time (96 = 16 + 8 × 10: nine stages; a smaller last stage would
  be dealt if the box were another size).
- "Stuck" is the player's call (`give_up`), after a solver's "cannot be completed" advice or not;
  it ends the game like quitting, with its own reason for the record.
- The grid window is 31 × 31 (A–AE, 1–31, centre P16): room for 96 tiles however they are laid.
"""

from __future__ import annotations

import enum
import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from .bag import Bag
from .freegrid import FreeGrid, InvalidGrid
from .main_events import GameError
from .notation import parse_tile
from .tiles import SET_SIZE, Tile, roll_die

SERIAL_VERSION = 1
FIRST_STAGE = 16  # O1
STAGE = 10  # O2
SOLO_GRID_SIZE = 31


def daily_seed(day: date) -> int:
    """The same seed for everyone on a UTC date (the daily puzzle)."""
    digest = hashlib.sha256(f"sumoku-daily/{day.isoformat()}".encode()).hexdigest()
    return int(digest[:15], 16)


class SoloError(GameError):
    """A refused action; nothing changed. Codes: finished, tiles_left, stale (details `solo.<code>`)."""


class EndReason(enum.StrEnum):
    PERFECT = "perfect"  # all 96 placed (O3)
    QUIT = "quit"
    STUCK = "stuck"  # the player could not finish a stage


@dataclass(frozen=True, slots=True)
class StageDealt:
    stage: int
    tiles: tuple[Tile, ...]  # private: the player's own new tiles
    bag: int  # tiles still to come


@dataclass(frozen=True, slots=True)
class StageEdited:
    stage: int
    action: str
    version: int
    placed: int  # tiles on the grid, fixed ones included
    held: int  # this stage's tiles not yet placed


@dataclass(frozen=True, slots=True)
class StageCompleted:
    stage: int
    score: int  # tiles placed in completed stages so far


@dataclass(frozen=True, slots=True)
class SoloEnded:
    reason: EndReason
    score: int
    ms: int


Event = StageDealt | StageEdited | StageCompleted | SoloEnded


@dataclass(frozen=True, slots=True)
class SoloSummary:
    """What a Share post may say: how far the player got, never a tile or cell."""

    seed: int
    key: int
    score: int
    perfect: bool
    stages_completed: int
    reason: EndReason | None
    ms: int | None


@dataclass(eq=False)
class SoloGame:
    seed: int
    key: int
    bag: Bag
    grid: FreeGrid
    started_at: float
    stage: int = 0
    stage_tiles: tuple[Tile, ...] = ()
    version: int = 0
    finished: bool = False
    end_reason: EndReason | None = None
    finished_at: float | None = None
    history: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def new(cls, seed: int, *, now: float) -> tuple[SoloGame, list[Event]]:
        """Shuffle the box under `seed`, roll the key, deal stage 1 (O1)."""
        rng = random.Random(f"solo/{seed}")
        bag = Bag.shuffled(rng)
        key = roll_die(rng)
        game = cls(seed, key, bag, FreeGrid(size=SOLO_GRID_SIZE), now)
        game.history.append({"a": "start", "t": now})
        return game, [game._deal(FIRST_STAGE)]

    @classmethod
    def replay(cls, seed: int, history: Sequence[dict[str, Any]]) -> SoloGame:
        game, _ = cls.new(seed, now=history[0]["t"])
        for action in history[1:]:
            game.apply_action(action)
        return game

    def apply_action(self, action: dict[str, Any]) -> list[Event]:
        kind, now = action["a"], action["t"]
        if kind == "edit":
            return self.edit(action["edit"], now=now)
        if kind == "submit":
            return self.submit(now=now)
        if kind == "quit":
            return self.quit(now=now)
        if kind == "stuck":
            return self.give_up(now=now)
        raise ValueError(f"unknown action {kind!r}")

    def _deal(self, n: int) -> StageDealt:
        tiles = tuple(self.bag.draw(n))
        self.stage += 1
        self.stage_tiles = tiles
        self.grid.deal(tiles)
        return StageDealt(self.stage, tiles, len(self.bag))

    # ------------------------------------------------------------ queries

    @property
    def score(self) -> int:
        """Tiles placed in completed stages (O3; 96 = perfect)."""
        return len(self.grid.fixed)

    @property
    def perfect(self) -> bool:
        return self.score == SET_SIZE

    @property
    def elapsed_ms(self) -> int | None:
        return (
            None if self.finished_at is None else max(0, round((self.finished_at - self.started_at) * 1000))
        )

    def tiles_accounted(self) -> list[Tile]:
        return list(self.bag.tiles) + self.grid.tiles

    def summary(self) -> SoloSummary:
        done = self.stage if self.end_reason is EndReason.PERFECT else self.stage - 1
        return SoloSummary(
            self.seed, self.key, self.score, self.perfect, max(0, done), self.end_reason, self.elapsed_ms
        )

    # ------------------------------------------------------------ actions

    def _check(self, expected_version: int | None) -> None:
        if self.finished:
            raise SoloError("finished", "solo.finished")
        if expected_version is not None and expected_version != self.version:
            raise SoloError(
                "stale",
                "solo.stale",
                version=self.version,
                expected=expected_version,
            )

    def edit(self, action: dict[str, Any], *, now: float, expected_version: int | None = None) -> list[Event]:
        """A FreeGrid edit on this stage's tiles; earlier stages' tiles are fixed (GridError `fixed`)."""
        self._check(expected_version)
        self.grid.apply(action)
        self.version += 1
        self.history.append({"a": "edit", "t": now, "edit": dict(action)})
        return [StageEdited(self.stage, action["a"], self.version, len(self.grid), len(self.grid.hand))]

    def submit(self, *, now: float, expected_version: int | None = None) -> list[Event]:
        """O1/O2: every stage tile placed, the whole grid valid; then fix it and deal the next stage."""
        self._check(expected_version)
        if self.grid.hand:
            held = " ".join(str(t) for t in sorted(self.grid.hand))
            raise SoloError(
                "tiles_left",
                "solo.tiles_left",
                tiles=held,
                count=len(self.grid.hand),
            )
        report = self.grid.report(self.key)
        if not report.valid:
            raise InvalidGrid(report)
        self.history.append({"a": "submit", "t": now})
        self.grid.fix()
        self.version += 1
        events: list[Event] = [StageCompleted(self.stage, self.score)]
        if not self.bag:
            return [*events, self._end(EndReason.PERFECT, now)]
        return [*events, self._deal(STAGE)]

    def quit(self, *, now: float) -> list[Event]:
        """The player stops: the score is what completed stages placed (O3)."""
        self._check(None)
        self.history.append({"a": "quit", "t": now})
        return [self._end(EndReason.QUIT, now)]

    def give_up(self, *, now: float) -> list[Event]:
        """The player cannot finish this stage (O3): the game ends, scored like a quit."""
        self._check(None)
        self.history.append({"a": "stuck", "t": now})
        return [self._end(EndReason.STUCK, now)]

    def _end(self, reason: EndReason, now: float) -> SoloEnded:
        self.finished = True
        self.end_reason = reason
        self.finished_at = now
        return SoloEnded(reason, self.score, self.elapsed_ms or 0)

    # ------------------------------------------------------------ serialisation

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": SERIAL_VERSION,
            "seed": self.seed,
            "key": self.key,
            "bag": [str(t) for t in self.bag.tiles],
            "grid": self.grid.to_dict(),
            "started_at": self.started_at,
            "stage": self.stage,
            "stage_tiles": [str(t) for t in self.stage_tiles],
            "grid_version": self.version,
            "finished": self.finished,
            "end_reason": None if self.end_reason is None else self.end_reason.value,
            "finished_at": self.finished_at,
            "history": [dict(a) for a in self.history],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SoloGame:
        if data.get("version") != SERIAL_VERSION:
            raise ValueError(f"cannot load a Solo game saved in format {data.get('version')!r}")
        reason = data["end_reason"]
        return cls(
            seed=data["seed"],
            key=data["key"],
            bag=Bag(parse_tile(t) for t in data["bag"]),
            grid=FreeGrid.from_dict(data["grid"]),
            started_at=data["started_at"],
            stage=data["stage"],
            stage_tiles=tuple(parse_tile(t) for t in data["stage_tiles"]),
            version=data["grid_version"],
            finished=data["finished"],
            end_reason=None if reason is None else EndReason(reason),
            finished_at=data["finished_at"],
            history=[dict(a) for a in data["history"]],
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SoloGame) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        state = f"over ({self.end_reason})" if self.finished else f"stage {self.stage}"
        return f"<SoloGame key={self.key} score {self.score}, {state}>"
