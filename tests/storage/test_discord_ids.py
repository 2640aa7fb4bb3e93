"""Discord's ids are 64-bit snowflakes (~1.3e18): every column that holds one keeps it exactly, on both
backends (PostgreSQL's columns are BIGINT; an INTEGER there would refuse them)."""

from __future__ import annotations

import time

from bot.storage import Database, NewResult, NewSeat, NewSpotClaim, NewTimer
from tests.storage.test_moves import started_main

GUILD, CHANNEL, MESSAGE = 1_100_000_000_000_000_001, 1_200_000_000_000_000_002, 1_300_000_000_000_000_003
ANN, BOB = 1_400_000_000_000_000_004, 9_000_000_000_000_000_005  # near the top of a signed 64-bit int


async def test_snowflakes_round_trip_everywhere(db: Database) -> None:
    game = await db.games.create(
        channel_id=CHANNEL, guild_id=GUILD, variant="spot", owner_id=ANN, message_id=MESSAGE,
        seats=[NewSeat(ANN, "Ann"), NewSeat(BOB, "Bob")], timers=[NewTimer("lobby_expiry", time.time() + 60)],
    )  # fmt: skip
    assert (game.guild_id, game.channel_id, game.owner_id, game.message_id) == (GUILD, CHANNEL, ANN, MESSAGE)
    assert [s.user_id for s in await db.seats.list(game.id)] == [ANN, BOB]
    assert (await db.games.open_in_channel(CHANNEL)) == game
    assert [g.id for g in await db.games.of_user(BOB)] == [game.id]
    await db.games.start(game.id, {"players": {str(ANN): 0, str(BOB): 0}}, seed=2**62)
    claim = await db.spot.add_claim(game.id, NewSpotClaim(BOB, 1, ["R5", "B9", "G1", "Y5"], True, 812))
    assert claim.user_id == BOB
    assert (await db.games.get(game.id)).seed == 2**62
    await db.outbox.add(game.id, CHANNEL, 0, [{"content": f"<@{BOB}>"}])
    assert [p.channel_id for p in await db.outbox.pending()] == [CHANNEL]

    main, engine = await started_main(db, channel=CHANNEL + 1)
    await db.finish_game(
        main.id, 0, engine.to_dict(), [NewResult(0, ANN, 30, won=True), NewResult(1, BOB, 20)]
    )
    assert {r.user_id for r in await db.results.for_game(main.id)} == {ANN, BOB}
    assert (await db.stats.rating(BOB, "main")) is not None
    await db.settings.set_guild(GUILD, language="fr")
    await db.settings.set_user(BOB, text_mode=True)
    assert (await db.settings.guild(GUILD)).language == "fr"
    assert (await db.settings.user(BOB)).text_mode is True

    await db.delete_user_data(BOB)  # the id is found (and let go) wherever it is stored
    assert (await db.settings.user(BOB)).text_mode is None
    assert {r.user_id for r in await db.results.for_game(main.id)} == {ANN, None}
    assert await db.stats.rating(BOB, "main") is None
