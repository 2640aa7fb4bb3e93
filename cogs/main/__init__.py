"""The main game in Discord: slash commands (cog.py), guided placement (guided.py), private
views (private.py) and the components that survive restarts (components.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cog import MainGameCog

if TYPE_CHECKING:
    from bot.app.client import SumokuBot


async def setup(bot: SumokuBot) -> None:
    await bot.add_cog(MainGameCog(bot))
