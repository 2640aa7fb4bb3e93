"""A pytest plugin giving tests a real PostgreSQL server next to SQLite (loaded by tests/conftest.py).

- `postgres_url` (session): `$SUMOKU_TEST_POSTGRES` as is (.ci/run starts Debian's server and sets
  it); otherwise a private cluster started here from Debian's binaries (/usr/lib/postgresql/*/bin:
  initdb + pg_ctl, in a tmp dir, on a free port; as the `postgres` user when running as root) and
  stopped at the end. No server to be had: the test ERRORS saying how to get one (never a skip).
- `database_target` (function, ids `sqlite` / `postgresql`): a fresh empty target, a tmp file path
  or the URL of a database made for this test (dropped at teardown).
- `fresh_postgres_url` (function): a callable making another fresh database (dropped at teardown).
- `migrated_postgres_url` (function): a database of its own for the test, already migrated to the
  current schema and with no row in any table (the bot's start on an empty database makes exactly
  that). It comes from a pool (`MigratedPool`) of such databases: making, migrating and dropping one
  per test cost most of a PostgreSQL test's time. One test at a time uses a database; between two it
  is checked (the schema as migrated; any connection the last test left is ended) and emptied
  (TRUNCATE ... RESTART IDENTITY, every sequence back to its start), and replaced by a new one when
  a check fails.
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


class MigratedPool:
    """Migrated databases handed to one test at a time, emptied between tests (see the docstring)."""

    def __init__(self, server_url: str) -> None:
        self.server = server_url
        self.free: list[str] = []
        self.made: list[str] = []
        self.schema: tuple[int, frozenset[str]] | None = None  # (version, tables) as migrated

    def take(self) -> str:
        while self.free:
            url = self.free.pop()
            if _run(self._empty(url)):
                return url
            self._drop(url)
        return self._new()

    def give_back(self, url: str) -> None:
        self.free.append(url)

    def close(self) -> None:
        for url in self.made:
            drop_database(self.server, url)

    def _new(self) -> str:
        from bot.storage import Database

        async def migrate(url: str) -> tuple[int, frozenset[str]]:
            db = await Database.open(url)  # the bot's own migrations, as at its first start
            await db.close()
            return await _schema(url)

        url = create_database(self.server)
        self.made.append(url)
        schema = _run(migrate(url))
        if self.schema is None:
            self.schema = schema
        assert schema == self.schema, (schema, self.schema)
        return url

    def _drop(self, url: str) -> None:
        drop_database(self.server, url)
        self.made.remove(url)

    async def _empty(self, url: str) -> bool:
        """Empty `url` for the next test; False when it is no longer as migrated (then replaced)."""
        import asyncpg

        if await _schema(url) != self.schema:
            return False
        conn = await asyncpg.connect(url, timeout=10)
        try:
            # a connection the last test left open (a bot never closed) would see this test's rows
            others = "FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
            await conn.execute(f"SELECT pg_terminate_backend(pid) {others}")
            for _ in range(200):
                if not await conn.fetchval(f"SELECT count(*) {others}"):
                    break
                await asyncio.sleep(0.01)
            else:
                return False
            tables = sorted(self.schema[1] - {"schema_version"})  # type: ignore[index]
            listed = ", ".join(f'"{t}"' for t in tables)
            await conn.execute(f"TRUNCATE {listed} RESTART IDENTITY CASCADE")
            used = await conn.fetchval("SELECT count(*) FROM pg_sequences WHERE last_value IS NOT NULL")
        finally:
            await conn.close()
        return used == 0


async def _schema(url: str) -> tuple[int, frozenset[str]]:
    """A database's schema version and tables (what a test could have changed)."""
    import asyncpg

    from bot.storage.migrations import pg_schema_version

    conn = await asyncpg.connect(url, timeout=10)
    try:
        tables = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
        return await pg_schema_version(conn), frozenset(str(r[0]) for r in tables)
    finally:
        await conn.close()


@pytest.fixture(scope="session")
def migrated_pool(postgres_url: str) -> Iterator[MigratedPool]:
    pool = MigratedPool(postgres_url)
    yield pool
    pool.close()


@pytest.fixture
def migrated_postgres_url(migrated_pool: MigratedPool) -> Iterator[str]:
    """A migrated, empty PostgreSQL database that only this test uses (from the pool)."""
    url = migrated_pool.take()
    yield url
    migrated_pool.give_back(url)


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
