"""The rules of Sumoku: pure, deterministic under a seed, no Discord and no I/O.

Main entry points:
    Tile, Colour, Board, Cell, Axis      values
    judge_turn(board, placements, key)   is a turn legal, what does it score (M2–M5)
    MainGame.new(seats, seed)            the main game's state machine (M1–M9)
    check_grid / check_claim             Speed/Team/Solo grids (P2), Spot claims (S2)
    notation.parse_place(...)            a `/place` request into placements
"""

from .bag import Bag
from .board import Axis, Board, Cell, Line
from .grid import ClaimVerdict, GridVerdict, check_claim, check_grid
from .main_game import (
    Event,
    GameEnded,
    GameError,
    GameStarted,
    LeaveReason,
    MainGame,
    PassReason,
    Seat,
    SeatKind,
    SeatLeft,
    Standing,
    TurnPassed,
    TurnPlayed,
)
from .tiles import COLOURS, Colour, Tile, full_set, hand_total
from .turns import IllegalTurn, Placement, Reason, Verdict, judge_turn

__all__ = [
    "COLOURS", "Axis", "Bag", "Board", "Cell", "ClaimVerdict", "Colour", "Event", "GameEnded", "GameError",
    "GameStarted", "GridVerdict", "IllegalTurn", "LeaveReason", "Line", "MainGame", "PassReason", "Placement",
    "Reason", "Seat", "SeatKind", "SeatLeft", "Standing", "Tile", "TurnPassed", "TurnPlayed", "Verdict",
    "check_claim", "check_grid", "full_set", "hand_total", "judge_turn",
]  # fmt: skip
