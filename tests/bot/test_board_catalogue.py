"""The board words its sentences with the chat's Fluent catalogue: `welcome` carries the board's messages
in the player's language, complete in itself (no function, no other message needed), with the
language's plural rules, and the chat's own sentence for the refusals the board says itself."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast, parse

from bot.words.board_catalogue import CHAT_IDS, board_catalogue, catalogue_ids
from bot.words.messages import ids, text, variables

from .board_helpers import board_server, http, local_discord, open_board

__all__ = ["board_server", "http", "local_discord"]  # fixtures


def formatted(source: str, language: str, key: str, **params: object) -> str:
    """`key` formatted from the sent source alone, as the board's @fluent/bundle does (no functions)."""
    bundle = FluentBundle([language], use_isolating=False)
    bundle.add_resource(FluentResource(source))
    message = bundle.get_message(key.replace(".", "-"))
    out, errors = bundle.format_pattern(message.value, params)
    assert not errors, (key, errors)
    return str(out)


@pytest.mark.parametrize("database_target", ["sqlite"], indirect=True)
async def test_a_spanish_players_board_gets_the_catalogue_in_spanish_with_plurals(
    simcord_env, board_server, http, local_discord
):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("play")
    ana = guild.add_member(env.create_user("ana"))
    board, welcome = await open_board(http, board_server.url, local_discord, ana, channel, locale="es-ES")
    assert welcome["locale"] == "es"
    source = welcome["catalogue"]
    assert formatted(source, "es", "web.picked_open", tile="R5", n=1) == (
        "R5 elegida: 1 casilla posible. Elige una casilla."
    )
    assert formatted(source, "es", "web.picked_open", tile="R5", n=2) == (
        "R5 elegida: 2 casillas posibles. Elige una casilla."
    )
    # the chat's refusal, word for word, by its own id
    said = formatted(source, "es", "reason.occupied", cell="Z26", tile="R5")
    assert said == text("reason.occupied", "es", cell="Z26", tile="R5")
    await board.ws.close()


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_every_board_message_formats_from_the_sent_source_alone(language: str) -> None:
    source = board_catalogue(language)
    parsed = parse(source)
    assert not [e for e in parsed.body if isinstance(e, ast.Junk)]
    sent = catalogue_ids(source)
    assert set(CHAT_IDS) <= sent and any(key.startswith("web.") for key in sent)
    for message in parsed.body:
        assert isinstance(message, ast.Message)
        key = message.id.name.replace("-", ".")
        for count in (1, 2):
            out = formatted(source, language, key, **dict.fromkeys(variables(message), count))
            assert out.strip() and "{" not in out
            if key in CHAT_IDS:  # the chat's sentence, as the chat says it
                assert out == text(key, language, **dict.fromkeys(variables(message), count))


def test_a_language_the_bot_does_not_speak_reads_english() -> None:
    assert board_catalogue("de") == board_catalogue("en")


WEB_SRC = Path(__file__).resolve().parents[2] / "web" / "src"
LITERAL = re.compile(r"[\"']([a-z]+(?:\.\w+)+)[\"']")
TEMPLATE = re.compile(r"`([a-z]+(?:\.\w+)+)\$\{")  # `web.status_${status}`: the ids it can make


def asked_for() -> tuple[set[str], set[str]]:
    """The catalogue ids the front end's code names (literals) and the prefixes of those it makes."""
    heads = {key.split(".")[0] for key in ids("en")}
    code = "\n".join(p.read_text(encoding="utf-8") for p in sorted(WEB_SRC.rglob("*.ts")))
    literals = {m for m in LITERAL.findall(code) if m.split(".")[0] in heads}
    return literals, set(TEMPLATE.findall(code))


def test_the_board_is_sent_every_id_it_asks_for_and_asks_for_every_one_of_its_own() -> None:
    literals, prefixes = asked_for()
    sent = catalogue_ids(board_catalogue("en"))
    assert literals and prefixes
    assert sorted(literals - sent) == []  # the front end would show the bare id
    assert all(any(key.startswith(p) for key in sent) for p in prefixes)
    unused = {k for k in sent - literals if not any(k.startswith(p) for p in prefixes)}
    assert sorted(unused) == []  # sent for nothing: a message left behind
