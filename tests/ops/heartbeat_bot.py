"""A test-only entry point: one sharded bot process on SimCord that writes its heartbeat, as
`sumoku-bot run` does, driven by test_heartbeats.py.

    SUMOKU_SHARD_COUNT=2 SUMOKU_SHARD_IDS=K python -m tests.ops.heartbeat_bot TARGET   (cwd: the repo)

It prints "READY <heartbeat key>" once its heartbeat is stored; on a line on stdin it stops cleanly
(`SumokuBot.shutdown`, as on SIGTERM) and exits 0.
"""

from __future__ import annotations

import asyncio
import sys
from dataclasses import replace
from pathlib import Path

import simcord

from bot.app.client import SumokuBot
from bot.app.logs import setup_logging
from bot.config import Config
from bot.storage import meta
from bot.storage.pg import is_url


async def main(target: str) -> int:
    setup_logging("WARNING", "plain")
    where = {"database_url": target} if is_url(target) else {"database": Path(target)}
    bot = SumokuBot(
        replace(Config.from_env(require_token=False), **where), sync_on_start=True, heartbeat=True
    )
    async with simcord.run(bot, check_errors=False):
        while await meta.get(bot.db, bot.heartbeat_key) is None:  # written once connected
            await asyncio.sleep(0.01)
        print(f"READY {bot.heartbeat_key}", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        await bot.shutdown()
    bot.thinker.shutdown(wait=False)
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main(sys.argv[1])))
