"""How players name the slots of a Spot tableau: letters A–L, in a chat message or a menu."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .grid import SPOT_CLAIM_SIZE
from .spot_events import SpotError

LETTERS = "ABCDEFGHIJKL"  # one a slot, MAX_SHOWN of them (bot/engine/spot.py)
_CLAIM_TEXT = re.compile(r"[A-La-l](?:[\s,;/+\-]*[A-La-l]){3}")


def letter(slot: int) -> str:
    return LETTERS[slot]


def parse_claim_text(text: str) -> tuple[int, ...] | None:
    """A chat message of exactly four distinct letters A–L (`A D F J`, `adfj`) → slots, else None.

    Anything else is ordinary chat, not a claim; repeated letters (`ball`, `fell`) too.
    """
    s = text.strip()
    if len(s) > 20 or not _CLAIM_TEXT.fullmatch(s):
        return None
    slots = tuple(LETTERS.index(c) for c in s.upper() if c in LETTERS)
    if len(set(slots)) != SPOT_CLAIM_SIZE:
        return None
    return slots


def parse_letters(letters: Iterable[str]) -> tuple[int, ...]:
    """Letters from a select menu or a command → slot numbers; refuses what is not A–L."""
    out: list[int] = []
    for raw in letters:
        s = str(raw).strip().upper()
        if len(s) != 1 or s not in LETTERS:
            raise SpotError("letters")
        out.append(LETTERS.index(s))
    return tuple(out)
