"""In a direct message with the bot there is no server and so no server language: what would be a
channel's post (`/leaderboard`, `/stats public:true`) has one reader, and is in that reader's
language, as Solo's Share is."""

from __future__ import annotations

from typing import Any

from bot.words.messages import text

from .helpers import reply


async def test_a_spanish_player_reads_the_leaderboard_and_a_shown_card_in_spanish_in_a_dm(
    simcord_env: Any, discord_locales: dict[int, str]
) -> None:
    env = simcord_env
    ana = env.create_user("ana")
    discord_locales[ana.id] = "es-ES"

    board = reply(await ana.slash("leaderboard", by="wins")).content
    assert text("board.empty", "es") in board and text("board.empty", "en") not in board

    card = reply(await ana.slash("stats", public=True)).content
    assert card == text("card.none_any", "es", name="ana")
