"""Two real bot processes, shards 0 and 1 of 2, on ONE database (SQLite file, PostgreSQL: each on its
own fake Discord, tests/ops/shard_bot.py): after a restart each arms only the timers of its own
server's game, each game's clock fires exactly once (one reminder, one timeout, stored once); and
`check-config` names the shards a process runs, or a bad shard setting in one line.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from bot.engine.main_game import MainGame
from bot.storage import Database

from .conftest import TOKEN, clean_env, one_line, run_bot, spawn


def start(target: str, home: Path, shard: int) -> subprocess.Popen[str]:
    env = clean_env(home, SUMOKU_SHARD_COUNT="2", SUMOKU_SHARD_IDS=str(shard))
    return spawn("tests.ops.shard_bot", [target], env)


def line_of(proc: subprocess.Popen[str]) -> str:
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line:
        proc.wait(10)
        assert proc.stderr is not None
        raise AssertionError(f"the bot process ended ({proc.returncode}): {proc.stderr.read()}")
    return line.strip()


async def test_two_processes_arm_only_their_own_servers_timers(database_target: str, home: Path) -> None:
    procs = [start(database_target, home, 0)]
    try:
        games = [int(line_of(procs[0]).split()[1])]  # the first creates the database
        procs.append(start(database_target, home, 1))
        games.append(int(line_of(procs[1]).split()[1]))
        for proc in procs:  # both games (and their four timers) are stored: restart both bots
            assert proc.stdin is not None
            proc.stdin.write("GO\n")
            proc.stdin.flush()
        reports = [json.loads(line_of(proc)) for proc in procs]
        for proc in procs:
            assert proc.wait(60) == 0
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    for shard, report in enumerate(reports):
        assert (report["shard"], report["game"]) == (shard, games[shard])
        assert (report["guild"] >> 22) % 2 == shard
        assert report["armed"] == 2, report  # its game's reminder and timeout, not the other's two
        assert (report["reminders"], report["timeouts"]) == (1, 1), report

    db = await Database.open(database_target)
    try:
        for shard, game_id in enumerate(games):
            row = await db.games.get(game_id)
            assert row.status == "running" and row.guild_id == reports[shard]["guild"]
            moves = await db.moves.list(game_id)
            assert [m.action["a"] for m in moves] == ["timeout"], moves  # one timeout, stored once
            assert MainGame.from_dict(row.state or {}).current != moves[0].action["seat"]  # the turn moved on
    finally:
        await db.close()


def test_check_config_says_which_shards_run_here_or_what_is_wrong(home: Path) -> None:
    cases = {  # (count, ids): (exit code, what it says)
        ("", ""): (0, "shards: one (a single connection)"),
        ("2", ""): (0, "shards: all 2 here"),
        ("auto", ""): (0, "shards: decided by Discord at connect"),
        ("4", "3, 1"): (0, "shards: 1, 3 of 4 here"),
        ("", "1"): (3, "SUMOKU_SHARD_IDS='1' needs SUMOKU_SHARD_COUNT"),
        ("2", "2"): (3, "must be shard numbers from 0 to 1"),
        ("2", "one"): (3, "must be shard numbers from 0 to 1"),
        ("two", ""): (3, "SUMOKU_SHARD_COUNT='two' must be a whole number"),
    }
    for (count, ids), (code, words) in cases.items():
        env = clean_env(home, DISCORD_TOKEN=TOKEN, SUMOKU_SHARD_COUNT=count, SUMOKU_SHARD_IDS=ids)
        done = run_bot(["check-config"], env)
        assert done.returncode == code, done.stderr
        assert words in (done.stdout if code == 0 else one_line(done))
