"""The board (a Discord Activity, web/PROTOCOL.md) as the sessions see it: no discord, no aiohttp.

`BoardSession.table` finds the game a player's board shows and decodes it (the sessions' decoded-game
cache, decoded.py), says which seat or racer the viewer is, and hands those plain values to the
board's presenters (bot/present/board*.py), which lay out the `table` that player may see (their own
rack or grid only, never another's). `preview` judges a main-game turn being assembled (nothing
stored; board_main.py), and `call` turns a checked action frame into the same session call a slash
command makes (board_calls.py), so a move made on the board is stored and announced exactly like one
typed in chat. No game is held across an await, so a table costs little CPU; what every viewer's
table of a version shares, and the legal turns of the seat to move, are kept per version.

Words are in the reader's language: pass `lang`, or call inside `bot.words.language.speaking`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager

from bot.engine.main_game import MainGame
from bot.engine.movegen import TurnFamily, turn_families
from bot.engine.spot import SpotGame
from bot.present.board import head_json, lobby_json, note_words
from bot.present.board_wire import ActionFrame, PreviewVerdict, SharedMain, Table, TableView, TilePair
from bot.storage import Game, Move
from bot.words.language import current_language, speaking
from bot.words.refusal import Refusal

from . import board_main
from .base import Actor, Outcome, Session
from .board_calls import Acting, BoardActing, check_pairs, frame_action
from .board_frames import count_of, read_frame, read_hello
from .board_words import is_stale, reason_of
from .decoded import GameKey, key_of
from .main import TIMEOUT, MainSession
from .spot import SpotSession
from .variant import Variants

FACTS_KEPT = 256
SHARED_KEPT = 64  # a main table's parts alike for every viewer, per game version and language
FAMILIES_KEPT = 32  # a few hundred KB each at most: the turns being built right now

__all__ = ["Acting", "BoardSession", "count_of", "is_stale", "read_frame", "read_hello", "reason_of"]


class BoardSession:
    """The pure side of the board: tables, previews, and action frames as session calls."""

    def __init__(self, base: Session, main: MainSession, spot: SpotSession, variants: Variants) -> None:
        self.base = base
        self.db = base.db
        self.main = main
        self.spot = spot
        self.variants = variants  # each variant's table
        # (game, version) -> what a main table reads besides the game row (see `_main_facts`)
        # (game, version, seat) -> every legal turn of that seat's rack, for the steps of one turn
        self._families: OrderedDict[tuple[GameKey, int, int], Sequence[TurnFamily]] = OrderedDict()
        self._facts: OrderedDict[tuple[GameKey, int], tuple[int | None, Move | None, MainGame | None]] = (
            OrderedDict()
        )
        # (game, version, language) -> the board, the last move's words, ...: one push, one build
        self._shared: OrderedDict[tuple[GameKey, int, str], SharedMain] = OrderedDict()

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

    async def main_table(self, row: Game, user: Actor, lang: str) -> TableView:
        """The main game's part of a table (registered for it: the caches below are the board's)."""
        deadline, last, closed = await self._main_facts(row)
        with speaking(lang):
            game = closed or self.main_game(row)  # no await from here on: the game is not ours to keep
            families = self._families_at(row) if not game.finished else None
            shared = self._shared_at(row, game, last, lang)
            out = board_main.main_table(game, user.user_id, lang, families, shared)
        if deadline is not None and not game.finished:
            out["clock"] = {"deadline_ms": deadline}
        return out

    def _families_at(self, row: Game) -> board_main.Families:
        """`turn_families` of a seat at the row's version, found once for every step of a turn."""

        def families(game: MainGame, seat: int) -> Sequence[TurnFamily]:
            key = (key_of(row), row.version, seat)
            found = self._families.get(key)
            if found is None:
                found = self._families[key] = turn_families(game.board, game.racks[seat], game.key)
                while len(self._families) > FAMILIES_KEPT:
                    self._families.popitem(last=False)
            return found

        return families

    def _shared_at(self, row: Game, game: MainGame, last: Move | None, lang: str) -> SharedMain:
        """The parts of a main table alike for every viewer, built once per version and language
        (a push to twenty boards read the last move's words twenty times)."""
        key = (key_of(row), row.version, lang)
        found = self._shared.get(key)
        if found is None:
            found = self._shared[key] = board_main.shared_json(
                game, None if last is None else last.action, lang
            )
            while len(self._shared) > SHARED_KEPT:
                self._shared.popitem(last=False)
        return found

    def main_game(self, row: Game) -> MainGame:
        """The running game at the row's version, from the sessions' cache when it holds it."""
        return self.base.decoded.peek(key_of(row), row.version, row.state or {}, MainGame.from_dict)

    async def _main_facts(self, row: Game) -> tuple[int | None, Move | None, MainGame | None]:
        """The turn clock's deadline (ms), the last logged move and, for a closed game, the game
        with its table rebuilt from the move log (a closed game's stored state keeps no board):
        read once per game version."""
        key = (key_of(row), row.version)
        known = self._facts.get(key)
        if known is not None:
            self._facts.move_to_end(key)
            return known
        closed = None
        if row.status == "running":
            timers = await self.db.timers.peek(row.id)
            due = [t.due_at for t in timers if t.kind == TIMEOUT]
            deadline = int(min(due) * 1000) if due else None
            last = await self.db.moves.last(row.id)
        else:
            moves = await self.db.moves.list(row.id)
            deadline, last = None, moves[-1] if moves else None
            closed = board_main.closed_game(row.state or {}, [m.action for m in moves])
        found = self._facts[key] = (deadline, last, closed)
        while len(self._facts) > FACTS_KEPT:
            self._facts.popitem(last=False)
        return found

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
        """A main-game turn being assembled: is it legal so far, its score when complete, the chat's
        sentence when not, where each rack tile left could go next. Stores nothing."""
        lang = lang or current_language()
        with speaking(lang):
            try:
                pairs = check_pairs(tiles)
                row = await self.main.base.row(game_id, variants=("main",))
                if row.status != "running":
                    raise Refusal(
                        "game.over" if row.status in ("finished", "cancelled") else "game.not_running"
                    )
                if row.version != version:
                    return {"ok": False, "stale": True, "reason": stale_text(), "next": {}}
                game = self.main_game(row)  # no await from here on
                seat = board_main.seat_in(game, user.user_id)
                if seat is None or not game.active[seat]:
                    raise Refusal("game.not_player")
                game.check_turn(seat)
                return board_main.preview(game, seat, pairs, lang, self._families_at(row))
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
        """What the runner holds from a frame's call to its delivery (`Runner.run(order=...)`): a Spot
        race's claims are answered in order, as chat's; None for every other action."""
        return self.spot.order(frame["game"]) if frame["t"] == "claim" else None

    @staticmethod
    def note_text(outcome: Outcome, *, lang: str | None = None) -> str | None:
        """An outcome's private word for the actor as the board shows it (a wrong Spot claim)."""
        note = outcome.note
        if note is None:
            return None
        with speaking(lang):
            spot = outcome.state if note.key == "spot.wrong" and isinstance(outcome.state, SpotGame) else None
            return note_words(note.key, note.params, spot)


def stale_text() -> str:
    """Why a board's action or preview was not judged: another move landed first."""
    return Refusal("table.stale").render()
