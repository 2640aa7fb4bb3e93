"""`python -m bot.bench render` runs and reports every case (figures are printed, never asserted)."""

from __future__ import annotations

import pytest

from bot.bench import render as bench


def test_bench_prints_every_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--repeat", "1"]) == 0
    out = capsys.readouterr().out
    for case in ("empty board", "40-tile board", "96-tile board", "rack", "tableau"):
        assert case in out
