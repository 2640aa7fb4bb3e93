"""The boards benchmark (issue 37) runs end to end on a few moves, on a real PostgreSQL database with
two real bot processes, and prints both latency lines (never asserted: these machines are shared)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_boards_prints_latency_within_and_across_processes(migrated_postgres_url: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot.bench", "boards", "--database", migrated_postgres_url, "--moves", "3"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    figure = r"p50 +[\d.]+ ms  p95 +[\d.]+ ms  max +[\d.]+ ms"
    assert re.search(rf"within one process .* {figure}\n", done.stdout), done.stdout
    assert re.search(rf"across processes .* {figure}  \(p50 ×[\d.]+, p95 ×[\d.]+\)", done.stdout), done.stdout


def test_bench_boards_needs_a_postgresql_database() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot.bench", "boards", "--database", "/tmp/a.db"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "--database must be a postgresql:// URL" in done.stderr
