"""Loaded by the subprocesses of tests/ops (on their PYTHONPATH): send discord.py's HTTP calls to the
address in SUMOKU_TEST_DISCORD_API instead of discord.com, and its gateway connection to
SUMOKU_TEST_DISCORD_GATEWAY (when set) instead of gateway.discord.gg, so "Discord refused the token",
"Discord unreachable" and the gateway's close codes happen for real on a machine without Internet
(tests/ops/gateway.py is such a Discord). Nothing else is changed."""

import os

_base = os.environ.get("SUMOKU_TEST_DISCORD_API")
if _base:
    import discord.http

    discord.http.Route.BASE = _base

_gateway = os.environ.get("SUMOKU_TEST_DISCORD_GATEWAY")
if _gateway:
    import discord.gateway
    import yarl

    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(_gateway)
