"""A FreeGrid edit written as a plain dict: what Speed and Solo record in their history and what
`FreeGrid.apply` (bot/engine/freegrid.py) reads back, so a game replays from its log."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .board import Axis, Cell
from .tiles import Tile
from .turns import Placement


def place_action(tiles: Sequence[Tile], start: Cell, axis: Axis = Axis.ACROSS) -> dict[str, Any]:
    """The plain-dict form of a place edit (what `FreeGrid.apply` and the games' history read)."""
    return {
        "a": "place",
        "tiles": [str(t) for t in tiles],
        "cell": [start.row, start.col],
        "axis": "down" if axis is Axis.DOWN else "across",
    }


def take_action(cells: Iterable[Cell]) -> dict[str, Any]:
    return {"a": "take", "cells": [[c.row, c.col] for c in cells]}


def move_action(src: Cell, dst: Cell) -> dict[str, Any]:
    return {"a": "move", "from": [src.row, src.col], "to": [dst.row, dst.col]}


def take_back_action(everything: bool) -> dict[str, Any]:
    """Take back the last placement, or every tile of this round/stage."""
    return {"a": "take_all" if everything else "take_last"}


def arrange_action(placements: Iterable[Placement]) -> dict[str, Any]:
    return {"a": "arrange", "tiles": [[p.cell.row, p.cell.col, str(p.tile)] for p in placements]}
