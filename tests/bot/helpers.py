"""Shared steps for SimCord tests: read the stored game, turn an engine move into /place options."""

from __future__ import annotations

import re
from typing import Any

from bot.bench._load.server import place_options as place_options  # what a player types for a turn
from bot.engine import movegen
from bot.engine.main_game import MainGame
from bot.engine.turns import Placement
from bot.storage.replay import state_with_history

# The guided Place flow's words, one wording in the main game, Speed and Solo (bot/present/guided.py):
# a place as a player types it ("R1 B2 at M13 across"; a first turn "R1 B2 across"), then its detail.
_PLACE = r"[ROYGBP]\d( [ROYGBP]\d)*( at [A-Z]+\d+)?( across| down)?"
GUIDED_PREVIEW = re.compile(
    r"^\d+ places? for `[ROYGBP]\d`( `[ROYGBP]\d`)*\. Pick one to preview it, then press Confirm\.\n"
    rf"Preview: `{_PLACE}` — (\d+ points|✓ every line adds up|✗ a line does not add up yet)"
)
GUIDED_OPTION = re.compile(rf"^{_PLACE} — (\d+ points|✓ every line adds up|✗ a line does not add up yet)")


async def stored_game(env: Any, channel: Any) -> tuple[Any, MainGame | None]:
    row = await env.bot.db.games.open_in_channel(channel.id, "main")
    if row is None or row.state is None:
        return row, None
    return row, MainGame.from_dict(row.state)


async def game_by_id(env: Any, game_id: int) -> tuple[Any, MainGame]:
    row = await env.bot.db.games.get(game_id)
    return row, MainGame.from_dict(await state_with_history(env.bot.db, game_id))


def best_move(game: MainGame) -> list[Placement] | None:
    turn = movegen.best_turn(game.board, game.racks[game.current], game.key)
    return sorted(turn.placements, key=lambda p: p.cell) if turn else None


def public_texts(channel: Any) -> list[str]:
    """Everything anyone can read in the channel (not ephemeral)."""
    out = []
    for m in channel.history():
        if not m.flags.ephemeral:
            out.append(m.content + " ".join(e.description or "" for e in m.embeds))
    return out


def reply(result: Any) -> Any:
    """The message that answered an interaction (after a defer, the first followup fills it in)."""
    if result.followups:
        return result.followups[0]
    return result.response
