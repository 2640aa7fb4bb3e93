"""The board's HTTP routes (web/PROTOCOL.md): the built front end, `/api/config`, `/api/token`, and
the WebSocket, each at `/…` and at `/.proxy/…` (Discord's proxy prefix inside the Activity's iframe)."""

from __future__ import annotations

import asyncio
import html
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path

from aiohttp import web

from bot.words.messages import spoken, text

from .limits import ClientAddress, SignInLimit
from .oauth import DiscordOAuth, DiscordUnreachable, TokenRefused

log = logging.getLogger("sumoku.activity")

PREFIXES = ("", "/.proxy")
BUILD_LINE = "npm --prefix web ci && npm --prefix web run build"
MAX_BODY_BYTES = 4096
# a connection must finish its request's headers within this (aiohttp's keep-alive timeout, which it
# also runs from a connection's start) and /api/token's body within BODY_TIMEOUT_S: a slow client
# holds a file descriptor for that long at most
HEADERS_TIMEOUT_S = 10.0
BODY_TIMEOUT_S = 10.0
LINGER_S = 1.0  # what is left of a body not read (a refused one) is drained this long, then cut
NO_STORE = {"Cache-Control": "no-store"}
HASHED = {"Cache-Control": "public, max-age=31536000, immutable"}  # Vite's /assets/ names carry a hash
# on every response: what the front end's page may be framed by (Discord's Activity iframe: the
# client at discord.com, the proxy at <app id>.discordsays.com) and no guessing of content types
FRAME_ANCESTORS = "https://discord.com https://*.discord.com https://*.discordsays.com"
SECURITY = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": f"frame-ancestors {FRAME_ANCESTORS}; object-src 'none'; base-uri 'self'",
}
JSON = "application/json"  # what /api/token takes (a cross-site form's text/plain POST is refused)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def default_web() -> Path:
    """Where the built front end is by default: web/dist beside the bot's code."""
    return Path(__file__).resolve().parents[2] / "web" / "dist"


class Routes:
    """The handlers, given the OAuth2 client, the WebSocket handler and the front end's folder."""

    def __init__(
        self,
        oauth: DiscordOAuth,
        socket: Handler,
        web_root: Path,
        *,
        client_id: Callable[[], str],
        local: bool,
        sign_ins: SignInLimit | None = None,
        address: ClientAddress | None = None,
    ) -> None:
        self.oauth = oauth
        self.sign_ins = sign_ins or SignInLimit()
        self.address = address or ClientAddress(0)
        self.socket = socket
        self.web_root = web_root.resolve()
        self.client_id = client_id
        self.local = local
        self.body_timeout = BODY_TIMEOUT_S

    def app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_BODY_BYTES)
        app.on_response_prepare.append(_secured)
        for prefix in PREFIXES:
            app.router.add_get(f"{prefix}/api/config", self.config)
            app.router.add_post(f"{prefix}/api/token", self.token)
            app.router.add_get(f"{prefix}/api/ws", self.socket)
            app.router.add_get(f"{prefix}/api/{{rest:.*}}", self.unknown)
            app.router.add_get(f"{prefix}/{{path:.*}}", self.static)
        return app

    async def config(self, request: web.Request) -> web.Response:
        return web.json_response({"client_id": self.client_id(), "local": self.local}, headers=NO_STORE)

    async def token(self, request: web.Request) -> web.Response:
        """The SDK's code for an access token (the client secret stays here); 429 with Retry-After
        past the sign-in limits (limits.py), before Discord is asked. A local board's (the sandbox's
        stand-in of Discord) sign-ins all come from this machine, one address for every member: the
        overall limit alone holds them."""
        if request.content_type != JSON:
            return _error(415, f'The request must be {JSON} like {{"code": "..."}}.')
        try:
            async with asyncio.timeout(self.body_timeout):
                body = await request.json()
        except TimeoutError:  # a body sent slowly (or never): answered, and the connection closed
            return _error(408, "The request's body took too long to arrive.", {"Connection": "close"})
        except (ValueError, web.HTTPRequestEntityTooLarge):
            return _error(400, 'The request must be JSON like {"code": "..."}.')
        except ConnectionError:  # the client hung up mid-body: nothing wrong here, nobody to answer
            log.debug("a sign-in's client hung up before its body arrived")
            return _error(400, "The request ended before its body did.")
        code = body.get("code") if isinstance(body, dict) else None
        if not isinstance(code, str) or not code or len(code) > 512:
            return _error(400, 'The request names no code: send {"code": "..."} from commands.authorize.')
        held = self.sign_ins.admit(None if self.local else self.address(request))
        if held is not None:
            which, seconds = held
            key = "activity.sign_in_limit" if which == "address" else "activity.sign_in_busy"
            reason = text(key, _language(request), seconds=seconds)
            return _error(429, reason, {"Retry-After": str(seconds)})
        try:
            token = await self.oauth.exchange(code)
        except TokenRefused as exc:
            return _error(400, text("activity.code_refused", _language(request), reason=exc.reason))
        except DiscordUnreachable:
            return _error(502, text("activity.discord_unreachable", _language(request)))
        return web.json_response({"access_token": token}, headers=NO_STORE)

    async def unknown(self, request: web.Request) -> web.Response:
        return _error(404, "No such route: see web/PROTOCOL.md.")

    async def static(self, request: web.Request) -> web.StreamResponse:
        """The built front end: index.html (never cached), hashed assets (cached for good)."""
        relative = request.match_info["path"] or "index.html"
        index = self.web_root / "index.html"
        if not index.is_file():
            return _not_built(self.web_root)
        try:
            target = (self.web_root / relative).resolve()
            found = target.is_relative_to(self.web_root) and target.is_file()
        except (OSError, ValueError):  # a NUL byte, a name too long for the file system: no such file
            raise web.HTTPNotFound() from None
        if not found:
            if "." in relative.rsplit("/", 1)[-1]:
                raise web.HTTPNotFound()
            target = index  # a path the front end routes itself
        headers: dict[str, str] = {}
        if target == index:
            headers.update(NO_STORE)
        elif target.is_relative_to(self.web_root / "assets"):
            headers.update(HASHED)
        return web.FileResponse(target, headers=headers)


async def _secured(_request: web.Request, response: web.StreamResponse) -> None:
    """Every response (pages, JSON, errors, the WebSocket's upgrade) carries SECURITY's headers."""
    response.headers.update(SECURITY)


def _error(status: int, reason: str, headers: dict[str, str] | None = None) -> web.Response:
    return web.json_response({"error": reason}, status=status, headers={**NO_STORE, **(headers or {})})


def _language(request: web.Request) -> str | None:
    """The first language of the browser's Accept-Language the bot speaks (None: English)."""
    for part in request.headers.get("Accept-Language", "").split(",")[:8]:
        found = spoken(part.split(";")[0].strip())
        if found:
            return found
    return None


def _not_built(root: Path) -> web.Response:
    page = (
        "<!doctype html><meta charset=utf-8><title>Sumoku board: not built</title>"
        "<h1>The board's front end is not built</h1>"
        f"<p>The bot serves it from <code>{html.escape(str(root))}</code>, which has no index.html. "
        f"Build it from the project's folder, then reload:</p><pre>{html.escape(BUILD_LINE)}</pre>"
    )
    return web.Response(text=page, content_type="text/html", status=503, headers=NO_STORE)


__all__ = [
    "BODY_TIMEOUT_S",
    "BUILD_LINE",
    "HEADERS_TIMEOUT_S",
    "LINGER_S",
    "PREFIXES",
    "Routes",
    "default_web",
]
