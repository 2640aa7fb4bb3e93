"""The shard filter of the start-up queries, and what keeps two processes on one database from acting
twice: servers split by `(guild_id >> 22) % count` (DMs: shard 0) in the SQL itself; the version check
and the timer consumption refusing the second of two writers (two connections, as two processes have).
Every test here runs on SQLite and on PostgreSQL (the `db` / `database_target` fixtures).
"""

from __future__ import annotations

import pytest

from bot.engine.main_game import MainGame
from bot.storage import Database, Game, NewMove, NewSeat, TimerGone, VersionConflict, engine_seats, startup
from bot.storage.shards import Shards, shard_of

EPOCH_GUILD = 1_100_000_000_000_000_000  # a real-sized snowflake


def guild_of(shard: int, count: int) -> int:
    """A server id (near EPOCH_GUILD) whose timestamp part, modulo `count`, is `shard`."""
    stamp = EPOCH_GUILD >> 22
    return (stamp + (shard - stamp) % count) << 22


async def running(db: Database, channel: int, guild: int | None, *, computer_first: bool = False) -> Game:
    """A running main game (a computer to move when asked; else a turn limit and no clock yet)."""
    seats = [NewSeat(None, "Ada", kind="computer", level="easy")] if computer_first else []
    seats += [NewSeat(channel, f"P{channel}"), NewSeat(channel + 1000, "Q")]
    options = {} if computer_first else {"turn_limit": 60}
    game = await db.games.create(
        channel_id=channel, guild_id=guild, variant="main", owner_id=channel, seats=seats, options=options
    )
    engine, _ = MainGame.new(engine_seats(await db.seats.list(game.id)), 7)
    started = await db.games.start(game.id, engine.to_dict(), seed=7)
    if computer_first:
        while engine.current_seat.kind.value != "computer":
            engine.pass_turn(engine.current)
            await db.apply_move(game.id, started.version, engine.to_dict(), NewMove(engine.history[-1]))
            started = await db.games.get(game.id)
    return started


def test_a_server_belongs_to_the_shard_discord_sends_it_to() -> None:
    assert shard_of(None, 4) == 0  # DMs
    # Discord's docs' example server: timestamp part 19403645698; shard 2 of 4, shard 1 of 3
    assert (shard_of(81384788765712384, 4), shard_of(81384788765712384, 3)) == (2, 1)
    assert [shard_of(guild_of(s, 3), 3) for s in range(3)] == [0, 1, 2]
    with pytest.raises(ValueError):
        Shards(2, (2,))


async def test_start_up_queries_keep_to_the_servers_of_the_shards_asked(db: Database) -> None:
    places = {"s0": guild_of(0, 2), "s1": guild_of(1, 2), "dm": None}
    timed = {k: await running(db, 10 + i, g) for i, (k, g) in enumerate(places.items())}
    computer = {
        k: await running(db, 20 + i, g, computer_first=True) for i, (k, g) in enumerate(places.items())
    }
    for i, game in enumerate(computer.values()):
        await db.timers.add(game.id, "turn_timeout", 100.0 + i)
        await db.outbox.add(game.id, game.channel_id, game.version, [{"content": "hi"}])

    def ids(games: dict[str, Game], *keys: str) -> list[int]:
        return sorted(games[k].id for k in keys)

    for shards, keys in ((Shards(2, (0,)), ("s0", "dm")), (Shards(2, (1,)), ("s1",)), (None, tuple(places))):
        assert await startup.clockless(db, shards) == ids(timed, *keys)
        assert await startup.computer_to_move(db, shards) == ids(computer, *keys)
        assert sorted(t.game_id for t in await db.timers.pending(shards=shards)) == ids(computer, *keys)
        assert sorted(t.game_id for t in await db.timers.due(150.0, shards=shards)) == ids(computer, *keys)
        assert sorted(r.game_id for r in await db.outbox.pending(shards=shards)) == ids(computer, *keys)
    assert await startup.clockless(db, Shards(2, (0, 1))) == ids(timed, *places)
    # the count matters: shard 1 of 3 is another set of servers than shard 1 of 2
    three = Shards(3, (shard_of(places["s1"], 3),))
    assert timed["s1"].id in await startup.clockless(db, three)


async def test_the_second_of_two_processes_storing_the_same_turn_is_refused(
    db: Database, database_target: str
) -> None:
    game = await running(db, 30, guild_of(1, 2))
    other = await Database.open(database_target)  # what a second process has: its own connection
    try:
        engine = MainGame.from_dict(game.state or {})
        engine.pass_turn(engine.current)
        await db.apply_move(game.id, game.version, engine.to_dict(), NewMove(engine.history[-1]))
        with pytest.raises(VersionConflict):
            await other.apply_move(game.id, game.version, engine.to_dict(), NewMove(engine.history[-1]))
        assert [m.seq for m in await other.moves.list(game.id)] == [1]
        assert (await other.games.get(game.id)).version == game.version + 1

        timer = await db.timers.add(game.id, "turn_timeout", 100.0)
        assert [t.id for t in await other.timers.pending()] == [timer.id]  # both have seen it
        version, channel = game.version + 1, game.channel_id
        await db.outbox.add(game.id, channel, version, [{"content": "a"}], consume_timer=timer.id)
        with pytest.raises(TimerGone):
            await other.outbox.add(game.id, channel, version, [{"content": "b"}], consume_timer=timer.id)
        assert [r.posts for r in await other.outbox.pending()] == [[{"content": "a"}]]
    finally:
        await other.close()
