"""Crash safety: SIGKILL a process that is storing moves, many times, and check nothing promised is lost.

The worker (crash_worker.py) prints a line only after apply_move/finish_game returned, i.e. after
the commit was fsynced. Whatever the moment of the kill, the file must be sound, hold every reported
move, and hold no half-applied move (version == number of log rows; state == replay of the log).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bot.storage import Database

ROOT = Path(__file__).resolve().parents[2]
KILLS = 24
Reported = dict[tuple[int, int], dict[str, object]]  # (game, seq) -> the action a worker reported


def run_and_kill(db_path: str | Path, seed: int, delay: float) -> list[str]:
    """Start a worker, let it store moves for `delay` seconds after it is ready, SIGKILL it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.storage.crash_worker", str(db_path), str(seed)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: list[str] = []
    ready = threading.Event()

    def reader() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line == "ready\n":
                ready.set()
            elif line.endswith("\n"):  # a complete line: the commit was reported
                lines.append(line)
        ready.set()

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    assert ready.wait(30), "worker did not start"
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    thread.join(10)
    assert proc.stderr is not None
    err = proc.stderr.read()
    assert proc.returncode == -signal.SIGKILL, f"worker ended by itself ({proc.returncode}): {err}"
    return lines


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_sigkill_never_loses_a_reported_move(database_target: str) -> None:
    db_path = database_target  # a SQLite file, or a PostgreSQL database of its own
    rng = random.Random(20261129)
    reported: Reported = {}
    # Mostly short runs (kills land early, during set-up and first moves), some longer ones; then, on
    # a machine too busy for those to store enough moves to mean anything, longer runs until they have.
    i = 0
    while i < KILLS or (len(reported) <= 50 and i < 4 * KILLS):
        delay = rng.choice([0.0, 0.005, 0.02, rng.uniform(0.0, 0.15), rng.uniform(0.1, 0.4)])
        if i >= KILLS:
            delay = rng.uniform(0.2, 0.6)
        for line in run_and_kill(db_path, seed=i, delay=delay):
            game_id, seq, action = line.split(" ", 2)
            reported[(int(game_id), int(seq))] = json.loads(action)
        i += 1
    assert len(reported) > 50, "the workers stored too few moves to mean anything"

    games, finished = await assert_sound(db_path, reported)
    assert finished >= 3
    print(f"{i} kills, {len(reported)} reported moves, {games} games, {finished} finished")


async def assert_sound(
    target: str | Path, reported: dict[tuple[int, int], dict[str, object]]
) -> tuple[int, int]:
    """After the kills: the database is sound, holds every reported move and no half-applied one.
    Returns (games, finished games)."""
    db = await Database.open(target)
    try:
        if db.path is not None:  # SQLite's own check (PostgreSQL has none to run)
            assert await db.integrity_check() == "ok"
        async with db.read() as conn, conn.execute("SELECT id FROM games ORDER BY id") as cur:
            ids = [r[0] for r in await cur.fetchall()]
        games = [await db.games.get(i) for i in ids]
        for (game_id, seq), action in reported.items():
            moves = {m.seq: m for m in await db.moves.list(game_id)}
            assert seq in moves, f"reported move {game_id}/{seq} is missing"
            assert moves[seq].action == action
        assert len([g for g in games if g.is_open]) <= 1  # one channel: at most one open main game
        finished = 0
        for game in games:
            moves = await db.moves.list(game.id)
            assert [m.seq for m in moves] == list(range(1, len(moves) + 1))
            assert game.version == len(moves), f"game {game.id}: half-applied move"
            check = await db.verify_replay(game.id)
            assert check.ok, check.detail
            results = await db.results.for_game(game.id)
            if game.status == "finished":
                finished += 1
                assert len(results) == len(await db.seats.list(game.id))
            else:
                assert results == []
        return len(games), finished
    finally:
        await db.close()
