"""Settings are cached (every command reads them) yet a change is seen by the very next read."""

from __future__ import annotations

import asyncio

from bot.storage import Database


async def test_a_change_is_seen_at_once_and_kept_across_reads(db: Database) -> None:
    assert (await db.settings.user(7)).language is None  # cached as "nothing chosen"
    await db.settings.set_user(7, language="fr")
    assert (await db.settings.user(7)).language == "fr"
    assert (await db.settings.guild(3)).text_mode is False
    await db.settings.set_guild(3, text_mode=True)
    assert (await db.settings.guild(3)).text_mode is True
    assert (await db.settings.guild(3)).turn_limit_s is None


async def test_forgetting_a_user_drops_their_cached_preferences(db: Database) -> None:
    await db.settings.set_user(7, language="es", text_mode=True)
    assert (await db.settings.user(7)).language == "es"
    await db.delete_user_data(7)
    after = await db.settings.user(7)
    assert after.language is None and after.text_mode is None


async def test_the_cache_agrees_with_a_fresh_database_object(db: Database, tmp_path) -> None:
    await db.settings.set_user(5, language="fr")
    await db.settings.set_guild(6, turn_limit_s=120)
    fresh = await Database.open(db.target)
    try:
        assert await fresh.settings.user(5) == await db.settings.user(5)
        assert await fresh.settings.guild(6) == await db.settings.guild(6)
    finally:
        await fresh.close()


async def test_a_users_choice_made_by_another_process_is_seen_soon(db: Database) -> None:
    """A sharded bot: the user picks a language in a server of one process; a server of the other
    process (which had read "nothing chosen" before) answers in it once its cached copy is old."""
    other = await Database.open(db.target)  # the other process, on the same database
    try:
        other.settings.user_cache_s = 0.2
        assert (await other.settings.user(7)).language is None
        await db.settings.set_user(7, language="es", text_mode=True)
        await asyncio.sleep(0.3)
        seen = await other.settings.user(7)
        assert seen.language == "es" and seen.text_mode is True
        await db.delete_user_data(7)  # /forget-me in the first process: gone from the other too
        await asyncio.sleep(0.3)
        assert (await other.settings.user(7)).language is None
    finally:
        await other.close()
