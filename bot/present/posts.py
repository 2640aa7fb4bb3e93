"""The post: one message an action makes in a channel, as plain data that JSON round-trips.

`picture` is a request to draw (kind + the renderer's inputs), not bytes: the outbox stays small
and delivery draws it once, cached. `text_form` is what stands in for the picture on servers that
chose text boards, or when the channel refuses attachments.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypedDict, cast


class Seated(Protocol):
    """A seat as presenters read it (plain values: storage's SeatRow is one)."""

    @property
    def user_id(self) -> int | None: ...

    @property
    def name(self) -> str: ...


class DailyRow(Protocol):
    """A line of the day's Solo table as the presenter reads it (storage's SoloDailyRow is one)."""

    @property
    def rank(self) -> int: ...

    @property
    def user_id(self) -> int: ...

    @property
    def tiles_placed(self) -> int: ...

    @property
    def completed(self) -> bool: ...

    @property
    def ms(self) -> int | None: ...


@dataclass(frozen=True, slots=True)
class Picture:
    """A picture to draw: `kind` names the drawing (board, end_card, tableau), `data` its inputs."""

    kind: str
    data: dict[str, Any]


class ComponentData(TypedDict, total=False):
    """What a component's builder reads (JSON: it is stored with its post in the outbox)."""

    game: int
    ver: int | None  # the version a player's own view was made for
    hints: bool
    actions: list[str]  # the buttons of a player's own view
    set: int  # a Spot set's number
    tiles: list[list[int | str]]  # a Spot picker's shown tiles: [slot, notation]
    anyway: bool  # Solo's Give up under a check that found the stage can be finished


@dataclass(frozen=True, slots=True)
class Component:
    """A row of buttons or a menu to attach: `kind` names the builder, `data` its arguments."""

    kind: str
    data: ComponentData = field(default_factory=lambda: ComponentData())


@dataclass(frozen=True, slots=True)
class Post:
    """One message. `edit` names a message to edit instead of sending a new one; `remember`
    stores the sent message as the game's message (the lobby or the live set); `retire` takes
    the components off an older message of the game. `language` is the one a public post is
    written in (the server's): delivery draws its picture, text form and buttons in it too; None
    (a private view) reads the reader's language. `live`: a status every racer's action edits (a
    race's), whose edits stay within the channel's budget."""

    content: str = ""
    picture: Picture | None = None
    text_form: str | None = None
    components: tuple[Component, ...] = ()
    mentions: tuple[int, ...] = ()
    edit: int | None = None
    remember: bool = False
    retire: int | None = None
    language: str | None = None
    live: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"content": self.content}
        if self.picture is not None:
            out["picture"] = {"kind": self.picture.kind, "data": self.picture.data}
        if self.text_form is not None:
            out["text_form"] = self.text_form
        if self.components:
            out["components"] = [{"kind": c.kind, "data": c.data} for c in self.components]
        if self.mentions:
            out["mentions"] = [str(m) for m in self.mentions]
        for name in ("edit", "retire"):
            if getattr(self, name) is not None:
                out[name] = str(getattr(self, name))
        if self.remember:
            out["remember"] = True
        if self.live:
            out["live"] = True
        if self.language is not None:
            out["language"] = self.language
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Post:
        pic = data.get("picture")
        return cls(
            content=str(data.get("content", "")),
            picture=Picture(pic["kind"], dict(pic["data"])) if pic else None,
            text_form=data.get("text_form"),
            components=tuple(
                Component(c["kind"], cast(ComponentData, dict(c.get("data", {}))))
                for c in data.get("components", ())
            ),
            mentions=tuple(int(m) for m in data.get("mentions", ())),
            edit=int(data["edit"]) if data.get("edit") else None,
            remember=bool(data.get("remember", False)),
            retire=int(data["retire"]) if data.get("retire") else None,
            language=data.get("language"),
            live=bool(data.get("live", False)),
        )


def post_link(guild_id: int | None, channel_id: int, message_id: int, *, web: bool = True) -> str:
    """Where a post is, for a refusal pointing to a game: its discord.com link, or (`web` False:
    the sandbox, where such a link goes nowhere) its channel's mention."""
    if not web:
        return f"<#{channel_id}>"
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def posts_to_json(posts: Iterable[Post]) -> list[dict[str, Any]]:
    return [p.to_json() for p in posts]


def posts_from_json(data: Sequence[dict[str, Any]]) -> list[Post]:
    return [Post.from_json(d) for d in data]
