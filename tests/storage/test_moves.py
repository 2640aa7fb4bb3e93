"""apply_move / finish_game: one transaction each, the version check, and replaying the log."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.engine.main_game import MainGame
from bot.storage import (
    Database,
    Game,
    GameNotFound,
    GameStateError,
    NewMove,
    NewSeat,
    NewTimer,
    ReplayUnsupported,
    VersionConflict,
    engine_seats,
    results_from_standings,
)
from bot.storage.replay import state_with_history
from tests.storage._play import next_action


async def started_main(
    db: Database, channel: int = 1, seed: int = 3, players: int = 2
) -> tuple[Game, MainGame]:
    seats = [NewSeat(user_id=10 + i, name=f"P{i}") for i in range(players)]
    game = await db.games.create(channel_id=channel, guild_id=9, variant="main", owner_id=10, seats=seats)
    engine, _ = MainGame.new(engine_seats(await db.seats.list(game.id)), seed)
    game = await db.games.start(game.id, engine.to_dict(), seed=seed)
    return game, engine


async def test_apply_move_writes_state_version_and_log(db: Database) -> None:
    game, engine = await started_main(db)
    assert game.status == "running" and game.version == 0
    action = next_action(engine, random.Random(1))
    move = await db.apply_move(
        game.id, 0, engine.to_dict(), NewMove(action, user_id=10, summary="s", score=4)
    )
    assert move.seq == 1
    stored = await db.games.get(game.id)
    assert stored.version == 1
    # the state as the engine gave it, but for the history: the move log holds it (009)
    assert stored.state == {k: v for k, v in engine.to_dict().items() if k != "history"}
    assert await state_with_history(db, game.id) == engine.to_dict()
    [logged] = await db.moves.list(game.id)
    assert (logged.seq, logged.action, logged.summary, logged.score) == (1, action, "s", 4)
    assert await db.moves.count(game.id) == 1
    assert (await db.moves.last(game.id)) == logged


async def test_two_concurrent_moves_only_one_applies(db: Database) -> None:
    game, engine = await started_main(db)
    a = MainGame.from_dict(engine.to_dict())
    b = MainGame.from_dict(engine.to_dict())
    act_a = next_action(a, random.Random(1))
    act_b = next_action(b, random.Random(2))
    outcomes = await asyncio.gather(
        db.apply_move(game.id, 0, a.to_dict(), NewMove(act_a)),
        db.apply_move(game.id, 0, b.to_dict(), NewMove(act_b)),
        return_exceptions=True,
    )
    applied = [o for o in outcomes if not isinstance(o, BaseException)]
    conflicts = [o for o in outcomes if isinstance(o, VersionConflict)]
    assert len(applied) == 1 and len(conflicts) == 1
    assert (conflicts[0].expected, conflicts[0].actual) == (0, 1)
    stored = await db.games.get(game.id)
    assert stored.version == 1
    assert [m.action for m in await db.moves.list(game.id)] == [applied[0].action]
    winner = a if applied[0].action == act_a else b
    assert MainGame.from_dict(stored.state).to_dict() == {**winner.to_dict(), "history": []}


async def test_many_concurrent_moves_serialise(db: Database) -> None:
    game, engine = await started_main(db)
    state = engine.to_dict()
    results = await asyncio.gather(
        *(db.apply_move(game.id, 0, state, NewMove({"a": "pass", "seat": i})) for i in range(10)),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert sum(isinstance(r, VersionConflict) for r in results) == 9
    assert await db.moves.count(game.id) == 1


async def test_conflict_writes_nothing_and_stale_versions_are_refused(db: Database) -> None:
    game, engine = await started_main(db)
    next_action(engine, random.Random(0))
    await db.apply_move(game.id, 0, engine.to_dict(), NewMove(engine.history[-1]))
    before = await db.games.get(game.id)
    with pytest.raises(VersionConflict):
        await db.apply_move(game.id, 0, {"junk": True}, NewMove({"a": "pass", "seat": 0}))
    with pytest.raises(VersionConflict):
        await db.apply_move(game.id, 5, {"junk": True}, NewMove({"a": "pass", "seat": 0}))
    after = await db.games.get(game.id)
    assert after.state == before.state and after.version == 1
    assert await db.moves.count(game.id) == 1
    with pytest.raises(GameNotFound):
        await db.apply_move(999, 0, {}, NewMove({"a": "pass", "seat": 0}))


async def test_moves_need_a_running_game(db: Database) -> None:
    lobby = await db.games.create(channel_id=5, variant="main", owner_id=1)
    with pytest.raises(GameStateError):
        await db.apply_move(lobby.id, 0, {}, NewMove({"a": "pass", "seat": 0}))
    game, engine = await started_main(db, channel=6)
    with pytest.raises(GameStateError):  # a double-clicked Start
        await db.games.start(game.id, engine.to_dict(), seed=1)
    await db.games.cancel(game.id)
    with pytest.raises(GameStateError):
        await db.apply_move(game.id, 0, engine.to_dict(), NewMove({"a": "pass", "seat": 0}))
    with pytest.raises(GameStateError):
        await db.games.cancel(game.id)


async def play_to_the_end(db: Database, game: Game, engine: MainGame, rng: random.Random) -> Game:
    version = game.version
    while True:
        action = next_action(engine, rng)
        move = NewMove(action, user_id=10 + action["seat"], summary=action["a"])
        if engine.finished:
            assert engine.result is not None
            seats = await db.seats.list(game.id)
            await db.finish_game(
                game.id, version, engine.to_dict(), results_from_standings(engine.result, seats), move
            )
            return await db.games.get(game.id)
        await db.apply_move(game.id, version, engine.to_dict(), move)
        version += 1


async def test_finish_game_writes_results_with_the_last_state(db: Database) -> None:
    game, engine = await started_main(db, players=3)
    await db.timers.add(game.id, "turn_timeout", 100.0)
    done = await play_to_the_end(db, game, engine, random.Random(5))
    assert done.status == "finished" and done.finished_at is not None
    assert done.version == await db.moves.count(game.id)
    # the last state, without the history, board and last turn the move log holds (008, 009)
    full = engine.to_dict()
    left_to_log = ("history", "board", "last_turn")
    assert done.state == {k: v for k, v in full.items() if k not in left_to_log}
    assert {k: v for k, v in (await state_with_history(db, game.id) or {}).items()} == full
    assert [m.action for m in await db.moves.list(game.id)] == full["history"]
    assert (await db.verify_replay(game.id)).ok
    results = await db.results.for_game(game.id)
    assert engine.result is not None
    assert [(r.seat, r.final, r.won, r.left) for r in results] == [
        (s.seat, s.final, s.winner, s.left) for s in engine.result.standings
    ]
    assert {r.user_id for r in results} == {10, 11, 12}
    assert all(r.variant == "main" and r.guild_id == 9 for r in results)
    assert await db.timers.for_game(game.id) == []  # a finished game has no timers
    with pytest.raises(GameStateError):
        await db.finish_game(game.id, done.version, engine.to_dict(), [])
    assert await db.verify_replay(game.id)


async def test_finish_with_a_conflicting_version_writes_nothing(db: Database) -> None:
    game, engine = await started_main(db)
    await db.apply_move(game.id, 0, engine.to_dict(), NewMove({"a": "pass", "seat": engine.current}))
    with pytest.raises(VersionConflict):
        await db.finish_game(game.id, 0, engine.to_dict(), [])
    assert (await db.games.get(game.id)).status == "running"
    assert await db.results.for_game(game.id) == []


async def test_apply_move_rearms_timers_atomically(db: Database) -> None:
    game, engine = await started_main(db)
    await db.timers.add(game.id, "turn_reminder", 10.0)
    await db.timers.add(game.id, "turn_timeout", 20.0)
    next_action(engine, random.Random(0))
    await db.apply_move(
        game.id,
        0,
        engine.to_dict(),
        NewMove(engine.history[-1]),
        timers=[NewTimer("turn_timeout", 99.0, {"s": 1})],
    )
    [timer] = await db.timers.for_game(game.id)
    assert (timer.kind, timer.due_at, timer.payload) == ("turn_timeout", 99.0, {"s": 1})


async def test_verify_replay_spots_a_tampered_state(db: Database) -> None:
    game, engine = await started_main(db)
    rng = random.Random(8)
    for version in range(3):
        next_action(engine, rng)
        if engine.finished:
            break
        await db.apply_move(game.id, version, engine.to_dict(), NewMove(engine.history[-1]))
    check = await db.verify_replay(game.id)
    assert check.ok and check.moves == (await db.games.get(game.id)).version
    async with db.transaction() as conn:
        bad = dict(engine.to_dict(), scores=[999, 999])
        import json

        await conn.execute("UPDATE games SET state = ? WHERE id = ?", (json.dumps(bad), game.id))
    check = await db.verify_replay(game.id)
    assert not check.ok and check.differing_keys == ("scores",)


async def test_verify_replay_of_a_lobby_and_other_variants(db: Database) -> None:
    lobby = await db.games.create(channel_id=1, variant="main", owner_id=1)
    assert (await db.verify_replay(lobby.id)).ok
    spot = await db.games.create(channel_id=2, variant="spot", owner_id=1)
    with pytest.raises(ReplayUnsupported):
        await db.verify_replay(spot.id)


async def test_a_cancelled_move_is_all_or_nothing(db: Database) -> None:
    """Cancel apply_move at every await point: the move is either fully stored or not at all."""
    game, engine = await started_main(db)
    state = engine.to_dict()
    for k in range(30):
        version = (await db.games.get(game.id)).version
        task = asyncio.create_task(db.apply_move(game.id, version, state, NewMove({"a": "pass", "seat": k})))
        await asyncio.sleep(k * 0.00001)  # spread the cancellations over the transaction's awaits
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        after = await db.games.get(game.id)
        assert after.version in (version, version + 1)
        assert await db.moves.count(game.id) == after.version
    # The connection is still in a clean state: a normal move goes through.
    version = (await db.games.get(game.id)).version
    await db.apply_move(game.id, version, state, NewMove({"a": "pass", "seat": 0}))
    assert await db.integrity_check() == "ok"
