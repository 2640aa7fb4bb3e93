/**
 * The Activity's controller: holds the table, the turn being assembled and what the player holds;
 * turns taps, drags and keys into frames; renders on every change (the board only when its tiles change).
 */
import { said, say, useCatalogue } from "./catalogue";
import { setEarlyLanguage } from "./early";
import { Connection } from "./connection";
import type { Cell, ClientFrame, GridEdit, ServerFrame, Table, Tile } from "./protocol";
import { TableOrder } from "./protocol";
import { GRID_VARIANTS, type Held, faceOfSlot, flipsAfter, gridTargets, localDeadline } from "./held";
import { MainTurn } from "./turn";
import { DEFAULT_PALETTE, isFlippable } from "./tiles";
import { BoardView, type CellShow } from "./view/board";
import { Dragger } from "./view/drag";
import { Panel } from "./view/panel";

export class App {
  table: Table | null = null;
  /** No table older than the newest of its game shown is shown (protocol.ts). */
  private readonly order = new TableOrder();
  /** The table's clock deadline on this device's clock (ms), null: no clock. */
  deadline: number | null = null;
  readonly turn = new MainTurn();
  held: Held | null = null;
  flipped = new Set<number>();
  spotPick: string[] = [];
  message: { text: string; error: boolean } | null = null;
  conn: Connection | null = null;
  private actions = new Map<number, string>();
  /** Our turn was stored (`ok`); its pending tiles go when the new table comes. */
  private played = false;
  readonly board: BoardView;
  readonly panel: Panel;
  readonly drag = new Dragger();

  constructor(root: HTMLElement) {
    this.panel = new Panel(root, this);
    this.board = new BoardView(
      this.panel.boardSlot,
      (cell) => this.tapCell(cell),
      (cell) => this.movable(cell),
    );
    this.board.viewport.addEventListener("pointerdown", (e) => this.pressCell(e));
    window.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && this.held && !this.drag.dragging) this.release(say("web.put_down"));
      if ((e.key === "f" || e.key === "F") && this.held?.from === "rack" && isFlippable(this.held.tile)) {
        this.flipSlot(this.held.slot);
        this.drag.retile(this.held.tile);
        this.panel.announce(say("web.now_face", { tile: this.held.tile }));
      }
    });
  }

  get palette(): Record<string, string> {
    return this.table?.palette ?? DEFAULT_PALETTE;
  }

  get grid(): boolean {
    return GRID_VARIANTS.has(this.table?.variant ?? "");
  }

  can(action: string): boolean {
    return !!this.table?.can.some((open) => open === action);
  }

  // ---- frames from the bot ----

  receive(frame: ServerFrame): void {
    switch (frame.t) {
      case "welcome":
        document.documentElement.lang = setEarlyLanguage(frame.locale);
        useCatalogue(frame.locale, frame.catalogue);
        this.panel.relabel();
        this.board.relabel();
        return;
      case "table":
        return this.applyTable(frame);
      case "preview":
        if (this.turn.takePreview(frame)) {
          const reason = this.turn.refusal();
          if (reason) this.announce(reason, true);
          else this.message = null;
          this.render(true);
        }
        return;
      case "waiting":
        this.order.forget();
        this.announce(frame.reason, false);
        this.render(false);
        return;
      case "ok":
        // The turn stays drawn until the table that holds it arrives (no flicker in between).
        if (frame.seq !== null && this.actions.get(frame.seq) === "play") this.played = true;
        if (frame.seq !== null) this.actions.delete(frame.seq);
        this.message = null;
        if (frame.note) this.announce(frame.note, true);
        this.render(true);
        return;
      case "refused":
        return this.refused(frame.reason, !!frame.stale, frame.seq ?? undefined);
      case "error":
        this.announce(frame.reason, true);
        this.render(false);
        return;
    }
  }

  private applyTable(table: Table): void {
    if (!this.order.admit(table)) return;
    const previous = this.table;
    this.deadline = table.clock ? localDeadline(table.clock, Date.now()) : null;
    if (!previous) this.message = null; // the first table (after `waiting`): the game is here
    if (previous?.game !== table.game) {
      this.flipped.clear();
      this.spotPick = [];
    }
    this.flipped = flipsAfter(previous?.rack, table.rack, this.flipped);
    if (this.played && previous?.version !== table.version) {
      this.played = false;
      this.turn.takeAll();
    }
    const dropped = this.turn.reconcile(previous, table);
    this.table = table;
    if (this.held?.from === "rack" && faceOfSlot(table, this.held.slot, new Set()) === "") this.held = null;
    const heldCell = this.held?.from === "board" ? this.held.cell : null;
    if (heldCell && !table.board?.tiles.some((t) => t.cell === heldCell)) this.held = null;
    if (table.spot) this.spotPick = this.spotPick.filter((l) => table.spot?.shown.some((s) => s.letter === l));
    if (table.report && table.report !== previous?.report) this.panel.announce(table.report);
    if (dropped) this.announce(say("web.board_changed"), false);
    if (this.turn.pending.length && !this.turn.preview) this.sendPreview();
    this.render(true);
  }

  private refused(reason: string, stale: boolean, seq?: number): void {
    const kind = seq !== undefined ? this.actions.get(seq) : undefined;
    if (seq !== undefined) this.actions.delete(seq);
    if (stale) {
      // another move landed first (the bot's sentence says so): the fresh table that follows shows it
      this.turn.takeAll();
      this.held = null;
    }
    this.announce(reason, true);
    if (kind === "preview" && seq === this.turn.awaiting && !stale) {
      this.turn.preview = { t: "preview", seq, ok: false, stale: false, next: {}, reason };
    }
    this.render(true);
  }

  /** A (re)connected socket: answers to requests of the lost one will never come. */
  connected(): void {
    this.actions.clear();
    this.played = false;
    this.turn.awaiting = 0;
    this.turn.preview = null;
  }

  announce(text: string, error: boolean): void {
    this.message = { text, error };
    this.panel.announce(text);
  }

  // ---- sending ----

  send(frame: ClientFrame, kind: string): number {
    const seq = this.conn?.send(frame) ?? 0;
    if (!seq) this.announce(say("web.not_connected"), true);
    else this.actions.set(seq, kind);
    return seq;
  }

  private base(): { game: number; version: number } {
    return { game: this.table?.game ?? 0, version: this.table?.version ?? 0 };
  }

  private sendPreview(): void {
    if (!this.turn.pending.length) {
      this.turn.awaiting = 0;
      return;
    }
    this.turn.awaiting = this.send({ t: "preview", ...this.base(), tiles: this.turn.tiles() }, "preview");
  }

  /** Confirm is open: a previewed, complete turn, not already sent. */
  canConfirm(): boolean {
    return !this.played && this.turn.canConfirm(this.table) && ![...this.actions.values()].includes("play");
  }

  confirm(): void {
    if (!this.canConfirm()) return;
    this.send({ t: "play", ...this.base(), tiles: this.turn.tiles() }, "play");
  }

  simple(t: "pass" | "resign" | "submit" | "giveup"): void {
    if (t === "pass" || t === "resign") this.takeAll();
    this.send({ t, ...this.base() }, t);
  }

  dump(): void {
    if (this.held?.from !== "rack") {
      this.announce(say("web.pick_dump"), true);
      return this.render(false);
    }
    this.send({ t: "dump", ...this.base(), tile: this.table?.rack?.[this.held.slot] ?? "" }, "dump");
    this.held = null;
    this.render(false);
  }

  claim(): void {
    if (this.spotPick.length !== 4) return;
    this.send({ t: "claim", ...this.base(), letters: [...this.spotPick] }, "claim");
    this.spotPick = [];
    this.render(false);
  }

  private edit(edit: GridEdit): void {
    this.send({ t: "grid", ...this.base(), edit }, "grid");
  }

  takeAll(): void {
    if (!this.turn.pending.length) return;
    this.turn.takeAll();
    this.announce(say("web.all_back"), false);
    this.render(true);
  }

  // ---- holding, dropping, taking back ----

  pickSlot(slot: number, keyboard: boolean): void {
    if (this.held?.from === "rack" && this.held.slot === slot) return this.release(say("web.put_down"));
    const tile = faceOfSlot(this.table, slot, this.flipped);
    this.held = { from: "rack", slot, tile };
    this.message = null;
    const lit = this.targets(tile);
    this.panel.announce(lit.length ? say("web.picked_open", { tile, n: lit.length }) : say("web.picked_none", { tile }));
    this.render(false);
    if (keyboard && lit.length) this.board.focus(lit[0]);
  }

  flipSlot(slot: number): void {
    if (this.flipped.has(slot)) this.flipped.delete(slot);
    else this.flipped.add(slot);
    if (this.held?.from === "rack" && this.held.slot === slot) this.held = { ...this.held, tile: faceOfSlot(this.table, slot, this.flipped) };
    this.render(false);
  }

  release(note?: string): void {
    this.held = null;
    this.board.unhover();
    if (note) this.panel.announce(note);
    this.render(false);
  }

  /** The cells to light for a held tile. */
  targets(tile: Tile): Cell[] {
    if (this.table?.variant === "main") return this.turn.lit(this.table, tile);
    if (this.grid) return gridTargets(this.table, tile);
    return [];
  }

  private movable(cell: Cell): boolean {
    if (this.turn.pendingAt(cell)) return true;
    return this.grid && !!this.table?.board?.tiles.some((t) => t.cell === cell && !t.fixed);
  }

  tapCell(cell: Cell): void {
    this.board.focus(cell);
    if (this.held) return this.dropOn(cell);
    if (this.turn.pendingAt(cell)) {
      this.turn.takeBack(cell);
      this.panel.announce(say("web.took_back", { cell }));
      this.sendPreview();
      this.message = null;
      return this.render(true);
    }
    const own = this.grid ? this.table?.board?.tiles.find((t) => t.cell === cell) : undefined;
    if (own?.fixed) {
      this.announce(say("game.grid.fixed", { tile: own.tile, cell }), false);
      return this.render(false);
    }
    if (own) {
      this.held = { from: "board", cell, tile: own.tile };
      this.panel.announce(say("web.picked_grid", { tile: own.tile, cell }));
      return this.render(false);
    }
  }

  dropOn(cell: Cell): void {
    const held = this.held;
    if (!held) return;
    this.held = null;
    if (this.table?.variant === "main" && held.from === "rack") {
      if (!this.can("play")) {
        const on = this.table?.players.find((p) => p.turn)?.name; // the chat's sentence names who is on
        this.announce(on ? say("game.not_your_turn", { player: on }) : say("web.not_your_turn"), true);
        return this.render(false);
      }
      const why = this.turn.place(this.table, held.slot, held.tile, cell);
      if (why) this.announce(said(why), true);
      else {
        this.message = null;
        this.panel.announce(say("web.placed", { tile: held.tile, cell }));
        this.sendPreview();
      }
    } else if (this.grid) {
      if (held.from === "rack") this.edit({ place: [held.tile, cell] });
      else if (held.cell !== cell) this.edit({ move: [held.cell, cell] });
    }
    this.render(true);
  }

  takeHeldBack(): void {
    if (this.held?.from === "board") this.edit({ take: [this.held.cell] });
    this.held = null;
    this.render(false);
  }

  /** A press on a board cell: a pending (main) or own (grid) tile starts a drag. */
  private pressCell(e: PointerEvent): void {
    const cell = (e.target as HTMLElement).closest?.("[data-cell]")?.getAttribute("data-cell");
    if (!cell || !this.movable(cell)) return;
    const pending = this.turn.pendingAt(cell);
    const tile = pending?.tile ?? this.table?.board?.tiles.find((t) => t.cell === cell)?.tile ?? "";
    this.drag.press(e, tile, this.palette, {
      start: () => {
        if (pending) {
          this.turn.takeBack(cell);
          this.held = { from: "rack", slot: pending.slot, tile: pending.tile };
          this.sendPreview();
          this.render(true);
        } else {
          this.held = { from: "board", cell, tile };
          this.render(false);
        }
      },
      drop: (x, y) => this.dropAt(x, y),
      cancel: () => this.release(),
      over: (x, y) => this.board.hover(x, y),
    });
  }

  /** A press on a rack tile. */
  pressSlot(e: PointerEvent, slot: number): void {
    const tile = faceOfSlot(this.table, slot, this.flipped);
    this.drag.press(e, tile, this.palette, {
      start: () => {
        this.held = { from: "rack", slot, tile };
        this.render(false);
      },
      drop: (x, y) => this.dropAt(x, y),
      cancel: () => this.release(),
      over: (x, y) => this.board.hover(x, y),
    });
  }

  private dropAt(x: number, y: number): void {
    this.board.unhover();
    const cell = this.board.cellAt(x, y);
    if (cell) return this.dropOn(cell);
    const overRack = (document.elementFromPoint(x, y) as HTMLElement | null)?.closest?.(".rack");
    if (overRack && this.held?.from === "board") return this.takeHeldBack();
    this.release();
  }

  // ---- rendering ----

  /** Re-render the panel; the board's tiles too when `board` (never per pointer move). */
  render(board: boolean): void {
    const t = this.table;
    if (board && t?.board) {
      const shows = new Map<Cell, CellShow>();
      for (const bt of t.board.tiles) shows.set(bt.cell, { tile: bt.tile, kind: this.grid && !bt.fixed ? "own" : "table", last: bt.last });
      const refused = !!this.turn.refusal();
      for (const p of this.turn.pending) shows.set(p.cell, { tile: p.tile, kind: "pending", refused });
      this.board.render(t.board.rows, t.board.cols, shows, this.palette);
    }
    this.board.light(this.held ? this.targets(this.held.tile) : []);
    this.board.viewport.classList.toggle("holding", !!this.held);
    this.panel.render();
  }
}
