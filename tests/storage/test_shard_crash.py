"""Two processes on one database, both storing moves of the same game, one of them SIGKILLed again and
again (and started again, as a supervisor would): no reported move is lost, no move is stored twice,
and the version check refuses the slower of two writers of one turn (the worker says "refused").
On SQLite and on PostgreSQL (`database_target`).
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

import pytest

from .test_crash import ROOT, Reported, assert_sound

KILLS = 24


class Worker:
    """One crash_worker process and what it reported (its committed moves, its refusals)."""

    def __init__(self, target: str, seed: int) -> None:
        self.moves: list[tuple[int, int, dict[str, object]]] = []
        self.refused = 0
        self._ready = threading.Event()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.storage.crash_worker", target, str(seed)],
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        assert self._ready.wait(60), "worker did not start"

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line == "ready\n":
                self._ready.set()
            elif line.startswith("refused "):
                self.refused += 1
            elif line.endswith("\n"):  # a complete line: the commit was reported
                game_id, seq, action = line.split(" ", 2)
                self.moves.append((int(game_id), int(seq), json.loads(action)))
        self._ready.set()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self._reader.join(10)
        assert self.proc.stderr is not None
        err = self.proc.stderr.read()
        assert self.proc.returncode == -signal.SIGKILL, (
            f"worker ended by itself ({self.proc.returncode}): {err}"
        )


def crash_two_writers(target: str, kills: int, seed: int) -> tuple[Reported, int]:
    """Run two workers on `target`; SIGKILL one of them `kills` times (restarting it); then both.
    Returns every reported move and how many refusals the workers reported."""
    rng = random.Random(seed)
    workers = [Worker(target, 0), Worker(target, 1)]
    done: list[Worker] = []
    for i in range(kills):
        time.sleep(rng.choice([0.0, 0.01, 0.05, rng.uniform(0.0, 0.3)]))
        victim = rng.randrange(2)
        workers[victim].kill()
        done.append(workers[victim])
        workers[victim] = Worker(target, 2 + i)
    for worker in workers:
        worker.kill()
    done += workers
    reported: Reported = {}
    for worker in done:
        for game_id, seq, action in worker.moves:
            assert (game_id, seq) not in reported, f"move {game_id}/{seq} reported by two processes"
            reported[(game_id, seq)] = action
    return reported, sum(w.refused for w in done)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_two_processes_one_game_kills_lose_nothing_and_store_nothing_twice(
    database_target: str,
) -> None:
    target = database_target  # a SQLite file, or a PostgreSQL database of its own
    reported, refused = crash_two_writers(target, KILLS, seed=20261130)
    assert len(reported) > 50, "the workers stored too few moves to mean anything"
    assert refused > 0, "the two workers never raced for one turn: the test proved nothing"
    games, finished = await assert_sound(target, reported)
    assert finished >= 2
    print(f"{KILLS} kills, 2 writers: {len(reported)} moves, {refused} refused, {games} games")
