"""The actions benchmark (issue 25) runs end to end on a few commands and prints every figure: CPU
per command for the bot's process and with its workers, the ratios to the no-op command, and
the profile's split (never asserted: these machines are shared). It runs in a subprocess: it
starts its own SimCord and bot."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_actions_prints_cpu_ratios_and_the_split(tmp_path: Path) -> None:
    argv = ["--rounds", "3", "--warmup", "1", "--games", "2", "--profile", "2", "--detail", "3"]
    done = subprocess.run(
        [sys.executable, "-m", "bot.bench", "actions", *argv, "--dir", str(tmp_path)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    assert "-- the bot's process" in out and "-- with its worker processes" in out
    for kind in ("/place", "/speed place"):
        ratios = rf"^{re.escape(kind)} +[\d.]+ ms mean .* [\d.]+x \(means\) +[\d.]+x \(medians\) the no-op"
        target = r" command \(target <= 3\.5x\)$"
        assert len(re.findall(ratios + target, out, re.M)) == 2  # for the bot alone and with workers
        split = re.search(rf"^{re.escape(kind)} +[\d.]+ ms profiled: (.*)$", out, re.M)
        assert split is not None
        shares = [float(v) for v in re.findall(r"([\d.]+)%", split.group(1))]
        assert len(shares) == 7 and abs(sum(shares) - 100) < 1  # every part, adding up
    assert re.search(r"^/bench-noop +[\d.]+ ms mean", out, re.M)  # the baseline
    assert re.search(r"^/sumoku help +[\d.]+ ms mean .* the no-op command$", out, re.M)
    assert "load average" in out
