import { describe, expect, it } from "vitest";
import schemaText from "../../bot/present/board_wire.schema.json?raw";
import type {
  Action,
  BoardGrid,
  BoardTile,
  ClaimFrame,
  Clock,
  DumpFrame,
  ErrorFrame,
  Final,
  GridFrame,
  Hello,
  MoveEdit,
  Ok,
  PlaceEdit,
  PlainAction,
  Play,
  Player,
  PlayerStatus,
  PreviewAnswer,
  PreviewRequest,
  Race,
  RaceTeam,
  Refused,
  ShownTile,
  SpotShow,
  Stage,
  Status,
  Table,
  TableYou,
  TakeEdit,
  Variant,
  Waiting,
  Welcome,
  WelcomeYou,
} from "../src/protocol";

/*
 * protocol.ts names exactly the fields of the wire's schema (bot/present/board_wire.schema.json), each
 * optional where the schema does not require it, and the same values for its enumerations. Each list
 * below is checked twice: by the compiler against the type (`Fields<T>` must list every field of T and
 * no other, with whether it is optional: `npm run build` fails when a type changes alone), and here
 * against the schema (this test fails when the schema changes alone). The bot's TypedDicts are held to
 * the same schema by tests/present/test_board_wire.py.
 */

type Presence = "required" | "optional";
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Fields<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? "optional" : "required" };
type Values<T extends string> = Record<T, true>;

interface SchemaNode {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  enum?: string[];
  const?: string;
}
const schema = JSON.parse(schemaText) as { $defs: Record<string, SchemaNode> };

/** A schema object by a path of definition and property names (`items`, `oneOf.N`, `anyOf.N` step inside). */
function at(path: string): SchemaNode {
  const [name, ...steps] = path.split(".");
  let node: SchemaNode = { $ref: `#/$defs/${name}` };
  for (;;) {
    while (node.$ref) node = schema.$defs[node.$ref.replace("#/$defs/", "")];
    const step = steps.shift();
    if (step === undefined) return node;
    if (step === "items") node = node.items!;
    else if (step === "oneOf" || step === "anyOf") node = node[step]![Number(steps.shift())];
    else node = node.properties![step];
  }
}

function presence(node: SchemaNode): Record<string, Presence> {
  const required = new Set(node.required ?? []);
  return Object.fromEntries(
    Object.keys(node.properties ?? {}).map((name) => [name, required.has(name) ? "required" : "optional"]),
  );
}

const sorted = (fields: Record<string, Presence>) => Object.fromEntries(Object.entries(fields).sort());

const TABLE: Fields<Table> = {
  t: "required", variant: "required", game: "required", version: "required", revision: "required",
  status: "required", channel: "required", palette: "required", you: "required", can: "required",
  players: "required", board: "optional", rack: "optional", next: "optional", clock: "optional",
  report: "optional", key: "optional", bag: "optional", race: "optional", spot: "optional", stage: "optional",
  final: "optional",
};
const TABLE_YOU: Fields<TableYou> = { id: "required", seat: "required", playing: "required" };
const PLAYER: Fields<Player> = {
  name: "required", computer: "required", you: "required", score: "optional", turn: "optional",
  status: "optional", team: "optional", seat: "optional", id: "optional", sets: "optional",
};
const BOARD: Fields<BoardGrid> = { rows: "required", cols: "required", tiles: "required" };
const BOARD_TILE: Fields<BoardTile> = { cell: "required", tile: "required", last: "required", fixed: "optional" };
const CLOCK: Fields<Clock> = { deadline_ms: "required", now_ms: "optional" };
const RACE: Fields<Race> = { round: "required", rounds: "required", running: "required", teams: "required" };
const RACE_TEAM: Fields<RaceTeam> = {
  name: "required", members: "required", placed: "required", held: "required", dumps: "required",
  points: "required", you: "required", done: "required",
};
const SPOT: Fields<SpotShow> = {
  shown: "required", round: "required", rounds: "required", set: "required", distinct: "required",
  locked: "required",
};
const SHOWN: Fields<ShownTile> = { letter: "required", tile: "required" };
const STAGE: Fields<Stage> = { number: "required", tiles: "required", score: "required" };
const FINAL: Fields<Final> = { winner: "required", lines: "required" };
const WELCOME: Fields<Welcome> = { t: "required", you: "required", locale: "required", catalogue: "required" };
const WELCOME_YOU: Fields<WelcomeYou> = { id: "required", name: "required" };
const WAITING: Fields<Waiting> = { t: "required", reason: "required" };
const PREVIEW_ANSWER: Fields<PreviewAnswer> = {
  t: "required", seq: "required", ok: "required", stale: "required", next: "required", score: "optional",
  bonus: "optional", reason: "optional",
};
const OK: Fields<Ok> = { t: "required", seq: "required", note: "optional" };
const REFUSED: Fields<Refused> = { t: "required", seq: "required", reason: "required", stale: "required" };
const ERROR: Fields<ErrorFrame> = { t: "required", reason: "required" };
const HELLO: Fields<Hello> = {
  t: "required", token: "required", channel: "required", instance: "optional", locale: "optional", seq: "optional",
};
const REQUEST = { game: "required", version: "required", seq: "optional" } as const;
const PREVIEW_REQUEST: Fields<PreviewRequest> = { t: "required", tiles: "required", ...REQUEST };
const PLAY: Fields<Play> = { t: "required", tiles: "required", ...REQUEST };
const PLAIN: Fields<PlainAction> = { t: "required", ...REQUEST };
const GRID: Fields<GridFrame> = { t: "required", edit: "required", ...REQUEST };
const DUMP: Fields<DumpFrame> = { t: "required", tile: "required", ...REQUEST };
const CLAIM: Fields<ClaimFrame> = { t: "required", letters: "required", ...REQUEST };
const PLACE: Fields<PlaceEdit> = { place: "required" };
const MOVE: Fields<MoveEdit> = { move: "required" };
const TAKE: Fields<TakeEdit> = { take: "required" };

const TYPED: [string, Record<string, Presence>][] = [
  ["table", TABLE], ["table.you", TABLE_YOU], ["player", PLAYER], ["board", BOARD], ["board.tiles.items", BOARD_TILE],
  ["table.clock", CLOCK], ["race", RACE], ["race.teams.items", RACE_TEAM], ["spot", SPOT],
  ["spot.shown.items", SHOWN], ["table.stage", STAGE], ["table.final", FINAL], ["welcome", WELCOME],
  ["welcome.you", WELCOME_YOU], ["waiting", WAITING], ["preview_answer", PREVIEW_ANSWER], ["ok", OK],
  ["refused", REFUSED], ["error", ERROR], ["hello", HELLO], ["preview_request", PREVIEW_REQUEST], ["play", PLAY],
  ["plain_action", PLAIN], ["grid", GRID], ["dump", DUMP], ["claim", CLAIM], ["grid_edit.oneOf.0", PLACE],
  ["grid_edit.oneOf.1", MOVE], ["grid_edit.oneOf.2", TAKE],
];

const VARIANTS: Values<Variant> = { main: true, speed: true, team: true, solo: true, spot: true };
const STATUSES: Values<Status> = { lobby: true, running: true, finished: true };
const ACTIONS: Values<Action> = {
  play: true, pass: true, resign: true, grid: true, submit: true, dump: true, giveup: true, claim: true,
};
const PLAYER_STATUSES: Values<PlayerStatus> = {
  playing: true, left: true, won: true, racing: true, done: true, waiting: true,
};

describe("protocol.ts and the wire's schema name the same fields", () => {
  it.each(TYPED)("%s", (path, fields) => {
    expect(sorted(fields)).toEqual(sorted(presence(at(path))));
  });

  it.each([
    ["table.variant.anyOf.0", VARIANTS],
    ["table.status", STATUSES],
    ["action", ACTIONS],
    ["player.status", PLAYER_STATUSES],
  ] as [string, Record<string, true>][])("%s has the same values", (path, values) => {
    expect(Object.keys(values).sort()).toEqual([...(at(path).enum ?? [])].sort());
  });
});
