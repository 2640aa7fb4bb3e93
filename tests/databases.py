"""A pytest plugin giving tests a real PostgreSQL server next to SQLite (loaded by tests/conftest.py).

- `postgres_url` (session): `$SUMOKU_TEST_POSTGRES` as is (.ci/run starts Debian's server and sets
  it); otherwise a private cluster started here from Debian's binaries (/usr/lib/postgresql/*/bin:
  initdb + pg_ctl, in a tmp dir, on a free port; as the `postgres` user when running as root) and
  stopped at the end. No server to be had: the test ERRORS saying how to get one (never a skip).
- `database_target` (function, ids `sqlite` / `postgresql`): a fresh empty target, a tmp file path
  or the URL of a database made for this test (dropped at teardown).
- `fresh_postgres_url` (function): a callable making another fresh database (dropped at teardown).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest

ENV = "SUMOKU_TEST_POSTGRES"
HOW = (
    f"no PostgreSQL server for the tests: set {ENV}=postgresql://user:password@host:port/db, "
    "or install Debian's server (apt-get install postgresql) so the tests can start a private one"
)


def _run(coro: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine to the end from sync code, even inside a running loop (a thread of its own)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def _bin_dir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    return Path(found[-1]).parent if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_owner(cmd: list[str]) -> list[str]:
    """initdb refuses root: run the server's tools as `postgres` when we are root."""
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *cmd]
    return cmd


class PrivateCluster:
    """A throw-away cluster in a tmp dir (fsync off: the tests kill clients, never this server)."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.dir = Path(tempfile.mkdtemp(prefix="sumoku-pg-"))
        self.port = _free_port()
        self.password = uuid.uuid4().hex  # TCP logins need it, as on a real server
        self.url = f"postgresql://postgres:{self.password}@127.0.0.1:{self.port}/postgres"

    def start(self) -> None:
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
        data = self.dir / "data"
        pwfile = self.dir / "pw"
        pwfile.write_text(self.password + "\n")
        if os.geteuid() == 0:
            shutil.chown(pwfile, "postgres", "postgres")
        initdb = [str(self.bin / "initdb"), "-D", str(data), "-U", "postgres", "-E", "UTF8"]
        auth = ["--auth-local=trust", "--auth-host=scram-sha-256", f"--pwfile={pwfile}"]
        subprocess.run(_as_owner(initdb + auth), check=True, capture_output=True)
        opts = (
            f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
        )
        subprocess.run(
            _as_owner(
                [
                    str(self.bin / "pg_ctl"),
                    "-D",
                    str(data),
                    "-o",
                    opts,
                    "-l",
                    str(self.dir / "log"),
                    "-w",
                    "start",
                ]
            ),
            check=True,
            capture_output=True,
        )

    def stop(self) -> None:
        subprocess.run(
            _as_owner([str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"), "-m", "immediate", "stop"]),
            check=False,
            capture_output=True,
        )
        shutil.rmtree(self.dir, ignore_errors=True)


def with_database(url: str, name: str) -> str:
    """The same server URL naming another database."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


async def _admin(server_url: str, sql: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(server_url, timeout=10)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


def create_database(server_url: str) -> str:
    """A new empty database on the server; returns its URL."""
    name = f"sumoku_test_{uuid.uuid4().hex[:12]}"
    _run(_admin(server_url, f'CREATE DATABASE "{name}"'))
    return with_database(server_url, name)


def drop_database(server_url: str, url: str) -> None:
    name = urlsplit(url).path.lstrip("/")
    _run(_admin(server_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A PostgreSQL server the tests may create databases on (its maintenance database's URL)."""
    given = os.environ.get(ENV)
    if given:
        yield given
        return
    bin_dir = _bin_dir()
    if bin_dir is None:
        pytest.fail(HOW, pytrace=False)
    cluster = PrivateCluster(bin_dir)
    try:
        cluster.start()
    except (OSError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", b"") or b""
        cluster.stop()
        pytest.fail(
            f"{HOW} (starting one failed: {exc} {detail.decode(errors='replace').strip()})", pytrace=False
        )
    try:
        yield cluster.url
    finally:
        cluster.stop()


@pytest.fixture
def fresh_postgres_url(postgres_url: str) -> Iterator[Callable[[], str]]:
    """Call it for a fresh empty database's URL; every one is dropped when the test ends."""
    made: list[str] = []

    def make() -> str:
        url = create_database(postgres_url)
        made.append(url)
        return url

    yield make
    for url in made:
        drop_database(postgres_url, url)


@pytest.fixture(params=["sqlite", "postgresql"])
def database_target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh empty database of each backend: a tmp file path, or a fresh PostgreSQL database's URL."""
    if request.param == "sqlite":
        return str(tmp_path / "data" / "test.db")
    make: Callable[[], str] = request.getfixturevalue("fresh_postgres_url")
    return make()


# A test about SQLite by nature (its file, its pragmas, its query planner): `@sqlite_only` runs it on
# SQLite alone; the line above it says why.
sqlite_only = pytest.mark.parametrize("database_target", ["sqlite"], indirect=True)
# The PostgreSQL counterpart of such a test (PostgreSQL's planner, its locks).
postgresql_only = pytest.mark.parametrize("database_target", ["postgresql"], indirect=True)
