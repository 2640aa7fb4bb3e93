"""Ratings, walkovers, leaderboards by wins and rating, periods, the caller's rank, indexed queries."""

from __future__ import annotations

import time

import pytest

from bot.storage import Database, NewResult, NewSeat
from bot.storage.records import insert_results
from bot.storage.stats import DAY
from tests.databases import postgresql_only, sqlite_only
from tests.storage import pg_plans
from tests.storage.test_repos import finished_game


async def game_at(db: Database, when: float, rows: list[NewResult], guild: int | None = 1) -> int:
    """A finished main game whose results were recorded at `when` (insert_results takes the clock)."""
    seats = [NewSeat(r.user_id, f"U{r.user_id}", "human" if r.user_id else "computer") for r in rows]
    game = await db.games.create(channel_id=1, guild_id=guild, variant="main", owner_id=None, seats=seats)
    await db.games.start(game.id, {"v": 1})
    async with db.transaction() as conn:
        await conn.execute(
            "UPDATE games SET status = 'finished', finished_at = ? WHERE id = ?", (when, game.id)
        )
        await insert_results(conn, game.id, game.variant, guild, rows, when)
    return game.id


async def test_a_ranked_game_moves_both_ratings_and_the_end_card_can_read_them(db: Database) -> None:
    gid = await finished_game(db, 1, "main", [NewResult(0, 1, 50, won=True), NewResult(1, 2, 30)])
    changes = {c.user_id: c for c in await db.stats.ratings.changes_for_game(gid)}
    assert set(changes) == {1, 2}
    assert changes[1].before == pytest.approx(0.0) and changes[2].before == pytest.approx(0.0)
    assert changes[1].delta > 0 and changes[2].after < changes[1].after
    # The conservative rating can rise for the loser too (sigma shrinks), but never above the winner's.
    one = await db.stats.ratings.get(1)
    assert one is not None and one.games == 1 and one.shown == pytest.approx(changes[1].after)
    assert [r.rating_delta for r in await db.stats.recent(1)] == [pytest.approx(changes[1].delta)]


async def test_computers_never_move_a_human_rating(db: Database) -> None:
    gid = await finished_game(db, 1, "main", [NewResult(0, 1, 99, won=True), NewResult(1, None, 10)])
    assert await db.stats.ratings.changes_for_game(gid) == []
    assert await db.stats.ratings.get(1) is None
    # Two humans and a computer that beat them both: the same change as without the computer.
    with_cpu = await finished_game(
        db, 2, "main", [NewResult(0, 5, 20), NewResult(1, None, 90, won=True), NewResult(2, 6, 10)]
    )
    without = await finished_game(db, 3, "main", [NewResult(0, 7, 20, won=True), NewResult(1, 8, 10)])
    a = {c.user_id: c.delta for c in await db.stats.ratings.changes_for_game(with_cpu)}
    b = {c.user_id: c.delta for c in await db.stats.ratings.changes_for_game(without)}
    assert a[5] == pytest.approx(b[7]) and a[6] == pytest.approx(b[8])


async def test_a_walkover_is_shown_as_such_and_only_the_leaver_pays(db: Database) -> None:
    gid = await finished_game(db, 1, "main", [NewResult(0, 3, 10, won=True), NewResult(1, 4, 40, left=True)])
    rows = {r.user_id: r for r in await db.results.for_game(gid)}
    assert rows[3].walkover and not rows[3].ranked and rows[3].won
    assert rows[4].left and rows[4].ranked and not rows[4].walkover and not rows[4].won
    changes = {c.user_id: c for c in await db.stats.ratings.changes_for_game(gid)}
    assert set(changes) == {4} and changes[4].mu_after < changes[4].mu_before
    three = await db.stats.summary(3, "main")
    assert (three.games, three.wins, three.walkovers, three.left) == (1, 0, 1, 0)
    four = await db.stats.summary(4, "main")
    assert (four.games, four.wins, four.walkovers, four.left, four.ranked_games) == (1, 0, 0, 1, 1)
    [recent] = await db.stats.recent(3)
    assert recent.walkover and recent.place == 1 and recent.players == 2 and recent.rating_delta is None
    [recent] = await db.stats.recent(4)
    assert recent.left and recent.place == 2  # a leaver comes after everyone who stayed, whatever the score
    board = await db.stats.board("main", guild_id=1, caller_id=3)
    assert [(e.user_id, e.games, e.left, e.walkovers) for e in board.entries] == [(4, 1, 1, 0)]
    assert board.caller is None  # a walkover alone puts nobody on a board
    # Once 3 has a ranked game, the walkover shows beside it, in every period that holds it.
    await finished_game(db, 2, "main", [NewResult(0, 3, 10), NewResult(1, 5, 20, won=True)])
    for period in ("all", "week"):
        mine = {e.user_id: e for e in (await db.stats.board("main", guild_id=1, period=period)).entries}[3]
        assert (mine.games, mine.wins, mine.best, mine.walkovers) == (1, 0, 10, 1)


async def test_the_callers_rank_outside_the_top_ten_by_wins_and_by_rating(db: Database) -> None:
    # Players 1..12 each beat the next one up the ladder: 1 beats 2, 2 beats 3, ...; 12 never wins.
    for u in range(1, 12):
        await finished_game(db, u, "main", [NewResult(0, u, 50, won=True), NewResult(1, u + 1, 10)])
    board = await db.stats.board("main", guild_id=1, caller_id=12)
    assert len(board.entries) == 10 and [e.rank for e in board.entries] == list(range(1, 11))
    assert 12 not in {e.user_id for e in board.entries}
    me = board.caller
    assert me is not None and (me.user_id, me.rank, me.wins) == (12, 12, 0)
    inside = await db.stats.board("main", guild_id=1, caller_id=1)
    assert inside.caller is None  # in the top ten already
    rated = await db.stats.board("main", guild_id=1, by="rating", caller_id=12)
    shown = [e.rating for e in rated.entries]
    assert all(r is not None for r in shown) and shown == sorted(shown, reverse=True)
    everyone = await db.stats.board("main", by="rating", limit=20)
    order = [e.user_id for e in everyone.entries]
    assert rated.caller is not None and rated.caller.rank == 1 + order.index(12)
    assert await db.stats.board("main", guild_id=2, caller_id=12) == type(board)([], None)


async def test_periods_count_only_their_days(db: Database) -> None:
    now = time.time()
    await game_at(db, now - 40 * DAY, [NewResult(0, 1, 50, won=True), NewResult(1, 2, 10)])
    await game_at(db, now - 40 * DAY, [NewResult(0, 1, 50, won=True), NewResult(1, 2, 10)])
    await game_at(db, now - 10 * DAY, [NewResult(0, 2, 50, won=True), NewResult(1, 3, 10)])
    await game_at(db, now - 1, [NewResult(0, 3, 50, won=True), NewResult(1, 1, 10)])
    every = await db.stats.board("main", guild_id=1, now=now)
    # 3 averages 30, 2 only 23: equal wins, the better average first
    assert [(e.user_id, e.wins, e.games) for e in every.entries] == [(1, 2, 3), (3, 1, 2), (2, 1, 3)]
    month = await db.stats.board("main", guild_id=1, period="month", now=now)
    assert [(e.user_id, e.wins, e.games) for e in month.entries] == [(2, 1, 1), (3, 1, 2), (1, 0, 1)]
    week = await db.stats.board("main", guild_id=1, period="week", now=now)
    assert [(e.user_id, e.wins, e.games) for e in week.entries] == [(3, 1, 1), (1, 0, 1)]
    everywhere = await db.stats.board("main", period="week", now=now)
    assert [e.user_id for e in everywhere.entries] == [3, 1]


BIG = ("results", "board_totals", "ratings", "rating_changes", "moves", "spot_claims", "games")


async def board_reads(db: Database) -> None:
    """Every leaderboard and every part of a player's card."""
    for by in ("wins", "rating"):
        for period in ("all", "week"):
            for guild in (1, None):
                await db.stats.board("main", guild_id=guild, period=period, by=by, caller_id=99)
                await db.stats.board("main", guild_id=guild, period=period, by=by, caller_id=6)
    await db.stats.summary(1, "main")
    await db.stats.recent(1)
    await db.stats.recent(1, variant="main")
    await db.stats.turns(1, "main")
    await db.stats.spot_times(1)
    await db.stats.ratings.trend(1)
    await db.stats.variants_played(1)


@postgresql_only
async def test_leaderboard_and_stats_queries_can_be_answered_by_indexes_on_postgresql(db: Database) -> None:
    for u in range(1, 6):
        await finished_game(db, u, "main", [NewResult(0, u, 50, won=True), NewResult(1, u + 1, 10)])
    async with pg_plans.statements(db) as seen:
        await board_reads(db)
    queries = [(q, a) for q, a in seen if q.lstrip().upper().startswith(("SELECT", "WITH"))]
    assert len(queries) >= 20
    assert await pg_plans.full_scans(db, queries, BIG) == []


# SQLite's planner and its EXPLAIN QUERY PLAN (read through set_trace_callback): SQLite only
# (the test above is PostgreSQL's counterpart).
@sqlite_only
async def test_leaderboard_and_stats_queries_use_their_indexes(db: Database) -> None:
    for u in range(1, 6):
        await finished_game(db, u, "main", [NewResult(0, u, 50, won=True), NewResult(1, u + 1, 10)])
    statements: list[str] = []
    async with db.read() as conn:
        await conn.set_trace_callback(statements.append)
    try:
        await board_reads(db)
    finally:
        async with db.read() as conn:
            await conn.set_trace_callback(None)
    queries = [s for s in statements if s.lstrip().upper().startswith(("SELECT", "WITH"))]
    assert len(queries) >= 20
    async with db.read() as conn:
        for sql in queries:
            async with conn.execute(f"EXPLAIN QUERY PLAN {sql}") as cur:
                plan = [str(r[3]) for r in await cur.fetchall()]
            for step in plan:
                scanned = step.split()[1] if step.startswith("SCAN ") else ""
                assert scanned not in BIG, f"full scan of {scanned} in {sql!r}: {plan}"


async def test_team_players_are_rated_as_teams_and_speed_shares_the_race_rating(db: Database) -> None:
    seats = [NewSeat(u, f"U{u}", team=t) for u, t in ((1, 0), (2, 1), (3, 0), (4, 1))]
    game = await db.games.create(channel_id=1, guild_id=1, variant="team", owner_id=1, seats=seats)
    await db.games.start(game.id, {"v": 1})
    rows = [
        NewResult(0, 1, 30, won=True),
        NewResult(1, 2, 10),
        NewResult(2, 3, 30, won=True),
        NewResult(3, 4, 10),
    ]
    await db.finish_game(game.id, 0, {"over": True}, rows)
    changes = {c.user_id: c for c in await db.stats.ratings.changes_for_game(game.id)}
    assert {c.family for c in changes.values()} == {"race"}
    assert changes[1].delta == pytest.approx(changes[3].delta) and changes[1].delta > 0
    assert changes[2].delta == pytest.approx(changes[4].delta) and changes[2].after < changes[1].after
    speed = await finished_game(db, 2, "speed", [NewResult(0, 1, 5), NewResult(1, 2, 9, won=True)])
    [one] = [c for c in await db.stats.ratings.changes_for_game(speed) if c.user_id == 1]
    assert one.mu_before == pytest.approx(changes[1].mu_after)  # one rating for Speed and Team
    assert (await db.stats.ratings.get(1, "race")).games == 2 and await db.stats.ratings.get(1) is None
