"""One heartbeat per bot process (keyed by its shards), and `sumoku-bot health` asked about the
shards of one process (SUMOKU_SHARD_IDS, as the bot reads it): two real sharded bot processes
(tests/ops/heartbeat_bot.py, each on its own SimCord) on one database (SQLite file, PostgreSQL),
`health` as a real subprocess. A clean stop of one process makes only its own shards unhealthy."""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path

from bot.cli.exits import Exit
from bot.storage import Database, meta
from bot.storage.pg import is_url

from .conftest import clean_env, one_line, run_bot, spawn
from .test_shards import line_of


def env_for(target: str, home: Path, ids: str) -> dict[str, str]:
    where = {"SUMOKU_DATABASE_URL": target} if is_url(target) else {"SUMOKU_DB": target}
    return clean_env(home, SUMOKU_SHARD_COUNT="2", SUMOKU_SHARD_IDS=ids, **where)


def start(target: str, home: Path, shard: int) -> subprocess.Popen[str]:
    return spawn("tests.ops.heartbeat_bot", [target], env_for(target, home, str(shard)))


def stop(proc: subprocess.Popen[str]) -> None:
    assert proc.stdin is not None
    proc.stdin.write("STOP\n")
    proc.stdin.flush()
    assert proc.wait(60) == 0


def health(target: str, home: Path, ids: str) -> tuple[int, str]:
    done = run_bot(["health"], env_for(target, home, ids))
    return done.returncode, done.stdout if done.returncode == 0 else one_line(done)


async def test_each_process_has_its_own_heartbeat_and_health_names_stale_shards(
    database_target: str, home: Path
) -> None:
    procs = [start(database_target, home, 0)]
    try:
        assert line_of(procs[0]) == "READY heartbeat:0"  # the first creates the database
        procs.append(start(database_target, home, 1))
        assert line_of(procs[1]) == "READY heartbeat:1"
        for ids in ("0", "1", ""):  # each process, and the whole bot (every shard of the count)
            code, said = health(database_target, home, ids)
            assert code == 0, said
            # one process asked about: its Discord request counts too, as its heartbeat wrote them
            counts = (
                r"Discord requests: \d+ sent \(\d+ held back.*; channels not asked again: 0\n" if ids else ""
            )
            assert re.fullmatch(
                rf"healthy: heartbeat \d+ s ago \(shards {ids or '0, 1'}\)\n{counts}", said
            ), said

        stop(procs[0])  # a clean stop deletes its own heartbeat, not the other's
        code, said = health(database_target, home, "1")
        assert code == 0 and "(shards 1)" in said, said
        for ids in ("0", ""):
            code, said = health(database_target, home, ids)
            assert code == Exit.UNHEALTHY, said
            assert said.endswith("unhealthy: no heartbeat yet for shards 0 (their process has not connected)")

        db = await Database.open(database_target)
        try:  # shard 1's process hangs: its heartbeat gets old
            await meta.put(db, "heartbeat:1", repr(time.time() - 200))
        finally:
            await db.close()
        code, said = health(database_target, home, "1")
        assert code == Exit.UNHEALTHY
        assert re.search(r"unhealthy: shards 1 stale, last heartbeat 20\d s ago", said), said
        code, said = health(database_target, home, "")
        assert "no heartbeat yet for shards 0 " in said and "; shards 1 stale" in said, said
        stop(procs[1])
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    db = await Database.open(database_target)
    try:
        assert [await meta.get(db, key) for key in ("heartbeat:0", "heartbeat:1")] == [None, None]
    finally:
        await db.close()
