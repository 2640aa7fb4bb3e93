"""Solo Sumoku in Discord: slash commands (cog.py), private views and the guided flow (views.py),
and the components that survive restarts (components.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cog import SoloCog
from .components import ITEMS, register_views

if TYPE_CHECKING:
    from bot.app.client import SumokuBot


async def setup(bot: SumokuBot) -> None:
    bot.add_dynamic_items(*ITEMS)
    register_views()
    await bot.add_cog(SoloCog(bot))


async def teardown(bot: SumokuBot) -> None:
    bot.remove_dynamic_items(*ITEMS)
