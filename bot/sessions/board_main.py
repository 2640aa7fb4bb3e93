"""The main game on the board (web/PROTOCOL.md): the table a player may see, a pending turn's
preview, and the wording of the last turn, all from the decoded game and plain values.

Labels are the chat board's (bot/engine/notation.py `Labels`); where tiles can go comes from
every legal turn (bot/engine/reach.py); refusals are the chat's sentences (bot/words).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from bot.engine.board import Board, Cell
from bot.engine.main_game import MainGame
from bot.engine.movegen import TurnFamily
from bot.engine.notation import LABEL_MARGIN, START_CELL, Labels, NotationError, format_turn, parse_tile
from bot.engine.reach import next_cells
from bot.engine.tiles import Tile
from bot.engine.turns import Placement, judge_turn
from bot.storage import Move
from bot.words.messages import text
from bot.words.refusal import engine_text, verdict_text

from .board_words import plain

# every legal turn of a seat's rack, as families (kept by the caller per game version)
Families = Callable[[MainGame, int], Sequence[TurnFamily]]


def seat_in(game: MainGame, user_id: int) -> int | None:
    return game.seat_of(str(user_id))


def extent(cells: Iterable[Cell], margin: int = LABEL_MARGIN) -> tuple[range, range]:
    """The rows and columns a board shows: the tiles' extent plus the margin a turn can reach."""
    listed = list(cells) or [START_CELL]
    rows = [c.row for c in listed]
    cols = [c.col for c in listed]
    return range(min(rows) - margin, max(rows) + margin + 1), range(
        min(cols) - margin, max(cols) + margin + 1
    )


def board_json(board: Board, labels: Labels, last: Iterable[Cell] = ()) -> dict[str, Any]:
    rows, cols = extent(board)
    lit = set(last)
    return {
        "rows": [labels.row_label(r) for r in rows],
        "cols": [labels.col_label(c) for c in cols],
        "tiles": [{"cell": labels(c), "tile": str(t), "last": c in lit} for c, t in sorted(board.items())],
    }


def cells_json(found: Mapping[Tile, set[Cell]], labels: Labels) -> dict[str, list[str]]:
    """`next`: each tile (a 6 also as its 9) with its cells in reading order, labelled."""
    return {str(t): [labels(c) for c in sorted(cells)] for t, cells in sorted(found.items())}


def players_json(game: MainGame, user_id: int) -> list[dict[str, Any]]:
    winners = set(game.result.winners) if game.finished and game.result else set()
    out = []
    for i, s in enumerate(game.seats):
        status = "left" if not game.active[i] else ("won" if i in winners else "playing")
        out.append({
            "name": s.name, "score": game.scores[i], "turn": not game.finished and i == game.current,
            "computer": s.is_computer, "you": s.id == str(user_id), "status": status,
        })  # fmt: skip
    return out


def shared_json(game: MainGame, lang: str) -> dict[str, Any]:
    """What every viewer's table of a game version holds alike (the board, the key, the bag, the
    final standings): a push to many boards builds it once, not once a board. Read-only."""
    labels = Labels.for_board(game.board)
    out: dict[str, Any] = {
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
    lang: str,
    families: Families | None = None,
    shared: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The table of a decoded main game as `user_id` may see it: their own rack only. `shared`:
    `shared_json(game, lang)` when the caller kept it."""
    seat = seat_in(game, user_id)
    playing = seat is not None and game.active[seat] and not game.finished
    out: dict[str, Any] = {
        "you": {"id": str(user_id), "seat": seat, "playing": playing},
        "players": players_json(game, user_id),
        **(shared if shared is not None else shared_json(game, lang)),
        "can": [],
    }
    if seat is not None:
        out["rack"] = [str(t) for t in game.racks[seat]]
    if playing and seat is not None:
        if seat == game.current:
            out["can"] = ["play", "pass", "resign"]
            kept = families(game, seat) if families is not None else None
            found = next_cells(game.board, game.racks[seat], game.key, (), kept) or {}
            out["next"] = cells_json(found, Labels.for_board(game.board))
        else:
            out["can"] = ["resign"]
    return out


def final_json(game: MainGame, lang: str) -> dict[str, Any]:
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


def closed_game(state: Mapping[str, Any], actions: Sequence[Mapping[str, Any]]) -> MainGame:
    """A finished game's state (stored without its board) with the board rebuilt from its move log:
    tiles never leave the table, so the board is every tile played."""
    plays = [a for a in actions if a.get("a") == "play"]
    full = dict(state)
    full["board"] = [list(t) for a in plays for t in a.get("tiles", ())]
    full["last_turn"] = (
        [list(t) for t in plays[-1].get("tiles", ())] if plays and actions[-1] is plays[-1] else []
    )
    return MainGame.from_dict(full)


def report(game: MainGame, last: Move | None, lang: str) -> str | None:
    """The last logged move in words, as the channel read it (plain text, the reader's language):
    rebuilt from the move log (tiles never leave the table, so the board before it is known)."""
    if last is None:
        return None
    action = last.action
    kind = action.get("a")
    seat = action.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < len(game.seats):
        return None
    player = game.seats[seat].name
    if kind == "play":
        try:
            placed = tuple(
                Placement(Cell(int(r), int(c)), game.board[Cell(int(r), int(c))])
                for r, c, _ in action["tiles"]
            )
        except (KeyError, TypeError, ValueError):
            return None
        cells = {p.cell for p in placed}
        before = Board((c, t) for c, t in game.board.items() if c not in cells)
        verdict = judge_turn(before, placed, game.key)
        scored = " + ".join(str(line.total) for line in verdict.lines)
        detail = text("turn.lines", lang, lines=scored) if len(verdict.lines) > 1 else ""
        said = text(
            "turn.played", lang, player=player, tiles=format_turn(before, placed), score=verdict.score,
            lines=detail,
        )  # fmt: skip
        if verdict.bonus:
            again = game.in_bonus and game.current == seat and not game.finished
            said += " " + text("turn.bonus" if again else "turn.bonus_lapsed", lang, player=player)
        return plain(said)
    if kind == "pass":
        return plain(text("pass.chosen", lang, player=player))
    if kind == "timeout":
        key = "left.dropped" if not game.active[seat] else "pass.timeout"
        return plain(text(key, lang, player=player))
    if kind == "resign":
        return plain(text("left.resigned", lang, player=player))
    return None


def preview(
    game: MainGame,
    seat: int,
    tiles: Sequence[tuple[str, str]],
    lang: str,
    families: Families | None = None,
) -> dict[str, Any]:
    """A pending turn judged on the decoded game (nothing stored): ok, score when complete, the
    chat's sentence when not, and where each rack tile left could go next."""
    labels = Labels.for_board(game.board)
    try:
        pending = parse_cells(labels, tiles)
    except NotationError as err:
        return {"ok": False, "reason": plain(engine_text("notation", err.detail, err.params)), "next": {}}
    rack = game.racks[seat]
    kept = families(game, seat) if families is not None else None
    found = next_cells(game.board, rack, game.key, pending, kept)
    if len({p.cell for p in pending}) != len(pending):
        found = None  # two tiles on one cell: the judge names it
    verdict = judge_turn(game.board, pending, game.key, rack=rack, label=labels) if pending else None
    out: dict[str, Any] = {"ok": found is not None or bool(verdict), "next": cells_json(found or {}, labels)}
    if verdict is not None and verdict.legal:
        out["score"] = verdict.score
        out["bonus"] = verdict.bonus
    if not out["ok"] and verdict is not None:
        out["reason"] = plain(text("turn.illegal", lang, message=verdict_text(verdict)))
    return out


def parse_cells(labels: Labels, tiles: Sequence[tuple[str, str]]) -> list[Placement]:
    """[[tile, cell], …] as placements (NotationError for text that is no tile or no cell)."""
    return [Placement(labels.parse(cell), parse_tile(tile)) for tile, cell in tiles]
