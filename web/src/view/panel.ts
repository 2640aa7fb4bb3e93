/** Everything around the board: players and clock, the last report, messages, rack, buttons, Spot's tiles. */
import { say } from "../catalogue";
import { early } from "../early";
import type { App } from "../app";
import { faceOfSlot, timeLeft, togglePick } from "../held";
import { colourMark, colourOf, drawTile, flip, inkFor, isFlippable, tileLabel } from "../tiles";

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls = "", text = ""): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text) e.textContent = text;
  return e;
}

function button(text: string, cls: string, onClick: () => void, enabled = true): HTMLButtonElement {
  const b = el("button", cls, text);
  b.type = "button";
  b.disabled = !enabled;
  b.addEventListener("click", onClick);
  return b;
}

/**
 * Rebuild `box`'s children only when what they show changed: a button replaced under a finger loses
 * the press (and the focus), so an unchanged rack or button row is left alone.
 */
function unchanged(box: HTMLElement, key: unknown): boolean {
  const text = JSON.stringify(key);
  if (box.dataset.key === text) return true;
  box.dataset.key = text;
  return false;
}

/**
 * What the rack's buttons show, its rebuild key: the tiles, the ones on the board, the 6s turned.
 * Not which tile is held (marked in place): a rack rebuilt when a drag picks its tile up, or a tap
 * picks the next one, puts a new button under the finger, and a tap right after lands on none.
 */
export function rackKey(app: Pick<App, "table" | "turn" | "flipped" | "palette">): unknown[] {
  const t = app.table;
  return [t?.variant, t?.status, t?.rack, app.turn.freeSlots(t), [...app.flipped], app.palette];
}

export class Panel {
  readonly boardSlot: HTMLElement;
  private readonly players = el("ul", "players");
  private readonly clock = el("span", "clock");
  private readonly linkState = el("span", "link");
  private readonly facts = el("span", "facts");
  private readonly race = el("ul", "race");
  private readonly report = el("p", "report");
  private readonly note = el("p", "note");
  private readonly spot = el("div", "spot");
  private readonly rack = el("div", "rack");
  private readonly controls = el("div", "controls");
  private readonly final = el("div", "final");
  private readonly live = el("div", "sr-only");
  private resignArmed = false;

  constructor(root: HTMLElement, private readonly app: App) {
    const top = el("header", "top");
    top.append(this.players, el("div", "meta"));
    top.lastElementChild?.append(this.facts, this.clock, this.linkState);
    this.boardSlot = el("main", "board-slot");
    this.rack.setAttribute("role", "group");
    this.rack.addEventListener("keydown", (e) => {
      if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
      const tiles = [...this.rack.querySelectorAll<HTMLElement>(".tile")];
      const i = tiles.indexOf(document.activeElement as HTMLElement);
      if (i < 0) return;
      e.preventDefault();
      tiles[Math.max(0, Math.min(tiles.length - 1, i + (e.key === "ArrowLeft" ? -1 : 1)))].focus();
    });
    this.live.setAttribute("aria-live", "polite");
    this.live.setAttribute("role", "status");
    this.note.setAttribute("aria-live", "off");
    const dock = el("footer", "dock");
    dock.append(this.note, this.rack, this.controls);
    this.race.setAttribute("aria-label", say("web.race"));
    root.append(top, this.race, this.report, this.final, this.spot, this.boardSlot, dock, this.live);
    setInterval(() => this.tick(), 1000);
  }

  /** The language changed (the bot's `welcome`): say the fixed labels again, rebuild what is cached. */
  relabel(): void {
    this.race.setAttribute("aria-label", say("web.race"));
    for (const box of [this.rack, this.controls, this.spot]) delete box.dataset.key;
  }

  /** Say something to screen readers (reports, refusals, picks). */
  announce(text: string): void {
    this.live.textContent = "";
    requestAnimationFrame(() => (this.live.textContent = text));
  }

  private renderFacts(): void {
    const t = this.app.table;
    const facts: string[] = [];
    if (t?.key) facts.push(say("web.key", { n: t.key }));
    if (t?.bag !== undefined) facts.push(say("web.bag", { n: t.bag }));
    const race = t?.race;
    if (race?.rounds) facts.push(say("web.round", { n: race.round ?? 1, of: race.rounds }));
    this.facts.textContent = facts.join(" · ");
    this.race.replaceChildren(
      ...(race?.teams ?? []).map((team) => {
        const li = el("li", `${team.you ? "you" : ""}${team.done ? " done" : ""}`);
        const who = team.members.join(", ") || team.name;
        li.textContent =
          say("web.team_line", { who: `${who}${team.you ? say("web.you_tag") : ""}`, placed: team.placed, held: team.held }) +
          (team.dumps ? say("web.team_dumps", { n: team.dumps }) : "") +
          say("web.team_points", { n: team.points }) +
          (team.done ? say("web.team_done") : "");
        return li;
      }),
    );
    this.race.hidden = !race?.teams?.length;
  }

  private tick(): void {
    const d = this.app.deadline;
    this.clock.textContent = d ? say("web.left", { time: timeLeft(d, Date.now()) }) : "";
  }

  setLink(state: string): void {
    this.linkState.textContent = state === "open" ? "" : early(state === "lost" ? "reconnecting" : state === "closed" ? "disconnected" : "connecting");
    this.linkState.querySelector("button")?.remove();
    if (state === "closed") {
      // the bot said no for good (a bad sign-in, no game here): a fresh start may find one
      this.linkState.append(" ", button(early("try_again"), "again", () => location.reload()));
    }
  }

  render(): void {
    const app = this.app;
    const t = app.table;
    document.body.dataset.variant = t?.variant ?? "";
    this.tick();
    this.players.replaceChildren(
      ...(t?.players ?? []).map((p) => {
        const li = el("li", `${p.turn ? "turn" : ""}${p.you ? " you" : ""}`);
        const name = p.name || say(p.you ? "web.you" : "web.a_player");
        const who = `${p.turn ? "▶ " : ""}${name}${p.computer ? say("web.computer_tag") : ""}${p.you && p.name ? say("web.you_tag") : ""}`;
        li.append(el("span", "name", who));
        if (p.score !== undefined) li.append(el("span", "score", String(p.score)));
        if (p.status && p.status !== "playing") {
          const word = say(`web.status_${p.status}`);
          li.append(el("span", "status", word.startsWith("status_") ? p.status : word));
        }
        return li;
      }),
    );
    this.players.hidden = !!t?.race?.teams?.length && t.variant === "team";
    this.renderFacts();
    this.report.textContent = t?.report ?? "";
    this.renderNote();
    this.renderRack();
    this.renderControls();
    this.renderSpot();
    this.final.replaceChildren();
    if (t?.final) {
      this.final.append(el("h2", "", t.final.winner ? say("web.wins", { name: t.final.winner }) : say("end.title")));
      for (const line of t.final.lines ?? []) this.final.append(el("p", "", line));
    }
    this.boardSlot.hidden = !t?.board;
  }

  private renderNote(): void {
    const app = this.app;
    const turn = app.turn;
    let text = app.message?.text ?? "";
    let error = !!app.message?.error;
    if (!text && app.table?.variant === "main" && turn.pending.length) {
      const reason = turn.refusal();
      if (reason) [text, error] = [reason, true];
      else if (turn.preview?.ok && turn.preview.score !== undefined)
        text = say(turn.preview.bonus ? "web.scores_bonus" : "web.scores", { n: turn.preview.score });
      else if (turn.preview?.ok) text = say("web.legal_so_far");
      else text = say("web.checking");
    }
    if (!text && app.table?.status === "lobby") text = say("web.lobby");
    if (!text && app.table?.variant === "main" && app.table.status === "running" && !app.can("play") && app.table.rack) {
      const on = app.table.players.find((p) => p.turn);
      text = on ? say("web.to_play", { name: on.name }) : "";
    }
    if (app.held && !error && (app.table?.variant !== "main" || app.can("play"))) {
      const lit = app.targets(app.held.tile).length;
      const waiting = app.table?.variant === "main" && turn.pending.length > 0 && !turn.preview;
      const held = waiting
        ? say("web.holding", { tile: app.held.tile })
        : lit
          ? say("web.holding_lit", { tile: app.held.tile })
          : say(turn.pending.length ? "web.fits_nowhere_turn" : "web.fits_nowhere", { tile: app.held.tile });
      text = text ? `${text} ${held}` : held;
    }
    this.note.textContent = text;
    this.note.classList.toggle("error", error);
  }

  private renderRack(): void {
    const app = this.app;
    const t = app.table;
    const free = new Set(app.turn.freeSlots(t));
    this.rack.setAttribute("aria-label", say(t?.variant === "main" ? "rack.title" : "web.hand"));
    const heldSlot = app.held?.from === "rack" ? app.held.slot : -1;
    if (unchanged(this.rack, rackKey(app))) {
      // the held tile is marked in place: the rack is never rebuilt under a finger for it
      for (const b of this.rack.querySelectorAll<HTMLElement>(".tile")) b.setAttribute("aria-pressed", String(b.dataset.slot === String(heldSlot)));
      return;
    }
    const focused = (document.activeElement as HTMLElement | null)?.closest?.(".rack") ? (document.activeElement as HTMLElement).dataset.slot : undefined;
    const kids: HTMLElement[] = [];
    (t?.rack ?? []).forEach((tile, slot) => {
      if (t?.variant === "main" && !free.has(slot)) return;
      const face = faceOfSlot(t, slot, app.flipped);
      const bg = app.palette[colourOf(face)] ?? "#888";
      const wrap = el("div", "slot");
      const b = button("", "tile", () => app.pickSlot(slot, false));
      drawTile(b, face);
      b.addEventListener("click", (e) => {
        if (e.detail === 0) {
          e.stopImmediatePropagation();
          app.pickSlot(slot, true); // keyboard: go on to the board
        }
      }, { capture: true });
      b.dataset.slot = String(slot);
      b.dataset.tile = face;
      b.style.setProperty("--tile", bg);
      b.style.setProperty("--ink", inkFor(bg));
      b.setAttribute("aria-pressed", String(slot === heldSlot));
      b.setAttribute("aria-label", tileLabel(face));
      b.addEventListener("pointerdown", (e) => app.pressSlot(e, slot));
      wrap.append(b);
      if (isFlippable(tile)) {
        const f = button("6⇄9", "flip", () => app.flipSlot(slot));
        f.setAttribute("aria-label", say("web.flip", { tile: face, face: flip(face).slice(1) }));
        wrap.append(f);
      }
      kids.push(wrap);
    });
    if (!kids.length && t?.rack) kids.push(el("span", "empty", say(t.variant === "main" ? "web.rack_empty_main" : "web.rack_empty")));
    this.rack.replaceChildren(...kids);
    this.rack.hidden = !t?.rack || t.status === "finished";
    if (focused !== undefined) this.rack.querySelector<HTMLElement>(`.tile[data-slot="${focused}"]`)?.focus();
  }

  private renderControls(): void {
    const app = this.app;
    const t = app.table;
    const armed = this.resignArmed;
    const key = [t?.variant, t?.status, t?.can, app.canConfirm(), app.turn.pending.length > 0, app.held?.from, app.spotPick.length, t?.stage, armed];
    if (unchanged(this.controls, key)) return;
    const c: HTMLElement[] = [];
    if (t?.status === "finished" || t?.status === "lobby") {
      // the game is over, or not begun: no turn to confirm or take back (only what can be pressed)
    } else if (t?.variant === "main") {
      c.push(button(say("button.confirm"), "primary", () => app.confirm(), app.canConfirm()));
      c.push(button(say("web.take_all"), "", () => app.takeAll(), app.turn.pending.length > 0));
      if (app.can("pass")) c.push(button(say("button.pass"), "", () => app.simple("pass")));
    } else if (app.grid) {
      if (app.held?.from === "board") c.push(button(say("web.take_back"), "", () => app.takeHeldBack()));
      if (app.can("submit")) c.push(button(say(t?.variant === "solo" ? "web.end_stage" : "speed.button.submit"), "primary", () => app.simple("submit")));
      if (app.can("dump")) c.push(button(say("web.dump"), "", () => app.dump(), app.held?.from === "rack"));
      if (app.can("giveup")) c.push(button(say("button.solo_give_up"), "danger", () => app.simple("giveup")));
      if (t?.stage) c.push(el("span", "stage", say("solo.picture.stage", { stage: t.stage.number }) + (t.stage.score !== undefined ? say("web.stage_score", { n: t.stage.score }) : "")));
    } else if (t?.variant === "spot") {
      c.push(button(say("web.claim", { n: app.spotPick.length }), "primary", () => app.claim(), app.spotPick.length === 4 && app.can("claim")));
    }
    if (app.can("resign")) {
      c.push(
        button(say(this.resignArmed ? "web.resign_sure" : "web.resign"), "danger", () => {
          if (this.resignArmed) app.simple("resign");
          this.resignArmed = !this.resignArmed;
          this.render();
        }),
      );
    }
    this.controls.replaceChildren(...c);
  }

  private renderSpot(): void {
    const app = this.app;
    const s = app.table?.spot;
    this.spot.hidden = !s;
    if (!s) return;
    const how = s.locked
      ? say("web.spot_locked")
      : say(s.distinct ? "web.spot_how_distinct" : "web.spot_how");
    if (unchanged(this.spot, [s, app.spotPick, app.palette])) return;
    const head = el("p", s.locked ? "locked" : "", `${s.rounds ? say("web.spot_round", { n: s.round ?? 1, of: s.rounds }) : ""}${how}`);
    const row = el("div", "shown");
    for (const { letter, tile } of s.shown) {
      const bg = app.palette[colourOf(tile)] ?? "#888";
      const on = app.spotPick.includes(letter);
      const b = button("", "tile spot-tile", () => {
        app.spotPick = togglePick(app.spotPick, letter);
        app.render(false);
      });
      b.append(colourMark(tile), el("span", "letter", letter), el("span", "face", tile.slice(1)));
      b.style.setProperty("--tile", bg);
      b.style.setProperty("--ink", inkFor(bg));
      b.setAttribute("aria-pressed", String(on));
      b.setAttribute("aria-label", `${letter}: ${tileLabel(tile)}`);
      b.disabled = !!s.locked;
      row.append(b);
    }
    this.spot.replaceChildren(head, row);
  }
}
