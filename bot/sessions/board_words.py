"""What the board reads in words: the chat's sentences as plain text, and a refused action's
reason in the reader's language (explain.py: the chat's own sentence for it)."""

from __future__ import annotations

import re

from bot.engine.main_game import GameError
from bot.storage import VersionConflict
from bot.words.refusal import Refusal

from .explain import explain

_MARKUP = re.compile(r"\*\*|`|__")

# refusals that mean "another move landed first": the board refreshes instead of arguing
STALE_KEYS = frozenset({"game.stale", "error.conflict", "game.speed.stale", "game.solo.stale"})
STALE_DETAILS = frozenset({"stale", "speed.stale", "solo.stale"})


def plain(said: str) -> str:
    """A chat sentence without Discord's markdown (the board shows text as it is)."""
    return _MARKUP.sub("", said)


def is_stale(error: BaseException) -> bool:
    """Whether a refused action was refused only because the game moved on meanwhile."""
    if isinstance(error, Refusal):
        return error.key in STALE_KEYS or error.key.endswith(".stale")
    if isinstance(error, VersionConflict):
        return True
    if isinstance(error, GameError):
        return error.detail in STALE_DETAILS or error.code == "stale"
    return False


def reason_of(error: BaseException) -> str | None:
    """The sentence the chat would give for an expected refusal (None: a bug, not a refusal)."""
    said = explain(error)
    return None if said is None else plain(said)
