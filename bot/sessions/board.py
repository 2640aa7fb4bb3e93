"""The board (a Discord Activity, web/PROTOCOL.md) as the sessions see it: no discord, no aiohttp.

`BoardSession.table` finds the game a player's board shows and decodes it (the sessions' decoded-game
cache, decoded.py), says which seat or racer the viewer is, and hands those plain values to the
board's presenters (bot/present/board*.py), which lay out the `table` that player may see (their own
rack or grid only, never another's). `preview` judges a turn being assembled (nothing stored; the
main game's, board_main.py), and `call` turns a checked action frame into the same session call a slash
command makes (board_calls.py), so a move made on the board is stored and announced exactly like one
typed in chat. Each variant's part of these (its table, its preview, what its frames hold, its
notes' words) is the one it registered (bot/sessions/variant.py); this module names no variant.

Words are in the reader's language: pass `lang`, or call inside `bot.words.language.speaking`.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager

from bot.present.board import head_json, lobby_json, note_words
from bot.present.board_wire import ActionFrame, PreviewVerdict, Table, TilePair
from bot.storage import Game
from bot.words.language import current_language, speaking
from bot.words.refusal import Refusal

from .base import Actor, Outcome, Session
from .board_calls import Acting, BoardActing, check_pairs, frame_action
from .board_frames import count_of, read_frame, read_hello
from .board_words import is_stale, reason_of
from .variant import Variants

__all__ = ["Acting", "BoardSession", "count_of", "is_stale", "read_frame", "read_hello", "reason_of"]


class BoardSession:
    """The pure side of the board: tables, previews, and action frames as session calls."""

    def __init__(self, base: Session, variants: Variants) -> None:
        self.base = base
        self.db = base.db
        self.variants = variants  # each variant's table, preview, frame order and note words

    # ------------------------------------------------------------ tables

    async def table(self, channel_id: int, user: Actor, *, lang: str | None = None) -> Table | None:
        """The channel's game as `user` may see it: the open shared game, else the user's Solo game
        started in this channel, else the channel's latest finished game; None when there is none."""
        row = await self.db.games.open_in_channel(channel_id)
        if row is None:
            solo = await self.db.games.open_solo(user.user_id)
            row = solo if solo is not None and solo.channel_id == channel_id else None
        if row is None:
            row = await self.db.games.last_finished_in_channel(channel_id)
        table = None if row is None else await self._table(row, user, lang)
        return None if table is None else self._timed(table)

    async def table_of(self, game_id: int, user: Actor, *, lang: str | None = None) -> Table | None:
        """A known game's table as `user` may see it; None when there is no such game, or it is
        another player's Solo game (nothing of it is theirs: a board showing the channel's shared
        game keeps it when someone starts a Solo game in the same channel)."""
        return await self.table_for(await self.row(game_id), user, lang=lang)

    async def row(self, game_id: int) -> Game | None:
        """A game's row, read once for every board a change is pushed to (`table_for` each)."""
        return await self.db.games.find(game_id)

    async def table_for(self, row: Game | None, user: Actor, *, lang: str | None = None) -> Table | None:
        """`table_of` for a row read already."""
        table = None if row is None else await self._table(row, user, lang)
        return None if table is None else self._timed(table)

    def changes_by_itself(self, variant: str) -> bool:
        """Whether a table of `variant` may change with nothing stored (its session said when:
        Spot's lock-outs); only then is it worth reading a game's row to ask `changes_in`."""
        return self.variants.until_for(variant) is not None

    def changes_in(self, row: Game, user: Actor) -> float | None:
        """Seconds until `user`'s table of `row` changes with nothing stored (a Spot lock-out ends);
        None: it changes only with the game (a push follows every stored change)."""
        until = self.variants.until_for(row.variant.value)
        at = None if until is None or row.state is None else until(row, user)
        return None if at is None else max(0.0, at - self.base.clock())

    def _timed(self, table: Table) -> Table:
        """A clock's deadline comes with the bot's own time (`now_ms`): a board counts down from the
        difference, whatever its device's clock says (a skewed phone, the sandbox's simulated clock)."""
        if "clock" in table:
            table["clock"] = {**table["clock"], "now_ms": int(self.base.clock() * 1000)}
        return table

    async def _table(self, row: Game, user: Actor, lang: str | None) -> Table | None:
        """The table's head, then the variant's own part (its session's, found in the registry);
        None when nothing of the game is the viewer's (another player's Solo game)."""
        lang = lang or current_language()
        head = head_json(row.variant.value, row.id, row.version, row.status.value, row.channel_id)
        if row.state is None:  # a lobby: who has joined so far
            return {**head, **lobby_json(user.user_id, await self.base.seats(row.id))}
        table = self.variants.table_for(row.variant.value)
        shown = None if table is None else await table(row, user, lang)
        return None if shown is None else {**head, **shown}

    # ------------------------------------------------------------ preview

    async def preview(
        self,
        game_id: int,
        version: int,
        user: Actor,
        tiles: Sequence[TilePair],  # a `preview` frame's, read (board_frames.py)
        *,
        lang: str | None = None,
    ) -> PreviewVerdict:
        """A turn being assembled (the main game's): is it legal so far, its score when complete, the
        chat's sentence when not, where each rack tile left could go next; judged by the preview its
        variant registered (a game of a variant with none is refused as unknown). Stores nothing."""
        lang = lang or current_language()
        with speaking(lang):
            try:
                pairs = check_pairs(tiles)
                previews = self.variants.previews
                row = await self.base.row(game_id, variants=tuple(previews))
                if row.status != "running":
                    raise Refusal(
                        "game.over" if row.status in ("finished", "cancelled") else "game.not_running"
                    )
                if row.version != version:
                    return {"ok": False, "stale": True, "reason": stale_text(), "next": {}}
                return await previews[row.variant.value](row, user, pairs, lang)
            except Exception as error:
                reason = reason_of(error)
                if reason is None:
                    raise
                return {"ok": False, "stale": is_stale(error), "reason": reason, "next": {}}

    # ------------------------------------------------------------ actions

    async def call(self, frame: ActionFrame) -> BoardActing:
        """An action frame (`play`, `pass`, `resign`, `grid`, `submit`, `dump`, `giveup`, `claim`),
        read by `read_frame`, as the runner's session call: the typed action and version check chat
        uses. Raises Refusal (`table.bad_move`, the chat's refusals) for a frame that names no legal
        action; called, an action on an older version is refused as stale (`is_stale`)."""
        return await frame_action(self, frame)

    def order(self, frame: ActionFrame) -> AbstractAsyncContextManager[object] | None:
        """What the runner holds from a frame's call to its delivery (`Runner.run(order=...)`), as the
        variant whose frame it is registered (a Spot race's claims are answered in order, as chat's);
        None for every other action."""
        order = self.variants.board_order_for(frame["t"])
        return None if order is None else order(frame["game"])

    def note_text(self, outcome: Outcome, *, lang: str | None = None) -> str | None:
        """An outcome's private word for the actor as the board shows it: as its variant registered
        the note's words (a wrong Spot claim names its tiles), else the catalogue's text."""
        note = outcome.note
        if note is None:
            return None
        words = self.variants.board_note_for(note.key)
        with speaking(lang):
            return note_words(note.key, note.params, None) if words is None else words(note, outcome)


def stale_text() -> str:
    """Why a board's action or preview was not judged: another move landed first."""
    return Refusal("table.stale").render()
