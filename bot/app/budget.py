"""Discord's request budget, kept by the bot before Discord has to enforce it.

Every bot-token request (discord.py's `HTTPClient.request`; interaction answers and followups go
through the interaction webhook and are neither limited nor counted here, as Discord does not count
them) waits for two windows: its channel's message bucket (create, edit and delete of messages in one
channel share about 5 per 5 s; the `X-RateLimit-*` headers of each answer replace that default when
Discord sends them) and the process's share of the bot's global limit (50 per second for the whole
bot, split over its processes: `Config.request_rate`). Waiting requests leave in priority order, so a
post that matters (a win, a ping, an end card) never queues behind a live status edit, and status
edits keep a slot of each channel window free for such posts.

Failures are counted: 401, 403 and 429 answers are what Discord calls invalid requests (10,000 per
10 minutes per IP, then a ban). A channel that answered 403 or 404 is not asked again until it changes
(a channel, role or server update) or `CLOSED_FOR_S` passed: the same refusal is raised without a
request. A process nearing the invalid-request limit slows to a quarter of its rate and logs one warning.
A 429 blocks its bucket for its retry-after, then the request is sent again (it was not carried out).
"""

from __future__ import annotations

import logging
import re
import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
from discord.ext import commands

from .request_window import Clock, Priority, Waits, Window, limit_per, request_priority

log = logging.getLogger("sumoku.requests")

MESSAGE_LIMIT, MESSAGE_WINDOW_S = 5, 5.0  # per channel, until Discord's headers say otherwise
BOT_RATE = 50.0  # requests per second for the whole bot (every process together)
INVALID_LIMIT, INVALID_WINDOW_S = 10_000, 600.0
SLOW_DOWN_AT = INVALID_LIMIT // 2  # invalid requests in the window that slow the process down
SLOW_FACTOR = 4.0
CLOSED_FOR_S = 600.0  # a refusing channel is tried again after this long, whatever happened
RETRIES_429 = 3
DEFAULT_RETRY_AFTER_S = 1.0
STATUS_RESERVE = 1  # slots of a channel window that status edits leave to posts
INVALID_STATUSES = frozenset({401, 403, 429})
UNKNOWN_CHANNEL, MISSING_ACCESS = 10003, 50001
_MESSAGE_ROUTES = frozenset(
    {"/channels/{channel_id}/messages", "/channels/{channel_id}/messages/{message_id}"}
)
_MESSAGE_URL = re.compile(r"/channels/(\d+)/messages(?:/\d+)?(?:\?|$)")

_Key = tuple[int | str, ...]


@dataclass(frozen=True)
class RequestCounts:
    """What `/sumoku about` and `health` show."""

    sent: int  # bot-token requests since start
    waited: int  # of them, held back to stay within a limit
    invalid_recent: int  # 401/403/429 answers in the last 10 minutes
    rate_limited: int  # 429 answers since start
    closed_channels: int  # channels not asked again until they change
    rate: float  # this process's share of the bot's requests per second

    def as_dict(self) -> dict[str, float | int]:
        return {
            "sent": self.sent,
            "waited": self.waited,
            "invalid_recent": self.invalid_recent,
            "rate_limited": self.rate_limited,
            "closed_channels": self.closed_channels,
            "rate": self.rate,
        }


@dataclass(frozen=True)
class _Refusal:
    error: type[discord.HTTPException]
    response: Any
    data: dict[str, Any]
    guild_id: int | None
    until: float


class RequestBudget:
    """The process's budget: per-channel message windows, its global share, invalid requests."""

    def __init__(self, rate: float = BOT_RATE, *, clock: Clock = lambda: time.monotonic()) -> None:
        self.rate = rate
        self._clock = clock
        self.waits = Waits()  # the client's once installed
        self._global = Window.for_rate(rate, clock, self.waits)
        self._channels: dict[int, Window] = {}
        self._invalid: deque[float] = deque()
        self._closed: dict[_Key, _Refusal] = {}
        self._warned = False
        self.sent = self.waited = self.rate_limited = 0
        self.guild_of: Callable[[int], int | None] = lambda _channel: None

    # ------------------------------------------------------------ installing

    def install(self, client: commands.Bot | commands.AutoShardedBot) -> None:
        """Wrap the client's HTTP transport (every bot-token request) and listen for the changes
        that reopen a refusing channel."""
        http = client.http
        send = http.request
        if getattr(send, "__sumoku_budget__", False):
            return

        async def request(route: discord.http.Route, **kwargs: Any) -> Any:
            return await self.through(route, send, **kwargs)

        request.__sumoku_budget__ = True  # type: ignore[attr-defined]
        http.request = request  # type: ignore[method-assign]

        def owner(channel_id: int) -> int | None:
            channel = client.get_channel(channel_id)
            return getattr(getattr(channel, "guild", None), "id", None)

        self.guild_of = owner
        self.waits.client = client

        async def channel_changed(_before: Any, after: Any) -> None:
            self.reopen(channel_id=after.id)

        async def guild_changed(_before: Any, after: Any) -> None:
            self.reopen(guild_id=getattr(after, "guild", after).id)

        client.add_listener(channel_changed, "on_guild_channel_update")
        client.add_listener(guild_changed, "on_guild_role_update")
        client.add_listener(guild_changed, "on_guild_update")

    def trace(self) -> aiohttp.TraceConfig:
        """For `discord.Client(http_trace=...)`: reads Discord's rate-limit headers of every answer
        (discord.py itself retries the 429s it gets; they are counted here)."""
        config = aiohttp.TraceConfig()

        async def on_end(_session: Any, _ctx: Any, params: aiohttp.TraceRequestEndParams) -> None:
            self.headers(params.method, str(params.url), params.response.status, params.response.headers)

        config.on_request_end.append(on_end)
        return config

    # ------------------------------------------------------------ one request

    async def through(
        self, route: discord.http.Route, send: Callable[..., Awaitable[Any]], **kwargs: Any
    ) -> Any:
        """Send one bot-token request within the budget: refused at once if its channel refused
        already, held until its windows allow it, sent again after a 429."""
        priority = request_priority.get()
        channel_id = _int(route.channel_id)
        window = self._channel_window(channel_id) if route.path in _MESSAGE_ROUTES else None
        files = kwargs.get("files") or ()
        if self._warned:
            self._pace(self._clock())
        for attempt in range(RETRIES_429 + 1):
            self._refuse_if_closed(route, channel_id, bool(files))
            waited = await window.acquire(priority) if window is not None else 0.0
            waited += await self._global.acquire(priority)
            self.sent += 1
            self.waited += waited > 0
            try:
                return await send(route, **kwargs)
            except discord.HTTPException as err:
                retry_after = self._failed(route, channel_id, bool(files), err)
                if retry_after is None or attempt == RETRIES_429:
                    raise
                # Discord's own 429s are waited out by discord.py; one that reaches here has no `Via`
                # (Cloudflare's, for the whole IP) or is global: every request waits, not the channel's
                everyone = _global_429(err) or window is None
                (window if window is not None and not everyone else self._global).block(
                    self._clock() + retry_after
                )
                log.info("%s %s: 429, sending again in %.1f s", route.method, route.path, retry_after)
                for f in files:
                    f.reset(seek=True)
        raise AssertionError("unreachable")

    def _channel_window(self, channel_id: int | None) -> Window | None:
        if channel_id is None:
            return None
        window = self._channels.get(channel_id)
        if window is None:
            if len(self._channels) >= 1000:  # forget the quiet ones
                now = self._clock()
                for key in [k for k, w in self._channels.items() if w.delay(now) == 0 and w.idle]:
                    del self._channels[key]
            window = self._channels[channel_id] = Window(
                MESSAGE_LIMIT, MESSAGE_WINDOW_S, self._clock, reserve=STATUS_RESERVE, waits=self.waits
            )
        return window

    def _refuse_if_closed(self, route: discord.http.Route, channel_id: int | None, files: bool) -> None:
        if channel_id is None or not self._closed:
            return
        now = self._clock()
        for key in _keys(route, channel_id, files):
            refusal = self._closed.get(key)
            if refusal is None:
                continue
            if refusal.until <= now:
                del self._closed[key]
                continue
            raise refusal.error(refusal.response, refusal.data)

    def _failed(
        self, route: discord.http.Route, channel_id: int | None, files: bool, err: discord.HTTPException
    ) -> float | None:
        """Count a failure, close what refused; the wait before sending again for a 429."""
        now = self._clock()
        if err.status in INVALID_STATUSES:
            self._count_invalid(now)
        if err.status == 429:
            self.rate_limited += 1
            return _retry_after(err)
        if channel_id is None or err.status not in (403, 404):
            return None
        message_id = _message_of(route.url)
        if err.code in (UNKNOWN_CHANNEL, MISSING_ACCESS):
            key: _Key = (channel_id,)  # gone, or hidden from the bot: every request
        elif message_id is not None:
            key = (channel_id, message_id)  # that message is gone (or not ours to touch)
        elif route.method == "POST" and route.path in _MESSAGE_ROUTES:
            key = (channel_id, "files" if files and err.status == 403 else "send")
        else:
            key = (channel_id, route.key)
        data = {"code": err.code, "message": err.text}
        refusal = _Refusal(type(err), err.response, data, self.guild_of(channel_id), now + CLOSED_FOR_S)
        self._forget_expired(now)
        self._closed[key] = refusal
        log.info(
            "channel %s refused %s (%s): not asked again until it changes", channel_id, route.key, err.code
        )
        return None

    def _forget_expired(self, now: float) -> None:
        """Drop the refusals whose time is up: a deleted message's refusal is never looked up again,
        so without this they would pile up for as long as the process runs. Entries are in order of
        their `until` (each is now + CLOSED_FOR_S), so the expired ones are at the front."""
        while self._closed:
            key = next(iter(self._closed))
            if self._closed[key].until > now:
                return
            del self._closed[key]

    def count_invalid(self) -> None:
        """An invalid request (401/403/429) made outside discord.py's client (the board's OAuth2
        calls): Discord counts them against the same address."""
        self._count_invalid(self._clock())

    def _count_invalid(self, now: float) -> None:
        self._invalid.append(now)
        self._pace(now)

    def _pace(self, now: float) -> None:
        """A quarter of the rate while the invalid requests of the last 10 minutes are over
        SLOW_DOWN_AT (one warning as it starts), the whole rate again once they are not."""
        count = self.invalid_recent(now)
        slow = count >= SLOW_DOWN_AT
        if slow == self._warned:
            return
        self._warned = slow
        if slow:
            log.warning(
                "%d invalid requests (401/403/429) in the last 10 minutes (Discord bans at %d): "
                "slowing to %.1f requests/s", count, INVALID_LIMIT, self.rate / SLOW_FACTOR,
            )  # fmt: skip
        else:
            log.info(
                "invalid requests back under %d in 10 minutes: %.1f requests/s again", SLOW_DOWN_AT, self.rate
            )
        self._global.limit, self._global.per = limit_per(self.current_rate)

    @property
    def current_rate(self) -> float:
        """The requests a second this process allows itself now."""
        return self.rate / SLOW_FACTOR if self._warned else self.rate

    def invalid_recent(self, now: float | None = None) -> int:
        now = self._clock() if now is None else now
        while self._invalid and self._invalid[0] <= now - INVALID_WINDOW_S:
            self._invalid.popleft()
        return len(self._invalid)

    # ------------------------------------------------------------ what Discord said

    def headers(self, method: str, url: str, status: int, headers: Mapping[str, str]) -> None:
        """One answer's rate-limit headers: the channel bucket's numbers, and a 429's wait."""
        now = self._clock()
        match = _MESSAGE_URL.search(url) if method in ("POST", "PATCH", "DELETE") else None
        window = self._channel_window(int(match.group(1))) if match else None
        if status == 429:
            if headers.get("X-RateLimit-Scope") != "shared":
                self._count_invalid(now)
            self.rate_limited += 1
            wait = _float(headers.get("Retry-After")) or DEFAULT_RETRY_AFTER_S
            target = self._global if headers.get("X-RateLimit-Global") else window
            if target is not None:
                target.block(now + wait)
            return
        if window is None or "X-RateLimit-Remaining" not in headers:
            return
        window.learn(
            int(_float(headers.get("X-RateLimit-Limit")) or MESSAGE_LIMIT),
            int(_float(headers.get("X-RateLimit-Remaining")) or 0),
            _float(headers.get("X-RateLimit-Reset-After")) or MESSAGE_WINDOW_S,
            now,
        )

    def reopen(self, *, channel_id: int | None = None, guild_id: int | None = None) -> None:
        """Something changed (a channel, its roles, its server): ask its refusing channels again."""
        for key, refusal in list(self._closed.items()):
            if key[0] == channel_id or (guild_id is not None and refusal.guild_id == guild_id):
                del self._closed[key]

    def delay(self, channel_id: int, priority: Priority) -> float:
        """Seconds until a message request of `priority` in `channel_id` could leave without waiting."""
        now = self._clock()
        window = self._channels.get(channel_id)
        return max(self._global.delay(now, priority), window.delay(now, priority) if window else 0.0)

    def counts(self) -> RequestCounts:
        now = self._clock()
        closed = {k[0] for k, r in self._closed.items() if r.until > now and (len(k) == 1 or k[1] == "send")}
        return RequestCounts(
            self.sent, self.waited, self.invalid_recent(now), self.rate_limited, len(closed), self.rate
        )


def describe_requests(counts: Mapping[str, float | int]) -> str:
    """One line for operators (`health`): what the process sent and what Discord refused."""
    return (
        f"Discord requests: {counts.get('sent', 0)} sent ({counts.get('waited', 0)} held back to stay within "
        f"the limits, {counts.get('rate', BOT_RATE):g}/s allowed); invalid (401/403/429) in the last 10 min: "
        f"{counts.get('invalid_recent', 0)} of Discord's {INVALID_LIMIT:,}; rate limited: "
        f"{counts.get('rate_limited', 0)}; channels not asked again: {counts.get('closed_channels', 0)}"
    )


def _int(value: Any) -> int | None:
    try:
        return int(value) if value is not None else None
    except (TypeError, ValueError):
        return None


def _float(value: str | None) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def _keys(route: discord.http.Route, channel_id: int, files: bool) -> list[_Key]:
    """What a request to `channel_id` needs open: the channel, the message it touches, the route;
    a post also needs posting (and attaching, with files) allowed."""
    keys: list[_Key] = [(channel_id,), (channel_id, route.key)]
    message_id = _message_of(route.url)
    if message_id is not None:
        keys.append((channel_id, message_id))
    elif route.method == "POST" and route.path in _MESSAGE_ROUTES:
        keys.append((channel_id, "send"))
        if files:
            keys.append((channel_id, "files"))
    return keys


def _message_of(url: str) -> int | None:
    match = re.search(r"/messages/(\d+)", url)
    return int(match.group(1)) if match else None


def _global_429(err: discord.HTTPException) -> bool:
    """A 429 for every request of the bot (or its IP), not one bucket's: Discord's global limit, or
    Cloudflare's (an answer that did not come through Discord's API has no `Via` header)."""
    headers = getattr(err.response, "headers", None) or {}
    return (
        not headers.get("Via")
        or bool(headers.get("X-RateLimit-Global"))
        or headers.get("X-RateLimit-Scope") == "global"
    )


def _retry_after(err: discord.HTTPException) -> float:
    """A 429's wait: its Retry-After header, or a second."""
    headers = getattr(err.response, "headers", None) or {}
    return _float(headers.get("Retry-After")) or DEFAULT_RETRY_AFTER_S
