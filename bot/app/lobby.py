"""The lobby button of every kind of lobby (the main game's `sumoku:lobby:…`, Speed's `speed:lobby:…`).

One class: the custom_id's prefix says which lobby session answers (registered by the variant's
cog at load time, as views are). The lobby is public: its labels are in the server's language
(delivery speaks it). Join and Leave get a private word; Cancel answers publicly.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol

import discord

from bot.app.components import GameItem
from bot.app.interactions import actor, source
from bot.sessions import Actor, Locks, Outcome
from bot.sessions.actions import (
    AddComputer,
    Cancel,
    Here,
    Join,
    Leave,
    LobbyAction,
    OpenLobby,
    Start,
    Target,
)
from bot.words.messages import text
from bot.words.refusal import Refusal


class Lobby(Protocol):
    """What a lobby session answers (bot/sessions/lobby.py, speed_lobby.py)."""

    TARGET: ClassVar[type[Target[LobbyAction]]]  # what its buttons and commands act on (the runner's door)
    HERE: ClassVar[type[Here[OpenLobby]]]  # where /sumoku new or /speed new opens one

    async def busy(self, existing_id: int, guild_id: int | None, channel_id: int) -> Refusal: ...

    async def check(self, game_id: int, actor: Actor, action: str) -> None: ...

    async def change(self, game_id: int, actor: Actor, action: str) -> Outcome: ...

    async def check_cancel(self, game_id: int, actor: Actor) -> object: ...  # refuses, or returns

    async def cancel(self, game_id: int, actor: Actor) -> Outcome: ...


# a lobby button's or command's word (its custom_id's) -> the action it asks for
LOBBY_ACTIONS: Mapping[str, LobbyAction] = {
    "join": Join(), "leave": Leave(), "cpu": AddComputer(), "start": Start(), "cancel": Cancel()
}  # fmt: skip

# One lobby's presses are stored and shown one after another: its message, edited at once through
# each press, never shows an older seat list after a newer one (seats carry no game version).
ORDER = Locks()

# prefix -> the lobby session of a bot (registered by the cog that owns the lobby)
_LOBBIES: dict[str, Callable[[Any], Lobby]] = {}
LABELS: dict[tuple[str, str], str] = {("speed", "cpu"): "speed.button.cpu"}  # else button.<action>


def register_lobby(prefix: str, lobby: Callable[[Any], Lobby]) -> None:
    _LOBBIES[prefix] = lobby


class LobbyButton(
    GameItem,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"(?P<kind>sumoku|speed):lobby:(?P<action>join|leave|cpu|start|cancel):(?P<game>\d+)",
):
    """A lobby's button; the custom_ids are those of earlier releases (live lobbies keep working)."""

    ACTIONS: ClassVar[tuple[str, ...]] = ("join", "leave", "cpu", "start", "cancel")
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.primary,
        "leave": discord.ButtonStyle.secondary,
        "cpu": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.success,
        "cancel": discord.ButtonStyle.danger,
    }

    def __init__(self, kind: str, action: str, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=text(LABELS.get((kind, action), f"button.{action}")),
                style=self.STYLES[action],
                custom_id=f"{kind}:lobby:{action}:{game}",
            )
        )
        self.kind, self.action, self.game_id = kind, action, game

    async def run(self, interaction: discord.Interaction[Any]) -> None:
        await press(interaction, _LOBBIES[self.kind](interaction.client), self.game_id, self.action)


def buttons(kind: str, game_id: int) -> list[discord.ui.Item[Any]]:
    return [LobbyButton(kind, a, game_id) for a in LobbyButton.ACTIONS]


async def open_here(interaction: discord.Interaction[Any], lobby: Lobby, opening: OpenLobby) -> None:
    """`/sumoku new` and `/speed new`: a channel holding a shared game is refused at once, privately
    (the storage's index still decides races); else the lobby opens publicly, through its opening
    door (a default the options leave to the server is read once acknowledged)."""
    channel_id = interaction.channel_id or 0
    existing = await interaction.client.sessions.base.channel_game(channel_id)
    if existing is not None:
        raise await lobby.busy(existing.id, interaction.guild_id, channel_id)
    here = lobby.HERE(channel_id, interaction.guild_id)
    await interaction.client.runner.run(source(interaction), here, opening, private=False)


async def press(
    interaction: discord.Interaction[Any], lobby: Lobby, game_id: int, action: str, *, slash: bool = False
) -> None:
    """A lobby action, by button or by slash command: refuse at once what the rules refuse, then run.

    By button the lobby message is updated in place; by slash command the answer is private (Start:
    public, with the board). Join and Leave get a private word."""
    runner = interaction.client.runner
    who = actor(interaction)
    target = lobby.TARGET(game_id)
    if action == "cancel":
        await lobby.check_cancel(game_id, who)
        await runner.run(source(interaction), target, Cancel(), private=False)
        return
    await lobby.check(game_id, who, action)

    async def said(_: Outcome) -> None:
        if action in ("join", "leave"):
            key = "lobby.joined" if action == "join" else "lobby.left"
            await interaction.followup.send(text(key), ephemeral=True)

    await runner.run(
        source(interaction),
        target,
        LOBBY_ACTIONS[action],
        private=slash and action != "start",
        update=not slash,
        reply=said,
        order=ORDER(game_id),
    )
