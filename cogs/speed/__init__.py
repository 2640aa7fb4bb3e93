"""Speed and Team Sumoku in Discord: slash commands (cog.py), the private grid views and guided
placement (private.py), and the components that survive restarts (components.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cog import SpeedCog

if TYPE_CHECKING:
    from bot.app.client import SumokuBot


async def setup(bot: SumokuBot) -> None:
    await bot.add_cog(SpeedCog(bot))
