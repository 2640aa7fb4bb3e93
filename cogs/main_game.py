"""The main game in a channel: lobby, turns, racks, guided placement, timers.

Discord glue only: rules live in bot/engine, the turn loop in bot/sessions/main.py.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections import Counter
from typing import Any, ClassVar, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import prefs, render
from bot.announce import describe_events, next_player_line, seat_mention
from bot.engine import movegen
from bot.engine.main_game import MainGame
from bot.engine.notation import Labels, format_turn, parse_place, rack_tile_choices
from bot.engine.tiles import Tile
from bot.engine.turns import Placement
from bot.errors import Refusal, guarded
from bot.messages import LANGUAGE_NAMES, text
from bot.sessions.main import VARIANT, MainSessions, Outcome
from bot.storage import AlreadySeated, ChannelBusy, GameFull, NewSeat, NewTimer
from bot.timers import now
from bot.wording import render_wording

log = logging.getLogger("sumoku.main")

LOBBY_TTL = 30 * 60.0
COMPUTER_NAMES = ("Ada", "Euclid", "Hypatia", "Noether", "Gauss", "Fermat", "Ramanujan")
LEVELS = ("easy", "normal", "hard")
MAX_POSITIONS = 25


def _is_manager(user: discord.abc.User | discord.Member) -> bool:
    perms = getattr(user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


# ---------------------------------------------------------------- components (survive restarts)


def _cog(interaction: discord.Interaction) -> MainGameCog:
    """The loaded cog, for components rebuilt from a custom_id."""
    return interaction.client.get_cog("MainGameCog")  # type: ignore[return-value]


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:lobby:(?P<action>join|leave|cpu|start|cancel):(?P<game>\d+)",
):
    """A lobby button. The lobby is public, so its labels are the English catalogue text."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.primary,
        "leave": discord.ButtonStyle.secondary,
        "cpu": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.success,
        "cancel": discord.ButtonStyle.danger,
    }

    def __init__(self, action: str, game_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=text(f"button.{action}"),
                style=self.STYLES[action],
                custom_id=f"sumoku:lobby:{action}:{game_id}",
            )
        )
        self.action, self.game_id = action, game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ):
        return cls(match["action"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = _cog(interaction)
        await guarded(interaction, lambda: cog.lobby_action(interaction, self.game_id, self.action))


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:(?P<action>rack|guide|hint|pass|board):(?P<game>\d+)",
):
    """A game button: on a public board post (English labels, `locale` None) or in a user's
    private rack view (`locale` = that user's language). The custom_id never depends on it."""

    STYLES: ClassVar[dict[str, tuple[discord.ButtonStyle, str | None]]] = {
        "rack": (discord.ButtonStyle.primary, "🎴"),
        "guide": (discord.ButtonStyle.success, "🧩"),
        "hint": (discord.ButtonStyle.secondary, "💡"),
        "pass": (discord.ButtonStyle.secondary, None),
        "board": (discord.ButtonStyle.secondary, None),
    }

    def __init__(self, action: str, game_id: int, locale: object = None) -> None:
        style, emoji = self.STYLES[action]
        super().__init__(
            discord.ui.Button(
                label=text(f"button.{action}", locale),
                style=style,
                emoji=emoji,
                custom_id=f"sumoku:{action}:{game_id}",
            )
        )
        self.action, self.game_id = action, game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ):
        return cls(match["action"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = _cog(interaction)
        handler = {
            "rack": cog.show_rack,
            "guide": cog.guide_start,
            "hint": cog.show_hint,
            "pass": cog.pass_button,
            "board": cog.board_button,
        }[self.action]
        await guarded(interaction, lambda: handler(interaction, self.game_id))


class TilePicker(
    discord.ui.DynamicItem[discord.ui.Select], template=r"sumoku:tiles:(?P<game>\d+):(?P<ver>\d+)"
):
    """The rack's tiles to place, in a private guided-placement message: in the user's language."""

    def __init__(
        self, game_id: int, version: int, rack: list[Tile] | None = None, locale: object = None
    ) -> None:
        rack = rack or []
        options = [
            discord.SelectOption(
                label=f"{i + 1}: {t}", value=str(i), description=text(f"colour.{t.colour.letter}", locale)
            )
            for i, t in enumerate(rack)
        ] or [discord.SelectOption(label="-", value="0")]
        super().__init__(
            discord.ui.Select(
                custom_id=f"sumoku:tiles:{game_id}:{version}",
                placeholder=text("guide.tiles_placeholder", locale),
                min_values=1,
                max_values=max(1, min(6, len(rack))),
                options=options,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ):
        return cls(int(match["game"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values", [])
        idx = tuple(sorted(int(v) for v in values if str(v).isdigit()))
        await guarded(
            interaction,
            lambda: _cog(interaction).guide_positions(interaction, self.game_id, self.version, idx),
        )


class PositionPicker(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"sumoku:pos:(?P<game>\d+):(?P<ver>\d+):(?P<tiles>[0-7](?:\.[0-7]){0,5})",
):
    """Where to put the chosen tiles (private guided placement): in the user's language."""

    def __init__(
        self,
        game_id: int,
        version: int,
        tiles: str,
        options: list[discord.SelectOption] | None = None,
        locale: object = None,
    ):
        super().__init__(
            discord.ui.Select(
                custom_id=f"sumoku:pos:{game_id}:{version}:{tiles}",
                placeholder=text("guide.where_placeholder", locale),
                options=options or [discord.SelectOption(label="-", value="0")],
            )
        )
        self.game_id, self.version, self.tiles = game_id, version, tiles

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ):
        return cls(int(match["game"]), int(match["ver"]), match["tiles"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values", ["0"])
        pos = int(values[0]) if values and str(values[0]).isdigit() else 0
        await guarded(
            interaction,
            lambda: _cog(interaction).guide_preview(
                interaction, self.game_id, self.version, _indexes(self.tiles), pos
            ),
        )


class ConfirmButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"sumoku:ok:(?P<game>\d+):(?P<ver>\d+):(?P<tiles>[0-7](?:\.[0-7]){0,5}):(?P<pos>\d+)",
):
    """Play the previewed turn (private guided placement): in the user's language."""

    def __init__(self, game_id: int, version: int, tiles: str, pos: int, locale: object = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=text("button.confirm", locale),
                style=discord.ButtonStyle.success,
                custom_id=f"sumoku:ok:{game_id}:{version}:{tiles}:{pos}",
            )
        )
        self.game_id, self.version, self.tiles, self.pos = game_id, version, tiles, pos

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ):
        return cls(int(match["game"]), int(match["ver"]), match["tiles"], int(match["pos"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(
            interaction,
            lambda: _cog(interaction).guide_confirm(
                interaction, self.game_id, self.version, _indexes(self.tiles), self.pos
            ),
        )


def _indexes(s: str) -> tuple[int, ...]:
    return tuple(sorted(int(x) for x in s.split(".") if x.isdigit()))


def _tiles_key(idx: tuple[int, ...]) -> str:
    return ".".join(str(i) for i in idx)


def lobby_view(game_id: int, open_: bool = True) -> discord.ui.View | None:
    if not open_:
        return None
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "cpu", "start", "cancel"):
        view.add_item(LobbyButton(action, game_id))
    return view


def game_view(game_id: int, hints: bool) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(GameButton("rack", game_id))
    view.add_item(GameButton("guide", game_id))
    if hints:
        view.add_item(GameButton("hint", game_id))
    return view


# ---------------------------------------------------------------- the cog


class MainGameCog(commands.Cog):
    """Slash commands and buttons of the main game."""

    sumoku = app_commands.Group(
        name="sumoku", description="Play Sumoku, the number-crossword tile game", guild_only=True
    )

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.sessions = MainSessions(bot.db)
        self.pictures = render.PictureCache()
        self.runners: dict[int, asyncio.Task[None]] = {}

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(LobbyButton, GameButton, TilePicker, PositionPicker, ConfirmButton)
        timers = self.bot.timers
        timers.register("turn_reminder", self._on_reminder)
        timers.register("turn_timeout", self._on_timeout)
        timers.register("lobby_expiry", self._on_lobby_expiry)
        self._resume_task = asyncio.create_task(self._resume_computers())

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(LobbyButton, GameButton, TilePicker, PositionPicker, ConfirmButton)
        for task in self.runners.values():
            task.cancel()

    async def _resume_computers(self) -> None:
        await self.bot.wait_until_ready()
        for row in await self.bot.db.games.open_games():
            if row.variant == VARIANT and row.status == "running":
                self.kick(row.id)

    # ------------------------------------------------------------ lookups

    async def _channel_game(self, channel_id: int | None, *, running: bool = True) -> Any:
        row = await self.bot.db.games.open_in_channel(channel_id, VARIANT)
        if row is None:
            raise Refusal("game.none")
        if running and row.status != "running":
            raise Refusal("game.not_running")
        return row

    async def _game_row(self, game_id: int) -> Any:
        row = await self.bot.db.games.find(game_id)
        if row is None:
            raise Refusal("game.none")
        return row

    @staticmethod
    def _seat(game: MainGame, user: discord.abc.User) -> int:
        seat = game.seat_of(str(user.id))
        if seat is None or not game.active[seat]:
            raise Refusal("game.not_player")
        return seat

    async def _text_mode(self, guild_id: int | None, user_id: int | None = None) -> bool:
        """Text instead of pictures: pass `user_id` only for a view that user alone sees."""
        return await prefs.text_mode(self.bot.db, guild_id, user_id)

    # ------------------------------------------------------------ pictures

    def _board_view(self, game: MainGame, preview: tuple[Placement, ...] = (), title: str | None = None):
        to_play = None if game.finished else game.current_seat.name
        return render.BoardView(
            board=game.board,
            key=game.key,
            bag_left=len(game.bag),
            to_play=to_play,
            last_turn=tuple(p.cell for p in game.last_turn),
            preview=preview,
            title=title,
        )

    async def board_file(
        self, game_id: int, version: int, game: MainGame, words: render.Wording
    ) -> discord.File:
        """The board picture, drawn once per game version and language (the cache key holds both)."""
        view = self._board_view(game)
        pic = await asyncio.to_thread(
            self.pictures.get_or_render,
            (game_id, version, "board", words.language),
            lambda: render.board_picture(view, wording=words),
        )
        return discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024])

    async def board_message(
        self,
        game_id: int,
        version: int,
        game: MainGame,
        text_mode: bool,
        header: str = "",
        *,
        words: render.Wording,
    ) -> tuple[str, list[discord.File]]:
        """The board as text or a picture; `words` is English for a public post, else its reader's."""
        if text_mode:
            board = render.board_text(self._board_view(game), limit=2000 - len(header) - 2, wording=words)
            return (f"{header}\n{board}" if header else board), []
        return header, [await self.board_file(game_id, version, game, words)]

    # ------------------------------------------------------------ reporting

    async def report(
        self,
        outcome: Outcome,
        channel: discord.abc.Messageable,
        *,
        interaction: discord.Interaction | None = None,
    ) -> None:
        """Post what happened, the board and who is next; the move is already committed.

        The channel reads it, so it is in English like every public post, whoever acted.
        """
        game = outcome.game
        lines = describe_events(game, outcome.events, outcome.board_before)
        nxt = next_player_line(game)
        if nxt:
            lines.append(nxt)
        header = "\n".join(lines)
        options = outcome.options
        text_mode = await self._text_mode(getattr(getattr(channel, "guild", None), "id", None))
        files: list[discord.File] = []
        if game.finished and game.result is not None:
            rows = [
                render.EndRow(game.seats[s.seat].name, s.score, s.penalty, s.final, s.winner, s.left)
                for s in game.result.standings
            ]
            if not text_mode:
                title = text("end.title")  # a public post: English for everyone
                pic = await asyncio.to_thread(
                    render.end_card_picture, rows, game.key, title, wording=render_wording(None)
                )
                files.append(
                    discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024])
                )
        content, board_files = await self.board_message(
            outcome.game_id, outcome.version, game, text_mode, words=render_wording(None)
        )
        files = board_files + files
        view = None if game.finished else game_view(outcome.game_id, bool(options.get("hints", True)))
        # One message when it fits, else the report then the board.
        if content and len(header) + len(content) + 1 <= 2000:
            parts = [(f"{header}\n{content}", files, view)]
        elif content:
            parts = [(header[:2000], [], None), (content, files, view)]
        else:
            parts = [(header[:2000], files, view)]
        mentions = discord.AllowedMentions(users=True, everyone=False, roles=False)
        try:
            for i, (body, attached, buttons) in enumerate(parts):
                if i == 0 and interaction is not None:
                    await interaction.followup.send(
                        body, files=attached, view=buttons or discord.utils.MISSING, allowed_mentions=mentions
                    )
                else:
                    await channel.send(body, files=attached, view=buttons, allowed_mentions=mentions)
        except discord.HTTPException:
            log.exception(
                "could not post the board of game %s (the move is saved; /board re-posts it)", outcome.game_id
            )
        await self.after_action(outcome)

    async def after_action(self, outcome: Outcome) -> None:
        await self.bot.timers.resync(outcome.game_id)
        if not outcome.game.finished and outcome.game.current_seat.is_computer:
            self.kick(outcome.game_id)

    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(channel_id)
        return channel  # type: ignore[return-value]

    # ------------------------------------------------------------ computer players

    def kick(self, game_id: int) -> None:
        """Make sure a task is playing the computer seats of this game."""
        task = self.runners.get(game_id)
        if task is None or task.done():
            self.runners[game_id] = asyncio.create_task(self._run_computers(game_id))

    async def _run_computers(self, game_id: int) -> None:
        try:
            while True:
                outcome = await self.sessions.computer_move(game_id)
                if outcome is None:
                    return
                row = await self.bot.db.games.get(game_id)
                channel = await self._channel(row.channel_id)
                await self.report(outcome, channel)
        except Refusal:
            return  # someone acted meanwhile; the next report re-kicks if needed
        except Exception:
            log.exception("computer player failed in game %s", game_id)

    # ------------------------------------------------------------ timers

    async def _on_reminder(self, timer: Any) -> None:
        row, game = await self.sessions.load(timer.game_id)
        if row.status != "running" or game.finished or game.turn_number != timer.payload.get("turn"):
            return
        channel = await self._channel(row.channel_id)
        remaining = int(timer.payload.get("remaining", 0))
        left = (
            text("lobby.minutes", None, minutes=remaining // 60)
            if remaining >= 60
            else text("time.seconds", None, seconds=remaining)
        )
        await channel.send(
            text("reminder", None, mention=seat_mention(game, game.current), remaining=left),
            allowed_mentions=discord.AllowedMentions(users=True),
        )

    async def _on_timeout(self, timer: Any) -> None:
        turn = timer.payload.get("turn")

        def time_out(g: MainGame):
            if g.turn_number != turn:
                raise Refusal("game.stale")
            return g.timeout(g.current)

        try:
            outcome = await self.sessions.act(timer.game_id, time_out, user_id=None)
        except Refusal:
            return
        row = await self.bot.db.games.get(timer.game_id)
        await self.report(outcome, await self._channel(row.channel_id))

    async def _on_lobby_expiry(self, timer: Any) -> None:
        row = await self.bot.db.games.find(timer.game_id)
        if row is None or row.status != "lobby":
            return
        await self.bot.db.games.cancel(row.id)
        channel = await self._channel(row.channel_id)
        if row.message_id:
            try:
                await channel.get_partial_message(row.message_id).edit(
                    content=text("lobby.expired"), view=None
                )
                return
            except discord.HTTPException:
                pass
        await channel.send(text("lobby.expired"))

    # ------------------------------------------------------------ lobby

    def _lobby_content(self, row: Any, seats: list[Any]) -> str:
        o = row.options
        limit = o.get("turn_limit", 0)
        options = text(
            "lobby.options",
            None,
            limit=text("lobby.minutes", None, minutes=int(limit // 60)) if limit else text("lobby.no_limit"),
            racks=text("lobby.racks_open" if o.get("open_racks") else "lobby.racks_private"),
            hints=text("lobby.on" if o.get("hints", True) else "lobby.off"),
        )
        players = ", ".join((f"<@{s.user_id}>" if s.user_id else f"{s.name} 🤖") for s in seats) or "-"
        return f"**{text('lobby.title')}**\n" + text(
            "lobby.body",
            None,
            host=f"<@{row.owner_id}>",
            count=len(seats),
            max=o.get("max_players", 4),
            players=players,
            options=options,
        )

    @sumoku.command(name="new", description="Open a game of Sumoku in this channel")
    @app_commands.describe(
        max_players="Seats at the table (2–8)",
        computers="Computer players to seat now (0–7)",
        level="How strong the computer players are",
        turn_limit="Minutes per turn (0 = no limit)",
        open_racks="Show every rack to everyone, as in the box",
        hints="Allow /hint",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        max_players: app_commands.Range[int, 2, 8] = 4,
        computers: app_commands.Range[int, 0, 7] = 0,
        level: Literal["easy", "normal", "hard"] = "normal",
        turn_limit: app_commands.Range[int, 0, 1440] | None = None,
        open_racks: bool = False,
        hints: bool = True,
    ) -> None:
        if turn_limit is None:
            turn_limit = ((await self.bot.db.settings.guild(interaction.guild_id)).turn_limit_s or 0) // 60
        max_players = max(max_players, computers + 1)
        options = {
            "max_players": max_players,
            "turn_limit": int(turn_limit) * 60,
            "open_racks": open_racks,
            "hints": hints,
            "level": level,
        }
        seats = [NewSeat(interaction.user.id, interaction.user.display_name)]
        seats += [NewSeat(None, _computer_name(i, level), "computer", level) for i in range(computers)]
        try:
            row = await self.bot.db.games.create(
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                variant=VARIANT,
                owner_id=interaction.user.id,
                options=options,
                seats=seats,
                timers=[NewTimer("lobby_expiry", now() + LOBBY_TTL)],
            )
        except ChannelBusy as busy:
            existing = await self.bot.db.games.find(busy.existing_game_id)
            link = (
                f"https://discord.com/channels/{interaction.guild_id}/{interaction.channel_id}/{existing.message_id}"
                if existing and existing.message_id
                else "/sumoku status"
            )
            raise Refusal("lobby.busy", link=link) from None
        seat_rows = await self.bot.db.seats.list(row.id)
        await interaction.response.send_message(
            self._lobby_content(row, seat_rows),
            view=lobby_view(row.id),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        message = await interaction.original_response()
        await self.bot.db.games.set_message(row.id, message.id)
        await self.bot.timers.resync(row.id)

    async def _lobby_change(self, row: Any, user: discord.abc.User, action: str) -> list[Any]:
        """Check and apply one lobby action (join, leave, cpu, start); returns the seats after it."""
        if row.status != "lobby":
            raise Refusal("lobby.not_lobby")
        seats = await self.bot.db.seats.list(row.id)
        is_host = user.id == row.owner_id or _is_manager(user)
        max_seats = row.options.get("max_players", 4)
        if action == "join":
            try:
                await self.bot.db.seats.add(row.id, NewSeat(user.id, user.display_name), max_seats=max_seats)
            except AlreadySeated:
                raise Refusal("lobby.already_in") from None
            except GameFull:
                raise Refusal("lobby.full", max=max_seats) from None
        elif action == "leave":
            if not any(s.user_id == user.id for s in seats):
                raise Refusal("lobby.not_in")
            if user.id == row.owner_id:
                raise Refusal("lobby.host_cannot_leave")
            await self.bot.db.seats.remove(row.id, user_id=user.id)
        elif not is_host:
            raise Refusal("lobby.only_host", host=f"<@{row.owner_id}>")
        elif action == "cpu":
            level = row.options.get("level", "normal")
            name = _computer_name(sum(1 for s in seats if s.kind == "computer"), level)
            try:
                await self.bot.db.seats.add(
                    row.id, NewSeat(None, name, "computer", level), max_seats=max_seats
                )
            except GameFull:
                raise Refusal("lobby.full", max=max_seats) from None
        elif action == "start" and len(seats) < 2:
            raise Refusal("lobby.need_players")
        return await self.bot.db.seats.list(row.id)

    async def lobby_action(self, interaction: discord.Interaction, game_id: int, action: str) -> None:
        """A lobby button: the lobby message itself is updated in the answer."""
        if action == "cancel":
            row = await self._game_row(game_id)
            await self._cancel(interaction, row)
            return
        async with self.sessions.lock(game_id):
            row = await self._game_row(game_id)
            seats = await self._lobby_change(row, interaction.user, action)
            if action == "start":
                outcome = await self.sessions.start_locked(row.id, seats)
        if action == "start":
            await self.bot.timers.resync(row.id)
            await interaction.response.edit_message(
                content=self._started_content(row, seats),
                view=None,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            await self.report(outcome, interaction.channel)
            return
        await interaction.response.edit_message(
            content=self._lobby_content(row, seats),
            view=lobby_view(game_id),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        if action in ("join", "leave"):
            key = "lobby.joined" if action == "join" else "lobby.left"
            await interaction.followup.send(text(key, await prefs.locale(interaction)), ephemeral=True)

    def _started_content(self, row: Any, seats: list[Any]) -> str:
        """The lobby message once the game started: its title, host and players (no options)."""
        _title, host, players = self._lobby_content(row, seats).split("\n")[:3]
        return "\n".join((f"**{text('start.title')}**", host, players))

    @sumoku.command(name="join", description="Join the game waiting in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        await self._lobby_by_slash(interaction, "join")

    @sumoku.command(name="leave", description="Leave the game waiting in this channel")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._lobby_by_slash(interaction, "leave")

    @sumoku.command(name="start", description="Start the game waiting in this channel (host)")
    async def start(self, interaction: discord.Interaction) -> None:
        await self._lobby_by_slash(interaction, "start")

    async def _lobby_by_slash(self, interaction: discord.Interaction, action: str) -> None:
        """The slash forms of the lobby buttons: answer privately, update the lobby message."""
        row = await self._channel_game(interaction.channel_id, running=False)
        async with self.sessions.lock(row.id):
            row = await self._game_row(row.id)
            seats = await self._lobby_change(row, interaction.user, action)
            if action == "start":
                outcome = await self.sessions.start_locked(row.id, seats)
        channel = interaction.channel
        if action == "start":
            await self.bot.timers.resync(row.id)
            await interaction.response.defer(thinking=True)
            await self._edit_lobby(channel, row, self._started_content(row, seats), None)
            await self.report(outcome, channel, interaction=interaction)
            return
        await self._edit_lobby(channel, row, self._lobby_content(row, seats), lobby_view(row.id))
        key = "lobby.joined" if action == "join" else "lobby.left"
        await interaction.response.send_message(text(key, await prefs.locale(interaction)), ephemeral=True)

    async def _edit_lobby(self, channel: Any, row: Any, content: str, view: discord.ui.View | None) -> None:
        if not row.message_id:
            return
        try:
            await channel.get_partial_message(row.message_id).edit(
                content=content, view=view, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.warning("could not edit the lobby message of game %s", row.id)

    @sumoku.command(name="cancel", description="Call off the game in this channel (host or Manage Server)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        row = await self._channel_game(interaction.channel_id, running=False)
        await self._cancel(interaction, row)

    async def _cancel(self, interaction: discord.Interaction, row: Any) -> None:
        """Call a lobby or a running game off: the host or a server manager only."""
        if interaction.user.id != row.owner_id and not _is_manager(interaction.user):
            raise Refusal("lobby.only_host", host=f"<@{row.owner_id}>")
        if not row.is_open:
            raise Refusal("lobby.not_lobby")
        async with self.sessions.lock(row.id):
            await self.bot.db.games.cancel(row.id)
        await self.bot.timers.cancel(row.id)
        task = self.runners.pop(row.id, None)
        if task:
            task.cancel()
        notice = text("game.cancelled", await prefs.locale(interaction), user=interaction.user.mention)
        if row.status == "lobby":
            await self._edit_lobby(interaction.channel, row, notice, None)
        await interaction.response.send_message(notice, allowed_mentions=discord.AllowedMentions.none())

    @sumoku.command(name="status", description="Scores, whose turn it is, tiles left")
    async def status(self, interaction: discord.Interaction) -> None:
        row = await self._channel_game(interaction.channel_id, running=False)
        loc = await prefs.locale(interaction)
        if row.status == "lobby":
            seats = await self.bot.db.seats.list(row.id)
            await interaction.response.send_message(
                text(
                    "status.lobby",
                    loc,
                    host=f"<@{row.owner_id}>",
                    players=", ".join(s.name for s in seats),
                ),
                ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        _, game = await self.sessions.load(row.id)
        scores = ", ".join(
            f"{s.name} {game.scores[i]}" + ("" if game.active[i] else text("end.left", loc))
            for i, s in enumerate(game.seats)
        )
        body = text(
            "status.body",
            loc,
            key=game.key,
            bag=len(game.bag),
            turn=game.turn_number,
            player=game.current_seat.name,
            scores=scores,
        )
        if row.options.get("open_racks"):
            body += "\n" + "\n".join(
                f"{s.name}: {' '.join(map(str, game.racks[i]))}" for i, s in enumerate(game.seats)
            )
        await interaction.response.send_message(body, ephemeral=True)

    @sumoku.command(name="resign", description="Leave the running game for good")
    async def resign(self, interaction: discord.Interaction) -> None:
        row = await self._channel_game(interaction.channel_id)
        _, game = await self.sessions.load(row.id)
        seat = self._seat(game, interaction.user)
        outcome = await self.sessions.act(
            row.id, lambda g: g.resign(seat), user_id=interaction.user.id, summary="resigned"
        )
        await interaction.response.defer(thinking=True)
        await self.report(outcome, interaction.channel, interaction=interaction)

    @sumoku.command(name="settings", description="Server defaults: board style and turn limit")
    @app_commands.describe(
        board="Show boards as pictures or as text", turn_limit="Default minutes per turn (0 = none)"
    )
    @app_commands.default_permissions(manage_guild=True)
    async def settings(
        self,
        interaction: discord.Interaction,
        board: Literal["picture", "text"] | None = None,
        turn_limit: app_commands.Range[int, 0, 1440] | None = None,
    ) -> None:
        perms = getattr(interaction.user, "guild_permissions", None)
        if not (perms and perms.manage_guild):
            raise Refusal("error.no_permission")
        settings = self.bot.db.settings
        if board is not None:
            await settings.set_guild(interaction.guild_id, text_mode=(board == "text"))
        if turn_limit is not None:
            await settings.set_guild(interaction.guild_id, turn_limit_s=turn_limit * 60 or None)
        saved = await settings.guild(interaction.guild_id)
        loc = await prefs.locale(interaction)
        text_mode, minutes = saved.text_mode, (saved.turn_limit_s or 0) // 60
        await interaction.response.send_message(
            text(
                "settings.saved",
                loc,
                style=text("settings.text" if text_mode else "settings.picture", loc),
                limit=text("lobby.minutes", loc, minutes=minutes) if minutes else text("lobby.no_limit", loc),
            ),
            ephemeral=True,
        )

    @sumoku.command(
        name="prefs",
        description="Your display and language: private views follow yours, public posts the server's",
    )
    @app_commands.describe(
        display="How your private views (/rack, /board private:true, /hint) look; "
        "public posts follow the server",
        language="The language of the bot's answers to you",
    )
    @app_commands.choices(
        display=[
            app_commands.Choice(name="picture", value="picture"),
            app_commands.Choice(name="text", value="text"),
            app_commands.Choice(name="server default", value=prefs.SERVER),
        ],
        language=[
            *(app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()),
            app_commands.Choice(name="server default", value=prefs.SERVER),
        ],
    )
    async def prefs_command(
        self, interaction: discord.Interaction, display: str | None = None, language: str | None = None
    ) -> None:
        """Set (or, with no options, show) the user's own preferences; always answered privately."""
        if (display is not None and display not in prefs.DISPLAY_CHOICES) or (
            language is not None and language not in prefs.LANGUAGE_CHOICES
        ):
            raise Refusal("prefs.unknown")  # only a crafted request gets here: Discord offers the choices
        settings = self.bot.db.settings
        changes: dict[str, Any] = {}
        if display is not None:
            changes["text_mode"] = prefs.DISPLAY_CHOICES[display]
        if language is not None:
            changes["language"] = prefs.LANGUAGE_CHOICES[language]
        saved = (
            await settings.set_user(interaction.user.id, **changes)
            if changes
            else await settings.user(interaction.user.id)
        )
        server = await self._text_mode(interaction.guild_id)
        await interaction.response.send_message(
            prefs.summary(saved, server, interaction.locale, saved=bool(changes)), ephemeral=True
        )

    async def resign_user(self, game_id: int, user_id: int) -> bool:
        """Resign a user from a running main game (on a data-deletion request); False if not there."""
        try:
            row, game = await self.sessions.load(game_id)
        except Refusal:
            return False
        seat = game.seat_of(str(user_id))
        if row.variant != VARIANT or row.status != "running" or seat is None or not game.active[seat]:
            return False
        outcome = await self.sessions.act(game_id, lambda g: g.resign(seat), user_id=None, summary="resigned")
        await self.report(outcome, await self._channel(row.channel_id))
        return True

    @sumoku.command(name="help", description="How to play Sumoku with this bot")
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            text("help.body", await prefs.locale(interaction)), ephemeral=True
        )

    # ------------------------------------------------------------ playing

    @app_commands.command(
        name="place", description="Place tiles: tiles in reading order, the first tile's cell, direction"
    )
    @app_commands.describe(
        tiles="Tiles in reading order, e.g. R5 B9 G1 (a 6 played as 9 is written 9)",
        at="The first tile's cell as printed on the latest board, e.g. F7",
        direction="across (left to right) or down (top to bottom)",
    )
    @app_commands.guild_only()
    async def place(
        self,
        interaction: discord.Interaction,
        tiles: app_commands.Range[str, 1, 100],
        at: app_commands.Range[str, 0, 20] | None = None,
        direction: Literal["across", "down"] | None = None,
    ) -> None:
        row = await self._channel_game(interaction.channel_id)
        _, game = await self.sessions.load(row.id)
        seat = self._seat(game, interaction.user)

        def play(g: MainGame):
            if g.current != seat:
                raise Refusal("game.not_your_turn", player=g.current_seat.name)
            placements = parse_place(g.board, tiles, at, direction)
            return g.play(seat, placements, label=Labels.for_board(g.board))

        outcome = await self.sessions.act(row.id, play, user_id=interaction.user.id, summary=tiles)
        await interaction.response.defer(thinking=True)
        await self.report(outcome, interaction.channel, interaction=interaction)

    @place.autocomplete("tiles")
    async def place_tiles_autocomplete(self, interaction: discord.Interaction, current: str):
        try:
            row = await self.bot.db.games.open_in_channel(interaction.channel_id, VARIANT)
            if row is None or row.status != "running":
                return []
            _, game = await self.sessions.load(row.id)
            seat = game.seat_of(str(interaction.user.id))
            if seat is None:
                return []
            return _tile_suggestions(game.racks[seat], current)
        except Exception:
            log.exception("autocomplete failed")
            return []

    @app_commands.command(name="pass", description="Pass your turn")
    @app_commands.guild_only()
    async def pass_(self, interaction: discord.Interaction) -> None:
        row = await self._channel_game(interaction.channel_id)
        await self._pass(interaction, row.id)

    async def pass_button(self, interaction: discord.Interaction, game_id: int) -> None:
        await self._pass(interaction, game_id)

    async def _pass(self, interaction: discord.Interaction, game_id: int) -> None:
        _, game = await self.sessions.load(game_id)
        seat = self._seat(game, interaction.user)

        def do_pass(g: MainGame):
            if g.current != seat:
                raise Refusal("game.not_your_turn", player=g.current_seat.name)
            return g.pass_turn(seat)

        outcome = await self.sessions.act(game_id, do_pass, user_id=interaction.user.id, summary="pass")
        await interaction.response.defer(thinking=True)
        await self.report(outcome, interaction.channel, interaction=interaction)

    @app_commands.command(name="rack", description="See your tiles (only you can see them)")
    @app_commands.guild_only()
    async def rack(self, interaction: discord.Interaction) -> None:
        row = await self._channel_game(interaction.channel_id)
        await self.show_rack(interaction, row.id)

    async def show_rack(self, interaction: discord.Interaction, game_id: int) -> None:
        row, game = await self.sessions.load(game_id)
        seat = self._seat(game, interaction.user)
        rack = game.racks[seat]
        loc = await prefs.locale(interaction)
        turn = (
            text("rack.your_turn", loc)
            if game.current == seat and not game.finished
            else text("rack.waiting", loc, player=game.current_seat.name)
        )
        body = text(
            "rack.body",
            loc,
            tiles=" ".join(f"`{t}`" for t in rack) or "-",
            score=game.scores[seat],
            turn=turn,
        )
        view = discord.ui.View(timeout=None)  # private: its labels in the user's language
        view.add_item(GameButton("guide", game_id, loc))
        if row.options.get("hints", True):
            view.add_item(GameButton("hint", game_id, loc))
        view.add_item(GameButton("pass", game_id, loc))
        if await self._text_mode(interaction.guild_id, interaction.user.id):
            await interaction.response.send_message(
                body + "\n" + render.rack_text(rack, wording=render_wording(loc)), ephemeral=True, view=view
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        pic = await asyncio.to_thread(
            render.rack_picture, rack, text("rack.title", loc), wording=render_wording(loc)
        )
        await interaction.followup.send(
            body,
            ephemeral=True,
            view=view,
            file=discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024]),
        )

    @app_commands.command(name="board", description="Show the board of this channel's game")
    @app_commands.describe(private="Show it only to you")
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction, private: bool = False) -> None:
        row = await self._channel_game(interaction.channel_id)
        await self._send_board(interaction, row.id, private)

    async def board_button(self, interaction: discord.Interaction, game_id: int) -> None:
        await self._send_board(interaction, game_id, True)

    async def _send_board(self, interaction: discord.Interaction, game_id: int, private: bool) -> None:
        await interaction.response.defer(ephemeral=private, thinking=True)
        row, game = await self.sessions.load(game_id)
        loc = await prefs.locale(interaction) if private else None  # a public board is in English
        header = text(
            "board.header",
            loc,
            key=game.key,
            bag=len(game.bag),
            turn=text("board.over", loc)
            if game.finished
            else text("board.to_play", loc, player=game.current_seat.name),
        )
        # a board only this user sees follows their display choice; a public one, the server's
        viewer = interaction.user.id if private else None
        text_mode = await self._text_mode(interaction.guild_id, viewer)
        words = render_wording(loc)
        content, files = await self.board_message(game_id, row.version, game, text_mode, header, words=words)
        view = (
            game_view(game_id, bool(row.options.get("hints", True)))
            if not private and not game.finished
            else None
        )
        await interaction.followup.send(
            content, files=files, ephemeral=private, view=view or discord.utils.MISSING
        )

    @app_commands.command(
        name="hint", description="The best turns for your rack (privately), if the game allows"
    )
    @app_commands.guild_only()
    async def hint(self, interaction: discord.Interaction) -> None:
        row = await self._channel_game(interaction.channel_id)
        await self.show_hint(interaction, row.id)

    async def show_hint(self, interaction: discord.Interaction, game_id: int) -> None:
        row, game = await self.sessions.load(game_id)
        seat = self._seat(game, interaction.user)
        if not row.options.get("hints", True):
            raise Refusal("game.hints_off")
        await interaction.response.defer(ephemeral=True, thinking=True)
        loc = await prefs.locale(interaction)
        turns = await asyncio.to_thread(movegen.hints, game.board, game.racks[seat], game.key, 5)
        if not turns:
            await interaction.followup.send(text("game.no_hint", loc), ephemeral=True)
            return
        lines = [f"**{text('hint.title', loc)}**"]
        for i, t in enumerate(turns, 1):
            lines.append(
                text(
                    "hint.row",
                    loc,
                    rank=i,
                    move=f"`{format_turn(game.board, sorted(t.placements, key=lambda p: p.cell))}`",
                    score=t.score,
                    bonus=text("hint.bonus", loc) if t.bonus else "",
                )
            )
        best = tuple(sorted(turns[0].placements, key=lambda p: p.cell))
        files = []
        if not await self._text_mode(interaction.guild_id, interaction.user.id):
            pic = await asyncio.to_thread(
                render.board_picture, self._board_view(game, preview=best), wording=render_wording(loc)
            )
            files = [discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024])]
        await interaction.followup.send("\n".join(lines), files=files, ephemeral=True)

    # ------------------------------------------------------------ guided placement (no typing)

    async def guide_start(self, interaction: discord.Interaction, game_id: int) -> None:
        row, game = await self.sessions.load(game_id)
        seat = self._seat(game, interaction.user)
        if game.current != seat:
            raise Refusal("game.not_your_turn", player=game.current_seat.name)
        loc = await prefs.locale(interaction)
        view = discord.ui.View(timeout=None)
        view.add_item(TilePicker(game_id, row.version, game.racks[seat], loc))
        await interaction.response.send_message(text("guide.pick_tiles", loc), view=view, ephemeral=True)

    async def _positions(self, game: MainGame, seat: int, idx: tuple[int, ...]) -> list[movegen.Turn]:
        """Legal positions for the chosen rack tiles, best first (at most 25), found off the event loop."""
        rack = game.racks[seat]
        if not idx or any(i >= len(rack) for i in idx):
            raise Refusal("game.stale")
        chosen = [rack[i] for i in idx]
        turns = await asyncio.to_thread(movegen.turns_placing_all, game.board, chosen, game.key)
        return turns[:MAX_POSITIONS]

    async def _guide_load(self, interaction: discord.Interaction, game_id: int, version: int):
        row, game = await self.sessions.load(game_id)
        seat = self._seat(game, interaction.user)
        if row.version != version:
            raise Refusal("game.stale")
        if game.current != seat:
            raise Refusal("game.not_your_turn", player=game.current_seat.name)
        return row, game, seat

    async def guide_positions(
        self, interaction: discord.Interaction, game_id: int, version: int, idx: tuple[int, ...]
    ) -> None:
        await self.guide_preview(interaction, game_id, version, idx, 0)

    async def guide_preview(
        self, interaction: discord.Interaction, game_id: int, version: int, idx: tuple[int, ...], pos: int
    ) -> None:
        row, game, seat = await self._guide_load(interaction, game_id, version)
        turns = await self._positions(game, seat, idx)
        loc = await prefs.locale(interaction)
        tiles_str = " ".join(str(game.racks[seat][i]) for i in idx)
        view = discord.ui.View(timeout=None)
        view.add_item(TilePicker(game_id, version, game.racks[seat], loc))
        if not turns:
            await interaction.response.edit_message(
                content=text("guide.no_positions", loc), view=view, attachments=[]
            )
            return
        pos = min(pos, len(turns) - 1)
        options = []
        for i, t in enumerate(turns):
            placed = sorted(t.placements, key=lambda p: p.cell)
            label = text(
                "guide.option",
                loc,
                move=format_turn(game.board, placed),
                score=t.score,
                bonus=text("guide.option_bonus", loc) if t.bonus else "",
            )
            options.append(discord.SelectOption(label=label[:100], value=str(i), default=i == pos))
        key = _tiles_key(idx)
        view.add_item(PositionPicker(game_id, version, key, options, loc))
        view.add_item(ConfirmButton(game_id, version, key, pos, loc))
        chosen = turns[pos]
        placed = tuple(sorted(chosen.placements, key=lambda p: p.cell))
        content = (
            text("guide.positions", loc, count=len(turns), tiles=tiles_str)
            + "\n"
            + text(
                "guide.preview",
                loc,
                move=f"`{format_turn(game.board, placed)}`",
                score=chosen.score,
                bonus=text("hint.bonus", loc) if chosen.bonus else "",
            )
        )
        await interaction.response.defer()
        if await self._text_mode(interaction.guild_id, interaction.user.id):
            await interaction.edit_original_response(content=content, view=view, attachments=[])
            return
        pic = await asyncio.to_thread(
            render.board_picture, self._board_view(game, preview=placed), wording=render_wording(loc)
        )
        await interaction.edit_original_response(
            content=content,
            view=view,
            attachments=[
                discord.File(io.BytesIO(pic.png), filename=pic.filename, description=pic.alt[:1024])
            ],
        )

    async def guide_confirm(
        self, interaction: discord.Interaction, game_id: int, version: int, idx: tuple[int, ...], pos: int
    ) -> None:
        row, game, seat = await self._guide_load(interaction, game_id, version)
        turns = await self._positions(game, seat, idx)
        if pos >= len(turns):
            raise Refusal("game.stale")
        placements = sorted(turns[pos].placements, key=lambda p: p.cell)
        summary = format_turn(game.board, placements)
        outcome = await self.sessions.act(
            game_id,
            lambda g: g.play(seat, placements),
            user_id=interaction.user.id,
            expected_version=version,
            summary=summary,
        )
        loc = await prefs.locale(interaction)
        await interaction.response.edit_message(
            content=text("guide.confirmed", loc), view=None, attachments=[]
        )
        await self.report(outcome, interaction.channel)


def _computer_name(n: int, level: str) -> str:
    """A computer seat's name, stored with the seat and shown to everyone: English catalogue text."""
    return f"{COMPUTER_NAMES[n % len(COMPUTER_NAMES)]} ({text(f'level.{level}')})"


def _tile_suggestions(rack: list[Tile], current: str) -> list[app_commands.Choice[str]]:
    """Complete the tile being typed from what is left in the rack."""
    tokens = current.replace(",", " ").split()
    partial = "" if current.endswith((" ", ",")) or not tokens else tokens.pop()
    remaining = Counter(rack)
    for tok in tokens:
        try:
            from bot.engine.notation import parse_tile

            t = parse_tile(tok).in_hand
        except ValueError:
            return []
        if remaining[t] <= 0:
            return []
        remaining[t] -= 1
    prefix = " ".join(tok.upper() for tok in tokens)
    out: list[app_commands.Choice[str]] = []
    for option in rack_tile_choices(t for t, n in remaining.items() if n > 0):
        if option.upper().startswith(partial.upper()):
            value = f"{prefix} {option}".strip()
            out.append(app_commands.Choice(name=value, value=value))
    return out[:25]


async def setup(bot: Any) -> None:
    await bot.add_cog(MainGameCog(bot))
