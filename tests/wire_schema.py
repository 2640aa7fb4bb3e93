"""Frames the bot sends, held to the wire's schema (bot/present/board_wire.schema.json) wherever a test
reads one: a board's frames (tests/bot/board_helpers.py `Board.next`), the tables the sessions lay out
(tests/sessions/test_board_*.py). A field the schema does not name, or one it requires and a table lacks,
fails the test that met it."""

from __future__ import annotations

from bot.sessions.board_frames import SERVER_KINDS, validator

_SENT = {kind: validator(name) for kind, name in SERVER_KINDS.items()}


def wire_errors(frame: object) -> list[str]:
    """What is wrong with a frame the bot sent, by the schema (empty: nothing)."""
    kind = frame.get("t") if isinstance(frame, dict) else None
    checker = _SENT.get(kind) if isinstance(kind, str) else None
    if checker is None:
        return [f"no frame the bot sends has t={kind!r}"]
    return [
        f"{'/'.join(map(str, e.absolute_path)) or '(frame)'}: {e.message}" for e in checker.iter_errors(frame)
    ]


def assert_wire(frame: object) -> None:
    errors = wire_errors(frame)
    assert not errors, f"a frame off the wire's schema: {errors}"
