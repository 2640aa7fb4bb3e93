"""One board's WebSocket (`/api/ws`): hello, then action frames in and tables out (web/PROTOCOL.md).

Every frame is checked for size and rate BEFORE it is parsed. Actions go through the bot's runner
like a slash command (`BoardSource` is the runner's `Source`: the runner alone acknowledges), so a
move made here is stored, announced in the channel and re-armed like any other; the hub then
pushes every open board of the game its own table. A refusal comes back as a `refused` frame in
the player's language; a stale one (another move landed first) is followed by a fresh table.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Protocol, TypeVar, get_args

import discord
from aiohttp import WSMsgType, web

from bot.app import prefs
from bot.app.announce import SharedChanges
from bot.app.budget import RequestBudget
from bot.app.lifecycle import ActionGate, GateClosed
from bot.app.logs import log_action
from bot.app.runner import Runner
from bot.present.board_wire import Action, ActionFrame, Refused, WelcomeYou
from bot.sessions import Actor, Outcome, Sessions
from bot.sessions.actions import Target
from bot.sessions.board import count_of, is_stale, read_frame, read_hello, reason_of, stale_text
from bot.storage import Database
from bot.storage.changes import BoardSlots
from bot.words.board_catalogue import board_catalogue
from bot.words.language import set_language
from bot.words.messages import ENGLISH, spoken, text, unmentioned
from bot.words.refusal import Refusal

from .access import ChannelAccess
from .hub import NOT_HERE, Connection, Hub
from .limits import MAX_FRAME_BYTES, BoardBudgets, FrameBudget, FrameGate, Held
from .oauth import DiscordOAuth, DiscordUnreachable, TokenRefused

log = logging.getLogger("sumoku.activity")
A = TypeVar("A")  # an action's type: a board's frame is one variant's

MAX_BOARDS_PER_PLAYER = 6  # a phone, a desktop, a few tabs: more is a loop or a flood
HELLO_TIMEOUT_S = 15.0
# bytes written before a send waits for the socket to take them (aiohttp's default, 256 KB, lets that
# much pile up behind a board that stopped reading before its send can time out): 0, every frame waits
# while the socket's buffer is over its mark, so such a board is found by its first frame that cannot
# leave and holds at most that buffer (64 KB) of tables.
WRITER_LIMIT = 0
BAD_TOKEN, TOO_MANY = 4001, 4008
ACTIONS: frozenset[str] = frozenset(get_args(Action))
# refusals the chat words for its buttons, as a board says them: a board's frame names its own game
# (checked first), so a game "unknown" to the action is one of another variant (a claim on a main game)
BOARD_WORDS = {"component.unknown_game": "table.wrong_action"}


class Host(Protocol):
    """What the board needs of the bot (SumokuBot): its sessions, runner, gate, database, channels."""

    sessions: Sessions
    runner: Runner
    gate: ActionGate
    budget: RequestBudget  # counts the board's refused OAuth2 calls with the bot's own
    db: Database

    @property
    def application_id(self) -> int | None: ...

    shared: SharedChanges  # the changes other bot processes store (their boards hear this one's)

    @property
    def shard_share(self) -> float: ...  # this process's shards out of all (1.0: it runs every one)

    def get_channel(self, channel_id: int, /) -> object: ...

    def get_user(self, user_id: int, /) -> discord.User | None: ...

    async def fetch_channel(self, channel_id: int, /) -> object: ...

    def get_guild(self, guild_id: int, /) -> discord.Guild | None: ...

    async def fetch_guild(self, guild_id: int, /) -> discord.Guild: ...


class BoardSource:
    """A board's frame as the runner's `Source`: its player acts; acknowledged while the board is
    open (a closed board stores nothing); no interaction to fill, so posts go to the channel."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    @property
    def actor(self) -> Actor:
        return self.connection.actor

    @property
    def answer(self) -> object | None:
        return None

    async def acknowledge(self, *, private: bool, update: bool) -> bool:
        return not self.connection.ws.closed


class BoardSocket:
    """Serves `/api/ws` for one bot: sign-in, then one frame at a time per board."""

    def __init__(
        self,
        host: Host,
        hub: Hub,
        oauth: DiscordOAuth,
        address: Callable[[web.Request], str | None],
    ) -> None:
        self.host = host
        self.hub = hub
        self.oauth = oauth
        self.budgets: BoardBudgets = oauth.budgets
        self.access = ChannelAccess(host, self.budgets)
        self.address = address  # a request's client address (None: it has none of its own)
        self.slots: BoardSlots | None = None  # a player's boards counted across processes (sharded)
        self.frames = FrameBudget()  # all boards' frames together (the chat's answers come first)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        # aiohttp's own limit only stops a flood; the 4 KB rule is ours (a `refused` frame, not a drop)
        ws = web.WebSocketResponse(
            max_msg_size=16 * MAX_FRAME_BYTES, heartbeat=30.0, writer_limit=WRITER_LIMIT
        )
        await ws.prepare(request)
        gate = FrameGate()
        connection = await self.hello(ws, gate, request.transport, self.address(request))
        if connection is None:
            return ws
        try:
            await self.serve(connection, gate)
        finally:
            self.hub.remove(connection)
            if self.slots is not None:
                await self.slots.give(connection.player.id, connection.slot)
            await ws.close()
        return ws

    async def hello(
        self,
        ws: web.WebSocketResponse,
        gate: FrameGate,
        transport: asyncio.BaseTransport | None,
        address: str | None = None,
    ) -> Connection | None:
        """The first frame signs the player in (then the board is in the hub); None when the board
        was closed instead. Past a budget of hellos or look-ups (limits.py): `error` and 4008 (the
        address's or player's) or 1013 (all boards'), saying how long to wait."""
        try:
            message = await ws.receive(timeout=HELLO_TIMEOUT_S)
        except TimeoutError:
            await _close(ws, BAD_TOKEN, "no hello")
            return None
        if message.type is WSMsgType.BINARY:  # no hello: said so, as for any frame that is none
            await _error(ws, text("activity.not_understood"), BAD_TOKEN)
            return None
        if message.type is not WSMsgType.TEXT:  # the client closed, or its socket failed
            await ws.close()
            return None
        raw = _parse(message.data) if gate.judge(len(message.data)) is None else None
        said = spoken(None if raw is None else raw.get("locale"))  # before sign-in: the app's language
        try:
            frame = read_hello(raw)  # the schema's (bot/present/board_wire.schema.json)
        except Refusal as refused:  # a channel that is no id: no board here; else no sign-in
            if refused.params.get("field") == "channel":
                await _error(ws, text("activity.not_understood", said), NOT_HERE)
            else:
                await _error(ws, text("activity.sign_in", said), BAD_TOKEN)
            return None
        token, channel = frame["token"], frame["channel"]
        try:
            await self.budgets.hello(address)
            player = await self.oauth.user(token[:512], address)
            await self.budgets.hello_of(player.id)
        except TokenRefused:
            await _error(ws, text("activity.sign_in", said), BAD_TOKEN)
            return None
        except DiscordUnreachable:
            await _error(ws, text("activity.discord_unreachable", said), 1013)
            return None
        except Held as held:
            await _held(ws, held, said)
            return None
        channel_id = int(channel)
        try:
            still_sees = await self.access.may_see(player.id, channel_id, address)
        except discord.HTTPException:
            await _error(ws, text("activity.discord_unreachable", said), 1013)
            return None
        except Held as held:
            await _held(ws, held, said)
            return None
        if still_sees is None:
            await _error(ws, text("activity.not_here", said), NOT_HERE)
            return None
        if not self.hub.reserve(player.id, MAX_BOARDS_PER_PLAYER):  # held until it is in the hub
            await _error(ws, text("activity.too_many_boards", said, count=MAX_BOARDS_PER_PLAYER), TOO_MANY)
            return None
        slot: int | None = None
        try:
            if self.slots is not None:  # the player's boards on every process together
                slot = await self.slots.take(player.id, MAX_BOARDS_PER_PLAYER)
                if slot is None:
                    count = MAX_BOARDS_PER_PLAYER
                    await _error(ws, text("activity.too_many_boards", said, count=count), TOO_MANY)
                    return None
            language = await self.language(player.id, frame.get("locale"), channel_id)
            set_language(language)  # this task answers this player alone: their language throughout
            connection = Connection(
                ws, player, channel_id, language, token=token[:512], transport=transport, sees=still_sees
            )
            connection.slot, slot = slot, None  # the connection holds it from here on
            self.hub.add(connection)  # before its first table: no change in between goes unseen
        finally:
            self.hub.release(player.id)
            if slot is not None and self.slots is not None:  # not opened after all
                await self.slots.give(player.id, slot)
        you: WelcomeYou = {"id": str(player.id), "name": player.name}
        words = board_catalogue(language)  # the board words its sentences with the chat's catalogue
        await connection.send({"t": "welcome", "you": you, "locale": language, "catalogue": words})
        try:
            shown = await self.hub.send_table(connection)
        except Exception:
            log.exception("could not show a board its table in channel %s", channel_id)
            shown = False
        if not shown:
            await connection.send({"t": "waiting", "reason": unmentioned(text("activity.no_game"))})
        log.info("board opened by %s in channel %s", player.id, channel_id)
        return connection

    async def language(self, user_id: int, locale: object, channel_id: int) -> str:
        """Their /sumoku prefs language, else their Discord app's, else the server's, else English."""
        chosen = spoken(await prefs.user_language(self.host.db, user_id))
        if chosen:
            return chosen
        if spoken(locale):
            return spoken(locale) or ENGLISH
        channel = self.host.get_channel(channel_id)
        guild_id = getattr(getattr(channel, "guild", None), "id", None)
        if guild_id is None:
            return ENGLISH
        return await self.host.sessions.base.language(guild_id)

    async def serve(self, connection: Connection, gate: FrameGate) -> None:
        ws = connection.ws
        told = 0.0  # when the board was last told the bot is busy (once a second at most)
        async for message in ws:
            if message.type is not WSMsgType.TEXT:
                if message.type is WSMsgType.BINARY:
                    await connection.send(_refused(None, text("activity.not_understood")))
                continue
            verdict = gate.judge(len(message.data))
            if verdict == "close":
                await _flooded(connection)
                log.info("board of %s closed: too many frames", connection.player.id)
                return
            if verdict is not None:
                key = "activity.too_big" if verdict == "size" else "activity.too_fast"
                await connection.send(_refused(None, text(key, limit=MAX_FRAME_BYTES)))
                continue
            started = self.frames.admit()
            if started is None:  # all boards' budget is spent: dropped unparsed
                if gate.drop():
                    await _flooded(connection)
                    log.info(
                        "board of %s closed: too many frames while the bot is busy", connection.player.id
                    )
                    return
                if time.monotonic() - told >= 1.0:
                    told = time.monotonic()
                    await connection.send(_refused(None, text("activity.busy")))
                continue
            try:
                frame = _parse(message.data)
                if frame is None:
                    await connection.send(_refused(None, text("activity.not_understood")))
                    continue
                await self.frame(connection, frame)
            finally:
                self.frames.done(started)  # its time is spent from all boards' budget

    async def frame(self, connection: Connection, raw: dict[str, object]) -> None:
        """One parsed frame: a preview, an action, or a refusal saying why not. An action is logged
        as chat's are: `action board-play game=… channel=… user=… outcome=… ms=…`."""
        kind, seq = raw["t"], count_of(raw, "seq")
        started, outcome = time.monotonic(), "ok"
        try:
            outcome = await self.answer(connection, raw, seq)
        finally:
            if kind in ACTIONS:
                log_action(
                    f"board-{kind}",
                    game=count_of(raw, "game"),
                    channel=connection.channel_id,
                    user=connection.player.id,
                    outcome=outcome,
                    ms=round((time.monotonic() - started) * 1000),
                )

    async def answer(self, connection: Connection, raw: dict[str, object], seq: int | None) -> str:
        """Answer one frame; what came of it (ok, refused, error) for the action's log line. The
        frame is read against the wire's schema first (`read_frame`: `table.bad_frame` naming the
        field); a frame of a type a board never sends after its hello is not understood."""
        if raw["t"] not in ACTIONS and raw["t"] != "preview":
            await connection.send(_refused(seq, text("activity.not_understood")))
            return "refused"
        try:
            frame = read_frame(raw)
            if frame["t"] == "hello":  # not after sign-in (kept out above: for the type checker)
                return "refused"
            if not await self.signed_in(connection, seq):
                return "refused"
            if frame["t"] != "preview" and not await self.may_act(connection, seq):
                return "refused"
            if frame["game"] != connection.game_id:  # a board was checked for its channel only
                await connection.send(_refused(seq, text("activity.other_game")))
                return "refused"
            if frame["t"] == "preview":
                answer = await self.hub.board.preview(
                    frame["game"], frame["version"], connection.actor, frame["tiles"]
                )
                await connection.send({**answer, "t": "preview", "seq": seq})
                if answer["stale"]:  # the board shows an old table: a fresh one follows
                    await self.hub.send_table(connection)
            else:
                return await self.act(connection, frame, seq)
        except GateClosed:
            await connection.send(_refused(seq, text("bot.restarting")))
            return "refused"
        except Exception as error:
            return await self.refuse(connection, seq, error)
        return "ok"

    async def signed_in(self, connection: Connection, seq: int | None) -> bool:
        """The board's token still signs its player in (Discord is asked again once the cached answer
        is `oauth.ttl` old): a revoked token gets `error` and 4001, as at `hello`."""
        try:
            await self.oauth.user(connection.token)
        except TokenRefused:
            self.hub.remove(connection)
            await connection.send({"t": "error", "reason": text("activity.sign_in")})
            await connection.close(BAD_TOKEN, b"signed out")
            log.info("board of %s closed: its token no longer signs in", connection.player.id)
            return False
        except DiscordUnreachable:
            await connection.send(_refused(seq, text("activity.discord_unreachable")))
            return False
        return True

    async def may_act(self, connection: Connection, seq: int | None) -> bool:
        """The player may still see the board's channel (ChannelAccess.still_allows: the cache, and
        Discord at most once a window): else the board is closed as at open (`error`, 4004) and the
        action is not made."""
        try:
            allowed = await self.access.still_allows(connection)
        except (Held, discord.HTTPException):
            await connection.send(_refused(seq, text("activity.discord_unreachable")))
            return False
        if not allowed:
            await self.hub.shut_out(connection)
        return allowed

    async def act(self, connection: Connection, frame: ActionFrame, seq: int | None) -> str:
        """An action frame through the runner, as a slash command goes; `ok` once stored (the runner's
        `reply`, so it comes before the tables the change pushes, this board's included)."""
        board = self.hub.board
        acting = await board.call(frame)  # a Refusal for a frame that names no legal action

        async def stored(outcome: Outcome) -> None:  # the runner's private answer: before any push
            note = board.note_text(outcome, lang=connection.language)  # a wrong Spot claim, say
            await connection.send({"t": "ok", "seq": seq, "note": note} if note else {"t": "ok", "seq": seq})

        def run(target: Target[A], action: A) -> Awaitable[Outcome | None]:
            return self.host.runner.run(
                BoardSource(connection), target, action, private=False, reply=stored, order=board.order(frame)
            )

        async with self.host.gate.hold():  # counted like an interaction; refused once stopping
            outcome = await acting.run(run)
        return "ok" if outcome is not None else "gone"  # gone: the board closed first, nothing stored

    async def refuse(self, connection: Connection, seq: int | None, error: Exception) -> str:
        """A refusal in the player's words, as the chat says it (`stale`, then a fresh table, when
        another move came first)."""
        stale = is_stale(error)
        if isinstance(error, Refusal) and error.key in BOARD_WORDS:
            reason: str | None = text(BOARD_WORDS[error.key])
        else:
            reason = stale_text() if stale else reason_of(error)  # as the chat says it, without markdown
        expected = reason is not None
        if reason is None:
            log.error(
                "unexpected error in a board frame of %s in channel %s",
                connection.player.id,
                connection.channel_id,
                exc_info=(type(error), error, error.__traceback__),
            )
            reason = text("error.unexpected")
        await connection.send(_refused(seq, reason, stale=stale))
        if stale:
            await self.hub.send_table(connection)
        return "refused" if expected else "error"


def _parse(data: str) -> dict[str, object] | None:
    """A frame as an object with a text `t` (its fields are read against the schema by `read_frame`);
    None for anything else, including JSON nested deeper than the parser recurses (a few hundred
    brackets fit in 4 KB: RecursionError, not ValueError)."""
    try:
        frame = json.loads(data)
    except (ValueError, RecursionError):
        return None
    return frame if isinstance(frame, dict) and isinstance(frame.get("t"), str) else None


def _refused(seq: int | None, reason: str, *, stale: bool = False) -> Refused:
    return {"t": "refused", "seq": seq, "reason": reason, "stale": stale}


async def _error(ws: web.WebSocketResponse, reason: str, code: int) -> None:
    """An `error` frame, then the close code that names it (web/PROTOCOL.md)."""
    if not ws.closed:
        await ws.send_str(json.dumps({"t": "error", "reason": reason}, ensure_ascii=False))
    await _close(ws, code, "signed out" if code == BAD_TOKEN else "closed")


async def _flooded(connection: Connection) -> None:
    """Close a board that sends too many frames: it is read no more (what it still sends waits in its
    socket, not parsed at the bot's cost while its close is under way), told why, closed (4008)."""
    pause = getattr(connection.transport, "pause_reading", None)
    if pause is not None and not connection.transport.is_closing():  # type: ignore[union-attr]
        pause()
    await connection.send({"t": "error", "reason": text("activity.too_fast")})
    await connection.close(TOO_MANY, b"too many frames")


async def _held(ws: web.WebSocketResponse, held: Held, said: str | None) -> None:
    """A hello past a budget: 4008 for the address's or player's own, 1013 for all boards'."""
    if held.which == "overall":
        await _error(ws, text("activity.sign_in_busy", said, seconds=held.seconds), 1013)
    else:
        await _error(ws, text("activity.opened_too_often", said, seconds=held.seconds), TOO_MANY)


async def _close(ws: web.WebSocketResponse, code: int, why: str) -> None:
    await ws.close(code=code, message=why.encode()[:120])
    await asyncio.sleep(0)
