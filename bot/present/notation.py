"""A turn's notation inside a sentence, in the sentence's language: `R5 B9 at AB27 across` reads
`R5 B9 en AB27 horizontal` in Spanish and French (the words of /place's own options and choices
there), from the `notation.*` catalogue ids. Tiles and cells keep their names in every language."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.board import Axis, Board
from bot.engine.notation import turn_notation
from bot.engine.turns import Placement
from bot.words.messages import READER, text


def said_turn(board_before: Board, placements: Sequence[Placement], locale: object = READER) -> str:
    """The turn as a player would type it, in `locale`'s words ("" for no placement)."""
    said = turn_notation(board_before, placements)
    if said is None:
        return ""
    if said.axis is None:
        return text("notation.one", locale, tiles=said.tiles, cell=said.cell)
    direction = text("notation.down" if said.axis is Axis.DOWN else "notation.across", locale)
    if said.cell is None:
        return text("notation.first", locale, tiles=said.tiles, direction=direction)
    return text("notation.line", locale, tiles=said.tiles, cell=said.cell, direction=direction)
