"""The board's wire types (bot/present/board_wire.py) name exactly the fields the wire's schema
(bot/present/board_wire.schema.json) names, each required where the schema requires it, and the same
values for its enumerations: a field added to one and not the other fails here. (The TypeScript side
is held to the same schema by web/test/wire.test.ts; the frames the bot really sends, by
tests/wire_schema.py wherever a test reads one.)"""

from __future__ import annotations

import json
from typing import Any, get_args, get_type_hints

import pytest

from bot.present import board_wire as wire

SCHEMA: dict[str, Any] = json.loads(wire.SCHEMA_PATH.read_text(encoding="utf-8"))
DEFS: dict[str, Any] = SCHEMA["$defs"]


def at(path: str) -> dict[str, Any]:
    """A schema object by a path of definition and property names (`items` steps into a list,
    `oneOf.N`, `anyOf.N` into an alternative), `$ref`s followed."""
    node: Any = {"$ref": "#/$defs/" + path.split(".")[0]}
    steps = path.split(".")[1:]
    while True:
        while "$ref" in node:
            node = DEFS[node["$ref"].removeprefix("#/$defs/")]
        if not steps:
            return node
        step = steps.pop(0)
        if step == "items":
            node = node["items"]
        elif step in ("oneOf", "anyOf"):
            node = node[step][int(steps.pop(0))]
        else:
            node = node["properties"][step]


TYPED: dict[type, str] = {
    wire.Table: "table",
    wire.TableYou: "table.you",
    wire.Player: "player",
    wire.BoardGrid: "board",
    wire.BoardTile: "board.tiles.items",
    wire.Clock: "table.clock",
    wire.Race: "race",
    wire.RaceTeam: "race.teams.items",
    wire.SpotShow: "spot",
    wire.ShownTile: "spot.shown.items",
    wire.Stage: "table.stage",
    wire.Final: "table.final",
    wire.Welcome: "welcome",
    wire.WelcomeYou: "welcome.you",
    wire.Waiting: "waiting",
    wire.PreviewAnswer: "preview_answer",
    wire.Ok: "ok",
    wire.Refused: "refused",
    wire.ErrorFrame: "error",
    wire.Hello: "hello",
    wire.PreviewRequest: "preview_request",
    wire.Play: "play",
    wire.PlainAction: "plain_action",
    wire.GridFrame: "grid",
    wire.DumpFrame: "dump",
    wire.ClaimFrame: "claim",
    wire.PlaceEdit: "grid_edit.oneOf.0",
    wire.MoveEdit: "grid_edit.oneOf.1",
    wire.TakeEdit: "grid_edit.oneOf.2",
}


@pytest.mark.parametrize("typed", TYPED, ids=lambda t: t.__name__)
def test_each_typed_dict_names_the_schemas_fields(typed: Any) -> None:
    schema = at(TYPED[typed])
    assert set(typed.__required_keys__) == set(schema["required"]), "required fields"
    assert set(typed.__optional_keys__) == set(schema["properties"]) - set(schema["required"]), "optional"


def enum(path: str) -> set[object]:
    node = at(path)
    return set(node["enum"]) if "enum" in node else {node["const"]}


@pytest.mark.parametrize(
    ("literal", "path"),
    [
        (wire.Variant, "table.variant.anyOf.0"),
        (wire.Status, "table.status"),
        (wire.Action, "action"),
        (wire.PlayerStatus, "player.status"),
    ],
)
def test_each_enumeration_has_the_schemas_values(literal: Any, path: str) -> None:
    assert set(get_args(literal)) == enum(path)


def test_every_frame_type_is_in_the_schema_both_ways() -> None:
    def kinds(union: Any) -> set[object]:
        return {kind for member in get_args(union) for kind in get_args(get_type_hints(member)["t"])}

    assert kinds(wire.ClientFrame) == set(SCHEMA["client_frames"])
    assert kinds(wire.ServerFrame) == set(SCHEMA["server_frames"])
    for kinds_of, defs in (
        ("client_frames", SCHEMA["client_frames"]),
        ("server_frames", SCHEMA["server_frames"]),
    ):
        for kind, name in defs.items():
            assert kind in enum(f"{name}.t"), f"{kinds_of}: {kind} -> {name}"


def test_the_tests_schema_check_sees_a_field_too_many_or_missing() -> None:
    """tests/wire_schema.py, which every board test's frames go through, is no formality."""
    from tests.wire_schema import wire_errors

    head = {"t": "table", "variant": "main", "game": 1, "version": 2, "revision": 2, "status": "running"}
    table = head | {
        "channel": "5",
        "palette": {},
        "you": {"id": "7", "seat": None, "playing": False},
        "can": [],
        "players": [],
    }
    assert wire_errors(table) == []
    assert wire_errors(table | {"secret_rack": ["R5"]}) != []
    assert wire_errors({k: v for k, v in table.items() if k != "revision"}) != []
    assert wire_errors({"t": "ok", "seq": 1, "note": 5}) != []
