"""Speed and Team Sumoku's session: every racer edits their (team's) grid at once; each action is
judged by the engine and stored with the status edit in one transaction, under the game's lock.

Actions are typed (bot/sessions/actions.py): a grid edit (Place, Take, Move, TakeLast, TakeAll, or
a guided step's exact GridEdit), Dump or Submit.
`expected_version` is the team grid's version a private view was made for: of two members acting
on the same view at the same moment, the second is refused (`game.speed.stale`), nothing applied.

Clocks are durable timers, each consumed in the commit it causes: the round's end (its deadline),
one per computer racer (its planned time; the solver runs off the event loop), and the break
before the next round. A restart re-arms them; the status message is the game's message.
"""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from bot.engine.guide import Spot, spots
from bot.engine.main_game import SeatKind
from bot.engine.notation import parse_tile
from bot.engine.racer import computer_step, plan_racer
from bot.engine.solver import Status, solve_hand
from bot.engine.speed import Event, Racer, SpeedError, SpeedMatch, assign_teams
from bot.engine.tiles import Tile
from bot.present import Post, board_grid
from bot.present.board_wire import TableView
from bot.present.speed import event_posts, status_post
from bot.present.stat_values import CardFigures, RaceFigures
from bot.storage import Game, NewMove, NewResult, NewTimer, SeatRow, Timer, TimerGone, Variant
from bot.words.language import speaking
from bot.words.refusal import Refusal

from .actions import Dump, SpeedAction, Submit, Target, grid_edit
from .base import Actor, Outcome, Session, Stored
from .decoded import key_of

VARIANTS = ("speed", "team")
STORES = VARIANTS  # the variant names its games are stored under (bot/sessions/variant.py)
TITLES = {"speed": "variant.name_speed", "team": "variant.name_team"}  # as readers read them (catalogue ids)
ROUND_END, RACER, NEXT_ROUND = "speed_round_end", "speed_racer", "speed_next_round"
BREAK_S = 20.0  # between rounds: the result is read, then the next deal
SOLVER_S = 1.0


def racer_id(seat: SeatRow) -> str:
    """The engine's id of a seat: a human's Discord id, or cpu<seat> for a computer racer."""
    return str(seat.user_id) if seat.user_id is not None else f"cpu{seat.seat}"


def decode(row: Game) -> SpeedMatch:
    if row.state is None:
        raise Refusal("game.not_running")
    return SpeedMatch.from_dict(row.state)


ADVICE_S = 1.0  # the solver's allowance for the dump advice
ADVICE_CACHE = 256


class SpeedTarget(Target[SpeedAction]):
    """A racer's own grid in a Speed or Team race (its buttons, menus, /speed commands)."""


class SpeedSession:
    """Speed and Team races: start, edits, dumps, submits, computer racers and the clocks."""

    def __init__(self, base: Session) -> None:
        self.base = base
        self.db = base.db
        self._proofs: dict[tuple[tuple[Tile, ...], int], bool] = {}  # (tiles, key) -> unfinishable

    def new_seed(self) -> int:
        """The deal of a new match (a seam for tests that need a particular deal)."""
        return secrets.randbits(48)

    # ------------------------------------------------------------ queries for a racer's own view

    async def dump_advice(self, match: SpeedMatch, rid: str) -> bool:
        """True only when the solver proves, within a second, that the racer's (team's) tiles can
        never all form one valid grid (an undecided answer gives no advice). Remembered per hand."""
        tiles = tuple(sorted(match.grid_of(rid).tiles))
        known = self._proofs.get((tiles, match.key))
        if known is None:
            result = await self.base.thinker.run(solve_hand, tiles, match.key, deadline_s=ADVICE_S)
            known = self._proofs[(tiles, match.key)] = result.status is Status.UNSOLVABLE
            if len(self._proofs) > ADVICE_CACHE:
                self._proofs.pop(next(iter(self._proofs)))
        return known

    def chosen_tiles(self, match: SpeedMatch, rid: str, idx: Sequence[str]) -> list[Tile]:
        """The chosen hand tiles in reading order ("3n": the fourth tile, a 6, placed as a 9)."""
        hand = match.grid_of(rid).hand
        picks = [(int(x.rstrip("n")), x.endswith("n")) for x in idx]
        if not picks or any(i >= len(hand) or (nine and not hand[i].is_six_nine) for i, nine in picks):
            raise Refusal("game.speed.stale")
        if len({i for i, _ in picks}) != len(picks):
            raise Refusal("speed.guide.twice")
        return [hand[i].as_nine() if nine else hand[i] for i, nine in picks]

    async def spots_for(self, match: SpeedMatch, rid: str, chosen: Sequence[Tile]) -> list[Spot]:
        """Where the chosen tiles can go on the racer's grid (bot/engine/guide.py), off the event loop."""
        return await self.base.thinker.run(spots, match.grid_of(rid), list(chosen), match.key)

    # ------------------------------------------------------------ reads (no lock: a snapshot)

    async def read(self, game_id: int, *, own: bool = False) -> tuple[Game, SpeedMatch]:
        """The running race; `own`: a match the caller may change (kept decoded by the last action
        here at this version when it can be, sessions/decoded.py)."""
        row = await self.base.row(game_id, variants=VARIANTS)
        if row.status != "running":
            raise Refusal("game.over" if row.status in ("finished", "cancelled") else "game.not_running")
        if own and row.state is not None:
            return row, self.base.decoded.take(key_of(row), row.version, row.state, SpeedMatch.from_dict)
        return row, decode(row)

    async def channel_game(self, channel_id: int | None) -> Game | None:
        """The channel's open shared game, of any kind (one per channel): the cogs read through here."""
        return await self.db.games.open_in_channel(channel_id)

    @staticmethod
    def racer_of(match: SpeedMatch, user_id: int) -> str:
        rid = str(user_id)
        match.team_of(rid)  # SpeedError not_racing when they are not in the race
        return rid

    # ------------------------------------------------------------ start

    async def start(
        self, row: Game, seats: Sequence[SeatRow], *, extra_posts: Sequence[Post] = ()
    ) -> Outcome:
        """Form the teams, deal round 1 and store it with the status message; the caller holds the lock."""
        seed = self.new_seed()
        racers: Sequence[Racer] = [
            Racer(racer_id(s), s.name, SeatKind(s.kind), s.level or None) for s in seats
        ]
        teams = int(row.options.get("teams", 0) or 0)
        limit = float(row.options.get("time_limit", 0) or 0)
        if teams:
            racers = assign_teams(racers, teams, seed)
        now = self.base.clock()
        match, _ = SpeedMatch.new(
            racers, seed, rounds=int(row.options.get("rounds", 1)), time_limit=limit or None, now=now
        )
        posts = [*extra_posts, status_post(row.id, match, now, await self.base.language(row.guild_id))]
        from bot.present import posts_to_json

        started, outbox_id = await self.db.games.start_announced(
            row.id, match.to_dict(), seed=seed, timers=self.round_timers(match),
            announce=(row.channel_id, posts_to_json(posts)), seats=seats,
        )  # fmt: skip
        return Outcome(row.id, row.channel_id, started.version, tuple(posts), outbox_id, state=match)

    def round_timers(self, match: SpeedMatch) -> list[NewTimer]:
        """A fresh round's clocks: its end, and each computer racer's planned finish."""
        rd = match.round
        timers = [NewTimer(ROUND_END, rd.deadline, {"round": rd.number})] if rd.deadline else []
        for r in match.racers:
            if r.kind is SeatKind.COMPUTER:
                tiles = match.grid_of(r.id).tiles
                plan = plan_racer(tiles, r.level or "normal", f"{match.seed}/{rd.number}/{r.id}")
                timers.append(
                    NewTimer(RACER, rd.started_at + plan.submit_after, {"round": rd.number, "racer": r.id})
                )
        return timers

    # ------------------------------------------------------------ racers' actions

    async def act(self, actor: Actor, action: SpeedAction, target: Target[SpeedAction]) -> Outcome:
        """Apply one racer's action to their team's grid and store it with the status edit.
        `target.version` is the team grid's version a private view showed (None: typed)."""
        async with self.base.lock(target.game_id):
            row, match = await self.read(target.game_id, own=True)
            with self.base.decoded.given_back(key_of(row), row.version, match):  # a refused edit
                rid = self.racer_of(match, actor.user_id)
                now = self.base.clock()
                version = target.version
                match action:
                    case Dump(tile):
                        events = match.dump(rid, parse_tile(tile), now=now, expected_version=version)
                    case Submit():
                        events = match.submit(rid, now=now, expected_version=version)
                    case _:
                        edit = grid_edit(match.grid_of(rid), action)
                        events = match.edit(rid, edit, now=now, expected_version=version)
            return await self._store(row, match, events, actor.user_id, now)

    async def board_table(self, row: Game, viewer: Actor, lang: str) -> TableView:
        """The race as `viewer` sees it on the board: their team's grid only (web/PROTOCOL.md)."""
        with speaking(lang):  # no await from here on: the decoded match is not ours to keep
            match = self.base.peek(row, SpeedMatch.from_dict)
            return board_grid.race_table(match, viewer.user_id, racer_of(match, viewer.user_id), lang=lang)

    async def card_figures(
        self, user_id: int, variant: Variant, card: CardFigures, now: float
    ) -> CardFigures:
        """A race's own /stats figures (Speed's or Team's, registered with it): rounds won, best time."""
        race = await self.base.db.stats.race_times(user_id, variant)
        return replace(card, race=RaceFigures(race.rounds_won, race.best_ms))

    async def forget_user(self, game_id: int, user_id: int) -> Outcome | None:
        """/forget-me mid-race: the racer is dropped (their id and name leave the race, so nothing they
        could send acts any more); their team's grid stays, the race goes on for the others."""
        await self.base.anonymise_in_running(game_id, user_id)
        return None

    async def _store(
        self,
        row: Game,
        match: SpeedMatch,
        events: Sequence[Event],
        user_id: int | None,
        now: float,
        *,
        timers: Sequence[NewTimer] | None = None,
        consume_timer: int | None = None,
        fresh_round: bool = False,
    ) -> Outcome:
        """One commit: the state, the move, the posts, the clocks (replaced when a round ends or
        starts, else as given), and the results when the match is over."""
        next_at = None
        lang = await self.base.language(row.guild_id)
        if fresh_round:  # a new status message; the last round's was edited to its end already
            timers = self.round_timers(match)
            posts = [status_post(row.id, match, now, lang)]
        else:
            if not match.running and not match.finished:  # this action ended the round: a break
                next_at = now + BREAK_S
                timers = [NewTimer(NEXT_ROUND, next_at, {"round": match.round.number})]
            posts = event_posts(row.id, match, events, now, row.message_id, next_at, lang)
        results = await self._results(row, match) if match.finished else None
        last = match.history[-1]
        move = NewMove(action=last, user_id=user_id, summary=str(last.get("a", ""))[:200])
        stored = match.to_dict()
        done = await self.base.store(
            row, stored, move, posts, timers=timers, consume_timer=consume_timer, results=results
        )
        if not match.finished:  # kept decoded for the racers' next action (sessions/decoded.py)
            self.base.decoded.put(key_of(row), done.version, match)
        return Outcome(
            row.id, row.channel_id, done.version, tuple(posts), done.outbox_id,
            finished=match.finished, state=Stored(stored, SpeedMatch.from_dict),  # `match` is kept
        )  # fmt: skip

    async def _results(self, row: Game, match: SpeedMatch) -> list[NewResult]:
        """Per seat: `score` = rounds won by their team, `final` = the team's match points (P4),
        won = won the match, `best_ms` = the team's fastest round won."""
        stats = match.racer_stats()
        points = {
            match.racers[i].id: match.points[t] for t, team in enumerate(match.teams) for i in team.members
        }
        out = []
        for seat in await self.db.seats.list(row.id):
            rid = racer_id(seat)
            st = stats.get(rid)
            if st is None:
                continue
            out.append(NewResult(seat.seat, seat.user_id, st.rounds_won, final=points[rid], won=st.match_won,
                                 best_ms=st.best_ms))  # fmt: skip
        return out

    # ------------------------------------------------------------ clocks

    async def _timer_match(self, timer: Timer) -> tuple[Game, SpeedMatch] | None:
        """The game a timer belongs to, if the timer still means something (same round, running)."""
        try:
            row, match = await self.read(timer.game_id)
        except Refusal:
            return None
        if match.round.number != timer.payload.get("round"):
            return None
        return row, match

    async def _drop(self, timer: Timer) -> None:
        await self.db.timers.drop(timer)

    async def round_end(self, timer: Timer) -> Outcome | None:
        """The round's time limit passed with no winner: it ends, nobody scores (consumes the timer)."""
        async with self.base.lock(timer.game_id):
            found = await self._timer_match(timer)
            if found is None or not found[1].running:
                await self._drop(timer)
                return None
            row, match = found
            now = max(self.base.clock(), match.round.deadline or 0.0)
            events = match.expire(now)
            try:
                return await self._store(row, match, events, None, now, consume_timer=timer.id)
            except (TimerGone, Refusal):
                return None

    async def next_round(self, timer: Timer) -> Outcome | None:
        """The break is over: deal the next round with a new status message."""
        async with self.base.lock(timer.game_id):
            found = await self._timer_match(timer)
            if found is None or found[1].running or found[1].finished:
                await self._drop(timer)
                return None
            row, match = found
            now = self.base.clock()
            events = match.start_round(now)
            try:
                return await self._store(
                    row, match, events, None, now, consume_timer=timer.id, fresh_round=True
                )
            except (TimerGone, Refusal):
                return None

    async def computer(self, timer: Timer) -> Outcome | None:
        """A computer racer's planned time: the solver lays out its tiles (off the event loop) and it
        submits; if the hand cannot be finished it dumps and tries again after a short think."""
        found = await self._timer_match(timer)
        rid = str(timer.payload.get("racer"))
        if found is None or not found[1].running:
            await self._drop(timer)
            return None
        tiles = found[1].grid_of(rid).tiles
        key = found[1].key
        solved = await self.base.thinker.run(
            solve_hand, tiles, key, deadline_s=SOLVER_S, seed=found[1].seed & 0xFFFF
        )
        async with self.base.lock(timer.game_id):
            again = await self._timer_match(timer)
            now = self.base.clock()
            if again is None or not again[1].running or (again[1].round.deadline or now + 1) <= now:
                await self._drop(timer)
                return None
            row, match = again
            grid = match.grid_of(rid)
            fits = solved.solved and Counter(grid.tiles) == Counter(tiles) and match.key == key
            events = computer_step(match, rid, lambda _t, _k: solved.placements if fits else None, now)
            if not events:  # nothing it can do: it waits for the round's end
                await self._drop(timer)
                return None
            timers = None
            if match.running:  # it dumped: keep the other clocks, plan its next try
                kept = [NewTimer(t.kind, t.due_at, t.payload) for t in await self.db.timers.for_game(row.id)
                        if t.id != timer.id]  # fmt: skip
                level = next(r.level for r in match.racers if r.id == rid) or "normal"
                plan = plan_racer(
                    grid.tiles, level, f"{match.seed}/{match.round.number}/{rid}", solvable=False
                )
                due = now + (plan.dump_after or plan.submit_after)
                timers = [*kept, NewTimer(RACER, due, dict(timer.payload))]
            try:
                return await self._store(row, match, events, None, now, timers=timers, consume_timer=timer.id)
            except (TimerGone, Refusal):
                return None


def racer_of(match: SpeedMatch, user_id: int) -> str | None:
    """The viewer's racer id in a Speed or Team match; None when they do not race in it."""
    try:
        match.team_of(str(user_id))
    except SpeedError:
        return None
    return str(user_id)
