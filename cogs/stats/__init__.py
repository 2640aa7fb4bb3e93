"""Personal stats, leaderboards, game history with replays, and deleting one's data."""

from __future__ import annotations

from typing import Any

from .cog import Stats


async def setup(bot: Any) -> None:
    await bot.add_cog(Stats(bot))
