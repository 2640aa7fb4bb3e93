"""Configuration from the environment (see README's table and .env.example).

Every setting is checked here, before anything connects: a bad value is one `ConfigError` whose
message names the variable, what is wrong and what to write instead.
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from .storage.location import database_path
from .storage.location import default_database as default_database  # bot/cli/run.py's too
from .storage.shards import Shards

DATABASE_URL_ENV = "SUMOKU_DATABASE_URL"
POSTGRES_SCHEMES = ("postgresql", "postgres")
URL_EXAMPLE = "postgresql://sumoku:PASSWORD@db.example.org:5432/sumoku"
SPOT_IDLE_MINUTES = 10.0  # an abandoned Spot race ends after this long without a correct claim
CONNECT_ATTEMPTS = 5  # tries to reach Discord at start before giving up
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOG_FORMATS = ("plain", "json")
_TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{20,}$")
_TRUE = frozenset({"true", "yes", "1"})
_FALSE = frozenset({"false", "no", "0"})
_SNOWFLAKE_LIMIT = 2**64
BOT_REQUEST_RATE = 50.0  # Discord's global limit: requests per second for the whole bot, all processes
REQUEST_RATE_ENV = "SUMOKU_REQUESTS_PER_SECOND"
SHARD_LIMIT = 10_000  # far above what any bot needs (Discord recommends one shard per ~1,000 servers)
DISCORD_API = "https://discord.com/api/v10"
ACTIVITY_HOST = "127.0.0.1"
MAX_PROXIES = 10


class ConfigError(ValueError):
    """A setting is missing or malformed; the message is one line a person can act on."""


def redact_url(url: str) -> str:
    """The URL with its password replaced by ***: safe for a log line or an error message."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


def check_database_url(url: str, name: str = DATABASE_URL_ENV) -> str:
    """A usable PostgreSQL URL, or a ConfigError saying what is wrong (never echoing the password)."""
    text = url.strip()
    shown = redact_url(text) if "://" in text else text
    if not text.startswith(tuple(f"{scheme}://" for scheme in POSTGRES_SCHEMES)):
        raise ConfigError(f"{name}={shown!r} is not a PostgreSQL URL: write it like {URL_EXAMPLE}.")
    try:
        parts = urlsplit(text)
        parts.port  # noqa: B018  # raises ValueError for a port that is not a number 0-65535
    except ValueError as exc:
        raise ConfigError(f"{name}={shown!r} cannot be read ({exc}): write it like {URL_EXAMPLE}.") from None
    host_in_query = "host=" in parts.query  # postgresql:///sumoku?host=/run/postgresql (a socket)
    if not parts.hostname and not host_in_query:
        raise ConfigError(f"{name}={shown!r} names no server: write it like {URL_EXAMPLE}.")
    if not parts.path.strip("/"):
        raise ConfigError(f"{name}={shown!r} names no database (after the last /): like {URL_EXAMPLE}.")
    return text


@dataclass(frozen=True)
class ActivitySettings:
    """The board (a Discord Activity) served from the bot process (bot/activity); absent: no port opens.

    `local`: the front end skips Discord's SDK (the sandbox and the tests, with a local stand-in of
    Discord's OAuth2 at `discord_api`). `web`: the built front end (None: web/dist beside the code)."""

    port: int
    client_secret: str = field(repr=False)
    host: str = ACTIVITY_HOST
    url: str | None = None  # the public https address the Developer Portal's URL mapping points at
    discord_api: str = DISCORD_API
    local: bool = False
    web: Path | None = None
    proxies: int = 0  # reverse proxies in front of the board whose X-Forwarded-For is trusted


@dataclass(frozen=True)
class Config:
    token: str = ""
    database: Path = field(default_factory=default_database)  # the SQLite file (when no database_url)
    database_url: str | None = None  # SUMOKU_DATABASE_URL: PostgreSQL instead of the SQLite file
    log_level: str = "INFO"
    log_format: str = "plain"  # "json": one JSON object per line, for log collectors
    dev_guild: int | None = None  # sync commands to this server instantly while developing
    owner_ids: frozenset[int] = field(default_factory=frozenset)
    message_content: bool = False  # ask for the privileged intent (Spot claims by chat message)
    # Link to a game's post as discord.com/channels/…; off (the sandbox), the channel is named instead.
    message_links: bool = True
    spot_idle_s: float = SPOT_IDLE_MINUTES * 60  # a Spot race with no correct claim this long ends
    connect_attempts: int = CONNECT_ATTEMPTS
    workers: int = field(default_factory=lambda: os.cpu_count() or 1)  # processes thinking for computers
    # Gateway shards: how many in all (None: Discord decides at connect, `SUMOKU_SHARD_COUNT=auto`), and
    # the ones this process runs (None: all of them). Unset, one shard: exactly one connection.
    shard_count: int | None = 1
    shard_ids: tuple[int, ...] | None = None
    requests_per_second: float | None = None  # SUMOKU_REQUESTS_PER_SECOND; None: the shards' share
    activity: ActivitySettings | None = None  # the board (SUMOKU_ACTIVITY_*); None: off, no port

    @property
    def request_rate(self) -> float:
        """This process's share of the bot's 50 bot-token requests a second: as set, else in
        proportion to the shards it runs (2 of 8 shards: 12.5), else all of it."""
        if self.requests_per_second is not None:
            return self.requests_per_second
        if self.shard_ids is None or not self.shard_count:
            return BOT_REQUEST_RATE
        return BOT_REQUEST_RATE * len(set(self.shard_ids)) / self.shard_count

    @property
    def shards(self) -> Shards | None:
        """The servers this process owns (timers, resumed games, pending posts); None: all of them."""

        if self.shard_ids is None or self.shard_count is None:
            return None
        if set(self.shard_ids) == set(range(self.shard_count)):
            return None
        return Shards(self.shard_count, self.shard_ids)

    @property
    def storage(self) -> Path | str:
        """What `Database.open` takes: the PostgreSQL URL when set, else the SQLite file."""
        return self.database_url or self.database

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, *, require_token: bool = True) -> Config:
        env = dict(os.environ if env is None else env)
        misspelled(env)
        token = env.get("DISCORD_TOKEN", "").strip()
        if require_token:
            if not token:
                raise ConfigError(
                    "DISCORD_TOKEN is not set: put your bot's token in it, or in a .env file (see README.md)."
                )
            if not _TOKEN_SHAPE.match(token):
                raise ConfigError(
                    "DISCORD_TOKEN does not look like a bot token (three dot-separated parts); "
                    "copy it again from the Developer Portal, Bot page."
                )
        level = env.get("SUMOKU_LOG_LEVEL", "").strip().upper() or "INFO"
        if level not in LOG_LEVELS:
            raise ConfigError(f"SUMOKU_LOG_LEVEL={level!r}: use DEBUG, INFO, WARNING or ERROR.")
        log_format = env.get("SUMOKU_LOG_FORMAT", "").strip().lower() or "plain"
        if log_format not in LOG_FORMATS:
            raise ConfigError(f"SUMOKU_LOG_FORMAT={log_format!r}: use plain or json.")
        return cls(
            token=token,
            database=database_path(env),
            database_url=_database_url(env.get(DATABASE_URL_ENV)),
            log_level=level,
            log_format=log_format,
            dev_guild=_snowflake(env.get("SUMOKU_DEV_GUILD"), "SUMOKU_DEV_GUILD"),
            owner_ids=frozenset(
                _snowflake(x, "SUMOKU_OWNER_IDS") or 0
                for x in env.get("SUMOKU_OWNER_IDS", "").replace(",", " ").split()
            ),
            message_content=_boolean(env.get("SUMOKU_MESSAGE_CONTENT"), "SUMOKU_MESSAGE_CONTENT", False),
            spot_idle_s=_minutes(
                env.get("SUMOKU_SPOT_IDLE_MINUTES"), "SUMOKU_SPOT_IDLE_MINUTES", SPOT_IDLE_MINUTES
            )
            * 60,
            connect_attempts=_count(
                env.get("SUMOKU_CONNECT_ATTEMPTS"), "SUMOKU_CONNECT_ATTEMPTS", CONNECT_ATTEMPTS
            ),
            workers=_count(env.get("SUMOKU_WORKERS"), "SUMOKU_WORKERS", os.cpu_count() or 1),
            **_sharding(env.get("SUMOKU_SHARD_COUNT"), env.get("SUMOKU_SHARD_IDS")),
            requests_per_second=_rate(env.get(REQUEST_RATE_ENV)),
            activity=activity_settings(env),
        )


def _database_url(value: str | None) -> str | None:
    """SUMOKU_DATABASE_URL: unset or blank keeps SQLite; otherwise it must be a PostgreSQL URL."""
    if value is None or not value.strip():
        return None
    return check_database_url(value)


def _snowflake(value: str | None, name: str) -> int | None:
    """A Discord id: a whole number from 1 to 2**64-1 (unset or blank: None)."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    if not text.isdigit() or not 0 < int(text) < _SNOWFLAKE_LIMIT:
        raise ConfigError(
            f"{name}={value!r} is not a Discord id: use the number from 'Copy ID' "
            "(Developer Mode), like 123456789012345678."
        )
    return int(text)


def _boolean(value: str | None, name: str, default: bool) -> bool:
    """Only true/false/yes/no/1/0 (any case): anything else is a mistake, not a silent false."""
    if value is None or not value.strip():
        return default
    word = value.strip().lower()
    if word in _TRUE:
        return True
    if word in _FALSE:
        return False
    raise ConfigError(f"{name}={value!r}: use true or false (or yes/no, 1/0).")


def _minutes(value: str | None, name: str, default: float) -> float:
    """A positive number of minutes (fractions allowed); unset or blank gives the default."""
    if value is None or not value.strip():
        return default
    try:
        minutes = float(value.strip())
    except ValueError:
        minutes = -1.0
    if not 0 < minutes < 1e6:
        raise ConfigError(f"{name}={value!r} must be a number of minutes greater than 0, like 10.")
    return minutes


def _count(value: str | None, name: str, default: int) -> int:
    """A whole number from 1 to 100; unset or blank gives the default."""
    if value is None or not value.strip():
        return default
    text = value.strip()
    if not text.isdigit() or not 1 <= int(text) <= 100:
        raise ConfigError(f"{name}={value!r} must be a whole number from 1 to 100, like {default}.")
    return int(text)


def _rate(value: str | None) -> float | None:
    """SUMOKU_REQUESTS_PER_SECOND: a number of requests a second above 0 and at most 1,000 (Discord
    raises the global limit of large bots on request); unset or blank: the process's share of 50."""
    if value is None or not value.strip():
        return None
    try:
        rate = float(value.strip())
    except ValueError:
        rate = -1.0
    if not 0 < rate <= 1000:
        raise ConfigError(
            f"{REQUEST_RATE_ENV}={value!r} must be a number of requests per second above 0 and at most 1000, "
            "like 25 (each process's share of the bot's 50 per second; unset: shared by shards)."
        )
    return rate


def _sharding(count: str | None, ids: str | None) -> dict[str, Any]:
    """SUMOKU_SHARD_COUNT (a number, or `auto`: Discord decides) and SUMOKU_SHARD_IDS (the shards
    this process runs, comma-separated; unset: all). Ids need a fixed count: every process of one
    bot must split the servers the same way."""
    count_text = (count or "").strip().lower()
    if not count_text:
        shard_count: int | None = 1
    elif count_text == "auto":
        shard_count = None
    elif count_text.isdigit() and 1 <= int(count_text) <= SHARD_LIMIT:
        shard_count = int(count_text)
    else:
        raise ConfigError(
            f"SUMOKU_SHARD_COUNT={count!r} must be a whole number of shards from 1 to {SHARD_LIMIT}, "
            "like 4, or auto (Discord decides; one process runs them all)."
        )
    ids_text = (ids or "").replace(",", " ").split()
    if not ids_text:
        return {"shard_count": shard_count, "shard_ids": None}
    if not count_text or shard_count is None:
        raise ConfigError(
            f"SUMOKU_SHARD_IDS={ids!r} needs SUMOKU_SHARD_COUNT set to a number: every process of the bot "
            "must use the same total, like SUMOKU_SHARD_COUNT=4 with SUMOKU_SHARD_IDS=0,1 here and 2,3 there."
        )
    top = shard_count - 1
    if not all(x.isdigit() for x in ids_text) or any(int(x) > top for x in ids_text):
        raise ConfigError(
            f"SUMOKU_SHARD_IDS={ids!r} must be shard numbers from 0 to {top} "
            f"(SUMOKU_SHARD_COUNT={shard_count}), comma-separated, like 0,1."
        )
    chosen = tuple(sorted({int(x) for x in ids_text}))
    return {"shard_count": shard_count, "shard_ids": chosen}


def activity_settings(env: Mapping[str, str]) -> ActivitySettings | None:
    """The board's settings: off (None) unless SUMOKU_ACTIVITY_PORT is set; then the client secret is
    needed (the token exchange), the URL must be https, the API an http(s) address."""
    port_text = env.get("SUMOKU_ACTIVITY_PORT", "").strip()
    # the secret or the public address without a port: the operator meant the board (an image may
    # set the host or the front end's folder for everyone: those alone are no mistake)
    others = [name for name in BOARD_MEANT if env.get(name, "").strip()]
    if not port_text:
        if others:
            raise ConfigError(
                f"{others[0]} is set but SUMOKU_ACTIVITY_PORT is not: set the port the board listens on "
                "(like 8080) to turn the board on, or remove the SUMOKU_ACTIVITY_* settings."
            )
        return None
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ConfigError(
            f"SUMOKU_ACTIVITY_PORT={port_text!r} must be a port number from 1 to 65535, like 8080."
        )
    secret = env.get("SUMOKU_ACTIVITY_CLIENT_SECRET", "").strip()
    if not secret:
        raise ConfigError(
            "SUMOKU_ACTIVITY_CLIENT_SECRET is not set: copy the client secret from the Developer Portal "
            "(your application → OAuth2 → Client Secret); the board needs it to sign players in."
        )
    host = env.get("SUMOKU_ACTIVITY_HOST", "").strip() or ACTIVITY_HOST
    if any(c.isspace() or c in "/@" for c in host):
        raise ConfigError(
            f"SUMOKU_ACTIVITY_HOST={host!r} is not an address to listen on: like 127.0.0.1 or 0.0.0.0."
        )
    url = env.get("SUMOKU_ACTIVITY_URL", "").strip() or None
    if url is not None and (urlsplit(url).scheme != "https" or not urlsplit(url).hostname):
        raise ConfigError(
            f"SUMOKU_ACTIVITY_URL={url!r} must be the board's public https address (the Developer Portal's "
            "URL mapping target), like https://sumoku.example.org."
        )
    api = (env.get("SUMOKU_DISCORD_API", "").strip() or DISCORD_API).rstrip("/")
    if urlsplit(api).scheme not in ("http", "https") or not urlsplit(api).hostname:
        raise ConfigError(f"SUMOKU_DISCORD_API={api!r} must be an http(s) address, like {DISCORD_API}.")
    web = env.get("SUMOKU_ACTIVITY_WEB", "").strip()
    proxies = env.get("SUMOKU_ACTIVITY_PROXIES", "").strip() or "0"
    if not proxies.isascii() or not proxies.isdigit() or int(proxies) > MAX_PROXIES:
        raise ConfigError(
            f"SUMOKU_ACTIVITY_PROXIES={proxies!r} must be the number of reverse proxies in front of the "
            f"board (0 to {MAX_PROXIES}), like 1 for one Caddy or nginx."
        )
    return ActivitySettings(
        port=int(port_text),
        client_secret=secret,
        host=host,
        url=url,
        discord_api=api,
        web=Path(web).expanduser() if web else None,
        proxies=int(proxies),
    )


BOARD_MEANT = ("SUMOKU_ACTIVITY_CLIENT_SECRET", "SUMOKU_ACTIVITY_URL")


# Every SUMOKU_ setting the bot reads (README, Configuration), and the names the tests and tools read
# (never the bot): a name close to a setting's and neither of these is a misspelling, refused.
SETTINGS = frozenset({
    "SUMOKU_DB", DATABASE_URL_ENV, "SUMOKU_LOG_LEVEL", "SUMOKU_LOG_FORMAT", "SUMOKU_DEV_GUILD",
    "SUMOKU_OWNER_IDS", "SUMOKU_MESSAGE_CONTENT", "SUMOKU_SPOT_IDLE_MINUTES", "SUMOKU_CONNECT_ATTEMPTS",
    "SUMOKU_WORKERS", "SUMOKU_SHARD_COUNT", "SUMOKU_SHARD_IDS", REQUEST_RATE_ENV, "SUMOKU_ACTIVITY_PORT",
    "SUMOKU_ACTIVITY_CLIENT_SECRET", "SUMOKU_ACTIVITY_HOST", "SUMOKU_ACTIVITY_URL", "SUMOKU_ACTIVITY_WEB",
    "SUMOKU_ACTIVITY_PROXIES", "SUMOKU_DISCORD_API",
})  # fmt: skip
NOT_SETTINGS = frozenset({
    "SUMOKU_ARTEFACTS", "SUMOKU_UPDATE_GOLDEN", "SUMOKU_SLOW", "SUMOKU_CHROMIUM", "SUMOKU_BOARD_URL",
    "SUMOKU_BROWSER_TEST", "SUMOKU_BOARD_SHOTS", "SUMOKU_POSTGRES_PASSWORD",
})  # fmt: skip
TESTS_PREFIX = "SUMOKU_TEST_"  # the tests' own names (SUMOKU_TEST_POSTGRES): never the bot's


def misspelled(env: Mapping[str, str]) -> None:
    """Refuse a SUMOKU_ name that is no setting but close to one (`SUMOKU_WORKRES`): silently ignored,
    it would leave the setting at its default while its writer thinks it set."""
    for name in sorted(env):
        if not name.startswith("SUMOKU_") or name in SETTINGS or name in NOT_SETTINGS:
            continue
        if name.startswith(TESTS_PREFIX):
            continue
        close = difflib.get_close_matches(name, SETTINGS, n=1, cutoff=0.8)
        if close:
            raise ConfigError(
                f"{name} is not a setting of this bot: did you mean {close[0]}? "
                "(every setting: README.md, Configuration)"
            )
