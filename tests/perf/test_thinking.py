"""The thinking pool: work runs in other processes, a dead worker costs a retry not an answer,
the bot's pool goes away with the bot."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path

import pytest

from bot.app.client import SumokuBot
from bot.config import Config
from bot.engine import ai
from bot.engine.main_game import MainGame, Seat, SeatKind
from bot.thinking import Thinker, computer_turn


def slow_pid(seconds: float) -> int:
    """Runs in a worker: sleeps, then says which process it ran in."""
    time.sleep(seconds)
    return os.getpid()


def alive(pid: int) -> bool:
    """A process that exists and is not a zombie waiting to be reaped."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


async def gone(pids: list[int], within: float = 10.0) -> bool:
    deadline = time.perf_counter() + within  # not monotonic: SimCord makes that one virtual
    while time.perf_counter() < deadline:
        if not any(alive(p) for p in pids):
            return True
        await asyncio.sleep(0.05)
    return False


@pytest.fixture
async def thinker():
    t = Thinker(2)
    yield t
    t.shutdown()


async def test_work_runs_in_another_process(thinker: Thinker) -> None:
    pid = await thinker.run(slow_pid, 0)
    assert pid != os.getpid() and pid in thinker.worker_pids()


async def test_a_worker_killed_mid_call_is_replaced_and_the_call_answered(thinker: Thinker) -> None:
    await thinker.run(slow_pid, 0)  # the workers exist
    call = asyncio.create_task(thinker.run(slow_pid, 1.0))
    await asyncio.sleep(0.3)  # the call is now sleeping in a worker
    victims = thinker.worker_pids()
    for pid in victims:
        os.kill(pid, signal.SIGKILL)
    pid = await asyncio.wait_for(call, 15)
    assert thinker.rebuilt == 1
    assert pid not in victims and pid in thinker.worker_pids()


async def test_the_bot_owns_a_pool_sized_by_config_and_stops_it_on_close(tmp_path: Path) -> None:
    bot = SumokuBot(Config(database=tmp_path / "x.db", workers=1))
    assert bot.thinker.workers == 1
    await bot.thinker.run(slow_pid, 0)
    pids = bot.thinker.worker_pids()
    assert len(pids) == 1 and alive(pids[0])
    await bot.close()
    assert await gone(pids)
    with pytest.raises(RuntimeError):
        await bot.thinker.run(slow_pid, 0)


async def test_a_computer_turn_in_a_worker_is_the_engines_own_choice(thinker: Thinker) -> None:
    """Same state, seat, level and seed: the worker plays exactly what the engine plays in-process."""
    seats = [Seat(x, x, SeatKind.COMPUTER, "hard") for x in ("a", "b")]
    game, _ = MainGame.new(seats, seed=7)
    seat = game.current
    mine = ai.choose_turn(game, seat, "hard", 99)
    theirs = await thinker.run(computer_turn, game.to_dict(), seat, "hard", 99)
    assert [(p.cell.row, p.cell.col, str(p.tile)) for p in mine or ()] == list(theirs or ())
    assert theirs  # the first turn of a game always has a legal placement
