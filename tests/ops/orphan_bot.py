"""A test-only entry point: the real SumokuBot on SimCord in its own process, whose computer player
has thought in the bot's worker processes, for test_orphan_workers.py to SIGKILL.

    python -m tests.ops.orphan_bot DB        (cwd: the repository)

It plays one turn of a game against a hard computer player (the computer's answer is computed in
a worker), then keeps every worker busy with a long call, prints `WORKERS pid pid ...` and waits to
be killed.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

import simcord

from bot.app.client import SumokuBot
from bot.config import Config
from tests.bot.helpers import stored_game
from tests.bot.test_main_game import open_game, play_current

WORKERS = 2


async def main(db_path: Path) -> int:
    bot = SumokuBot(Config(database=db_path, workers=WORKERS))
    # a hard computer's turn in a worker, on a loaded machine, may take longer than SimCord's 5 s
    async with simcord.run(bot, check_errors=False, settle_timeout=60) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("play")
        alice = guild.add_member(env.create_user("alice"))
        lobby = await open_game(env, alice, channel, computers=1, level="hard")
        await alice.click(lobby, label="Start")
        _, game = await stored_game(env, channel)
        if not game.current_seat.is_computer:
            await play_current(env, channel, {alice.id: alice})
        for _ in range(200):  # the computer's turn is played (in a worker) once it is Alice's again
            _, game = await stored_game(env, channel)
            if not game.current_seat.is_computer:
                break
            await asyncio.sleep(0.05)
        busy = [asyncio.create_task(bot.thinker.run(time.sleep, 600)) for _ in range(WORKERS)]
        while len(bot.thinker.worker_pids()) < WORKERS:
            await asyncio.sleep(0.01)
        print("WORKERS " + " ".join(map(str, bot.thinker.worker_pids())), flush=True)
        await asyncio.gather(*busy)
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main(Path(sys.argv[1]))))
