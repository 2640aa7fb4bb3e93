"""The storage benchmark runs (figures are printed, never asserted: DESIGN.md)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.bench import storage as bench


async def test_bench_storage_runs(
    database_target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--moves", "5", "--games", "5", "--repeats", "2", "--dir", str(tmp_path)]
    if database_target.startswith("postgresql://"):  # the same figures, on PostgreSQL
        argv += ["--database", database_target]
    assert await asyncio.to_thread(bench.main, argv) == 0
    out = capsys.readouterr().out
    assert "apply_move" in out and "open_games()" in out and "median" in out and "p99" in out
