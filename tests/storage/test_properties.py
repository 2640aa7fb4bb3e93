"""Hypothesis properties: seat numbering under any join/leave sequence; the ranked (anti-farming) rule."""

from __future__ import annotations

import asyncio
import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.storage import AlreadySeated, Database, NewResult, NewSeat
from bot.storage.records import ranked_flags

# an op: ("join", user) or ("leave", user); user 0 stands for "a computer player" on join
_channels = itertools.count(1)
ops = st.lists(st.tuples(st.sampled_from(["join", "leave"]), st.integers(0, 5)), max_size=25)


# One database for all examples (each plays in a channel of its own): the fixture is not reset between them.
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sequence=ops)
def test_seats_stay_numbered_0_to_n_in_join_order(
    database_target: str, sequence: list[tuple[str, int]]
) -> None:
    channel = next(_channels)

    async def run(path: str) -> None:
        async with await Database.open(path) as db:
            game = await db.games.create(channel_id=channel, variant="main", owner_id=1)
            model: list[int | None] = []
            for op, user in sequence:
                uid = user or None
                if op == "join":
                    seat = NewSeat(uid, f"U{user}", "human" if uid else "computer", None if uid else "easy")
                    if uid is not None and uid in model:
                        try:
                            await db.seats.add(game.id, seat)
                        except AlreadySeated:
                            continue
                        raise AssertionError("joined twice")
                    await db.seats.add(game.id, seat)
                    model.append(uid)
                elif uid is not None:
                    removed = await db.seats.remove(game.id, user_id=uid)
                    assert (removed is not None) == (uid in model)
                    if uid in model:
                        model.remove(uid)
                elif None in model:  # "leave 0": remove the first computer player by seat
                    index = model.index(None)
                    await db.seats.remove(game.id, seat=index)
                    del model[index]
            rows = await db.seats.list(game.id)
            assert [s.seat for s in rows] == list(range(len(model)))
            assert [s.user_id for s in rows] == model

    asyncio.run(run(database_target))


players = st.lists(
    st.tuples(st.one_of(st.none(), st.integers(1, 4)), st.booleans(), st.booleans()), min_size=1, max_size=6
)


@given(players)
def test_ranked_rule(rows: list[tuple[int | None, bool, bool]]) -> None:
    results = [NewResult(i, uid, 0, won=won, left=left) for i, (uid, won, left) in enumerate(rows)]
    flags = ranked_flags(results)
    humans = {r.user_id for r in results if r.user_id is not None}
    stayed = {r.user_id for r in results if r.user_id is not None and not r.left}
    for r, ranked in zip(results, flags, strict=True):
        if r.user_id is None or len(humans) < 2:
            assert not ranked  # computers, and games without two humans, never count
        elif r.left:
            assert ranked  # leaving never dodges a loss
        else:
            assert ranked == (len(stayed) >= 2)  # no ranked win by walkover
