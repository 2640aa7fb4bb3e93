"""Delivered outbox rows are deleted together (bot/app/delivered.py, issue 25): when many channels
act at once, their rows cost one write between them instead of one each, ahead of nobody's answer;
nothing delivered is ever sent again (start-up and shutdown deliver what the outbox holds, so the
rows noted as delivered go first), and a normal turn leaves no row behind."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.present import Post, posts_from_json, posts_to_json

from .helpers import best_move, place_options, public_texts, stored_game
from .test_main_game import two_player_game


async def rows_for(env: Any, channel: Any, count: int, label: str = "news") -> list[int]:
    """`count` announcements stored for the channel's game, as an action stores them."""
    row, _ = await stored_game(env, channel)
    db = env.bot.db
    return [
        await db.outbox.add(row.id, channel.id, row.version, posts_to_json([Post(content=f"{label} {i}")]))
        for i in range(count)
    ]


async def test_rows_delivered_together_are_deleted_in_one_write(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = simcord_env
    _, channel, _ = await two_player_game(env)
    await env.settle()
    db = env.bot.db
    ids = await rows_for(env, channel, 12)
    writes: list[list[int]] = []
    delete = db.outbox.delivered_many

    async def counted(outbox_ids: Any) -> None:
        writes.append(list(outbox_ids))
        await delete(outbox_ids)

    monkeypatch.setattr(db.outbox, "delivered_many", counted)
    for outbox_id in ids:  # twelve games' posts went out in the same moment
        env.bot.delivery.delivered.note(outbox_id)
    await env.bot.delivery.delivered.flush()
    assert writes == [ids]
    assert await db.outbox.pending() == []


async def test_posts_sent_at_once_share_a_deletion_and_a_lone_one_is_deleted_at_once(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = simcord_env
    _, channel, _ = await two_player_game(env)
    await env.settle()
    db, delivery = env.bot.db, env.bot.delivery
    await rows_for(env, channel, 6)
    together: list[list[int]] = []
    alone: list[int] = []
    many, one = db.outbox.delivered_many, db.outbox.delivered

    async def counted_many(outbox_ids: Any) -> None:
        together.append(list(outbox_ids))
        await many(outbox_ids)

    async def counted_one(outbox_id: int, game_id: int, message_id: int | None) -> None:
        alone.append(outbox_id)
        await one(outbox_id, game_id, message_id)

    monkeypatch.setattr(db.outbox, "delivered_many", counted_many)
    monkeypatch.setattr(db.outbox, "delivered", counted_one)

    def send(row: Any) -> Any:
        return delivery.send(
            row.game_id, row.channel_id, posts_from_json(row.posts), row.id, None, row.version
        )

    rows = await db.outbox.pending()
    assert all(await asyncio.gather(*(send(row) for row in rows)))  # six games post at once
    await delivery.delivered.flush()
    assert await db.outbox.pending() == []
    assert together and len(alone) + len(together) < len(rows)  # fewer writes than rows
    assert sorted(alone + [i for ids in together for i in ids]) == sorted(r.id for r in rows)
    alone.clear()
    (lone,) = await rows_for(env, channel, 1, "alone")
    assert await send((await db.outbox.pending())[0])  # one game posting, nobody else
    assert alone == [lone] and await db.outbox.pending() == []  # deleted before `send` returned


async def test_a_row_noted_as_delivered_is_not_sent_again_at_shutdown(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, _ = await two_player_game(env)
    await env.settle()
    (delivered,) = await rows_for(env, channel, 1, "sent already")
    (owed,) = await rows_for(env, channel, 1, "still owed")
    before = list(public_texts(channel))
    env.bot.delivery.delivered.note(delivered)  # its posts went out; the deletion is still to come
    assert await env.bot.delivery.resume() == 1  # what shutdown does: deliver what is still owed
    await env.settle()
    news = [t for t in public_texts(channel) if t not in before]
    assert news == ["still owed 0"]  # the owed row's post, once; the delivered one not again
    assert await env.bot.db.outbox.pending() == []
    assert owed not in env.bot.delivery.delivered


async def test_a_turn_leaves_no_outbox_row(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, players = await two_player_game(env)
    for _ in range(3):
        row, game = await stored_game(env, channel)
        player = players[int(game.current_seat.id)]
        await player.slash(channel, "place", **place_options(game, best_move(game)))
        assert (await stored_game(env, channel))[0].version == row.version + 1
    await env.settle()
    assert await env.bot.db.outbox.pending() == []
