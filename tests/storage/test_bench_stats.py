"""The stats benchmark runs on a small database and prints its figures (never asserted: DESIGN.md)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.bench import stats as bench


# SQLite only: the stats benchmark builds and reuses a SQLite file (ANALYZE, explicit ids).
async def test_bench_stats_runs_and_reuses_its_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--games", "300", "--moves", "3000", "--users", "40", "--guilds", "3", "--repeats", "2"]
    argv += ["--dir", str(tmp_path)]
    assert await asyncio.to_thread(bench.main, argv) == 0
    out = capsys.readouterr().out
    assert "generating 300 games" in out
    for label in ("/stats main (heavy player)", "/history", "/leaderboard server week by rating", "baseline"):
        assert label in out
    assert "p99/target" in out
    assert await asyncio.to_thread(bench.main, argv) == 0
    assert "generating" not in capsys.readouterr().out  # the kept file is reused
