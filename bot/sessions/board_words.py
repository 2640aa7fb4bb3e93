"""What the board reads in words: the chat's sentences as plain text, and a refused action's
reason in the reader's language (the same catalogue ids as bot/app/errors.py, free of discord)."""

from __future__ import annotations

import re

from bot.engine.freegrid import InvalidGrid
from bot.engine.main_game import GameError
from bot.engine.notation import NotationError
from bot.engine.spot import SpotError
from bot.engine.turns import IllegalTurn
from bot.storage import GameNotFound, GameStateError, VersionConflict
from bot.words.messages import text
from bot.words.refusal import Refusal, engine_text, verdict_text

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
    if isinstance(error, Refusal):
        return plain(error.render())
    if isinstance(error, IllegalTurn):
        return plain(text("turn.illegal", message=verdict_text(error.verdict)))
    if isinstance(error, NotationError):
        return plain(engine_text("notation", error.detail, error.params))
    if isinstance(error, InvalidGrid):
        reasons = [engine_text("game", p.detail, p.params) for p in error.report.problems]
        return plain(text("speed.invalid", reasons="\n".join(f"• {r}" for r in reasons)))
    if isinstance(error, SpotError):
        from .spot import refusal

        return plain(refusal(error).render())
    if isinstance(error, GameError):
        return plain(engine_text("game", error.detail, error.params))
    if isinstance(error, VersionConflict):
        return plain(text("error.conflict"))
    if isinstance(error, GameStateError):
        return plain(text("game.over"))
    if isinstance(error, GameNotFound):
        return plain(text("game.none"))
    return None
