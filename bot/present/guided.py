"""The guided Place flow's words, the same in the main game, Speed and Solo: pick tiles, see where they
fit (each place named as a player would type it, `R1 B2 at M13 across`, in the reader's language),
preview one, confirm. A 6 that goes down as a 9 is said so (RULES R2: the player chooses, and here
the flow chose for them), so a P6 picked never becomes P9 without a word."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.board import Axis
from bot.engine.tiles import NINE, Tile
from bot.words.messages import text


def pick() -> str:
    return text("place.pick")


def nowhere() -> str:
    return text("place.none")


def done() -> str:
    return text("place.done")


def where(tiles: Sequence[Tile], cell: str, axis: Axis) -> str:
    """`R1 B2 at M13 across` (one tile: `R1 at M13`), in the reader's words (notation.*)."""
    names = " ".join(map(str, tiles))
    if len(tiles) == 1:
        return text("notation.one", tiles=names, cell=cell)
    direction = text("notation.down" if axis is Axis.DOWN else "notation.across")
    return text("notation.line", tiles=names, cell=cell, direction=direction)


def scored(score: int, bonus: bool) -> str:
    """The main game's detail of a place: its points (and the bonus turn a line of six earns)."""
    return text("place.points", score=score) + (text("place.bonus") if bonus else "")


def lines(legal: bool) -> str:
    """A grid's detail of a place (Speed, Solo): whether every line it makes adds up."""
    return text("place.lines_ok" if legal else "place.lines_wrong")


def option(move: str, detail: str) -> str:
    """One choice of the place menu (at most 100 characters, Discord's limit)."""
    return text("place.option", move=move, detail=detail)[:100]


def preview(count: int, chosen: Sequence[Tile], placed: Sequence[Tile], move: str, detail: str) -> str:
    """The preview's words: how many places the chosen tiles have, the one shown, and a 6 turned."""
    names = " ".join(f"`{t}`" for t in chosen)
    said = [
        text("place.found", count=count, tiles=names),
        text("place.preview", move=f"`{move}`", detail=detail),
    ]
    said += [text("place.as_nine", six=f"`{t.in_hand}`", nine=f"`{t}`") for t in placed if t.value == NINE]
    return "\n".join(said)
