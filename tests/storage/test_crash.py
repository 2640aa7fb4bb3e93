"""Crash safety: SIGKILL a process that is storing moves, many times, and check nothing promised is lost.

The worker (crash_worker.py) prints a line only after apply_move/finish_game returned, i.e. after
the commit was durable. Whatever the moment of the kill, the database must be sound, hold every
reported move, and hold no half-applied move (version == number of log rows; state == replay of the
log). On both backends: a SQLite file written by the killed process itself, and a PostgreSQL server
whose client is killed mid-transaction. Then two workers playing one channel at once, from two
processes: every move they report is stored once, none twice (the version check refuses the loser).
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


def run_and_kill(target: str, seed: int, delay: float) -> list[str]:
    """Start a worker, let it store moves for `delay` seconds after it is ready, SIGKILL it."""
    return run_and_kill_many(target, [seed], delay)[0]


def run_and_kill_many(target: str, seeds: list[int], delay: float) -> list[list[str]]:
    """One worker per seed on the same database: let them play `delay` s once all are ready, kill all."""
    workers = [_start(target, seed) for seed in seeds]
    for _proc, _lines, ready, _thread in workers:
        assert ready.wait(30), "worker did not start"
    time.sleep(delay)
    for proc, *_ in workers:
        proc.send_signal(signal.SIGKILL)
    out = []
    for proc, lines, _ready, thread in workers:
        proc.wait(10)
        thread.join(10)
        assert proc.stderr is not None
        err = proc.stderr.read()
        assert proc.returncode == -signal.SIGKILL, f"worker ended by itself ({proc.returncode}): {err}"
        out.append(lines)
    return out


def _start(
    target: str, seed: int
) -> tuple[subprocess.Popen[str], list[str], threading.Event, threading.Thread]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.storage.crash_worker", target, str(seed)],
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
    return proc, lines, ready, thread


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_sigkill_never_loses_a_reported_move(database_target: str) -> None:
    rng = random.Random(20261129)
    reported: dict[tuple[int, int], dict[str, object]] = {}
    for i in range(KILLS):
        # Mostly short runs (kills land early, during set-up and first moves), some longer ones.
        delay = rng.choice([0.0, 0.005, 0.02, rng.uniform(0.0, 0.15), rng.uniform(0.1, 0.4)])
        for line in run_and_kill(database_target, seed=i, delay=delay):
            game_id, seq, action = line.split(" ", 2)
            reported[(int(game_id), int(seq))] = json.loads(action)
    assert len(reported) > 50, "the workers stored too few moves to mean anything"
    await check_database(database_target, reported)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_two_processes_on_one_channel_never_store_a_move_twice(database_target: str) -> None:
    reported: dict[tuple[int, int], dict[str, object]] = {}
    stored = [0, 0]
    for i in range(4):
        both = run_and_kill_many(database_target, [1000 + 2 * i, 1001 + 2 * i], delay=0.8)
        for n, lines in enumerate(both):
            stored[n] += len(lines)
            for line in lines:
                game_id, seq, action = line.split(" ", 2)
                key = (int(game_id), int(seq))
                assert key not in reported, f"move {key} was stored by both processes"
                reported[key] = json.loads(action)
    assert min(stored) > 0, f"each process stored some moves (they really raced): {stored}"
    await check_database(database_target, reported)


async def check_database(target: str, reported: dict[tuple[int, int], dict[str, object]]) -> None:
    """Every reported move is stored as reported; no game holds a half-applied one; replays agree."""
    db = await Database.open(target)
    try:
        assert await db.integrity_check() == "ok"
        async with db.read() as conn, conn.execute("SELECT id FROM games ORDER BY id") as cur:
            ids = [r[0] for r in await cur.fetchall()]
        games = [await db.games.get(i) for i in ids]
        by_id = {g.id: g for g in games}
        for (game_id, seq), action in reported.items():
            moves = {m.seq: m for m in await db.moves.list(game_id)}
            assert seq in moves, f"reported move {game_id}/{seq} is missing"
            assert moves[seq].action == action
        assert len([g for g in games if g.is_open]) <= 1  # one channel: at most one open main game
        finished = 0
        for game in by_id.values():
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
        assert finished >= 3
        print(f"{len(reported)} reported moves, {len(games)} games, {finished} finished")
    finally:
        await db.close()
