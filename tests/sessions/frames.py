"""A board frame played without the runner (what the runner stores for it, nothing around it)."""

from __future__ import annotations

from bot.sessions import Actor, Outcome, Sessions
from bot.sessions.board import read_frame


async def play_frame(sessions: Sessions, frame: dict[str, object], who: Actor) -> Outcome | None:
    """A board frame's action stored as the runner would store it (no acknowledgement, no delivery)."""
    acting = await sessions.board.call(read_frame(frame))  # as the socket reads it first
    return await sessions.variants.act(who, acting.target, acting.action)
