"""Loaded for every test: the database fixtures (PostgreSQL and SQLite) of tests/databases.py, and
SimCord's settle bound for this suite."""

import pytest

pytest_plugins = ["tests.databases"]

# How long SimCord waits for the bot to finish what an event started (default 5 s) before failing the
# test. A hard computer player's turn runs in a worker process; on a shared CI machine with both cores
# busy it can take longer than 5 s of wall time. This is a bound for a stuck bot, not a speed check
# (speed is the benchmarks' job), so it is generous.
SETTLE_TIMEOUT_S = 30.0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "simcord_env" not in getattr(item, "fixturenames", ()):
            continue
        marker = item.get_closest_marker("simcord")
        options = dict(marker.kwargs) if marker else {}
        if "settle_timeout" not in options:
            item.add_marker(pytest.mark.simcord(**options, settle_timeout=SETTLE_TIMEOUT_S), append=False)
