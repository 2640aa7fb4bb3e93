"""Configuration from the environment (see README and .env.example)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DB = Path(__file__).resolve().parents[1] / "data" / "sumoku.db"
_TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{20,}$")


class ConfigError(ValueError):
    """A setting is missing or malformed; the message is one line a person can act on."""


@dataclass(frozen=True)
class Config:
    token: str = ""
    database: Path = DEFAULT_DB
    log_level: str = "INFO"
    dev_guild: int | None = None  # sync commands to this server instantly while developing
    owner_ids: frozenset[int] = field(default_factory=frozenset)
    message_content: bool = False  # ask for the privileged intent (Spot claims by chat message)

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None, *, require_token: bool = True) -> Config:
        env = dict(os.environ if env is None else env)
        token = env.get("DISCORD_TOKEN", "").strip()
        if require_token:
            if not token:
                raise ConfigError("DISCORD_TOKEN is not set: put your bot's token in it (see README.md).")
            if not _TOKEN_SHAPE.match(token):
                raise ConfigError(
                    "DISCORD_TOKEN does not look like a bot token (three dot-separated parts); "
                    "copy it again from the Developer Portal, Bot page."
                )
        level = env.get("SUMOKU_LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ConfigError(f"SUMOKU_LOG_LEVEL={level!r}: use DEBUG, INFO, WARNING or ERROR.")
        return cls(
            token=token,
            database=Path(env.get("SUMOKU_DB", "").strip() or DEFAULT_DB),
            log_level=level,
            dev_guild=_int_or_none(env.get("SUMOKU_DEV_GUILD"), "SUMOKU_DEV_GUILD"),
            owner_ids=frozenset(
                _int_or_none(x, "SUMOKU_OWNER_IDS") or 0
                for x in env.get("SUMOKU_OWNER_IDS", "").replace(",", " ").split()
            ),
            message_content=env.get("SUMOKU_MESSAGE_CONTENT", "").strip().lower()
            in {"1", "true", "yes", "on"},
        )


def _int_or_none(value: str | None, name: str) -> int | None:
    if value is None or not value.strip():
        return None
    try:
        return int(value.strip())
    except ValueError:
        raise ConfigError(f"{name}={value!r} must be a number (a Discord id).") from None
