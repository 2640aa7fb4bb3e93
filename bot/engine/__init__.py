"""The rules of Sumoku: pure, deterministic under a seed, no Discord and no I/O.

Main entry points:
    Tile, Colour, Board, Cell, Axis      values
    judge_turn(board, placements, key)   is a turn legal, what does it score (M2–M5)
    MainGame.new(seats, seed)            the main game's state machine (M1–M9)
    check_grid / check_claim             Speed/Team/Solo grids (P2), Spot claims (S2)
    notation.parse_place(...)            a `/place` request into placements
    FreeGrid(hand)                       a private grid edited at will (P1, O2); inspect_grid: P2 naming cells
    spots(grid, tiles, key)              where chosen tiles could go (the guided flow on a phone)
    SpeedMatch.new(racers, seed, ...)    Speed and Team races (P1–P4, T1); public_status: the channel's view
    plan_racer / computer_step           the computer racer (its layout comes from the solver)
    SoloGame.new(seed, now=...)          Solo (O1–O3); daily_seed(date) for the daily puzzle
"""

from .bag import Bag
from .board import Axis, Board, Cell, Line
from .freegrid import (
    GRID_SIZE,
    FreeGrid,
    GridError,
    InvalidGrid,
    arrange_action,
    centred,
    move_action,
    place_action,
    take_action,
)
from .grid import ClaimVerdict, GridProblem, GridReport, GridVerdict, check_claim, check_grid, inspect_grid
from .guide import MAX_SPOTS, Spot, spots
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
from .racer import RacerPlan, computer_step, dump_choice, plan_racer
from .solo import (
    SoloEnded,
    SoloError,
    SoloGame,
    SoloSummary,
    StageCompleted,
    StageDealt,
    StageEdited,
    daily_seed,
)
from .speed import (
    MatchEnded,
    Racer,
    RacerStats,
    RoundResult,
    RoundStarted,
    RoundTimedOut,
    RoundWon,
    Scoring,
    SpeedError,
    SpeedMatch,
    SpeedStatus,
    TeamStanding,
    TeamStatus,
    TileDumped,
    assign_teams,
    public_status,
)
from .tiles import COLOURS, Colour, Tile, full_set, hand_total
from .turns import IllegalTurn, Placement, Reason, Verdict, judge_turn

__all__ = [
    "COLOURS", "GRID_SIZE", "MAX_SPOTS", "Axis", "Bag", "Board", "Cell", "ClaimVerdict", "Colour",
    "Event", "FreeGrid", "GameEnded", "GameError", "GameStarted", "GridError", "GridProblem",
    "GridReport", "GridVerdict", "IllegalTurn", "InvalidGrid", "LeaveReason", "Line", "MainGame",
    "MatchEnded", "PassReason", "Placement", "Racer", "RacerPlan", "RacerStats", "Reason", "RoundResult",
    "RoundStarted", "RoundTimedOut", "RoundWon", "Scoring", "Seat", "SeatKind", "SeatLeft", "SoloEnded",
    "SoloError", "SoloGame", "SoloSummary", "SpeedError", "SpeedMatch", "SpeedStatus", "Spot",
    "StageCompleted", "StageDealt", "StageEdited", "Standing", "TeamStanding", "TeamStatus", "Tile",
    "TileDumped", "TurnPassed", "TurnPlayed", "Verdict", "arrange_action", "assign_teams", "centred",
    "check_claim", "check_grid", "computer_step", "daily_seed", "dump_choice", "full_set", "hand_total",
    "inspect_grid", "judge_turn", "move_action", "place_action", "plan_racer", "public_status", "spots",
    "take_action",
]  # fmt: skip
