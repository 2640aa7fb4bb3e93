"""Personal stats, leaderboards, game history with replays, and deleting one's data."""

from __future__ import annotations

from bot.app.client import SumokuBot

from .cog import Stats


async def setup(bot: SumokuBot) -> None:
    await bot.add_cog(Stats(bot))
