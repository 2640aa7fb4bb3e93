"""Settings are cached (every command reads them) yet a change is seen by the very next read."""

from __future__ import annotations

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
