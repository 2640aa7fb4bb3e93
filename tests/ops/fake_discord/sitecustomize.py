"""Loaded by the subprocesses of tests/ops (on their PYTHONPATH): send discord.py's HTTP calls to the
address in SUMOKU_TEST_DISCORD_API instead of discord.com, so "Discord refused the token" and
"Discord unreachable" happen for real on a machine without Internet. Nothing else is changed."""

import os

_base = os.environ.get("SUMOKU_TEST_DISCORD_API")
if _base:
    import discord.http

    discord.http.Route.BASE = _base
