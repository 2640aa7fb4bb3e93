"""Spot Sumoku's state machine (RULES.md S1–S5): a race to spot four tiles.

`SpotGame` holds the tableau (slots lettered A–L), the bag, the key, what each player has
won, who is locked out of the current set, and the round count. Every action returns the
events it caused, in order, which is all the bot needs to report. Time is given by the caller
(seconds, any epoch): the engine reads no clock, so a game replays exactly under its seed.
The events and SpotError live in spot_events.py, the slot letters in spot_letters.py; both are
re-exported here, where front ends import them.

Decisions where RULES.md is silent:
- A round is one set won. The set number counts every tableau shown (a win's refill, and a
  tableau that grew because no claim existed, are new sets).
- S3's lock-out lasts `LOCKOUT_S` seconds, or until new tiles are shown if that comes first: a
  player racing alone (or everyone wrong at once) is never left with nothing to do but wait for the
  idle end; in a group, the others have those seconds to themselves.
- S4: tiles are added one at a time into the first empty slots until a correct claim exists,
  up to 12 shown. If twelve are shown and still no claim exists while the bag has tiles, the
  twelve go back under the bag and ten are dealt afresh (then tiles are added again). The
  game ends when the bag is empty and no claim exists (S5), or, as a safeguard, when fresh
  deals through the whole bag find none.
- Naming an empty slot, a letter twice, or not four tiles is a mistake in the request,
  refused without a lockout; a claim of four shown tiles that is not correct (sum or colours)
  is a wrong claim and locks the player out.
- Most tiles won wins; equal counts share the win. The fastest spot is listed, not a tiebreak.
- An abandoned race ends (the bot's idle limit): when no correct claim has been made and no new
  set shown for the limit, it ends as a stop would, with the scores as they stand. A wrong claim
  does not count as activity (a locked-out player alone cannot keep a race alive).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .bag import Bag
from .grid import SPOT_CLAIM_SIZE, check_claim
from .spot_events import (
    ClaimWon,
    ClaimWrong,
    EndReason,
    Event,
    GameEnded,
    NoClaim,
    SetShown,
    SpotError,
    Standing,
)
from .spot_letters import LETTERS, letter
from .spot_letters import parse_claim_text as parse_claim_text
from .spot_letters import parse_letters as parse_letters
from .tiles import Colour, Tile, roll_die

__all__ = [  # SpotGame, and what it takes and returns (defined in spot_events.py and spot_letters.py)
    "LETTERS",
    "LOCKOUT_S",
    "SHOWN",
    "SPOT_CLAIM_SIZE",
    "ClaimWon",
    "ClaimWrong",
    "EndReason",
    "Event",
    "GameEnded",
    "NoClaim",
    "SetShown",
    "SpotError",
    "SpotGame",
    "Standing",
    "letter",
    "parse_claim_text",
    "parse_letters",
]

SERIAL_VERSION = 1
SHOWN = 10  # S1: ten tiles face up
MAX_SHOWN = 12  # S4: the table grows to at most twelve
assert len(LETTERS) == MAX_SHOWN
DEFAULT_ROUNDS = 5
LOCKOUT_S = 15.0  # how long a wrong claim keeps its player from claiming (S3, at most this set)


# ---------------------------------------------------------------- players


@dataclass
class PlayerRecord:
    """What one player did in this game (created at their first claim)."""

    won: list[Tile] = field(default_factory=list)
    times_ms: list[int] = field(default_factory=list)  # reaction time of each set won
    wrong: int = 0

    @property
    def sets_won(self) -> int:
        return len(self.times_ms)

    @property
    def fastest_ms(self) -> int | None:
        return min(self.times_ms) if self.times_ms else None


# ---------------------------------------------------------------- the move log


def stop_entry() -> dict[str, Any]:
    """The move log's record of a race stopped by its starter (or a manager)."""
    return {"a": "stop"}


def idle_entry(at: float) -> dict[str, Any]:
    """The move log's record of a race ended for lack of claims."""
    return {"a": "idle", "at": at}


# ---------------------------------------------------------------- the game


def _tile(s: str) -> Tile:
    return Tile(Colour.from_letter(s[0]), int(s[1:]))


def _residues(tile: Tile, key: int) -> frozenset[int]:
    return frozenset(p.value % key for p in tile.in_hand.placements())


@dataclass(eq=False)
class SpotGame:
    seed: int
    key: int
    bag: Bag
    tableau: list[Tile | None]
    distinct_colours: bool = True
    rounds_limit: int | None = DEFAULT_ROUNDS  # None: play until the bag cannot help
    round: int = 1
    set_number: int = 1
    shown_at: float = 0.0  # caller's clock when the current set was shown
    locked: dict[str, float] = field(default_factory=dict)  # player → caller's clock when free again
    players: dict[str, PlayerRecord] = field(default_factory=dict)
    finished: bool = False
    end_reason: EndReason | None = None
    result: GameEnded | None = None

    # ------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        seed: int,
        *,
        rounds: int | None = DEFAULT_ROUNDS,
        distinct_colours: bool = True,
        now: float = 0.0,
        bag_tiles: Sequence[Tile] | None = None,
        key: int | None = None,
    ) -> tuple[SpotGame, list[Event]]:
        """Shuffle, roll the key once (R3), show ten tiles (S1), fix a set with no claim (S4).

        `bag_tiles` (drawn from the end, as Bag does) and `key` fix the deal, for tests.
        """
        if rounds is not None and rounds < 1:
            raise SpotError("rounds")
        rng = random.Random(seed)
        bag = Bag(t.in_hand for t in bag_tiles) if bag_tiles is not None else Bag.shuffled(rng)
        die = roll_die(rng)
        game = cls(
            seed=seed,
            key=die if key is None else key,
            bag=bag,
            tableau=[None] * MAX_SHOWN,
            distinct_colours=distinct_colours,
            rounds_limit=rounds,
            shown_at=now,
        )
        for slot, tile in enumerate(bag.draw(SHOWN)):
            game.tableau[slot] = tile
        return game, game._settle(now, first=True)

    # ------------------------------------------------------------ queries

    @property
    def shown(self) -> list[tuple[int, Tile]]:
        return [(i, t) for i, t in enumerate(self.tableau) if t is not None]

    def tiles_at(self, slots: Sequence[int]) -> tuple[Tile, ...]:
        return tuple(t for t in (self.tableau[i] for i in slots) if t is not None)

    def solutions(self) -> list[tuple[int, ...]]:
        """Every correct claim on the table (S2), as sorted slot tuples in order."""
        shown = self.shown
        res = {i: _residues(t, self.key) for i, t in shown}
        out: list[tuple[int, ...]] = []
        for combo in itertools.combinations(shown, SPOT_CLAIM_SIZE):
            if self.distinct_colours and len({t.colour for _, t in combo}) != SPOT_CLAIM_SIZE:
                continue
            sums = {0}
            for i, _ in combo:
                sums = {(s + r) % self.key for s in sums for r in res[i]}
            if 0 in sums:
                out.append(tuple(i for i, _ in combo))
        return out

    def has_solution(self) -> bool:
        return bool(self.solutions())

    def is_locked(self, player: str, now: float) -> bool:
        return self.locked.get(player, now) > now

    def locked_for(self, player: str, now: float) -> int:
        """Whole seconds until `player` may claim again (0: now)."""
        return max(0, math.ceil(self.locked.get(player, now) - now))

    def tiles_accounted(self) -> int:
        return len(self.bag) + len(self.shown) + sum(len(p.won) for p in self.players.values())

    def reaction_ms(self, now: float) -> int:
        return max(0, round((now - self.shown_at) * 1000))

    def idle_deadline(self, limit: float) -> float:
        """When the race counts as abandoned: `limit` seconds after the current set was shown.

        Every correct claim shows a new set (or ends the race), so this is also `limit` after the
        last correct claim; wrong claims leave it where it is.
        """
        return self.shown_at + limit

    # ------------------------------------------------------------ actions

    def claim(
        self, player: str, slots: Sequence[int], now: float, set_number: int | None = None
    ) -> list[Event]:
        """`player` names four shown tiles at time `now`; the first correct claim wins the set (S3).

        `set_number` is the set the player was looking at: a claim on a set already gone is
        refused as stale, so two claims at once cannot both win.
        """
        if self.finished:
            raise SpotError("finished")
        if set_number is not None and set_number != self.set_number:
            raise SpotError("stale")
        slots = tuple(slots)
        if len(slots) != SPOT_CLAIM_SIZE:
            raise SpotError("size")
        if len(set(slots)) != len(slots):
            raise SpotError("repeated")
        for s in slots:
            if not 0 <= s < MAX_SHOWN or self.tableau[s] is None:
                raise SpotError("empty_slot", slot=letter(s) if 0 <= s < MAX_SHOWN else str(s))
        if self.is_locked(player, now):
            raise SpotError("locked_out", seconds=self.locked_for(player, now))
        tiles = self.tiles_at(slots)
        record = self.players.setdefault(player, PlayerRecord())
        reaction = self.reaction_ms(now)
        verdict = check_claim(tiles, self.key, self.distinct_colours)
        if not verdict.valid:
            self.locked[player] = now + LOCKOUT_S
            record.wrong += 1
            return [
                ClaimWrong(
                    player, slots, tiles, verdict.reason or "sum", verdict.message, self.round, reaction
                )
            ]
        assert verdict.total is not None
        record.won.extend(tiles)
        record.times_ms.append(reaction)
        won_round = self.round
        if self.rounds_limit is not None and self.round >= self.rounds_limit:
            for s in slots:
                self.tableau[s] = None
            return [
                ClaimWon(player, slots, tiles, verdict.total, reaction, won_round, ()),
                self._finish(EndReason.ROUNDS),
            ]
        replaced: list[tuple[int, Tile]] = []
        new = iter(self.bag.draw(SPOT_CLAIM_SIZE))
        for s in sorted(slots):
            t = next(new, None)
            self.tableau[s] = t
            if t is not None:
                replaced.append((s, t))
        self.round += 1
        won = ClaimWon(player, slots, tiles, verdict.total, reaction, won_round, tuple(replaced))
        return [won, *self._settle(now)]

    def stop(self) -> list[Event]:
        """End the game now (the starter or a server manager stopped it)."""
        if self.finished:
            raise SpotError("finished")
        return [self._finish(EndReason.STOPPED)]

    def end_idle(self, now: float, limit: float) -> list[Event]:
        """End an abandoned race at time `now`, as a stop would; refused before `idle_deadline(limit)`.

        The caller's timer may fire late or after a claim that reset the clock: the engine, not
        the timer, decides whether the race really sat idle for `limit` seconds.
        """
        if self.finished:
            raise SpotError("finished")
        if now < self.idle_deadline(limit):
            raise SpotError("not_idle")
        return [self._finish(EndReason.IDLE)]

    # ------------------------------------------------------------ internals

    def _settle(self, now: float, first: bool = False) -> list[Event]:
        """Make sure the table holds a correct claim before anyone looks (S4), then show it."""
        events: list[Event] = []
        redeals = 0
        redeal_limit = (len(self.bag) + MAX_SHOWN) // SHOWN + 1  # enough to see every tile once
        while not self.has_solution():
            added: list[tuple[int, Tile]] = []
            while not self.has_solution():
                empty = [i for i, t in enumerate(self.tableau) if t is None]
                if not empty or not self.bag:
                    break
                (tile,) = self.bag.draw(1)
                self.tableau[empty[0]] = tile
                added.append((empty[0], tile))
            if added or not self.bag:
                events.append(NoClaim(tuple(added), (), len(self.bag)))
            if self.has_solution() or not self.bag or redeals >= redeal_limit:
                break
            # Twelve shown, none makes a claim, tiles still in the bag: they go under the bag
            # and ten are dealt afresh (then S4 again).
            returned = tuple(t for _, t in self.shown)
            self.bag = Bag([*returned, *self.bag.tiles])  # the bag draws from its end: these come last
            self.tableau = [None] * MAX_SHOWN
            dealt = tuple(enumerate(self.bag.draw(SHOWN)))
            for slot, tile in dealt:
                self.tableau[slot] = tile
            redeals += 1
            events.append(NoClaim(dealt, returned, len(self.bag)))
        if not self.has_solution():
            events.append(self._finish(EndReason.NO_CLAIM))
            return events
        if not first:
            self.set_number += 1
        self.locked.clear()
        self.shown_at = now
        events.append(SetShown(self.set_number, self.round, tuple(self.tableau)))
        return events

    def standings(self) -> tuple[Standing, ...]:
        best = max((len(p.won) for p in self.players.values()), default=0)
        never = 1 << 62
        rows = sorted(
            self.players.items(),
            key=lambda kv: (-len(kv[1].won), never if kv[1].fastest_ms is None else kv[1].fastest_ms, kv[0]),
        )
        return tuple(
            Standing(pid, tuple(p.won), p.sets_won, p.fastest_ms, best > 0 and len(p.won) == best)
            for pid, p in rows
        )

    def _finish(self, reason: EndReason) -> GameEnded:
        self.finished = True
        self.end_reason = reason
        self.locked.clear()
        self.result = GameEnded(reason, self.standings())
        return self.result

    # ------------------------------------------------------------ serialisation

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able, versioned, lossless snapshot."""
        return {
            "version": SERIAL_VERSION,
            "seed": self.seed,
            "key": self.key,
            "bag": [str(t) for t in self.bag.tiles],
            "tableau": [None if t is None else str(t) for t in self.tableau],
            "distinct_colours": self.distinct_colours,
            "rounds_limit": self.rounds_limit,
            "round": self.round,
            "set_number": self.set_number,
            "shown_at": self.shown_at,
            "locked": dict(sorted(self.locked.items())),
            "players": {
                pid: {"won": [str(t) for t in p.won], "times_ms": list(p.times_ms), "wrong": p.wrong}
                for pid, p in self.players.items()
            },
            "finished": self.finished,
            "end_reason": None if self.end_reason is None else self.end_reason.value,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SpotGame:
        version = data.get("version")
        if version != SERIAL_VERSION:
            raise ValueError(f"cannot load a Spot game saved in format {version!r} (this code reads 1)")
        tableau: list[Tile | None] = [None if t is None else _tile(t) for t in data["tableau"]]
        tableau += [None] * (MAX_SHOWN - len(tableau))
        game = cls(
            seed=data["seed"],
            key=data["key"],
            bag=Bag(_tile(t) for t in data["bag"]),
            tableau=tableau,
            distinct_colours=bool(data["distinct_colours"]),
            rounds_limit=data["rounds_limit"],
            round=data["round"],
            set_number=data["set_number"],
            shown_at=float(data["shown_at"]),
            locked=_locks(data["locked"], float(data["shown_at"])),
            players={
                pid: PlayerRecord([_tile(t) for t in p["won"]], list(p["times_ms"]), int(p["wrong"]))
                for pid, p in data["players"].items()
            },
            finished=bool(data["finished"]),
            end_reason=None if data["end_reason"] is None else EndReason(data["end_reason"]),
        )
        if game.finished and game.end_reason is not None:
            game.result = GameEnded(game.end_reason, game.standings())
        return game

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SpotGame) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        state = "over" if self.finished else f"round {self.round}, set {self.set_number}"
        return f"<SpotGame key={self.key} {len(self.shown)} shown, {len(self.bag)} in bag, {state}>"


def _locks(stored: list[str] | dict[str, float], shown_at: float) -> dict[str, float]:
    """The lock-outs as saved: a list of players from before lock-outs had an end (they end
    `LOCKOUT_S` after the set was shown, at the latest)."""
    if isinstance(stored, list):
        return {player: shown_at + LOCKOUT_S for player in stored}
    return {player: float(until) for player, until in stored.items()}
