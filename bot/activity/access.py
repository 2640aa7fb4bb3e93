"""Who may see a board's channel: judged from discord.py's cache, and asking Discord only what the
cache does not hold (a channel or member not seen since the start), within the boards' budgets.

A member fetched is kept `MEMBER_S` (the bot has no members intent: without this every board
opened would ask Discord once). Each look-up is spent from its player's and address's budgets
(limits.py `BoardBudgets`), a refused one (4xx) counts toward the refused requests boards may
cause, and a refusal is remembered (`NO_MEMBER_S` for a player and channel, `NO_CHANNEL_S` for a
channel the bot cannot see), so naming made-up channels, or channels of servers one is not in,
costs the bot at most a few requests.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, TypeVar

import discord

from .connection import Connection
from .limits import BoardBudgets

MEMBER_S = 300.0  # a member Discord was asked about stands for this long (the bot has no members intent)
NO_MEMBER_S = 60.0  # a player Discord said is no member: not asked again for this long
NO_CHANNEL_S = 600.0  # a channel the bot cannot see (as bot/app/budget.py closes a refusing channel)
REMEMBERED = 4096
_EVERYONE = 0  # the key of a channel nobody may see

T = TypeVar("T")


class Channels(Protocol):
    """What access needs of the bot: its channels, cached or asked of Discord."""

    def get_channel(self, channel_id: int, /) -> Any: ...

    async def fetch_channel(self, channel_id: int, /) -> Any: ...

    def get_guild(self, guild_id: int, /) -> discord.Guild | None: ...

    async def fetch_guild(self, guild_id: int, /) -> discord.Guild: ...


class ChannelAccess:
    """`may_see` (at hello) and `still_sees` (before a push, from the cache alone) for one bot."""

    def __init__(self, host: Channels, budgets: BoardBudgets) -> None:
        self.host = host
        self.budgets = budgets
        self._refused: OrderedDict[tuple[int, int], float] = OrderedDict()  # (user, channel) -> until
        self._members: OrderedDict[tuple[int, int], tuple[float, discord.Member]] = OrderedDict()
        self._guilds: dict[int, tuple[float, discord.Guild]] = {}  # servers of other processes' shards

    async def may_see(
        self, user_id: int, channel_id: int, address: str | None = None
    ) -> Callable[[], bool] | None:
        """A server channel's board is for its members who can see the channel (as its posts are); a
        DM is its player's alone (and the bot's). A channel not in discord.py's cache (an
        archived thread, a DM not seen since the start) is asked of Discord: one the bot cannot
        see has no board. A private thread takes its parent's permissions, yet only its members
        (and those who may manage threads) see it. None: no board; else the cheap re-check the hub
        makes before every pushed table (`Connection.sees`). `Held` past a budget;
        discord.HTTPException when Discord fails."""
        if self._remembered(user_id, channel_id):
            return None
        channel = self.host.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self._ask(user_id, address, self.host.fetch_channel(channel_id))
            except (discord.NotFound, discord.Forbidden):
                self._no(_EVERYONE, channel_id, NO_CHANNEL_S)
                return None
        if isinstance(channel, discord.abc.PrivateChannel):  # a DM, or a group DM: its own members'
            if any(getattr(u, "id", None) == user_id for u in _recipients(channel)):
                return _always
            return None
        guild = getattr(channel, "guild", None)
        if guild is None:  # a server channel of a server the bot is not in
            self._no(_EVERYONE, channel_id, NO_CHANNEL_S)
            return None
        if self.host.get_guild(guild.id) is None:  # a server of a shard another process runs
            return await self._elsewhere(user_id, channel, address)
        member = guild.get_member(user_id)
        cached = member is not None
        if member is None:
            member = self._member(guild.id, user_id)
        if member is None:
            try:
                member = await self._ask(user_id, address, guild.fetch_member(user_id))
            except discord.NotFound:
                self._no(user_id, channel_id, NO_MEMBER_S)
                return None
            self._keep(member)
        allowed = channel.permissions_for(member)
        if not allowed.view_channel:
            return None
        if isinstance(channel, discord.Thread) and channel.is_private() and not allowed.manage_threads:
            try:
                await self._ask(user_id, address, channel.fetch_member(user_id))
            except discord.NotFound:
                self._no(user_id, channel_id, NO_MEMBER_S)
                return None
        return lambda: self.still_sees(member, channel_id, cached)

    async def _elsewhere(self, user_id: int, channel: Any, address: str | None) -> Callable[[], bool] | None:
        """`may_see` for a server whose events Discord sends to another bot process (another
        shard's): nothing of it is in this process's cache, so Discord is asked for the server (its
        roles; kept MEMBER_S), the member and, for a thread, its parent channel, and the permissions
        are worked out from those as from the cache. The word given at open then holds for the
        board's life: this process hears none of that server's changes."""
        try:
            guild = self._guild(channel.guild.id)
            if guild is None:
                guild = await self._ask(user_id, address, self.host.fetch_guild(channel.guild.id))
                self._guilds[guild.id] = (time.monotonic() + MEMBER_S, guild)
            member = self._member(guild.id, user_id)
            if member is None:
                member = await self._ask(user_id, address, guild.fetch_member(user_id))
                self._keep(member)
            thread = channel if isinstance(channel, discord.Thread) else None
            judged = channel
            if thread is not None:
                judged = await self._ask(user_id, address, self.host.fetch_channel(thread.parent_id))
            judged.guild = guild  # a fetched channel names an empty stand-in of its server
            allowed = judged.permissions_for(member)
            if not allowed.view_channel:
                return None
            if thread is not None and thread.is_private() and not allowed.manage_threads:
                await self._ask(user_id, address, thread.fetch_member(user_id))
        except (discord.NotFound, discord.Forbidden):
            self._no(user_id, channel.id, NO_MEMBER_S)
            return None
        return _always

    def _guild(self, guild_id: int) -> discord.Guild | None:
        kept = self._guilds.get(guild_id)
        if kept is None or kept[0] <= time.monotonic():
            self._guilds.pop(guild_id, None)
            return None
        return kept[1]

    async def still_allows(self, connection: Connection) -> bool:
        """Before an action: the player may still see the board's channel. From the cache at once
        (`Connection.sees`), and once the word given is `MEMBER_S` old, `may_see` again, which asks
        Discord at most once a window for a player and server (a member it fetched is kept that
        long). `Held` past a budget, discord.HTTPException when Discord fails."""
        if not connection.sees():
            return False
        if time.monotonic() - connection.seen_at < MEMBER_S:
            return True
        sees = await self.may_see(connection.player.id, connection.channel_id)
        if sees is None:
            return False
        connection.sees, connection.seen_at = sees, time.monotonic()
        return True

    def still_sees(self, member: discord.Member, channel_id: int, cached: bool) -> bool:
        """The member may still see the channel, judged from discord.py's cache alone (no request per
        push): the channel's overwrites and the server's roles as they are now (the bot hears of
        their changes), the member as they were at open unless the cache holds a newer one (the
        bot asks for no members intent: their own roles are those of the open). A member who was
        in the cache and is gone from it has left the server. A channel gone from the cache (an
        archived thread) keeps the word given at open."""
        channel = self.host.get_channel(channel_id)
        guild = getattr(channel, "guild", None)
        if channel is None or guild is None:
            return True
        now = guild.get_member(member.id)
        if now is None and cached:
            return False
        return bool(channel.permissions_for(now or member).view_channel)

    async def _ask(self, user_id: int, address: str | None, request: Awaitable[T]) -> T:
        """One look-up, spent from the budgets (`Held` past them: not sent); a refusal counted."""
        try:
            await self.budgets.lookup(user_id, address)
        except BaseException:
            _discard(request)
            raise
        try:
            return await request
        except discord.HTTPException as error:
            if 400 <= error.status < 500:
                await self.budgets.refused()
            raise

    def _member(self, guild_id: int, user_id: int) -> discord.Member | None:
        """A member fetched less than MEMBER_S ago (None: not known, or too long ago)."""
        kept = self._members.get((guild_id, user_id))
        if kept is None or kept[0] <= time.monotonic():
            return None
        return kept[1]

    def _keep(self, member: discord.Member) -> None:
        self._members[(member.guild.id, member.id)] = (time.monotonic() + MEMBER_S, member)
        self._members.move_to_end((member.guild.id, member.id))
        while len(self._members) > REMEMBERED:
            self._members.popitem(last=False)

    def _remembered(self, user_id: int, channel_id: int) -> bool:
        now = time.monotonic()
        for key in ((_EVERYONE, channel_id), (user_id, channel_id)):
            until = self._refused.get(key)
            if until is not None and until > now:
                return True
            if until is not None:
                del self._refused[key]
        return False

    def _no(self, user_id: int, channel_id: int, seconds: float) -> None:
        self._refused[(user_id, channel_id)] = time.monotonic() + seconds
        self._refused.move_to_end((user_id, channel_id))
        while len(self._refused) > REMEMBERED:
            self._refused.popitem(last=False)


def _recipients(channel: discord.abc.PrivateChannel) -> list[object]:
    """Who a DM (the bot and its `recipient`) or a group DM (`recipients`) is with, besides the bot."""
    found: list[object] = list(getattr(channel, "recipients", None) or [])
    return [*found, getattr(channel, "recipient", None)]


def _always() -> bool:
    return True


def _discard(request: Awaitable[object]) -> None:
    """A look-up not sent: its coroutine closed (no 'never awaited' warning)."""
    close = getattr(request, "close", None)
    if close is not None:
        close()
