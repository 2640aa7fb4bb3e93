"""Running games stay decoded between actions (issue 25, bot/sessions/decoded.py), and the database
stays the truth: the next move does not decode the stored state again, a move made by another
process (its own sessions on the same database) is never missed, and a refused action leaves
nothing half-played behind. Each check compares the stored state with a shadow game that played
the same turns."""

from __future__ import annotations

import time
from typing import Any

import pytest

from bot.engine import movegen
from bot.engine.main_game import MainGame
from bot.sessions import Actor, Sessions
from bot.sessions.actions import Pass, Place, PlayCells
from bot.sessions.decoded import DecodedGames
from bot.storage import ConnectionLost, Database, forgetting
from bot.words.refusal import Refusal

PLAYERS = {11: Actor(11, "ann"), 12: Actor(12, "bob")}


async def running_game(sessions: Sessions, seed: int = 0) -> int:
    """A two-player game dealt from `seed` (a random deal would make each test a lottery of cases)."""
    opened = await sessions.lobby.open(
        guild_id=1, channel_id=5, host=PLAYERS[11], options={}, computers=0, level="normal"
    )
    await sessions.lobby.change(opened.game_id, PLAYERS[12], "join")
    db = sessions.base.db
    row, seats = await db.games.get(opened.game_id), await db.seats.list(opened.game_id)
    return (await sessions.main.start(row, seats, seed=seed)).game_id


async def stored(db: Database, game_id: int) -> MainGame:
    return MainGame.from_dict((await db.games.get(game_id)).state)


async def play(sessions: Sessions, game_id: int, shadow: MainGame) -> None:
    """The best turn of the player to move, through the session; the shadow plays it too."""
    seat = shadow.current
    turn = movegen.best_turn(shadow.board, shadow.racks[seat], shadow.key)
    actor = PLAYERS[int(shadow.seats[seat].id)]
    await sessions.main.apply(game_id, PlayCells(cells_of(turn)) if turn else Pass(), actor)
    if turn:
        shadow.play(seat, list(turn.placements))
    else:
        shadow.pass_turn(seat)


def cells_of(turn: Any) -> tuple[tuple[int, int, str], ...]:
    return tuple((p.cell.row, p.cell.col, str(p.tile)) for p in turn.placements)


def counting_decodes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    decoded: list[int] = []
    from_dict = MainGame.from_dict.__func__  # type: ignore[attr-defined]

    def counted(cls: type[MainGame], data: dict[str, Any]) -> MainGame:
        decoded.append(1)
        return from_dict(cls, data)

    monkeypatch.setattr(MainGame, "from_dict", classmethod(counted))
    return decoded


def same(a: MainGame, b: MainGame) -> bool:
    return {**a.to_dict(), "history": []} == {**b.to_dict(), "history": []}


async def test_the_next_move_takes_the_game_the_last_one_stored(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    sessions = Sessions(db, time.time)
    game_id = await running_game(sessions)
    shadow = await stored(db, game_id)
    await play(sessions, game_id, shadow)  # the first move decodes the state Start stored
    decodes = counting_decodes(monkeypatch)
    for _ in range(6):
        await play(sessions, game_id, shadow)
    assert decodes == []
    assert sessions.base.decoded.hits == 6
    monkeypatch.undo()
    assert same(await stored(db, game_id), shadow)


async def test_two_processes_on_one_database_each_see_the_others_moves(
    db: Database, database_target: str
) -> None:
    other_db = await Database.open(database_target)  # the other process's own connections
    try:
        here, there = Sessions(db, time.time), Sessions(other_db, time.time)
        game_id = await running_game(here)
        shadow = await stored(db, game_id)
        for n in range(8):  # the processes take turns: each one's kept game is a version behind
            await play(here if n % 2 == 0 else there, game_id, shadow)
        await play(here, game_id, shadow)
        await play(here, game_id, shadow)  # its own last move: kept
        assert (here.base.decoded.hits, here.base.decoded.misses) == (1, 5)
        assert there.base.decoded.hits == 0
        assert same(await stored(db, game_id), shadow)
        assert same(await stored(other_db, game_id), shadow)
    finally:
        await other_db.close()


# Seeds whose second turn ends the turn (the other player is to move) or earns a bonus turn (M5:
# the same player moves again, so the overtaken move is refused for its tiles, no longer in the rack).
TURN_ENDS, BONUS_TURN = 0, 5


@pytest.mark.parametrize(
    ("seed", "bonus", "refusal"),
    [(TURN_ENDS, False, "not_your_turn"), (BONUS_TURN, True, "not_in_rack")],
    ids=["turn_ends", "bonus_turn"],
)
async def test_a_move_judged_then_overtaken_leaves_no_half_played_game_behind(
    db: Database, database_target: str, seed: int, bonus: bool, refusal: str
) -> None:
    """The cog judges a /place (the kept game plays it), then another process moves first: the
    commit is refused, the move is judged again on what is stored and refused, and the judged game,
    played but never stored, is not used again."""
    other_db = await Database.open(database_target)
    try:
        here, there = Sessions(db, time.time), Sessions(other_db, time.time)
        game_id = await running_game(here, seed)
        shadow = await stored(db, game_id)
        await play(here, game_id, shadow)  # kept here at this version
        turn = movegen.best_turn(shadow.board, shadow.racks[shadow.current], shadow.key)
        assert turn is not None
        mover = PLAYERS[int(shadow.current_seat.id)]
        row = await db.games.get(game_id)
        judged = here.main.check(row, PlayCells(cells_of(turn)), mover)
        await play(there, game_id, shadow)  # the same turn, by the same player, from elsewhere
        assert shadow.in_bonus is bonus  # the case this seed was chosen for
        assert (int(shadow.current_seat.id) == mover.user_id) is bonus
        with pytest.raises(ValueError, match=refusal):  # judged again on what is stored
            await here.main.apply(game_id, PlayCells(cells_of(turn)), mover, prepared=judged)
        assert (await db.games.get(game_id)).version == row.version + 1  # only the other's move
        # the judged game (played, never stored) is gone; the re-judged one, refused before it
        # changed, is the game as stored now and is kept for the next move
        assert len(here.base.decoded) == 1
        hits = here.base.decoded.hits
        for _ in range(3):
            await play(here, game_id, shadow)
        assert here.base.decoded.hits == hits + 3
        assert same(await stored(db, game_id), shadow)
    finally:
        await other_db.close()


@pytest.mark.parametrize("arrived", ["this_move", "another_move"])
async def test_a_lost_commit_answer_is_read_back_as_the_move_that_was_stored(
    db: Database, database_target: str, monkeypatch: pytest.MonkeyPatch, arrived: str
) -> None:
    """The answer to COMMIT is lost (the connection broke during it), so Database.commit reads back
    what was stored. This move: the action is done and its game kept. Another move by the same
    player, of the same kind, stored meanwhile by another process: it is not taken for this one,
    the action is refused as overtaken and the game it played is not kept as if it were stored."""
    other_db = await Database.open(database_target)
    try:
        here, there = Sessions(db, time.time), Sessions(other_db, time.time)
        game_id = await running_game(here)
        shadow = await stored(db, game_id)
        await play(here, game_id, shadow)
        mover = PLAYERS[int(shadow.current_seat.id)]
        mine, theirs = movegen.hints(shadow.board, shadow.racks[shadow.current], shadow.key, 2, distinct=True)
        commit_once = db._commit_once

        async def lost_answer(*args: Any, **kwargs: Any) -> Any:
            monkeypatch.setattr(db, "_commit_once", commit_once)  # the retry, if any, is real
            if arrived == "this_move":
                await commit_once(*args, **kwargs)
            else:  # this COMMIT never arrived; the other process's did
                await there.main.apply(game_id, PlayCells(cells_of(theirs)), mover)
            raise ConnectionLost("the test's database", maybe_committed=True)

        monkeypatch.setattr(db, "_commit_once", lost_answer)
        if arrived == "this_move":
            done = await here.main.apply(game_id, PlayCells(cells_of(mine)), mover)
            assert done.version == (await db.games.get(game_id)).version
            shadow.play(shadow.current, list(mine.placements))
            assert len(here.base.decoded) == 1  # kept: it is what was stored
        else:
            with pytest.raises(Refusal, match=r"error\.conflict"):
                await here.main.apply(game_id, PlayCells(cells_of(mine)), mover)
            shadow.play(shadow.current, list(theirs.placements))
            assert len(here.base.decoded) == 0
        for _ in range(3):
            await play(here, game_id, shadow)
        assert same(await stored(db, game_id), shadow)
    finally:
        await other_db.close()


async def test_a_lost_commit_answer_that_cannot_be_read_back_stays_unsure(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The answer to COMMIT is lost and the read-back's connection breaks too (the server is still
    restarting): the move may well be stored, so the error stays `maybe_committed` (the player reads
    "may or may not have been saved"), never "nothing was changed", and no second commit is tried."""
    sessions = Sessions(db, time.time)
    game_id = await running_game(sessions)
    shadow = await stored(db, game_id)
    mover = PLAYERS[int(shadow.current_seat.id)]
    turn = movegen.best_turn(shadow.board, shadow.racks[shadow.current], shadow.key)
    assert turn is not None
    commit_once, commits = db._commit_once, []

    async def stored_then_lost(*args: Any, **kwargs: Any) -> Any:
        commits.append(await commit_once(*args, **kwargs))
        monkeypatch.setattr(db.moves, "list", read_lost)
        raise ConnectionLost("the test's database", maybe_committed=True)

    async def read_lost(*_args: Any, **_kwargs: Any) -> Any:
        raise ConnectionLost("the test's database")

    monkeypatch.setattr(db, "_commit_once", stored_then_lost)
    with pytest.raises(ConnectionLost) as lost:
        await sessions.main.apply(game_id, PlayCells(cells_of(turn)), mover)
    assert lost.value.maybe_committed
    assert len(commits) == 1
    monkeypatch.undo()
    shadow.play(shadow.current, list(turn.placements))
    assert same(await stored(db, game_id), shadow)  # it was stored, once


async def test_a_refused_move_leaves_the_game_as_stored(db: Database) -> None:
    sessions = Sessions(db, time.time)
    game_id = await running_game(sessions)
    shadow = await stored(db, game_id)
    await play(sessions, game_id, shadow)
    mover = PLAYERS[int(shadow.current_seat.id)]
    rack = shadow.racks[shadow.current]
    for bad in (Place(" ".join(str(t) for t in rack[:2]), "A1", "down"), Place(str(rack[0]), "ZZ99")):
        with pytest.raises((Refusal, ValueError)):  # the engine refuses: the cog words it for the player
            await sessions.main.apply(game_id, bad, mover)
    await play(sessions, game_id, shadow)
    await play(sessions, game_id, shadow)
    assert same(await stored(db, game_id), shadow)


async def test_a_deleted_games_entry_is_never_handed_to_a_game_that_reuses_its_id(
    db: Database, database_target: str
) -> None:
    """SQLite gives a deleted row's id (the highest) to the next game (no AUTOINCREMENT). Only Solo
    games are deleted today, and Solo is never kept decoded; if a kept game's row were deleted, a
    new game reaching the same version under its id (its moves made by another process) must still
    be decoded from its own row, not handed the deleted game."""
    other_db = await Database.open(database_target)
    try:
        here, there = Sessions(db, time.time), Sessions(other_db, time.time)
        gone_id = await running_game(here, seed=1)
        await play(here, gone_id, await stored(db, gone_id))  # kept here at version 2
        version = (await db.games.get(gone_id)).version
        await forgetting.delete_game(db, gone_id)
        game_id = await running_game(there, seed=2)
        if database_target.startswith("sqlite"):
            assert game_id == gone_id  # the id is used again
        shadow = await stored(db, game_id)
        await play(there, game_id, shadow)
        assert (await db.games.get(game_id)).version == version  # the same id and version as kept
        await play(here, game_id, shadow)
        assert here.base.decoded.hits == 0
        assert same(await stored(db, game_id), shadow)
    finally:
        await other_db.close()


def test_the_cache_is_bounded_and_hands_out_only_what_matches() -> None:
    cache = DecodedGames(max_games=2)
    decoded: list[object] = []

    def decode(state: Any) -> MainGame:
        decoded.append(state)
        return MainGame.__new__(MainGame)

    game = MainGame.__new__(MainGame)
    one, later_one = (1, 100.0), (1, 200.0)  # game 1, and a game created later that reuses its id
    cache.put(one, 5, game)
    assert cache.take(one, 6, {}, decode) is not game  # another version: decoded, the entry dropped
    assert cache.take(one, 5, {}, decode) is not game
    cache.put(one, 5, game)
    assert cache.take(later_one, 5, {}, decode) is not game  # another game at that id and version
    assert cache.take(one, 5, {}, decode) is game and len(cache) == 0  # taken: no one else has it
    cache.put(one, 5, object())  # another kind of game under that id: never handed out as this one
    with pytest.raises(ValueError):  # decoded instead (and this "state" is no game)
        cache.take(one, 5, {}, MainGame.from_dict)
    for game_id in (1, 2, 3):
        cache.put((game_id, 100.0), 1, game)
    assert len(cache) == 2
    assert cache.take(one, 1, {}, decode) is not game  # the oldest went
    assert len(decoded) == 4


async def test_an_outcomes_game_is_its_own_not_the_one_kept_for_the_next_move(db: Database) -> None:
    """The game an action stored stays decoded for the next action, and the action's Outcome hands
    its `state` to the caller (a reply drawn after an await, a test): what the caller does with it
    must not reach the kept game, or the next move would be judged on a game nobody stored."""
    sessions = Sessions(db, time.time)
    game_id = await running_game(sessions)
    shadow = await stored(db, game_id)
    seat = shadow.current
    turn = movegen.best_turn(shadow.board, shadow.racks[seat], shadow.key)
    assert turn is not None
    done = await sessions.main.apply(game_id, PlayCells(cells_of(turn)), PLAYERS[int(shadow.seats[seat].id)])
    shadow.play(seat, list(turn.placements))
    mine = done.state
    assert same(mine, shadow) and mine is done.state  # the stored game, the same object on each read
    mine.scores[:] = [999] * len(mine.scores)  # the caller scribbles on its game
    mine.racks[mine.current].clear()
    mine.current = 1 - mine.current
    hits = sessions.base.decoded.hits
    await play(sessions, game_id, shadow)  # judged on the kept game: untouched
    assert sessions.base.decoded.hits == hits + 1
    assert same(await stored(db, game_id), shadow)


async def test_a_refused_check_keeps_the_game_for_the_next_move(db: Database) -> None:
    """A "not your turn" or a /place that does not parse is refused before the engine changes the
    game: the kept game goes back, and the next move is not decoded again."""
    sessions = Sessions(db, time.time)
    game_id = await running_game(sessions)
    shadow = await stored(db, game_id)
    await play(sessions, game_id, shadow)  # kept at this version
    mover = PLAYERS[int(shadow.current_seat.id)]
    waiting = next(p for p in PLAYERS.values() if p is not mover)
    row = await db.games.get(game_id)
    rack = shadow.racks[shadow.current]
    for who, refused in ((waiting, Pass()), (mover, Place(str(rack[0]), "ZZ99"))):
        with pytest.raises((Refusal, ValueError)):
            sessions.main.check(row, refused, who)
    hits, misses = sessions.base.decoded.hits, sessions.base.decoded.misses
    await play(sessions, game_id, shadow)
    assert (sessions.base.decoded.hits, sessions.base.decoded.misses) == (hits + 1, misses)
    assert same(await stored(db, game_id), shadow)
