"""A board's sign-in: its `hello` frame checked (the token with Discord, the channel's access, the
budgets of hellos and look-ups, the player's cap of open boards) and answered (`welcome`, then its
table), or the board closed with the code that says why (web/PROTOCOL.md). Apart from the frame
loop (socket.py): nothing here runs once the board is in the hub.
"""

from __future__ import annotations

import asyncio
import json
import logging

import discord
from aiohttp import WSMsgType, web

from bot.app import prefs
from bot.present.board_wire import WelcomeYou
from bot.sessions.board import read_hello
from bot.storage.changes import BoardSlots
from bot.words.board_catalogue import board_catalogue
from bot.words.language import set_language
from bot.words.messages import ENGLISH, spoken, text, unmentioned
from bot.words.refusal import Refusal

from .access import ChannelAccess
from .connection import Connection
from .frames import BAD_TOKEN, NOT_HERE, TOO_MANY, parse_frame
from .host import Host
from .hub import Hub
from .limits import BoardBudgets, FrameGate, Held
from .oauth import DiscordOAuth, DiscordUnreachable, TokenRefused

log = logging.getLogger("sumoku.activity")

MAX_BOARDS_PER_PLAYER = 6  # a phone, a desktop, a few tabs: more is a loop or a flood
HELLO_TIMEOUT_S = 15.0


class SignIn:
    """Signs a board's player in, for one bot (`hello`)."""

    def __init__(self, host: Host, hub: Hub, oauth: DiscordOAuth, access: ChannelAccess) -> None:
        self.host = host
        self.hub = hub
        self.oauth = oauth
        self.budgets: BoardBudgets = oauth.budgets
        self.access = access
        self.slots: BoardSlots | None = None  # a player's boards counted across processes (sharded)

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
        raw = parse_frame(message.data) if gate.judge(len(message.data)) is None else None
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


async def _error(ws: web.WebSocketResponse, reason: str, code: int) -> None:
    """An `error` frame, then the close code that names it (web/PROTOCOL.md)."""
    if not ws.closed:
        await ws.send_str(json.dumps({"t": "error", "reason": reason}, ensure_ascii=False))
    await _close(ws, code, "signed out" if code == BAD_TOKEN else "closed")


async def _held(ws: web.WebSocketResponse, held: Held, said: str | None) -> None:
    """A hello past a budget: 4008 for the address's or player's own, 1013 for all boards'."""
    if held.which == "overall":
        await _error(ws, text("activity.sign_in_busy", said, seconds=held.seconds), 1013)
    else:
        await _error(ws, text("activity.opened_too_often", said, seconds=held.seconds), TOO_MANY)


async def _close(ws: web.WebSocketResponse, code: int, why: str) -> None:
    await ws.close(code=code, message=why.encode()[:120])
    await asyncio.sleep(0)
