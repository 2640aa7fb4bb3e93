"""A dropped database connection is ordinary: after the server ends the bot's connections (as a
failover, a restart or an idle-connection killer would), each player's next action is answered as
usual; while the server is down, the answer says the connection was lost and nothing was changed;
once it is back, the game goes on. A real PostgreSQL server of this module's own (it is restarted).

PostgreSQL only: SQLite has no connection to lose (its file is opened in the bot's process).
"""

from __future__ import annotations

import asyncio
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest
import simcord

from bot.cli.exits import Exit
from tests.databases import PrivateCluster, _as_owner, _bin_dir, _run, create_database
from tests.ops.conftest import clean_env, run_bot

from .conftest import make_bot
from .helpers import reply, stored_game
from .test_main_game import play_current, two_player_game

RUNS = 20
PICTURE_COOLDOWN_S = 21.0
LOST = "I lost my connection to the database: nothing was changed"


@pytest.fixture(scope="module")
def cluster() -> Iterator[PrivateCluster]:
    bin_dir = _bin_dir()
    assert bin_dir is not None, "no PostgreSQL server binaries (apt-get install postgresql)"
    server = PrivateCluster(bin_dir)
    server.start()
    yield server
    server.stop()


def pg_ctl(server: PrivateCluster, action: str) -> None:
    """Stop, start or restart the server ("fast": its clients' connections are ended). The server's
    output goes to its log: a server holding our pipe open would keep `run` waiting for ever."""
    cmd = [str(server.bin / "pg_ctl"), "-D", str(server.dir / "data"), "-w", "-m", "fast"]
    cmd += ["-o", _options(server), "-l", str(server.dir / "log"), action]
    subprocess.run(_as_owner(cmd), check=True, capture_output=True, timeout=60)


async def _terminate(url: str) -> int:
    admin = await asyncpg.connect(url)
    try:
        ended = await admin.fetch(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE application_name = 'sumoku-bot' AND pid <> pg_backend_pid()"
        )
        while await admin.fetchval(
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'sumoku-bot'"
        ):
            await asyncio.sleep(0.01)  # until the server has ended them all
    finally:
        await admin.close()
    return len(ended)


def end_the_bots_connections(url: str) -> int:
    """What an idle-connection killer or a failover does: the server ends every bot backend. From
    another thread, with the bot's event loop held meanwhile: the bot's next action finds its
    pooled connections broken before it could notice (the worst case, the one seen in production)."""
    return int(_run(_terminate(url)))


def answer_kind(result: Any) -> str:
    message = reply(result)
    if "Sorry" in message.content:
        return "apology"
    if LOST in message.content:
        return "lost"
    return "private" if message.ephemeral else "public"


async def test_each_players_next_action_after_the_server_ends_the_connections(
    cluster: PrivateCluster,
) -> None:
    url = create_database(cluster.url)
    answers: Counter[str] = Counter()
    async with simcord.run(make_bot(url), check_errors=False) as env:  # refusals are checked below
        _, channel, players = await two_player_game(env)
        for _ in range(RUNS):
            assert end_the_bots_connections(url) >= 1
            row, before = await stored_game(env, channel)
            if row.status != "running":
                break
            mover = players[int(before.current_seat.id)]
            waiting = next(p for p in players.values() if p is not mover)
            played, _, _ = await play_current(env, channel, players)
            answers["/place " + answer_kind(played)] += 1
            _, after = await stored_game(env, channel)
            assert after.turn_number > before.turn_number or after.finished  # the move was stored
            await env.advance_time(PICTURE_COOLDOWN_S)  # /rack is rate-limited per player
            end_the_bots_connections(url)
            rack = await waiting.slash(channel, "rack")
            answers["/rack " + answer_kind(rack)] += 1
            assert reply(rack).attachments or "rack" in reply(rack).content.lower(), reply(rack).content
        errors = list(env.errors)  # refusals are answers, not bot errors
    print(f"next actions after the bot's connections were ended, {RUNS} runs: {dict(answers)}")
    assert set(answers) == {"/place public", "/rack private"}, answers
    assert not errors, errors


async def test_a_server_restart_mid_game(cluster: PrivateCluster, tmp_path: Path) -> None:
    url = create_database(cluster.url)
    (tmp_path / "home").mkdir()
    health_env = clean_env(tmp_path / "home", SUMOKU_DATABASE_URL=url)
    async with simcord.run(make_bot(url), check_errors=False) as env:  # refusals are checked below
        _, channel, players = await two_player_game(env)
        await play_current(env, channel, players)
        # restarted while nobody acts: the next action of each player is answered as usual
        pg_ctl(cluster, "restart")
        row, before = await stored_game(env, channel)
        played, _, _ = await play_current(env, channel, players)
        assert answer_kind(played) == "public"
        _, after = await stored_game(env, channel)
        assert after.turn_number > before.turn_number
        # down while a player acts: a clear private answer, nothing changed; back: the game goes on
        pg_ctl(cluster, "stop")
        try:
            mover = players[int(after.current_seat.id)]
            refused = await mover.slash(channel, "pass")
            assert answer_kind(refused) == "lost", reply(refused).content
            assert reply(refused).ephemeral
            health = run_bot(["health"], health_env)  # an operator's check sees it too: one line
            assert health.returncode == Exit.UNHEALTHY, health.stderr
            said = health.stderr.strip()
            assert said.startswith("sumoku-bot: unhealthy: cannot use PostgreSQL at ") and "\n" not in said
        finally:
            pg_ctl(cluster, "start")
        _, still = await stored_game(env, channel)
        assert still.turn_number == after.turn_number  # nothing was changed
        played, _, _ = await play_current(env, channel, players)
        assert answer_kind(played) == "public"
        _, last = await stored_game(env, channel)
        assert last.turn_number > still.turn_number
        assert not env.errors  # answered (the lost connection too), never an apology or a bot error


def _options(server: PrivateCluster) -> str:
    listen = "-c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
    return f"-p {server.port} -k {server.dir} {listen}"
