/** The wire contract of web/PROTOCOL.md, as types. */

export type Tile = string; // "R5"; a 6 placed as a 9 is "B9"
export type Cell = string; // "AB27"
export type Variant = "main" | "speed" | "team" | "solo" | "spot";

export interface BoardTile {
  cell: Cell;
  tile: Tile;
  last?: boolean;
  /** Solo: placed in a completed stage, can no longer move. */
  fixed?: boolean;
}

export interface Player {
  name: string;
  score?: number;
  turn?: boolean;
  computer?: boolean;
  you?: boolean;
  status?: string;
  team?: string;
  id?: string;
}

export interface RaceTeam {
  name: string;
  members: string[];
  placed: number;
  held: number;
  dumps: number;
  points: number;
  you?: boolean;
  done?: boolean;
}

export interface Table {
  t: "table";
  variant: Variant;
  game: number;
  version: number;
  /** The stored game's version: with `status`, the order of a game's tables (neither goes back). */
  revision?: number;
  status: "lobby" | "running" | "finished";
  channel: string;
  you?: { id: string; seat?: number | null; playing?: boolean };
  players: Player[];
  board?: { rows: string[]; cols: string[]; tiles: BoardTile[] };
  rack?: Tile[];
  next?: Record<Tile, Cell[]>;
  can?: string[];
  clock?: { deadline_ms: number; now_ms?: number } | null;
  report?: string;
  palette?: Record<string, string>;
  key?: number;
  bag?: number;
  race?: { round?: number; rounds?: number; running?: boolean; teams: RaceTeam[] };
  spot?: {
    shown: { letter: string; tile: Tile }[];
    round?: number;
    rounds?: number;
    set?: number;
    distinct?: boolean;
    locked?: boolean;
  };
  stage?: { number: number; tiles?: Tile[]; score?: number };
  final?: { winner?: string; lines?: string[] };
}

export interface Welcome {
  t: "welcome";
  you: { id: string; name: string };
  locale?: string;
  /** The Fluent source of the board's messages in `locale` (catalogue.ts formats them). */
  catalogue?: string;
}

export interface PreviewAnswer {
  t: "preview";
  seq: number;
  ok: boolean;
  score?: number;
  bonus?: boolean;
  reason?: string;
  /** The table's version was old: a fresh table follows (not a verdict on the tiles). */
  stale?: boolean;
  next?: Record<Tile, Cell[]>;
}

export interface Ok {
  t: "ok";
  seq: number;
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
  seq?: number | null;
  reason: string;
  stale?: boolean;
}

export interface ErrorFrame {
  t: "error";
  reason: string;
}

export type ServerFrame = Welcome | Table | Waiting | PreviewAnswer | Ok | Refused | ErrorFrame;

export type GridEdit = { place: [Tile, Cell] } | { move: [Cell, Cell] } | { take: Cell[] };

/** Every frame the browser sends, with its `seq` added by the connection. */
export type ClientFrame =
  | { t: "hello"; token: string; channel: string; instance: string; locale?: string }
  | { t: "preview" | "play"; game: number; version: number; tiles: [Tile, Cell][] }
  | { t: "pass" | "resign" | "submit" | "giveup"; game: number; version: number }
  | { t: "grid"; game: number; version: number; edit: GridEdit }
  | { t: "dump"; game: number; version: number; tile: Tile }
  | { t: "claim"; game: number; version: number; letters: string[] };

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
 * (not `version`: Speed/Team's starts again each round, Spot's is the set's). Another game's table,
 * or one without a revision, is never older.
 */
export function comesBefore(table: Table, other: Table): boolean {
  if (table.game !== other.game || table.revision === undefined || other.revision === undefined) return false;
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
