"""`python -m bot` / `sumoku-bot`: start the bot."""

from __future__ import annotations

import asyncio
import logging
import sys

import discord

from .config import Config, ConfigError


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "sandbox":  # the real bot in a local page, no token (bot/sandbox)
        from . import sandbox

        return sandbox.main(argv[1:])
    try:
        config = Config.from_env()
    except ConfigError as exc:
        print(f"sumoku-bot: {exc}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, config.log_level))
    from .client import SumokuBot

    async def run() -> None:
        async with SumokuBot(config) as bot:
            await bot.start(config.token)

    try:
        asyncio.run(run())
    except discord.LoginFailure:
        print(
            "sumoku-bot: Discord refused the token (DISCORD_TOKEN); reset it in the Developer Portal.",
            file=sys.stderr,
        )
        return 2
    except discord.PrivilegedIntentsRequired:
        print(
            "sumoku-bot: SUMOKU_MESSAGE_CONTENT is on but the Message Content intent is not enabled "
            "for this bot in the Developer Portal (Bot page).",
            file=sys.stderr,
        )
        return 2
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
