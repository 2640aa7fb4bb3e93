/**
 * The board's grid: one labelled <button> per cell (the chat board's names), in a layer that pans and
 * zooms. Rendered once per table; lighting the cells a held tile may go to only toggles classes.
 */
import { say } from "../catalogue";
import type { Cell, Tile } from "../protocol";
import { colourOf, drawTile, inkFor, splitCell, tileLabel } from "../tiles";
import { PanZoom } from "./panzoom";

export type CellKind = "table" | "pending" | "own";

export interface CellShow {
  tile: Tile;
  kind: CellKind;
  last?: boolean;
  refused?: boolean;
}

export const CELL_PX = 44;
const EDGE_PX = 32; // the band along the viewport's edge where a held tile pans the board
const EDGE_DWELL_MS = 350; // held there this long first
const EDGE_STEP_PX = 8; // then this far per frame

export class BoardView {
  readonly viewport: HTMLElement;
  readonly layer: HTMLElement;
  readonly panzoom: PanZoom;
  private readonly grid: HTMLElement;
  private buttons = new Map<Cell, HTMLButtonElement>();
  private rows: string[] = [];
  private cols: string[] = [];
  private lit = new Set<Cell>();
  private focusable: Cell | null = null;
  private shape = "";
  private target: Cell | null = null;
  private edge: { dx: number; dy: number; since: number } | null = null;
  private edgeArmed = false;
  private edgeFrame = 0;

  constructor(
    parent: HTMLElement,
    private readonly onCell: (cell: Cell) => void,
    movable: (cell: Cell) => boolean,
  ) {
    this.viewport = document.createElement("div");
    this.viewport.className = "viewport";
    this.layer = document.createElement("div");
    this.layer.className = "layer";
    this.grid = document.createElement("div");
    this.grid.className = "grid";
    this.grid.setAttribute("role", "group");
    this.grid.setAttribute("aria-label", say("web.board"));
    this.layer.append(this.grid);
    this.viewport.append(this.layer);
    const zoom = document.createElement("div");
    zoom.className = "zoom";
    for (const [text, label, factor] of [["+", "web.zoom_in", 1.25], ["−", "web.zoom_out", 0.8]] as const) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = text;
      b.setAttribute("aria-label", say(label));
      b.dataset.say = label;
      b.addEventListener("click", () => this.panzoom.zoomBy(factor));
      zoom.append(b);
    }
    parent.append(this.viewport, zoom);
    this.panzoom = new PanZoom(this.viewport, this.layer, (t) => {
      const cell = (t as HTMLElement | null)?.closest?.("[data-cell]")?.getAttribute("data-cell");
      return !!cell && movable(cell);
    });
    this.grid.addEventListener("click", (e) => {
      const cell = (e.target as HTMLElement).closest("[data-cell]")?.getAttribute("data-cell");
      if (cell) this.onCell(cell);
    });
    this.grid.addEventListener("keydown", (e) => this.key(e));
    // A cell reached by Tab (or a screen reader's focus) is panned into view. The browser's own
    // focus also scrolls the viewport (which hides its overflow, so nothing scrolls it back): that
    // offset is folded into the pan at once, so the board keeps one offset, its own.
    this.viewport.addEventListener("scroll", () => this.foldScroll());
    this.grid.addEventListener("focusin", (e) => {
      const b = e.target as HTMLElement;
      if (!b.dataset?.cell) return;
      this.foldScroll();
      this.reveal(b);
    });
  }

  /** The viewport's scroll offset, moved into the pan: the same picture, scrolled by nothing. */
  private foldScroll(): void {
    const { scrollLeft: sx, scrollTop: sy } = this.viewport;
    if (!sx && !sy) return;
    this.viewport.scrollLeft = 0;
    this.viewport.scrollTop = 0;
    const v = this.panzoom.view;
    this.panzoom.view = { ...v, x: v.x - sx, y: v.y - sy };
    this.panzoom.applyNow();
  }

  /** Draw the board: every cell of rows × cols, the tiles given (table, pending, own grid). */
  render(rows: string[], cols: string[], tiles: Map<Cell, CellShow>, palette: Record<string, string>): void {
    const shape = `${rows.join(",")}|${cols.join(",")}`;
    const reshaped = shape !== this.shape;
    if (reshaped) this.build(rows, cols);
    for (const [cell, button] of this.buttons) this.paint(cell, button, tiles.get(cell), palette);
    if (reshaped) this.centreOnTiles(tiles);
  }

  private build(rows: string[], cols: string[]): void {
    const hadFocus = this.grid.contains(document.activeElement);
    this.shape = `${rows.join(",")}|${cols.join(",")}`;
    this.rows = rows;
    this.cols = cols;
    this.grid.style.gridTemplateColumns = `repeat(${cols.length}, ${CELL_PX}px)`;
    this.buttons.clear();
    const frag = document.createDocumentFragment();
    for (const row of rows) {
      for (const col of cols) {
        const cell = `${col}${row}`;
        const b = document.createElement("button");
        b.type = "button";
        b.className = "cell";
        b.dataset.cell = cell;
        b.tabIndex = -1;
        this.buttons.set(cell, b);
        frag.append(b);
      }
    }
    this.grid.replaceChildren(frag);
    if (!this.focusable || !this.buttons.has(this.focusable)) {
      this.focusable = `${cols[Math.floor(cols.length / 2)]}${rows[Math.floor(rows.length / 2)]}`;
    }
    const f = this.buttons.get(this.focusable);
    if (f) {
      f.tabIndex = 0;
      if (hadFocus) f.focus({ preventScroll: true });
    }
  }

  private paint(cell: Cell, b: HTMLButtonElement, show: CellShow | undefined, palette: Record<string, string>): void {
    b.classList.toggle("lit", this.lit.has(cell));
    if (!show) {
      if (b.dataset.tile !== undefined || !b.textContent) {
        delete b.dataset.tile;
        b.className = this.lit.has(cell) ? "cell lit" : "cell";
        b.style.removeProperty("--tile");
        b.style.removeProperty("--ink");
        b.innerHTML = `<span class="name">${cell}</span>`;
      }
      b.setAttribute("aria-label", say(this.lit.has(cell) ? "web.cell_open" : "web.cell_empty", { cell }));
      return;
    }
    const bg = palette[colourOf(show.tile)] ?? "#888888";
    b.dataset.tile = show.tile;
    b.className = `cell tile ${show.kind}${show.last ? " last" : ""}${show.refused ? " refused" : ""}`;
    b.style.setProperty("--tile", bg);
    b.style.setProperty("--ink", inkFor(bg));
    drawTile(b, show.tile);
    const extra =
      show.kind === "pending"
        ? say(show.refused ? "web.cell_refused" : "web.cell_pending")
        : show.last
          ? say("web.cell_last")
          : "";
    b.setAttribute("aria-label", `${cell}, ${tileLabel(show.tile)}${extra}`);
  }

  /** The language changed: the board's own labels again (cells are relabelled as they are drawn). */
  relabel(): void {
    this.grid.setAttribute("aria-label", say("web.board"));
    for (const b of this.viewport.parentElement?.querySelectorAll<HTMLElement>(".zoom button") ?? []) {
      b.setAttribute("aria-label", say(b.dataset.say ?? ""));
    }
  }

  /** Light the cells a held tile may go to (and only those). */
  light(cells: Iterable<Cell>): void {
    const next = new Set(cells);
    for (const cell of this.lit) if (!next.has(cell)) this.setLit(cell, false);
    for (const cell of next) if (!this.lit.has(cell)) this.setLit(cell, true);
    this.lit = next;
  }

  private setLit(cell: Cell, on: boolean): void {
    const b = this.buttons.get(cell);
    if (!b) return;
    b.classList.toggle("lit", on);
    if (!b.dataset.tile) b.setAttribute("aria-label", say(on ? "web.cell_open" : "web.cell_empty", { cell }));
  }

  /**
   * A held tile is over (x, y): mark the cell under it as the drop target. Held still near the
   * viewport's edge (after having been inside the board), it pans the board that way, so a far cell
   * can be reached in one drag; passing through the edge (from the rack, to a cell) pans nothing.
   */
  hover(x: number, y: number): void {
    const cell = this.cellAt(x, y);
    if (cell !== this.target) {
      if (this.target) this.buttons.get(this.target)?.classList.remove("target");
      if (cell) this.buttons.get(cell)?.classList.add("target");
      this.target = cell;
    }
    const r = this.viewport.getBoundingClientRect();
    const inside = x > r.left + EDGE_PX && x < r.right - EDGE_PX && y > r.top + EDGE_PX && y < r.bottom - EDGE_PX;
    if (inside) this.edgeArmed = true;
    const within = x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    const dx = !within ? 0 : x < r.left + EDGE_PX ? 1 : x > r.right - EDGE_PX ? -1 : 0;
    const dy = !within ? 0 : y < r.top + EDGE_PX ? 1 : y > r.bottom - EDGE_PX ? -1 : 0;
    if (!this.edgeArmed || (!dx && !dy)) {
      this.edge = null;
      return;
    }
    const since = this.edge && this.edge.dx === dx && this.edge.dy === dy ? this.edge.since : performance.now();
    this.edge = { dx, dy, since };
    if (!this.edgeFrame) this.edgeFrame = requestAnimationFrame((t) => this.edgePan(t));
  }

  private edgePan(now: number): void {
    this.edgeFrame = 0;
    const edge = this.edge;
    if (!edge) return;
    if (now - edge.since > EDGE_DWELL_MS) {
      const v = this.panzoom.view;
      this.panzoom.view = { ...v, x: v.x + edge.dx * EDGE_STEP_PX, y: v.y + edge.dy * EDGE_STEP_PX };
      this.panzoom.apply();
    }
    this.edgeFrame = requestAnimationFrame((t) => this.edgePan(t));
  }

  /** The drag ended: no drop target, no edge panning. */
  unhover(): void {
    if (this.target) this.buttons.get(this.target)?.classList.remove("target");
    this.target = null;
    this.edge = null;
    this.edgeArmed = false;
    if (this.edgeFrame) cancelAnimationFrame(this.edgeFrame);
    this.edgeFrame = 0;
  }

  /** The cell under the viewport point (clientX, clientY), if any. */
  cellAt(x: number, y: number): Cell | null {
    const el = document.elementFromPoint(x, y) as HTMLElement | null;
    return el?.closest?.("[data-cell]")?.getAttribute("data-cell") ?? null;
  }

  button(cell: Cell): HTMLButtonElement | undefined {
    return this.buttons.get(cell);
  }

  focus(cell: Cell): void {
    const b = this.buttons.get(cell);
    if (!b) return;
    const old = this.focusable ? this.buttons.get(this.focusable) : undefined;
    if (old) old.tabIndex = -1;
    this.focusable = cell;
    b.tabIndex = 0;
    b.focus({ preventScroll: true });
    this.reveal(b);
  }

  /** Pan so a cell is inside the viewport (keyboard moves off the edge), clear of the edge band: a
   * tile held still on a cell revealed inside that band would pan the board away from under it. */
  private reveal(b: HTMLElement): void {
    const vr = this.viewport.getBoundingClientRect();
    const br = b.getBoundingClientRect();
    // the band and a little more, or centred where the viewport is too small for that
    const padX = Math.max(0, Math.min(EDGE_PX + 8, (vr.width - br.width) / 2));
    const padY = Math.max(0, Math.min(EDGE_PX + 8, (vr.height - br.height) / 2));
    let dx = 0;
    let dy = 0;
    if (br.left < vr.left + padX) dx = vr.left + padX - br.left;
    else if (br.right > vr.right - padX) dx = vr.right - padX - br.right;
    if (br.top < vr.top + padY) dy = vr.top + padY - br.top;
    else if (br.bottom > vr.bottom - padY) dy = vr.bottom - padY - br.bottom;
    if (dx || dy) {
      const v = this.panzoom.view;
      this.panzoom.view = { ...v, x: v.x + dx, y: v.y + dy };
      this.panzoom.applyNow(); // the next key's move measures where this one left the cell
    }
  }

  private key(e: KeyboardEvent): void {
    const cell = (e.target as HTMLElement).dataset?.cell;
    if (!cell) return;
    const [col, row] = splitCell(cell);
    if (!col) return;
    let c = this.cols.indexOf(col);
    let r = this.rows.indexOf(row);
    if (e.key === "ArrowLeft") c -= 1;
    else if (e.key === "ArrowRight") c += 1;
    else if (e.key === "ArrowUp") r -= 1;
    else if (e.key === "ArrowDown") r += 1;
    else return;
    e.preventDefault();
    c = Math.max(0, Math.min(this.cols.length - 1, c));
    r = Math.max(0, Math.min(this.rows.length - 1, r));
    this.focus(`${this.cols[c]}${this.rows[r]}`);
  }

  /** Centre the view on the tiles (or the middle of an empty board) after the board's shape changed. */
  private centreOnTiles(tiles: Map<Cell, CellShow>): void {
    let [r0, r1, c0, c1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const cell of tiles.keys()) {
      const [col, row] = splitCell(cell);
      const c = this.cols.indexOf(col);
      const r = this.rows.indexOf(row);
      if (c < 0 || r < 0) continue;
      [r0, r1, c0, c1] = [Math.min(r0, r), Math.max(r1, r), Math.min(c0, c), Math.max(c1, c)];
    }
    if (r0 === Infinity) [r0, r1, c0, c1] = [0, this.rows.length - 1, 0, this.cols.length - 1];
    const gap = 2; // the grid's gap, px
    const step = CELL_PX + gap;
    requestAnimationFrame(() => this.panzoom.centre(((c0 + c1 + 1) / 2) * step, ((r0 + r1 + 1) / 2) * step));
  }
}
