"""`check-config` says how many Discord requests a second this process allows itself: its shards'
share of the bot's 50 by default, SUMOKU_REQUESTS_PER_SECOND when set; a bad value is one line."""

from __future__ import annotations

from pathlib import Path

from .conftest import TOKEN, clean_env, one_line, run_bot


def test_check_config_names_the_request_rate_and_where_it_comes_from(home: Path) -> None:
    cases = {  # (count, ids, rate setting): (exit code, what it says)
        ("", "", ""): (0, "Discord requests: up to 50 per second from this process (all of the bot's 50)"),
        ("8", "0,1", ""): (
            0,
            "up to 12.5 per second from this process (its 2 of 8 shards' share of the bot's 50)",
        ),
        ("8", "0,1", "20"): (0, "up to 20 per second from this process (SUMOKU_REQUESTS_PER_SECOND)"),
        ("", "", "0"): (3, "SUMOKU_REQUESTS_PER_SECOND='0' must be a number of requests per second above 0"),
        ("", "", "fast"): (3, "SUMOKU_REQUESTS_PER_SECOND='fast' must be a number"),
    }
    for (count, ids, rate), (code, words) in cases.items():
        env = clean_env(
            home, DISCORD_TOKEN=TOKEN, SUMOKU_SHARD_COUNT=count, SUMOKU_SHARD_IDS=ids,
            SUMOKU_REQUESTS_PER_SECOND=rate,
        )  # fmt: skip
        done = run_bot(["check-config"], env)
        assert done.returncode == code, done.stderr
        assert words in (done.stdout if code == 0 else one_line(done)), done.stdout + done.stderr
