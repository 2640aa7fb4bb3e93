"""The board: Sumoku as a Discord Activity, served from the bot process (web/PROTOCOL.md).

`start_board(bot, settings)` opens the port (aiohttp) and returns the running `BoardServer`: static
front end, OAuth2 token exchange, the WebSocket hub; `close()` ends it. The bot starts it in
`setup_hook` only when the board is configured (`Config.activity`); the hub watches the runner
(`Runner.watchers`) to push fresh tables after every change of a game, and hears the changes other
bot processes store (`SharedChanges.hearers`, bot/app/announce.py: PostgreSQL, sharded). Tests and
the sandbox call `start_board` themselves (port 0: any free one; `local`: Discord's OAuth2 stand-in).
"""

from __future__ import annotations

import errno
import logging
from collections.abc import Callable

from aiohttp import web

from bot.app.lifecycle import StartFailed
from bot.config import ActivitySettings

from .host import Host
from .hub import Hub
from .limits import OVERALL, BoardBudgets, ClientAddress, SignInLimit, shared
from .oauth import DiscordOAuth
from .routes import HEADERS_TIMEOUT_S, LINGER_S, Routes, default_web
from .socket import BoardSocket

log = logging.getLogger("sumoku.activity")


class BoardError(StartFailed):
    """The board could not start (its port is taken, ...): one line for the operator."""


class BoardServer:
    """The running board: its address, its hub (open boards), and `close()`."""

    def __init__(self, host: Host, settings: ActivitySettings) -> None:
        self.host = host
        self.settings = settings
        # what boards may make the bot ask Discord (limits.py): all boards' budgets are this process's
        # share of the whole bot's, as its request rate is (`shard_share`: its shards out of all)
        self.budgets = BoardBudgets(share=host.shard_share)
        self.oauth = DiscordOAuth(
            settings.discord_api,
            settings.client_secret,
            self.client_id(),
            host.budget.count_invalid,
            self.budgets,
        )
        self.hub = Hub(lambda: host.sessions.board, lambda channel, user: _display_name(host, channel, user))
        address = ClientAddress(settings.proxies)
        self.socket = BoardSocket(host, self.hub, self.oauth, _no_address if settings.local else address)
        self.sign_ins = SignInLimit(overall=shared(OVERALL, host.shard_share))  # /api/token's limits
        self.routes = routes = Routes(
            self.oauth,
            self.socket.handle,
            settings.web or default_web(),
            client_id=self.client_id,
            local=settings.local,
            sign_ins=self.sign_ins,
            address=address,
        )
        self.app = routes.app()
        self._runner: web.AppRunner | None = None
        self.headers_timeout = HEADERS_TIMEOUT_S  # a connection's headers, and an idle keep-alive
        self.port = settings.port
        # local mode (the sandbox): a member's own link to the board, given (user id, name, channel id)
        self.invite: Callable[[int, str, int], str] | None = None

    def client_id(self) -> str:
        """The application's id (the OAuth2 client id): known once the bot has logged in."""
        app_id = self.host.application_id
        return str(app_id) if app_id else ""

    @property
    def open(self) -> int:
        """How many boards are open on this process (`health`, `/sumoku about`)."""
        return len(self.hub.connections())

    @property
    def url(self) -> str:
        """The local address (http://host:port); Discord reaches it through the operator's https URL."""
        host = "127.0.0.1" if self.settings.host in ("0.0.0.0", "") else self.settings.host
        return f"http://{host}:{self.port}"

    async def start(self) -> BoardServer:
        self.oauth.client_id = self.client_id()
        self._runner = web.AppRunner(
            self.app,
            access_log=None,
            handle_signals=False,
            keepalive_timeout=self.headers_timeout,
            lingering_time=LINGER_S,
        )
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.settings.host, self.settings.port)
        try:
            await site.start()
        except OSError as exc:
            await self._runner.cleanup()
            self._runner = None
            raise BoardError(_bind_problem(self.settings, exc)) from None
        self.port = self._runner.addresses[0][1]
        self.host.runner.watchers.append(self.hub)
        self.host.shared.hearers.append(self.hub)  # what other processes store (PostgreSQL, sharded)
        if self.host.shared.on:  # a player's boards on every process count toward their cap
            self.socket.slots = self.host.db.changes.board_slots()
        log.info("the board listens on %s:%s", self.settings.host, self.port)
        return self

    async def close(self) -> None:
        """Close every board, the port and the OAuth2 client (idempotent)."""
        if self.hub in self.host.runner.watchers:
            self.host.runner.watchers.remove(self.hub)
        if self.hub in self.host.shared.hearers:
            self.host.shared.hearers.remove(self.hub)
        await self.hub.close()
        if self.socket.slots is not None:
            slots, self.socket.slots = self.socket.slots, None
            await slots.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        await self.oauth.close()


def _display_name(host: Host, channel_id: int, user_id: int) -> str | None:
    """A player's name as the channel shows it (their server nickname), from the bot's cache only."""
    channel = host.get_channel(channel_id)
    guild = getattr(channel, "guild", None)
    who = guild.get_member(user_id) if guild is not None else None
    if who is None:
        who = host.get_user(user_id)
    return getattr(who, "display_name", None)


def _no_address(_request: web.Request) -> None:
    """A local board's (the sandbox's) clients: all on this machine, none with an address of its own."""
    return None


def _bind_problem(settings: ActivitySettings, exc: OSError) -> str:
    where = f"{settings.host}:{settings.port}"
    if exc.errno == errno.EADDRINUSE:
        return (
            f"the board cannot listen on {where}: the port is already in use (another program, or "
            "another bot process): set SUMOKU_ACTIVITY_PORT to a free port."
        )
    if exc.errno == errno.EADDRNOTAVAIL:
        return f"the board cannot listen on {where}: this machine has no such address (SUMOKU_ACTIVITY_HOST)."
    if exc.errno == errno.EACCES:
        return f"the board cannot listen on {where}: permission denied (use a port above 1023)."
    return f"the board cannot listen on {where}: {exc.strerror or exc}."


async def start_board(host: Host, settings: ActivitySettings) -> BoardServer:
    """Start the board for a bot (`host`: the SumokuBot, after its setup) and return it running."""
    return await BoardServer(host, settings).start()


__all__ = ["BoardError", "BoardServer", "start_board"]
