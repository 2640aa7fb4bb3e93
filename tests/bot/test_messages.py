"""The message catalogues (Fluent): every language has every id, the same placeholders as English,
plural selectors on CLDR categories of its own language, and every message renders."""

from __future__ import annotations

import pytest
from babel import Locale
from fluent.syntax import ast, parse

from bot.words.messages import (
    CATALOGUES,
    CLDR_LOCALE,
    EN,
    LANGUAGE_NAMES,
    catalogue_id,
    resource,
    text,
    variables,
)

# Ids whose text is the same in every language (pure placeholders, symbols, units).
SAME_EVERYWHERE = {
    "turn.lines",
    "end.winner",
    "spot.end.winner",
    "lobby.minutes",
    "spot.option",
    "time.seconds",
    "render.alt_spoken_tile",
    "board.extra",
    "notation.first",  # tiles, then the direction word in the language
    "place.option",  # the place, then its detail, each worded on its own
    "web.team_points",  # " · 3 pt"
    # the variants' names are the game's names in every language
    "variant.name_main",
    "variant.name_spot",
    "variant.name_speed",
    "variant.name_team",
    "variant.name_solo",
}
# ... and those that happen to read the same as English in one language.
SAME_AS_ENGLISH = {
    "es": {
        "end.row",
        "level.normal",
        "render.alt_titled",
        "render.alt_board_facts",
        "render.alt_rows_sep",
        "render.alt_run_one",
    },
    "fr": {
        "hint.row",
        "colour.O",
        "place.points",
        "level.normal",
        "render.chip_total",
        "render.alt_score",
        "render.colour_orange",
        "web.stage_score",
    },
}


COMMAND_IDS = ("cmd.", "opt.", "choice.")  # slash-command translations: English is in the code


def is_command_id(key: str) -> bool:
    return key.startswith(COMMAND_IDS)


def plural_categories(language: str) -> set[str]:
    return set(Locale.parse(CLDR_LOCALE[language]).plural_form.tags) | {"other"}


def selector_problems(language: str, key: str, message: ast.Message) -> list[str]:
    """A plural selector must count a parameter, name only CLDR categories of the language, and
    have a default."""
    problems: list[str] = []
    allowed = plural_categories(language)

    def walk(node: object) -> None:
        if isinstance(node, ast.SelectExpression):
            if not isinstance(node.selector, ast.VariableReference | ast.FunctionReference):
                problems.append(f"{language}: {key!r} selects on something that is not a count")
            keys = [v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)]
            wrong = sorted(set(keys) - allowed)
            if wrong:
                problems.append(f"{language}: {key!r} uses plural forms {wrong}, not {sorted(allowed)}")
            if sum(v.default for v in node.variants) != 1:
                problems.append(f"{language}: {key!r} has no default (*) form")
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    walk(child)

    walk(message)
    return problems


def catalogue_problems(language: str, source: str) -> list[str]:
    """Everything wrong with one language's Fluent source compared with English; empty when complete."""
    parsed = parse(source)
    problems = [
        f"{language}: cannot read {e.content.strip()[:40]!r}" for e in parsed.body if isinstance(e, ast.Junk)
    ]
    messages = {catalogue_id(m.id.name): m for m in parsed.body if isinstance(m, ast.Message)}
    english = {catalogue_id(m.id.name): m for m in resource("en").body if isinstance(m, ast.Message)}
    problems += [f"{language}: missing id {key!r}" for key in english if key not in messages]
    problems += [
        f"{language}: id {key!r} is not in EN"
        for key in messages
        if key not in english and not is_command_id(key)
    ]
    for key, message in messages.items():
        if message.value is None:
            problems.append(f"{language}: {key!r} is empty (it would fall back to English)")
            continue
        problems += selector_problems(language, key, message)
        if key in english and variables(message) != variables(english[key]):
            problems.append(
                f"{language}: {key!r} has placeholders {sorted(variables(message))}, "
                f"English has {sorted(variables(english[key]))}"
            )
    return problems


def source(language: str) -> str:
    from bot.words.messages import resource_text

    return resource_text(language)


def _variables_of(key: str) -> set[str]:
    from bot.words.messages import message_ast

    return variables(message_ast("en", key))


def test_english_is_one_of_the_catalogues() -> None:
    assert set(CATALOGUES) == set(LANGUAGE_NAMES) >= {"en", "es", "fr"}
    assert len(EN) > 500


@pytest.mark.parametrize("language", sorted(LANGUAGE_NAMES))
def test_every_catalogue_has_exactly_englishs_ids_placeholders_and_valid_plurals(language: str) -> None:
    assert catalogue_problems(language, source(language)) == []


@pytest.mark.parametrize("language", sorted(set(CATALOGUES) - {"en"}))
def test_every_id_is_translated(language: str) -> None:
    untranslated = [
        key
        for key, template in CATALOGUES[language].items()
        if key in EN
        and template == EN[key]
        and key not in SAME_EVERYWHERE | SAME_AS_ENGLISH.get(language, set())
    ]
    assert untranslated == []


@pytest.mark.parametrize("locale", ["fr-FR", "fr", "es-ES", "es-419", "en-US"])
@pytest.mark.parametrize("key", list(EN))
def test_every_id_renders_in_every_language(key: str, locale: str) -> None:
    """With counts in every CLDR category (0, 1, 2, 5, a million), never English unless it should."""
    outs = set()
    for count in (0, 1, 2, 5, 1_000_000):
        out = text(key, locale, **dict.fromkeys(_variables_of(key), count))
        assert out.strip()
        assert "{" not in out and "[[" not in out
        outs.add(out)
    if not locale.startswith("en") and key not in SAME_EVERYWHERE | SAME_AS_ENGLISH.get(locale[:2], set()):
        params = dict.fromkeys(_variables_of(key), 2)
        assert text(key, locale, **params) != text(key, "en", **params) or not EN[key].strip(" {}")


def test_the_check_catches_missing_ids_placeholders_and_wrong_plural_forms() -> None:
    broken = source("fr")
    broken = broken.replace("turn-played =", "turn-played-typo =")
    broken = broken.replace("turn-next = { $mention }, ", "turn-next = ")
    broken = broken.replace("*[other] étapes terminées", "*[few] étapes terminées")  # not French
    broken = broken.replace(
        "*[other] parties\n    }, moyenne", "[other] parties\n    }, moyenne"
    )  # no default
    problems = "\n".join(catalogue_problems("fr", broken))
    for expected in (
        "missing id 'turn.played'",
        "'turn.next' has placeholders",
        "uses plural forms ['few']",
        "cannot read 'board-row_wins",
    ):
        assert expected in problems
    extra = source("es") + "\nnot-an-id = x\n"
    assert catalogue_problems("es", extra) == ["es: id 'not.an.id' is not in EN"]


@pytest.mark.parametrize(("language", "singular"), [("en", [1]), ("es", [1]), ("fr", [0, 1])])
def test_fluent_chooses_plurals_by_cldr(language: str, singular: list[int]) -> None:
    for n in range(0, 4):
        said = text("spot.end.rounds", language, rounds=n)
        assert (said == text("spot.end.rounds", language, rounds=1)) == (n in singular), (language, n)


def test_numbers_print_as_passed_ids_are_not_grouped() -> None:
    said = text(
        "board.row_wins", "fr", rank=1, user=123456789012345678, wins=2, games=3, average=38.4, best=40
    )
    assert "<@123456789012345678>" in said and "moyenne 38" in said


def test_without_a_locale_text_reads_the_current_readers_language() -> None:
    import contextvars

    from bot.words.language import set_language

    def in_spanish() -> str:
        set_language("es")
        return text("lobby.title")

    assert contextvars.copy_context().run(in_spanish) == text("lobby.title", "es")
    assert text("lobby.title") == text("lobby.title", "en")  # the copy's value did not leak
    assert contextvars.copy_context().run(lambda: (set_language("fr"), text("lobby.title", None))[1]) == (
        text("lobby.title", "en")
    )  # None is English, whoever reads
