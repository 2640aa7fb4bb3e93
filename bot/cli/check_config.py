"""`sumoku-bot check-config`: validate every setting and the database without connecting to Discord."""

from __future__ import annotations

import argparse

from bot.app.invite import application_id_from_token, invite_url

from ..config import DISCORD_API, Config
from . import Subcommand
from .exits import Exit
from .run import load_config
from .storage_check import check_storage


def command(args: argparse.Namespace) -> int:
    config = load_config(require_token=True)
    report = check_storage(config, create=False)
    owners = ", ".join(str(i) for i in sorted(config.owner_ids)) or "the application's owner"
    print(f"database: {report.describe()}")
    print(f"log: level {config.log_level}, format {config.log_format}")
    print(f"message-content intent: {'on' if config.message_content else 'off'}")
    print(f"development server: {config.dev_guild or 'none'}; owners: {owners}")
    print(f"Spot idle limit: {config.spot_idle_s / 60:g} min; connection attempts: {config.connect_attempts}")
    print(f"shards: {shard_plan(config)}")
    print(f"worker processes (computer players, the solver): {config.workers} (SUMOKU_WORKERS)")
    rate = f"{config.request_rate:g} per second from this process"
    print(f"Discord requests: up to {rate} ({rate_source(config)})")
    print(f"board (Discord Activity): {board_plan(config)}")
    app_id = application_id_from_token(config.token)
    if app_id is not None:
        print(f"invite link: {invite_url(app_id)}")
    print("configuration OK (the token's shape was checked; only Discord can say whether it is valid)")
    return int(Exit.OK)


def shard_plan(config: Config) -> str:
    """Which gateway shards this process will run, in words."""
    if config.shard_count is None:
        return "decided by Discord at connect (this process runs them all)"
    if config.shard_ids is None:
        return "one (a single connection)" if config.shard_count == 1 else f"all {config.shard_count} here"
    return f"{', '.join(map(str, config.shard_ids))} of {config.shard_count} here"


def board_plan(config: Config) -> str:
    """The board's settings in words (never the client secret)."""
    board = config.activity
    if board is None:
        return "off (set SUMOKU_ACTIVITY_PORT and SUMOKU_ACTIVITY_CLIENT_SECRET to turn it on)"
    public = board.url or "not set (SUMOKU_ACTIVITY_URL: what the Developer Portal's URL mapping names)"
    api = "" if board.discord_api == DISCORD_API else f"; Discord API {board.discord_api}"
    behind = (
        f"; behind {board.proxies} reverse prox{'y' if board.proxies == 1 else 'ies'}"
        if board.proxies
        else ""
    )
    return (
        f"on, listening on {board.host}:{board.port}, public address {public}; client secret set{api}{behind}"
    )


def rate_source(config: Config) -> str:
    """Where this process's share of the bot's request rate comes from, in words."""
    if config.requests_per_second is not None:
        return "SUMOKU_REQUESTS_PER_SECOND"
    if config.shards is None:
        return "all of the bot's 50"
    return f"its {len(config.shards.ids)} of {config.shards.count} shards' share of the bot's 50"


COMMAND = Subcommand(
    name="check-config",
    help="validate the settings and the database without connecting",
    description="Check every setting and the database (SQLite: path usable, a sumoku-bot database or "
    "none yet, PRAGMA quick_check; PostgreSQL: the server answers the URL, a sumoku-bot database or an "
    "empty one; schema not newer than this version) without connecting to Discord or changing "
    "anything. Exit 0 and a summary when all is well; otherwise one line and the problem's exit code.",
    run=command,
)
