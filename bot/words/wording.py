"""The words of pictures and text forms (`render.Wording`) in a user's language, from the catalogue.

Render takes a `Wording` and knows no catalogue; each of its phrases `name` is the catalogue id
`render.name`. One `Wording` is built per language and kept.
"""

from __future__ import annotations

from functools import cache, partial

from bot.render.wording import PHRASES, Wording
from bot.words.commands import generation
from bot.words.messages import READER, language_of, template
from bot.words.plurals import is_one


def render_wording(locale: object = READER) -> Wording:
    """The render words for `locale` (a language code; left out: the reader's language, as `text`)."""
    return _for_language(language_of(locale), generation())


@cache
def _for_language(language: str, _generation: int) -> Wording:
    """One language's words, as long as the command ids they name stay the same (bot.words.commands)."""
    phrases = {name: template(f"render.{name}", language) for name in PHRASES}
    return Wording(language=language, singular=partial(is_one, language), **phrases)
