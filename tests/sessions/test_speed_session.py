"""Speed's session with typed actions and targets: a view's version is checked, a stranger or
another race's id is refused, nothing stored."""

from __future__ import annotations

import pytest

from bot.engine.speed import SpeedError, SpeedMatch
from bot.sessions import Sessions
from bot.sessions.actions import Dump, Submit, TakeLast
from bot.sessions.speed import SpeedTarget
from bot.words.refusal import Refusal

from .conftest import ALICE, BOB, CAROL


async def race(sessions: Sessions, channel: int = 70) -> int:
    lobby = await sessions.speed_lobby.open(
        guild_id=1, channel_id=channel, host=ALICE,
        options={"max_players": 8, "rounds": 1, "teams": 0, "time_limit": 300, "level": "normal"},
        computers=0, level="normal",
    )  # fmt: skip
    await sessions.speed_lobby.change(lobby.game_id, BOB, "join")
    await sessions.speed_lobby.change(lobby.game_id, ALICE, "start")
    return lobby.game_id


async def test_a_stale_view_a_stranger_and_another_race_are_refused(sessions: Sessions) -> None:
    game_id = await race(sessions)
    row, match = await sessions.speed.read(game_id)
    version = match.version_of(str(ALICE.user_id))
    with pytest.raises(SpeedError) as stale:
        await sessions.speed.act(ALICE, Submit(), SpeedTarget(game_id, version + 1))
    assert stale.value.code == "stale"
    with pytest.raises(SpeedError) as stranger:
        await sessions.speed.act(CAROL, TakeLast(), SpeedTarget(game_id))
    assert stranger.value.code == "not_racing"
    with pytest.raises(Refusal) as unknown:
        await sessions.speed.act(ALICE, Submit(), SpeedTarget(2**62))
    assert unknown.value.key == "game.none"
    after, _ = await sessions.speed.read(game_id)
    assert after.version == row.version


async def test_a_dump_is_stored_for_the_view_it_was_made_for(sessions: Sessions) -> None:
    game_id = await race(sessions)
    _, match = await sessions.speed.read(game_id)
    rid = str(ALICE.user_id)
    tile = str(match.grid_of(rid).hand[0])
    done = await sessions.speed.act(ALICE, Dump(tile), SpeedTarget(game_id, match.version_of(rid)))
    assert len(done.state.grid_of(rid).hand) == len(match.grid_of(rid).hand) + 1
    with pytest.raises(SpeedError) as again:  # the same view twice: its version moved on
        await sessions.speed.act(ALICE, Dump(tile), SpeedTarget(game_id, match.version_of(rid)))
    assert again.value.code == "stale"


async def test_an_outcomes_race_is_its_own_not_the_one_kept_for_the_next_action(sessions: Sessions) -> None:
    """The race an action stored stays decoded for the next action; the Outcome's `state` (the
    racer's grid reply reads it) is the caller's own: changing it does not reach the kept race."""
    game_id = await race(sessions)
    _, match = await sessions.speed.read(game_id)
    rid = str(ALICE.user_id)
    done = await sessions.speed.act(ALICE, Dump(str(match.grid_of(rid).hand[0])), SpeedTarget(game_id))
    dumps = done.state.round.dumps
    done.state.round.dumps += 5  # the caller scribbles on its race
    done.state.grid_of(rid).deal(done.state.round.bag.draw(2))
    hits = sessions.base.decoded.hits
    again = await sessions.speed.act(ALICE, Dump(str(match.grid_of(rid).hand[1])), SpeedTarget(game_id))
    assert sessions.base.decoded.hits == hits + 1
    stored = SpeedMatch.from_dict((await sessions.base.db.games.get(game_id)).state)
    assert stored.round.dumps == again.state.round.dumps == dumps + 1
    assert len(stored.grid_of(rid).hand) == len(match.grid_of(rid).hand) + 2
