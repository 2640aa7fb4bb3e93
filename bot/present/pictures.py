"""Picture requests: what a post's picture shows, as JSON, and how to draw it (or say it in text).

A request carries the renderer's inputs, not the game: the outbox row that holds it still draws
the same picture after the game has moved on or the bot restarted.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from bot import render
from bot.engine.board import Board, Cell
from bot.engine.main_game import MainGame
from bot.engine.notation import parse_tile
from bot.engine.tiles import Tile
from bot.engine.turns import Placement
from bot.render import BoardView, EndRow, Wording
from bot.render.solo_grid import solo_grid_picture, solo_grid_text

from .posts import Picture


def shown_scores(game: MainGame) -> list[tuple[str, int]]:
    """Each seat's name and score as a picture shows it: once the game is over, the final score (the
    rack's tiles taken off, M9), as the end card and the text beside the picture say."""
    final = {s.seat: s.final for s in game.result.standings} if game.finished and game.result else {}
    return [(seat.name, final.get(i, game.scores[i])) for i, seat in enumerate(game.seats)]


def view_of(game: MainGame, preview: tuple[Placement, ...] = (), last_score: int | None = None) -> BoardView:
    """What a board picture of this game shows: tiles, last turn, the score strip, game over."""
    return BoardView(
        board=game.board,
        key=game.key,
        bag_left=len(game.bag),
        last_turn=tuple(p.cell for p in game.last_turn),
        preview=preview,
        scores=tuple(shown_scores(game)),
        to_move=None if game.finished else game.current,
        last_score=last_score,
        game_over=game.finished,
    )


def board_request(
    game: MainGame,
    last_score: int | None = None,
    *,
    closeup: bool = False,
    preview: Sequence[Placement] = (),
) -> Picture:
    """The board of a main game as it stands (or a close-up around its last turn; or with a proposed
    turn drawn outlined), as JSON."""
    data: dict[str, Any] = {
        "cells": [[c.row, c.col, str(t)] for c, t in sorted(game.board.items())],
        "key": game.key,
        "bag_left": len(game.bag),
        "last_turn": [[p.cell.row, p.cell.col] for p in game.last_turn],
        "scores": [[name, score] for name, score in shown_scores(game)],
        "to_move": None if game.finished else game.current,
        "last_score": last_score,
        "game_over": game.finished,
    }
    if preview:
        data["preview"] = [[p.cell.row, p.cell.col, str(p.tile)] for p in preview]
    return Picture("closeup" if closeup else "board", data)


def rack_request(tiles: Sequence[Tile], title: str) -> Picture:
    return Picture("rack", {"tiles": [str(t) for t in tiles], "title": title})


def end_card_request(game: MainGame, title: str, ratings: Mapping[int, str] | None = None) -> Picture:
    """The end card; `ratings` holds, by seat, the rating label of a ranked game ("12.3 (+1.4)")."""
    ratings = ratings or {}
    rows = [
        [game.seats[s.seat].name, s.score, s.penalty, s.final, s.winner, s.left, ratings.get(s.seat)]
        for s in (game.result.standings if game.result else ())
    ]
    return Picture("end_card", {"rows": rows, "key": game.key, "title": title})


def tableau_request(tiles: Sequence[Tile | None], key: int, title: str) -> Picture:
    return Picture(
        "tableau", {"tiles": [None if t is None else str(t) for t in tiles], "key": key, "title": title}
    )


def board_view(data: dict[str, Any]) -> BoardView:
    board = Board()
    board.place((Cell(r, c), parse_tile(t)) for r, c, t in data["cells"])
    return BoardView(
        board=board,
        key=data.get("key"),
        bag_left=int(data.get("bag_left", 0)),
        to_play=data.get("to_play"),  # rows written before the score strip name the player
        last_turn=tuple(Cell(r, c) for r, c in data.get("last_turn", ())),
        preview=_preview(data),
        title=data.get("title"),
        scores=tuple((str(n), int(v)) for n, v in data.get("scores", ())),
        to_move=data.get("to_move"),
        last_score=data.get("last_score"),
        game_over=bool(data.get("game_over", False)),
    )


def _end_rows(data: dict[str, Any]) -> list[EndRow]:
    return [
        EndRow(
            str(r[0]), int(r[1]), int(r[2]), int(r[3]), bool(r[4]), bool(r[5]), r[6] if len(r) > 6 else None
        )
        for r in data["rows"]
    ]


def _tableau_tiles(data: dict[str, Any]) -> list[Tile | None]:
    return [None if t is None else parse_tile(t) for t in data["tiles"]]


def _grid(data: dict[str, Any]) -> tuple[Board, Any]:
    """A Speed grid and its fixed labels (the FreeGrid window of `size`)."""
    from bot.engine.freegrid import FreeGrid

    board = Board()
    board.place((Cell(r, c), parse_tile(t)) for r, c, t in data["cells"])
    return board, FreeGrid(size=int(data.get("size", 25))).labels


def _preview(data: dict[str, Any]) -> tuple[Placement, ...]:
    return tuple(Placement(Cell(r, c), parse_tile(t)) for r, c, t in data.get("preview", ()))


def draw(picture: Picture, wording: Wording) -> render.Picture:
    """The PNG of a request (slow: call it off the event loop)."""
    data = picture.data
    if picture.kind == "board":
        return render.board_picture(board_view(data), wording=wording)
    if picture.kind == "closeup":
        return render.closeup_picture(board_view(data), wording=wording)
    if picture.kind == "rack":
        return render.rack_picture(
            [parse_tile(t) for t in data["tiles"]], data.get("title", ""), wording=wording
        )
    if picture.kind == "end_card":
        return render.end_card_picture(_end_rows(data), data["key"], data.get("title", ""), wording=wording)
    if picture.kind == "tableau":
        return render.tableau_picture(
            _tableau_tiles(data), data["key"], data.get("title", ""), wording=wording
        )
    if picture.kind == "grid":
        board, labels = _grid(data)
        return render.grid_picture(
            board, data["key"], data.get("title", ""), wording=wording, labels=labels, preview=_preview(data)
        )
    if picture.kind == "solo_grid":
        board, labels = _grid(data)
        return solo_grid_picture(
            board, data["key"], labels, new=_cells(data, "new"), preview=_preview(data),
            chips=tuple(data.get("chips", ())), title=data.get("title", ""),
            new_line=data.get("new_line", ""), wording=wording,
        )  # fmt: skip
    raise ValueError(f"unknown picture kind {picture.kind!r}")


def _cells(data: dict[str, Any], name: str) -> tuple[Cell, ...]:
    return tuple(Cell(r, c) for r, c in data.get(name, ()))


def as_text(picture: Picture, wording: Wording, limit: int = 2000) -> str:
    """The text form standing in for a picture (text boards, or a channel that refuses files)."""
    data = picture.data
    if picture.kind in ("board", "closeup"):
        return render.board_text(board_view(data), limit=max(200, limit), wording=wording)
    if picture.kind == "rack":
        return render.rack_text([parse_tile(t) for t in data["tiles"]], wording=wording)[:limit]
    if picture.kind == "end_card":
        return render.end_card_text(_end_rows(data), data["key"], wording=wording)[:limit]
    if picture.kind == "tableau":
        return render.tableau_text(_tableau_tiles(data), data["key"], wording=wording)[:limit]
    if picture.kind == "grid":
        board, labels = _grid(data)
        ghost = [(p.cell, p.tile) for p in _preview(data)]
        return render.grid_text(
            board, data["key"], data.get("title", ""), limit, wording=wording, labels=labels, preview=ghost
        )
    if picture.kind == "solo_grid":  # the post's content says the stage: the grid alone, no header
        board, labels = _grid(data)
        marked = dataclasses.replace(wording, legend_last=data.get("legend", wording.legend_last))
        form = solo_grid_text(
            board,
            labels,
            header="",
            new=_cells(data, "new"),
            preview=_preview(data),
            limit=limit,
            wording=marked,
        )
        return form.lstrip("\n")
    raise ValueError(f"unknown picture kind {picture.kind!r}")
