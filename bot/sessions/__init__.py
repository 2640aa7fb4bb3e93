"""The running games: one session per variant on a small shared base (see base.py).

Nothing here imports discord; the clock is passed in. The bot holds one `Sessions`.
"""

from __future__ import annotations

from bot.storage import Database
from bot.thinking import Thinker

from . import board_main, spot_board
from .base import Actor, Clock, Locks, Note, Outcome, Session
from .board import BoardSession
from .forget import ForgetSession, Forgotten
from .lobby import LobbyHere, LobbySession, LobbyTarget
from .main import STORES as MAIN_STORES
from .main import TITLES as MAIN_TITLES
from .main import MainSession, MainTarget
from .records import RecordsSession
from .settings import SettingsSession
from .solo import STORES as SOLO_STORES
from .solo import TITLES as SOLO_TITLES
from .solo import SoloHere, SoloSession, SoloTarget
from .speed import STORES as SPEED_STORES
from .speed import TITLES as SPEED_TITLES
from .speed import SpeedSession, SpeedTarget
from .speed_lobby import SpeedLobby, SpeedLobbyHere, SpeedLobbyTarget
from .spot import STORES as SPOT_STORES
from .spot import TITLES as SPOT_TITLES
from .spot import SpotHere, SpotSession, SpotTarget
from .variant import Variants


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
        self.spot = SpotSession(self.base, idle_limit=spot_idle_s, chat=spot_chat)
        self.speed = SpeedSession(self.base)
        self.speed_lobby = SpeedLobby(self.base, self.speed)
        self.solo = SoloSession(self.base)
        self.variants = Variants()  # every door: the runner and /forget-me find the sessions here
        self.records = RecordsSession(db, self.variants)
        # in the order the commands offer them (variants.names): main, spot, speed, team, solo
        self.variants.register(
            MainTarget,
            self.main,
            stores=MAIN_STORES,
            titles=MAIN_TITLES,
            figures=self.main.card_figures,
            replay=self.main.replay,
        )
        self.variants.register(LobbyTarget, self.lobby)
        self.variants.register(
            SpotTarget,
            self.spot,
            stores=SPOT_STORES,
            titles=SPOT_TITLES,
            figures=self.spot.card_figures,
        )
        self.variants.register(
            SpeedTarget,
            self.speed,
            stores=SPEED_STORES,
            titles=SPEED_TITLES,
            figures=self.speed.card_figures,
        )
        self.variants.register(SpeedLobbyTarget, self.speed_lobby)
        self.variants.register(
            SoloTarget,
            self.solo,
            stores=SOLO_STORES,
            titles=SOLO_TITLES,
            own_board=True,
            figures=self.solo.card_figures,
        )
        self.variants.register_opening(LobbyHere, self.lobby)
        self.variants.register_opening(SpeedLobbyHere, self.speed_lobby)
        self.variants.register_opening(SpotHere, self.spot)
        self.variants.register_opening(SoloHere, self.solo)
        board_main.register_board(self.variants, self.base)  # its table and preview keep caches
        spot_board.register_board(self.variants, self.spot)  # a claim's order, a wrong claim's words
        self.board = BoardSession(self.base, self.variants)  # the Activity
        self.forget = ForgetSession(db, clock, self.variants.forgetters)  # /forget-me

    @property
    def lock(self) -> Locks:
        return self.base.lock


__all__ = ["Actor", "Clock", "Forgotten", "Locks", "Note", "Outcome", "Session", "Sessions", "Variants"]
