"""An expected refusal in the reader's words: what the chat answers privately and the board shows.

One mapping from the engine's, the sessions' and storage's expected errors to catalogue sentences,
so `/place` in chat and a drop on the board give the same reason (bot/app/errors.py adds discord's
own command errors; bot/present/board.py strips the markdown for the board).
"""

from __future__ import annotations

from bot.engine.freegrid import InvalidGrid
from bot.engine.main_game import GameError
from bot.engine.notation import NotationError
from bot.engine.spot import SpotError
from bot.engine.turns import IllegalTurn
from bot.storage import ConnectionLost, GameNotFound, GameStateError, StorageBusy, VersionConflict
from bot.words.messages import text
from bot.words.refusal import Refusal, engine_text, verdict_text


def explain(error: BaseException) -> str | None:
    """The sentence for an expected error, in the current reader's language; None when it is a bug."""
    if isinstance(error, Refusal):
        return error.render()
    if isinstance(error, IllegalTurn):
        return text("turn.illegal", message=verdict_text(error.verdict))
    if isinstance(error, NotationError):
        return engine_text("notation", error.detail, error.params)
    if isinstance(error, InvalidGrid):  # every problem of a grid (the chat's grid views name cells)
        reasons = [engine_text("game", p.detail, p.params) for p in error.report.problems]
        return text("speed.invalid", reasons="\n".join(f"• {r}" for r in reasons))
    if isinstance(error, SpotError):  # a race's refusals have their own ids (spot.err.*)
        from .spot_verdicts import refusal

        return refusal(error).render()
    if isinstance(error, GameError):
        return engine_text("game", error.detail, error.params)
    if isinstance(error, VersionConflict):
        return text("error.conflict")
    if isinstance(error, GameStateError):  # e.g. Start pressed twice, an action on a game that ended
        return text("lobby.not_lobby")
    if isinstance(error, StorageBusy):
        return text("error.busy")
    if isinstance(error, ConnectionLost):  # a database restart or failover: ordinary, not a bug
        return text("error.connection_lost_unsure" if error.maybe_committed else "error.connection_lost")
    if isinstance(error, GameNotFound):
        return text("game.none")
    return None
