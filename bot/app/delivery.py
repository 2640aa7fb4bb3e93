"""Delivery: sending what presenters made, so that nothing stored goes unannounced.

An action's posts are already in the outbox when they reach here. The first goes as the
interaction's answer (or, after a press acknowledged by a deferred update, its followup) when there
is one: that works even where the bot may not post, and is bound neither by the channel's budget
nor by the bot's global one; the rest go to the channel. An edit of the
very message a component sits on goes through that interaction too, at once. Transient failures
(5xx, rate limits) are retried; a channel that refuses attachments (Missing Permissions) gets the
text form instead; a channel the bot cannot post in at all is told to its host once, by direct
message; a channel that no longer exists ends its games as abandoned. The outbox row goes once
everything is out; what is left is retried later and at start-up. A message the bot sent through
an interaction is edited through that interaction's token while it is valid (15 minutes; a race's
live status excepted). Other edits of older messages (a live status, a lobby, a retired menu) are
cosmetic: they go to `status` (app.status_edits), which writes each message's newest state at most
every 2 s, behind the posts.
One message's sending and retries are in app/posting.py; a post's picture or text form in
app/post_forms.py.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.app import prefs
from bot.app.answered import Answered
from bot.app.components import build_view
from bot.app.delivered import DeliveredRows
from bot.app.interactions import PUBLIC_THINKING
from bot.app.post_forms import picture_file, private_answer, public_language, with_text
from bot.app.posting import (
    MISSING_ACCESS,
    MISSING_PERMISSIONS,
    NO_ANSWER,
    UNKNOWN_CHANNEL,
    CannotPost,
    find_channel,
    send_message,
    split_message,
)
from bot.app.status_edits import StatusEdits
from bot.present import Post, posts_from_json
from bot.render import PictureCache
from bot.words.language import no_reader, speaking

if TYPE_CHECKING:
    from bot.sessions.base import Outcome
    from bot.storage import Database
    from bot.storage.outbox import Pending
    from bot.storage.shards import Shards

EndGames = Callable[[int], Awaitable[object]]  # a channel is gone: end its games (their clocks too)

log = logging.getLogger("sumoku.delivery")

LATER_DELAYS = (30.0, 120.0, 600.0)  # after posting.RETRY_DELAYS: from the outbox, in the background


class Delivery:
    """Sends posts through `client` (channels, users), keeping the outbox of `db` in step.

    It is given what it needs, not the bot: the client, the database (read when used: it opens in
    setup_hook), this process's shards and what to do when a channel is gone."""

    def __init__(
        self,
        client: discord.Client,
        db: Callable[[], Database],
        shards: Callable[[], Shards | None],
        end_games: EndGames,
        status: StatusEdits | None = None,
    ) -> None:
        self.client = client
        self._db = db
        self._shards = shards
        self._end_games = end_games
        self.pictures = PictureCache()
        self._warned: set[int] = set()  # channels whose host was told we cannot post there
        self._retries: dict[int, asyncio.Task[None]] = {}
        # edits of live messages: coalesced (newest state last), within the channel's budget
        self.status = status or StatusEdits()
        # delivered outbox rows with nothing to remember: deleted in batches (app/delivered.py)
        self.delivered = DeliveredRows(lambda ids: self.db.outbox.delivered_many(ids))
        self._sending = 0  # sends under way: alone, a row is deleted at once (no task to wait on)
        # messages sent through an interaction: edited through its token while it is valid
        self.answered = Answered()

    # ------------------------------------------------------------ entry points

    @property
    def db(self) -> Database:
        return self._db()

    async def __call__(self, outcome: Outcome, answer: object | None = None) -> bool:
        """The runner's delivery: `answer` is the interaction to fill, if any."""
        return await self.posts_of(outcome, answer if isinstance(answer, discord.Interaction) else None)

    async def posts_of(self, outcome: Outcome, interaction: discord.Interaction | None = None) -> bool:
        """Send the action's posts; for a game's end, what the outbox holds (its end card carries the
        ratings the same transaction computed). One read fewer on every other move."""
        posts = list(outcome.posts)
        if outcome.outbox_id is not None and outcome.finished:  # only an end is completed in the commit
            stored = await self.db.outbox.get(outcome.outbox_id)
            if stored is None:
                return True  # delivered meanwhile (start-up, a retry)
            posts = posts_from_json(stored.posts)
        return await self.send(
            outcome.game_id, outcome.channel_id, posts, outcome.outbox_id, interaction, outcome.version
        )

    async def resume(self, pending: Sequence[Pending] | None = None) -> int:
        """Deliver what the outbox holds for this process's servers: at start-up the rows read before
        connecting (`pending`: a row a timer or a click adds once connected is sent by its own action,
        and must not go twice), at shutdown whatever is left."""
        await self.delivered.flush()  # a row delivered already is not sent again
        if pending is None:
            pending = await self.db.outbox.pending(shards=self._shards())
        for row in pending:
            posts = posts_from_json(row.posts)
            await self.send(row.game_id, row.channel_id, posts, row.id, None, row.version)
        await self.delivered.flush()  # at shutdown the database closes next
        return len(pending)

    # ------------------------------------------------------------ private answers

    async def private(
        self,
        interaction: discord.Interaction,
        post: Post,
        *,
        text_mode: bool,
        edit: bool = False,
        ephemeral: bool = True,
        cache: tuple[Any, ...] | None = None,
        view: discord.ui.View | None = None,
    ) -> None:
        """Send a private view a presenter made: its picture drawn in the reader's language (cached
        under `cache` + language when given), or its text form for a reader who chose text."""
        await private_answer(
            self.pictures,
            interaction,
            post,
            text_mode=text_mode,
            edit=edit,
            ephemeral=ephemeral,
            cache=cache,
            view=view,
        )

    # ------------------------------------------------------------ sending

    async def send(
        self,
        game_id: int,
        channel_id: int,
        posts: Sequence[Post],
        outbox_id: int | None,
        interaction: discord.Interaction | None,
        version: int | None = None,
    ) -> bool:
        """Send posts in order; True when all went out (the outbox row is then removed). `version`:
        the game's version the posts are of (a live message is never set back to an older one)."""
        self._sending += 1
        try:
            return await self._send_posts(game_id, channel_id, posts, outbox_id, interaction, version)
        finally:
            self._sending -= 1

    async def _send_posts(
        self,
        game_id: int,
        channel_id: int,
        posts: Sequence[Post],
        outbox_id: int | None,
        interaction: discord.Interaction | None,
        version: int | None,
    ) -> bool:
        # the first post rides the interaction (outside the channel's and the bot's budget)
        answer = interaction if interaction is not None and interaction.response.is_done() else None
        remembered: int | None = None  # the message to keep as the game's; stored with the row's removal
        # the messages first, the edits of older ones after: a ping never waits behind an edit
        ordered = [p for p in posts if p.edit is None] + [p for p in posts if p.edit is not None]
        for index, post in enumerate(ordered):
            original = answer is not None and bool(answer.extras.get(PUBLIC_THINKING))
            try:
                sent = await self._one(game_id, channel_id, post, answer, version, interaction)
            except CannotPost as err:
                await self._remember(game_id, remembered)
                await self._cannot_post(game_id, channel_id, err.code)
                if outbox_id is not None:
                    await self.db.outbox.done(outbox_id)  # nobody can read it there: do not pile up
                return False
            except (discord.HTTPException, *NO_ANSWER):
                log.warning("could not deliver post %d of game %s; will retry", index, game_id, exc_info=True)
                await self._remember(game_id, remembered)
                if outbox_id is not None:
                    await self._retry_later(outbox_id)
                return False
            if answer is not None and post.remember and isinstance(sent, discord.WebhookMessage):
                self.answered.sent(sent.id, answer, original=original)  # a game's message: edited later
            if sent is not None and post.edit is None:
                answer = None  # the interaction's answer is used once
            if sent is not None and post.remember:
                remembered = sent.id
        if outbox_id is not None and remembered is None and self._sending > 1:
            # other games are posting too: deleted with theirs, after the commits waiting to be answered
            self.delivered.note(outbox_id)
        elif outbox_id is not None:
            await self.db.outbox.delivered(outbox_id, game_id, remembered)  # one round trip
        else:
            await self._remember(game_id, remembered)
        return True

    async def _remember(self, game_id: int, message_id: int | None) -> None:
        if message_id is not None:
            await self.db.games.set_message(game_id, message_id)

    async def _one(
        self,
        game_id: int,
        channel_id: int,
        post: Post,
        answer: discord.Interaction | None,
        version: int | None = None,
        via: discord.Interaction | None = None,
    ) -> discord.Message | None:
        channel = await find_channel(self.client, channel_id)
        sent = await self._post(game_id, channel, post, answer, version, via)
        # the older message's buttons go after the new one is out (a ping never waits behind them)
        if post.retire and not await self._edit_in_place(via, post.retire, None, {"view": None}):
            self.status.edit(
                post.retire,
                channel_id,
                functools.partial(channel.get_partial_message(post.retire).edit, view=None),
            )
        return sent

    async def _post(
        self,
        game_id: int,
        channel: Any,
        post: Post,
        answer: discord.Interaction | None,
        version: int | None,
        via: discord.Interaction | None,
    ) -> discord.Message | None:
        """One post: a new message (as the answer when there is one), or an edit of an older one."""
        channel_id = channel.id
        guild_id = getattr(getattr(channel, "guild", None), "id", None)
        text_mode = await prefs.text_mode(self.db, guild_id)
        with speaking(public_language(post)):  # the buttons of a public post read as its words do
            view = build_view(post.components)
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in post.mentions]
        )
        if post.edit is not None:
            content = with_text(post, post.content) if post.picture else post.content
            fields = {"content": content[:2000], "view": view, "allowed_mentions": mentions}
            if not await self._edit_in_place(via, post.edit, version, fields, live=post.live):
                edit = channel.get_partial_message(post.edit).edit
                self.status.edit(post.edit, channel_id, functools.partial(edit, **fields), version)
            return None
        if post.picture is not None and not text_mode:
            try:
                file = await picture_file(self.pictures, game_id, post)
                return await send_message(channel, answer, post.content, [file], view, mentions)
            except CannotPost as err:
                if err.code != MISSING_PERMISSIONS:
                    raise
                log.info("channel %s refused a picture: sending the text form", channel_id)
        content = with_text(post, post.content) if post.picture is not None else post.content
        parts = split_message(content)
        sent = None
        for i, part in enumerate(parts):
            last = i == len(parts) - 1
            sent = await send_message(
                channel, answer if i == 0 else None, part, [], view if last else None, mentions
            )
        return sent

    async def _edit_in_place(
        self,
        via: discord.Interaction | None,
        message_id: int,
        version: int | None,
        fields: dict[str, Any],
        *,
        live: bool = False,
    ) -> bool:
        """Edit through an interaction, at once, outside the channel's and the bot's budget: the
        message a pressed component sits on through that press (`@original` after a deferred
        update), else (not a `live` status) a message the bot sent as an interaction's answer or
        followup through that interaction, while its token is valid. False when it cannot go that
        way (none of those, or Discord refused): the channel's edit then."""
        write: Callable[..., Awaitable[object]] | None = None
        if via is not None and sits_on(via, message_id):
            write = via.edit_original_response if via.response.is_done() else via.response.edit_message
        elif not live:
            write = self.answered.editor(message_id)
        if write is None:
            return False
        if not self.status.supersede(message_id, version):
            return True  # a newer state was asked already: this one is not written
        try:
            await write(**fields)
        except (discord.HTTPException, *NO_ANSWER):
            log.info("message %s not edited through its interaction: through the channel", message_id)
            return False
        return True

    # ------------------------------------------------------------ when it cannot be posted

    async def _cannot_post(self, game_id: int, channel_id: int, code: int) -> None:
        if code in (UNKNOWN_CHANNEL, MISSING_ACCESS):  # gone, or the bot can no longer see it
            ended = await self._end_games(channel_id)
            log.info("channel %s gone or hidden (%s): games %s ended as abandoned", channel_id, code, ended)
            if code == UNKNOWN_CHANNEL:
                return
        if channel_id in self._warned:
            return
        self._warned.add(channel_id)
        row = await self.db.games.find(game_id)
        owner = row.owner_id if row else None
        log.warning("cannot post in channel %s (code %s); telling the host %s", channel_id, code, owner)
        if owner is None:
            return
        from bot.words.messages import text

        try:
            user = self.client.get_user(owner) or await self.client.fetch_user(owner)
            await user.send(
                text(
                    "delivery.cannot_post",
                    await prefs.user_language(self.db, owner),
                    channel=f"<#{channel_id}>",
                )
            )
        except discord.HTTPException:
            log.info("could not tell user %s either", owner)

    async def _retry_later(self, outbox_id: int) -> None:
        attempts = await self.db.outbox.failed(outbox_id)
        if outbox_id in self._retries or attempts > len(LATER_DELAYS):
            return
        delay = LATER_DELAYS[attempts - 1] if attempts >= 1 else LATER_DELAYS[0]

        async def later() -> None:
            try:
                await asyncio.sleep(delay)
                row = None if outbox_id in self.delivered else await self.db.outbox.get(outbox_id)
                if row is not None:
                    await self.send(
                        row.game_id, row.channel_id, posts_from_json(row.posts), row.id, None, row.version
                    )
            finally:
                self._retries.pop(outbox_id, None)

        self._retries[outbox_id] = asyncio.create_task(
            later(), name=f"sumoku-redeliver-{outbox_id}", context=no_reader()
        )

    def stop(self) -> None:
        self.status.stop()
        for task in self._retries.values():
            task.cancel()
        self._retries.clear()


def sits_on(interaction: discord.Interaction, message_id: int) -> bool:
    """The interaction is a press on `message_id`, answered (if at all) by updating that message."""
    message = interaction.message
    if interaction.type is not discord.InteractionType.component:
        return False
    if message is None or message.id != message_id:
        return False
    return interaction.response.type in (
        None,
        discord.InteractionResponseType.deferred_message_update,
        discord.InteractionResponseType.message_update,
    )
