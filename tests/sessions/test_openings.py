"""A game opens through the registry like any action: a typed action (OpenLobby, StartRace, Deal) on
where it opens (a variant's `Here`: the channel and its server), never a closure."""

from __future__ import annotations

import pytest

from bot.sessions import Sessions
from bot.sessions.actions import Deal, Here, OpenLobby, StartRace
from bot.sessions.lobby import LobbyHere
from bot.sessions.solo import SoloHere
from bot.sessions.speed_lobby import SpeedLobbyHere
from bot.sessions.spot import SpotHere
from bot.sessions.variant import UnknownTarget
from bot.words.refusal import Refusal

from .conftest import ALICE, BOB


async def test_a_lobby_opens_where_its_here_says_with_the_servers_default_turn_limit(
    sessions: Sessions,
) -> None:
    await sessions.settings.set_guild(1, turn_limit_minutes=5)
    unset = OpenLobby({"max_players": 3, "turn_limit": None}, computers=1, level="easy")
    opened = await sessions.variants.act(ALICE, LobbyHere(60, 1), unset)
    assert opened is not None and opened.channel_id == 60 and opened.posts
    row = await sessions.base.row(opened.game_id)
    assert (row.variant.value, row.guild_id, row.owner_id) == ("main", 1, ALICE.user_id)
    assert row.options["turn_limit"] == 300  # the server's 5 minutes
    seats = await sessions.base.db.seats.list(row.id)
    assert [s.kind for s in seats] == ["human", "computer"]

    none = OpenLobby({"max_players": 2, "turn_limit": 0})  # asked for no limit: kept
    race = await sessions.variants.act(BOB, SpeedLobbyHere(61, 1), OpenLobby({"max_players": 8, "teams": 0}))
    assert race is not None and (await sessions.base.row(race.game_id)).variant.value == "speed"
    kept = await sessions.variants.act(BOB, LobbyHere(62, 1), none)
    assert kept is not None and (await sessions.base.row(kept.game_id)).options["turn_limit"] == 0


async def test_a_here_no_session_opens_is_refused_before_anything(sessions: Sessions) -> None:
    class Nowhere(Here[OpenLobby]):
        pass

    with pytest.raises(UnknownTarget):
        sessions.variants.door(Nowhere(63), OpenLobby({}))


async def test_a_spot_race_starts_where_its_here_says_with_its_deal(sessions: Sessions) -> None:
    """StartRace carries the race's options and its seed: the same seed deals the same first set."""
    first = await sessions.variants.act(ALICE, SpotHere(64, 1), StartRace(3, distinct=False, seed=7))
    again = await sessions.variants.act(BOB, SpotHere(65, 1), StartRace(3, distinct=False, seed=7))
    assert first is not None and again is not None and first.posts and first.channel_id == 64
    row = await sessions.base.row(first.game_id)
    assert (row.status, row.owner_id, row.seed) == ("running", ALICE.user_id, 7)
    assert row.options == {"rounds": 3, "distinct_colours": False}
    assert (await sessions.base.row(again.game_id)).state == row.state


async def test_a_solo_game_is_dealt_to_its_player_where_they_asked(sessions: Sessions) -> None:
    """Deal on a SoloHere: the game is the actor's (the daily puzzle when asked); a second one while
    it is open is refused, nothing stored."""
    dealt = await sessions.variants.act(ALICE, SoloHere(66, 1), Deal(daily=True))
    assert dealt is not None and dealt.channel_id == 66 and not dealt.posts  # Solo posts nothing
    row = await sessions.base.row(dealt.game_id)
    assert (row.variant.value, row.owner_id, row.status) == ("solo", ALICE.user_id, "running")
    assert "daily" in row.options
    with pytest.raises(Refusal) as refused:
        await sessions.variants.act(ALICE, SoloHere(67, None), Deal())
    assert refused.value.key == "solo.busy"
