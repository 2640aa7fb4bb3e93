"""Everything a user reads, by id, from the Fluent catalogues in bot/locales/<language>/*.ftl.

`text(key, locale, **params)` formats the id in the user's language, else English (per message:
a missing translation reads English). Plurals are Fluent selectors on a count
(`{ $count -> [one] tile *[other] tiles }`), chosen by the CLDR rule of the language (Babel), so
French reads "0 partie". Ids keep their dotted form in code (`turn.played`); in the .ftl files a
dot is a dash (`turn-played`), since Fluent ids allow no dots. With no locale, `text` answers in
the language of the interaction being answered (bot.words.language, set by bot.app.prefs.enter); public
posts pass the server's language explicitly (`text(key, lang)`), so a post made while answering
a Spanish user reads as the server reads.

This is the one place English (and every language) is written: the engine's refusals are codes
and parameters, which the `reason.*`, `notation.*` and `game.*` ids say (bot/app/errors.py), and
render's words are the `render.*` ids (bot/words/wording.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentType, fluent_number
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor as _Visitor

from bot.words.commands import MENTION, command_id, generation
from bot.words.language import current_language

LOCALES = Path(__file__).parent.parent / "locales"
ENGLISH = "en"  # pass it where everyone reads the text (public posts); None reads English too


class _Reader:
    """The default locale of `text`: the language of the interaction being handled."""

    def __repr__(self) -> str:
        return "READER"


READER: object = _Reader()
# as their speakers write them: a menu of languages is read by people who may not read the current one
LANGUAGE_NAMES: Mapping[str, str] = {"en": "English", "es": "Español", "fr": "Français"}
CLDR_LOCALE: Mapping[str, str] = {"en": "en", "es": "es", "fr": "fr"}  # the plural rules a language uses


def fluent_id(key: str) -> str:
    """`turn.played` → `turn-played` (Fluent ids allow no dots; catalogue ids hold no dashes)."""
    return key.replace(".", "-")


def catalogue_id(identifier: str) -> str:
    return identifier.replace("-", ".")


def resource_text(language: str) -> str:
    """The Fluent source of one language: its .ftl files in name order."""
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted((LOCALES / language).glob("*.ftl")))


def resource(language: str) -> ast.Resource:
    """The parsed catalogue of one language (for the checks of tests and tools)."""
    return parse(resource_text(language))


def command_words(qualified: str, language: str) -> str:
    """`/sumoku nueva`: a command as typed in `language` (each word its `cmd.*.name`, else English)."""
    words = qualified.split()
    said = [
        lookup(f"cmd.{'.'.join(w.replace('-', '_') for w in words[: i + 1])}.name", language) or word
        for i, word in enumerate(words)
    ]
    return "/" + " ".join(said)


def command_named(qualified: str, language: str) -> str:
    """A command as an answer names it (bot.words.commands): its mention where its id is known, shown in
    each reader's client language, else its words in `language`. Fluent's `COMMAND("sumoku new")`."""
    known = command_id(qualified)
    return command_words(qualified, language) if known is None else f"</{qualified}:{known}>"


def unmentioned(said: str, language: str | None = None) -> str:
    """`said` with each command mention written as words (where nothing renders mentions: the board)."""
    lang = language_of(READER) if language is None else language
    return MENTION.sub(lambda m: command_words(m.group(1), lang), said)


class _Words(FluentType):
    """Text a catalogue function gives, printed as it is."""

    def __init__(self, said: str) -> None:
        self.said = said

    def format(self, locale: object) -> str:
        return self.said


@cache
def bundle(language: str) -> FluentBundle:
    def command(qualified: object) -> FluentType:
        return _Words(command_named(str(qualified), language))

    made = FluentBundle(
        [CLDR_LOCALE.get(language, language)], functions={"COMMAND": command}, use_isolating=False
    )
    made.add_resource(FluentResource(resource_text(language)))
    return made


def language_of(locale: object) -> str:
    """'es-ES' → 'es'; READER → the current interaction's reader's language (bot.words.language); None and
    unknown locales read English."""
    if locale is READER:
        return current_language()
    code = str(getattr(locale, "value", locale) or ENGLISH).split("-")[0].lower()
    return code if code in LANGUAGE_NAMES else ENGLISH


def spoken(locale: object) -> str | None:
    """The catalogue language of a locale or code ('es-ES' → 'es'), or None when the bot does not
    speak it (so a caller can fall back to the next choice)."""
    code = str(getattr(locale, "value", locale) or "").split("-")[0].lower()
    return code if code in LANGUAGE_NAMES else None


def _argument(value: object) -> FluentType | str:
    """Counts stay numbers (plural selectors) but print as the code passes them: no grouping, so ids
    and years read as before; a locale's grouping is asked for with bot.words.numbers. Else str()."""
    if isinstance(value, FluentType):  # already a number with its own options (bot.words.numbers.shown)
        return value
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    return fluent_number(value, useGrouping=False)


def text(key: str, locale: object = READER, /, **params: object) -> str:
    """The message `key` in the language of `locale` (a Discord locale or a code; left out: the
    language of the interaction being answered; None: English), else English. Raises KeyError for
    an unknown id or a parameter the message needs and did not get."""
    language = language_of(locale)
    found = bundle(language)
    if not found.has_message(fluent_id(key)):
        found = bundle(ENGLISH)
    message = found.get_message(fluent_id(key))  # KeyError for an id nobody has
    if message.value is None:
        raise KeyError(f"{key} has attributes only, no text")
    out, errors = found.format_pattern(message.value, {k: _argument(v) for k, v in params.items()})
    if errors:
        raise KeyError(f"{key}: {errors[0]}")
    return out if not isinstance(out, FluentNone) else key


def lookup(key: str, language: str) -> str | None:
    """The message `key` of exactly `language` without parameters, or None when it has none
    (no English fallback: for discord.py's translator, where None means "keep the default")."""
    if language not in LANGUAGE_NAMES or not bundle(language).has_message(fluent_id(key)):
        return None
    return text(key, language)


class _Placeholder(str):
    """Formats as `{name}` even where Fluent asks for a number: for `template`."""


def template(key: str, locale: object = READER, /) -> str:
    """The message as a `str.format` template (`{name}` for each parameter; a plural reads its
    default form): for render's wordings and engine refusals, formatted later."""
    language = language_of(locale)
    found = bundle(language) if bundle(language).has_message(fluent_id(key)) else bundle(ENGLISH)
    message = found.get_message(fluent_id(key))
    if message.value is None:
        raise KeyError(f"{key} has attributes only, no text")
    names = variables(message_ast(language if found is bundle(language) else ENGLISH, key))
    out, _ = found.format_pattern(message.value, {n: _Placeholder("{" + n + "}") for n in names})
    return str(out)


@cache
def _messages(language: str) -> Mapping[str, ast.Message]:
    return {catalogue_id(e.id.name): e for e in resource(language).body if isinstance(e, ast.Message)}


def message_ast(language: str, key: str) -> ast.Message:
    return _messages(language)[key]


def ids(language: str) -> frozenset[str]:
    """Every catalogue id one language defines."""
    return frozenset(_messages(language))


def variables(node: object) -> set[str]:
    """The names of the parameters a Fluent message (or any part of it) uses."""
    found: set[str] = set()

    class Visitor(_Visitor):
        def visit_VariableReference(self, ref: ast.VariableReference) -> None:
            found.add(ref.id.name)

    Visitor().visit(node)
    return found


def _catalogue(language: str) -> Mapping[str, str]:
    return _catalogue_of(language, generation())


@cache
def _catalogue_of(language: str, _generation: int) -> Mapping[str, str]:
    """One language's templates, as long as the command ids they name stay the same."""
    return MappingProxyType({key: template(key, language) for key in _messages(language)})


class _Catalogues(Mapping[str, Mapping[str, str]]):
    """language → {id: str.format template}: a read-only view for code that wants the templates."""

    def __getitem__(self, language: str) -> Mapping[str, str]:
        if language not in LANGUAGE_NAMES:
            raise KeyError(language)
        return _catalogue(language)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGE_NAMES)

    def __len__(self) -> int:
        return len(LANGUAGE_NAMES)


CATALOGUES: Mapping[str, Mapping[str, str]] = _Catalogues()
EN: Mapping[str, str] = CATALOGUES[ENGLISH]
