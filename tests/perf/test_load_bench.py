"""The load benchmark runs end to end on a tiny load and prints every figure (never asserted: DESIGN.md).
It runs in a subprocess: it starts its own SimCord and bot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_load_prints_every_command_and_target(tmp_path: Path) -> None:
    argv = ["--n", "2", "3", "--rounds", "1", "--workers", "1", "--startup", "30", "--finished", "2"]
    done = subprocess.run(
        [sys.executable, "-m", "bot.bench", "load", *argv, "--dir", str(tmp_path)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    for n in (2, 3):
        assert f"== {n} channels at once" in out
    for kind in ("baseline /sumoku help", "/place", "/rack", "/board", "button Show my rack"):
        assert kind in out
    assert "LOST" not in out  # every command was answered
    assert "(  " not in out.split("baseline /sumoku help")[1].splitlines()[0]  # the baseline has no ratio
    assert "x)" in out  # the others do
    assert "/rack, 8 hard thinking" in out and "target: /rack p95" in out
    assert "start-up with 30 running games" in out and "first command answered" in out
    assert "MiB per 1,000" in out
