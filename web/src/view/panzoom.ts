/**
 * Pan and zoom of the board: one CSS transform on one layer, written at most once per animation frame
 * (the grid is never re-rendered while moving). Pointer drag pans, two pointers pinch, the wheel zooms.
 */

export interface View {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.35;
export const MAX_SCALE = 2.5;
const PAN_THRESHOLD = 8;

export function clampScale(s: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));
}

/** Zoom by `factor` keeping the point (px, py) of the viewport still. */
export function zoomAt(v: View, factor: number, px: number, py: number): View {
  const scale = clampScale(v.scale * factor);
  const k = scale / v.scale;
  return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
}

export class PanZoom {
  view: View = { x: 0, y: 0, scale: 1 };
  /** True from a pan's first move until the click that ends it (so that click places nothing). */
  moved = false;
  private pointers = new Map<number, { x: number; y: number }>();
  private start: { x: number; y: number } | null = null;
  private pinch: { dist: number } | null = null;
  private frame = 0;

  constructor(
    private readonly viewport: HTMLElement,
    private readonly layer: HTMLElement,
    /** Whether a pointerdown on this element starts something else (a tile drag): then no pan. */
    private readonly claimed: (target: EventTarget | null) => boolean,
  ) {
    viewport.addEventListener("pointerdown", (e) => this.down(e));
    viewport.addEventListener("pointermove", (e) => this.move(e));
    viewport.addEventListener("pointerup", (e) => this.up(e));
    viewport.addEventListener("pointercancel", (e) => this.up(e));
    viewport.addEventListener("wheel", (e) => this.wheel(e), { passive: false });
    // A pan ends in a click on whatever cell is under the finger: swallow that one click.
    viewport.addEventListener(
      "click",
      (e) => {
        if (this.moved) {
          e.stopPropagation();
          e.preventDefault();
          this.moved = false;
        }
      },
      true,
    );
  }

  /** Put the layer's point (lx, ly) at the middle of the viewport. */
  centre(lx: number, ly: number): void {
    const r = this.viewport.getBoundingClientRect();
    this.view = { ...this.view, x: r.width / 2 - lx * this.view.scale, y: r.height / 2 - ly * this.view.scale };
    this.apply();
  }

  zoomBy(factor: number): void {
    const r = this.viewport.getBoundingClientRect();
    this.view = zoomAt(this.view, factor, r.width / 2, r.height / 2);
    this.apply();
  }

  apply(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.write();
    });
  }

  /** The view written now, not at the next frame: for a caller that measures the layer next. */
  applyNow(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.write();
  }

  private write(): void {
    const { x, y, scale } = this.view;
    this.layer.style.transform = `translate3d(${x}px, ${y}px, 0) scale(${scale})`;
  }

  private down(e: PointerEvent): void {
    if (this.claimed(e.target)) return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    this.moved = false;
    if (this.pointers.size === 1) this.start = { x: e.clientX, y: e.clientY };
    if (this.pointers.size === 2) this.pinch = { dist: this.distance() };
  }

  private move(e: PointerEvent): void {
    const prev = this.pointers.get(e.pointerId);
    if (!prev) return;
    const now = { x: e.clientX, y: e.clientY };
    if (this.pointers.size === 1 && this.start) {
      if (!this.moved && Math.hypot(now.x - this.start.x, now.y - this.start.y) < PAN_THRESHOLD) return;
      if (!this.moved) this.viewport.setPointerCapture?.(e.pointerId);
      this.moved = true;
      this.view = { ...this.view, x: this.view.x + now.x - prev.x, y: this.view.y + now.y - prev.y };
    }
    this.pointers.set(e.pointerId, now);
    if (this.pointers.size === 2 && this.pinch) {
      const dist = this.distance();
      const r = this.viewport.getBoundingClientRect();
      const [a, b] = [...this.pointers.values()];
      this.view = zoomAt(this.view, dist / this.pinch.dist, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
      this.pinch.dist = dist;
      this.moved = true;
    }
    this.apply();
  }

  private up(e: PointerEvent): void {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
    if (this.pointers.size === 0) this.start = null;
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const r = this.viewport.getBoundingClientRect();
    if (e.ctrlKey || !e.shiftKey) {
      this.view = zoomAt(this.view, Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top);
    } else {
      this.view = { ...this.view, x: this.view.x - e.deltaX - e.deltaY, y: this.view.y };
    }
    this.apply();
  }

  private distance(): number {
    const [a, b] = [...this.pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y) || 1;
  }
}
