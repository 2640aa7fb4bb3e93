"""The main game's state machine (RULES.md M1–M9).

`MainGame` is the whole truth about one game: seats, bag, racks, board, scores, whose turn.
Every action returns the events it caused (a play, the automatic passes that followed,
the end), which is all the bot needs to report. Actions are recorded in `history`, so a game
is rebuilt exactly from its seed, its seats and that list (`MainGame.replay`).

The seats, reasons, GameError and the events live in main_events.py; importing them from here
still works (MainGame uses each of them).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import movegen
from .bag import Bag
from .board import Board, Cell
from .main_events import (
    Event,
    GameEnded,
    GameError,
    GameStarted,
    LeaveReason,
    PassReason,
    Seat,
    SeatKind,
    SeatLeft,
    Standing,
    TurnPassed,
    TurnPlayed,
)
from .tiles import RACK_SIZE, Tile, hand_total, roll_die
from .turns import CellLabel, IllegalTurn, Placement, Verdict, _plain_label, judge_turn

__all__ = [  # MainGame, and what it takes and returns (defined in main_events.py)
    "MAX_SEATS",
    "MIN_SEATS",
    "Event",
    "GameEnded",
    "GameError",
    "GameStarted",
    "LeaveReason",
    "MainGame",
    "PassReason",
    "Seat",
    "SeatKind",
    "SeatLeft",
    "Standing",
    "TurnPassed",
    "TurnPlayed",
]

SERIAL_VERSION = 1
MISSED_TURNS_LIMIT = 3
MIN_SEATS, MAX_SEATS = 2, 8


# ---------------------------------------------------------------- the game


def _tile_str(t: Tile) -> str:
    return str(t)


def _parse_tile(s: str) -> Tile:
    from .notation import TILE_NAMED, parse_tile

    return TILE_NAMED.get(s) or parse_tile(s)


@dataclass(eq=False)
class MainGame:
    seed: int
    seats: tuple[Seat, ...]
    key: int
    bag: Bag
    racks: list[list[Tile]]
    board: Board = field(default_factory=Board)
    scores: list[int] = field(default_factory=list)
    current: int = 0
    in_bonus: bool = False
    passes_in_a_row: int = 0
    active: list[bool] = field(default_factory=list)
    missed: list[int] = field(default_factory=list)
    finished: bool = False
    turn_number: int = 1  # counts turns taken (bonus turns included)
    last_turn: tuple[Placement, ...] = ()
    opening_totals: tuple[int, ...] = ()
    history: list[dict[str, Any]] = field(default_factory=list)
    result: GameEnded | None = None

    # ------------------------------------------------------------ setup

    @classmethod
    def new(cls, seats: Sequence[Seat], seed: int) -> tuple[MainGame, list[Event]]:
        """Shuffle, deal 8 each, lowest total rolls the die and starts (M1)."""
        if not MIN_SEATS <= len(seats) <= MAX_SEATS:
            raise GameError(
                "seats",
                min=MIN_SEATS,
                max=MAX_SEATS,
            )
        if len({s.id for s in seats}) != len(seats):
            raise GameError("seats", "seats.repeated")
        rng = random.Random(seed)
        bag = Bag.shuffled(rng)
        racks = [bag.draw(RACK_SIZE) for _ in seats]
        totals = tuple(hand_total(r) for r in racks)
        low = min(totals)
        roller = rng.choice([i for i, t in enumerate(totals) if t == low])
        key = roll_die(rng)
        n = len(seats)
        game = cls(
            seed=seed,
            seats=tuple(seats),
            key=key,
            bag=bag,
            racks=racks,
            scores=[0] * n,
            current=roller,
            active=[True] * n,
            missed=[0] * n,
            opening_totals=totals,
        )
        events: list[Event] = [GameStarted(totals, roller, key)]
        events += game._auto_passes()
        return game, events

    @classmethod
    def replay(cls, seats: Sequence[Seat], seed: int, history: Iterable[dict[str, Any]]) -> MainGame:
        """Rebuild a game from its seed and recorded actions."""
        game, _ = cls.new(seats, seed)
        for action in history:
            game.apply_action(action)
        return game

    def apply_action(self, action: dict[str, Any]) -> list[Event]:
        kind, seat = action["a"], int(action["seat"])
        if kind == "play":
            places = [Placement(Cell(r, c), _parse_tile(t)) for r, c, t in action["tiles"]]
            return self.play(seat, places)
        if kind == "pass":
            return self.pass_turn(seat)
        if kind == "timeout":
            return self.timeout(seat)
        if kind == "resign":
            return self.resign(seat)
        raise ValueError(f"unknown action {kind!r}")

    # ------------------------------------------------------------ queries

    @property
    def is_first_turn(self) -> bool:
        return len(self.board) == 0

    @property
    def current_seat(self) -> Seat:
        return self.seats[self.current]

    def seat_of(self, seat_id: str) -> int | None:
        for i, s in enumerate(self.seats):
            if s.id == seat_id:
                return i
        return None

    def active_seats(self) -> list[int]:
        return [i for i, a in enumerate(self.active) if a]

    def tiles_accounted(self) -> int:
        return len(self.bag) + sum(map(len, self.racks)) + len(self.board)

    def judge(self, seat: int, placements: Iterable[Placement], label: CellLabel = _plain_label) -> Verdict:
        return judge_turn(self.board, placements, self.key, rack=self.racks[seat], label=label)

    # ------------------------------------------------------------ actions

    def check_turn(self, seat: int) -> None:
        """Raise GameError unless `seat` may act now (a front end asks this first, before it reads
        how a turn was written: "not your turn" is the answer that matters to a player)."""
        if self.finished:
            raise GameError("finished")
        if not 0 <= seat < len(self.seats) or not self.active[seat]:
            raise GameError("not_in_game")
        if seat != self.current:
            name = self.seats[self.current].name
            raise GameError("not_your_turn", player=name)

    def play(
        self, seat: int, placements: Iterable[Placement], label: CellLabel = _plain_label
    ) -> list[Event]:
        """Place tiles for `seat` (M2–M6); raises IllegalTurn with the judge's verdict."""
        self.check_turn(seat)
        places = tuple(
            sorted(
                (p if isinstance(p, Placement) else Placement(Cell(*p[0]), p[1]) for p in placements),
                key=lambda p: p.cell,
            )
        )
        verdict = self.judge(seat, places, label)
        if not verdict.legal:
            raise IllegalTurn(verdict)
        self.history.append(
            {"a": "play", "seat": seat, "tiles": [[p.cell.row, p.cell.col, str(p.tile)] for p in places]}
        )
        self.board.place((p.cell, p.tile) for p in places)
        rack = self.racks[seat]
        for p in places:
            rack.remove(p.tile.in_hand)
        self.scores[seat] += verdict.score
        self.passes_in_a_row = 0
        self.missed[seat] = 0
        self.last_turn = places
        self.turn_number += 1
        lines = tuple(line.tiles for line in verdict.lines)

        if verdict.bonus and rack and movegen.has_legal_turn(self.board, rack, self.key):
            self.in_bonus = True
            event = TurnPlayed(seat, places, verdict.score, lines, True, False, (), seat)
            return [event]
        drawn = self._end_turn(seat)
        events: list[Event] = [
            TurnPlayed(seat, places, verdict.score, lines, False, verdict.bonus, drawn, self._next_or_none())
        ]
        events += self._auto_passes()
        return events

    def pass_turn(self, seat: int, reason: PassReason = PassReason.CHOSEN) -> list[Event]:
        self.check_turn(seat)
        self.history.append({"a": "pass", "seat": seat})
        if reason is not PassReason.TIMEOUT:
            self.missed[seat] = 0  # a player who passes is there: only missed turns in a row drop a seat
        return self._pass(seat, reason)

    def timeout(self, seat: int) -> list[Event]:
        """The turn clock ran out: a pass, and a seat that misses too often is dropped."""
        self.check_turn(seat)
        self.history.append({"a": "timeout", "seat": seat})
        self.missed[seat] += 1
        if self.missed[seat] >= MISSED_TURNS_LIMIT:
            return self._leave(seat, LeaveReason.DROPPED)
        return self._pass(seat, PassReason.TIMEOUT)

    def resign(self, seat: int) -> list[Event]:
        if self.finished:
            raise GameError("finished")
        if not 0 <= seat < len(self.seats) or not self.active[seat]:
            raise GameError("not_in_game")
        self.history.append({"a": "resign", "seat": seat})
        return self._leave(seat, LeaveReason.RESIGNED)

    # ------------------------------------------------------------ internals

    def _pass(self, seat: int, reason: PassReason) -> list[Event]:
        ended_bonus = self.in_bonus
        self.turn_number += 1
        drawn: tuple[Tile, ...] = ()
        if ended_bonus:
            drawn = self._end_turn(seat)  # the turn had a play: it is not a pass for M8
        else:
            self.passes_in_a_row += 1
            self._advance()
        ended = self._maybe_end()
        events: list[Event] = [TurnPassed(seat, reason, self._next_or_none(), ended_bonus, drawn)]
        events += ended or self._auto_passes()
        return events

    def _leave(self, seat: int, reason: LeaveReason) -> list[Event]:
        if seat in self._recent_passers():
            self.passes_in_a_row -= 1  # M8 needs a pass from everyone still playing
        self.active[seat] = False
        was_current = seat == self.current
        if was_current:
            self.in_bonus = False
            self._advance()
        events: list[Event] = [SeatLeft(seat, reason, self._next_or_none())]
        humans = [i for i in self.active_seats() if not self.seats[i].is_computer]
        if len(self.active_seats()) < MIN_SEATS or not humans:
            events.append(self._finish())
            return events
        events += self._maybe_end() or (self._auto_passes() if was_current else [])
        return events

    def _end_turn(self, seat: int) -> tuple[Tile, ...]:
        self.in_bonus = False
        drawn = tuple(self.bag.draw(RACK_SIZE - len(self.racks[seat])))
        self.racks[seat].extend(drawn)
        self._advance()
        return drawn

    def _advance(self) -> None:
        n = len(self.seats)
        for step in range(1, n + 1):
            nxt = (self.current + step) % n
            if self.active[nxt]:
                self.current = nxt
                return

    def _recent_passers(self) -> list[int]:
        """The seats whose passes make up `passes_in_a_row`: the active seats just before the current one.

        Passes are consecutive turns and turns go round the active seats, so the last k passes were
        made by the k active seats preceding the current seat.
        """
        n = len(self.seats)
        out: list[int] = []
        i = self.current
        while len(out) < self.passes_in_a_row:
            i = (i - 1) % n
            if i == self.current:
                break
            if self.active[i]:
                out.append(i)
        return out

    def _next_or_none(self) -> int | None:
        return None if self.finished else self.current

    def _maybe_end(self) -> list[Event]:
        if not self.finished and self.passes_in_a_row >= len(self.active_seats()):
            return [self._finish()]
        return []

    def _auto_passes(self) -> list[Event]:
        """Pass for every player who cannot move (M7) until someone can or the game ends (M8)."""
        events: list[Event] = []
        while not self.finished:
            seat = self.current
            rack = self.racks[seat]
            if not rack:
                reason = PassReason.EMPTY_RACK
            elif not movegen.has_legal_turn(self.board, rack, self.key):
                reason = PassReason.NO_MOVE
            else:
                break
            self.passes_in_a_row += 1
            self.turn_number += 1
            self._advance()
            events.append(TurnPassed(seat, reason, self._next_or_none()))
            ended = self._maybe_end()
            if ended:
                events[-1] = TurnPassed(seat, reason, None)
                events += ended
        return events

    def _finish(self) -> GameEnded:
        self.finished = True
        self.in_bonus = False
        rows = []
        for i in range(len(self.seats)):
            penalty = hand_total(self.racks[i])
            rows.append((i, self.scores[i], penalty, self.scores[i] - penalty, not self.active[i]))
        best = max((r[3] for r in rows if not r[4]), default=None)
        standings = tuple(
            Standing(i, s, p, f, (not left) and f == best, left)
            for i, s, p, f, left in sorted(rows, key=lambda r: (r[4], -r[3], r[0]))
        )
        self.result = GameEnded(standings)
        return self.result

    # ------------------------------------------------------------ serialisation

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able, versioned, lossless snapshot."""
        return {
            "version": SERIAL_VERSION,
            "seed": self.seed,
            "seats": [
                {"id": s.id, "name": s.name, "kind": s.kind.value, "level": s.level} for s in self.seats
            ],
            "key": self.key,
            "bag": [str(t) for t in self.bag.tiles],
            "racks": [[str(t) for t in r] for r in self.racks],
            "board": [[c.row, c.col, str(t)] for c, t in sorted(self.board.items())],
            "scores": list(self.scores),
            "current": self.current,
            "in_bonus": self.in_bonus,
            "passes_in_a_row": self.passes_in_a_row,
            "active": list(self.active),
            "missed": list(self.missed),
            "finished": self.finished,
            "turn_number": self.turn_number,
            "last_turn": [[p.cell.row, p.cell.col, str(p.tile)] for p in self.last_turn],
            "opening_totals": list(self.opening_totals),
            "history": [dict(a) for a in self.history],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MainGame:
        version = data.get("version")
        if version != SERIAL_VERSION:
            raise ValueError(f"cannot load a main game saved in format {version!r} (this code reads 1)")
        tile = _parse_tile
        game = cls(
            seed=data["seed"],
            seats=tuple(Seat(s["id"], s["name"], SeatKind(s["kind"]), s.get("level")) for s in data["seats"]),
            key=data["key"],
            bag=Bag(tile(t) for t in data["bag"]),
            racks=[[tile(t) for t in r] for r in data["racks"]],
            board=Board((Cell(r, c), tile(t)) for r, c, t in data["board"]),
            scores=list(data["scores"]),
            current=data["current"],
            in_bonus=data["in_bonus"],
            passes_in_a_row=data["passes_in_a_row"],
            active=list(data["active"]),
            missed=list(data["missed"]),
            finished=data["finished"],
            turn_number=data["turn_number"],
            last_turn=tuple(Placement(Cell(r, c), tile(t)) for r, c, t in data["last_turn"]),
            opening_totals=tuple(data["opening_totals"]),
            # a stored game leaves its history to the move log (the bot's storage does): none here
            history=[dict(a) for a in data.get("history", ())],
        )
        if game.finished:
            game._finish()
        return game

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MainGame) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        state = "over" if self.finished else f"turn {self.turn_number}, {self.current_seat.name} to play"
        return f"<MainGame key={self.key} {len(self.board)} on table, {len(self.bag)} in bag, {state}>"
