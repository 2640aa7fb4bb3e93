"""The board's share of the Fluent catalogue: what `welcome` carries to the front end (web/PROTOCOL.md).

The board (web/, the Discord Activity) words its sentences with the same catalogue as the chat: the bot
sends it, in the player's language, the Fluent source of every `web.*` message (the board's own words:
buttons, notes, labels) and of the chat's messages it says too (`CHAT_IDS`: the same refusal reads the
same on the board as in the chat). The front end formats them with @fluent/bundle, so plurals follow the
language's CLDR rules there as here. Each message is the language's own, else English's (as `text`).
"""

from __future__ import annotations

from functools import cache

from fluent.syntax import ast, parse, serialize

from bot.words.messages import ENGLISH, LANGUAGE_NAMES, catalogue_id, ids, message_ast

BOARD_PREFIX = "web."
# the chat's messages the board says too, by id (the front end asks for them by the same id)
CHAT_IDS: tuple[str, ...] = (
    "button.confirm",
    "button.pass",
    "speed.button.submit",
    "button.solo_give_up",
    "rack.title",
    "end.title",
    "solo.picture.stage",
    "game.not_your_turn",
    "game.grid.fixed",
    "reason.not_in_rack",
    "reason.not_in_rack.another",
    "reason.occupied",
    "reason.occupied.twice",
    "render.colour_red",
    "render.colour_orange",
    "render.colour_yellow",
    "render.colour_green",
    "render.colour_blue",
    "render.colour_purple",
)


def board_ids() -> tuple[str, ...]:
    """Every id the board is sent: its own (`web.*`, as English has them), then `CHAT_IDS`."""
    own = sorted(key for key in ids(ENGLISH) if key.startswith(BOARD_PREFIX))
    return (*own, *CHAT_IDS)


@cache
def board_catalogue(language: str) -> str:
    """The Fluent source the board of a player reading `language` formats its words with (English for a
    language the bot does not speak; a message missing from a language reads English)."""
    spoken = language if language in LANGUAGE_NAMES else ENGLISH
    messages: list[ast.EntryType] = []
    for key in board_ids():
        source = spoken if key in ids(spoken) else ENGLISH
        found = message_ast(source, key)
        # the translators' notes stay here
        messages.append(ast.Message(found.id, found.value, found.attributes))
    return serialize(ast.Resource(body=messages))


def catalogue_ids(source: str) -> set[str]:
    """The ids a board catalogue defines, as code names them (`web.confirm`)."""
    return {catalogue_id(e.id.name) for e in parse(source).body if isinstance(e, ast.Message)}
