"""The main game on the board (web/PROTOCOL.md), the session's part: which seat the viewer holds,
where their rack's tiles can go (every legal turn, bot/engine/reach.py), a pending turn judged, the
last logged turn read from the move log, a closed game's board rebuilt. The layout and the words of
all that are the presenter's (bot/present/board_main.py, board_turn.py), handed plain values.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from bot.engine.board import Board, Cell
from bot.engine.main_game import MainGame
from bot.engine.movegen import TurnFamily
from bot.engine.notation import Labels, NotationError
from bot.engine.reach import next_cells
from bot.engine.turns import Placement, judge_turn
from bot.present import board_main, board_turn
from bot.present.board_main import Reach
from bot.present.board_turn import LastTurn
from bot.present.board_wire import PreviewVerdict, SharedMain, TableView

from .main_turns import placements_at

# every legal turn of a seat's rack, as families (kept by the caller per game version)
Families = Callable[[MainGame, int], Sequence[TurnFamily]]


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
