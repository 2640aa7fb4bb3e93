"""Work that outlives an interaction reads no player's language: a timer armed while answering a
Spanish player fires (a reminder, a timeout: posts for everyone) with no reader set, not in Spanish."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from bot.app.timers import TimerService
from bot.storage import Database, NewSeat
from bot.words.language import current_language, speaking


async def no_wait() -> None:
    return None


async def test_a_timer_armed_while_answering_a_spanish_player_fires_without_a_reader(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "sumoku.db")
    timers = TimerService(lambda: db, no_wait)
    heard: list[str] = []
    fired = asyncio.Event()

    async def reminder(timer: object) -> None:
        heard.append(current_language())
        fired.set()

    timers.register("reminder", reminder)
    try:
        game = await db.games.create(
            channel_id=1, guild_id=2, variant="main", owner_id=3, seats=[NewSeat(3, "Ana")]
        )
        await db.timers.add(game.id, "reminder", time.time() + 0.05)
        with speaking("es"):  # as inside a Spanish player's /place: the action's timers are armed
            assert current_language() == "es"
            await timers.sync(game.id)
        await asyncio.wait_for(fired.wait(), 10)
        assert heard == ["en"]
    finally:
        timers.stop()
        await db.close()
