/** What the player holds (picked by tap or being dragged), and what the grid variants may drop on. */
import type { Cell, Table, Tile } from "./protocol";
import { flip } from "./tiles";

export type Held = { from: "rack"; slot: number; tile: Tile } | { from: "board"; cell: Cell; tile: Tile };

export const GRID_VARIANTS = new Set(["speed", "team", "solo"]);

/** The face a rack slot shows: its tile, or the 9 side of a 6 the player flipped. */
export function faceOfSlot(table: Table | null, slot: number, flipped: Set<number>): Tile {
  const tile = table?.rack?.[slot] ?? "";
  return flipped.has(slot) ? flip(tile) : tile;
}

/**
 * Grid variants: the empty cells a held tile may go to. `next` names them per tile, as in the main game;
 * a tile it does not list may go wherever any tile may.
 */
export function gridTargets(table: Table | null, tile: Tile): Cell[] {
  const next = table?.next ?? {};
  const taken = new Set((table?.board?.tiles ?? []).map((t) => t.cell));
  const cells = next[tile] ?? [...new Set(Object.values(next).flat())];
  return cells.filter((c) => !taken.has(c));
}

/** Spot: toggle a letter in the pick, at most four. Returns the new pick. */
export function togglePick(picked: readonly string[], letter: string): string[] {
  if (picked.includes(letter)) return picked.filter((l) => l !== letter);
  return picked.length >= 4 ? [...picked] : [...picked, letter];
}

/** "4:05": the time left to a deadline, never negative. */
/** A clock's deadline on this device's clock: the bot sends its own time (`now_ms`) with the deadline,
 * so the count-down holds whatever this device's clock says (a skewed phone, the sandbox's clock). */
export function localDeadline(clock: { deadline_ms: number; now_ms?: number }, receivedAtMs: number): number {
  return clock.now_ms === undefined ? clock.deadline_ms : receivedAtMs + (clock.deadline_ms - clock.now_ms);
}

export function timeLeft(deadlineMs: number, nowMs: number): string {
  const s = Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, "0")}`;
}

/** The flipped slots to keep when a new table arrives: a flip belongs to a rack slot, so once the rack
 * itself changed (a grid edit took a tile out, a refill) the slots hold other tiles and no flip stays. */
export function flipsAfter(previous: readonly Tile[] | undefined, rack: readonly Tile[] | undefined, flipped: Set<number>): Set<number> {
  return JSON.stringify(previous ?? null) === JSON.stringify(rack ?? null) ? flipped : new Set();
}
