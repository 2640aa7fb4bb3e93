"""The lobby of a Speed or Team race: the main game's lobby rules (join, leave, add a computer,
start, cancel, expiry) with the race's own lobby message and its start."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.present import posts_to_json
from bot.present.lobby import computer_name
from bot.present.speed import lobby_post, started_post
from bot.refusal import Refusal
from bot.storage import ChannelBusy, Game, GameStateError, NewSeat, NewTimer

from .base import Actor, Outcome, Session
from .lobby import EXPIRY, LOBBY_TTL, LobbySession
from .speed import SpeedSession


class SpeedLobby(LobbySession):
    """Lobbies of Speed ('speed') and Team ('team') races."""

    def __init__(self, base: Session, speed: SpeedSession) -> None:
        super().__init__(base, speed)  # type: ignore[arg-type]  # `main` here is the race's start
        self.speed = speed

    async def open(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host: Actor,
        options: Mapping[str, Any],
        computers: int,
        level: str,
    ) -> Outcome:
        seats = [NewSeat(host.user_id, host.name)]
        seats += [NewSeat(None, computer_name(i, level), "computer", level) for i in range(computers)]
        try:
            row = await self.db.games.create(
                guild_id=guild_id,
                channel_id=channel_id,
                variant="team" if options.get("teams") else "speed",
                owner_id=host.user_id,
                options=options,
                seats=seats,
                timers=[NewTimer(EXPIRY, self.base.clock() + LOBBY_TTL)],
                announce=lambda game, rows: posts_to_json(
                    [lobby_post(game.id, game.owner_id, game.options, rows)]
                ),
            )
        except ChannelBusy as busy:
            raise await self.busy(busy.existing_game_id, guild_id, channel_id) from None
        seat_rows = await self.db.seats.list(row.id)
        post = lobby_post(row.id, row.owner_id, row.options, seat_rows)
        pending = await self.db.outbox.pending_for(row.id)
        return Outcome(row.id, channel_id, 0, (post,), pending[0] if pending else None)

    async def change(self, game_id: int, actor: Actor, action: str) -> Outcome:
        """join, leave, cpu: the shared rules, then the race's lobby message; start: the deal."""
        if action == "start":
            return await self._start(game_id, actor)
        outcome = await super().change(game_id, actor, action)
        row = await self.base.row(game_id)
        if not row.message_id:
            return outcome
        seats = await self.db.seats.list(row.id)
        return replace(
            outcome, posts=(lobby_post(row.id, row.owner_id, row.options, seats, edit=row.message_id),)
        )

    def _judge(self, row: Game, seats: list[Any], actor: Actor, action: str) -> None:
        """The shared rules, and: teams of two or more need enough racers to start."""
        super()._judge(row, seats, actor, action)
        teams = int(row.options.get("teams", 0) or 0)
        if action == "start" and teams and len(seats) < 2 * teams:
            raise Refusal("speed.need_team_players", teams=teams, count=2 * teams)

    async def _judge_cancel(self, row: Game, actor: Actor) -> None:
        """As the main game's (fair play), worded for a race: it has no resign."""
        try:
            await super()._judge_cancel(row, actor)
        except Refusal as refused:
            if refused.key != "game.cancel_started":
                raise
            raise Refusal("speed.cancel_started") from None

    async def _start(self, game_id: int, actor: Actor) -> Outcome:
        async with self.base.lock(game_id):
            row = await self.base.row(game_id)
            seats = await self.db.seats.list(row.id)
            self._judge(row, seats, actor, "start")
            edit = [started_post(row.owner_id, row.options, seats, row.message_id)] if row.message_id else []
            try:
                return await self.speed.start(row, seats, extra_posts=edit)
            except GameStateError:
                raise Refusal("lobby.not_lobby") from None
