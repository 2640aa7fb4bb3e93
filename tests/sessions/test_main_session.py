"""The main game's session with typed actions: a lobby started, turns judged, refusals of an
action out of turn, of a stale version, of a stale clock, and of someone not in the game."""

from __future__ import annotations

import pytest

from bot.engine.main_game import GameError
from bot.sessions import Actor, Sessions
from bot.sessions.actions import Pass, Resign, Timeout
from bot.words.refusal import Refusal

from .conftest import ALICE, BOB, CAROL


async def two_player_game(sessions: Sessions, channel: int = 50) -> int:
    lobby = await sessions.lobby.open(
        guild_id=1, channel_id=channel, host=ALICE, options={"max_players": 2, "turn_limit": 600},
        computers=0, level="normal",
    )  # fmt: skip
    await sessions.lobby.change(lobby.game_id, BOB, "join")
    started = await sessions.lobby.change(lobby.game_id, ALICE, "start")
    assert started.posts and started.state is not None
    return lobby.game_id


def player(sessions: Sessions, game) -> tuple[Actor, Actor]:
    """(to move, waiting)."""
    return (ALICE, BOB) if game.current_seat.id == str(ALICE.user_id) else (BOB, ALICE)


async def test_a_pass_is_stored_with_its_post_and_the_next_clock(sessions: Sessions) -> None:
    game_id = await two_player_game(sessions)
    row, game = await sessions.main.read(game_id)
    mover, waiting = player(sessions, game)
    with pytest.raises(GameError):  # not their turn: the engine refuses, nothing stored
        await sessions.main.apply(game_id, Pass(), waiting)
    done = await sessions.main.apply(game_id, Pass(), mover, expected_version=row.version)
    assert done.version == row.version + 1 and done.posts and done.outbox_id is not None
    timers = await sessions.base.db.timers.for_game(game_id)
    assert {t.payload["seat"] for t in timers} == {done.state.current}


async def test_stale_versions_clocks_and_strangers_are_refused(sessions: Sessions) -> None:
    game_id = await two_player_game(sessions)
    row, game = await sessions.main.read(game_id)
    mover, _ = player(sessions, game)
    with pytest.raises(Refusal) as stale:
        await sessions.main.apply(game_id, Pass(), mover, expected_version=row.version - 1)
    assert stale.value.key == "game.stale"
    with pytest.raises(Refusal) as old_clock:
        await sessions.main.apply(game_id, Timeout(game.turn_number + 3), None)
    assert old_clock.value.key == "game.stale"
    with pytest.raises(Refusal) as stranger:
        await sessions.main.apply(game_id, Resign(), CAROL)
    assert stranger.value.key == "game.not_player"
    other = await two_player_game(sessions, channel=51)  # another game's id: its own players only
    with pytest.raises(Refusal):
        await sessions.main.apply(other, Resign(), CAROL)
    after, _ = await sessions.main.read(game_id)
    assert after.version == row.version  # nothing of it stored


async def test_resigning_ends_a_two_player_game(sessions: Sessions) -> None:
    game_id = await two_player_game(sessions)
    done = await sessions.main.apply(game_id, Resign(), BOB)
    assert done.finished and not done.computer_to_move
    with pytest.raises(Refusal) as over:
        await sessions.main.apply(game_id, Pass(), ALICE)
    assert over.value.key == "game.over"
