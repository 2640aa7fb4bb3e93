"""A main-game turn in the board's words (web/PROTOCOL.md): the last logged turn as the channel
read it (a table's `report`), and the answer to a turn being assembled (a `preview`).

The session judges (bot/sessions/board_main.py: the move log read, the engine's verdict, where tiles
can go); this module only words and lays out what it found, in the reader's language, as plain text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from bot.engine.board import Board
from bot.engine.notation import Labels, NotationError
from bot.engine.turns import Placement, Verdict
from bot.words.messages import text
from bot.words.refusal import engine_text, verdict_text

from .board import plain
from .board_main import Reach, cells_json
from .board_wire import PreviewVerdict
from .notation import said_turn


@dataclass(frozen=True)
class LastTurn:
    """The last logged turn as its words need it: who, what, and for a play the board before it,
    the tiles placed and the score (the session reads it from the move log, so no storage type
    reaches the words)."""

    kind: Literal["play", "pass", "timeout", "resign", "bonus_given_up"]
    player: str
    left: bool = False  # a timeout that dropped the player from the game
    before: Board = field(default_factory=Board)  # a play: the board before it
    placed: tuple[Placement, ...] = ()
    score: int = 0
    lines: tuple[int, ...] = ()  # each scored line's total
    bonus: bool = False  # a play that completed a line
    again: bool = False  # ... and its bonus turn is still to play


def report(last: LastTurn | None, lang: str) -> str | None:
    """The last turn in words, as the channel read it (plain text, the reader's language)."""
    if last is None:
        return None
    player = last.player
    if last.kind == "play":
        scored = " + ".join(str(total) for total in last.lines)
        detail = text("turn.lines", lang, lines=scored) if len(last.lines) > 1 else ""
        said = text(
            "turn.played", lang, player=player, tiles=said_turn(last.before, last.placed, lang),
            score=last.score, lines=detail,
        )  # fmt: skip
        if last.bonus:
            said += " " + text("turn.bonus" if last.again else "turn.bonus_lapsed", lang, player=player)
        return plain(said)
    if last.kind == "bonus_given_up":  # a pass or a missed turn in a bonus turn
        return plain(text("pass.bonus", lang, player=player))
    if last.kind == "pass":
        return plain(text("pass.chosen", lang, player=player))
    if last.kind == "timeout":
        return plain(text("left.dropped" if last.left else "pass.timeout", lang, player=player))
    return plain(text("left.resigned", lang, player=player))


def unread_json(error: NotationError) -> PreviewVerdict:
    """A preview of text that names no tile or no cell: the chat's sentence for it."""
    reason = plain(engine_text("notation", error.detail, error.params))
    return {"ok": False, "stale": False, "reason": reason, "next": {}}


def preview_json(labels: Labels, found: Reach | None, verdict: Verdict | None, lang: str) -> PreviewVerdict:
    """A pending turn as the session judged it: ok while it can still become a legal turn (`found`:
    where each rack tile left could go, None when nowhere) or is one (`verdict`), its score when
    complete, the chat's sentence when neither."""
    out: PreviewVerdict = {
        "ok": found is not None or bool(verdict),
        "stale": False,
        "next": cells_json(found or {}, labels),
    }
    if verdict is not None and verdict.legal:
        out["score"] = verdict.score
        out["bonus"] = verdict.bonus
    if not out["ok"] and verdict is not None:
        out["reason"] = plain(text("turn.illegal", lang, message=verdict_text(verdict)))
    return out
