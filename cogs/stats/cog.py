"""/stats, /leaderboard, /history (with replays) and /forget-me: Discord glue over bot/storage/stats.py.

Private answers are in the reader's language; public posts (/leaderboard, /stats public:true) are
in the server's language like every public post of the bot (the command says it, `speaking`).
"""

from __future__ import annotations

import asyncio
import io
from datetime import date, timedelta
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.choices import chosen_variant, offers_variants
from bot.app.client import Interaction, SumokuBot
from bot.app.interactions import source
from bot.app.timers import now
from bot.present.stats import history_line, stats_card, variant_name
from bot.render.stats_card import stats_card_picture, stats_card_text
from bot.storage import LeaderboardEntry
from bot.storage.stats import By, Period, period_start_day
from bot.words.language import speaking
from bot.words.messages import text
from bot.words.numbers import day, shown
from bot.words.numbers import rating as rating_label

from .replay import ReplayButton, ReplayPick, pick_menu

HISTORY_GAMES = 15
EPOCH = date(1970, 1, 1)
BOARD_SIZE = 10


def _board_row(entry: LeaderboardEntry, rated: bool) -> str:
    """One player's line: rank, rating or wins, and games left early / won by walkover if any.
    Counts and scores are grouped the language's way (1,234 / 1 234)."""
    if rated and entry.rating is not None:
        line = text(
            "board.row_rating", rank=entry.rank, user=entry.user_id, rating=rating_label(entry.rating),
            wins=shown(entry.wins), games=shown(entry.games),
        )  # fmt: skip
    else:
        line = text(
            "board.row_wins", rank=entry.rank, user=entry.user_id, wins=shown(entry.wins),
            games=shown(entry.games), average=entry.average, best=shown(entry.best),
        )  # fmt: skip
    parts = [text("board.left", count=entry.left)] if entry.left else []
    parts += [text("board.walkovers", count=entry.walkovers)] if entry.walkovers else []
    return line + (text("board.extra", parts=", ".join(parts)) if parts else "")


def period_text(period: str, at: float) -> str:
    """ "last 30 days (since Nov 1, 2026)": the period and, when it has one, its first day."""
    named = text(f"board.period_{period}")
    first = period_start_day(period, at)
    if first is None:
        return named
    return text("board.period_since", period=named, date=day(EPOCH + timedelta(days=first)))


class Stats(commands.Cog):
    def __init__(self, bot: SumokuBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(ReplayButton, ReplayPick)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(ReplayButton, ReplayPick)

    @app_commands.command(name="stats", description="Sumoku stats for you or another player")
    @app_commands.describe(
        user="Whose stats (default: yours)",
        variant="Which game (default: the one last played)",
        public="Show the card to the channel (default: only to you)",
    )
    @offers_variants("variant")
    async def stats(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        variant: str | None = None,
        public: bool = False,
    ) -> None:
        # a card shown to the channel is a public post: in the server's language, as every public post
        with speaking(await self._public_language(interaction) if public else None):
            await self._card(interaction, user or interaction.user, variant, public)

    async def _public_language(self, interaction: discord.Interaction) -> str | None:
        """A public answer's language: the server's; in a DM (no server, one reader) the reader's (None)."""
        if interaction.guild_id is None:
            return None
        return await self.bot.sessions.base.language(interaction.guild_id)

    async def _card(
        self, interaction: discord.Interaction, who: discord.abc.User, variant: str | None, public: bool
    ) -> None:
        records = self.bot.sessions.records
        # refused before acknowledging: a public card's refusal is still the caller's alone
        named = chosen_variant(variant, self.bot.sessions.variants) if variant else None
        if not await self.bot.runner.acknowledge(source(interaction), private=not public):
            return  # Discord lost the interaction
        played = await records.variants_played(who.id)
        if not played:
            await interaction.followup.send(
                text("card.none_any", name=who.display_name),
                ephemeral=not public,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        chosen = named or played[0]
        others = [variant_name(v.value, records.title_of(v.value)) for v in played if v is not chosen]
        note = text("card.others", variants=", ".join(others)) if others else ""
        if chosen not in played:
            name = variant_name(chosen.value, records.title_of(chosen.value))
            body = text("card.none", name=who.display_name, variant=name)
            await interaction.followup.send(
                f"{body}\n{note}".strip(),
                ephemeral=not public,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        card = stats_card(await records.card(who.id, chosen, now()), who.display_name)
        text_mode = await self.bot.text_mode(interaction.guild_id, interaction.user.id)
        if text_mode:
            await interaction.followup.send(
                f"{stats_card_text(card)}\n{note}".strip()[:2000],
                ephemeral=not public,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        pic = await asyncio.to_thread(stats_card_picture, card)
        await interaction.followup.send(
            note or discord.utils.MISSING,
            file=discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024]),
            ephemeral=not public,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="leaderboard", description="The best Sumoku players")
    @app_commands.describe(
        variant="Which game",
        scope="This server or everywhere",
        period="All time, the last 30 days or the last 7 days",
        by="Order by rating (Sumoku) or by wins",
    )
    @offers_variants("variant")
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        variant: str | None = None,
        scope: Literal["server", "global"] = "server",
        period: Literal["all", "month", "week"] = "all",
        by: Literal["rating", "wins"] = "rating",
    ) -> None:
        with speaking(await self._public_language(interaction)):  # a public post
            await self._leaderboard(interaction, variant, scope, period, by)

    async def _leaderboard(
        self, interaction: discord.Interaction, variant: str | None, scope: str, period: Period, by: By
    ) -> None:
        guild_id = interaction.guild_id if scope == "server" else None
        chosen, records = chosen_variant(variant, self.bot.sessions.variants), self.bot.sessions.records
        if records.own_board(chosen):  # Solo's: most tiles placed (never ranked by wins)
            if await self.bot.runner.acknowledge(source(interaction), private=False):
                solo = await self._solo_board(guild_id)
                await interaction.followup.send(solo, allowed_mentions=discord.AllowedMentions.none())
            return
        notes = []
        named = variant_name(chosen.value, records.title_of(chosen.value))
        if by == "rating" and not records.rated(chosen):
            notes.append(text("board.unrated", variant=named))
            by = "wins"
        if not await self.bot.runner.acknowledge(source(interaction), private=False):
            return  # Discord lost the interaction
        board = await records.board(
            chosen, guild_id=guild_id, period=period, by=by, caller_id=interaction.user.id, limit=BOARD_SIZE,
            now=now(),
        )  # fmt: skip
        scope_name = text("leaderboard.scope_server" if guild_id else "leaderboard.scope_global")
        title = text(
            "board.title", variant=named, scope=scope_name,
            period=period_text(period, now()), by=text(f"board.by_{by}"),
        )  # fmt: skip
        lines = [f"**{title}**", *notes]
        lines += [_board_row(e, by == "rating") for e in board.entries]
        if not board.entries:
            lines.append(text("board.empty"))
        if board.caller is not None:
            lines += ["", text("board.yours"), _board_row(board.caller, by == "rating")]
        await interaction.followup.send(
            "\n".join(lines)[:2000], allowed_mentions=discord.AllowedMentions.none()
        )

    async def _solo_board(self, guild_id: int | None) -> str:
        entries = await self.bot.sessions.records.solo_board(guild_id=guild_id, limit=BOARD_SIZE)
        scope = text("leaderboard.scope_server" if guild_id else "leaderboard.scope_global")
        lines = [f"**{text('board.solo_title', scope=scope)}**"]
        lines += [
            text("board.row_solo", rank=e.rank, user=e.user_id, best=shown(e.best_tiles),
                 perfect=e.completed, games=shown(e.games))
            for e in entries
        ]  # fmt: skip
        if not entries:
            lines.append(text("board.solo_empty"))
        return "\n".join(lines)[:2000]

    @app_commands.command(name="forget-me", description="Delete your Sumoku data (stats, past games)")
    @app_commands.describe(confirm="True to really delete")
    async def forget_me(self, interaction: discord.Interaction, confirm: bool = False) -> None:
        """What Discord expects of bots that keep user data: deletion on request."""
        if not confirm:
            await interaction.response.send_message(text("forget.confirm"), ephemeral=True)
            return
        forget = self.bot.sessions.forget
        finish = self.bot.runner.finish  # a resignation is delivered and its game re-armed like any action
        # acknowledged before anything is deleted; raises (a refusal) only if nothing changed
        if not await self.bot.runner.acknowledge(source(interaction), private=True):
            return  # Discord lost the interaction: nothing was deleted
        forgotten = await forget.forget(interaction.user.id, finish)
        if forgotten.done:
            answer = text("forget.done", rows=forgotten.rows, running=forgotten.left_games)
        else:
            forget.finish_later(interaction.user.id, finish)
            answer = text("forget.partly")
        await interaction.followup.send(answer, ephemeral=True)


async def history(interaction: Interaction, user: discord.User | None = None) -> None:
    """`/sumoku history [user]` (the command lives in the /sumoku group: cogs/main/cog.py)."""
    who = user or interaction.user
    records = interaction.client.sessions.records
    if not await interaction.client.runner.acknowledge(source(interaction), private=True):
        return  # Discord lost the interaction
    recent = await records.recent(who.id, limit=HISTORY_GAMES)
    if not recent:
        await interaction.followup.send(text("history.none", name=who.display_name), ephemeral=True)
        return
    lines = [f"**{text('history.title', name=who.display_name)}**"]
    lines += [history_line(r, interaction.guild_id) for r in recent]
    view = pick_menu(who.id, recent)
    await interaction.followup.send(
        "\n".join(lines)[:2000],
        view=view or discord.utils.MISSING,
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )
