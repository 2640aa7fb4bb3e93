"""What a signed-in board's frame does: a preview answered, an action made through the bot's runner
like a slash command (`BoardSource` is the runner's `Source`: the runner alone acknowledges), so a
move made here is stored, announced in the channel and re-armed like any other, or a refusal in
the player's language (a stale one followed by a fresh table). Every action is logged as the chat's
are. The frame has passed the socket's size and rate checks already (socket.py).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable
from typing import TypeVar, get_args

import discord

from bot.app.lifecycle import GateClosed
from bot.app.logs import log_action
from bot.present.board_wire import Action, ActionFrame
from bot.sessions import Actor, Outcome
from bot.sessions.actions import Target
from bot.sessions.board import count_of, is_stale, read_frame, reason_of, stale_text
from bot.words.messages import text
from bot.words.refusal import Refusal

from .access import ChannelAccess
from .connection import Connection
from .frames import BAD_TOKEN, refused_frame
from .host import Host
from .hub import Hub
from .limits import Held
from .oauth import DiscordOAuth, DiscordUnreachable, TokenRefused

log = logging.getLogger("sumoku.activity")
A = TypeVar("A")  # an action's type: a board's frame is one variant's

ACTIONS: frozenset[str] = frozenset(get_args(Action))
# refusals the chat words for its buttons, as a board says them: a board's frame names its own game
# (checked first), so a game "unknown" to the action is one of another variant (a claim on a main game)
BOARD_WORDS = {"component.unknown_game": "table.wrong_action"}


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


class FrameAnswers:
    """Answers the frames of signed-in boards, for one bot: one frame at a time per board."""

    def __init__(self, host: Host, hub: Hub, oauth: DiscordOAuth, access: ChannelAccess) -> None:
        self.host = host
        self.hub = hub
        self.oauth = oauth
        self.access = access

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
            await connection.send(refused_frame(seq, text("activity.not_understood")))
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
                await connection.send(refused_frame(seq, text("activity.other_game")))
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
            await connection.send(refused_frame(seq, text("bot.restarting")))
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
            await connection.send(refused_frame(seq, text("activity.discord_unreachable")))
            return False
        return True

    async def may_act(self, connection: Connection, seq: int | None) -> bool:
        """The player may still see the board's channel (ChannelAccess.still_allows: the cache, and
        Discord at most once a window): else the board is closed as at open (`error`, 4004) and the
        action is not made."""
        try:
            allowed = await self.access.still_allows(connection)
        except (Held, discord.HTTPException):
            await connection.send(refused_frame(seq, text("activity.discord_unreachable")))
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
        await connection.send(refused_frame(seq, reason, stale=stale))
        if stale:
            await self.hub.send_table(connection)
        return "refused" if expected else "error"
