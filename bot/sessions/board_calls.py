"""A board's action frame (web/PROTOCOL.md) as the session call a slash command or a button makes
(the same typed action from actions.py, the same version check), so a move made on the board is
judged, stored and announced exactly like one made in chat.

The frame's shape was checked when it came in (board_frames.py: `table.bad_frame`); its text (tiles,
cells, letters) is read here (`table.bad_move`, the chat's refusals: a Refusal, never a KeyError or
TypeError); the game is read only when the runner calls it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from bot.engine.notation import FIXED_ORIGIN, Labels, NotationError, parse_tile
from bot.engine.spot import SPOT_CLAIM_SIZE, SpotError, parse_letters
from bot.present.board_wire import ActionFrame, DumpFrame, GridEdit, GridFrame, PlainAction, TilePair
from bot.words.refusal import Refusal

from .actions import (
    Claim,
    Dump,
    GiveUp,
    GridAction,
    MainAction,
    Move,
    Pass,
    Place,
    PlayAt,
    Resign,
    SoloAction,
    SpeedAction,
    SpotAction,
    Submit,
    Take,
    Target,
)
from .base import Outcome, Session
from .board_words import reason_of
from .main import MainTarget
from .solo import STORES as SOLO_STORES
from .solo import SoloTarget
from .speed import STORES as SPEED_STORES
from .speed import SpeedTarget
from .spot import SpotTarget

A = TypeVar("A")


class Run(Protocol):
    """The runner's call for one action, made by the board's socket: `Runner.run(source, target,
    action, ...)` with everything else bound. Generic in the action, as the runner is."""

    def __call__(self, target: Target[A], action: A, /) -> Awaitable[Outcome | None]: ...


@dataclass(frozen=True, slots=True)
class Acting(Generic[A]):
    """A board frame as the runner takes it: a target and an action of the same variant."""

    target: Target[A]
    action: A

    def run(self, run: Run) -> Awaitable[Outcome | None]:
        """`run(target, action)`: the pair handed on with its variant's action type (a frame may be
        any variant's, so the caller holds a `BoardActing`, a union, and needs no cast to run it)."""
        return run(self.target, self.action)


# what a board frame's call is: one of the variants' (target, action) pairs a board may send
BoardActing = Acting[MainAction] | Acting[SpotAction] | Acting[SoloAction] | Acting[SpeedAction]


class BoardSession(Protocol):
    """What a frame's action needs of the board (board.py's BoardSession): the shared session base."""

    base: Session


SYNTAX = Labels(FIXED_ORIGIN)  # a label's syntax does not depend on where A1 is


async def frame_action(board: BoardSession, frame: ActionFrame) -> BoardActing:
    """See `BoardSession.call`."""
    game_id, version = frame["game"], frame["version"]
    if frame["t"] == "play":
        # the cells are read on the game under its lock, at the version the board showed
        played: MainAction = PlayAt(tuple(check_pairs(frame["tiles"])))
        return Acting(MainTarget(game_id, version), played)
    if frame["t"] == "pass" or frame["t"] == "resign":
        action: MainAction = Pass() if frame["t"] == "pass" else Resign()
        return Acting(MainTarget(game_id, version), action)
    if frame["t"] == "claim":
        return _claim(board, game_id, version, frame["letters"])
    return await _grid(board, frame)


def _claim(board: BoardSession, game_id: int, version: int, letters: Sequence[str]) -> Acting[SpotAction]:
    try:
        slots = parse_letters(letters)
        if len(slots) != SPOT_CLAIM_SIZE:
            raise SpotError("size")
    except SpotError as err:
        from .spot_verdicts import refusal

        raise refusal(err) from None
    when = board.base.clock()  # the moment the claim came in, as a chat claim's
    return Acting(SpotTarget(game_id, version), Claim(slots, when))


async def _grid(
    board: BoardSession, frame: GridFrame | DumpFrame | PlainAction
) -> Acting[SoloAction] | Acting[SpeedAction]:
    action: GridAction | Submit | Dump | GiveUp
    if frame["t"] == "grid":
        action = grid_action(frame["edit"])
    elif frame["t"] == "dump":
        action = Dump(str(_tile(frame["tile"])))
    else:
        action = Submit() if frame["t"] == "submit" else GiveUp()

    game_id, version = frame["game"], frame["version"]
    row = await board.base.row(game_id, variants=(*SPEED_STORES, *SOLO_STORES))
    if row.variant.value in SOLO_STORES:
        if isinstance(action, Dump):
            raise Refusal("component.unknown_game")
        return Acting(SoloTarget(game_id, version), action)
    if isinstance(action, GiveUp):
        raise Refusal("component.unknown_game")
    return Acting(SpeedTarget(game_id, version), action)


def grid_action(edit: GridEdit) -> GridAction:
    """`{"place": [tile, cell]}`, `{"move": [from, to]}` or `{"take": [cell, …]}` as the typed
    edit chat's /speed and /solo commands make (the session reads the cells on the player's grid)."""
    if "place" in edit:
        tile, cell = edit["place"]
        return Place(str(_tile(tile)), _cell(cell))
    if "move" in edit:
        source, to = edit["move"]
        return Move(_cell(source), _cell(to))
    return Take(" ".join(_cell(c) for c in edit["take"]))


def check_pairs(tiles: Sequence[TilePair]) -> list[TilePair]:
    """`[[tile, cell], …]` (their shape read by board_frames.py), each text a tile and a cell label:
    `table.bad_move` with the chat's sentence for one that is not."""
    pairs = [(tile, cell) for tile, cell in tiles]
    for tile, cell in pairs:
        _tile(tile)
        _cell(cell)
    return pairs


def _tile(text: str) -> object:
    try:
        return parse_tile(text)
    except NotationError as err:
        raise Refusal("table.bad_move", reason=reason_of(err) or text) from None


def _cell(text: str) -> str:
    try:
        SYNTAX.parse(text)
    except NotationError as err:
        raise Refusal("table.bad_move", reason=reason_of(err) or text) from None
    return text.strip()
