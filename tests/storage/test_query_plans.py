"""The hot queries (every command, every start-up) read through indexes, never a whole table; and the
start-up queries name exactly the games that need the bot. The leaderboard's plans are checked in
test_ratings_boards.py."""

from __future__ import annotations

from bot.engine.main_game import MainGame
from bot.storage import Database, Game, NewMove, NewSeat, engine_seats, startup
from tests.databases import postgresql_only, sqlite_only
from tests.storage import pg_plans

BIG = ("games", "seats", "moves", "results", "timers", "outbox")


async def main_game(
    db: Database, channel: int, seats: list[NewSeat], **options: object
) -> tuple[Game, MainGame]:
    game = await db.games.create(
        channel_id=channel, guild_id=9, variant="main", owner_id=10, seats=seats, options=options
    )
    engine, _ = MainGame.new(engine_seats(await db.seats.list(game.id)), 1)
    return await db.games.start(game.id, engine.to_dict(), seed=1), engine


def human(n: int) -> NewSeat:
    return NewSeat(n, f"P{n}")


def computer() -> NewSeat:
    return NewSeat(None, "Ada", kind="computer", level="hard")


async def to_move(db: Database, game: Game, engine: MainGame, kind: str) -> None:
    """Pass until a seat of `kind` is to move (each pass stored as a move)."""
    version = game.version
    while engine.current_seat.kind.value != kind:
        engine.pass_turn(engine.current)
        await db.apply_move(game.id, version, engine.to_dict(), NewMove(engine.history[-1]))
        version += 1


async def test_start_up_names_only_games_with_a_computer_to_move_or_a_missing_clock(db: Database) -> None:
    waiting, e1 = await main_game(db, 1, [human(1), computer()])
    await to_move(db, waiting, e1, "computer")
    humans_turn, e2 = await main_game(db, 2, [human(2), computer()], turn_limit=60)
    await to_move(db, humans_turn, e2, "human")
    timed, e3 = await main_game(db, 3, [human(3), human(4)], turn_limit=60)
    await db.timers.add(timed.id, "turn_timeout", 100.0)
    await db.games.create(channel_id=4, guild_id=9, variant="main", owner_id=5, seats=[human(5)])  # lobby
    done, e4 = await main_game(db, 5, [human(6), computer()])
    await to_move(db, done, e4, "computer")
    await db.games.cancel(done.id)
    assert await startup.computer_to_move(db) == [waiting.id]
    assert await startup.clockless(db) == [humans_turn.id]


async def hot_work(db: Database) -> list[Game]:
    """Games with timers and outbox rows; then what every command and every start-up reads."""
    games = []
    for channel in range(1, 6):
        game, engine = await main_game(db, channel, [human(channel), computer()], turn_limit=60)
        await db.timers.add(game.id, "turn_timeout", 100.0 + channel, {"turn": 1})
        await db.outbox.add(game.id, channel, game.version, [{"content": "hi"}])
        games.append(game)
    return games


async def hot_reads(db: Database, games: list[Game]) -> None:
    await db.games.open_in_channel(3, "main")
    await db.games.get(games[1].id)
    await db.seats.list(games[1].id)
    await db.timers.due(150.0)
    await db.timers.pending()
    await db.timers.for_game(games[2].id)
    await db.outbox.pending_for(games[2].id)
    await startup.computer_to_move(db)
    await startup.clockless(db)


@postgresql_only
async def test_hot_queries_can_be_answered_by_indexes_on_postgresql(db: Database) -> None:
    games = await hot_work(db)
    async with pg_plans.statements(db) as seen:
        await hot_reads(db, games)
    queries = [(q, a) for q, a in seen if q.lstrip().upper().startswith("SELECT")]
    assert len(queries) >= 9
    assert await pg_plans.full_scans(db, queries, BIG) == []


# SQLite's planner and its EXPLAIN QUERY PLAN (read through set_trace_callback): SQLite only
# (test_hot_queries_can_be_answered_by_indexes_on_postgresql is PostgreSQL's counterpart).
@sqlite_only
async def test_hot_queries_use_indexes(db: Database) -> None:
    games = await hot_work(db)
    statements: list[str] = []
    async with db.read() as conn:
        await conn.set_trace_callback(statements.append)
    try:
        await hot_reads(db, games)
    finally:
        async with db.read() as conn:
            await conn.set_trace_callback(None)
    queries = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert len(queries) >= 9
    async with db.read() as conn:
        plans = {}
        for sql in queries:
            async with conn.execute(f"EXPLAIN QUERY PLAN {sql}") as cur:
                plans[sql] = [str(r[3]) for r in await cur.fetchall()]
    for sql, plan in plans.items():
        for step in plan:
            words = step.split()
            if words[0] == "SCAN" and words[1] in BIG:
                # a scan in an index's order (all timers, soonest first) or of a partial index is fine
                assert "USING" in words and "INDEX" in words, f"full scan of {words[1]} in {sql!r}: {plan}"
        one_game = any("(game_id=?" in step for step in plan)  # sorting one game's few rows is fine
        assert one_game or not any("TEMP B-TREE" in step for step in plan), f"sorting in {sql!r}: {plan}"
    by_index = next(p for s, p in plans.items() if "'computer'" in s)
    assert any("games_computer_to_move" in step for step in by_index), by_index
