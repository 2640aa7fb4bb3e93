"""The main game on the board (web/PROTOCOL.md), the session's part: which seat the viewer holds,
where their rack's tiles can go (every legal turn, bot/engine/reach.py), a pending turn judged, the
last logged turn read from the move log, a closed game's board rebuilt. The layout and the words of
all that are the presenter's (bot/present/board_main.py, board_turn.py), handed plain values.

`MainBoard` is what the registry holds for it (bot/sessions/variant.py: its table and its preview,
registered with the main game's stored name): the reads and caches of a main table.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence

from bot.engine.board import Board, Cell
from bot.engine.main_game import MainGame
from bot.engine.movegen import TurnFamily, turn_families
from bot.engine.notation import Labels, NotationError
from bot.engine.reach import next_cells
from bot.engine.turns import Placement, judge_turn
from bot.present import board_main, board_turn
from bot.present.board_main import Reach
from bot.present.board_turn import LastTurn
from bot.present.board_wire import PreviewVerdict, SharedMain, TableView, TilePair
from bot.storage import Game
from bot.storage import Move as LoggedMove
from bot.words.language import speaking
from bot.words.refusal import Refusal

from .base import Actor, Session
from .decoded import GameKey, key_of
from .main import STORES, TIMEOUT
from .main_turns import placements_at
from .variant import Variants

FACTS_KEPT = 256
SHARED_KEPT = 64  # a main table's parts alike for every viewer, per game version and language
FAMILIES_KEPT = 32  # a few hundred KB each at most: the turns being built right now

# every legal turn of a seat's rack, as families (kept by the caller per game version)
Families = Callable[[MainGame, int], Sequence[TurnFamily]]
# a table's reads besides the game row: the turn's deadline (ms), the last logged move, a closed game
Facts = tuple[int | None, LoggedMove | None, MainGame | None]


def seat_in(game: MainGame, user_id: int) -> int | None:
    return game.seat_of(str(user_id))


def main_table(
    game: MainGame,
    user_id: int,
    lang: str,
    families: Families | None = None,
    shared: SharedMain | None = None,
) -> TableView:
    """The table of a decoded main game as `user_id` may see it: their own rack only, and on their
    turn where its tiles can go. `shared`: `shared_json(game, lang)` when the caller kept it."""
    seat = seat_in(game, user_id)
    reach: Reach | None = None
    if seat is not None and seat == game.current and game.active[seat] and not game.finished:
        kept = families(game, seat) if families is not None else None
        reach = next_cells(game.board, game.racks[seat], game.key, (), kept) or {}
    return board_main.main_table(game, user_id, seat, lang, reach, shared)


def shared_json(game: MainGame, last_action: Mapping[str, object] | None, lang: str) -> SharedMain:
    """The parts of a main table alike for every viewer: the presenter's, and the last turn's words."""
    shared = board_main.shared_json(game, lang)
    shared["report"] = board_turn.report(last_turn(game, last_action), lang)
    return shared


def closed_game(state: Mapping[str, object], actions: Sequence[Mapping[str, object]]) -> MainGame:
    """A finished game's state (stored without its board) with the board rebuilt from its move log:
    tiles never leave the table, so the board is every tile played."""
    plays = [a for a in actions if a.get("a") == "play"]
    full = dict(state)
    full["board"] = [t for a in plays for t in _placed(a)]
    full["last_turn"] = _placed(plays[-1]) if plays and actions[-1] is plays[-1] else []
    return MainGame.from_dict(full)


def _cells(action: Mapping[str, object]) -> list[Cell] | None:
    """The cells of a stored play's tiles; None when one is not `[row, col, tile]`."""
    cells = []
    for tile in _placed(action):
        if len(tile) != 3 or not isinstance(tile[0], int) or not isinstance(tile[1], int):
            return None
        cells.append(Cell(tile[0], tile[1]))
    return cells


def _placed(action: Mapping[str, object]) -> list[list[object]]:
    """A stored play's tiles, `[row, col, tile]` each."""
    tiles = action.get("tiles", ())
    return [list(t) for t in tiles if isinstance(t, list | tuple)] if isinstance(tiles, list | tuple) else []


def last_turn(game: MainGame, action: Mapping[str, object] | None) -> LastTurn | None:
    """The last logged move (its stored action) as the values its words need, None when it is no
    turn to tell: a play is judged again on the board before it (tiles never leave the table, so
    that board is known)."""
    if action is None:
        return None
    kind = action.get("a")
    seat = action.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < len(game.seats):
        return None
    player = game.seats[seat].name
    if kind == "play":
        at = _cells(action)
        if at is None:
            return None
        try:
            placed = tuple(Placement(cell, game.board[cell]) for cell in at)
        except KeyError:
            return None
        cells = {p.cell for p in placed}
        before = Board((c, t) for c, t in game.board.items() if c not in cells)
        verdict = judge_turn(before, placed, game.key)
        again = verdict.bonus and game.in_bonus and game.current == seat and not game.finished
        return LastTurn(
            "play", player, before=before, placed=placed, score=verdict.score,
            lines=tuple(line.total for line in verdict.lines), bonus=verdict.bonus, again=again,
        )  # fmt: skip
    if kind in ("pass", "timeout") and action.get("bonus") is True:
        return LastTurn("bonus_given_up", player)
    if kind == "timeout":
        return LastTurn("timeout", player, left=not game.active[seat])
    if kind == "pass" or kind == "resign":
        return LastTurn(kind, player)
    return None


def preview(
    game: MainGame,
    seat: int,
    tiles: Sequence[tuple[str, str]],
    lang: str,
    families: Families | None = None,
) -> PreviewVerdict:
    """A pending turn judged on the decoded game (nothing stored): whether it can still become a
    legal turn (where each rack tile left could go next) or is one; the presenter words the answer."""
    labels = Labels.for_board(game.board)
    try:
        pending = placements_at(labels, tiles)
    except NotationError as err:
        return board_turn.unread_json(err)
    rack = game.racks[seat]
    kept = families(game, seat) if families is not None else None
    found = next_cells(game.board, rack, game.key, pending, kept)
    if len({p.cell for p in pending}) != len(pending):
        found = None  # two tiles on one cell: the judge names it
    verdict = judge_turn(game.board, pending, game.key, rack=rack, label=labels) if pending else None
    return board_turn.preview_json(labels, found, verdict, lang)


class MainBoard:
    """The main game's board table and preview, with what they keep per game version: the reads
    besides the game row, every legal turn of the seat to move, the parts every viewer shares."""

    def __init__(self, base: Session) -> None:
        self.base = base
        # (game, version) -> what a main table reads besides the game row (see `_facts_of`)
        self._facts: OrderedDict[tuple[GameKey, int], Facts] = OrderedDict()
        # (game, version, seat) -> every legal turn of that seat's rack, for the steps of one turn
        self._families: OrderedDict[tuple[GameKey, int, int], Sequence[TurnFamily]] = OrderedDict()
        # (game, version, language) -> the board, the last move's words, ...: one push, one build
        self._shared: OrderedDict[tuple[GameKey, int, str], SharedMain] = OrderedDict()

    async def table(self, row: Game, user: Actor, lang: str) -> TableView:
        """The main game's part of a table (its `TableMaker`)."""
        deadline, last, closed = await self._facts_of(row)
        with speaking(lang):
            game = closed or self.game(row)  # no await from here on: the game is not ours to keep
            families = self._families_at(row) if not game.finished else None
            shared = self._shared_at(row, game, last, lang)
            out = main_table(game, user.user_id, lang, families, shared)
        if deadline is not None and not game.finished:
            out["clock"] = {"deadline_ms": deadline}
        return out

    async def preview(self, row: Game, user: Actor, tiles: Sequence[TilePair], lang: str) -> PreviewVerdict:
        """A turn being assembled on the running game of `row` at the board's version (its
        `BoardPreview`): a Refusal when the viewer may not play now."""
        game = self.game(row)  # no await from here on
        seat = seat_in(game, user.user_id)
        if seat is None or not game.active[seat]:
            raise Refusal("game.not_player")
        game.check_turn(seat)
        return preview(game, seat, tiles, lang, self._families_at(row))

    def game(self, row: Game) -> MainGame:
        """The running game at the row's version, from the sessions' cache when it holds it."""
        return self.base.decoded.peek(key_of(row), row.version, row.state or {}, MainGame.from_dict)

    def _families_at(self, row: Game) -> Families:
        """`turn_families` of a seat at the row's version, found once for every step of a turn."""

        def families(game: MainGame, seat: int) -> Sequence[TurnFamily]:
            key = (key_of(row), row.version, seat)
            found = self._families.get(key)
            if found is None:
                found = self._families[key] = turn_families(game.board, game.racks[seat], game.key)
                while len(self._families) > FAMILIES_KEPT:
                    self._families.popitem(last=False)
            return found

        return families

    def _shared_at(self, row: Game, game: MainGame, last: LoggedMove | None, lang: str) -> SharedMain:
        """The parts of a main table alike for every viewer, built once per version and language
        (a push to twenty boards read the last move's words twenty times)."""
        key = (key_of(row), row.version, lang)
        found = self._shared.get(key)
        if found is None:
            found = self._shared[key] = shared_json(game, None if last is None else last.action, lang)
            while len(self._shared) > SHARED_KEPT:
                self._shared.popitem(last=False)
        return found

    async def _facts_of(self, row: Game) -> Facts:
        """The turn clock's deadline (ms), the last logged move and, for a closed game, the game
        with its table rebuilt from the move log (a closed game's stored state keeps no board):
        read once per game version."""
        key = (key_of(row), row.version)
        known = self._facts.get(key)
        if known is not None:
            self._facts.move_to_end(key)
            return known
        closed = None
        if row.status == "running":
            timers = await self.base.db.timers.peek(row.id)
            due = [t.due_at for t in timers if t.kind == TIMEOUT]
            deadline = int(min(due) * 1000) if due else None
            last = await self.base.db.moves.last(row.id)
        else:
            moves = await self.base.db.moves.list(row.id)
            deadline, last = None, moves[-1] if moves else None
            closed = closed_game(row.state or {}, [m.action for m in moves])
        found = self._facts[key] = (deadline, last, closed)
        while len(self._facts) > FACTS_KEPT:
            self._facts.popitem(last=False)
        return found


def register_board(variants: Variants, base: Session) -> MainBoard:
    """The main game's board table and preview, in the registry under its stored names."""
    board = MainBoard(base)
    for name in STORES:
        variants.add_table(name, board.table)
        variants.add_preview(name, board.preview)
    return board
