"""The heartbeat says "connected", not "started": while one of the process's gateway connections is
down (discord.py keeps is_ready() true while it reconnects), no heartbeat is written, so
`sumoku-bot health` turns unhealthy; once it is back, the beats resume."""

from __future__ import annotations

from pathlib import Path

import simcord

from bot.app.client import HEARTBEAT_S
from bot.storage import meta

from .conftest import make_bot


async def test_no_heartbeat_while_a_shard_is_disconnected(db_path: Path | str) -> None:
    bot = make_bot(db_path, shard_count=2, heartbeat=True)
    async with simcord.run(bot) as env:
        await env.advance_time(HEARTBEAT_S)
        assert await meta.get(bot.db, bot.heartbeat_key) is not None  # beating while connected
        shard = bot.get_shard(1)
        assert shard is not None
        await shard.disconnect()
        await meta.forget(bot.db, bot.heartbeat_key)
        await env.advance_time(HEARTBEAT_S * 3)
        assert await meta.get(bot.db, bot.heartbeat_key) is None  # silent while a shard is down
        await shard.reconnect()
        await env.advance_time(HEARTBEAT_S * 2)
        assert await meta.get(bot.db, bot.heartbeat_key) is not None  # back: beating again
