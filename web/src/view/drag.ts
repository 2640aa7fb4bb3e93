/**
 * Dragging a tile with pointer events (mouse, pen, touch alike): a ghost follows the pointer (moved by
 * transform, once per frame); a press that never moved is left to the click handler (tap to pick).
 */
import { colourOf, drawTile, inkFor } from "../tiles";
import type { Tile } from "../protocol";

const START_PX = 6;

export interface DragHooks {
  /** The drag really started (moved past the threshold): light the cells. */
  start(): void;
  /** Released over (clientX, clientY). */
  drop(x: number, y: number): void;
  /** Released nowhere useful, or cancelled with Escape. */
  cancel(): void;
  /** The held tile is over (clientX, clientY): at most once per animation frame. */
  over?(x: number, y: number): void;
}

export class Dragger {
  /** True between a drag's start and the click that follows its release (that click does nothing). */
  justDragged = false;
  private active: { id: number; x0: number; y0: number; started: boolean; ghost: HTMLElement | null; hooks: DragHooks; tile: Tile; palette: Record<string, string> } | null = null;
  private pos = { x: 0, y: 0 };
  private frame = 0;

  constructor() {
    window.addEventListener("pointermove", (e) => this.move(e));
    window.addEventListener("pointerup", (e) => this.up(e, false));
    window.addEventListener("pointercancel", (e) => this.up(e, true));
    // a touch drag is the page's, not a gesture of the browser's: otherwise Chromium ends it as a
    // fling, and a tap within ~0.3 s after it only stops that fling (no click: the tap was lost)
    window.addEventListener("touchmove", (e) => {
      if (this.active) e.preventDefault();
    }, { passive: false });
    window.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && this.active?.started) this.finish(true);
    });
    window.addEventListener(
      "click",
      (e) => {
        if (this.justDragged) {
          e.stopPropagation();
          e.preventDefault();
          this.justDragged = false;
        }
      },
      true,
    );
  }

  get dragging(): boolean {
    return !!this.active?.started;
  }

  /** A press on a tile: it becomes a drag if the pointer moves far enough before release. */
  press(e: PointerEvent, tile: Tile, palette: Record<string, string>, hooks: DragHooks): void {
    if (e.button !== 0 || this.active) return;
    this.justDragged = false;
    this.active = { id: e.pointerId, x0: e.clientX, y0: e.clientY, started: false, ghost: null, hooks, tile, palette };
    (e.target as HTMLElement).releasePointerCapture?.(e.pointerId); // let elementFromPoint see the board
  }

  private move(e: PointerEvent): void {
    const a = this.active;
    if (!a || e.pointerId !== a.id) return;
    this.pos = { x: e.clientX, y: e.clientY };
    if (!a.started) {
      if (Math.hypot(e.clientX - a.x0, e.clientY - a.y0) < START_PX) return;
      a.started = true;
      a.ghost = this.ghost(a.tile, a.palette);
      a.hooks.start();
    }
    e.preventDefault();
    if (!this.frame) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        if (this.active?.ghost) this.active.ghost.style.transform = `translate3d(${this.pos.x - 24}px, ${this.pos.y - 24}px, 0)`;
        this.active?.hooks.over?.(this.pos.x, this.pos.y);
      });
    }
  }

  private up(e: PointerEvent, cancelled: boolean): void {
    const a = this.active;
    if (!a || e.pointerId !== a.id) return;
    if (!a.started) {
      this.active = null; // a tap: the click handler picks the tile
      return;
    }
    this.justDragged = true;
    setTimeout(() => (this.justDragged = false), 0);
    this.finish(cancelled, e.clientX, e.clientY);
  }

  private finish(cancelled: boolean, x = 0, y = 0): void {
    const a = this.active;
    if (!a) return;
    this.active = null;
    a.ghost?.remove();
    if (cancelled) a.hooks.cancel();
    else a.hooks.drop(x, y);
  }

  /** The held tile changed face (a 6 flipped to a 9) while dragging: show the new face. */
  retile(tile: Tile): void {
    if (!this.active) return;
    this.active.tile = tile;
    if (this.active.ghost) drawTile(this.active.ghost, tile);
  }

  private ghost(tile: Tile, palette: Record<string, string>): HTMLElement {
    const g = document.createElement("div");
    g.className = "ghost";
    const bg = palette[colourOf(tile)] ?? "#888";
    g.style.setProperty("--tile", bg);
    g.style.setProperty("--ink", inkFor(bg));
    drawTile(g, tile);
    g.style.transform = `translate3d(${this.pos.x - 24}px, ${this.pos.y - 24}px, 0)`;
    g.setAttribute("aria-hidden", "true");
    document.body.append(g);
    return g;
  }
}
