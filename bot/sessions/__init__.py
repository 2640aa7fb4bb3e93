"""The running games: one session per variant on a small shared base (see base.py).

Nothing here imports discord; the clock is passed in. The bot holds one `Sessions`.
"""

from __future__ import annotations

from bot.storage import Database
from bot.thinking import Thinker

from .base import Actor, Clock, Locks, Note, Outcome, Session
from .board import BoardSession
from .forget import ForgetSession, Forgetter, Forgotten
from .lobby import LobbySession
from .main import MainSession
from .records import RecordsSession
from .settings import SettingsSession
from .solo import SoloSession
from .speed import SpeedSession
from .speed_lobby import SpeedLobby
from .spot import SpotSession


class Sessions:
    """Every variant's session over one database, one clock and one lock registry."""

    def __init__(
        self,
        db: Database,
        clock: Clock,
        *,
        spot_idle_s: float = 600.0,
        spot_chat: bool = False,
        thinker: Thinker | None = None,
        message_links: bool = True,
    ) -> None:
        self.base = Session(db, clock, Locks(), thinker)
        self.base.message_links = message_links  # refusals link to a game's post (else name its channel)
        self.main = MainSession(self.base)
        self.lobby = LobbySession(self.base, self.main)
        self.settings = SettingsSession(db)
        self.records = RecordsSession(db)
        self.spot = SpotSession(self.base, idle_limit=spot_idle_s, chat=spot_chat)
        self.speed = SpeedSession(self.base)
        self.speed_lobby = SpeedLobby(self.base, self.speed)
        self.solo = SoloSession(self.base)
        variants: dict[str, Forgetter] = {
            "main": self.main,
            "speed": self.speed,
            "team": self.speed,
            "spot": self.spot,
        }
        self.board = BoardSession(self.base, self.main, self.speed, self.solo, self.spot)  # the Activity
        self.forget = ForgetSession(db, clock, variants | {"solo": self.solo})  # /forget-me

    @property
    def lock(self) -> Locks:
        return self.base.lock


__all__ = ["Actor", "Clock", "Forgotten", "Locks", "Note", "Outcome", "Session", "Sessions"]
