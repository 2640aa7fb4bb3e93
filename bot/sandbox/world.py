"""The sandbox's world: the real SumokuBot inside SimCord, one server with a channel per variant
(#sumoku, #spot, #speed, #solo) and each member's DMs with the bot, the Preview page.

Imported only once SimCord's preview extra is known to be installed (see `bot.sandbox.main`).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import logging
import secrets
import signal
import sys
import tempfile
import webbrowser
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import discord
import simcord
from simcord import SetupError

from bot.activity import BoardError, BoardServer, start_board
from bot.activity.local_discord import LocalDiscord
from bot.app.client import SumokuBot, intents_for
from bot.config import ActivitySettings, Config

from .channels import ChannelSwitch, switch_ready
from .terminal import one_line_logging

log = logging.getLogger("sumoku.sandbox")

CHANNEL = "sumoku"
# The server's text channels, first shown first: one per variant, so they can all run at once.
CHANNELS = ("sumoku", "spot", "speed", "solo")
GUILD = "Sumoku sandbox"
BOT_NAME = "Sumoku"
# The page's profile for fixed display and captures (the page itself fits the browser window).
PAGE_WIDTH = 1280
PAGE_HEIGHT = 1000
PUSH_INTERVAL_S = 1.0


@dataclass(frozen=True)
class SandboxOptions:
    port: int = 0
    database: Path | None = None  # None: a temporary file, deleted when the sandbox ends
    players: tuple[str, ...] = ("alice", "bob", "carol")  # the first one owns the server
    open_browser: bool = False
    settings: Config = field(default_factory=Config)  # the SUMOKU_* settings; token and database unused
    push_interval: float = PUSH_INTERVAL_S
    board_port: int = 0  # the board's loopback port (0: any free one)
    board_web: Path | None = None  # the built front end (SUMOKU_ACTIVITY_WEB; None: web/dist)


class Sandbox:
    """One running sandbox: `async with Sandbox(options) as s:`, then `s.url` is the page."""

    def __init__(self, options: SandboxOptions) -> None:
        self.options = options
        self.bot: SumokuBot | None = None
        self.env: Any = None  # simcord.Env
        self.channel: Any = None  # simcord.ChannelHandle of #sumoku
        self.channels: dict[str, Any] = {}  # name -> simcord.ChannelHandle, CHANNELS' order
        self.users: dict[str, Any] = {}  # name -> simcord.UserHandle (who has DMs with the bot)
        self.switch: ChannelSwitch | None = None
        self.members: dict[str, Any] = {}  # name -> simcord.MemberActor, in --players order
        self.preview: Any = None  # simcord.Preview
        self.database: Path | None = None
        self._stack = contextlib.AsyncExitStack()
        self._pusher: asyncio.Task[None] | None = None
        self.board: BoardServer | None = None  # the board (Discord Activity), on loopback
        self.local_discord: LocalDiscord | None = None  # its stand-in of Discord's OAuth2

    @property
    def url(self) -> str:
        """The page's address; it carries the session's key, so it is a secret."""
        return self.preview.url

    async def __aenter__(self) -> Sandbox:
        try:
            await self._start()
        except BaseException:
            await self.close()
            raise
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _start(self) -> None:
        if self.options.database is None:
            tmp = self._stack.enter_context(tempfile.TemporaryDirectory(prefix="sumoku-sandbox-"))
            self.database = Path(tmp) / "sumoku.db"
        else:
            self.database = self.options.database
            self.database.parent.mkdir(parents=True, exist_ok=True)
        # Its own database, no owners and no development server: none of the real bot's exist here.
        config = replace(
            self.options.settings,
            database=self.database,
            database_url=None,
            owner_ids=frozenset(),
            dev_guild=None,
            message_links=False,  # a discord.com link goes nowhere here: the bot names the channel
        )
        self.bot = SumokuBot(config, sync_on_start=True)
        self._stack.push_async_callback(self._close_bot, self.bot)
        # Refusals never reach SimCord as errors (bot/errors.py); a real one is counted by the page's
        # inspector and said in one terminal line, and does not stop the sandbox.
        # The intents the settings ask for (message content for Spot claims typed in chat) are granted.
        run = simcord.run(self.bot, check_errors=False, approved_intents=intents_for(config))
        self.env = await self._stack.enter_async_context(run)
        start_at_the_wall_clock(self.env)
        with contextlib.suppress(discord.HTTPException):
            if self.bot.user is not None:  # logged in by now
                await self.bot.user.edit(username=BOT_NAME)
        users = [self.env.create_user(name) for name in self.options.players]
        guild = self.env.create_guild(GUILD, owner=users[0])  # so /sumoku settings can be tried
        self.channels = {name: guild.create_text_channel(name) for name in CHANNELS}
        self.channel = self.channels[CHANNEL]
        for name, user in zip(self.options.players, users, strict=True):
            self.members[name] = guild.add_member(user)
            self.users[name] = user
        page = self.env.preview(
            self.channel,
            viewers=list(self.members.values()),
            layout="channel",
            width=PAGE_WIDTH,
            height=PAGE_HEIGHT,
            port=self.options.port,
        )
        one_at_a_time = asyncio.Lock()  # a click, or the clock moving on (see PagePusher)
        if switch_ready(page):
            self.switch = ChannelSwitch(page, self.channels, self.members, self.users, one_at_a_time)
            self.switch.install()
        else:
            log.warning("this SimCord's page cannot switch channels: the sandbox shows #%s only", CHANNEL)
        self.preview = await self._stack.enter_async_context(page)
        await self._start_board()
        pusher = PagePusher(self.env, self.preview, one_at_a_time)
        self._pusher = asyncio.create_task(pusher.run(self.options.push_interval), name="sandbox-pusher")

    async def _start_board(self) -> None:
        """The board beside the page, signed in through a local stand-in of Discord's OAuth2 (no
        network): each member's link carries a code, as the Embedded App SDK's authorize gives one."""
        assert self.bot is not None
        secret = secrets.token_urlsafe(24)
        self.local_discord = LocalDiscord(secret, str(self.bot.application_id or ""))
        await self.local_discord.start()
        self._stack.push_async_callback(self.local_discord.close)
        settings = ActivitySettings(
            port=self.options.board_port,
            client_secret=secret,
            discord_api=self.local_discord.url,
            local=True,
            web=self.options.board_web,
        )
        try:
            with self.env.time_context():  # its sockets' tasks read the bot's clock (SimCord's), as chat's do
                board = await start_board(self.bot, settings)
        except BoardError as exc:
            raise SetupError(str(exc)) from None
        fake = self.local_discord
        codes: dict[int, str] = {}  # one reusable code per member: their links stay the same

        def invite(user_id: int, name: str, channel_id: int) -> str:
            code = codes.get(user_id) or codes.setdefault(user_id, fake.code_for(user_id, name))
            return f"{board.url}/?channel={channel_id}&code={code}"

        board.invite = invite
        self.board = self.bot.board = (
            board  # /sumoku board answers with the member's link; closed with the bot
        )

    def board_links(self, channel: str = CHANNEL) -> dict[str, str]:
        """Each member's link to the board of `channel` (a secret: it signs that member in)."""
        if self.board is None or self.board.invite is None:
            return {}
        channel_id = self.channels[channel].id
        return {name: self.board.invite(member.id, name, channel_id) for name, member in self.members.items()}

    @staticmethod
    async def _close_bot(bot: SumokuBot) -> None:
        """SimCord detaches the bot without `bot.close()`: stop its timers and workers, close its database."""
        await bot.close_board()
        bot.timers.stop()
        await bot.thinker.close()
        if bot.db is not None:
            await bot.db.close()
            bot.db = None  # type: ignore[assignment]  # closed: nothing may use it again

    async def wait_closed(self) -> None:
        """Until the page's end button (or close()) ends the session."""
        await self.preview.wait_closed()

    async def close(self) -> None:
        """Stop the pusher, the page, the bot's tasks, timers and database, the temporary file."""
        if self._pusher is not None:
            self._pusher.cancel()
            await asyncio.gather(self._pusher, return_exceptions=True)
            self._pusher = None
        await self._stack.aclose()


def start_at_the_wall_clock(env: Any) -> None:
    """SimCord's clock (the bot's `now`, the page's times) starts on 1 January 2026; the sandbox's
    starts now, so the page, the daily puzzle and the dates the bot stores (a finished game's, shown
    by /sumoku history) all say today. Only forward: ids made from the clock keep growing."""
    clock: Any = getattr(getattr(env, "backend", None), "clock", None)
    epoch = getattr(clock, "_epoch", None)
    if isinstance(epoch, datetime.datetime):
        now = datetime.datetime.now(datetime.UTC) - datetime.timedelta(seconds=clock.elapsed)
        clock._epoch = max(epoch, now)


class PagePusher:
    """Publishes the page when the bot changed something no click has published yet.

    Timers, computer turns and races ending post while nobody acts; SimCord's page only polls
    what was last published. A click publishes its own result, so only changes made since the
    last publish are pushed (a needless publish would make the page's next click stale).
    """

    def __init__(self, env: Any, preview: Any, one_at_a_time: asyncio.Lock | None = None) -> None:
        self.env = env
        self.preview = preview
        self.one_at_a_time = one_at_a_time or asyncio.Lock()
        self.transcript = env.backend.transcript  # every HTTP call and gateway event, in order
        self.published = len(self.transcript)
        # SimCord internals: publishing without settling never holds its one operation slot, so
        # a click arriving meanwhile is never turned away. Without them: the public refresh().
        self.direct = all(
            hasattr(preview, name)
            for name in ("_publish", "_publish_message_pages", "_active_action", "_advance_presentation_time")
        ) and hasattr(env, "_operation_task")
        if self.direct:
            publish = preview._publish

            def counted(page: Any, **kwargs: Any) -> None:
                # SimCord moves the page's "now" (what `<t:…:R>` counts from) only on a refresh: a
                # click's page would read a race's end against the time of the last push, minutes old
                preview._advance_presentation_time()
                publish(page, **kwargs)
                self.published = len(self.transcript)

            preview._publish = counted
            if hasattr(preview, "_action") and hasattr(preview, "_pages"):
                self._judge_actions_on_the_current_page(preview)

    @staticmethod
    def _judge_actions_on_the_current_page(preview: Any) -> None:
        """A press made on a page a push behind is taken, as Discord takes it (Discord has no revisions).

        SimCord refuses an action sent from a page one published revision behind ("The published
        preview revision is stale", counted by the page's inspector); here revisions move on by
        themselves (each push), so a press would often be refused for nothing. Its target is still
        checked against the current page: a button or menu gone since is refused as missing."""
        act = preview._action

        async def on_the_current_page(context_id: str | None, body: Any) -> Any:
            page = preview._pages.get(context_id)
            if page is not None and isinstance(body, dict) and body.get("sequence") == page.last_sequence + 1:
                seen = body.get("published_revision")
                if type(seen) is int and seen < page.revision:
                    body = {**body, "published_revision": page.revision}
            return await act(context_id, body)

        preview._action = on_the_current_page

    def idle(self) -> bool:
        """No click and no command running (SimCord runs one operation at a time)."""
        if not self.direct:
            return True
        return self.preview._active_action is None and self.env._operation_task is None

    async def follow_the_wall_clock(self, owed: float) -> float:
        """Move SimCord's clock (the bot's `now`) on by the real time gone by, running what falls due
        (turn timers, race time limits, idle races): in tests the clock moves only when told, here it
        keeps time like Discord's, so a Spot claim takes the seconds it took. Returns what is still owed."""
        if owed < 0.05 or self.one_at_a_time.locked() or not self.idle():
            return owed
        async with self.one_at_a_time:  # a click arriving meanwhile waits for this, then runs
            try:
                await self.env.advance_time(owed)
            except SetupError:
                return owed  # something started meanwhile: the next tick catches up
            except TimeoutError:
                log.warning("the bot is still busy; its clock catches up on the next tick")
        return 0.0

    async def run(self, interval: float) -> None:
        loop = asyncio.get_running_loop()
        last = loop.time()
        owed = 0.0
        while True:
            await asyncio.sleep(interval)
            now = loop.time()
            owed, last = await self.follow_the_wall_clock(owed + now - last), now
            if len(self.transcript) > self.published:
                try:
                    await self.push()
                except Exception:  # one failed push must not freeze the page for good
                    log.exception("could not publish the page; trying again")

    async def push(self) -> None:
        if not self.direct:
            try:
                await self.preview.refresh()
            except SetupError:
                return  # a click is running (it publishes when done) or the page is closing
            except TimeoutError:
                log.warning("the bot is still busy; the page will catch up on the next push")
                return
            self.published = len(self.transcript)
            return
        if not self.idle():
            return  # a click or a command is running: try again on the next tick
        self.preview._advance_presentation_time()
        self.preview._publish_message_pages(reason="refresh")


def _banner(sandbox: Sandbox) -> str:
    members = ", ".join(sandbox.options.players)
    channels = ", ".join(f"#{name}" for name in CHANNELS)
    kept = f"games kept in {sandbox.database}" if sandbox.options.database else "games in a temporary file"
    return (
        f"Sumoku sandbox: the real bot in {channels} and in DMs, with {members} ({kept}).\n"
        "In the page type /sumoku new, press Add computer player and Start, then /hint and /place.\n"
        "Pick another channel (Channel, next to Viewing as) for /spot start, /speed new or /solo start\n"
        "while a game runs; switch Viewing as to play another member's seat.\n"
        "This address is a secret: whoever has it can act as any member.\n"
        f"{sandbox.url}\n"
        f"{_board_lines(sandbox)}"
        "Ctrl-C here or the page's end button stops the sandbox."
    )


def _board_lines(sandbox: Sandbox) -> str:
    """The board's links, one per member (drag tiles instead of typing; /sumoku board gives them too)."""
    links = sandbox.board_links()
    if not links:
        return ""
    lines = [f"The board of #{CHANNEL} (drag tiles; each link signs one member in, keep them secret too):"]
    lines += [f"  {name}: {link}" for name, link in links.items()]
    return "\n".join(lines) + "\n"


def _no_browser(url: str) -> str:
    """--open found no browser to start (a server, a container): where to go instead."""
    port = url.split("://", 1)[1].split("/", 1)[0].rsplit(":", 1)[1]
    return (
        "--open: no web browser could be started here. Open the address above in a browser on this "
        f"machine; from another one, forward the port first (ssh -L {port}:127.0.0.1:{port} this-host), "
        "then open the same address there."
    )


async def run_until_stopped(options: SandboxOptions) -> int:
    """Start, print the address (and open it), wait for Ctrl-C or the page's end button, close."""
    one_line_logging(logging.WARNING)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: KeyboardInterrupt
            loop.add_signal_handler(sig, stop.set)
    try:
        sandbox = Sandbox(options)
        try:
            await sandbox.__aenter__()
        except SetupError as exc:
            fix = " (pick another --port, or 0 for any free one)" if options.port else ""
            print(f"sumoku-bot sandbox: {exc}{fix}", file=sys.stderr)
            return 2
        try:
            print(_banner(sandbox), flush=True)
            if options.open_browser and not await asyncio.to_thread(webbrowser.open, sandbox.url):
                print(_no_browser(sandbox.url), flush=True)
            waiters = {asyncio.ensure_future(stop.wait()), asyncio.ensure_future(sandbox.wait_closed())}
            _, pending = await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
        finally:
            await sandbox.close()
        print("Sumoku sandbox stopped.", flush=True)
        return 0
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.remove_signal_handler(sig)
