"""What the board needs of the bot (SumokuBot), as a Protocol: the board's modules (sign-in, the
answers to frames, the server) name no bot class, and tests and the sandbox hand in their own bot.
"""

from __future__ import annotations

from typing import Protocol

import discord

from bot.app.announce import SharedChanges
from bot.app.budget import RequestBudget
from bot.app.lifecycle import ActionGate
from bot.app.runner import Runner
from bot.sessions import Sessions
from bot.storage import Database


class Host(Protocol):
    """What the board needs of the bot (SumokuBot): its sessions, runner, gate, database, channels."""

    sessions: Sessions
    runner: Runner
    gate: ActionGate
    budget: RequestBudget  # counts the board's refused OAuth2 calls with the bot's own
    db: Database

    @property
    def application_id(self) -> int | None: ...

    shared: SharedChanges  # the changes other bot processes store (their boards hear this one's)

    @property
    def shard_share(self) -> float: ...  # this process's shards out of all (1.0: it runs every one)

    def get_channel(self, channel_id: int, /) -> object: ...

    def get_user(self, user_id: int, /) -> discord.User | None: ...

    async def fetch_channel(self, channel_id: int, /) -> object: ...

    def get_guild(self, guild_id: int, /) -> discord.Guild | None: ...

    async def fetch_guild(self, guild_id: int, /) -> discord.Guild: ...
