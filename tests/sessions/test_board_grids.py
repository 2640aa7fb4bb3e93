"""The board's Speed, Solo and Spot (sessions.board): a racer's or a Solo player's own grid and
hand only, edits made by frames seen by their owner alone, the race's status for all, stale views
refused as stale, and a Spot claim by letters. Both backends."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine.spot import letter
from bot.sessions import Actor, Sessions
from bot.sessions.board import is_stale, read_frame, reason_of
from bot.words.refusal import Refusal
from tests.sessions.frames import play_frame
from tests.wire_schema import assert_wire

from .conftest import ALICE, BOB, CAROL
from .test_speed_session import race


async def seen(sessions: Sessions, who: Actor, channel: int) -> dict[str, Any]:
    found = await sessions.board.table(channel, who, lang="en")
    assert found is not None
    assert_wire(found)  # the table as the wire's schema says it
    return dict(found)


def tile_words(table: dict[str, Any]) -> str:
    """The table as text, without cell names (a cell such as P7 reads like a tile)."""
    rest = {k: v for k, v in table.items() if k not in ("next", "board")}
    return json.dumps(rest) + json.dumps([x["tile"] for x in table.get("board", {}).get("tiles", ())])


def tiles_of(table: dict[str, Any]) -> dict[str, str]:
    return {x["cell"]: x["tile"] for x in table["board"]["tiles"]}


async def frame(sessions: Sessions, who: Actor, **fields: object):  # type: ignore[no-untyped-def]
    return await play_frame(sessions, fields, who)


async def test_a_racer_sees_their_own_grid_and_hand_and_everyone_the_race(sessions: Sessions) -> None:
    game_id = await race(sessions)
    _, match = await sessions.speed.read(game_id)
    mine, theirs = match.grid_of(str(ALICE.user_id)), match.grid_of(str(BOB.user_id))
    alice = await seen(sessions, ALICE, 70)
    assert alice["variant"] == "speed" and alice["rack"] == [str(t) for t in mine.hand]
    assert alice["version"] == match.version_of(str(ALICE.user_id)) and "dump" in alice["can"]
    words = tile_words(alice)
    for tile in set(map(str, theirs.hand)) - set(map(str, mine.hand)):
        assert f'"{tile}"' not in words
    assert alice["board"]["tiles"] == [] and "M13" in alice["next"]["*"]

    tile = alice["rack"][0]
    placed = await frame(
        sessions, ALICE, t="grid", game=game_id, version=alice["version"], edit={"place": [tile, "M13"]}
    )
    assert placed is not None and placed.game_id == game_id
    alice = await seen(sessions, ALICE, 70)
    bob = await seen(sessions, BOB, 70)
    assert tiles_of(alice) == {"M13": tile} and "M13" not in alice["next"]["*"]
    assert tiles_of(bob) == {} and '"M13"' not in json.dumps(bob["board"])  # another's grid stays theirs
    assert [t["placed"] for t in bob["race"]["teams"]] == [1, 0]  # the counts are public
    assert [t["you"] for t in bob["race"]["teams"]] == [False, True]

    moved = await frame(
        sessions, ALICE, t="grid", game=game_id, version=alice["version"], edit={"move": ["M13", "N13"]}
    )
    assert moved is not None
    alice = await seen(sessions, ALICE, 70)
    assert tiles_of(alice) == {"N13": tile}
    with pytest.raises(Exception) as old:  # the view before the move is stale now
        await frame(
            sessions, ALICE, t="grid", game=game_id, version=alice["version"] - 1, edit={"take": ["N13"]}
        )
    assert is_stale(old.value) and reason_of(old.value)
    await frame(sessions, ALICE, t="grid", game=game_id, version=alice["version"], edit={"take": ["N13"]})
    alice = await seen(sessions, ALICE, 70)
    assert tiles_of(alice) == {} and sorted(alice["rack"]) == sorted(map(str, mine.hand))

    held = len(alice["rack"])
    await frame(sessions, ALICE, t="dump", game=game_id, version=alice["version"], tile=alice["rack"][0])
    alice = await seen(sessions, ALICE, 70)
    assert len(alice["rack"]) == held + 1
    with pytest.raises(Exception) as invalid:  # a grid that is not whole: every reason, in words
        await frame(sessions, BOB, t="submit", game=game_id, version=bob["version"])
    assert reason_of(invalid.value) and not is_stale(invalid.value)
    stranger = await seen(sessions, CAROL, 70)
    assert "rack" not in stranger and "board" not in stranger and stranger["can"] == []


async def test_a_team_grid_is_its_members_own(sessions: Sessions) -> None:
    dave = Actor(404, "dave")
    lobby = await sessions.speed_lobby.open(
        guild_id=1, channel_id=71, host=ALICE,
        options={"max_players": 8, "rounds": 1, "teams": 2, "time_limit": 300, "level": "normal"},
        computers=0, level="normal",
    )  # fmt: skip
    for who in (BOB, CAROL, dave):
        await sessions.speed_lobby.change(lobby.game_id, who, "join")
    await sessions.speed_lobby.change(lobby.game_id, ALICE, "start")
    _, match = await sessions.speed.read(lobby.game_id)
    team = match.team_of(str(ALICE.user_id))
    mate = next(a for a in (BOB, CAROL, dave) if match.team_of(str(a.user_id)) == team)
    rival = next(a for a in (BOB, CAROL, dave) if match.team_of(str(a.user_id)) != team)
    alice = await seen(sessions, ALICE, 71)
    assert alice["variant"] == "team"
    tile = alice["rack"][0]
    edit = {"place": [tile, "M13"]}
    await frame(sessions, ALICE, t="grid", game=lobby.game_id, version=alice["version"], edit=edit)
    assert tiles_of(await seen(sessions, mate, 71)) == {"M13": tile}
    assert tiles_of(await seen(sessions, rival, 71)) == {}


async def test_a_solo_player_sees_their_grid_and_stage_and_nobody_else_does(sessions: Sessions) -> None:
    started = await sessions.solo.start(ALICE, guild_id=1, channel_id=80, daily=False)
    alice = await seen(sessions, ALICE, 80)
    assert alice["variant"] == "solo" and alice["stage"]["number"] == 1
    assert sorted(alice["rack"]) == sorted(alice["stage"]["tiles"]) and alice["version"] == started.version
    assert alice["can"] == ["grid", "submit", "giveup"]
    assert await sessions.board.table(80, BOB) is None  # a Solo game is shown only to its player
    assert await sessions.board.table_of(started.game_id, BOB, lang="en") is None  # nor by its id
    tile = alice["rack"][0]
    await frame(
        sessions,
        ALICE,
        t="grid",
        game=started.game_id,
        version=alice["version"],
        edit={"place": [tile, "P16"]},
    )
    alice = await seen(sessions, ALICE, 80)
    assert tiles_of(alice) == {"P16": tile} and len(alice["rack"]) == len(alice["stage"]["tiles"]) - 1
    with pytest.raises(Refusal) as stale:
        await frame(sessions, ALICE, t="giveup", game=started.game_id, version=started.version)
    assert is_stale(stale.value)
    with pytest.raises(Refusal):  # a dump is no Solo action
        await frame(sessions, ALICE, t="dump", game=started.game_id, version=alice["version"], tile=tile)
    over = await frame(sessions, ALICE, t="giveup", game=started.game_id, version=alice["version"])
    assert over is not None and over.finished
    done = await sessions.board.table_of(started.game_id, ALICE, lang="en")
    assert done is not None and done["status"] == "finished" and done["can"] == [] and done["final"]["lines"]


async def test_a_spot_claim_by_letters_wins_the_set_and_a_late_one_is_stale(sessions: Sessions) -> None:
    started = await sessions.spot.start(
        guild_id=1, channel_id=90, starter=ALICE, rounds=3, distinct=True, seed=5
    )
    _, game = await sessions.spot.read(started.game_id)
    shown = await seen(sessions, BOB, 90)
    assert shown["variant"] == "spot" and shown["version"] == game.set_number == 1
    assert shown["spot"]["shown"] == [{"letter": letter(i), "tile": str(t)} for i, t in game.shown]
    right = [letter(i) for i in game.solutions()[0]]
    call = {"t": "claim", "game": started.game_id, "version": 1, "letters": right}
    assert sessions.board.order(call) is not None and sessions.board.order({"t": "pass", "game": 1}) is None
    won = await play_frame(sessions, call, BOB)
    assert won is not None and won.posts and won.note is None
    after = await seen(sessions, ALICE, 90)
    assert after["version"] == 2 and [p["score"] for p in after["players"] if not p["you"]] == [4]
    with pytest.raises(Refusal) as late:
        await play_frame(sessions, call, ALICE)
    assert is_stale(late.value)
    _, game = await sessions.spot.read(started.game_id)
    good = set(game.solutions())
    wrong = next(c for c in _fours(len(game.shown)) if tuple(sorted(c)) not in good)
    missed = await play_frame(
        sessions,
        {
            "t": "claim",
            "game": started.game_id,
            "version": 2,
            "letters": [letter(game.shown[i][0]) for i in wrong],
        },
        CAROL,
    )
    assert missed is not None and missed.note is not None and sessions.board.note_text(missed)
    locked = await seen(sessions, CAROL, 90)
    assert locked["spot"]["locked"] is True and locked["can"] == []


def _fours(n: int) -> list[tuple[int, ...]]:
    from itertools import combinations

    return list(combinations(range(n), 4))


@pytest.mark.parametrize(
    "bad",
    [
        {"t": "grid", "game": 1, "version": 0, "edit": {}},
        {"t": "grid", "game": 1, "version": 0, "edit": {"place": ["R5"]}},
        {"t": "grid", "game": 1, "version": 0, "edit": {"teleport": ["A1", "B2"]}},
        {"t": "grid", "game": 1, "version": 0, "edit": {"take": []}},
        {"t": "grid", "game": 1, "version": 0, "edit": {"place": ["R5", "M13"], "move": ["A1", "B1"]}},
        {"t": "grid", "game": 1, "version": 0, "edit": {"place": ["Q5", "M13"]}},
        {"t": "grid", "game": 1, "version": 0, "edit": {"move": ["M13", "#1"]}},
        {"t": "dump", "game": 1, "version": 0, "tile": 5},
        {"t": "claim", "game": 1, "version": 0, "letters": "ABCD"},
        {"t": "claim", "game": 1, "version": 0, "letters": ["A", "B", "C"]},
        {"t": "claim", "game": 1, "version": 0, "letters": ["A", "B", "C", "Z"]},
    ],
)
async def test_malformed_grid_and_claim_frames_are_refused(sessions: Sessions, bad: dict) -> None:
    with pytest.raises(Refusal) as refused:
        await sessions.board.call(read_frame(bad))  # its shape read first, as the socket reads it
    assert refused.value.render()
