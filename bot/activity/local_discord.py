"""A local stand-in of Discord's OAuth2 endpoints, for the sandbox and the tests (no network).

It answers the calls the board makes (bot/activity/oauth.py) exactly where Discord's API would:
`POST /oauth2/token` (a code, the client id and secret → an access token), `GET /oauth2/@me` (Bearer
token → the application it was issued to, its scopes and its user) and `GET /users/@me`. Codes are
handed out by `code_for(user)`; in Discord the SDK's `commands.authorize` gives one. The tests also
mint tokens of another application or without a scope (`issue`), and revoke them (`revoke`), as a
player does in their Discord settings (Authorized Apps). The board's `discord_api` setting points at
`url`.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from aiohttp import web

TOKEN_LIFETIME_S = 604_800  # what Discord gives an access token: a week


@dataclass
class LocalUser:
    id: int
    name: str


@dataclass(frozen=True)
class LocalToken:
    """What Discord knows of an access token: whose, for which application, with which scopes."""

    user: LocalUser
    application_id: str
    scopes: tuple[str, ...] = ("identify",)


@dataclass
class LocalDiscord:
    """Discord's OAuth2 token exchange, `/oauth2/@me` and `/users/@me`, served on a loopback port.
    `client_id`: the application's id, as Discord checks it (empty: any, for a bot whose id is known
    only once it runs; a token is then issued to the client id the exchange names)."""

    client_secret: str = field(repr=False)
    client_id: str = ""
    codes: dict[str, LocalUser] = field(default_factory=dict)
    tokens: dict[str, LocalToken] = field(default_factory=dict)
    calls: list[str] = field(default_factory=list)  # "POST /oauth2/token", "GET /oauth2/@me": for tests
    _runner: web.AppRunner | None = None
    url: str = ""

    def code_for(self, user_id: int, name: str) -> str:
        """A code signing `name` in (reusable: a reloaded sandbox tab signs in again)."""
        code = secrets.token_urlsafe(16)
        self.codes[code] = LocalUser(user_id, name)
        return code

    def issue(
        self, user_id: int, name: str, application_id: str, scopes: tuple[str, ...] = ("identify",)
    ) -> str:
        """An access token of `name` issued to `application_id` (another app's, for the tests)."""
        token = secrets.token_urlsafe(24)
        self.tokens[token] = LocalToken(LocalUser(user_id, name), application_id, scopes)
        return token

    def revoke(self, token: str) -> None:
        """The token no longer signs anyone in (the player removed the app from Authorized Apps)."""
        self.tokens.pop(token, None)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/oauth2/token", self._token)
        app.router.add_get("/oauth2/@me", self._authorization)
        app.router.add_get("/users/@me", self._me)
        return app

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> str:
        """Serve on `host:port` (0: any free port); returns the API base address (also `url`)."""
        self._runner = web.AppRunner(self.app(), access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        bound = self._runner.addresses[0]
        self.url = f"http://{host}:{bound[1]}"
        return self.url

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _token(self, request: web.Request) -> web.Response:
        self.calls.append("POST /oauth2/token")
        form = await request.post()
        wrong_id = bool(self.client_id) and form.get("client_id") != self.client_id
        if wrong_id or form.get("client_secret") != self.client_secret:
            return web.json_response({"error": "invalid_client"}, status=401)
        if form.get("grant_type") != "authorization_code":
            return web.json_response({"error": "unsupported_grant_type"}, status=400)
        user = self.codes.get(str(form.get("code", "")))
        if user is None:
            return web.json_response(
                {"error": "invalid_grant", "error_description": 'Invalid "code" in request.'}, status=400
            )
        token = self.issue(user.id, user.name, self.client_id or str(form.get("client_id", "")))
        return web.json_response(
            {
                "access_token": token,
                "token_type": "Bearer",
                "expires_in": TOKEN_LIFETIME_S,
                "refresh_token": secrets.token_urlsafe(24),
                "scope": "identify",
            }
        )

    def _bearer(self, request: web.Request) -> LocalToken | None:
        kind, _, token = request.headers.get("Authorization", "").partition(" ")
        return self.tokens.get(token) if kind == "Bearer" else None

    async def _authorization(self, request: web.Request) -> web.Response:
        """Discord's "current authorization information": the application, the scopes, the user."""
        self.calls.append("GET /oauth2/@me")
        found = self._bearer(request)
        if found is None:
            return _unauthorized()
        answer: dict[str, object] = {
            "application": {"id": found.application_id, "name": "an application"},
            "scopes": list(found.scopes),
            "expires": "2099-01-01T00:00:00+00:00",
        }
        if "identify" in found.scopes:
            answer["user"] = _user(found.user)
        return web.json_response(answer)

    async def _me(self, request: web.Request) -> web.Response:
        self.calls.append("GET /users/@me")
        found = self._bearer(request)
        if found is None:
            return _unauthorized()
        return web.json_response(_user(found.user))


def _user(user: LocalUser) -> dict[str, str]:
    return {"id": str(user.id), "username": user.name, "global_name": user.name, "discriminator": "0"}


def _unauthorized() -> web.Response:
    return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)
