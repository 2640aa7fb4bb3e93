"""What a player (or a clock, or a computer) asks a game to do: one frozen dataclass per action.

Cogs, components, timers and the runner build these; each variant's session `match`es on them.
The stored move log keeps the engine's own dicts (encoded in the engine and at the storage edge):
nothing here changes what is stored, so stored games load and replay as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from bot.engine.freegrid import FreeGrid, move_action, take_action, take_back_action

Cells = tuple[tuple[int, int, str], ...]  # (row, col, tile) exact cells, as a guided step found them


@dataclass(frozen=True, slots=True)
class Place:
    """Tiles in reading order from a cell, across or down, as typed (/place, /speed place, /solo place)."""

    tiles: str
    at: str | None = None
    direction: str | None = None


@dataclass(frozen=True, slots=True)
class PlayCells:
    """The main game's guided play: tiles on exact cells."""

    cells: Cells


@dataclass(frozen=True, slots=True)
class PlayAt:
    """The main game's play laid on the board: (tile, cell label) pairs in the order laid, the labels
    as the board showed them at the version the play names (read on the game under its lock)."""

    tiles: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class Resign:
    pass


@dataclass(frozen=True, slots=True)
class Timeout:
    """The turn clock of `turn` ran out (refused as stale when the turn moved on)."""

    turn: int | None


@dataclass(frozen=True, slots=True)
class ComputerMove:
    """A computer seat's turn as its search found it (no cells: it passes)."""

    seat: int
    cells: Cells


@dataclass(frozen=True, slots=True)
class ComputerTurn:
    """A computer seat may be to move: it thinks (off the event loop) and plays what it found (nothing
    happens when no computer is to move)."""


@dataclass(frozen=True, slots=True)
class Take:
    """Take tiles back from one's own grid (cells as printed on it)."""

    cells: str


@dataclass(frozen=True, slots=True)
class Move:
    """Move one tile of one's own grid to an empty cell."""

    source: str
    to: str


@dataclass(frozen=True, slots=True)
class TakeLast:
    pass


@dataclass(frozen=True, slots=True)
class TakeAll:
    pass


@dataclass(frozen=True, slots=True)
class GridEdit:
    """A guided step's exact edit of one's own grid, in the engine's FreeGrid form."""

    edit: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Dump:
    """Speed: give one tile back, draw two."""

    tile: str


@dataclass(frozen=True, slots=True)
class Submit:
    pass


@dataclass(frozen=True, slots=True)
class GiveUp:
    """Solo: the stuck end (RULES.md O3)."""


@dataclass(frozen=True, slots=True)
class Quit:
    pass


@dataclass(frozen=True, slots=True)
class Join:
    """A lobby: take a seat."""


@dataclass(frozen=True, slots=True)
class Leave:
    """A lobby: give one's seat up."""


@dataclass(frozen=True, slots=True)
class AddComputer:
    """A lobby: the host seats a computer player (or racer)."""


@dataclass(frozen=True, slots=True)
class Start:
    """A lobby: the host deals."""


@dataclass(frozen=True, slots=True)
class Cancel:
    """A lobby or a game called off (its host, or a server manager)."""


@dataclass(frozen=True, slots=True)
class OpenLobby:
    """/sumoku new, /speed new: a lobby opens with its host seated and `computers` computer players.
    A `turn_limit` option given as None is the server's default (read once acknowledged)."""

    options: Mapping[str, object]
    computers: int = 0
    level: str = "normal"


@dataclass(frozen=True, slots=True)
class StartRace:
    """/spot start: a race opens and deals its first set at once (`seed` None: a random deal)."""

    rounds: int
    distinct: bool = True
    seed: int | None = None


@dataclass(frozen=True, slots=True)
class Deal:
    """/solo start, /solo daily: a Solo game dealt to the actor (the day's puzzle when `daily`)."""

    daily: bool = False


@dataclass(frozen=True, slots=True)
class Claim:
    """Spot: four tableau slots claimed at `when` (for the set the target's version names)."""

    slots: Sequence[int]
    when: float


@dataclass(frozen=True, slots=True)
class Stop:
    """Spot: the race ends now, with the standings."""


@dataclass(frozen=True, slots=True)
class Show:
    """Spot: the current set posted again (nothing stored)."""


MainAction = Place | PlayCells | PlayAt | Pass | Resign | Timeout | ComputerMove | ComputerTurn
GridAction = Place | Take | Move | TakeLast | TakeAll | GridEdit  # an edit of one's own grid
SpeedAction = GridAction | Dump | Submit
SoloAction = GridAction | Submit | GiveUp | Quit
LobbyAction = Join | Leave | AddComputer | Start | Cancel
SpotAction = Claim | Stop | Show

A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Target(Generic[A]):
    """What an action is for: its game and the version the player saw (None: typed, or an old
    component without one); the session refuses it for another game or an older version.

    Each variant's door has its own subclass (bot/sessions/variant.py registers which session
    takes it); `A` is the actions it takes, so the type checker refuses a Spot claim on a Solo game."""

    game_id: int
    version: int | None = None


@dataclass(frozen=True, slots=True)
class Here(Generic[A]):
    """Where a game opens (there is none yet, so no game id): a channel, and its server (None: a DM).

    Each variant's opening door has its own subclass, as its games' doors do (bot/sessions/variant.py
    registers which session opens it); `A` is the action that opens one (OpenLobby, StartRace, Deal)."""

    channel_id: int
    guild_id: int | None = None


__all__ = [
    "AddComputer", "Cancel", "Cells", "Claim", "ComputerMove", "ComputerTurn", "Deal", "Dump", "GiveUp",
    "GridAction", "GridEdit", "Here", "Join", "Leave", "LobbyAction", "MainAction", "Move", "OpenLobby",
    "Pass", "Place", "PlayAt", "PlayCells", "Quit", "Resign", "Show", "SoloAction", "SpeedAction",
    "SpotAction", "Start", "StartRace", "Stop", "Submit", "Take", "TakeAll", "TakeLast", "Target",
    "Timeout", "grid_edit",
]  # fmt: skip


def grid_edit(grid: FreeGrid, action: GridAction) -> dict[str, object]:
    """A grid action as the FreeGrid edit the engine applies and records (labels as printed)."""
    match action:
        case Place(tiles, at, direction):
            return grid.parse_place(tiles, at, direction)
        case Take(cells):
            return take_action(grid.parse_cell(c) for c in cells.replace(",", " ").split())
        case Move(source, to):
            return move_action(grid.parse_cell(source), grid.parse_cell(to))
        case TakeLast() | TakeAll():
            return take_back_action(isinstance(action, TakeAll))
        case GridEdit(edit):
            return dict(edit)
