"""Solo Sumoku's session: one player, all 96 tiles, stage by stage (RULES.md O1–O3), and the daily
puzzle. Nothing here is public: every outcome is the player's own (no posts), the cog answers privately.

Actions (plain dicts, as typed or as the guided flow made them):
    {"a": "place", "tiles": "R5 B9", "at": "P16", "direction": "across"}   /solo place notation
    {"a": "place", "tiles": ["R5"], "cell": [r, c], "axis": "across"}      a guided spot (exact cells)
    {"a": "take", "cells": "P16 Q16"} | {"a": "move", "from": "P16", "to": "P17"}
    and the engine's own FreeGrid edit dicts (arrange, take_last, take_all)
Each edit, submit, quit and stuck end is one move in the game's log (one commit, version checked).

One open Solo game per person, wherever it was started (storage's index decides races). A daily
game is a Solo game whose options hold {"daily": "YYYY-MM-DD"}: everyone is dealt `daily_seed(day)`,
once per player per day; its result row carries the day (the server's table, streaks).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, date, datetime, timedelta
from typing import Any

from bot.engine.board import Board
from bot.engine.freegrid import FreeGrid, centred, move_action, take_action
from bot.engine.guide import spots
from bot.engine.solo import SoloGame, daily_seed
from bot.engine.solver import solve_stage
from bot.refusal import Refusal
from bot.storage import ChannelBusy, Game, NewMove, NewResult, NewSeat, SoloDailyRow, forgetting

from .base import Actor, Note, Outcome, Session

VARIANT = "solo"
Apply = Callable[[Game, SoloGame, float], str]  # changes the game, says what it did (the log's summary)
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


def typed_edit(grid: FreeGrid, action: Mapping[str, Any]) -> dict[str, Any]:
    """A typed command (labels as printed on the grid) into the FreeGrid edit it means."""
    kind = action.get("a")
    if kind == "place" and isinstance(action.get("tiles"), str):
        return grid.parse_place(str(action["tiles"]), action.get("at"), action.get("direction"))
    if kind == "take" and isinstance(action.get("cells"), str):
        cells = str(action["cells"]).replace(",", " ").split()
        return take_action(grid.parse_cell(c) for c in cells)
    if kind == "move" and isinstance(action.get("from"), str):
        return move_action(grid.parse_cell(str(action["from"])), grid.parse_cell(str(action["to"])))
    return dict(action)


class SoloSession:
    """Start, edit, submit, quit, the stuck check and end, the daily puzzle's table and streaks."""

    variant = VARIANT

    async def spots_for(self, game: SoloGame, idx: Sequence[int]) -> tuple[list[Any], list[Any]]:
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
        row = await self.base.row(game_id, none="solo.none")
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
            options: dict[str, Any] = {}
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

    async def forget_user(self, game_id: int, user_id: int) -> Outcome | None:
        """/forget-me: a Solo game is the player's alone: it is deleted, under the player's lock."""
        async with self.base.lock(-user_id), self.base.lock(game_id):
            await forgetting.delete_game(self.db, game_id)
        return None

    async def _clear_leftover(self, user_id: int) -> None:
        """A Solo game created but never dealt (a crash between the two steps) is called off."""
        row = await self.db.games.open_solo(user_id)
        if row is None:
            return
        if row.state is not None:
            raise Refusal("solo.busy")
        await self.db.games.cancel(row.id, reason="never dealt")

    # ------------------------------------------------------------ actions

    async def edit(
        self, actor: Actor, action: Mapping[str, Any], *, expected_version: int | None = None
    ) -> Outcome:
        """One grid edit of this stage's tiles; engine refusals (GridError, NotationError) go up unsaved."""

        def apply(row: Game, game: SoloGame, now: float) -> str:
            edit = typed_edit(game.grid, action)
            game.edit(edit, now=now)
            return str(edit["a"])

        return await self._act(actor, apply, expected_version)

    async def submit(self, actor: Actor, *, expected_version: int | None = None) -> Outcome:
        """O1/O2: the stage's grid judged; InvalidGrid (every problem, naming cells) or SoloError go up
        with nothing saved; accepted, the next tiles are dealt (or the game ends, perfect)."""

        def apply(row: Game, game: SoloGame, now: float) -> str:
            game.submit(now=now)
            return "submit"

        return await self._act(actor, apply, expected_version)

    async def quit(self, actor: Actor) -> Outcome:
        def apply(row: Game, game: SoloGame, now: float) -> str:
            game.quit(now=now)
            return "quit"

        return await self._act(actor, apply, None)

    async def give_up(self, actor: Actor, *, expected_version: int | None = None) -> Outcome:
        """The stuck end (O3): the player's call, after the check or not."""

        def apply(row: Game, game: SoloGame, now: float) -> str:
            game.give_up(now=now)
            return "stuck"

        return await self._act(actor, apply, expected_version)

    async def _act(self, actor: Actor, apply: Apply, expected_version: int | None) -> Outcome:
        row, _ = await self.current(actor.user_id)
        async with self.base.lock(row.id):
            row = await self.base.row(row.id, none="solo.none")
            if not row.is_open:
                raise Refusal("game.over")
            if expected_version is not None and row.version != expected_version:
                raise Refusal("game.stale")
            game = decode(row)
            summary = apply(row, game, self.base.clock())
            move = NewMove(action=game.history[-1], user_id=actor.user_id, summary=summary, score=game.score)
            results = self._results(row, game) if game.finished else None
            done = await self.base.store(row, game.to_dict(), move, (), results=results)
            return Outcome(row.id, row.channel_id, done.version, finished=game.finished, state=game)

    @staticmethod
    def _results(row: Game, game: SoloGame) -> list[NewResult]:
        """The stored result: score = tiles placed in completed stages (O3), won = perfect."""
        assert row.owner_id is not None
        return [
            NewResult(0, row.owner_id, game.score, won=game.perfect, ms=game.elapsed_ms,
                      day=row.options.get("daily"))
        ]  # fmt: skip

    # ------------------------------------------------------------ stuck?

    async def stuck_check(self, user_id: int) -> tuple[Game, Note]:
        """Can this stage still be completed? The solver thinks off the event loop for at most
        STUCK_BUDGET_S; its answer: can (solo.stuck.can), cannot (solo.stuck.cannot) or unknown."""
        row, game = await self.current(user_id)
        board = fixed_board(game)
        tiles = list(game.stage_tiles)
        result = await self.base.thinker.run(solve_stage, board, tiles, game.key, deadline_s=STUCK_BUDGET_S)
        if result.solved:
            places = result.placements if len(board) else centred(result.placements)
            if all(game.grid.inside(p.cell) for p in places):
                return row, Note("solo.stuck.can", {"count": len(tiles)})
            return row, Note("solo.stuck.unknown", {"score": game.score})
        if result.decided:
            return row, Note("solo.stuck.cannot", {"score": game.score})
        return row, Note("solo.stuck.unknown", {"score": game.score})
