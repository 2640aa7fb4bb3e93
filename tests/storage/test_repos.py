"""Repositories: games per channel, seats, timers, settings, results and stats, deleting user data."""

from __future__ import annotations

import json
import random

import pytest

from bot.engine.main_game import MainGame
from bot.storage import (
    AlreadySeated,
    ChannelBusy,
    Database,
    GameFull,
    GameNotFound,
    GameStateError,
    NewMove,
    NewResult,
    NewSeat,
    NewSpotClaim,
    NewTimer,
    engine_seats,
)
from tests.storage.test_moves import play_to_the_end, started_main

# ------------------------------------------------------------------ games


async def test_one_open_shared_game_per_channel_whatever_its_kind(db: Database) -> None:
    main = await db.games.create(channel_id=1, guild_id=2, variant="main", owner_id=3, options={"max": 4})
    assert (main.status, main.version, main.state, main.options) == ("lobby", 0, None, {"max": 4})
    for variant in ("main", "spot", "speed", "team"):  # one shared game per channel (DESIGN.md)
        with pytest.raises(ChannelBusy) as info:
            await db.games.create(channel_id=1, guild_id=2, variant=variant, owner_id=4)
        assert info.value.existing_game_id == main.id
    spot = await db.games.create(channel_id=2, variant="spot", owner_id=4)  # another channel: fine
    assert (await db.games.open_in_channel(1)) == main
    assert (await db.games.open_in_channel(1, "main")) == main
    assert await db.games.open_in_channel(1, "spot") is None  # asked for another kind
    assert (await db.games.open_in_channel(2, "spot")) == spot
    assert await db.games.open_in_channel(3, "main") is None
    await db.games.cancel(main.id)
    again = await db.games.create(channel_id=1, variant="speed", owner_id=4)  # closed games do not count
    assert (await db.games.open_in_channel(1, "race")) == again


async def test_abandoning_a_channel_or_a_server_ends_its_games_unranked(db: Database) -> None:
    lobby = await db.games.create(channel_id=1, guild_id=9, variant="main", owner_id=3)
    running, _ = await started_main(db, channel=2)
    other = await db.games.create(channel_id=3, guild_id=8, variant="spot", owner_id=3)
    await db.timers.add(lobby.id, "lobby_expiry", 10.0)
    assert await db.games.abandon(channel_id=1) == [lobby.id]
    ended = await db.games.get(lobby.id)
    assert ended.status == "cancelled"
    assert await db.timers.for_game(lobby.id) == []
    assert await db.results.for_game(lobby.id) == []
    assert await db.games.abandon(guild_id=8) == [other.id]
    assert (await db.games.get(running.id)).status == "running"  # other places untouched


async def test_solo_is_one_open_game_per_user(db: Database) -> None:
    first = await db.games.create(channel_id=1, variant="solo", owner_id=7)
    await db.games.create(channel_id=1, variant="solo", owner_id=8)  # same channel, another user: fine
    with pytest.raises(ChannelBusy) as info:
        await db.games.create(channel_id=99, variant="solo", owner_id=7)
    assert info.value.existing_game_id == first.id
    await db.games.create(channel_id=1, variant="main", owner_id=7)  # Solo does not block the channel
    assert (await db.games.open_solo(7)) == first


async def test_open_games_message_and_options(db: Database) -> None:
    a = await db.games.create(channel_id=1, variant="main", owner_id=1)
    b, _ = await started_main(db, channel=2)
    c = await db.games.create(channel_id=3, variant="spot", owner_id=1)
    await db.games.cancel(c.id)
    await db.games.set_message(a.id, 555)
    await db.games.set_options(a.id, {"turn_limit_s": 60})
    opened = await db.games.open_games()
    assert [g.id for g in opened] == [a.id, b.id]
    got = await db.games.get(a.id)
    assert (got.message_id, got.options) == (555, {"turn_limit_s": 60})
    with pytest.raises(GameNotFound):
        await db.games.set_message(999, 1)
    assert await db.games.find(999) is None


# ------------------------------------------------------------------ seats


async def test_seats_join_leave_and_renumber(db: Database) -> None:
    game = await db.games.create(
        channel_id=1, variant="main", owner_id=1, seats=[NewSeat(user_id=1, name="Ann")]
    )
    await db.seats.add(game.id, NewSeat(user_id=2, name="Bob"))
    cpu = await db.seats.add(game.id, NewSeat(user_id=None, name="CPU", kind="computer", level="easy"))
    await db.seats.add(game.id, NewSeat(user_id=3, name="Cy"), max_seats=4)
    assert cpu.seat == 2 and cpu.engine_id == "cpu2"
    with pytest.raises(AlreadySeated) as info:
        await db.seats.add(game.id, NewSeat(user_id=2, name="Bob again"))
    assert info.value.seat == 1
    with pytest.raises(GameFull):
        await db.seats.add(game.id, NewSeat(user_id=4, name="Di"), max_seats=4)
    removed = await db.seats.remove(game.id, user_id=2)
    assert removed is not None and removed.name == "Bob"
    assert await db.seats.remove(game.id, user_id=2) is None
    seats = await db.seats.list(game.id)
    assert [(s.seat, s.name) for s in seats] == [(0, "Ann"), (1, "CPU"), (2, "Cy")]
    await db.seats.remove(game.id, seat=1)
    assert [(s.seat, s.name) for s in await db.seats.list(game.id)] == [(0, "Ann"), (1, "Cy")]
    engine = engine_seats(await db.seats.list(game.id))
    assert [(s.id, s.name) for s in engine] == [("1", "Ann"), ("3", "Cy")]
    main, _ = MainGame.new(engine, 1)
    await db.games.start(game.id, main.to_dict(), seed=1)
    with pytest.raises(GameStateError):  # seats are fixed once the game runs
        await db.seats.add(game.id, NewSeat(user_id=9, name="Late"))
    with pytest.raises(GameStateError):
        await db.seats.remove(game.id, user_id=1)


# ------------------------------------------------------------------ timers


async def test_timers_survive_a_reopen(database_target: str) -> None:
    path = database_target
    db = await Database.open(path)
    game = await db.games.create(
        channel_id=1, variant="main", owner_id=1, timers=[NewTimer("lobby_expiry", 500.0, {"why": "idle"})]
    )
    other = await db.games.create(channel_id=2, variant="main", owner_id=1)
    await db.timers.add(game.id, "turn_reminder", 100.0, {"seat": 0})
    await db.timers.add(other.id, "turn_timeout", 200.0)
    await db.timers.replace(other.id, "turn_timeout", 150.0, {"seat": 1})
    with pytest.raises(GameNotFound):
        await db.timers.add(999, "turn_timeout", 1.0)
    await db.close()

    db = await Database.open(path)
    try:
        pending = await db.timers.pending()
        assert [(t.game_id, t.kind, t.due_at, t.payload) for t in pending] == [
            (game.id, "turn_reminder", 100.0, {"seat": 0}),
            (other.id, "turn_timeout", 150.0, {"seat": 1}),
            (game.id, "lobby_expiry", 500.0, {"why": "idle"}),
        ]
        assert [t.kind for t in await db.timers.due(160.0)] == ["turn_reminder", "turn_timeout"]
        assert await db.timers.due(50.0) == []
        assert await db.timers.cancel_id(pending[0].id)
        assert not await db.timers.cancel_id(pending[0].id)
        assert await db.timers.cancel(game.id, "lobby_expiry") == 1
        assert await db.timers.cancel(other.id) == 1
        assert await db.timers.pending() == []
        await db.timers.add(game.id, "lobby_expiry", 1.0)
        await db.games.cancel(game.id)
        assert await db.timers.for_game(game.id) == []
    finally:
        await db.close()


async def test_a_timer_is_dropped_only_while_its_row_is_still_that_timer(db: Database) -> None:
    game, engine = await started_main(db, channel=1)
    old = await db.timers.add(game.id, "turn_timeout", 100.0, {"turn": 1})
    assert await db.timers.drop(old)  # still that timer: gone
    assert await db.timers.for_game(game.id) == []
    again = await db.timers.add(game.id, "turn_timeout", 100.0, {"turn": 1})
    await db.commit(
        game.id, game.version, engine.to_dict(), None, timers=[NewTimer("turn_timeout", 160.0, {"turn": 2})]
    )
    (new,) = await db.timers.for_game(game.id)
    assert new.id == again.id or db.backend == "postgresql"  # SQLite gave it the old one's id
    assert not await db.timers.drop(again)
    assert await db.timers.for_game(game.id) == [new]


# ------------------------------------------------------------------ settings


async def test_guild_settings_and_user_prefs(db: Database) -> None:
    default = await db.settings.guild(5)
    assert (default.text_mode, default.turn_limit_s, default.language, default.extra) == (
        False,
        None,
        "en",
        {},
    )
    await db.settings.set_guild(5, text_mode=True, turn_limit_s=120)
    changed = await db.settings.set_guild(5, language="es", extra={"hints": False})
    assert (changed.text_mode, changed.turn_limit_s, changed.language, changed.extra) == (
        True, 120, "es", {"hints": False},
    )  # fmt: skip
    assert await db.settings.guild(5) == changed
    assert (await db.settings.guild(6)).text_mode is False
    await db.settings.set_guild(5, turn_limit_s=None)
    assert (await db.settings.guild(5)).turn_limit_s is None

    assert (await db.settings.user(1)).text_mode is None
    await db.settings.set_user(1, text_mode=True)
    await db.settings.set_user(1, language="fr")
    prefs = await db.settings.user(1)
    assert (prefs.text_mode, prefs.language) == (True, "fr")
    await db.settings.set_user(1, text_mode=None)
    assert (await db.settings.user(1)).text_mode is None


# ------------------------------------------------------------------ results and stats


async def finished_game(
    db: Database, channel: int, variant: str, rows: list[NewResult], guild: int | None = 1
) -> int:
    """A game of any variant, started and finished with the given results (one logged move)."""
    seats = [
        NewSeat(user_id=r.user_id, name=f"U{r.user_id}", kind="human" if r.user_id else "computer")
        for r in rows
    ]
    owner = next((r.user_id for r in rows if r.user_id), None)
    game = await db.games.create(
        channel_id=channel, guild_id=guild, variant=variant, owner_id=owner, seats=seats
    )
    await db.games.start(game.id, {"variant": variant})
    await db.finish_game(game.id, 0, {"variant": variant, "over": True}, rows, NewMove({"a": "end"}))
    return game.id


async def test_results_stats_and_anti_farming_leaderboard(db: Database) -> None:
    # Two real games between 1 and 2 on server 1.
    await finished_game(db, 1, "main", [NewResult(0, 1, 50, 5, won=True), NewResult(1, 2, 30, 10)])
    await finished_game(db, 1, "main", [NewResult(0, 1, 20, 0), NewResult(1, 2, 40, 2, won=True)])
    # 1 against a computer only: not ranked.
    await finished_game(db, 1, "main", [NewResult(0, 1, 99, 0, won=True), NewResult(1, None, 10)])
    # 3 beats alt 4 who resigned: 3's walkover win is not ranked, 4 gets a ranked loss.
    await finished_game(db, 1, "main", [NewResult(0, 3, 10, 0, won=True), NewResult(1, 4, 0, 0, left=True)])
    # 1 and 2 on another server.
    await finished_game(db, 1, "main", [NewResult(0, 1, 70, 0, won=True), NewResult(1, 2, 10, 0)], guild=2)
    # A spot game.
    await finished_game(db, 1, "spot", [NewResult(0, 1, 12, won=True), NewResult(1, 2, 8)])

    stats = {s.variant: s for s in await db.stats.user(1)}
    main = stats["main"]
    assert (main.games, main.wins, main.best, main.ranked_games, main.ranked_wins) == (4, 3, 99, 3, 2)
    assert main.average == pytest.approx((45 + 20 + 99 + 70) / 4)
    assert stats["spot"].wins == 1
    assert [s.games for s in await db.stats.user(1, guild_id=2)] == [1]

    board = await db.stats.leaderboard("main", guild_id=1)
    assert [(e.rank, e.user_id, e.games, e.wins) for e in board] == [(1, 1, 2, 1), (2, 2, 2, 1), (3, 4, 1, 0)]
    assert board[0].best == 45 and board[0].average == pytest.approx(32.5)
    everywhere = await db.stats.leaderboard("main")
    assert [(e.user_id, e.wins) for e in everywhere] == [(1, 2), (2, 1), (4, 0)]
    assert 3 not in {e.user_id for e in everywhere}
    assert [e.user_id for e in await db.stats.leaderboard("spot")] == [1, 2]
    assert await db.stats.leaderboard("speed") == []
    history = await db.results.for_user(1, variant="main")
    assert len(history) == 4


async def test_real_main_game_results_count(db: Database) -> None:
    game, engine = await started_main(db, players=2)
    await play_to_the_end(db, game, engine, random.Random(11))
    stats = {s.variant: s for s in await db.stats.user(10)}
    assert stats["main"].games == 1


async def test_spot_claims_and_stats(db: Database) -> None:
    game = await db.games.create(channel_id=1, guild_id=3, variant="spot", owner_id=1)
    await db.games.start(game.id, {"round": 1})
    await db.apply_move(
        game.id, 0, {"round": 1}, NewMove({"a": "claim"}, user_id=1),
        claim=NewSpotClaim(1, 1, ["R5", "B9", "G1", "Y5"], True, 2300),
    )  # fmt: skip
    await db.spot.add_claim(game.id, NewSpotClaim(2, 1, ["R5", "B9", "G1", "Y4"], False, 1500))
    await db.spot.add_claim(game.id, NewSpotClaim(1, 2, ["O1", "P4", "R5", "B5"], True, 1800))
    claims = await db.spot.claims(game.id)
    assert [(c.user_id, c.round, c.correct) for c in claims] == [(1, 1, True), (2, 1, False), (1, 2, True)]
    assert claims[0].tiles == ("R5", "B9", "G1", "Y5")
    assert len(await db.spot.claims(game.id, round=2)) == 1
    one = await db.stats.spot(1)
    assert (one.claims, one.correct, one.tiles_won, one.fastest_ms) == (2, 2, 8, 1800)
    assert one.average_ms == pytest.approx(2050)
    two = await db.stats.spot(2)
    assert (two.claims, two.correct, two.tiles_won, two.fastest_ms) == (1, 0, 0, None)
    assert (await db.stats.spot(1, guild_id=3)).correct == 2
    assert (await db.stats.spot(1, guild_id=4)).claims == 0
    with pytest.raises(GameNotFound):
        await db.spot.add_claim(999, NewSpotClaim(1, 1, [], False))


async def test_solo_results_and_board(db: Database) -> None:
    await finished_game(db, 1, "solo", [NewResult(0, 1, 96, won=True)])
    await finished_game(db, 1, "solo", [NewResult(0, 1, 40)])
    await finished_game(db, 1, "solo", [NewResult(0, 2, 56)], guild=None)
    results = await db.solo.results(1)
    assert sorted((r.tiles_placed, r.completed) for r in results) == [(40, False), (96, True)]
    stats = await db.stats.solo(1)
    assert (stats.games, stats.completed, stats.best_tiles) == (2, 1, 96)
    board = await db.stats.solo_leaderboard()
    assert [(e.rank, e.user_id, e.best_tiles, e.completed) for e in board] == [(1, 1, 96, 1), (2, 2, 56, 0)]
    assert [e.user_id for e in await db.stats.solo_leaderboard(guild_id=1)] == [1]
    for game_id in (1, 2, 3):
        assert not any(r.ranked for r in await db.results.for_game(game_id))


# ------------------------------------------------------------------ deleting a user's data


async def test_delete_user_data(db: Database) -> None:
    uid = 10
    # A finished main game with 10 and 11, with a mention in a summary.
    done, engine = await started_main(db, channel=1)
    first = engine.current
    engine.pass_turn(first)
    await db.apply_move(
        done.id, 0, engine.to_dict(), NewMove(engine.history[-1], user_id=10 + first, summary="x")
    )
    engine.pass_turn(1 - first)
    assert engine.finished
    await db.finish_game(
        done.id, 1, engine.to_dict(), [NewResult(0, uid, 5, won=True), NewResult(1, 11, 3)],
        NewMove(engine.history[-1], user_id=11 - first, summary=f"next: <@{uid}>"),
    )  # fmt: skip
    # A running game with 10 and 11.
    running, run_engine = await started_main(db, channel=2)
    # A lobby of someone else that 10 joined, and a lobby 10 owns.
    other_lobby = await db.games.create(
        channel_id=3,
        variant="main",
        owner_id=20,
        seats=[NewSeat(20, "Z"), NewSeat(uid, "Me"), NewSeat(21, "Y")],
    )
    own_lobby = await db.games.create(channel_id=4, variant="main", owner_id=uid, seats=[NewSeat(uid, "Me")])
    await finished_game(db, 6, "solo", [NewResult(0, uid, 30)])
    solo = await db.games.create(channel_id=5, variant="solo", owner_id=uid)
    await db.settings.set_user(uid, text_mode=True)
    spot = await db.games.create(
        channel_id=7, variant="spot", owner_id=11, seats=[NewSeat(11, "B"), NewSeat(uid, "A")]
    )
    await db.spot.add_claim(spot.id, NewSpotClaim(uid, 1, ["R1"], True, 900))
    await db.games.cancel(spot.id)

    report = await db.delete_user_data(uid)
    assert solo.id in report.deleted_game_ids
    assert report.cancelled_game_ids == (own_lobby.id,)
    assert report.left_lobby_ids == (other_lobby.id,)
    assert report.pending_game_ids == (running.id,)
    assert report.anonymised_rows > 0

    assert await db.games.find(solo.id) is None
    assert await db.solo.results(uid) == []
    assert (await db.settings.user(uid)).text_mode is None
    assert [(s.seat, s.user_id) for s in await db.seats.list(other_lobby.id)] == [(0, 20), (1, 21)]
    assert (await db.games.get(own_lobby.id)).status == "cancelled"
    # The finished game: anonymised, still consistent and replayable.
    seats = await db.seats.list(done.id)
    assert [(s.user_id, s.name) for s in seats] == [(None, "Deleted user"), (11, "P1")]
    state = (await db.games.get(done.id)).state
    assert state is not None and state["seats"][0] == {
        **state["seats"][0],
        "id": "gone0",
        "name": "Deleted user",
    }
    assert (await db.verify_replay(done.id)).ok
    moves = await db.moves.list(done.id)
    expected = [(None, ""), (11, "next: Deleted user")] if first == 0 else [(11, "x"), (None, "")]
    assert [(m.user_id, m.summary) for m in moves] == expected
    assert {r.user_id for r in await db.results.for_game(done.id)} == {None, 11}
    assert (await db.stats.spot(uid)).claims == 0
    assert await db.stats.user(uid) == []
    # Nothing left that names the user, except the running game.
    async with db.read() as conn:
        for table in ("seats", "moves", "results", "spot_claims"):
            sql = f"SELECT count(*) FROM {table} WHERE user_id = ? AND game_id <> ?"
            async with conn.execute(sql, (uid, running.id)) as cur:
                row = await cur.fetchone()
            assert row is not None and row[0] == 0, table
        for table in ("solo_results", "user_prefs"):
            async with conn.execute(f"SELECT count(*) FROM {table} WHERE user_id = ?", (uid,)) as cur:
                row = await cur.fetchone()
            assert row is not None and row[0] == 0, table

    # The running game was left alone; when it ends, the user is anonymised in the same transaction.
    still = await db.seats.list(running.id)
    assert uid in {s.user_id for s in still}
    run_engine.resign(0)
    assert run_engine.result is not None
    await db.finish_game(
        running.id, 0, run_engine.to_dict(), [NewResult(0, uid, 0, left=True), NewResult(1, 11, 0, won=True)],
        NewMove(run_engine.history[-1], user_id=uid),
    )  # fmt: skip
    assert uid not in {s.user_id for s in await db.seats.list(running.id)}
    assert {r.user_id for r in await db.results.for_game(running.id)} == {None, 11}
    assert (await db.verify_replay(running.id)).ok
    async with db.read() as conn, conn.execute("SELECT count(*) FROM deletion_requests") as cur:
        row = await cur.fetchone()
    assert row is not None and row[0] == 0
    # A game the user joins afterwards is theirs again (a new consent), untouched.
    later = await db.games.create(channel_id=8, variant="main", owner_id=uid, seats=[NewSeat(uid, "Back")])
    assert (await db.games.get(later.id)).owner_id == uid
    assert json.dumps(state)  # the anonymised state is still plain JSON


async def test_delete_user_data_reaches_spot_claimers_without_a_seat(db: Database) -> None:
    game = await db.games.create(channel_id=1, variant="spot", owner_id=1, seats=[NewSeat(1, "Host")])
    await db.games.start(game.id, {"round": 1})
    await db.spot.add_claim(game.id, NewSpotClaim(50, 1, ["R1", "O2", "Y3", "G4"], False, 700))
    report = await db.delete_user_data(50)
    assert report.pending_game_ids == (game.id,)
    assert [c.user_id for c in await db.spot.claims(game.id)] == [50]  # a running game is left alone
    await db.games.cancel(game.id)
    assert [c.user_id for c in await db.spot.claims(game.id)] == [None]
    assert (await db.delete_user_data(50)).pending_game_ids == ()
