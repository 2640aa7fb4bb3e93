"""A fake Discord for the start-up tests, on loopback: the few HTTP routes a bot calls before it
connects (its user, its application, publishing its commands, the gateway's address) and a gateway
websocket that says HELLO, waits for the bot's IDENTIFY and then closes with a chosen close code, as
Discord does when it refuses the session (4011: sharding required, 4010: invalid shard, 4014:
disallowed intents), or (close code None) answers READY and stays open as for a good session.
Publishing the commands can be made to fail by dropping its connections during the first
`drop_publishes` logins (aiohttp tries a dropped PUT again itself), as a Discord out of reach for a
moment does. The bot subprocess reaches it through
fake_discord/sitecustomize.py."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field

from aiohttp import WSMsgType, web

BOT_ID = "123456789012345678"
USER = {
    "id": BOT_ID,
    "username": "sumoku",
    "discriminator": "0",
    "avatar": None,
    "bot": True,
    "global_name": None,
}
APPLICATION = {
    "id": BOT_ID,
    "name": "sumoku",
    "description": "",
    "icon": None,
    "bot_public": True,
    "bot_require_code_grant": False,
    "verify_key": "0" * 64,
    "flags": 0,
    "owner": USER,
    "team": None,
}


@dataclass
class FakeDiscord:
    """Where the bot finds it (the two SUMOKU_TEST_DISCORD_* settings), and what the gateway saw."""

    close_code: int | None  # None: the session is accepted (READY) and stays open
    drop_publishes: int = 0  # during how many logins publishing the commands (PUT) loses its connection
    api: str = ""
    gateway: str = ""
    identified: list[dict] = field(default_factory=list)  # the IDENTIFY payloads received
    logins: int = 0  # GET /users/@me received (discord.py's login)
    published: int = 0  # command publications answered

    @property
    def env(self) -> dict[str, str]:
        return {"SUMOKU_TEST_DISCORD_API": self.api, "SUMOKU_TEST_DISCORD_GATEWAY": self.gateway}


def _json(data: object) -> web.Response:
    """JSON with Discord's exact content type (discord.py reads a body as JSON only then)."""
    return web.Response(body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


def _app(fake: FakeDiscord) -> web.Application:
    def answer(data: object) -> Callable[[web.Request], Awaitable[web.Response]]:
        async def handler(_request: web.Request) -> web.Response:
            return _json(data)

        return handler

    async def gateway_bot(_request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return _json({"url": fake.gateway, "shards": 1, "session_start_limit": limit})

    async def gateway(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None}))
        async for msg in ws:
            if msg.type is WSMsgType.TEXT and json.loads(msg.data).get("op") == 2:  # IDENTIFY
                fake.identified.append(json.loads(msg.data)["d"])
                if fake.close_code is None:
                    await ws.send_str(json.dumps({"op": 0, "s": 1, "t": "READY", "d": _ready()}))
                    continue
                await ws.close(code=fake.close_code, message=b"refused by the test")
                break
        return ws

    async def publish(request: web.Request) -> web.Response:
        if fake.logins <= fake.drop_publishes:  # the connection is lost before any answer
            assert request.transport is not None
            request.transport.abort()
        else:
            fake.published += 1
        return _json([])

    async def login(_request: web.Request) -> web.Response:
        fake.logins += 1
        return _json(USER)

    app = web.Application()
    app.router.add_get("/api/v10/users/@me", login)
    app.router.add_get("/api/v10/oauth2/applications/@me", answer(APPLICATION))
    app.router.add_put("/api/v10/applications/{app}/commands", publish)
    app.router.add_get("/api/v10/applications/{app}/commands", answer([]))  # read before publishing
    app.router.add_get("/api/v10/gateway/bot", gateway_bot)
    app.router.add_get("/gateway", gateway)
    return app


def _ready() -> dict:
    """A READY for a bot in no server yet."""
    return {
        "v": 10,
        "user": USER,
        "guilds": [],
        "session_id": "test-session",
        "resume_gateway_url": "ws://127.0.0.1:9/gateway",
        "application": {"id": BOT_ID, "flags": 0},
        "shard": [0, 1],
    }


def serve(close_code: int | None, *, drop_publishes: int = 0) -> Iterator[FakeDiscord]:
    """Run the fake Discord in a thread of its own until the generator is closed."""
    fake = FakeDiscord(close_code, drop_publishes)
    loop = asyncio.new_event_loop()
    runner = web.AppRunner(_app(fake))
    loop.run_until_complete(runner.setup())
    site = web.TCPSite(runner, "127.0.0.1", 0)
    loop.run_until_complete(site.start())
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    fake.api = f"http://127.0.0.1:{port}/api/v10"
    fake.gateway = f"ws://127.0.0.1:{port}/gateway"
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.run_until_complete(runner.cleanup())
        loop.close()
