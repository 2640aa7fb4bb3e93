"""The engine's verdicts on a Spot race as the session stores and words them, apart from its lock
and storage (bot/sessions/spot.py runs them): a refused claim as a catalogue message (the chat's and
the board's prechecks use it too: cogs/spot.py, board_calls.py, explain.py), a judged claim as its
claim record and move log entry, an ended race as its results.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.spot import ClaimWon, ClaimWrong, SpotError, SpotGame
from bot.present.spot import letters
from bot.storage import NewMove, NewResult, NewSpotClaim
from bot.words.refusal import Refusal

from .base import Actor

ERROR_CODES = frozenset({"finished", "stale", "locked_out", "size", "repeated", "empty_slot", "letters"})


def refusal(err: SpotError) -> Refusal:
    """The engine's refusal codes → catalogue messages."""
    if err.code not in ERROR_CODES:
        return Refusal("spot.err.letters")
    return Refusal(f"spot.err.{err.code}", **dict(err.params))


def results_of(game: SpotGame) -> list[NewResult]:
    ended = game.result
    return [
        NewResult(seat=i, user_id=int(s.player), score=len(s.tiles), final=len(s.tiles), won=s.winner)
        for i, s in enumerate(ended.standings if ended else ())
        if s.player.isdigit()
    ]


def claim_stored(
    player: Actor, slots: Sequence[int], set_number: int | None, when: float, judged: ClaimWon | ClaimWrong
) -> tuple[NewSpotClaim, NewMove]:
    """A judged claim as stored: its claim record (/stats' sets and times) and its move log entry
    (scored with the tiles it won)."""
    won = isinstance(judged, ClaimWon)
    record = NewSpotClaim(
        player.user_id, judged.round, [str(t) for t in judged.tiles], won, judged.reaction_ms
    )
    move = NewMove(
        {
            "a": "claim",
            "player": str(player.user_id),
            "slots": list(slots),
            "set": set_number,
            "at": when,
        },
        user_id=player.user_id,
        summary=letters(slots),
        score=len(judged.tiles) if won else 0,
    )
    return record, move
