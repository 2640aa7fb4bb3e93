"""Two games ending at the same moment on PostgreSQL (two servers, maybe two processes) with the
same players: both are stored. Each end adds to the players' shared leaderboard rows (everywhere,
all time and the day); taken in different orders, the two transactions would wait on each other
and PostgreSQL would refuse one (a deadlock): the last move of a game, refused."""

from __future__ import annotations

import asyncio

from bot.storage import Database, NewMove, NewResult, NewSeat
from tests.databases import postgresql_only
from tests.storage.test_repos import finished_game

A, B = 501, 502


async def running(db: Database, guild: int, users: list[int]) -> int:
    seats = [NewSeat(u, f"U{u}") for u in users]
    game = await db.games.create(channel_id=guild, guild_id=guild, variant="main", owner_id=None, seats=seats)
    await db.games.start(game.id, {"variant": "main"})
    return game.id


@postgresql_only
async def test_two_games_of_the_same_players_ending_together_are_both_stored(db: Database) -> None:
    await finished_game(db, 1, "main", [NewResult(0, A, 10, won=True), NewResult(1, B, 5)])
    first = await running(db, 2, [A, B])  # A sits first here...
    second = await running(db, 3, [B, A])  # ...and second there
    ends = [await Database.open(db.target, busy_timeout_ms=20_000) for _ in range(3)]
    holder, one, two = ends
    try:
        async with holder.transaction() as conn:  # someone else holds A's all-time row a moment
            await conn.execute(
                "SELECT 1 FROM board_totals WHERE variant = 'main' AND guild_id = 0 AND day = 0 "
                "AND user_id = ? FOR UPDATE",
                (A,),
            )
            rows = [NewResult(0, A, 20, won=True), NewResult(1, B, 10)]
            ending_one = asyncio.create_task(
                one.finish_game(first, 0, {"over": 1}, rows, NewMove({"a": "end"}))
            )
            await asyncio.sleep(0.5)
            rows = [NewResult(0, B, 30, won=True), NewResult(1, A, 10)]
            ending_two = asyncio.create_task(
                two.finish_game(second, 0, {"over": 2}, rows, NewMove({"a": "end"}))
            )
            await asyncio.sleep(0.5)
        await asyncio.gather(ending_one, ending_two)
        assert (await db.games.get(first)).status == "finished"
        assert (await db.games.get(second)).status == "finished"
        board = await db.stats.board("main", by="wins", caller_id=A)
        assert {(e.user_id, e.games, e.wins) for e in board.entries} == {(A, 3, 2), (B, 3, 1)}
    finally:
        for end in ends:
            await end.close()
