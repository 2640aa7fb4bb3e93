"""Solo Sumoku's session: one player, all 96 tiles, stage by stage (RULES.md O1–O3), and the daily
puzzle. Nothing here is public: every outcome is the player's own (no posts), the cog answers privately.

Actions are typed (bot/sessions/actions.py): a grid edit (Place, Take, Move, or a guided step's
exact GridEdit), Submit, GiveUp, Quit. A button's action names its game and version (`Target`): one
made for an earlier game, for another player's, or for an older grid is refused, nothing touched.
Each edit, submit, quit and stuck end is one move in the game's log (one commit, version checked).

One open Solo game per person, wherever it was started (storage's index decides races). A daily
game is a Solo game whose options hold {"daily": "YYYY-MM-DD"}: everyone is dealt `daily_seed(day)`,
once per player per day; its result row carries the day (the server's table, streaks).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

from bot.engine.board import Board
from bot.engine.freegrid import centred
from bot.engine.guide import Spot, spots
from bot.engine.solo import SoloGame, daily_seed
from bot.engine.solver import solve_stage
from bot.engine.tiles import Tile
from bot.present import board_grid
from bot.present.board_wire import TableView
from bot.present.stat_values import CardFigures, SoloFigures
from bot.storage import ChannelBusy, Game, NewMove, NewResult, NewSeat, SoloDailyRow, Variant, forgetting
from bot.words.language import speaking
from bot.words.refusal import Refusal

from .actions import Deal, GiveUp, Here, Quit, SoloAction, Submit, Target, grid_edit
from .base import Actor, Note, Outcome, Session

VARIANT = "solo"
STORES = (VARIANT,)  # the variant names its games are stored under (bot/sessions/variant.py)
TITLES = {VARIANT: "variant.name_solo"}  # each stored name as readers read it (a catalogue id)
STUCK_BUDGET_S = 1.0  # the "stuck?" check's thinking time (RULES.md O3 leaves giving up to the player)


def day_of(now: float) -> date:
    """The UTC date of an epoch time: the daily puzzle's day."""
    return datetime.fromtimestamp(now, UTC).date()


def streak_of(days: Sequence[str], today: date) -> int:
    """Consecutive days with a finished daily puzzle, ending today (or yesterday, before today's)."""
    done = {date.fromisoformat(d) for d in days}
    day = today if today in done else today - timedelta(days=1)
    count = 0
    while day in done:
        count += 1
        day -= timedelta(days=1)
    return count


def decode(row: Game) -> SoloGame:
    if row.state is None:
        raise Refusal("solo.none")
    return SoloGame.from_dict(row.state)


def fixed_board(game: SoloGame) -> Board:
    """The grid of the completed stages (what this stage's tiles must join)."""
    fixed = game.grid.fixed
    return Board({c: t for c, t in game.grid.cells.items() if c in fixed})


OWN_GAME = 0  # a SoloTarget's game when typed: the player's open game (a player has at most one)


class SoloTarget(Target[SoloAction]):
    """A Solo player's game: its buttons and menus name it and its version; typed commands act on
    the player's open game (`SoloTarget.own()`)."""

    @classmethod
    def own(cls) -> SoloTarget:
        return cls(OWN_GAME)


class SoloHere(Here[Deal]):
    """Where a player asks for a Solo game (/solo start, /solo daily): the game is theirs, it only
    remembers the channel (and server) it was dealt in."""


class SoloSession:
    """Start, edit, submit, quit, the stuck check and end, the daily puzzle's table and streaks."""

    variant = VARIANT

    async def spots_for(self, game: SoloGame, idx: Sequence[int]) -> tuple[list[Tile], list[Spot]]:
        """Guided placement: the chosen hand tiles and where they can go (bot/engine/guide.py), off
        the event loop."""
        hand = game.grid.hand
        if not idx or any(i >= len(hand) for i in idx):
            raise Refusal("game.stale")
        tiles = [hand[i] for i in idx]
        return tiles, await self.base.thinker.run(spots, game.grid, tiles, game.key)

    def __init__(self, base: Session) -> None:
        self.base = base
        self.db = base.db

    # ------------------------------------------------------------ reads

    async def current(self, user_id: int) -> tuple[Game, SoloGame]:
        """The player's open Solo game, or a refusal saying how to start one."""
        row = await self.db.games.open_solo(user_id)
        if row is None or row.state is None:
            raise Refusal("solo.none")
        return row, decode(row)

    async def finished(self, game_id: int, user_id: int) -> tuple[Game, SoloGame]:
        """A Solo game of this player that is over (the Share button's)."""
        row = await self.base.row(game_id, none="solo.none", variants=(VARIANT,))
        if row.owner_id != user_id:
            raise Refusal("solo.not_yours")
        game = decode(row)
        if not game.finished:
            raise Refusal("solo.not_over")
        return row, game

    async def streak(self, user_id: int) -> int:
        return streak_of(await self.db.solo.daily_days(user_id), day_of(self.base.clock()))

    async def today(self, guild_id: int | None) -> tuple[date, list[SoloDailyRow]]:
        day = day_of(self.base.clock())
        return day, await self.db.solo.daily_table(day.isoformat(), guild_id=guild_id)

    # ------------------------------------------------------------ start

    async def start(self, actor: Actor, *, guild_id: int | None, channel_id: int, daily: bool) -> Outcome:
        """Deal a new game (the day's puzzle when `daily`); refused while another is open."""
        async with self.base.lock(-actor.user_id):  # per player: game ids are positive
            await self._clear_leftover(actor.user_id)
            now = self.base.clock()
            options: dict[str, str] = {}
            if daily:
                day = day_of(now).isoformat()
                if await self.db.solo.daily_taken(actor.user_id, day):
                    raise Refusal("solo.daily_done", day=day)
                options["daily"] = day
            seed = daily_seed(day_of(now)) if daily else secrets.randbits(48)
            try:
                row = await self.db.games.create(
                    guild_id=guild_id, channel_id=channel_id, variant=VARIANT, owner_id=actor.user_id,
                    options=options, seats=[NewSeat(actor.user_id, actor.name)],
                )  # fmt: skip
            except ChannelBusy:
                raise Refusal("solo.busy") from None
            game, _ = SoloGame.new(seed, now=now)
            started, _ = await self.db.games.start_announced(row.id, game.to_dict(), seed=seed)
            return Outcome(row.id, channel_id, started.version, state=game)

    async def open_at(self, actor: Actor, action: Deal, here: Here[Deal]) -> Outcome:
        """Solo's opening door (bot/sessions/variant.py): `start`, for `actor`, in `here`."""
        return await self.start(actor, guild_id=here.guild_id, channel_id=here.channel_id, daily=action.daily)

    async def board_table(self, row: Game, viewer: Actor, lang: str) -> TableView | None:
        """The player's own game on their board; None for anyone else (nothing of it is theirs)."""
        if row.owner_id != viewer.user_id:
            return None
        with speaking(lang):  # no await from here on: the decoded game is not ours to keep
            return board_grid.solo_table(self.base.peek(row, SoloGame.from_dict), viewer.user_id)

    async def card_figures(
        self, user_id: int, variant: Variant, card: CardFigures, now: float
    ) -> CardFigures:
        """Solo's own /stats figures (registered with it): best tiles, perfect games, the daily streak."""
        db = self.base.db
        days = await db.solo.daily_days(user_id)
        solo = await db.stats.solo(user_id)
        figures = SoloFigures(
            solo.games, solo.best_tiles, solo.completed, len(days), streak_of(days, day_of(now))
        )
        return replace(card, solo=figures)

    async def forget_user(self, game_id: int, user_id: int) -> Outcome | None:
        """/forget-me: a Solo game is the player's alone: it is deleted, under the player's lock. Its
        outcome (no posts, finished) tells the runner's watchers, so the player's open boards drop it."""
        async with self.base.lock(-user_id), self.base.lock(game_id):
            row = await self.db.games.find(game_id)
            await forgetting.delete_game(self.db, game_id)
        if row is None:
            return None
        return Outcome(game_id, row.channel_id, row.version, finished=True)

    async def _clear_leftover(self, user_id: int) -> None:
        """A Solo game created but never dealt (a crash between the two steps) is called off."""
        row = await self.db.games.open_solo(user_id)
        if row is None:
            return
        if row.state is not None:
            raise Refusal("solo.busy")
        await self.db.games.cancel(row.id, reason="never dealt")

    # ------------------------------------------------------------ actions

    async def act(
        self, actor: Actor, action: SoloAction, target: Target[SoloAction] | None = None
    ) -> Outcome:
        """One action on the player's open game, one move in its log (one commit, version checked).

        Engine refusals go up unsaved: a grid edit's (GridError, NotationError); a submit's InvalidGrid
        (every problem, naming cells) or SoloError. Accepted, a submit deals the next tiles (or ends
        the game, perfect); GiveUp is the stuck end (O3), the player's call."""
        row = await self.db.games.open_solo(actor.user_id)  # only its id and version: decoded below
        if row is None or row.state is None:
            raise Refusal("solo.none")
        if target is not None and target.game_id == OWN_GAME:
            target = None  # typed: the player's open game, whatever its version
        if target is not None:
            await self.check_target(row, target, actor)
        async with self.base.lock(row.id):
            row = await self.base.row(row.id, none="solo.none")
            if not row.is_open:
                raise Refusal("game.over")
            if target is not None and target.version is not None and row.version != target.version:
                raise Refusal("game.stale")
            game = decode(row)
            now = self.base.clock()
            match action:
                case Submit():
                    game.submit(now=now)
                    summary = "submit"
                case GiveUp():
                    game.give_up(now=now)
                    summary = "stuck"
                case Quit():
                    game.quit(now=now)
                    summary = "quit"
                case _:
                    edit = grid_edit(game.grid, action)
                    game.edit(edit, now=now)
                    summary = str(edit["a"])
            move = NewMove(action=game.history[-1], user_id=actor.user_id, summary=summary, score=game.score)
            results = self._results(row, game) if game.finished else None
            done = await self.base.store(row, game.to_dict(), move, (), results=results)
            return Outcome(row.id, row.channel_id, done.version, finished=game.finished, state=game)

    async def check_target(self, current: Game, target: Target[SoloAction], actor: Actor) -> None:
        """A button made for another game than the player's open one is refused, never applied to
        theirs: another player's game says so, an earlier game of theirs says so; one made for an
        older version of this game is out of date."""
        if target.game_id == current.id:
            if target.version is not None and current.version != target.version:
                raise Refusal("game.stale")
            return
        named = await self.db.games.find(target.game_id)
        if named is None or named.variant != VARIANT:
            raise Refusal("component.unknown_game")
        if named.owner_id != actor.user_id:
            raise Refusal("solo.not_yours")
        raise Refusal("component.earlier_game")

    @staticmethod
    def _results(row: Game, game: SoloGame) -> list[NewResult]:
        """The stored result: score = tiles placed in completed stages (O3), won = perfect."""
        assert row.owner_id is not None
        return [
            NewResult(0, row.owner_id, game.score, won=game.perfect, ms=game.elapsed_ms,
                      day=row.options.get("daily"))
        ]  # fmt: skip

    # ------------------------------------------------------------ stuck?

    async def stuck_check(self, user_id: int) -> tuple[Game, Note, str | None]:
        """Can this stage still be completed? The solver thinks off the event loop for at most
        STUCK_BUDGET_S; its answer: can (solo.stuck.can), cannot (solo.stuck.cannot) or unknown; and,
        when it can and the player laid some of its tiles, whether their layout can be finished too."""
        row, game = await self.current(user_id)
        note = await self._stage_check(game)
        layout = await self.layout_check(game) if note.key == "solo.stuck.can" else None
        return row, note, layout

    async def _stage_check(self, game: SoloGame) -> Note:
        board = fixed_board(game)
        tiles = list(game.stage_tiles)
        result = await self.base.thinker.run(solve_stage, board, tiles, game.key, deadline_s=STUCK_BUDGET_S)
        if result.solved:
            places = result.placements if len(board) else centred(result.placements)
            if all(game.grid.inside(p.cell) for p in places):
                return Note("solo.stuck.can", {"count": len(tiles)})
            return Note("solo.stuck.unknown", {"score": game.score})
        if result.decided:
            return Note("solo.stuck.cannot", {"score": game.score})
        return Note("solo.stuck.unknown", {"score": game.score})

    async def layout_check(self, game: SoloGame) -> str | None:
        """Can the tiles still in hand finish the stage around the ones the player laid already (kept
        where they are)? The catalogue id of the answer; None when none of this stage's tiles is laid."""
        hand = list(game.grid.hand)
        if len(game.grid) == len(game.grid.fixed) or not hand:
            return None
        board = Board(dict(game.grid.cells))
        try:
            result = await self.base.thinker.run(
                solve_stage, board, hand, game.key, deadline_s=STUCK_BUDGET_S
            )
        except ValueError:  # the solver builds on a valid grid only: these tiles are not one (yet)
            return "solo.stuck.layout_unchecked"
        if result.solved and all(game.grid.inside(p.cell) for p in result.placements):
            return "solo.stuck.layout_can"
        return "solo.stuck.layout_cannot" if result.decided else "solo.stuck.layout_unknown"
