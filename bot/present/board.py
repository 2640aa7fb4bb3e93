"""The board's table frame (a Discord Activity, web/PROTOCOL.md) around any game: its head (which
game and version, the tile colours), a lobby's seats, a private note's words, and the chat's
sentences as plain text.

Why here: the board shows what chat shows, laid out as JSON instead of posts; the sessions decode
the game and say who the viewer is, this package turns that into the frame (bot/sessions/board.py
calls it). The per-variant tables are board_main.py, board_grid.py and board_spot.py.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Protocol

from bot.engine.spot import ClaimWrong, SpotGame
from bot.render.style import TILE_FILL
from bot.words.messages import text, unmentioned

from .board_wire import Status, TableHead, TableView, wire_variant
from .posts import Seated
from .spot import wrong_text

# each tile colour's letter as the pictures paint it, so a board and a picture never disagree
PALETTE = {colour.letter: "#{:02x}{:02x}{:02x}".format(*rgb) for colour, rgb in TILE_FILL.items()}

# a stored game's status as a table says it: a cancelled game reads as finished
STATUSES: dict[str, Status] = {
    "lobby": "lobby", "running": "running", "finished": "finished", "cancelled": "finished"
}  # fmt: skip
_MARKUP = re.compile(r"\*\*|`|__")


class SeatedPlayer(Seated, Protocol):
    """A lobby seat as the board lists it (storage's SeatRow is one)."""

    @property
    def is_computer(self) -> bool: ...


def plain(said: str) -> str:
    """A chat sentence without Discord's markdown (the board shows text as it is): a command mention
    reads as the command's words in the reader's language."""
    return _MARKUP.sub("", unmentioned(said))


def head_json(variant: str, game_id: int, version: int, status: str, channel_id: int) -> TableHead:
    """What every table starts with, whatever the game: a cancelled game reads as finished. `revision`
    is the stored game's version, the same for every viewer and never going down (a Speed racer's
    `version` is their team grid's, which each round starts again; Spot's the set's): with `status`
    it orders a game's tables (bot/activity/connection.py, web/src/app.ts)."""
    return {
        "t": "table", "variant": wire_variant(variant), "game": game_id, "version": version,
        "revision": version, "status": STATUSES[status], "channel": str(channel_id), "palette": PALETTE,
    }  # fmt: skip


def lobby_json(user_id: int, seats: Sequence[SeatedPlayer]) -> TableView:
    """A lobby's table: who has joined so far (nobody plays yet)."""
    return {
        "you": {"id": str(user_id), "seat": None, "playing": False},
        "players": [{"name": s.name, "computer": s.is_computer, "you": s.user_id == user_id} for s in seats],
        "can": [],
    }


def note_words(key: str, params: Mapping[str, object], spot: SpotGame | None) -> str:
    """An outcome's private word for the actor as the board shows it (a wrong Spot claim names its
    tiles on the set shown), in the current language."""
    wrong = params.get("wrong")
    if key == "spot.wrong" and isinstance(wrong, ClaimWrong) and spot is not None:
        return plain(wrong_text(wrong, spot))
    return plain(text(key, **{k: v for k, v in params.items() if isinstance(v, str | int)}))
