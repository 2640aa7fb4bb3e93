/**
 * The main game's turn being assembled on the board: which rack tiles lie on which cells, the bot's
 * latest preview of it, and which cells to light for a tile. Pure state, no DOM, no words: a refusal is
 * a catalogue id and its parameters (the chat's own, as the engine's are), the view says it.
 */
import type { Sentence } from "./catalogue";
import type { Cell, PreviewAnswer, Table, Tile } from "./protocol";
import { rackForm } from "./tiles";

/** One pending tile: the rack slot it came from, the face it is placed as, and its cell. */
export interface Pending {
  slot: number;
  tile: Tile;
  cell: Cell;
}

export class MainTurn {
  pending: Pending[] = [];
  /** The bot's answer for the current pending tiles (null while none or while waiting). */
  preview: PreviewAnswer | null = null;
  /** The seq of the preview we wait for; answers to older seqs are dropped. */
  awaiting = 0;

  /** Cells holding a tile on the table. */
  static occupied(table: Table | null): Set<Cell> {
    return new Set((table?.board?.tiles ?? []).map((t) => t.cell));
  }

  pendingAt(cell: Cell): Pending | undefined {
    return this.pending.find((p) => p.cell === cell);
  }

  usedSlots(): Set<number> {
    return new Set(this.pending.map((p) => p.slot));
  }

  /** Rack slots still in the rack (not on the board). */
  freeSlots(table: Table | null): number[] {
    const used = this.usedSlots();
    return (table?.rack ?? []).map((_, i) => i).filter((i) => !used.has(i));
  }

  /**
   * Put the tile of rack slot `slot` (as face `tile`, so a 6 may go down as a 9) on `cell`.
   * Returns null when placed, else why not (a tile not in the rack or already down, an occupied cell),
   * as the chat's refusal of the same turn says it (bot/engine/turns.py: a tile by its rack form).
   */
  place(table: Table | null, slot: number, tile: Tile, cell: Cell): Sentence | null {
    const rack = table?.rack ?? [];
    const inHand = rackForm(tile);
    if (slot < 0 || slot >= rack.length || inHand !== rackForm(rack[slot]))
      return { id: "reason.not_in_rack", params: { tile: inHand } };
    if (this.usedSlots().has(slot)) return { id: "reason.not_in_rack.another", params: { tile: inHand } };
    const onTable = table?.board?.tiles.find((t) => t.cell === cell);
    if (onTable) return { id: "reason.occupied", params: { cell, tile: onTable.tile } };
    const pending = this.pendingAt(cell);
    if (pending) return { id: "reason.occupied.twice", params: { tile: pending.tile, other: tile, cell } };
    if (!table?.board?.rows.length) return { id: "web.no_board" };
    this.pending.push({ slot, tile, cell });
    this.preview = null;
    return null;
  }

  /** Take the pending tile on `cell` back to the rack; false when no pending tile lies there. */
  takeBack(cell: Cell): boolean {
    const before = this.pending.length;
    this.pending = this.pending.filter((p) => p.cell !== cell);
    if (this.pending.length === before) return false;
    this.preview = null;
    return true;
  }

  takeAll(): void {
    this.pending = [];
    this.preview = null;
    this.awaiting = 0;
  }

  /** The `tiles` of a preview or play frame: [[tile, cell], …] in the order they were placed. */
  tiles(): [Tile, Cell][] {
    return this.pending.map((p) => [p.tile, p.cell]);
  }

  /** Take a preview answer if it is the one awaited; true when taken. */
  takePreview(answer: PreviewAnswer): boolean {
    if (answer.seq !== this.awaiting || this.pending.length === 0 || answer.stale) return false;
    this.preview = answer;
    return true;
  }

  /** The cells to light while `tile` is held: the table's `next` for an empty turn, else the preview's. */
  lit(table: Table | null, tile: Tile): Cell[] {
    const source = this.pending.length === 0 ? table?.next : this.preview?.next;
    const cells = source?.[tile] ?? [];
    const taken = MainTurn.occupied(table);
    return cells.filter((c) => !taken.has(c) && !this.pendingAt(c));
  }

  /** The pending turn is refused as it stands (an illegal drop): the bot's reason, else null. */
  refusal(): string | null {
    return this.preview && !this.preview.ok ? this.preview.reason ?? null : null;
  }

  /** The turn can be confirmed: the bot previewed it legal and complete, and playing is open. */
  canConfirm(table: Table | null): boolean {
    return (
      this.pending.length > 0 &&
      !!this.preview?.ok &&
      this.preview.score !== undefined &&
      !!table?.can?.includes("play")
    );
  }

  /**
   * A new table arrived. Keep the pending tiles that still make sense (same game, still our turn, the
   * cell still empty, the tile still in that rack slot); drop the rest. Returns true when anything was dropped.
   */
  reconcile(previous: Table | null, table: Table): boolean {
    if (this.pending.length === 0) return false;
    const sameGame = previous?.game === table.game;
    const canPlay = !!table.can?.includes("play");
    const taken = MainTurn.occupied(table);
    const rack = table.rack ?? [];
    const kept = sameGame && canPlay
      ? this.pending.filter((p) => !taken.has(p.cell) && rack[p.slot] !== undefined && rackForm(rack[p.slot]) === rackForm(p.tile))
      : [];
    const dropped = kept.length !== this.pending.length;
    if (dropped || previous?.version !== table.version) this.preview = null;
    this.pending = kept;
    return dropped;
  }
}
