"""Configuration from the environment (see README and .env.example)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DB = Path(__file__).resolve().parents[1] / "data" / "sumoku.db"
SPOT_IDLE_MINUTES = 10.0  # an abandoned Spot race ends after this long without a correct claim
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
    spot_idle_s: float = SPOT_IDLE_MINUTES * 60  # a Spot race with no correct claim this long ends

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
            spot_idle_s=_minutes(
                env.get("SUMOKU_SPOT_IDLE_MINUTES"), "SUMOKU_SPOT_IDLE_MINUTES", SPOT_IDLE_MINUTES
            )
            * 60,
        )


def _int_or_none(value: str | None, name: str) -> int | None:
    if value is None or not value.strip():
        return None
    try:
        return int(value.strip())
    except ValueError:
        raise ConfigError(f"{name}={value!r} must be a number (a Discord id).") from None


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
