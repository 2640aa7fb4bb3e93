"""A board's action frame (web/PROTOCOL.md) as the session call a slash command or a button makes
(the same typed action from actions.py, the same version check), so a move made on the board is
judged, stored and announced exactly like one made in chat.

The frame's shape and text are checked when the call is made (`table.bad_frame`, `table.bad_move`:
a Refusal, never a KeyError or TypeError); the game is read only when the runner calls it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from bot.engine.notation import FIXED_ORIGIN, Labels, NotationError, parse_tile
from bot.engine.spot import SPOT_CLAIM_SIZE, SpotError, parse_letters
from bot.engine.tiles import MAX_LINE
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
    Submit,
    Take,
    Target,
)
from .base import Session
from .board_words import reason_of
from .main import MainTarget
from .solo import STORES as SOLO_STORES
from .solo import SoloTarget
from .speed import STORES as SPEED_STORES
from .speed import SpeedTarget
from .spot import SpotTarget

A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Acting(Generic[A]):
    """A board frame as the runner takes it: `Runner.run(source, acting.target, acting.action)`."""

    target: Target[A]
    action: A


class BoardSession(Protocol):
    """What a frame's action needs of the board (board.py's BoardSession): the shared session base."""

    base: Session


MAX_TAKE = 24  # a take names cells of one's own grid: more than a hand ever holds is no real edit
SYNTAX = Labels(FIXED_ORIGIN)  # a label's syntax does not depend on where A1 is
GRID_KINDS = ("grid", "submit", "dump", "giveup")


async def frame_action(board: BoardSession, frame: Mapping[str, object]) -> Acting[Any]:
    """See `BoardSession.call`."""
    if not isinstance(frame, Mapping):
        raise Refusal("table.bad_frame", field="t")
    kind = frame.get("t")
    game_id = _int(frame, "game")
    version = _int(frame, "version")
    if kind == "play":
        # the cells are read on the game under its lock, at the version the board showed
        played: MainAction = PlayAt(tuple(tile_pairs(frame.get("tiles"), at_least=1)))
        return Acting(MainTarget(game_id, version), played)
    if kind in ("pass", "resign"):
        action: MainAction = Pass() if kind == "pass" else Resign()
        return Acting(MainTarget(game_id, version), action)
    if kind == "claim":
        return _claim(board, game_id, version, frame.get("letters"))
    if kind in GRID_KINDS:
        return await _grid(board, game_id, version, str(kind), frame)
    raise Refusal("table.bad_frame", field="t")


def _claim(board: BoardSession, game_id: int, version: int, letters: object) -> Acting[Any]:
    if not isinstance(letters, list | tuple) or not all(isinstance(x, str) and len(x) <= 2 for x in letters):
        raise Refusal("table.bad_frame", field="letters")
    try:
        slots = parse_letters(letters)
        if len(slots) != SPOT_CLAIM_SIZE:
            raise SpotError("size")
    except SpotError as err:
        from .spot import refusal

        raise refusal(err) from None
    when = board.base.clock()  # the moment the claim came in, as a chat claim's
    return Acting(SpotTarget(game_id, version), Claim(slots, when))


async def _grid(
    board: BoardSession, game_id: int, version: int, kind: str, frame: Mapping[str, object]
) -> Acting[Any]:
    action: GridAction | Submit | Dump | GiveUp
    if kind == "grid":
        action = grid_action(frame.get("edit"))
    elif kind == "dump":
        tile = frame.get("tile")
        if not isinstance(tile, str) or not 0 < len(tile) <= 8:
            raise Refusal("table.bad_frame", field="tile")
        action = Dump(str(_tile(tile)))
    else:
        action = Submit() if kind == "submit" else GiveUp()

    row = await board.base.row(game_id, variants=(*SPEED_STORES, *SOLO_STORES))
    if row.variant.value in SOLO_STORES:
        if isinstance(action, Dump):
            raise Refusal("component.unknown_game")
        return Acting(SoloTarget(game_id, version), action)
    if isinstance(action, GiveUp):
        raise Refusal("component.unknown_game")
    return Acting(SpeedTarget(game_id, version), action)


def grid_action(edit: object) -> GridAction:
    """`{"place": [tile, cell]}`, `{"move": [from, to]}` or `{"take": [cell, …]}` as the typed
    edit chat's /speed and /solo commands make (the session reads the cells on the player's grid)."""
    if not isinstance(edit, Mapping) or len(edit) != 1:
        raise Refusal("table.bad_frame", field="edit")
    ((name, value),) = edit.items()
    if name == "place":
        tile, cell = _pair(value)
        return Place(str(_tile(tile)), _cell(cell))
    if name == "move":
        source, to = _pair(value)
        return Move(_cell(source), _cell(to))
    if name == "take":
        cells = _texts(value, "edit", MAX_TAKE)
        if not cells:
            raise Refusal("table.bad_frame", field="edit")
        return Take(" ".join(_cell(c) for c in cells))
    raise Refusal("table.bad_frame", field="edit")


def tile_pairs(tiles: object, *, at_least: int = 0) -> list[tuple[str, str]]:
    """`[[tile, cell], …]` (at most a line's worth), each text a tile and a cell label."""
    if not isinstance(tiles, list | tuple) or not at_least <= len(tiles) <= MAX_LINE:
        raise Refusal("table.bad_frame", field="tiles")
    pairs = [_pair(p, "tiles") for p in tiles]
    for tile, cell in pairs:
        _tile(tile)
        _cell(cell)
    return pairs


def _pair(value: object, field: str = "edit") -> tuple[str, str]:
    texts = _texts(value, field, 2)
    if len(texts) != 2:
        raise Refusal("table.bad_frame", field=field)
    return texts[0], texts[1]


def _texts(value: object, field: str, most: int) -> Sequence[str]:
    if (
        not isinstance(value, list | tuple)
        or len(value) > most
        or not all(isinstance(x, str) and 0 < len(x) <= 8 for x in value)
    ):
        raise Refusal("table.bad_frame", field=field)
    return [str(x) for x in value]


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


def _int(frame: Mapping[str, object], name: str) -> int:
    value = frame.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise Refusal("table.bad_frame", field=name)
    return value
