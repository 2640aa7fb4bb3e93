"""The board's wire types (web/PROTOCOL.md): every frame a board sends or is sent, and the `table`,
as TypedDicts, so what the presenters lay out and the socket sends is checked by mypy and stays a
plain dict on its way to JSON (no conversion on the push path).

One schema says the same thing at run time: `board_wire.schema.json` beside this file. The bot
validates every frame a board sends against it (bot/sessions/board_frames.py, the one place), the
tests validate the frames the bot sends, and tests keep this module and web/src/protocol.ts naming
the fields the schema names (tests/present/test_board_wire.py, web/test/wire.test.ts).
"""

# No `from __future__ import annotations` here: a TypedDict reads Required/NotRequired at run time
# (tests/present/test_board_wire.py compares them with the schema's `required`).
import re
from pathlib import Path
from typing import Literal, NotRequired, Required, TypedDict, final, get_args

SCHEMA_PATH = Path(__file__).with_name("board_wire.schema.json")

Tile = str  # "R5"; a 6 placed as a 9 is "B9"
Cell = str  # "AB27"
Variant = Literal["main", "speed", "team", "solo", "spot"]  # the variants the front end draws its own way
VARIANTS: tuple[Variant, ...] = get_args(Variant)
VARIANT_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")  # any other registered variant's (the schema's pattern)
Status = Literal["lobby", "running", "finished"]
Action = Literal["play", "pass", "resign", "grid", "submit", "dump", "giveup", "claim"]
PlayerStatus = Literal["playing", "left", "won", "racing", "done", "waiting"]
Cells = dict[str, list[Cell]]  # `next`: a tile (or "*") -> the cells it may go to
TilePair = tuple[Tile, Cell]  # [tile, cell]: a JSON array of two on the wire


def wire_variant(name: str) -> str:
    """A stored variant's name as a table says it: one of VARIANTS, or another variant a session
    registered (bot/sessions/variant.py), which the front end shows with a table's common parts
    (players, board, `can`). A name that is no variant's name is a bug: ValueError."""
    if name not in VARIANTS and not VARIANT_NAME.fullmatch(name):
        raise ValueError(f"no board variant {name!r}")
    return name


# ------------------------------------------------------------------ the table


class TableYou(TypedDict):
    id: str
    seat: int | None
    playing: bool


class Player(TypedDict):
    name: str
    computer: bool
    you: bool
    score: NotRequired[int]
    turn: NotRequired[bool]
    status: NotRequired[PlayerStatus]
    team: NotRequired[str]  # Speed/Team
    seat: NotRequired[int]  # Speed/Team: the racer's place
    id: NotRequired[str]  # Spot: players are kept by id
    sets: NotRequired[int]  # Spot: sets won


class BoardTile(TypedDict):
    cell: Cell
    tile: Tile
    last: bool
    fixed: NotRequired[bool]  # Solo: placed in a completed stage


class BoardGrid(TypedDict):
    rows: list[str]
    cols: list[str]
    tiles: list[BoardTile]


class Clock(TypedDict):
    deadline_ms: int
    now_ms: NotRequired[int]  # the bot's time when the table was made


class RaceTeam(TypedDict):
    name: str
    members: list[str]
    placed: int
    held: int
    dumps: int
    points: int
    you: bool
    done: bool


class Race(TypedDict):
    round: int
    rounds: int
    running: bool
    teams: list[RaceTeam]


class ShownTile(TypedDict):
    letter: str
    tile: Tile


class SpotShow(TypedDict):
    shown: list[ShownTile]
    round: int
    rounds: int | None  # None: until the bag cannot help
    set: int
    distinct: bool
    locked: bool


class Stage(TypedDict):
    number: int
    tiles: list[Tile]
    score: int


class Final(TypedDict):
    winner: str
    lines: list[str]


class _TableBody(TypedDict, total=False):
    """A table's fields below its head."""

    you: Required[TableYou]
    can: Required[list[Action]]
    players: Required[list[Player]]
    board: BoardGrid
    rack: list[Tile]
    next: Cells
    clock: Clock
    report: str | None
    key: int
    bag: int
    race: Race
    spot: SpotShow
    stage: Stage
    final: Final


class TableView(_TableBody, total=False):
    """A variant's part of a table (below its head): what its session's `board_table` lays out."""

    version: int  # Speed/Team: the team grid's; Spot: the set's (else the head's)


class TableHead(TypedDict):
    """What every table starts with, whatever the game."""

    t: Literal["table"]
    variant: str  # one of VARIANTS, or another registered variant's name (`wire_variant`)
    game: int
    version: int
    revision: int
    status: Status
    channel: str
    palette: dict[str, str]


class Table(_TableBody, TableHead):
    """The whole `table` frame: the head and the variant's part."""


class SharedMain(TypedDict, total=False):
    """The parts of a main table alike for every viewer of a version (built once per push)."""

    board: Required[BoardGrid]
    key: Required[int]
    bag: Required[int]
    final: Final
    report: str | None


# ------------------------------------------------------------------ bot -> browser


class WelcomeYou(TypedDict):
    id: str
    name: str


class Welcome(TypedDict):
    t: Literal["welcome"]
    you: WelcomeYou
    locale: str
    catalogue: str  # the Fluent source of the board's messages in `locale` (bot/words/board_catalogue.py)


class Waiting(TypedDict):
    t: Literal["waiting"]
    reason: str


class PreviewVerdict(TypedDict):
    """A pending turn judged (the session's answer; the socket adds `t` and `seq`)."""

    ok: bool
    stale: bool
    next: Cells
    score: NotRequired[int]
    bonus: NotRequired[bool]
    reason: NotRequired[str]


class PreviewAnswer(PreviewVerdict):
    t: Literal["preview"]
    seq: int | None


class Ok(TypedDict):
    t: Literal["ok"]
    seq: int | None
    note: NotRequired[str]


class Refused(TypedDict):
    t: Literal["refused"]
    seq: int | None
    reason: str
    stale: bool


class ErrorFrame(TypedDict):
    t: Literal["error"]
    reason: str


ServerFrame = Welcome | Table | Waiting | PreviewAnswer | Ok | Refused | ErrorFrame

# ------------------------------------------------------------------ browser -> bot


class Hello(TypedDict):
    t: Literal["hello"]
    token: str
    channel: str
    instance: NotRequired[str]
    locale: NotRequired[str]
    seq: NotRequired[int]


class PreviewRequest(TypedDict):
    t: Literal["preview"]
    game: int
    version: int
    tiles: list[TilePair]
    seq: NotRequired[int]


class Play(TypedDict):
    t: Literal["play"]
    game: int
    version: int
    tiles: list[TilePair]
    seq: NotRequired[int]


class PlainAction(TypedDict):
    t: Literal["pass", "resign", "submit", "giveup"]
    game: int
    version: int
    seq: NotRequired[int]


@final  # `"place" in edit` tells which it is
class PlaceEdit(TypedDict):
    place: TilePair


@final  # `"place" in edit` tells which it is
class MoveEdit(TypedDict):
    move: tuple[Cell, Cell]


@final  # `"place" in edit` tells which it is
class TakeEdit(TypedDict):
    take: list[Cell]


GridEdit = PlaceEdit | MoveEdit | TakeEdit


class GridFrame(TypedDict):
    t: Literal["grid"]
    game: int
    version: int
    edit: GridEdit
    seq: NotRequired[int]


class DumpFrame(TypedDict):
    t: Literal["dump"]
    game: int
    version: int
    tile: Tile
    seq: NotRequired[int]


class ClaimFrame(TypedDict):
    t: Literal["claim"]
    game: int
    version: int
    letters: list[str]
    seq: NotRequired[int]


ActionFrame = Play | PlainAction | GridFrame | DumpFrame | ClaimFrame
ClientFrame = Hello | PreviewRequest | ActionFrame
