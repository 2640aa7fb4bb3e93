"""The Bot subclass: start-up order, extensions, the one error handler."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import lifecycle, prefs
from bot.app.announce import SharedChanges
from bot.app.budget import RequestBudget
from bot.app.choices import offer_variants
from bot.app.command_locales import CatalogueTranslator, published_payload
from bot.app.components import answer_unread
from bot.app.computers import ComputerPlayers
from bot.app.delivery import Delivery
from bot.app.entry_point import sync_global
from bot.app.errors import answer_refusals_first, report_error
from bot.app.runner import Runner
from bot.app.status_edits import StatusEdits
from bot.app.timers import TimerService, now
from bot.config import Config
from bot.sessions import Sessions
from bot.sessions.actions import ComputerTurn
from bot.sessions.main import STORES as MAIN_STORES
from bot.sessions.main import MainTarget
from bot.thinking import Thinker
from bot.words.commands import remember_command_ids
from bot.words.language import no_reader

if TYPE_CHECKING:
    from bot.sessions.base import Outcome
    from bot.storage import Database
    from bot.storage.outbox import Pending

log = logging.getLogger("sumoku")

# A text bot: no voice, so no "PyNaCl / davey is not installed" warning at every start.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False
HEARTBEAT_S = 30.0  # how often the running bot writes its heartbeat (see `sumoku-bot health`)

EXTENSIONS: tuple[str, ...] = (
    "cogs.admin",
    "cogs.lifecycle",
    "cogs.main",
    "cogs.solo",
    "cogs.spot",
    "cogs.speed",
    "cogs.stats",
    "cogs.board",  # last: the board's port opens once every command it may call is there
)


class SumokuTree(app_commands.CommandTree["SumokuBot"]):
    async def interaction_check(self, interaction: discord.Interaction[SumokuBot], /) -> bool:
        """Resolve the reader's language for the whole command (bot.app.prefs.enter); count the command
        as in flight; refuse it (privately) once the bot is stopping."""
        await prefs.enter(interaction)
        return await lifecycle.admit(interaction)

    def add_command(self, command: Any, /, **kwargs: Any) -> None:
        """Every command answers its own refusals (bot.app.errors.answer_refusals_first)."""
        if isinstance(command, app_commands.Command | app_commands.Group):
            answer_refusals_first(command)
        super().add_command(command, **kwargs)

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """Real errors only: refusals were answered before discord.py's error dispatch."""
        await report_error(interaction, error)

    def offer_variants(self, guild: discord.abc.Snowflake | None = None) -> None:
        """Every option naming a variant offers the ones registered now (bot/app/choices.py)."""
        offer_variants(self.get_commands(guild=guild), self.client.sessions.variants.names)

    async def sync(self, *, guild: discord.abc.Snowflake | None = None) -> list[app_commands.AppCommand]:
        """Publish the commands, offering the variants registered now; globally, the Activity's
        entry-point command is kept (entry_point.py)."""
        self.offer_variants(guild)
        if guild is not None:
            return await super().sync(guild=guild)
        return await sync_global(self)


def intents_for(config: Config) -> discord.Intents:
    """Minimal intents: guilds for channels; message content only when asked for (Spot by chat)."""
    intents = discord.Intents.none()
    intents.guilds = True
    if config.message_content:
        intents.guild_messages = True
        intents.message_content = True
    return intents


class SumokuBot(commands.AutoShardedBot):
    """Owns the database, the running games' services and the extensions.

    Sharded (`SUMOKU_SHARD_COUNT`, `SUMOKU_SHARD_IDS`): one process may run some of the bot's
    gateway shards; it then arms the timers, resumes the games and delivers the pending posts of
    its own servers only (`config.shards`), and the version check in every commit refuses an action
    another process already stored."""

    def __init__(
        self,
        config: Config,
        *,
        extensions: Iterable[str] = EXTENSIONS,
        sync_on_start: bool = False,
        heartbeat: bool = False,
    ) -> None:
        self.budget = RequestBudget(config.request_rate)  # Discord's request limits, kept here
        super().__init__(
            http_trace=self.budget.trace(),
            command_prefix=commands.when_mentioned,
            intents=intents_for(config),
            tree_cls=SumokuTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            owner_ids=set(config.owner_ids) or None,
            shard_count=config.shard_count,
            # None: Discord says how many shards (discord.py takes None; its stub says a list only)
            shard_ids=list(config.shard_ids) if config.shard_ids is not None else None,  # type: ignore[arg-type]
        )
        self.config = config
        self.extensions_to_load = tuple(extensions)
        self.sync_on_start = sync_on_start
        self.db: Database = None  # type: ignore[assignment]  # set in setup_hook
        self.timers = TimerService(lambda: self.db, self.wait_until_ready)
        status = StatusEdits(waits=self.budget.waits, budget=self.budget.delay)  # live messages' edits
        self.delivery = Delivery(
            self, lambda: self.db, lambda: self.config.shards, self._channel_gone, status
        )
        self.computers = ComputerPlayers(self._computer_turn, self.wait_until_ready)
        # the games' changes told to and heard from the bot's other processes (PostgreSQL, sharded)
        self.shared = SharedChanges(lambda: self.db, lambda: self.config.shards, self._follow)
        self.runner = Runner(
            self.delivery,
            self.timers,
            self.computers,
            lambda: self.sessions.variants,
            owns=self.shared.owns,
        )
        self.thinker = Thinker(config.workers)  # worker processes start on the first computer turn
        self.sessions: Sessions = None  # type: ignore[assignment]  # set in setup_hook
        self.failed_extensions: dict[str, BaseException] = {}
        self.gate = lifecycle.ActionGate()
        self.stopping = False
        self.started_at = time.time()
        self.heartbeat = heartbeat
        self._heartbeat_task: asyncio.Task[None] | None = None
        self._resume_task: asyncio.Task[None] | None = None
        self._prepared = False  # setup_hook's once-per-process part done (see setup_hook)
        self.shutdown_task: asyncio.Future[None] | None = None
        self.board: lifecycle.RunningBoard | None = None  # the Activity's server (cogs/board.py), when set

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        """Registered with discord.py, and remembered: a custom_id none of them reads is answered."""
        super().add_dynamic_items(*items)
        self.dynamic_items = (*getattr(self, "dynamic_items", ()), *items)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await answer_unread(interaction, getattr(self, "dynamic_items", ()))

    @property
    def heartbeat_key(self) -> str:
        """This process's heartbeat row (its shards': other processes keep theirs)."""
        from bot.storage import meta

        shards = self.config.shards
        return meta.heartbeat_key(None if shards is None else shards.ids)

    @property
    def shard_share(self) -> float:
        """This process's shards out of the bot's (1.0: it runs them all): its share of what the
        whole bot may do, as its request rate and the board's overall limits (bot/activity/limits.py)."""
        shards = self.config.shards
        return 1.0 if shards is None else len(set(shards.ids)) / shards.count

    async def setup_hook(self) -> None:
        """Called by every `login`: a start Discord interrupted (cli/run.py tries the login again) must
        not load the extensions, open the database or the board's port a second time, so what is done
        once is done once; publishing the commands, the step that needs Discord, is tried again."""
        if not self._prepared:
            await self._prepare()
            self._prepared = True
        await self.sync_commands_if_changed()
        if self._resume_task is not None:
            return
        # read before connecting: what a timer or a click adds once connected is sent by its action
        owed = await self.db.outbox.pending(shards=self.config.shards)
        self._resume_task = asyncio.create_task(self.resume(owed), name="sumoku-resume", context=no_reader())
        if self.heartbeat:
            self._heartbeat_task = asyncio.create_task(
                lifecycle.heartbeat(self, HEARTBEAT_S), name="sumoku-heartbeat", context=no_reader()
            )

    async def _prepare(self) -> None:
        """The process's own start: budget, database, sessions, extensions, timers, the board."""
        from bot.storage import Database

        self.budget.install(self)  # every bot-token request from here on
        self.db = await Database.open(self.config.storage)
        if self.shared.on:  # boards of other processes may show these games, and act on them
            self.runner.watchers.append(self.shared)
            await self.shared.start()
        await self.tree.set_translator(CatalogueTranslator())  # command names in es-ES, es-419, fr
        self.sessions = Sessions(
            self.db,
            now,
            spot_idle_s=float(self.config.spot_idle_s),
            spot_chat=self.config.message_content,
            thinker=self.thinker,
            message_links=self.config.message_links,
        )
        for name in self.extensions_to_load:
            try:
                await self.load_extension(name)
            except commands.ExtensionFailed as exc:
                if isinstance(exc.original, lifecycle.StartFailed):  # the operator's setting: stop here
                    raise exc.original from None
                self.failed_extensions[name] = exc
                log.exception("could not load extension %s", name)
            except Exception as exc:  # a broken cog is logged, the rest still load
                self.failed_extensions[name] = exc
                log.exception("could not load extension %s", name)
        await self.timers.rearm(self.config.shards)
        if self.config.shards is not None:
            log.info("running shards %s of %d", self.config.shards.ids, self.config.shards.count)

    async def resume(self, owed: Sequence[Pending] = ()) -> None:
        """After a restart: deliver what the outbox held (`owed`), give every game its clock and computers."""
        await self.wait_until_ready()
        try:
            delivered = await self.delivery.resume(owed)
            shards = self.config.shards
            for game_id in await self.sessions.main.games_with_computer_to_move(shards):
                self.computers.kick(game_id)
            clocks = await self.sessions.main.ensure_clocks(shards)
            for game_id in clocks:
                await self.timers.sync(game_id)
            log.info(
                "resumed: %d pending announcements delivered, %d turn clocks restored", delivered, len(clocks)
            )
        except Exception:
            log.exception("could not resume every game")
        try:  # a /forget-me a stop interrupted (its stored marker) is finished now
            await self.sessions.forget.resume(self.runner.finish)
        except Exception:
            log.exception("could not finish an interrupted /forget-me (its marker stays for the next start)")

    async def text_mode(self, guild_id: int | None, user_id: int | None = None) -> bool:
        """Text instead of pictures: the user's choice for what they alone see, else the server's."""
        from bot.app import prefs

        return await prefs.text_mode(self.db, guild_id, user_id)

    async def user_language(self, user_id: int) -> object:
        """A user's chosen language (for answers that carry no Discord locale, like chat replies)."""
        from bot.app import prefs

        return await prefs.user_language(self.db, user_id)

    async def _computer_turn(self, game_id: int) -> Outcome | None:
        """One computer turn of a main game, through the runner (stored, delivered, clock re-armed)."""
        return await self.runner.computer_step(MainTarget(game_id), ComputerTurn())

    async def _follow(self, game_id: int) -> None:
        """A game of this process's shards that another process changed (a board's action there):
        its turn clocks and computer players, as after an action of this process's own."""
        row = await self.db.games.find(game_id)
        if row is None or row.status not in ("lobby", "running"):
            self.timers.forget(game_id)
            self.computers.cancel(game_id)
            return
        await self.timers.sync(game_id)
        if row.status == "running" and row.variant.value in MAIN_STORES:  # computers play the main game
            self.computers.kick(game_id)  # plays only when a computer is to move

    async def _channel_gone(self, channel_id: int) -> list[int]:
        return await self.end_games_in(channel_id=channel_id)

    async def end_games_in(self, *, channel_id: int | None = None, guild_id: int | None = None) -> list[int]:
        """A channel or server went away: its games end as abandoned, their timers go."""
        ended = await self.db.games.abandon(channel_id=channel_id, guild_id=guild_id)
        for game_id in ended:
            self.timers.forget(game_id)
            self.computers.cancel(game_id)
        return ended

    async def command_signature(self) -> str:
        """A hash of every command as published, translations included: publish again only when
        a command or one of its translations changes (a variant registered: its choice)."""
        offer_variants(self.tree.get_commands(), self.sessions.variants.names)
        payload = await published_payload(self.tree)
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()

    async def sync_commands_if_changed(self) -> None:
        if self.config.dev_guild:
            guild = discord.Object(self.config.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        from bot.storage import meta

        signature = await self.command_signature()
        if self.sync_on_start or await meta.get(self.db, meta.COMMANDS) != signature:
            commands_ = await self.tree.sync()
            log.info("published %d slash commands", len(commands_))
            await self.remember_commands(commands_)
            await meta.put(self.db, meta.COMMANDS, signature)
        else:
            stored = await meta.get(self.db, meta.COMMAND_IDS)
            if stored is None:  # published by a version that did not keep them: one request, once
                await self.remember_commands(await self.tree.fetch_commands())
            else:
                remember_command_ids({name: int(i) for name, i in json.loads(stored).items()})
        if self.config.database_url is None:  # earlier versions kept the signature beside the file
            Path(f"{self.config.database}.commands").unlink(missing_ok=True)

    async def remember_commands(self, published: Sequence[app_commands.AppCommand]) -> None:
        """The ids Discord gave the global commands: answers name commands by mention with them
        (bot/words/commands.py), kept for the starts that do not publish."""
        from bot.storage import meta

        ids = {command.name: command.id for command in published}
        remember_command_ids(ids)
        await meta.put(self.db, meta.COMMAND_IDS, json.dumps(ids, sort_keys=True))

    async def drain_pending(self) -> None:
        """At shutdown, after the actions in flight ended: deliver what the outbox still holds
        (what is not delivered now stays in the outbox for the next start)."""
        if self.db is None or self.is_closed():
            return
        try:
            await asyncio.wait_for(self.delivery.status.flush(), timeout=2.0)
            await asyncio.wait_for(self.delivery.resume(), timeout=5.0)
        except (TimeoutError, Exception):
            log.warning("some announcements stay in the outbox until the next start", exc_info=True)

    async def shutdown(self) -> None:
        """A graceful stop (SIGTERM/SIGINT): finish what is in flight, deliver, then close."""
        if self.stopping:
            return
        self.stopping = True
        started = time.monotonic()
        self.timers.stop()  # no new timer fires; handlers already running are waited for below
        finished = await self.gate.close_and_wait(lifecycle.GRACE_S)
        left = max(0.0, lifecycle.GRACE_S - (time.monotonic() - started))
        finished = await self.timers.wait_stopped(left) and finished
        if not finished:
            log.warning("stopping with actions still running after %.0f s", lifecycle.GRACE_S)
        try:
            await self.drain_pending()
            if self.heartbeat and self.db is not None:
                from bot.storage import meta

                await meta.forget(self.db, self.heartbeat_key)  # `health` says unhealthy at once
                await meta.forget(self.db, meta.boards_key(self.heartbeat_key))  # none open any more
        except Exception:  # still close the database below
            log.exception("error while stopping")
        finally:
            await self.close()
        log.info("stopped cleanly in %.1f s", time.monotonic() - started)

    async def close_board(self) -> None:
        """Close the board's port and its open boards (nothing when it is off)."""
        if self.board is not None:
            board, self.board = self.board, None
            await board.close()

    async def close(self) -> None:
        self.stopping = True
        await self.close_board()
        await self.shared.close()
        self.timers.stop()
        self.computers.stop()
        await self.thinker.close()
        self.delivery.stop()
        if self._heartbeat_task is not None:
            self._heartbeat_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._heartbeat_task
        try:
            # AutoShardedClient.close needs what entering the client made (its event queue); a bot
            # never entered (never started) has no connection to close
            if isinstance(self.loop, asyncio.AbstractEventLoop):
                await super().close()
        finally:
            if self.db is not None:
                await self.db.close()
                self.db = None  # type: ignore[assignment]  # closed: nothing may use it again


Interaction = discord.Interaction[SumokuBot]  # what the cogs' commands and components receive
