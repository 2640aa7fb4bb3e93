"""The lobby message: who sits, the options, and its buttons; and what it becomes at the start."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.messages import ENGLISH, text
from bot.storage import SeatRow

from .posts import Component, Post

COMPUTER_NAMES = ("Ada", "Euclid", "Hypatia", "Noether", "Gauss", "Fermat", "Ramanujan")


def computer_name(n: int, level: str) -> str:
    """A computer seat's name, stored with the seat and shown to everyone: English catalogue text."""
    return f"{COMPUTER_NAMES[n % len(COMPUTER_NAMES)]} ({text(f'level.{level}', ENGLISH)})"


def lobby_content(owner_id: int | None, options: Mapping[str, Any], seats: Sequence[SeatRow]) -> str:
    o = options
    limit = o.get("turn_limit", 0)
    summary = text(
        "lobby.options",
        None,
        limit=text("lobby.minutes", None, minutes=int(limit // 60))
        if limit
        else text("lobby.no_limit", ENGLISH),
        racks=text("lobby.racks_open" if o.get("open_racks") else "lobby.racks_private", ENGLISH),
        hints=text("lobby.on" if o.get("hints", True) else "lobby.off", ENGLISH),
    )
    players = ", ".join((f"<@{s.user_id}>" if s.user_id else f"{s.name} 🤖") for s in seats) or "-"
    return f"**{text('lobby.title', ENGLISH)}**\n" + text(
        "lobby.body",
        None,
        host=f"<@{owner_id}>",
        count=len(seats),
        max=o.get("max_players", 4),
        players=players,
        options=summary,
    )


def lobby_post(
    game_id: int,
    owner_id: int | None,
    options: Mapping[str, Any],
    seats: Sequence[SeatRow],
    *,
    edit: int | None = None,
) -> Post:
    """The lobby with its buttons: a new message (remembered as the game's), or an edit of it."""
    return Post(
        content=lobby_content(owner_id, options, seats),
        components=(Component("lobby", {"game": game_id}),),
        edit=edit,
        remember=edit is None,
    )


def started_post(
    owner_id: int | None, options: Mapping[str, Any], seats: Sequence[SeatRow], edit: int
) -> Post:
    """The lobby message once the game started: its title, host and players (no buttons)."""
    _title, host, players = lobby_content(owner_id, options, seats).split("\n")[:3]
    return Post(content="\n".join((f"**{text('start.title', ENGLISH)}**", host, players)), edit=edit)


def closed_post(key: str, edit: int, **params: Any) -> Post:
    """The lobby message replaced by why it closed (expired, cancelled): no buttons."""
    return Post(content=text(key, None, **params), edit=edit)
