"""Speed, Team and Solo tables on the board (web/PROTOCOL.md): each player's OWN grid and hand (a
team's grid is its members' own), the race's public status, a Solo stage. Another team's grid or
hand, or another player's Solo game, never enters a table: the session says who the viewer is
(bot/sessions/board.py), this module lays out what that viewer may see.

Cells are the grid's own labels (bot/engine/freegrid.py: a fixed window, A1 never moves).
"""

from __future__ import annotations

from bot.engine.board import Cell
from bot.engine.freegrid import FreeGrid
from bot.engine.notation import LABEL_MARGIN
from bot.engine.solo import SoloGame
from bot.engine.speed import DUMP_DRAW, SpeedMatch
from bot.words.messages import text

from .board import plain
from .board_main import extent
from .board_wire import Action, BoardGrid, BoardTile, Player, RaceTeam, TableView
from .solo import end_lines
from .speed import match_post, round_line


def grid_json(grid: FreeGrid) -> tuple[BoardGrid, list[str]]:
    """The grid as a board (its tiles' extent plus a margin, inside its window) and the empty cells
    shown, where a hand tile may be dropped (any cell: a grid is checked when it is submitted)."""
    rows, cols = extent(grid.cells, LABEL_MARGIN)
    half = grid.size // 2
    rows = range(max(rows.start, -half), min(rows.stop, half + 1))
    cols = range(max(cols.start, -half), min(cols.stop, half + 1))
    labels = grid.labels
    cells = grid.cells
    fixed = grid.fixed
    tiles: list[BoardTile] = []
    for c, t in sorted(cells.items()):
        tile: BoardTile = {"cell": labels(c), "tile": str(t), "last": False}
        if c in fixed:
            tile["fixed"] = True
        tiles.append(tile)
    board: BoardGrid = {
        "rows": [labels.row_label(r) for r in rows],
        "cols": [labels.col_label(c) for c in cols],
        "tiles": tiles,
    }
    empty = [labels(Cell(r, c)) for r in rows for c in cols if Cell(r, c) not in cells]
    return board, empty


def race_table(match: SpeedMatch, user_id: int, rid: str | None, *, lang: str) -> TableView:
    """A Speed or Team match as `user_id` (racer `rid`, None when watching) may see it: their
    team's grid and hand, everyone's counts."""
    mine = match.team_of(rid) if rid is not None else None
    rd = match.round
    result = match.results[-1] if match.results and match.results[-1].round == rd.number else None
    teams: list[RaceTeam] = []
    for t, (team, tr) in enumerate(zip(match.teams, rd.teams, strict=True)):
        teams.append({
            "name": team.name, "members": [match.racers[i].name for i in team.members],
            "placed": len(tr.grid), "held": len(tr.grid.hand), "dumps": tr.dumps,
            "points": match.points[t], "you": t == mine, "done": result is not None and result.team == t,
        })  # fmt: skip
    players: list[Player] = []
    for i, r in enumerate(match.racers):
        t = match.team_of(r.id)
        done = result is not None and result.team == t
        players.append({
            "name": r.name, "score": match.points[t], "turn": False, "computer": r.is_computer,
            "you": r.id == rid, "status": "done" if done else ("racing" if match.running else "waiting"),
            "team": match.teams[t].name, "seat": i,
        })  # fmt: skip
    out: TableView = {
        "you": {"id": str(user_id), "seat": _index(match, rid), "playing": rid is not None and match.running},
        "players": players,
        "key": rd.key,
        "bag": len(rd.bag),
        "race": {"round": rd.number, "rounds": match.rounds, "running": match.running, "teams": teams},
        "can": [],
    }
    if match.results:  # what last happened: the last round's end, as the channel read it
        out["report"] = plain(round_line(match, match.results[-1], lang))
    if rd.deadline is not None and match.running:
        out["clock"] = {"deadline_ms": int(rd.deadline * 1000)}
    if rid is not None and mine is not None:
        grid = rd.teams[mine].grid
        out["version"] = rd.teams[mine].version  # what the racer's actions name (the team grid's)
        out["board"], empty = grid_json(grid)
        out["rack"] = [str(t) for t in grid.hand]
        if match.running:
            out["next"] = {"*": empty}
            can: list[Action] = ["grid", "submit"]
            out["can"] = can + (["dump"] if len(rd.bag) >= DUMP_DRAW and grid.hand else [])
    if match.finished:
        said = match_post(match, match.standings(), lang).content or ""
        winners = [s.name for s in match.standings() if s.winner]
        out["final"] = {"winner": ", ".join(winners), "lines": [plain(x) for x in said.splitlines()]}
    return out


def _index(match: SpeedMatch, rid: str | None) -> int | None:
    """The racer's place in the match's list (the `seat` the board marks as theirs)."""
    return next((i for i, r in enumerate(match.racers) if r.id == rid), None)


def solo_table(game: SoloGame, user_id: int) -> TableView:
    """A Solo game as its player sees it: their grid, hand and stage (nobody else is shown a Solo
    game: bot/sessions/solo.py `board_table`)."""
    board, empty = grid_json(game.grid)
    out: TableView = {
        "you": {"id": str(user_id), "seat": 0, "playing": not game.finished},
        "players": [{"name": "", "score": game.score, "turn": not game.finished, "computer": False,
                     "you": True, "status": "playing" if not game.finished else "done"}],
        "board": board,
        "rack": [str(t) for t in game.grid.hand],
        "stage": {"number": game.stage, "tiles": [str(t) for t in game.stage_tiles], "score": game.score},
        "key": game.key,
        "bag": len(game.bag),
        "can": [],
    }  # fmt: skip
    if not game.finished:
        if game.stage > 1:  # what last happened: the stage accepted last (the chat's words for it)
            accepted = text(
                "solo.accepted", stage=game.stage - 1, score=game.score, count=len(game.stage_tiles)
            )
            out["report"] = plain(accepted)
        out["next"] = {"*": empty}
        out["can"] = ["grid", "submit", "giveup"]
    else:
        said = end_lines(game, None, 0).splitlines()[:-1]  # without the Share button's line
        out["final"] = {"winner": "", "lines": [plain(x) for x in said]}
    return out
