"""The message catalogues: every language has every id, with the same placeholders as English."""

from __future__ import annotations

import re
import string
from collections.abc import Mapping

import pytest

from bot.messages import CATALOGUES, EN, choose_plurals, text

# Ids whose text is the same in every language (pure placeholders, symbols, units).
SAME_EVERYWHERE = {
    "engine",
    "turn.lines",
    "end.winner",
    "spot.end.winner",
    "lobby.minutes",
    "spot.option",
    "time.seconds",
    "render.alt_spoken_tile",
    "board.extra",
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
        "guide.option",
        "level.normal",
        "render.chip_total",
        "render.alt_score",
        "render.colour_orange",
    },
}


def placeholders(template: str) -> dict[str, set[tuple[str, str | None]]]:
    """{name: {(format_spec, conversion), …}} for every `{…}` field of a str.format template."""
    fields: dict[str, set[tuple[str, str | None]]] = {}
    for _, field, spec, conversion in string.Formatter().parse(template):
        if field is None:
            continue
        name = re.split(r"[.\[]", field, maxsplit=1)[0]
        fields.setdefault(name, set()).add((spec or "", conversion))
    return fields


def catalogue_problems(language: str, catalogue: Mapping[str, str]) -> list[str]:
    """Everything wrong with `catalogue` compared with English; empty when it is complete."""
    problems = [f"{language}: missing id {key!r}" for key in EN if key not in catalogue]
    problems += [f"{language}: id {key!r} is not in EN" for key in catalogue if key not in EN]
    for key, template in catalogue.items():
        if key not in EN:
            continue
        if not template:
            problems.append(f"{language}: {key!r} is empty (it would fall back to English)")
            continue
        try:
            got = placeholders(template)
        except ValueError as err:
            problems.append(f"{language}: {key!r} is not a valid template: {err}")
            continue
        want = placeholders(EN[key])
        if set(got) != set(want):
            problems.append(f"{language}: {key!r} has placeholders {sorted(got)}, English has {sorted(want)}")
        elif got != want:
            problems.append(f"{language}: {key!r} formats a placeholder differently: {got} vs {want}")
    return problems


def dummy_params(key: str) -> dict[str, object]:
    return dict.fromkeys(placeholders(EN[key]), 7)  # an int suits both "{x}" and "{x:.0f}"


def test_english_is_one_of_the_catalogues() -> None:
    assert CATALOGUES["en"] is EN
    assert set(CATALOGUES) >= {"en", "es", "fr"}


@pytest.mark.parametrize("language", sorted(CATALOGUES))
def test_every_catalogue_has_exactly_englishs_ids_and_placeholders(language: str) -> None:
    assert catalogue_problems(language, CATALOGUES[language]) == []


@pytest.mark.parametrize("language", sorted(set(CATALOGUES) - {"en"}))
def test_every_id_is_translated(language: str) -> None:
    untranslated = [
        key
        for key, template in CATALOGUES[language].items()
        if template == EN[key] and key not in SAME_EVERYWHERE | SAME_AS_ENGLISH.get(language, set())
    ]
    assert untranslated == []


@pytest.mark.parametrize("locale", ["fr-FR", "es-ES", "es-419", "en-US"])
@pytest.mark.parametrize("key", list(EN))
def test_every_id_formats_in_every_language(key: str, locale: str) -> None:
    params = dummy_params(key)
    out = text(key, locale, **params)
    assert out.strip()
    assert "{" not in out.replace("{{", "") or key == "engine"
    assert "[[" not in out and "]]" not in out  # plural forms chosen
    language = locale.split("-")[0]
    own = choose_plurals(CATALOGUES[language][key], language, params)
    assert out == own.format(**params)  # its own text, not English's


def test_the_check_catches_a_missing_id_or_placeholder() -> None:
    broken = dict(CATALOGUES["fr"])
    del broken["turn.played"]
    broken["turn.drew"] = "{player} a pioché des tuiles."  # lost {count}
    broken["error.cooldown"] = "Réessayez dans {seconds} s."  # lost the :.0f
    broken["spot.won"] = "{player} {letterz}"  # a misspelt placeholder, and others lost
    broken["lobby.title"] = ""
    problems = "\n".join(catalogue_problems("fr", broken))
    for key in ("turn.played", "turn.drew", "error.cooldown", "spot.won", "lobby.title"):
        assert repr(key) in problems
    broken = dict(CATALOGUES["es"])
    broken["not.an.id"] = "x"
    assert catalogue_problems("es", broken) == ["es: id 'not.an.id' is not in EN"]
