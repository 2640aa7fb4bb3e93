"""Why the board's action was refused, in words: whether it is only stale (another move landed
first, so the board refreshes instead of arguing), and the chat's own sentence for it (explain.py)
as plain text (bot/present/board.py `plain`)."""

from __future__ import annotations

from bot.engine.main_game import GameError
from bot.present.board import plain
from bot.storage import VersionConflict
from bot.words.refusal import Refusal

from .explain import explain

# refusals that mean "another move landed first": the board refreshes instead of arguing
STALE_KEYS = frozenset({"game.stale", "error.conflict", "game.speed.stale", "game.solo.stale"})
STALE_DETAILS = frozenset({"stale", "speed.stale", "solo.stale"})


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
