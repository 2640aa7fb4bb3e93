"""Solo's session: a button's action names its game and version (issue 24); an old one, another
player's or a forged one is refused, and the player's own game is never touched by it."""

from __future__ import annotations

import pytest

from bot.engine.freegrid import GridError
from bot.sessions import Sessions
from bot.sessions.actions import GiveUp, Quit, Submit, Take, Target
from bot.words.refusal import Refusal

from .conftest import ALICE, BOB, Clock


async def start(sessions: Sessions, who=ALICE) -> tuple[int, int]:
    outcome = await sessions.solo.start(who, guild_id=1, channel_id=10 + who.user_id, daily=False)
    return outcome.game_id, outcome.version


async def refused(coro) -> str:
    with pytest.raises(Refusal) as err:
        await coro
    return err.value.key


async def test_an_old_give_up_after_a_new_game_is_refused_the_new_game_goes_on(
    sessions: Sessions,
) -> None:
    old, old_version = await start(sessions)
    await sessions.solo.act(ALICE, Quit())
    new, new_version = await start(sessions)
    assert new != old and new_version == old_version  # a new game starts at the same version
    key = await refused(sessions.solo.act(ALICE, GiveUp(), Target(old, old_version)))
    assert key == "component.earlier_game"
    key = await refused(sessions.solo.act(ALICE, Submit(), Target(old, old_version)))
    assert key == "component.earlier_game"
    row, game = await sessions.solo.current(ALICE.user_id)
    assert row.id == new and row.version == new_version and not game.finished


async def test_a_button_naming_another_players_game_never_touches_the_pressers(sessions: Sessions) -> None:
    mine, version = await start(sessions, ALICE)
    theirs, their_version = await start(sessions, BOB)
    key = await refused(sessions.solo.act(ALICE, GiveUp(), Target(theirs, their_version)))
    assert key == "solo.not_yours"
    for who, game_id, at in ((ALICE, mine, version), (BOB, theirs, their_version)):
        row, game = await sessions.solo.current(who.user_id)
        assert row.id == game_id and row.version == at and not game.finished


async def test_a_stale_version_or_an_unknown_game_is_refused(sessions: Sessions, clock: Clock) -> None:
    game_id, version = await start(sessions)
    assert await refused(sessions.solo.act(ALICE, GiveUp(), Target(game_id, version + 5))) == "game.stale"
    assert await refused(sessions.solo.act(ALICE, GiveUp(), Target(2**62))) == "component.unknown_game"
    clock.now += 30
    done = await sessions.solo.act(ALICE, GiveUp(), Target(game_id, version))
    assert done.finished and done.version == version + 1


async def test_a_typed_edit_without_a_target_acts_on_the_players_game(sessions: Sessions) -> None:
    _, version = await start(sessions)
    with pytest.raises(GridError) as err:  # nothing to take on a fresh grid: the engine says so
        await sessions.solo.act(ALICE, Take("P16"))
    assert err.value.code == "no_tile" and dict(err.value.params) == {"cell": "P16"}
    row, _ = await sessions.solo.current(ALICE.user_id)
    assert row.version == version  # nothing stored
    assert await refused(sessions.solo.act(BOB, Quit())) == "solo.none"
