"""Any action frame a board may send, however malformed, on every variant: the call is refused in the
chat's words (`reason_of` knows the error) or made; never an error the board could only call
unexpected. Seeded junk: wrong types, huge and negative numbers, unicode, duplicates, empty and
oversized lists, other variants' actions, old versions. Both backends."""

from __future__ import annotations

import random
from typing import Any

from bot.sessions import Actor, Sessions
from bot.sessions.board import read_frame, reason_of
from bot.words.refusal import Refusal
from tests.sessions.frames import play_frame

from .conftest import ALICE, BOB, CAROL
from .test_board_main import mid_game
from .test_speed_session import race

JUNK: list[Any] = [
    None, 0, -1, 10**30, 1.5, True, "", "R5", "B9", "B6", "R0", "R10", "X5", "é", "١", "²", "A1", "A0",
    "A-1", "M13", "-1", "ZZZZZZZZ", "AAAAAAA1", [], {}, ["R5"], ["R5", "A1"], ["R5", "A1", "x"],
    [["R5", "A1"]], [["R5", "M13"], ["R5", "M13"]], [["R5", "A1"]] * 100, {"place": ["R5", "M13"]},
    {"move": ["M13", "M14"]}, {"take": ["M13"]}, {"take": []}, {"take": ["M13"] * 30}, {"place": "R5"},
    {"place": ["R5", "M13"], "take": ["M13"]}, ["A", "B", "C", "D"], ["A", "A", "A", "A"],
    ["Z", "Y", "X", "W"], ["a", "b", "c", "d"], list("ABCDEFGHIJ"),
]  # fmt: skip
KINDS = ["play", "pass", "grid", "submit", "dump", "giveup", "claim"]  # resign would end the test's game


async def refused_in_words(
    sessions: Sessions, game_id: int, version: int, who: Actor, seed: int
) -> list[str]:
    """Seeded junk frames on one game; what went wrong other than a refusal in words."""
    rnd = random.Random(seed)
    unexpected = []
    for _ in range(150):
        frame: dict[str, Any] = {
            "t": rnd.choice(KINDS),
            "game": game_id,
            "version": rnd.choice([version, version - 1, 0, -5, 10**20]),
        }
        for name in ("tiles", "edit", "tile", "letters"):
            if rnd.random() < 0.7:
                frame[name] = rnd.choice(JUNK)
        try:
            await play_frame(sessions, frame, who)
        except Exception as error:
            if reason_of(error) is None:
                unexpected.append(f"{frame}: {error!r}")
    return unexpected


async def test_junk_on_a_main_game(sessions: Sessions) -> None:
    game_id = await mid_game(sessions, 3)
    row = await sessions.board.db.games.find(game_id)
    assert row is not None
    for who, seed in ((ALICE, 1), (BOB, 2), (CAROL, 3)):
        assert await refused_in_words(sessions, game_id, row.version, who, seed) == []
    for tiles in JUNK:  # a preview's tiles: refused in words when read, else answered
        try:
            read = read_frame({"t": "preview", "game": game_id, "version": row.version, "tiles": tiles})
        except Refusal as refused:
            assert refused.render()
            continue
        assert read["t"] == "preview"
        said = await sessions.board.preview(game_id, row.version, ALICE, read["tiles"], lang="en")
        assert said["ok"] in (True, False) and (said["ok"] or said["reason"])


async def test_junk_on_a_race(sessions: Sessions) -> None:
    game_id = await race(sessions)
    _, match = await sessions.speed.read(game_id)
    version = match.version_of(str(ALICE.user_id))
    for who, seed in ((ALICE, 4), (CAROL, 5)):
        assert await refused_in_words(sessions, game_id, version, who, seed) == []


async def test_junk_on_a_solo_game(sessions: Sessions) -> None:
    started = await sessions.solo.start(ALICE, guild_id=1, channel_id=80, daily=False)
    for who, seed in ((ALICE, 6), (BOB, 7)):
        assert await refused_in_words(sessions, started.game_id, started.version, who, seed) == []


async def test_junk_on_a_spot_race(sessions: Sessions) -> None:
    started = await sessions.spot.start(
        guild_id=1, channel_id=90, starter=ALICE, rounds=3, distinct=True, seed=5
    )
    for who, seed in ((ALICE, 8), (BOB, 9)):
        assert await refused_in_words(sessions, started.game_id, 1, who, seed) == []
