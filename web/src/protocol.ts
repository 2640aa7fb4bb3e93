/**
 * The wire contract of web/PROTOCOL.md, as types: the same shapes as the schema both sides are held to
 * (bot/present/board_wire.schema.json; web/test/wire.test.ts checks these name its fields, and the bot's
 * TypedDicts, bot/present/board_wire.py, are checked the same way).
 */

export type Tile = string; // "R5"; a 6 placed as a 9 is "B9"
export type Cell = string; // "AB27"
export type Variant = "main" | "speed" | "team" | "solo" | "spot";
export type Status = "lobby" | "running" | "finished";
export type Action = "play" | "pass" | "resign" | "grid" | "submit" | "dump" | "giveup" | "claim";
export type PlayerStatus = "playing" | "left" | "won" | "racing" | "done" | "waiting";
/** `next`: each tile (or "*") with the cells it may go to. */
export type Cells = Record<Tile, Cell[]>;

export interface BoardTile {
  cell: Cell;
  tile: Tile;
  last: boolean;
  /** Solo: placed in a completed stage, can no longer move. */
  fixed?: boolean;
}

export interface BoardGrid {
  rows: string[];
  cols: string[];
  tiles: BoardTile[];
}

export interface Player {
  name: string;
  computer: boolean;
  you: boolean;
  score?: number;
  turn?: boolean;
  status?: PlayerStatus;
  /** Speed/Team. */
  team?: string;
  /** Speed/Team: the racer's place. */
  seat?: number;
  /** Spot: players are kept by id. */
  id?: string;
  /** Spot: sets won. */
  sets?: number;
}

export interface TableYou {
  id: string;
  seat: number | null;
  playing: boolean;
}

export interface Clock {
  deadline_ms: number;
  /** The bot's time when the table was made. */
  now_ms?: number;
}

export interface RaceTeam {
  name: string;
  members: string[];
  placed: number;
  held: number;
  dumps: number;
  points: number;
  you: boolean;
  done: boolean;
}

export interface Race {
  round: number;
  rounds: number;
  running: boolean;
  teams: RaceTeam[];
}

export interface ShownTile {
  letter: string;
  tile: Tile;
}

export interface SpotShow {
  shown: ShownTile[];
  round: number;
  /** null: until the bag cannot help. */
  rounds: number | null;
  set: number;
  distinct: boolean;
  locked: boolean;
}

export interface Stage {
  number: number;
  tiles: Tile[];
  score: number;
}

export interface Final {
  winner: string;
  lines: string[];
}

export interface Table {
  t: "table";
  /** One of `Variant`, drawn its own way; or another registered variant's name, shown with the common parts. */
  variant: Variant | (string & {});
  game: number;
  version: number;
  /** The stored game's version: with `status`, the order of a game's tables (neither goes back). */
  revision: number;
  status: Status;
  channel: string;
  palette: Record<string, string>;
  you: TableYou;
  can: Action[];
  players: Player[];
  board?: BoardGrid;
  rack?: Tile[];
  next?: Cells;
  clock?: Clock;
  report?: string | null;
  key?: number;
  bag?: number;
  race?: Race;
  spot?: SpotShow;
  stage?: Stage;
  final?: Final;
}

export interface WelcomeYou {
  id: string;
  name: string;
}

export interface Welcome {
  t: "welcome";
  you: WelcomeYou;
  locale: string;
  /** The Fluent source of the board's messages in `locale` (catalogue.ts formats them). */
  catalogue: string;
}

export interface PreviewAnswer {
  t: "preview";
  seq: number | null;
  ok: boolean;
  /** The table's version was old: a fresh table follows (not a verdict on the tiles). */
  stale: boolean;
  next: Cells;
  score?: number;
  bonus?: boolean;
  reason?: string;
}

export interface Ok {
  t: "ok";
  seq: number | null;
  /** A private word about the action (a wrong Spot claim). */
  note?: string;
}

/** No game in this channel yet: the connection stays open, the first table comes when one starts. */
export interface Waiting {
  t: "waiting";
  reason: string;
}

export interface Refused {
  t: "refused";
  /** null for a frame refused before it was read (too large, too fast, not JSON). */
  seq: number | null;
  reason: string;
  stale: boolean;
}

export interface ErrorFrame {
  t: "error";
  reason: string;
}

export type ServerFrame = Welcome | Table | Waiting | PreviewAnswer | Ok | Refused | ErrorFrame;

export interface PlaceEdit {
  place: [Tile, Cell];
}
export interface MoveEdit {
  move: [Cell, Cell];
}
export interface TakeEdit {
  take: Cell[];
}
export type GridEdit = PlaceEdit | MoveEdit | TakeEdit;

/** The first frame: sign in to a channel's board. */
export interface Hello {
  t: "hello";
  token: string;
  channel: string;
  instance?: string;
  locale?: string;
  seq?: number;
}

/** What every request after `hello` names: the game and the version the board shows. Its `seq` is
 * added by the connection. */
interface Request {
  game: number;
  version: number;
  seq?: number;
}

export interface PreviewRequest extends Request {
  t: "preview";
  tiles: [Tile, Cell][];
}
export interface Play extends Request {
  t: "play";
  tiles: [Tile, Cell][];
}
export interface PlainAction extends Request {
  t: "pass" | "resign" | "submit" | "giveup";
}
export interface GridFrame extends Request {
  t: "grid";
  edit: GridEdit;
}
export interface DumpFrame extends Request {
  t: "dump";
  tile: Tile;
}
export interface ClaimFrame extends Request {
  t: "claim";
  letters: string[];
}

/** Every frame the browser sends (the wire's schema: bot/present/board_wire.schema.json). */
export type ClientFrame = Hello | PreviewRequest | Play | PlainAction | GridFrame | DumpFrame | ClaimFrame;

const SERVER_TYPES = new Set(["welcome", "table", "waiting", "preview", "ok", "refused", "error"]);

/** Parse one text frame from the bot; null for anything that is not a frame we know. */
export function parseFrame(text: string): ServerFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const t = (value as { t?: unknown }).t;
  return typeof t === "string" && SERVER_TYPES.has(t) ? (value as ServerFrame) : null;
}

const STATUS_ORDER: Record<Table["status"], number> = { lobby: 0, running: 1, finished: 2 };

/**
 * `table` is older than `other`, a table of the same game: by status, then by the stored revision
 * (not `version`: Speed/Team's starts again each round, Spot's is the set's). Another game's table is
 * never older.
 */
export function comesBefore(table: Table, other: Table): boolean {
  if (table.game !== other.game) return false;
  const status = STATUS_ORDER[table.status] - STATUS_ORDER[other.status];
  return status < 0 || (status === 0 && table.revision < other.revision);
}

/**
 * The tables a board shows, in their game's order: a table sent at open or after a stale refusal is
 * read beside the pushes and may arrive after a newer one; it is not shown (`admit` says no).
 */
export class TableOrder {
  private newest: Table | null = null;

  /** Show this table? No when it is older than the newest of its game shown. */
  admit(table: Table): boolean {
    if (this.newest && comesBefore(table, this.newest)) return false;
    this.newest = table;
    return true;
  }

  /** The game is gone (`waiting`): a game of the same id may come (a deleted Solo game's id is reused). */
  forget(): void {
    this.newest = null;
  }
}
