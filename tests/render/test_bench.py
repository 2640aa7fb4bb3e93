"""`python -m bot.bench render` runs and reports every case (figures are printed, never asserted)."""

from __future__ import annotations

import pytest

from bot.bench import render as bench


def test_bench_prints_every_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--repeat", "1"]) == 0
    out = capsys.readouterr().out
    for case in ("empty board", "40-tile board", "96-tile board", "96 close-up", "rack", "tableau"):
        assert case in out


def test_labels_bench_compares_both_labellings(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.bench import labels

    assert labels.main(["--games", "1"]) == 0
    out = capsys.readouterr().out
    before = next(line for line in out.splitlines() if line.startswith("before:"))
    now = next(line for line in out.splitlines() if line.startswith("now:"))
    assert int(before.split()[-3]) > 0  # the old labels moved in these games
    assert now.split()[-3:] == ["0", "0.0%", "0"]  # the fixed ones never did
