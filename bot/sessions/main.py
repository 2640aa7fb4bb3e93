"""The main game's session: every action is judged and stored under the game's lock, with its
turn clock and its announcement, in one transaction. The rules live in the engine; this is the
loop around them.

Actions are typed (bot/sessions/actions.py): Place (/place notation), PlayCells (guided play, exact
cells), Pass, Resign, and from clocks and computers Timeout and ComputerMove.
Timers: `timeout(timer)` and `remind(timer)` consume the timer in the transaction they cause.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from bot import thinking
from bot.engine import movegen
from bot.engine.board import Board
from bot.engine.main_game import Event, MainGame
from bot.engine.movegen import Turn
from bot.present import Post
from bot.present.main import reminder_post, turn_posts
from bot.present.stat_values import CardFigures, ReplayedMove, TurnFigures
from bot.storage import (
    Game,
    NewMove,
    SeatRow,
    Timer,
    TimerGone,
    Variant,
    engine_seats,
    replayable,
    results_from_standings,
    startup,
)
from bot.storage.shards import Shards
from bot.words.refusal import Refusal

from .actions import ComputerMove, ComputerTurn, MainAction, Resign, Target, Timeout
from .base import Actor, Outcome, Session, Stored
from .decoded import key_of
from .main_turns import REMINDER as REMINDER
from .main_turns import TIMEOUT as TIMEOUT
from .main_turns import Prepared as Prepared
from .main_turns import apply_action, computer_to_move, decode, logged_action
from .main_turns import seat_of as seat_of
from .main_turns import turn_timers as turn_timers
from .variant import Replayed

# The turn's logic is in main_turns.py; REMINDER and TIMEOUT are re-exported (X as X) because
# board_main.py imports TIMEOUT from here (cogs and bench import Prepared, seat_of, turn_timers too).

VARIANT = "main"
STORES = (VARIANT,)  # the variant names its games are stored under (bot/sessions/variant.py)
TITLES = {VARIANT: "variant.name_main"}  # each stored name as readers read it (a catalogue id)


@dataclass(frozen=True, slots=True)
class MainTarget(Target[MainAction]):
    """A main game at the version its player saw (None: typed); `prepared`: the action already
    judged by the cog's read-only precheck (`check`), stored as it is unless the game moved since."""

    prepared: Prepared | None = field(default=None, compare=False)


class MainSession:
    """The main game: start, actions by players, computers and clocks."""

    variant = VARIANT

    def __init__(self, base: Session) -> None:
        self.base = base
        self.db = base.db

    # ------------------------------------------------------------ reads (no lock: a snapshot)

    async def read(self, game_id: int, *, own: bool = False) -> tuple[Game, MainGame]:
        """The running game; `own`: a game the caller may change (see `owned`)."""
        row = await self.base.row(game_id, variants=(VARIANT,))
        if row.status != "running":
            raise Refusal("game.over" if row.status in ("finished", "cancelled") else "game.not_running")
        return row, self.owned(row) if own else decode(row)

    def owned(self, row: Game) -> MainGame:
        """The game of a row, for an action to change: the one the last action here stored at this
        version when it is kept (sessions/decoded.py), else decoded from the row."""
        if row.state is None:
            raise Refusal("game.not_running")
        return self.base.decoded.take(key_of(row), row.version, row.state, MainGame.from_dict)

    async def check_hints(self, game_id: int, user_id: int) -> tuple[Game, MainGame]:
        """Refuse at once a hint the game does not allow, or to someone not playing; else the game
        read, for `hints` to search without reading it again."""
        row, game = await self.read(game_id)
        seat_of(game, user_id)
        if not row.options.get("hints", True):
            raise Refusal("game.hints_off")
        return row, game

    async def hints(
        self, game_id: int, user_id: int, read: tuple[Game, MainGame] | None = None
    ) -> tuple[Game, MainGame, list[Turn]]:
        """The best turns for the player's rack (at most 5), found off the event loop. `read`: the
        game as `check_hints` read it a moment ago (a snapshot either way), else read here."""
        row, game = read or await self.read(game_id)
        seat = seat_of(game, user_id)
        if not row.options.get("hints", True):
            raise Refusal("game.hints_off")
        turns = await self.base.thinker.run(
            movegen.hints, game.board, game.racks[seat], game.key, 5, distinct=True
        )
        return row, game, turns

    async def positions(
        self,
        game_id: int,
        version: int | None,
        user_id: int,
        idx: Sequence[int],
        limit: int = 25,
        read: tuple[Game, MainGame] | None = None,
    ) -> tuple[Game, MainGame, int, list[Turn]]:
        """Guided placement: legal positions for the chosen rack tiles, best first (read, no lock).
        `read`: the game as a check a moment ago read it (not read again), judged the same way."""
        row, game = read or await self.read(game_id)
        seat = seat_of(game, user_id)
        if version is not None and row.version != version:
            raise Refusal("game.stale")
        if game.current != seat:
            raise Refusal("game.not_your_turn", player=game.current_seat.name)
        rack = game.racks[seat]
        if any(i >= len(rack) for i in idx):
            raise Refusal("game.stale")
        if not idx:
            return row, game, seat, []
        chosen = [rack[i] for i in idx]
        turns = await self.base.thinker.run(movegen.turns_placing_all, game.board, chosen, game.key)
        return row, game, seat, turns[:limit]

    # ------------------------------------------------------------ start

    async def start(
        self,
        row: Game,
        seats: Sequence[SeatRow],
        *,
        intro: str = "",
        seed: int | None = None,
        extra_posts: Sequence[Post] = (),
    ) -> Outcome:
        """Deal and store the opening (M1) with its announcement; the caller holds the game's lock."""
        seed = secrets.randbits(48) if seed is None else seed
        game, events = MainGame.new(engine_seats(seats), seed)
        hints = bool(row.options.get("hints", True))
        lang = await self.base.language(row.guild_id)
        posts = [
            *extra_posts,
            *turn_posts(row.id, game, events, Board(), hints=hints, lang=lang, intro=intro),
        ]
        from bot.present import posts_to_json

        started, outbox_id = await self.db.games.start_announced(
            row.id,
            game.to_dict(),
            seed=seed,
            timers=turn_timers(game, row.options, self.base.clock()),
            announce=(row.channel_id, posts_to_json(posts)),
            seats=seats,  # a seat taken out meanwhile (/forget-me): VersionConflict, Start again
        )
        return Outcome(
            row.id,
            row.channel_id,
            started.version,
            tuple(posts),
            outbox_id,
            finished=game.finished,
            computer_to_move=computer_to_move(game),
            state=game,
        )

    # ------------------------------------------------------------ actions

    async def act(self, actor: Actor, action: MainAction, target: Target[MainAction]) -> Outcome | None:
        """The main game's door (bot/sessions/variant.py): `apply` for a player, at the target's version;
        a computer's turn (None: no computer is to move)."""
        if isinstance(action, ComputerTurn):
            return await self.computer_turn(target.game_id)
        prepared = target.prepared if isinstance(target, MainTarget) else None
        return await self.apply(
            target.game_id, action, actor, expected_version=target.version, prepared=prepared
        )

    async def apply(
        self,
        game_id: int,
        action: MainAction,
        actor: Actor | None,
        *,
        expected_version: int | None = None,
        consume_timer: int | None = None,
        prepared: Prepared | None = None,
    ) -> Outcome:
        """Apply one action to the stored game and commit it with its clock and posts.

        `prepared` is the action already judged by `check` (the cog's read-only precheck): it is
        stored as it is, the state decoded once; the commit's version check proves nothing moved
        since. If something did, the action is judged again on the state now stored."""
        async with self.base.lock(game_id):
            if prepared is not None and prepared.row.id == game_id:
                try:
                    return await self._store(*prepared.parts(), actor, consume_timer=consume_timer)
                except Refusal as refused:
                    if refused.key != "error.conflict":
                        raise
            row, game = await self.read(game_id, own=True)
            if expected_version is not None and row.version != expected_version:
                self.base.decoded.put(key_of(row), row.version, game)  # untouched: kept
                raise Refusal("game.stale")
            before = game.board.copy()
            events, summary = self._judge(row, game, action, actor)
            return await self._store(row, game, events, before, summary, actor, consume_timer=consume_timer)

    async def card_figures(
        self, user_id: int, variant: Variant, card: CardFigures, now: float
    ) -> CardFigures:
        """A main game's own /stats figures (registered with it): the best turn, the bonus turns."""
        turns = await self.base.db.stats.turns(user_id, variant)
        return replace(card, turns=TurnFigures(turns.best_turn, turns.bonus_turns))

    async def replay(self, row: Game, move: int) -> Replayed:
        """A finished main game after `move` moves, rebuilt from its seats, seed and log off the
        event loop (registered with it: /sumoku history's replay); refused without its seed."""
        if row.seed is None:
            raise Refusal("replay.not_found", game=row.id)
        db = self.base.db
        logged = replayable(await db.moves.list(row.id))  # what the players did
        move = max(0, min(move, len(logged)))
        seats = engine_seats(await db.seats.list(row.id))
        actions = [m.action for m in logged[:move]]
        game = await asyncio.to_thread(MainGame.replay, seats, int(row.seed), actions)
        last = logged[move - 1] if move else None
        return game, len(logged), None if last is None else ReplayedMove(last.seq, last.action, last.score)

    async def forget_user(self, game_id: int, user_id: int) -> Outcome | None:
        """/forget-me: the user resigns (an ordinary move, announced), then leaves the game's state and
        rows; the game goes on for the others. The resignation's outcome, or None if they had left."""
        outcome = None
        try:
            row, game = await self.read(game_id)
        except Refusal:
            return None
        seat = game.seat_of(str(user_id))
        if seat is not None and game.active[seat]:
            outcome = await self.apply(game_id, Resign(), Actor(user_id, ""))
        await self.base.anonymise_in_running(game_id, user_id)
        return outcome

    def check(self, row: Game, action: MainAction, actor: Actor) -> Prepared:
        """Judge an action on the stored game without storing anything (raises what `act` would):
        the cog answers a refusal privately before it acknowledges publicly. What it returns is
        the judged action, for `act(..., prepared=...)` to store without decoding the game again."""
        game = self.owned(row)
        before = game.board.copy()
        events, summary = self._judge(row, game, action, actor)
        return Prepared(row, game, events, before, summary)

    def _judge(
        self, row: Game, game: MainGame, action: MainAction, actor: Actor | None
    ) -> tuple[list[Event], str]:
        """`apply_action` on a game taken from the cache; a refused action gives it back."""
        with self.base.decoded.given_back(key_of(row), row.version, game):
            return apply_action(game, action, actor)

    async def _store(
        self,
        row: Game,
        game: MainGame,
        events: list[Event],
        before: Board,
        summary: str,
        actor: Actor | None,
        *,
        consume_timer: int | None = None,
    ) -> Outcome:
        hints = bool(row.options.get("hints", True))
        lang = await self.base.language(row.guild_id)
        posts = turn_posts(row.id, game, events, before, hints=hints, lang=lang)

        def with_ratings(ratings: Mapping[int, tuple[float, float]]) -> list[Post]:
            """At the end of a ranked game the end card shows each player's new rating and its change."""
            return turn_posts(row.id, game, events, before, hints=hints, lang=lang, ratings=ratings)

        score = sum(getattr(e, "score", 0) for e in events)
        move = NewMove(
            action=logged_action(game, events),
            user_id=actor.user_id if actor else None,
            summary=summary[:200],
            score=score,
        )
        results = None
        if game.finished:
            seats = await self.db.seats.list(row.id)
            results = results_from_standings(game.result, seats) if game.result else []
        stored = game.to_dict()
        done = await self.base.store(
            row,
            stored,
            move,
            with_ratings if game.finished else posts,
            timers=turn_timers(game, row.options, self.base.clock()),
            consume_timer=consume_timer,
            results=results,
        )
        if not game.finished:  # kept decoded for the next action, as stored: without its history
            game.history = []
            self.base.decoded.put(key_of(row), done.version, game)
        return Outcome(
            row.id,
            row.channel_id,
            done.version,
            tuple(posts),
            done.outbox_id,
            finished=game.finished,
            computer_to_move=computer_to_move(game),
            state=Stored(stored, MainGame.from_dict),  # not `game`: that one is kept for the next action
        )

    # ------------------------------------------------------------ computer players

    async def computer_turn(self, game_id: int) -> Outcome | None:
        """Think (off the event loop) and play one computer turn; None when no computer is to move."""
        row, game = await self.read(game_id)
        if game.finished or not game.current_seat.is_computer:
            return None
        seat = game.current
        level = game.current_seat.level or "normal"
        seed = (game.seed * 1_000_003 + game.turn_number) & 0xFFFFFFFF
        # a worker process gets the stored state, not the decoded game: plain data pickles fast
        found = await self.base.thinker.run(thinking.computer_turn, row.state, seat, level, seed)
        cells = tuple((int(r), int(c), str(t)) for r, c, t in found or ())
        return await self.apply(game_id, ComputerMove(seat, cells), None, expected_version=row.version)

    # ------------------------------------------------------------ clocks

    async def timeout(self, timer: Timer) -> Outcome | None:
        """The turn clock ran out: a timeout move that consumes its timer, or nothing if stale."""
        try:
            return await self.apply(
                timer.game_id, Timeout(timer.payload.get("turn")), None, consume_timer=timer.id
            )
        except (Refusal, TimerGone):
            await self.db.timers.drop(timer)  # pointless now: a move came first
            return None

    async def remind(self, timer: Timer) -> Outcome | None:
        """Halfway through a turn: queue the reminder, consuming its timer in the same transaction."""
        async with self.base.lock(timer.game_id):
            try:
                row, game = await self.read(timer.game_id)
            except Refusal:
                await self.db.timers.drop(timer)
                return None
            if game.finished or game.turn_number != timer.payload.get("turn"):
                await self.db.timers.drop(timer)
                return None
            lang = await self.base.language(row.guild_id)
            post = reminder_post(game, int(timer.payload.get("remaining", 0)), lang)
            from bot.present import posts_to_json

            try:
                outbox_id = await self.db.outbox.add(
                    row.id, row.channel_id, row.version, posts_to_json([post]), consume_timer=timer.id
                )
            except TimerGone:
                return None
            return Outcome(row.id, row.channel_id, row.version, (post,), outbox_id, state=game)

    async def games_with_computer_to_move(self, shards: Shards | None = None) -> list[int]:
        """Running main games where a computer is to move (in `shards`' servers when given): one
        indexed query, no state decoded."""
        return await startup.computer_to_move(self.db, shards)

    async def ensure_clocks(self, shards: Shards | None = None) -> list[int]:
        """At start-up: every running game (in `shards`' servers when given) that should have a turn
        clock gets one. Returns those fixed. Only games with a turn limit and no timer are read."""
        fixed = []
        for game_id in await startup.clockless(self.db, shards):
            row = await self.db.games.find(game_id)
            if row is not None and row.status == "running" and await self.ensure_clock(row):
                fixed.append(game_id)
        return fixed

    async def ensure_clock(self, row: Game) -> bool:
        """At start-up: a running game whose player to move has no clock gets one. True if added."""
        if row.state is None or not float(row.options.get("turn_limit", 0) or 0):
            return False
        if await self.db.timers.for_game(row.id):
            return False
        async with self.base.lock(row.id):
            game = decode(row)
            timers = turn_timers(game, row.options, self.base.clock())
            for t in timers:
                await self.db.timers.add(row.id, t.kind, t.due_at, t.payload)
        return bool(timers)
