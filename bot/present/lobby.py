"""The lobby message: who sits, the options, and its buttons; and what it becomes at the start."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.words.messages import text

from .posts import Component, Post, Seated

COMPUTER_NAMES = ("Ada", "Euclid", "Hypatia", "Noether", "Gauss", "Fermat", "Ramanujan")


def computer_name(n: int, level: str, lang: str) -> str:
    """A computer seat's name, stored with the seat and shown to everyone: in the server's language."""
    return f"{COMPUTER_NAMES[n % len(COMPUTER_NAMES)]} ({text(f'level.{level}', lang)})"


def lobby_content(
    owner_id: int | None, options: Mapping[str, Any], seats: Sequence[Seated], lang: str
) -> str:
    o = options
    limit = o.get("turn_limit", 0)
    summary = text(
        "lobby.options",
        lang,
        limit=text("lobby.minutes", lang, minutes=int(limit // 60))
        if limit
        else text("lobby.no_limit", lang),
        racks=text("lobby.racks_open" if o.get("open_racks") else "lobby.racks_private", lang),
        hints=text("lobby.on" if o.get("hints", True) else "lobby.off", lang),
    )
    players = ", ".join((f"<@{s.user_id}>" if s.user_id else f"{s.name} 🤖") for s in seats) or "-"
    return f"**{text('lobby.title', lang)}**\n" + text(
        "lobby.body",
        lang,
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
    seats: Sequence[Seated],
    *,
    lang: str,
    edit: int | None = None,
) -> Post:
    """The lobby with its buttons: a new message (remembered as the game's), or an edit of it."""
    return Post(
        content=lobby_content(owner_id, options, seats, lang),
        components=(Component("lobby", {"game": game_id}),),
        edit=edit,
        remember=edit is None,
        language=lang,
    )


def started_post(
    owner_id: int | None, options: Mapping[str, Any], seats: Sequence[Seated], edit: int, *, lang: str
) -> Post:
    """The lobby message once the game started: its title, host and players (no buttons)."""
    _title, host, players = lobby_content(owner_id, options, seats, lang).split("\n")[:3]
    started = f"**{text('start.title', lang)}**"
    return Post(content="\n".join((started, host, players)), edit=edit, language=lang)


def closed_post(key: str, edit: int, lang: str, **params: Any) -> Post:
    """The lobby message replaced by why it closed (expired, cancelled): no buttons."""
    return Post(content=text(key, lang, **params), edit=edit, language=lang)
