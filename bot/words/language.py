"""The reader's language, carried through one interaction without passing it around.

Set once per interaction (the command tree's interaction_check and the components' callback,
see bot.app.prefs.enter) and read by `bot.words.messages.text` when no locale is given. Each asyncio task
has its own copy of the context, so two interactions never see each other's language; work that
outlives the interaction (timers, computer turns, redeliveries) runs in tasks started with
`no_reader()`: a task copies the context it is created in, so one started while answering a Spanish
player would otherwise read Spanish for as long as it runs. Public posts are the one exception:
they are written in the server's language, passed explicitly (`text(key, language)`), and
delivery builds their buttons `speaking` it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import Context, ContextVar, Token, copy_context

ENGLISH = "en"
_reader: ContextVar[str] = ContextVar("sumoku_reader_language", default=ENGLISH)


def current_language() -> str:
    """The language of the interaction being handled (English outside any)."""
    return _reader.get()


def set_language(language: str) -> Token[str]:
    return _reader.set(language)


def no_reader() -> Context:
    """A copy of the current context without a reader (English): the `context=` of a task that
    outlives the interaction that started it."""
    context = copy_context()
    context.run(_reader.set, ENGLISH)
    return context


@contextmanager
def speaking(language: str | None) -> Iterator[None]:
    """Word what is built inside in `language` (None: leave the reader's language as it is)."""
    if language is None:
        yield
        return
    token = _reader.set(language)
    try:
        yield
    finally:
        _reader.reset(token)
