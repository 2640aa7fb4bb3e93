"""Solo Sumoku's words and pictures: the player's private grid view, the end summary, the daily
table, and the Share post (public, in the server's language `lang`, spoiler-free: never a tile, a
cell or the grid).

Pure: no Discord, no I/O. The picture functions draw (slow): call them off the event loop.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.engine.board import Cell
from bot.engine.guide import Spot
from bot.engine.solo import EndReason, SoloGame
from bot.engine.tiles import Tile
from bot.engine.turns import Placement
from bot.words.messages import text

from . import guided
from .posts import Component, ComponentData, DailyRow, Picture, Post

SHARE = "solo_share"  # the Share button's component kind
GIVE_UP = "solo_give_up"  # the Give up button under a stuck check: names its game and version


def clock(ms: int | None) -> str:
    """A playing time as m:ss (h:mm:ss past an hour); every language reads it."""
    if ms is None:
        return "-"
    s = ms // 1000
    h, m, s = s // 3600, s // 60 % 60, s % 60
    return f"{h}:{m:02}:{s:02}" if h else f"{m}:{s:02}"


def tiles_list(tiles: Sequence[Tile]) -> str:
    """The tiles in hand order: the order (and so the numbers) of the guided Place menu's options."""
    return " ".join(f"`{t}`" for t in tiles) or "-"


def new_cells(game: SoloGame) -> tuple[Cell, ...]:
    """This stage's tiles on the grid (not fixed yet): drawn ringed."""
    fixed = game.grid.fixed
    return tuple(sorted(c for c in game.grid.cells if c not in fixed))


def grid_lines(game: SoloGame) -> str:
    """The header of the private view: stage, key, score so far, what is left to place."""
    head = text("solo.header", stage=game.stage, key=game.key, score=game.score, bag=len(game.bag))
    if game.finished:
        return head
    hand = game.grid.hand
    held = text("solo.hand", tiles=tiles_list(hand)) if hand else text("solo.hand_done")
    return f"{head}\n{held}"


def _chips(game: SoloGame) -> tuple[str, ...]:
    chips = [text("solo.picture.stage", stage=game.stage)]
    if game.grid.hand and not game.finished:
        chips.append(text("solo.picture.to_place", count=len(game.grid.hand)))
    return tuple(chips)


def grid_post(game: SoloGame, intro: str = "", preview: Sequence[Placement] = ()) -> Post:
    """The player's grid as a private post (drawn, or in text, by the post forms as every view):
    `intro` and the stage's lines, then the grid with this stage's tiles ringed and `preview` outlined."""
    new = new_cells(game)
    said = [text("solo.picture.new")] if new else []
    if preview:
        where = ", ".join(f"{p.tile} {game.grid.label(p.cell)}" for p in preview)
        said.append(text("solo.picture.preview", tiles=where))
    data = {
        "cells": [[c.row, c.col, str(t)] for c, t in sorted(game.grid.board.items())],
        "key": game.key,
        "size": game.grid.size,
        "new": [[c.row, c.col] for c in new],
        "preview": [[p.cell.row, p.cell.col, str(p.tile)] for p in preview],
        "chips": list(_chips(game)),
        "title": "Solo Sumoku",
        "new_line": " ".join(said),
        "legend": text("solo.picture.legend"),
    }
    head = f"{intro}\n" if intro else ""
    return Post(content=head + grid_lines(game), picture=Picture("solo_grid", data))


def spot_label(game: SoloGame, spot: Spot, tiles: Sequence[Tile]) -> str:
    """One choice of the place menu, worded as the main game's and Speed's (bot/present/guided.py)."""
    move = guided.where(tiles, game.grid.label(spot.start), spot.axis)
    return guided.option(move, guided.lines(spot.legal))


def end_lines(game: SoloGame, day: str | None, streak: int) -> str:
    """The private end summary (the final grid goes with it as a picture)."""
    summary = game.summary()
    time = clock(summary.ms)
    if summary.perfect:
        lines = [text("solo.end.perfect", time=time)]
    else:
        key = "solo.end.stuck" if summary.reason is EndReason.STUCK else "solo.end.quit"
        lines = [text(key, score=summary.score, stages=summary.stages_completed, time=time)]
        unsubmitted = len(new_cells(game))
        if unsubmitted:  # placed, never submitted: the score counts submitted stages only (O3)
            lines.append(text("solo.end.unsubmitted", count=unsubmitted, stage=game.stage))
    if day:
        lines.append(text("solo.end.daily", day=day, streak=streak))
    lines.append(text("solo.end.share"))
    return "\n".join(lines)


def share_button(game_id: int) -> Component:
    return Component(SHARE, {"game": game_id})


STUCK_CAN = "solo.stuck.can"  # the check found the stage can be finished


def give_up_button(game_id: int, version: int, *, can_finish: bool = False) -> Component:
    """Give up (a stuck end): red under a check that found no way on; "Give up anyway", grey, under
    one that found the stage can be finished (the answer and its button say the same)."""
    data = ComponentData(game=game_id, ver=version)
    if can_finish:
        data["anyway"] = True
    return Component(GIVE_UP, data)


def stuck_post(
    game_id: int, version: int, key: str, params: Mapping[str, object], layout: str | None
) -> Post:
    """/solo stuck's answer: whether the stage can still be finished (`key`), whether the tiles laid
    so far can stay (`layout`, a catalogue id; None when none is laid), and the Give up button, which
    says what the answer says (red only where no way on was found: giving up is the player's call, O3)."""
    said = text(key, **params) + (f"\n{text(layout)}" if layout else "")
    return Post(content=said, components=(give_up_button(game_id, version, can_finish=key == STUCK_CAN),))


def share_post(game: SoloGame, name: str, day: str | None, streak: int, lang: str) -> Post:
    """What the channel reads when the player shares: how far they got, never a tile or cell."""
    summary = game.summary()
    time = clock(summary.ms)
    if summary.perfect:
        line = text("solo.share.perfect", lang, name=name, time=time)
    else:
        line = text("solo.share", lang, name=name, score=summary.score, stages=summary.stages_completed,
                    time=time)  # fmt: skip
    if day:
        line += "\n" + text("solo.share.daily", lang, day=day, streak=streak)
    return Post(content=line, language=lang)


def today_lines(day: str, rows: Sequence[DailyRow]) -> str:
    """The server's table for the day: tiles placed, then time."""
    lines = [text("solo.today.title", day=day)]
    for r in rows:
        key = "solo.today.row_perfect" if r.completed else "solo.today.row"
        lines.append(text(key, rank=r.rank, user=r.user_id, tiles=r.tiles_placed, time=clock(r.ms)))
    if not rows:
        lines.append(text("solo.today.empty"))
    return "\n".join(lines)
