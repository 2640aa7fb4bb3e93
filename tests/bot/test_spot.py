"""Spot Sumoku through Discord (SimCord): a whole race, wrong claims, simultaneous claims,
chat claims with and without the message-content intent, the no-claim rule and a restart."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from types import SimpleNamespace
from typing import Any

import pytest

from bot.engine.spot import LETTERS, LOCKOUT_S, NoClaim, SpotGame, letter
from cogs.spot import claim_select

from .conftest import make_bot

# ---------------------------------------------------------------- helpers


def arena(env: Any, *names: str) -> tuple[Any, Any, list[Any]]:
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    return guild, channel, [guild.add_member(env.create_user(n)) for n in names]


async def start(player: Any, channel: Any, **options: Any) -> Any:
    result = await player.slash(channel, "spot start", **options)
    assert not result.ephemeral, result.response
    return result


async def running(env: Any, channel: Any) -> tuple[Any, SpotGame]:
    row = await env.bot.db.games.open_in_channel(channel.id, "spot")
    assert row is not None and row.status == "running"
    return row, SpotGame.from_dict(row.state)


def tableau_message(channel: Any) -> Any:
    """The newest message carrying the pick-4 menu."""
    for message in channel.history():
        if not message.flags.ephemeral and message.components:
            return message
    raise AssertionError("no tableau with a menu in the channel")


def right(game: SpotGame) -> list[str]:
    return [letter(s) for s in game.solutions()[0]]


def wrong(game: SpotGame) -> list[str]:
    import itertools

    ok = set(game.solutions())
    combo = next(c for c in itertools.combinations([i for i, _ in game.shown], 4) if c not in ok)
    return [letter(s) for s in combo]


def now(env: Any) -> float:
    """The clock the races run on (SimCord's)."""
    return float(env.bot.sessions.spot.base.clock())


def everything(channel: Any) -> str:
    return "\n".join(m.content for m in channel.history() if not m.flags.ephemeral)


async def at_once(env: Any, *actions: Callable[[], Awaitable[Any]]) -> list[Any]:
    """Dispatch several user actions in the same tick: the bot runs only once all are sent.

    SimCord settles the bot after every action and refuses overlapping ones, so this holds its
    settling back (an internal hook) while the actions are dispatched, then settles once.
    """
    real = env._settle_internal

    async def not_yet(*args: Any, **kwargs: Any) -> None:
        return None

    env._settle_internal = not_yet
    try:
        results = [await act() for act in actions]
    finally:
        del env._settle_internal
        assert env._settle_internal == real
    await env.settle()
    return results


def only_refusals(env: Any) -> None:
    """Slash-command refusals reach the tree's error handler, which SimCord records: they must all be
    expected refusals (answered privately), never a bug."""
    from bot.words.refusal import Refusal

    assert all(isinstance(getattr(e, "original", e), Refusal) for e in env.errors), env.errors


def seed_where(predicate: Any, **options: Any) -> int:
    return next(s for s in range(100_000) if predicate(*SpotGame.new(s, **options)))


# ---------------------------------------------------------------- a whole race


async def test_a_whole_race_to_the_scoreboard(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice, bob) = arena(env, "alice", "bob")
    await start(alice, channel, rounds=3)
    row, game = await running(env, channel)
    game_id = row.id
    message = tableau_message(channel)
    assert message.attachments and message.attachments[0].filename == "tableau.png"
    menu = message.components[0].children[0]
    assert (menu.min_values, menu.max_values) == (4, 4)
    # ten tiles, or more when no correct claim existed among the ten (S4): one option per tile shown
    assert len(game.shown) >= 10
    assert [o.value for o in menu.options] == [LETTERS[i] for i, _ in game.shown]
    assert all(o.description for o in menu.options)
    assert f"key **{game.key}**" in message.content

    for n, player in enumerate((alice, bob, alice)):
        await env.advance_time(2.5)
        _, game = await running(env, channel)
        claim = right(game)
        result = await player.select(tableau_message(channel), claim)
        assert not result.ephemeral
        assert f"spotted **{' '.join(claim)}**" in everything(channel)
        assert "in **2.5 s**" in everything(channel)
        if n < 2:
            _, after = await running(env, channel)
            assert after.round == n + 2 and after.set_number > game.set_number

    final = await env.bot.db.games.get(game_id)
    assert final.status == "finished"
    done = SpotGame.from_dict(final.state)
    assert done.finished and done.players[str(alice.id)].sets_won == 2
    text = everything(channel)
    assert "game over" in text and "All 3 rounds" in text
    assert f"Winner: <@{alice.id}>" in text
    assert f"<@{alice.id}>: **8** tiles (2 sets), fastest spot 2.5 s" in text
    # stored for stats: every claim with its reaction time, and the results
    claims = await env.bot.db.spot.claims(game_id)
    assert [c.correct for c in claims] == [True, True, True]
    assert all(c.reaction_ms == 2500 for c in claims)
    results = await env.bot.db.results.for_game(game_id)
    assert {(r.user_id, r.score, r.won) for r in results} == {(alice.id, 8, True), (bob.id, 4, False)}
    stats = await env.bot.db.stats.spot(alice.id)
    assert stats.correct == 2 and stats.fastest_ms == 2500
    # the old menus are gone: nothing left to pick on a finished race
    assert not any(m.components for m in channel.history() if not m.flags.ephemeral)


async def test_one_race_per_channel_and_stop_is_for_the_starter(simcord_env: Any) -> None:
    env = simcord_env
    guild, channel, (alice, bob) = arena(env, "alice", "bob")
    await start(alice, channel)
    again = await bob.slash(channel, "spot start")
    assert again.ephemeral and "already a Spot race" in again.response.content
    refused = await bob.slash(channel, "spot stop")
    assert refused.ephemeral and "Only the player who started" in refused.response.content
    row, game = await running(env, channel)
    first = tableau_message(channel)
    shown = await bob.slash(channel, "spot show")  # anyone may bring the tiles back into view
    assert not shown.ephemeral and "Here are the tiles again" in tableau_message(channel).content
    again_menu = tableau_message(channel)
    assert again_menu.id != first.id and again_menu.attachments
    await alice.select(again_menu, right(game))
    stopped = await alice.slash(channel, "spot stop")
    assert not stopped.ephemeral and "stopped the race" in stopped.response.content
    assert f"Winner: <@{alice.id}>" in stopped.response.content
    assert (await env.bot.db.games.get(row.id)).status == "finished"
    nothing = await alice.slash(channel, "spot stop")
    assert nothing.ephemeral and "no Spot race running" in nothing.response.content
    await start(bob, channel)  # the channel is free again
    only_refusals(env)


# ---------------------------------------------------------------- wrong claims


async def test_a_wrong_claim_locks_the_player_out_for_the_set(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice, bob) = arena(env, "alice", "bob")
    await start(alice, channel, rounds=2)
    _, game = await running(env, channel)
    message = tableau_message(channel)
    bad = wrong(game)
    result = await alice.select(message, bad)
    assert result.ephemeral
    assert "is not a correct claim" in result.response.content
    assert "You can claim again in 15 s" in result.response.content
    locked = await alice.select(message, right(game))
    assert locked.ephemeral and "keeps you out for 15 s more" in locked.response.content
    _, still = await running(env, channel)
    assert still.set_number == game.set_number and still.is_locked(str(alice.id), now(env))
    # bob wins the set; alice may claim on the next one
    await bob.select(message, right(game))
    _, nxt = await running(env, channel)
    assert not nxt.is_locked(str(alice.id), now(env))
    # the won set's menu is gone: only the new set has one
    assert [m.id for m in channel.history() if not m.flags.ephemeral and m.components] == [
        tableau_message(channel).id
    ]
    await alice.select(tableau_message(channel), right(nxt))
    text = everything(channel)
    assert text.count("spotted") == 2
    assert "game over" in text and "Shared win" in text


async def test_a_lone_players_wrong_claim_keeps_them_out_15_seconds_not_until_the_race_ends(
    simcord_env: Any,
) -> None:
    """Alone at the table, a wrong claim once left nothing to do but /spot stop or wait 10 minutes for
    the idle end: the lock-out now ends after LOCKOUT_S (RULES S3 as the bot plays it)."""
    env = simcord_env
    _, channel, (alice,) = arena(env, "alice")
    await start(alice, channel, rounds=2)
    _, game = await running(env, channel)
    message = tableau_message(channel)
    await alice.select(message, wrong(game))
    await env.advance_time(LOCKOUT_S - 5)
    early = await alice.select(message, right(game))
    assert early.ephemeral and "keeps you out for 5 s more" in early.response.content
    await env.advance_time(5)
    won = await alice.select(message, right(game))
    assert not won.ephemeral and f"<@{alice.id}> spotted" in everything(channel)
    assert (await running(env, channel))[1].round == 2


async def test_two_players_claiming_the_same_set_at_once_one_wins(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice, bob) = arena(env, "alice", "bob")
    await start(alice, channel, rounds=5)
    _, game = await running(env, channel)
    message = tableau_message(channel)
    claim = right(game)
    results = await at_once(env, lambda: alice.select(message, claim), lambda: bob.select(message, claim))
    told = [r for r in results if r.ephemeral or (r.followups and r.followups[0].ephemeral)]
    assert len(told) == 1  # the loser alone is told, privately
    loser = told[0]
    said = loser.followups[0] if loser.followups else loser.response
    assert "Too late" in said.content
    _, after = await running(env, channel)
    assert after.round == 2
    assert sum(p.sets_won for p in after.players.values()) == 1
    assert everything(channel).count("spotted") == 1


async def test_junk_from_a_crafted_request_is_refused_privately(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice,) = arena(env, "alice")
    await start(alice, channel)
    row, game = await running(env, channel)

    class Fake:
        user = SimpleNamespace(id=alice.id)

    from bot.words.refusal import Refusal

    empty = [letter(i) for i, t in enumerate(game.tableau) if t is None]  # S4 may fill all twelve
    cases = (
        (["A", "B", "C"], "exactly four"),
        (["A", "A", "B", "C"], "twice"),
        *((["A", "B", "C", empty[0]], "names no tile") for _ in empty[:1]),
        (["A", "B", "C", "Z"], "letters A to L"),
    )
    for values, expected in cases:
        with pytest.raises(Refusal) as err:
            await claim_select(env.bot, Fake(), row.id, game.set_number, values)  # type: ignore[arg-type]
        assert expected in err.value.render()
    _, after = await running(env, channel)
    assert after == game


# ---------------------------------------------------------------- chat claims


async def test_claims_by_chat_with_the_message_content_intent(db_path: Any) -> None:
    import simcord

    async with simcord.run(make_bot(db_path, message_content=True)) as env:
        _, channel, (alice, bob) = arena(env, "alice", "bob")
        await start(alice, channel, rounds=2)
        assert "type their letters" in tableau_message(channel).content
        _, game = await running(env, channel)
        await alice.send(channel, "hello everyone")  # ordinary chat is left alone
        await alice.send(channel, "ball")
        bad = " ".join(wrong(game))
        await bob.send(channel, bad)
        reply = channel.last_message
        assert "is not a correct claim" in reply.content and "claim again in 15 s" in reply.content
        await bob.send(channel, "".join(right(game)).lower())
        assert "keeps you out" in channel.last_message.content
        await env.advance_time(1.25)
        await alice.send(channel, " ".join(right(game)))
        assert f"<@{alice.id}> spotted" in everything(channel) and "1.2 s" in everything(channel)
        _, game = await running(env, channel)
        assert game.round == 2 and not game.is_locked(str(bob.id), now(env))
        empty = [LETTERS[i] for i, t in enumerate(game.tableau) if t is None]
        if empty:  # all twelve slots are full only when S4 had to add two tiles twice
            await bob.send(channel, f"A B C {empty[-1]}")  # a slot with no tile: answered, not a lockout
            assert channel.last_message.author.bot
            assert not (await running(env, channel))[1].is_locked(str(bob.id), now(env))
        claim = " ".join(right(game))
        await env.advance_time(5)  # five replies in this channel already: Discord's message bucket is spent
        await at_once(env, lambda: alice.send(channel, claim), lambda: bob.send(channel, claim))
        text = everything(channel)
        assert text.count("spotted **") == 2 and "game over" in text
        assert "Too late: someone else won the last round first" in channel.last_message.content


async def test_without_the_intent_chat_is_ignored_and_the_menu_works(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice,) = arena(env, "alice")
    await start(alice, channel, rounds=1)
    message = tableau_message(channel)
    assert "type their letters" not in message.content
    _, game = await running(env, channel)
    await alice.send(channel, " ".join(right(game)))
    _, same = await running(env, channel)
    assert same == game and channel.last_message.author.id == alice.id
    await alice.select(message, right(game))
    assert "game over" in everything(channel)


# ---------------------------------------------------------------- the no-claim rule (S4)


async def test_a_deal_without_a_claim_is_fixed_before_anyone_waits(simcord_env: Any) -> None:
    env = simcord_env
    _, channel, (alice,) = arena(env, "alice")

    def grown(game: SpotGame, events: list[Any]) -> bool:  # tiles added, no fresh deal
        fixes = [e for e in events if isinstance(e, NoClaim)]
        return bool(fixes) and all(e.added and not e.returned for e in fixes)

    seed = seed_where(grown, rounds=2)
    env.bot.get_cog("SpotCog").new_seed = lambda: seed
    await start(alice, channel, rounds=2)
    _, game = await running(env, channel)
    assert game.has_solution()
    message = tableau_message(channel)
    assert "No correct claim" in message.content
    assert len(message.components[0].children[0].options) == len(game.shown) > 10
    await alice.select(message, right(game))
    assert "spotted" in everything(channel)


# ---------------------------------------------------------------- restart


async def test_the_menu_still_works_after_a_restart(simcord_env: Any, db_path: Any) -> None:
    env = simcord_env
    _, channel, (alice, bob) = arena(env, "alice", "bob")
    await start(alice, channel, rounds=2)
    _, game = await running(env, channel)
    message = tableau_message(channel)
    await bob.select(message, wrong(game))
    await env.restart_bot(make_bot(db_path))
    _, after = await running(env, channel)
    assert after.set_number == game.set_number and after.is_locked(str(bob.id), now(env))
    locked = await bob.select(message, right(after))
    assert locked.ephemeral and "keeps you out" in locked.response.content
    result = await alice.select(message, right(after))
    assert not result.ephemeral
    assert f"<@{alice.id}> spotted" in everything(channel)
    _, nxt = await running(env, channel)
    assert nxt.round == 2


async def test_a_server_in_text_mode_gets_the_tiles_as_text(simcord_env: Any) -> None:
    env = simcord_env
    guild, channel, (alice,) = arena(env, "alice")
    await env.bot.db.settings.set_guild(guild.id, text_mode=True)
    await start(alice, channel, rounds=1, distinct_colours=False)
    message = tableau_message(channel)
    _, game = await running(env, channel)
    assert not message.attachments and "`A`" in message.content and "colours may repeat" in message.content
    assert not game.distinct_colours
    await alice.select(message, right(game))
    assert "game over" in everything(channel)


async def test_a_server_manager_may_stop_someone_elses_race(simcord_env: Any) -> None:
    import discord

    env = simcord_env
    guild, channel, (alice,) = arena(env, "alice")
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(env.create_user("mod"), roles=[mods])
    await start(alice, channel)
    stopped = await mod.slash(channel, "spot stop")
    assert not stopped.ephemeral and "Nobody made a claim" in stopped.response.content
    assert await env.bot.db.games.open_in_channel(channel.id, "spot") is None
