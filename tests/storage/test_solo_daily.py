"""The daily puzzle's storage: a day is taken once dealt, a server's table holds that server's
finished dailies only, ranked by tiles then time, and streak days come from the results."""

from __future__ import annotations

from bot.storage import NewMove, NewResult, NewSeat

DAY = "2026-11-30"


async def daily(db, user_id, guild_id, *, tiles, ms, day=DAY, finish=True):
    game = await db.games.create(
        guild_id=guild_id, channel_id=guild_id or 900 + user_id, variant="solo", owner_id=user_id,
        options={"daily": day}, seats=[NewSeat(user_id, f"u{user_id}")],
    )  # fmt: skip
    await db.games.start(game.id, {"dealt": True})
    if finish:
        results = [NewResult(0, user_id, tiles, won=tiles == 96, ms=ms, day=day)]
        await db.finish_game(game.id, 0, {"over": True}, results, NewMove({"a": "quit"}, user_id, "quit"))
    return game


async def test_a_server_table_ranks_its_finished_dailies_by_tiles_then_time(db):
    await daily(db, 1, 10, tiles=26, ms=90_000)
    await daily(db, 2, 10, tiles=26, ms=60_000)
    await daily(db, 3, 10, tiles=96, ms=900_000)
    await daily(db, 4, None, tiles=96, ms=1_000)  # played in a DM: in no server's table
    await daily(db, 5, 11, tiles=50, ms=1_000)  # another server
    await daily(db, 6, 10, tiles=40, ms=1_000, finish=False)  # still playing
    await daily(db, 7, 10, tiles=90, ms=1_000, day="2026-11-29")  # yesterday's
    table = await db.solo.daily_table(DAY, guild_id=10)
    assert [(r.rank, r.user_id, r.tiles_placed, r.completed, r.ms) for r in table] == [
        (1, 3, 96, True, 900_000),
        (2, 2, 26, False, 60_000),
        (3, 1, 26, False, 90_000),
    ]


async def test_a_day_is_taken_once_dealt_and_streak_days_are_the_finished_ones(db):
    assert not await db.solo.daily_taken(1, DAY)
    await daily(db, 1, 10, tiles=10, ms=1, day="2026-11-28")
    await daily(db, 1, 10, tiles=10, ms=1, day="2026-11-29")
    await daily(db, 1, 10, tiles=10, ms=1, finish=False)
    assert await db.solo.daily_taken(1, DAY) and not await db.solo.daily_taken(2, DAY)
    assert await db.solo.daily_days(1) == ["2026-11-29", "2026-11-28"]  # today's is not over yet
    never_dealt = await db.games.create(
        channel_id=5, variant="solo", owner_id=2, options={"daily": DAY}, seats=[NewSeat(2, "u2")]
    )
    await db.games.cancel(never_dealt.id, reason="never dealt")
    assert not await db.solo.daily_taken(2, DAY)
    free = await db.solo.results(1)
    assert {(r.day, r.ms) for r in free} == {("2026-11-28", 1), ("2026-11-29", 1)}
