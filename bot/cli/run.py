"""`sumoku-bot run` (the default): check everything, then connect and play until SIGTERM/SIGINT."""

from __future__ import annotations

import argparse
import asyncio
import logging
from pathlib import Path

import aiohttp
import discord

from bot.activity import BoardError
from bot.app.invite import invite_url
from bot.app.logs import setup_logging

from ..config import Config, ConfigError, default_database
from ..storage import MigrationError, SchemaTooNew, StorageError
from . import Subcommand
from .exits import Exit, StartupError
from .storage_check import check_storage

log = logging.getLogger("sumoku")

RETRY_FIRST_S = 1.0  # the wait after the first failed attempt, doubled each time
RETRY_MAX_S = 30.0
SHARDING_REQUIRED = 4011  # gateway close codes: too many servers for this many shards
INVALID_SHARD = 4010  # a shard id or count Discord does not accept
SHARD_REFUSALS = (SHARDING_REQUIRED, INVALID_SHARD)


def load_config(*, require_token: bool) -> Config:
    """The settings, or a StartupError(CONFIG) naming the bad one."""
    try:
        return Config.from_env(require_token=require_token)
    except ConfigError as exc:
        raise StartupError(Exit.CONFIG, str(exc)) from None


def command(args: argparse.Namespace) -> int:
    config = load_config(require_token=True)
    report = check_storage(config, create=True)
    setup_logging(config.log_level, config.log_format)
    log.info(
        "sumoku-bot starting: database %s (%s)",  # a file, or a postgresql:// URL without its password
        report.where,
        f"schema {report.schema}, {report.running_games} games running" if report.exists else "new",
    )
    if config.database_url is None:
        _warn_about_old_default(config.database)
    try:
        asyncio.run(_run(config))
    except discord.LoginFailure:
        raise StartupError(
            Exit.TOKEN_REFUSED,
            "Discord refused the token (DISCORD_TOKEN): reset it in the Developer Portal (Bot page) "
            "and put the new one in place.",
        ) from None
    except discord.PrivilegedIntentsRequired:
        raise StartupError(
            Exit.INTENT_DISABLED,
            "SUMOKU_MESSAGE_CONTENT is on but the Message Content intent is not enabled for this bot "
            "in the Developer Portal (Bot page): enable it, or set SUMOKU_MESSAGE_CONTENT=false.",
        ) from None
    except discord.ConnectionClosed as exc:
        if exc.code not in SHARD_REFUSALS:
            raise
        raise StartupError(Exit.CONFIG, _shards_refused(exc.code, config)) from None
    except BoardError as exc:  # the board's port (SUMOKU_ACTIVITY_PORT) is taken, or the address wrong
        raise StartupError(Exit.CONFIG, str(exc)) from None
    except SchemaTooNew as exc:
        raise StartupError(Exit.SCHEMA_TOO_NEW, str(exc)) from None
    except MigrationError as exc:
        raise StartupError(Exit.CORRUPT, f"{exc}; the file was left as it was.") from None
    except StorageError as exc:
        raise StartupError(Exit.DB_PATH, f"the database could not be opened: {exc}") from None
    return int(Exit.OK)


async def _run(config: Config) -> None:
    from bot.app.client import SumokuBot
    from bot.app.lifecycle import install_signal_handlers

    bot = SumokuBot(config, heartbeat=True)
    async with bot:
        install_signal_handlers(bot)
        await _login(bot, config)
        app_id = bot.application_id or (bot.user.id if bot.user else None)
        if app_id is not None:
            log.info("invite link: %s", invite_url(app_id))
        if not bot.is_closed():
            await bot.connect(reconnect=True)
        if bot.shutdown_task is not None:
            await bot.shutdown_task


async def _login(bot: discord.Client, config: Config) -> None:
    """Log in, retrying with back-off while Discord is out of reach: one line per failed attempt."""
    delay = RETRY_FIRST_S
    for attempt in range(1, config.connect_attempts + 1):
        try:
            await bot.login(config.token)
            return
        except (aiohttp.ClientConnectionError, TimeoutError, OSError) as exc:
            await bot.http.close()  # closes the session and its connector: the next try makes new ones
            bot.http.connector = discord.utils.MISSING
            reason = _reason(exc)
            if attempt == config.connect_attempts:
                tries = f"{attempt} attempt" + ("" if attempt == 1 else "s")
                raise StartupError(
                    Exit.UNREACHABLE,
                    f"Discord could not be reached after {tries} ({reason}): check the "
                    "network, DNS and firewall, then start again.",
                ) from None
            log.warning(
                "Discord unreachable (%s): attempt %d of %d failed, next in %.0f s",
                reason,
                attempt,
                config.connect_attempts,
                delay,
            )
            await asyncio.sleep(delay)
            delay = min(delay * 2, RETRY_MAX_S)
            if bot.is_closed():  # a SIGTERM while waiting
                return


def _shards_refused(code: int, config: Config) -> str:
    """The operator's line for Discord refusing the shard setting (a setting to change, not a bug)."""
    count = "auto" if config.shard_count is None else str(config.shard_count)
    now = f"SUMOKU_SHARD_COUNT={count}"
    if config.shard_ids is not None:
        now += f", SUMOKU_SHARD_IDS={','.join(str(i) for i in config.shard_ids)}"
    if code == SHARDING_REQUIRED:
        return (
            f"Discord requires sharding for this bot (gateway close code 4011: too many servers for "
            f"{now}): set SUMOKU_SHARD_COUNT=auto for one process, or a larger number (about one "
            "shard per 1,000 servers) in every process, each with its SUMOKU_SHARD_IDS (README: "
            "Beyond one machine)."
        )
    return (
        f"Discord refused the shard setting as an invalid shard (gateway close code 4010, {now}): "
        "SUMOKU_SHARD_COUNT must be the same number in every process and SUMOKU_SHARD_IDS below it, "
        "or set SUMOKU_SHARD_COUNT=auto for one process (README: Beyond one machine)."
    )


def _reason(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0]


def _warn_about_old_default(database: Path) -> None:
    """Earlier versions defaulted to ./data/sumoku.db: say so if one is there and unused."""
    old = Path("data", "sumoku.db")
    if database == default_database() and old.is_file() and old.absolute() != database:
        log.warning(
            "found %s but the database is now %s by default: set SUMOKU_DB=%s to keep using it",
            old.absolute(),
            database,
            old.absolute(),
        )


COMMAND = Subcommand(
    name="run",
    help="connect to Discord and run the bot (the default)",
    description="Check the settings and the database, then connect to Discord and run until SIGTERM or "
    "Ctrl-C, which finish the actions in flight before closing.",
    run=command,
)
