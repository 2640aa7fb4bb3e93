"""Components that survive restarts, and the builders delivery uses to attach them to posts.

Every button or menu of a game is a `GameItem`: a DynamicItem whose custom_id carries the game
(and, where it matters, the version it was made for), rebuilt from that id after a restart.
Errors in their callbacks go to the one error handler. A post names its components by kind
(bot/present/posts.py); cogs register a builder per kind at load time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Protocol, Self

import discord

from bot.app import prefs
from bot.app.errors import guarded
from bot.engine.tiles import Tile
from bot.present.posts import ComponentData
from bot.words.messages import text
from bot.words.refusal import Refusal

MAX_ID = 2**63 - 1  # the largest id or version either database stores (SQLite and PostgreSQL BIGINT)
ViewBuilder = Callable[[ComponentData], Iterable[discord.ui.Item[Any]]]
_BUILDERS: dict[str, ViewBuilder] = {}


_ITEMS: dict[str, Callable[..., discord.ui.Item[Any]]] = {}


def in_range(*numbers: int) -> None:
    """Refuse (privately, before any query) a number from a custom_id or a menu that no game, move
    or version can have: a forged one would overflow the database's integers."""
    if any(not 0 <= n <= MAX_ID for n in numbers):
        raise Refusal("component.unknown_game")


def register_view(kind: str, builder: ViewBuilder) -> None:
    _BUILDERS[kind] = builder


def register_item(prefix: str, make: Callable[..., discord.ui.Item[Any]]) -> None:
    """A component a variant's flow builds by its custom_id prefix (e.g. "sumoku:tiles"): the flow
    makes the next step's menus without importing the components module that calls it."""
    _ITEMS[prefix] = make


def item(prefix: str, *args: Any) -> discord.ui.Item[Any]:
    """The component registered under `prefix`, made with `args` (see register_item)."""
    return _ITEMS[prefix](*args)


def build_view(components: Iterable[Any]) -> discord.ui.View | None:
    """The view for a post's components (None when it has none or their cog is not loaded)."""
    view = discord.ui.View(timeout=None)
    for component in components:
        builder = _BUILDERS.get(component.kind)
        if builder is None:
            continue
        for item in builder(component.data):
            view.add_item(item)
    return view if view.children else None


def picked(interaction: discord.Interaction[Any]) -> list[str]:
    """The values a select menu's user picked (none for a button, or a payload without them)."""
    data: Mapping[str, object] = interaction.data or {}
    values = data.get("values")
    return [str(v) for v in values] if isinstance(values, list) else []


async def answer_unread(interaction: discord.Interaction, items: Iterable[type[Any]]) -> None:
    """A button or menu whose custom_id none of `items` (the registered DynamicItems) reads: an
    extra or missing field, a format no release reads. discord.py drops it silently and Discord
    shows "This interaction failed"; it is answered privately instead, nothing done."""
    if interaction.type is not discord.InteractionType.component:
        return
    data: Mapping[str, object] = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    if any(made.__discord_ui_compiled_template__.fullmatch(custom_id) for made in items):
        return  # its item answers

    async def refuse() -> None:
        raise Refusal("component.unknown_game")

    await prefs.enter(interaction)
    await guarded(interaction, refuse)


class GameItem:
    """The base of every game component: parsed from its custom_id, run under the error handler.

    Use it first among the bases: `class X(GameItem, discord.ui.DynamicItem[Button], template=...)`.
    Named groups of the template (`game`, `ver`, ... as ints) are passed to `__init__`; `run` acts.
    """

    INT_GROUPS: ClassVar[frozenset[str]] = frozenset({"game", "ver", "set", "pos", "move"})
    out_of_range: bool = False  # a number in the custom_id no game can have (forged): refused

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        values = {
            k: int(v) if k in cls.INT_GROUPS and v is not None else v for k, v in match.groupdict().items()
        }
        forged = any(isinstance(v, int) and not 0 <= v <= MAX_ID for v in values.values())
        made = cls(**{k: 0 if isinstance(v, int) and forged else v for k, v in values.items()})
        made.out_of_range = forged
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        """Carry the reader's language (bot.app.prefs.enter), then run under the error handler;
        a custom_id naming no possible game is answered privately before any query."""
        await prefs.enter(interaction)
        await guarded(interaction, lambda: self._checked_run(interaction))

    async def _checked_run(self, interaction: discord.Interaction) -> None:
        if self.out_of_range:
            raise Refusal("component.unknown_game")
        await self.run(interaction)

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        raise NotImplementedError


class GuidedFlow(Protocol):
    """What a variant's guided placement answers: a preview of a position, and its confirmation."""

    async def preview(self, interaction: Any, game_id: int, version: int, tiles: Any, pos: int) -> Any: ...

    async def confirm(self, interaction: Any, game_id: int, version: int, tiles: Any, pos: int) -> Any: ...


class GuidedStep(GameItem):
    """The shared half of a guided placement's position menu and Confirm button (every variant).

    Subclasses set `PREFIX` (the custom_id's start, kept as released: live messages still carry it)
    and say where their flow lives (`flow`) and how the chosen tiles are written (`parse_tiles`).
    """

    PREFIX: ClassVar[str] = ""

    game_id: int
    version: int
    tiles: str

    @staticmethod
    def flow(interaction: discord.Interaction[Any]) -> GuidedFlow:
        raise NotImplementedError

    @staticmethod
    def parse_tiles(tiles: str) -> Any:
        return tuple(sorted(int(x) for x in tiles.split(".") if x.isdecimal()))


class TileMenu(GuidedStep):
    """A guided placement's first step: up to six tiles in hand to place (private, in the user's
    language); the chosen ones are previewed next. `menu_options` lists them (one per tile here;
    Speed also offers a 6 as a 9)."""

    def __init__(self, game: int, ver: int, hand: Sequence[Tile] = ()) -> None:
        options = self.menu_options(hand)[:25] or [discord.SelectOption(label="-", value="0")]
        super().__init__(  # type: ignore[call-arg]
            discord.ui.Select(
                custom_id=f"{self.PREFIX}:{game}:{ver}",
                placeholder=text("guide.tiles_placeholder"),
                min_values=1,
                max_values=max(1, min(6, len(options))),
                options=options,
            )
        )
        self.game_id, self.version = game, ver

    @staticmethod
    def menu_options(hand: Sequence[Tile]) -> list[discord.SelectOption]:
        return [
            discord.SelectOption(
                label=f"{i + 1}: {t}", value=str(i), description=text(f"colour.{t.colour.letter}")
            )
            for i, t in enumerate(hand)
        ]

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        values = picked(interaction)
        tiles = self.parse_tiles(".".join(values))
        await self.flow(interaction).preview(interaction, self.game_id, self.version, tiles, 0)


class PositionMenu(GuidedStep):
    """Where the chosen tiles go, previewed privately in the user's language."""

    def __init__(
        self,
        game: int,
        ver: int,
        tiles: str,
        options: list[discord.SelectOption] | None = None,
    ) -> None:
        super().__init__(  # type: ignore[call-arg]
            discord.ui.Select(
                custom_id=f"{self.PREFIX}:{game}:{ver}:{tiles}",
                placeholder=text("guide.where_placeholder"),
                options=options or [discord.SelectOption(label="-", value="0")],
            )
        )
        self.game_id, self.version, self.tiles = game, ver, tiles

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        values = picked(interaction) or ["0"]
        pos = int(values[0]) if values and values[0].isdecimal() else 0
        await self.flow(interaction).preview(
            interaction, self.game_id, self.version, self.parse_tiles(self.tiles), pos
        )


class ConfirmPosition(GuidedStep):
    """Play the previewed position (private, in the user's language)."""

    def __init__(self, game: int, ver: int, tiles: str, pos: int) -> None:
        super().__init__(  # type: ignore[call-arg]
            discord.ui.Button(
                label=text("button.confirm"),
                style=discord.ButtonStyle.success,
                custom_id=f"{self.PREFIX}:{game}:{ver}:{tiles}:{pos}",
            )
        )
        self.game_id, self.version, self.tiles, self.pos = game, ver, tiles, pos

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await self.flow(interaction).confirm(
            interaction, self.game_id, self.version, self.parse_tiles(self.tiles), self.pos
        )
