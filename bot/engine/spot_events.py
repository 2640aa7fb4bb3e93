"""What Spot Sumoku reports (RULES.md S1–S5): the events every action of SpotGame returns, why a
race ended, and SpotError for a claim refused without consequence.

The state machine is SpotGame (bot/engine/spot.py, which re-exports all of these).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .main_events import GameError
from .tiles import Tile


class SpotError(GameError):
    """A claim or action refused without consequence (no lockout); `code` names the problem.

    Codes: finished, stale (the set changed), locked_out, size, repeated, empty_slot, letters,
    not_idle (an idle end asked for before the limit).
    """


class EndReason(enum.StrEnum):
    ROUNDS = "rounds"  # the chosen number of rounds was played (S5)
    NO_CLAIM = "no_claim"  # no correct claim and the bag cannot help (S4, S5)
    STOPPED = "stopped"  # stopped by the players
    IDLE = "idle"  # no correct claim and no new set for the idle limit (an abandoned race)


# ---------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class SetShown:
    """A new set is on the table; claims are open and lockouts are cleared."""

    set_number: int
    round: int
    tableau: tuple[Tile | None, ...]


@dataclass(frozen=True, slots=True)
class ClaimWon:
    player: str
    slots: tuple[int, ...]
    tiles: tuple[Tile, ...]
    total: int  # a multiple of the key (a 6 counted as 9 where that made it so)
    reaction_ms: int
    round: int
    replaced: tuple[tuple[int, Tile], ...]  # S3: new tiles in the won slots (fewer when the bag ran low)


@dataclass(frozen=True, slots=True)
class ClaimWrong:
    player: str
    slots: tuple[int, ...]
    tiles: tuple[Tile, ...]
    reason: str  # colour or sum, as check_claim says
    message: str
    round: int
    reaction_ms: int


@dataclass(frozen=True, slots=True)
class NoClaim:
    """S4: the tiles shown held no correct claim, so `added` went on the table (maybe none).

    With twelve shown and none making a claim, the twelve went back under the bag
    (`returned`) and `added` is a fresh deal of ten.
    """

    added: tuple[tuple[int, Tile], ...]
    returned: tuple[Tile, ...]
    bag_left: int


@dataclass(frozen=True, slots=True)
class Standing:
    player: str
    tiles: tuple[Tile, ...]
    sets_won: int
    fastest_ms: int | None
    winner: bool


@dataclass(frozen=True, slots=True)
class GameEnded:
    reason: EndReason
    standings: tuple[Standing, ...]  # most tiles first

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(s.player for s in self.standings if s.winner)


Event = SetShown | ClaimWon | ClaimWrong | NoClaim | GameEnded
