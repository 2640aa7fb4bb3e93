"""A Spot race on the board (web/PROTOCOL.md), the session's part beyond its table (spot.py's
`board_table`): what the runner holds while a `claim` frame is called (the race's order, so the
board's claims are answered in order, as chat's) and a wrong claim's note as the board words it.
Registered with the race (bot/sessions/variant.py: `add_board_order`, `add_board_note`).
"""

from __future__ import annotations

from bot.engine.spot import SpotGame
from bot.present.board import note_words

from .base import Note, Outcome
from .spot import SpotSession
from .variant import Variants

CLAIM_FRAME = "claim"  # the board's action frame a racer claims a set with
WRONG = "spot.wrong"  # the note of a claim that is no set


def wrong_claim(note: Note, outcome: Outcome) -> str:
    """A wrong claim's note naming its tiles on the set shown (the race after the claim); the
    catalogue's text when the outcome holds no race."""
    spot = outcome.state if isinstance(outcome.state, SpotGame) else None
    return note_words(note.key, note.params, spot)


def register_board(variants: Variants, spot: SpotSession) -> None:
    """The race's board hooks beyond its table (the session's, `Tabled`)."""
    variants.add_board_order(CLAIM_FRAME, spot.order)
    variants.add_board_note(WRONG, wrong_claim)
