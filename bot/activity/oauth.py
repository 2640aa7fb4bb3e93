"""Discord's OAuth2, as the board needs it: a code swapped for a token, a token for its user.

The SDK in the browser gets a code (`commands.authorize`); the bot swaps it for an access token
with the client secret, which never leaves this process (nor its logs). Each WebSocket's `hello`
carries that token; the bot asks Discord about it (`GET /oauth2/@me`: the application it was issued
to, its scopes, its user) and takes it only when it was issued to THIS application with the scopes
the board asks for (`SCOPES`): Discord answers `/users/@me` for any application's token, so a token
another app obtained would otherwise act for its player here. The answer is kept a few minutes in a
bounded cache (`ttl`), so a reconnecting board costs Discord nothing; an open board's token is asked
again once its answer is that old, so a revoked token stops acting within that window.

Discord bans an address for an hour at 10,000 refused requests (401/403/429) in 10 minutes: forged
tokens or a wrong client secret must never cost the bot that. A refused token is remembered (asked
again only after `REFUSED_TTL_S`); each address may have `REFUSED_TOKENS_PER_ADDRESS` tokens refused
in 10 minutes (then its new tokens are not asked about: one address cannot spend the others' room),
and all boards together `BOARD_INVALID` refused requests (limits.py).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import aiohttp

from .limits import BoardBudgets, Held

log = logging.getLogger("sumoku.activity")

USER_TTL_S = 300.0  # how long a checked token stands for its user without asking Discord again
SCOPES = frozenset({"identify"})  # what the board asks commands.authorize for (web/src/auth.ts)
REFUSED_TTL_S = 10.0  # a refused token: asked again only after this (a flood never reaches Discord)
CACHE_SIZE = 4096
TIMEOUT_S = 10.0
_ERROR_WORD = re.compile(r"^[a-z_]{1,40}$")  # Discord's OAuth2 error codes (invalid_grant, ...)
# what an OAuth2 bearer token is made of (RFC 6750's b64token): anything else (a line break, ...)
# cannot be sent in a header and is no token: refused without asking Discord
_TOKEN = re.compile(r"[A-Za-z0-9._~+/=-]{1,512}")


@dataclass(frozen=True, slots=True)
class Player:
    """Who a token belongs to (Discord's user id and the name others see)."""

    id: int
    name: str


class TokenRefused(Exception):
    """Discord turned the code or the token down; the message is for the log and the browser (no
    secret in it), `reason` Discord's own word for it (`invalid_grant`, or the HTTP status)."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason


class DiscordUnreachable(Exception):
    """Discord did not answer (network, 5xx, rate limit): try again later."""


class DiscordOAuth:
    """The two OAuth2 calls against `api` (Discord's, or the local stand-in's)."""

    def __init__(
        self,
        api: str,
        client_secret: str,
        client_id: str,
        on_refused: Callable[[], None] = lambda: None,
        budgets: BoardBudgets | None = None,
    ) -> None:
        self.api = api.rstrip("/")
        self.on_refused = on_refused  # each 401/403/429, also told to the bot's request budget
        self._secret = client_secret
        self.client_id = client_id
        self._session: aiohttp.ClientSession | None = None
        self._users: OrderedDict[str, tuple[float, Player | None]] = OrderedDict()
        self._inflight: dict[str, asyncio.Future[Player | None]] = {}
        self.budgets = budgets or BoardBudgets()
        self.ttl = USER_TTL_S  # how long a token's answer stands (open boards ask again after it)

    def session(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=TIMEOUT_S))
        return self._session

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()

    async def exchange(self, code: str) -> str:
        """The access token for an authorization code; TokenRefused for a bad code."""
        form = {
            "client_id": self.client_id,
            "client_secret": self._secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        try:
            await self.budgets.may_refuse()
        except Held:
            log.warning("boards caused many refused Discord requests in the last 10 minutes: not asking now")
            raise DiscordUnreachable from None
        try:
            async with self.session().post(f"{self.api}/oauth2/token", data=form) as response:
                body = await _json(response)
                status = response.status
        except (aiohttp.ClientError, TimeoutError) as exc:
            log.warning("the token exchange could not reach Discord: %s", type(exc).__name__)
            raise DiscordUnreachable from None
        if status == 200 and isinstance(body.get("access_token"), str):
            return body["access_token"]
        if status in (401, 403, 429):  # what Discord counts toward banning the address
            self.on_refused()
            await self.budgets.refused()
        if status == 429 or status >= 500:
            log.warning("Discord answered the token exchange with HTTP %s", status)
            raise DiscordUnreachable
        word = body.get("error")
        reason = word if isinstance(word, str) and _ERROR_WORD.match(word) else f"HTTP {status}"
        if reason == "invalid_client":
            log.error(
                "Discord refused the board's client id or secret (invalid_client): check "
                "SUMOKU_ACTIVITY_CLIENT_SECRET against the Developer Portal (OAuth2 page)"
            )
        raise TokenRefused(f"Discord refused the sign-in code ({reason}): open the board again.", reason)

    async def user(self, token: str, address: str | None = None) -> Player:
        """Whose token this is (cached `ttl`); TokenRefused when Discord does not know it, or knows it
        as another application's or without the board's scopes; `Held` when a token not known yet
        may not be asked about (`address`'s refusals, or all boards')."""
        if not _TOKEN.fullmatch(token):
            return _known(None)
        key = hashlib.sha256(token.encode()).hexdigest()  # the cache never holds a token itself
        now = time.monotonic()
        cached = self._users.get(key)
        if cached is not None and cached[0] > now:
            self._users.move_to_end(key)
            return _known(cached[1])
        asking = False
        if key not in self._inflight:
            await self.budgets.token_check(address)
        pending = self._inflight.get(key)
        if pending is None:  # one question to Discord however many boards ask at once
            asking = True
            pending = self._inflight[key] = asyncio.ensure_future(self._ask(token))
            pending.add_done_callback(lambda _f: self._inflight.pop(key, None))
        player = await asyncio.shield(pending)
        self._remember(key, player, now)
        if player is None and asking:  # a request spent for nothing, on this address's account
            await self.budgets.token_refused(address)
        return _known(player)

    def _remember(self, key: str, player: Player | None, now: float) -> None:
        self._users[key] = (now + (self.ttl if player else min(self.ttl, REFUSED_TTL_S)), player)
        self._users.move_to_end(key)
        while len(self._users) > CACHE_SIZE:
            self._users.popitem(last=False)

    async def _ask(self, token: str) -> Player | None:
        headers = {"Authorization": f"Bearer {token}"}
        try:
            async with self.session().get(f"{self.api}/oauth2/@me", headers=headers) as response:
                body = await _json(response)
                status = response.status
        except (aiohttp.ClientError, TimeoutError) as exc:
            log.warning("a board's token could not be checked with Discord: %s", type(exc).__name__)
            raise DiscordUnreachable from None
        if status in (401, 403):  # what Discord counts toward banning the address: once per request
            self.on_refused()
            return None
        if status != 200:
            log.warning("Discord answered a token check with HTTP %s", status)
            raise DiscordUnreachable
        return self._player(body)

    def _player(self, body: dict) -> Player | None:
        """The token's player when Discord says it was issued to this application with the board's
        scopes; None (refused, as an unknown token) otherwise."""
        application, scopes, user = body.get("application"), body.get("scopes"), body.get("user")
        app_id = application.get("id") if isinstance(application, dict) else None
        if not self.client_id or str(app_id) != self.client_id:
            log.info("a board's token was issued to another application (%s): refused", app_id)
            return None
        if not isinstance(scopes, list) or not SCOPES.issubset(str(s) for s in scopes):
            log.info("a board's token lacks the scopes %s: refused", ", ".join(sorted(SCOPES)))
            return None
        try:
            user_id = int(user["id"]) if isinstance(user, dict) else None
        except (KeyError, TypeError, ValueError):
            user_id = None
        if user is None or user_id is None:
            log.warning("Discord's answer to a token check names no user")
            raise DiscordUnreachable
        name = user.get("global_name") or user.get("username") or str(user_id)
        return Player(user_id, str(name)[:64])


def _known(player: Player | None) -> Player:
    if player is None:
        raise TokenRefused("Discord does not know this sign-in: open the board again.")
    return player


async def _json(response: aiohttp.ClientResponse) -> dict:
    try:
        body = await response.json(content_type=None)
    except (ValueError, aiohttp.ClientError):
        return {}
    return body if isinstance(body, dict) else {}
