"""The lobby of a Speed or Team race: the main game's lobby rules (join, leave, add a computer,
start, cancel, expiry) with the race's variant, its own lobby message and its start."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from bot.present import speed as present
from bot.storage import Game, SeatRow
from bot.words.refusal import Refusal

from .actions import Here, LobbyAction, OpenLobby, Target
from .base import Actor, Session
from .lobby import LobbySession
from .speed import SpeedSession


class SpeedLobbyTarget(Target[LobbyAction]):
    """A Speed or Team race's lobby (its buttons, /speed join|leave|start|cancel)."""


class SpeedLobbyHere(Here[OpenLobby]):
    """A channel where a Speed or Team race's lobby opens (/speed new)."""


class SpeedLobby(LobbySession):
    """Lobbies of Speed ('speed') and Team ('team', when the host asked for teams) races."""

    VARIANTS: ClassVar[tuple[str, ...]] = ("speed", "team")
    TARGET: ClassVar[type[Target[LobbyAction]]] = SpeedLobbyTarget
    HERE: ClassVar[type[Here[OpenLobby]]] = SpeedLobbyHere
    post = staticmethod(present.lobby_post)
    started = staticmethod(present.started_post)

    def __init__(self, base: Session, speed: SpeedSession) -> None:
        super().__init__(base, speed)  # type: ignore[arg-type]  # `main.start` deals the race

    def variant_for(self, options: Mapping[str, object]) -> str:
        return "team" if options.get("teams") else "speed"

    def _judge(self, row: Game, seats: list[SeatRow], actor: Actor, action: str) -> None:
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
