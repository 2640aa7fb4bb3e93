"""Autocomplete of tiles typed in a command (`/place tiles:`, `/speed place tiles:`): the next tile
from what is left in the player's rack or hand, each choice the whole value typed so far."""

from __future__ import annotations

from collections import Counter

from discord import app_commands

from bot.engine.notation import parse_tile, rack_tile_choices
from bot.engine.tiles import Tile


def tile_suggestions(rack: list[Tile], current: str) -> list[app_commands.Choice[str]]:
    """Complete the tile being typed from what is left in the rack."""
    tokens = current.replace(",", " ").split()
    partial = "" if current.endswith((" ", ",")) or not tokens else tokens.pop()
    remaining = Counter(rack)
    for tok in tokens:
        try:
            t = parse_tile(tok).in_hand
        except ValueError:
            return []
        if remaining[t] <= 0:
            return []
        remaining[t] -= 1
    prefix = " ".join(tok.upper() for tok in tokens)
    out: list[app_commands.Choice[str]] = []
    for option in rack_tile_choices(t for t, n in remaining.items() if n > 0):
        if option.upper().startswith(partial.upper()):
            value = f"{prefix} {option}".strip()
            out.append(app_commands.Choice(name=value, value=value))
    return out[:25]
