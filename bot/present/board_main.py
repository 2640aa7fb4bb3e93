"""The main game's table on the board (web/PROTOCOL.md): the board, the players, the viewer's own
rack and where its tiles can go, the final standings. Pure layout of values the session hands over
(bot/sessions/board_main.py: the decoded game, the viewer's seat, the cells legal turns reach).

Labels are the chat board's (bot/engine/notation.py `Labels`), so a cell reads the same in both.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.engine.board import Board, Cell
from bot.engine.main_game import MainGame
from bot.engine.notation import LABEL_MARGIN, START_CELL, Labels
from bot.engine.tiles import Tile
from bot.words.messages import text

from .board import plain
from .board_wire import BoardGrid, Cells, Final, Player, PlayerStatus, SharedMain, TableView

# where each tile of a rack can go next: a tile (a 6 also as its 9) -> its cells
Reach = Mapping[Tile, set[Cell]]


def extent(cells: Iterable[Cell], margin: int = LABEL_MARGIN) -> tuple[range, range]:
    """The rows and columns a board shows: the tiles' extent plus the margin a turn can reach."""
    listed = list(cells) or [START_CELL]
    rows = [c.row for c in listed]
    cols = [c.col for c in listed]
    return range(min(rows) - margin, max(rows) + margin + 1), range(
        min(cols) - margin, max(cols) + margin + 1
    )


def board_json(board: Board, labels: Labels, last: Iterable[Cell] = ()) -> BoardGrid:
    """The board's rows, columns and tiles, the last turn's lit."""
    rows, cols = extent(board)
    lit = set(last)
    return {
        "rows": [labels.row_label(r) for r in rows],
        "cols": [labels.col_label(c) for c in cols],
        "tiles": [{"cell": labels(c), "tile": str(t), "last": c in lit} for c, t in sorted(board.items())],
    }


def cells_json(found: Reach, labels: Labels) -> Cells:
    """`next`: each tile (a 6 also as its 9) with its cells in reading order, labelled."""
    return {str(t): [labels(c) for c in sorted(cells)] for t, cells in sorted(found.items())}


def players_json(game: MainGame, user_id: int) -> list[Player]:
    """Every seat's name, score and state, in seat order; `you` marks the viewer's."""
    winners = set(game.result.winners) if game.finished and game.result else set()
    out: list[Player] = []
    for i, s in enumerate(game.seats):
        status: PlayerStatus = "left" if not game.active[i] else ("won" if i in winners else "playing")
        out.append({
            "name": s.name, "score": game.scores[i], "turn": not game.finished and i == game.current,
            "computer": s.is_computer, "you": s.id == str(user_id), "status": status,
        })  # fmt: skip
    return out


def shared_json(game: MainGame, lang: str) -> SharedMain:
    """What every viewer's table of a game version holds alike (the board, the key, the bag, the
    final standings): a push to many boards builds it once, not once a board. Read-only."""
    labels = Labels.for_board(game.board)
    out: SharedMain = {
        "board": board_json(game.board, labels, (p.cell for p in game.last_turn)),
        "key": game.key,
        "bag": len(game.bag),
    }
    if game.finished and game.result is not None:
        out["final"] = final_json(game, lang)
    return out


def main_table(
    game: MainGame,
    user_id: int,
    seat: int | None,
    lang: str,
    reach: Reach | None = None,
    shared: SharedMain | None = None,
) -> TableView:
    """The table of a decoded main game as `user_id` (at `seat`, None when watching) may see it:
    their own rack only. `reach`: where the rack's tiles can go, when it is their turn; `shared`:
    `shared_json(game, lang)` when the caller kept it."""
    playing = seat is not None and game.active[seat] and not game.finished
    shared = shared if shared is not None else shared_json(game, lang)
    out: TableView = {
        "you": {"id": str(user_id), "seat": seat, "playing": playing},
        "players": players_json(game, user_id),
        "board": shared["board"],
        "key": shared["key"],
        "bag": shared["bag"],
        "can": [],
    }
    if "final" in shared:
        out["final"] = shared["final"]
    if "report" in shared:
        out["report"] = shared["report"]
    if seat is not None:
        out["rack"] = [str(t) for t in game.racks[seat]]
    if playing and seat is not None:
        if seat == game.current:
            out["can"] = ["play", "pass", "resign"]
            out["next"] = cells_json(reach or {}, Labels.for_board(game.board))
        else:
            out["can"] = ["resign"]
    return out


def final_json(game: MainGame, lang: str) -> Final:
    """The final standings as the chat's end post words them, one plain line a player."""
    assert game.result is not None
    rows = []
    for rank, s in enumerate(game.result.standings, 1):
        tag = text("end.winner", lang) if s.winner else (text("end.left", lang) if s.left else "")
        rows.append(plain(text(
            "end.row", lang, rank=rank, player=game.seats[s.seat].name, score=s.score,
            penalty=s.penalty, final=s.final, tag=tag,
        )))  # fmt: skip
    names = ", ".join(game.seats[i].name for i in game.result.winners)
    return {"winner": names, "lines": rows}
