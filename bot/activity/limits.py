"""What the board lets through: a board's frames (`FrameGate`: size and rate, judged before anything
is parsed), sign-ins (`SignInLimit`), and what boards may make the bot ask Discord (`BoardBudgets`).

How often the board swaps a sign-in code for a token (`/api/token`): each swap is a request to
Discord's token endpoint, and a refused one counts toward the invalid requests Discord bans an address
for (bot/app/budget.py), so nobody may make the bot send them as fast as they like.

Two sliding minutes: one per client address (`PER_ADDRESS`: a client that hammers the endpoint is held
on its own, not at everyone's cost) and one for the whole board (`OVERALL`: what any number of
addresses together may cost). Boards opened inside Discord come through Discord's proxy, which hides
players' addresses, so many players can share one address: the per-address limit is set well above
what a player needs (a few tabs, a reload or two) for that reason.

The client address is the connection's, or, behind `proxies` reverse proxies the operator named
(SUMOKU_ACTIVITY_PROXIES), the one the outermost of them saw (`X-Forwarded-For`, counted from the right:
what a client writes itself is never trusted; a chain shorter than the proxies named did not come
through them, and the connection's address counts). With no proxy named, a request that carries the
header from a loopback or private address came through a proxy nobody named: it has no address of
its own (all of them would share the proxy's), the overall limit alone holds it, and the operator is
told once. From a public address the header is the client's own writing and the connection counts.
A local board's sign-ins (the sandbox's stand-in of Discord: every member signs in from 127.0.0.1)
have no address either: the overall limit alone holds them.
"""

from __future__ import annotations

import ipaddress
import logging
import math
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from aiohttp import web

log = logging.getLogger("sumoku.activity")

PER_ADDRESS = 30  # sign-ins a minute from one address (inside Discord: one exit of its proxy)
OVERALL = 300  # sign-ins a minute for the whole board
WINDOW_S = 60.0
ADDRESSES = 4096  # addresses remembered at most (the least recently seen are forgotten first)
FORWARDED = "X-Forwarded-For"
MAX_FRAME_BYTES = 4096  # what a board may send in one frame
MAX_FRAMES_PER_S = 20
CLOSE_AT_FRAMES_PER_S = 2 * MAX_FRAMES_PER_S  # a board that keeps on past the refusals is closed
OVERALL_FRAME_SHARE = 0.2  # of each second of a process's time, what all boards' frames may take
MAX_FRAMES_IN_FLIGHT = 16  # frames of all boards answered at once
FRAME_CHARGE_MAX_S = 0.05  # what one frame is charged at most (longer: it waited, on the database...)
BUSY_CLOSE_AT = 10  # frames a second dropped past that budget that close a board (4008)


class FrameGate:
    """Size and rate, judged on a frame's length alone (nothing parsed yet)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.times: deque[float] = deque()
        self.dropped: deque[float] = deque()  # its frames dropped as busy (FrameBudget), the last second

    def drop(self) -> bool:
        """One of its frames was dropped, all boards' budget spent: True when the board sent more than
        BUSY_CLOSE_AT such frames in the last second (it floods while the bot is busy: closed)."""
        now = self.clock()
        while self.dropped and self.dropped[0] <= now - 1.0:
            self.dropped.popleft()
        self.dropped.append(now)
        return len(self.dropped) > BUSY_CLOSE_AT

    def judge(self, size: int) -> str | None:
        """None: go on; "size" or "rate": refuse this frame; "close": the board must be closed."""
        now = self.clock()
        while self.times and self.times[0] <= now - 1.0:
            self.times.popleft()
        self.times.append(now)
        if len(self.times) > CLOSE_AT_FRAMES_PER_S:
            return "close"
        if len(self.times) > MAX_FRAMES_PER_S:
            return "rate"
        if size > MAX_FRAME_BYTES:
            return "size"
        return None


class FrameBudget:
    """All boards' frames together may take `share` of each second of the process's time (the time a
    frame's answer took, awaits included, so a process busy anyway lets boards have less; at most
    FRAME_CHARGE_MAX_S a frame: an action waiting on the database or a delivery is not work), and
    at most MAX_FRAMES_IN_FLIGHT are answered at once; a second's worth may be spent at once after a
    quiet spell. A frame past it is read but not parsed nor answered (its board is told once a second
    that the bot is busy), and a board with more than BUSY_CLOSE_AT of its frames dropped in a second
    is closed (FrameGate.drop): a flood of boards ends within a second or two, and the chat's answers
    keep their time. A budget of frames a second would not do: a preview may take 1 ms or 50. Nothing
    waits: frames left unread pile up in aiohttp's buffers (hundreds of KB a board, and the time of
    their parsing). `taken`: the frames answered, `refused`: those dropped."""

    def __init__(
        self, share: float = OVERALL_FRAME_SHARE, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.share = share
        self.clock = clock
        self.taken = self.refused = self.in_flight = 0
        self._left = share  # seconds of frames' time left (at most a second's worth)
        self._at = clock()

    def admit(self) -> float | None:
        """A frame may be answered now: when it started (give it to `done`); None: drop it."""
        now = self.clock()
        self._left = min(self.share, self._left + (now - self._at) * self.share)
        self._at = now
        if self._left <= 0 or self.in_flight >= MAX_FRAMES_IN_FLIGHT:
            self.refused += 1
            return None
        self.in_flight += 1
        self.taken += 1
        return now

    def done(self, started: float) -> None:
        """The frame admitted at `started` was answered: its time is spent."""
        self.in_flight -= 1
        self._left -= min(FRAME_CHARGE_MAX_S, self.clock() - started)


class SignInLimit:
    """Sign-ins let through in the last minute, per address and in all."""

    def __init__(
        self,
        per_address: int = PER_ADDRESS,
        overall: int = OVERALL,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_address = per_address
        self.overall = overall
        self.clock = clock
        self._all: deque[float] = deque()
        self._by_address: OrderedDict[str, deque[float]] = OrderedDict()

    def admit(self, address: str | None) -> tuple[str, int] | None:
        """None: let this sign-in through (it is counted); else which limit holds it ("address" or
        "overall") and the whole seconds until one more is let through."""
        now = self.clock()
        _expire(self._all, now)
        times = self._by_address.get(address) if address is not None else None
        if address is not None and times is not None:
            _expire(times, now)
            self._by_address.move_to_end(address)
            if len(times) >= self.per_address:
                return "address", _wait(times, now)
        if len(self._all) >= self.overall:
            return "overall", _wait(self._all, now)
        self._all.append(now)
        if address is not None:
            if times is None:
                times = self._by_address[address] = deque()
                while len(self._by_address) > ADDRESSES:
                    self._by_address.popitem(last=False)
            times.append(now)
        return None


class ClientAddress:
    """The address a request came from, as far as it can be known (`proxies`: see the module doc)."""

    def __init__(self, proxies: int) -> None:
        self.proxies = proxies
        self._told = False

    def __call__(self, request: web.Request) -> str | None:
        hops = [h.strip() for h in ",".join(request.headers.getall(FORWARDED, [])).split(",") if h.strip()]
        if self.proxies <= 0:
            if hops and _nearby(request.remote):
                self._tell_once()
                return None
            return request.remote
        if len(hops) >= self.proxies:
            return hops[-self.proxies]
        return request.remote  # a shorter chain did not come through the proxies named

    def _tell_once(self) -> None:
        if not self._told:
            self._told = True
            log.warning(
                "the board's sign-ins come through a reverse proxy (they carry %s) but "
                "SUMOKU_ACTIVITY_PROXIES is not set: only the overall limit of %s sign-ins a minute "
                "holds them; set it to the number of proxies in front of the bot (1 for one) to limit "
                "each player's address too",
                FORWARDED,
                OVERALL,
            )


def _nearby(address: str | None) -> bool:
    """A loopback or private address: where a reverse proxy of the operator's stands."""
    try:
        found = ipaddress.ip_address(address or "")
    except ValueError:
        return False
    return found.is_loopback or found.is_private


def _expire(times: deque[float], now: float) -> None:
    while times and times[0] <= now - WINDOW_S:
        times.popleft()


def _wait(times: deque[float], now: float) -> int:
    return max(1, math.ceil(times[0] + WINDOW_S - now))


@dataclass(frozen=True, slots=True)
class Allowance:
    """A budget: at most `limit` in any `window_s` seconds, for each key (an address, a player)."""

    name: str
    limit: int
    window_s: float


# What boards may make the bot do. Inside Discord many players share one address (an exit of its
# proxy): the per-address budgets are well above a player's few tabs; a player's own are tight.
HELLOS_PER_ADDRESS = Allowance("hellos per address", 120, 60.0)
HELLOS_PER_PLAYER = Allowance("hellos per player", 30, 60.0)
LOOKUPS_PER_PLAYER = Allowance("Discord look-ups per player", 10, 600.0)  # a channel or member not cached
LOOKUPS_PER_ADDRESS = Allowance("Discord look-ups per address", 50, 600.0)
REFUSED_TOKENS_PER_ADDRESS = Allowance("refused tokens per address", 20, 600.0)
# every refused (4xx) request boards caused, whoever sent them: Discord bans the bot's address at
# 10,000 invalid requests in 10 minutes and the bot slows itself down at 5,000 (bot/app/budget.py)
BOARD_INVALID = Allowance("refused Discord requests caused by boards", 1000, 600.0)
EVERYONE = "*"  # the key of a budget held by all boards together


def shared(limit: int, share: float) -> int:
    """A budget of the whole bot held by one of its processes: `share` of it (its shards out of all:
    together the processes stay within the whole), never less than 1."""
    return max(1, math.floor(limit * share))


class Ledger(Protocol):
    """Where budgets are counted: this process's memory (`MemoryLedger`), or a store the bot's
    processes share. Keys are short strings (an address, a player's id)."""

    async def spend(self, allowance: Allowance, key: str) -> int | None:
        """Count one against `key`'s budget if it has room: None; else the whole seconds until it
        has (nothing counted)."""
        ...

    async def count(self, allowance: Allowance, key: str) -> None:
        """Count one that happened already (a refusal), room or not."""
        ...

    async def wait(self, allowance: Allowance, key: str) -> int | None:
        """None while `key`'s budget has room, else the seconds until it has (nothing counted)."""
        ...


class MemoryLedger:
    """A `Ledger` in this process's memory: a sliding window per budget and key, the least recently
    used keys forgotten past `keys` of them."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, keys: int = ADDRESSES) -> None:
        self.clock = clock
        self.keys = keys
        self._times: OrderedDict[tuple[str, str], deque[float]] = OrderedDict()

    def _window(self, allowance: Allowance, key: str) -> tuple[deque[float], float]:
        now = self.clock()
        times = self._times.get((allowance.name, key))
        if times is None:
            times = self._times[(allowance.name, key)] = deque()
            while len(self._times) > self.keys:
                self._times.popitem(last=False)
        self._times.move_to_end((allowance.name, key))
        while times and times[0] <= now - allowance.window_s:
            times.popleft()
        return times, now

    async def spend(self, allowance: Allowance, key: str) -> int | None:
        held = await self.wait(allowance, key)
        if held is None:
            await self.count(allowance, key)
        return held

    async def count(self, allowance: Allowance, key: str) -> None:
        times, now = self._window(allowance, key)
        times.append(now)

    async def wait(self, allowance: Allowance, key: str) -> int | None:
        times, now = self._window(allowance, key)
        if len(times) < allowance.limit:
            return None
        return max(1, math.ceil(times[len(times) - allowance.limit] + allowance.window_s - now))


class Held(Exception):
    """A board's request is past a budget: `which` ("address", "player": that one's; "overall": all
    boards') and the whole seconds until it may be made."""

    def __init__(self, which: str, seconds: int) -> None:
        super().__init__(f"{which}: {seconds} s")
        self.which = which
        self.seconds = seconds


class BoardBudgets:
    """What boards may make the bot do, counted in a `Ledger`: hellos per address and player, Discord
    look-ups (a channel or member not in the bot's cache) per player and address, refused tokens per
    address, and, for all boards together, the refused requests they caused. `address` None: a
    sign-in with no address of its own (see the module doc): its player's budgets and the overall
    one hold it."""

    def __init__(self, ledger: Ledger | None = None, share: float = 1.0) -> None:
        self.ledger: Ledger = ledger or MemoryLedger()
        self.hellos_per_address = HELLOS_PER_ADDRESS  # each a module constant, set apart in tests
        self.hellos_per_player = HELLOS_PER_PLAYER
        self.lookups_per_player = LOOKUPS_PER_PLAYER
        self.lookups_per_address = LOOKUPS_PER_ADDRESS
        self.refused_tokens_per_address = REFUSED_TOKENS_PER_ADDRESS
        # all boards' budget, held by every process of the bot together: this process's share of it
        limit = shared(BOARD_INVALID.limit, share)
        self.board_invalid = Allowance(BOARD_INVALID.name, limit, BOARD_INVALID.window_s)

    async def _spend(self, allowance: Allowance, key: str | None, which: str) -> None:
        if key is not None and (seconds := await self.ledger.spend(allowance, key)) is not None:
            raise Held(which, seconds)

    async def hello(self, address: str | None) -> None:
        """A hello arrived from `address` (before its token is checked)."""
        await self._spend(self.hellos_per_address, address, "address")

    async def hello_of(self, player: int) -> None:
        """A hello signed in as `player` (before its channel is looked at)."""
        await self._spend(self.hellos_per_player, str(player), "player")

    async def may_refuse(self) -> None:
        """Discord may be asked something it could refuse: not once boards caused BOARD_INVALID."""
        if (seconds := await self.ledger.wait(self.board_invalid, EVERYONE)) is not None:
            raise Held("overall", seconds)

    async def token_check(self, address: str | None) -> None:
        """A token not known yet may be asked of Discord (the address's refusals, everyone's)."""
        refused = self.refused_tokens_per_address
        if address is not None and (seconds := await self.ledger.wait(refused, address)) is not None:
            raise Held("address", seconds)
        await self.may_refuse()

    async def token_refused(self, address: str | None) -> None:
        """Discord, or the bot, refused a token it was asked about: one request spent for nothing."""
        if address is not None:
            await self.ledger.count(self.refused_tokens_per_address, address)
        await self.refused()

    async def lookup(self, player: int, address: str | None) -> None:
        """A Discord request a hello needs (the channel or the member is not in the bot's cache)."""
        await self.may_refuse()
        await self._spend(self.lookups_per_player, str(player), "player")
        await self._spend(self.lookups_per_address, address, "address")

    async def refused(self) -> None:
        """Discord refused (4xx) a request a board caused."""
        await self.ledger.count(self.board_invalid, EVERYONE)
