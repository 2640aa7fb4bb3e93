"""A test-only entry point: one sharded bot process on SimCord (no Discord), driven by test_shards.py.

    SUMOKU_SHARD_COUNT=2 SUMOKU_SHARD_IDS=K python -m tests.ops.shard_bot TARGET   (cwd: the repo)

TARGET is the database: a SQLite file or a postgresql:// URL. The other settings come from the
environment as `sumoku-bot run` reads them. It starts a two-player game
with a one-minute turn limit in a server of its own shard and prints "READY <game id>"; on "GO"
(once every process has its game) it restarts the bot (a new SumokuBot on the same database, as
after a crash) and prints how many timers the restarted bot armed, lets 61 s of virtual time pass
(half-time reminder, then the timeout) and prints one JSON line of what its channel saw.
"""

from __future__ import annotations

import asyncio
import json
import sys
from dataclasses import replace
from pathlib import Path

import simcord

from bot.app.client import SumokuBot
from bot.app.logs import setup_logging
from bot.config import Config
from bot.storage.pg import is_url
from tests.bot.helpers import public_texts, stored_game
from tests.bot.test_shards import timed_game

BOTS: list[SumokuBot] = []


def bot_from_env() -> SumokuBot:
    target = sys.argv[1]  # as SUMOKU_DATABASE_URL or SUMOKU_DB would give it
    where = {"database_url": target} if is_url(target) else {"database": Path(target)}
    config = replace(Config.from_env(require_token=False), **where)
    bot = SumokuBot(config, sync_on_start=True)
    BOTS.append(bot)
    return bot


async def close_all() -> None:
    """SimCord detaches a bot without closing it: close each one's database (its thread would keep
    the process alive) and worker pool."""
    for bot in BOTS:
        await bot.shared.close()  # its connection listening for the other processes' changes
        bot.timers.stop()
        bot.thinker.shutdown(wait=False)
        if bot.db is not None:
            await bot.db.close()
            bot.db = None


async def main() -> int:
    setup_logging("WARNING", "plain")
    bot = bot_from_env()
    assert bot.shard_ids is not None and len(bot.shard_ids) == 1, "run one shard per process"
    shard = bot.shard_ids[0]
    async with simcord.run(bot, check_errors=False) as env:
        for n in range(shard * 20):  # each process's fake Discord makes ids of its own
            env.create_user(f"padding{n}")
        channel, _ = await timed_game(env, shard)
        row, _ = await stored_game(env, channel)
        print(f"READY {row.id}", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        await bot.shared.close()  # the old bot hears no more changes (SimCord does not close it)
        await env.restart_bot(bot_from_env())
        armed = env.bot.timers.armed
        await env.advance_time(61)
        texts = public_texts(channel)
        report = {
            "shard": shard,
            "game": row.id,
            "guild": channel.guild.id,
            "armed": armed,
            "reminders": sum("half your turn time" in t for t in texts),
            "timeouts": sum("ran out of time" in t for t in texts),
        }
        print(json.dumps(report), flush=True)
    await close_all()
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
