"""Which part of the program a running frame belongs to, for the actions bench's CPU split."""

from __future__ import annotations

PARTS = ("pictures", "engine", "storage", "discord.py", "simcord", "bot other", "other")

_BY_PATH = (
    ("/bot/bench/", "bench"),  # the bench itself: left out of the split
    ("/bot/render/", "pictures"),
    ("/bot/present/pictures", "pictures"),
    ("/PIL/", "pictures"),
    ("/bot/engine/", "engine"),
    ("/bot/storage/", "storage"),
    ("/aiosqlite/", "storage"),
    ("/asyncpg/", "storage"),
    ("/sqlite3/", "storage"),
    ("/discord/", "discord.py"),
    ("/simcord/", "simcord"),
)


def part_of_file(name: str) -> str:
    """The part a source file belongs to."""
    for marker, part in _BY_PATH:
        if marker in name:
            return part
    if "/bot/" in name or "/cogs/" in name:
        return "bot other"
    return "other"
