"""The pool benchmark runs end to end and prints every start method's figures (never asserted: these
machines are shared), and what it shows of the workers holds: the bot's forked workers and spawned
ones hold none of the sockets the process had open, multiprocessing's plain fork holds them all."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_pool_prints_each_method_and_the_sockets_its_workers_hold() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot.bench", "pool", "--workers", "1", "--sockets", "40"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    rows = dict(re.findall(r"^(fork|plain fork|spawn) +[\d.]+ +[\d.]+ +[\d.]+ +(\d+)$", done.stdout, re.M))
    assert set(rows) == {"fork", "plain fork", "spawn"}, done.stdout
    assert rows["fork"] == rows["spawn"] == "0"
    assert int(rows["plain fork"]) >= 40
