"""Every frame a board sends, checked in one place against the wire's schema
(bot/present/board_wire.schema.json, the same file web/src/protocol.ts is held to) before anything
reads it: what passes is the typed frame (bot/present/board_wire.py), what does not is a Refusal
`table.bad_frame` naming the field, in the player's language.

Why jsonschema and not checks by hand: the schema is the one statement of the wire both sides are
tested against (Python's TypedDicts and the TypeScript types are held to name the fields it names),
so the validator reads that statement instead of repeating it in code. What a schema cannot say
(a tile or a cell that does not parse, a Spot claim of the wrong size) stays with the call that
reads it (board_calls.py: `table.bad_move`, the chat's own refusals).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import cast

from jsonschema import Draft202012Validator, ValidationError, validators
from jsonschema.exceptions import best_match
from jsonschema.protocols import Validator

from bot.present.board_wire import SCHEMA_PATH, ClientFrame, Hello
from bot.words.refusal import Refusal

SCHEMA: dict[str, object] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
_DEFS = cast(dict[str, object], SCHEMA["$defs"])


def _whole(checker: object, value: object) -> bool:
    """JSON Schema's `integer` without 1.0 (a float the browser never sends for an id) or true."""
    return isinstance(value, int) and not isinstance(value, bool)


_Validator = validators.create(  # Draft 2020-12's, with that `integer`
    meta_schema=Draft202012Validator.META_SCHEMA,
    validators=Draft202012Validator.VALIDATORS,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _whole),
    format_checker=Draft202012Validator.FORMAT_CHECKER,
)


def validator(name: str) -> Validator:
    """A validator of one definition of the schema (`$defs`), its references written out once here
    (a `$ref` looked up at every frame costs more than the rest of the check)."""
    written = _inline(_DEFS[name])
    assert isinstance(written, dict)
    return _Validator(written)


def _inline(schema: object) -> object:
    if isinstance(schema, dict):
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            return _inline(_DEFS[ref.removeprefix("#/$defs/")])
        return {key: _inline(value) for key, value in schema.items()}
    if isinstance(schema, list):
        return [_inline(value) for value in schema]
    return schema


CLIENT_KINDS: dict[str, str] = cast(dict[str, str], SCHEMA["client_frames"])  # `t` -> its definition
SERVER_KINDS: dict[str, str] = cast(dict[str, str], SCHEMA["server_frames"])
_CLIENT = {kind: validator(name) for kind, name in CLIENT_KINDS.items()}
_COUNT = validator("count")


def read_frame(frame: object) -> ClientFrame:
    """A frame a board sent (parsed JSON) as its typed self; raises Refusal `table.bad_frame` with
    the first field found wrong (`t` for a frame of no known type)."""
    kind = frame.get("t") if isinstance(frame, dict) else None
    checker = _CLIENT.get(kind) if isinstance(kind, str) else None
    if checker is None or not isinstance(frame, dict):
        raise Refusal("table.bad_frame", field="t")
    error = best_match(checker.iter_errors(frame))
    if error is not None:
        raise Refusal("table.bad_frame", field=field_of(error, frame))
    return cast(ClientFrame, frame)


def read_hello(frame: object) -> Hello:
    """`read_frame` for a board's first frame, which must be its `hello`."""
    read = read_frame(frame)
    if read["t"] != "hello":
        raise Refusal("table.bad_frame", field="t")
    return read


def count_of(frame: object, name: str) -> int | None:
    """A frame's whole-number field (`seq`, `game`) when it is one, even in a frame otherwise wrong
    (a refusal echoes its `seq`; a log line names its game)."""
    value = frame.get(name) if isinstance(frame, Mapping) else None
    return value if isinstance(value, int) and _COUNT.is_valid(value) else None


def field_of(error: ValidationError, frame: Mapping[str, object]) -> str:
    """The top-level field a schema error is about: where it is, else the one missing or extra."""
    if error.absolute_path:
        return str(error.absolute_path[0])
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    if error.validator == "required":
        return _first(name for name in schema.get("required", ()) if name not in frame)
    if error.validator == "additionalProperties":
        known = schema.get("properties", {})
        return _first(name for name in frame if name not in known)
    return "t"


def _first(names: Iterable[object]) -> str:
    return next((str(n) for n in names), "t")
