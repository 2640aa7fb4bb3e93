import { describe, expect, it } from "vitest";
import { MainTurn } from "../src/turn";
import { mainTable } from "./tables";

const table = mainTable;

describe("MainTurn: placing and taking back", () => {
  it("places a rack tile on an empty cell and builds the frame's tiles in order", () => {
    const turn = new MainTurn();
    const t = table();
    expect(turn.place(t, 2, "G3", "Z27")).toBeNull();
    expect(turn.place(t, 1, "B9", "Y26")).toBeNull();
    expect(turn.tiles()).toEqual([["G3", "Z27"], ["B9", "Y26"]]);
    expect(turn.freeSlots(t)).toEqual([0, 3]);
  });

  it("refuses a cell already on the table, a pending cell, a used slot and a tile not in the rack", () => {
    const turn = new MainTurn();
    const t = table();
    // the chat's refusals of the same turn, by id (bot/engine/turns.py): the view words them
    expect(turn.place(t, 0, "R5", "Z26")).toEqual({ id: "reason.occupied", params: { cell: "Z26", tile: "R5" } });
    expect(turn.place(t, 0, "R5", "Z25")).toBeNull();
    expect(turn.place(t, 3, "R5", "Z25")).toEqual({
      id: "reason.occupied.twice",
      params: { tile: "R5", other: "R5", cell: "Z25" },
    });
    expect(turn.place(t, 0, "R5", "AA26")).toEqual({ id: "reason.not_in_rack.another", params: { tile: "R5" } });
    expect(turn.place(t, 2, "P7", "AA26")).toEqual({ id: "reason.not_in_rack", params: { tile: "P7" } });
    expect(turn.place(t, 9, "R5", "AA26")).toEqual({ id: "reason.not_in_rack", params: { tile: "R5" } });
    expect(turn.place(t, 1, "B9", "AA26")).toBeNull(); // a 6 placed as a 9 is the rack's 6
    expect(turn.place(t, 1, "B9", "Y26")).toEqual({ id: "reason.not_in_rack.another", params: { tile: "B6" } });
    expect(turn.pending).toHaveLength(2);
  });

  it("takes back tile by tile, then all, and the slots return to the rack", () => {
    const turn = new MainTurn();
    const t = table();
    turn.place(t, 0, "R5", "Z25");
    turn.place(t, 2, "G3", "Z27");
    expect(turn.takeBack("Z25")).toBe(true);
    expect(turn.takeBack("Z25")).toBe(false);
    expect(turn.tiles()).toEqual([["G3", "Z27"]]);
    expect(turn.freeSlots(t)).toEqual([0, 1, 3]);
    turn.takeAll();
    expect(turn.pending).toEqual([]);
    expect(turn.freeSlots(t)).toEqual([0, 1, 2, 3]);
  });
});

describe("MainTurn: lit cells and previews", () => {
  it("lights the table's next cells for an empty turn, as the tile's face says (a 6 flipped to 9)", () => {
    const turn = new MainTurn();
    const t = table();
    expect(turn.lit(t, "R5")).toEqual(["Z25", "AA26"]);
    expect(turn.lit(t, "B6")).toEqual([]);
    expect(turn.lit(t, "B9")).toEqual(["Y26"]); // Z26 holds a tile: never lit
  });

  it("lights the preview's next once a tile is pending, and only the awaited answer counts", () => {
    const turn = new MainTurn();
    const t = table();
    turn.place(t, 0, "R5", "Z25");
    turn.awaiting = 5;
    expect(turn.lit(t, "G3")).toEqual([]); // no answer yet
    expect(turn.takePreview({ t: "preview", seq: 4, ok: true, next: { G3: ["Y25"] }, stale: false })).toBe(false);
    expect(turn.takePreview({ t: "preview", seq: 5, ok: true, score: 10, next: { G3: ["Z24", "Z25"] }, stale: false })).toBe(true);
    expect(turn.lit(t, "G3")).toEqual(["Z24"]); // Z25 has the pending tile
    expect(turn.canConfirm(t)).toBe(true);
    expect(turn.refusal()).toBeNull();
  });

  it("a stale preview is no verdict on the tiles: it is not taken (a fresh table follows)", () => {
    const turn = new MainTurn();
    const t = table();
    turn.place(t, 0, "R5", "Z25");
    turn.awaiting = 2;
    expect(turn.takePreview({ t: "preview", seq: 2, ok: false, stale: true, reason: "old", next: {} })).toBe(false);
    expect(turn.refusal()).toBeNull();
    expect(turn.tiles()).toEqual([["R5", "Z25"]]);
  });

  it("an illegal drop stays with its reason and cannot be confirmed until taken back", () => {
    const turn = new MainTurn();
    const t = table();
    turn.place(t, 2, "G3", "AA26");
    turn.awaiting = 1;
    turn.takePreview({ t: "preview", seq: 1, ok: false, reason: "The row R5 G3 sums to 8, not a multiple of 5.", stale: false, next: {} });
    expect(turn.refusal()).toMatch(/sums to 8/);
    expect(turn.canConfirm(t)).toBe(false);
    expect(turn.tiles()).toEqual([["G3", "AA26"]]);
    turn.takeBack("AA26");
    expect(turn.refusal()).toBeNull();
  });

  it("a legal but incomplete turn, or one while playing is closed, cannot be confirmed", () => {
    const turn = new MainTurn();
    const t = table();
    turn.place(t, 0, "R5", "Z25");
    turn.awaiting = 1;
    turn.takePreview({ t: "preview", seq: 1, ok: true, stale: false, next: {} });
    expect(turn.canConfirm(t)).toBe(false);
    turn.preview = { t: "preview", seq: 1, ok: true, score: 10, stale: false, next: {} };
    expect(turn.canConfirm(table({ can: ["resign"] }))).toBe(false);
  });
});

describe("MainTurn: a new table arrives", () => {
  it("keeps pending tiles that still fit, drops one whose cell was taken", () => {
    const turn = new MainTurn();
    const old = table();
    turn.place(old, 0, "R5", "Z25");
    turn.place(old, 2, "G3", "Z27");
    const fresh = table({ version: 8, board: { ...old.board!, tiles: [...old.board!.tiles, { cell: "Z27", tile: "O2", last: false }] } });
    expect(turn.reconcile(old, fresh)).toBe(true);
    expect(turn.tiles()).toEqual([["R5", "Z25"]]);
    expect(turn.preview).toBeNull(); // a new version needs a new preview
  });

  it("drops everything when it is no longer our turn or the game changed", () => {
    const turn = new MainTurn();
    const old = table();
    turn.place(old, 0, "R5", "Z25");
    expect(turn.reconcile(old, table({ version: 8, can: ["resign"] }))).toBe(true);
    expect(turn.pending).toEqual([]);
    turn.place(old, 0, "R5", "Z25");
    expect(turn.reconcile(old, table({ game: 13 }))).toBe(true);
    expect(turn.pending).toEqual([]);
  });

  it("drops a tile whose rack slot now holds another tile (the rack changed under it)", () => {
    const turn = new MainTurn();
    const old = table();
    turn.place(old, 1, "B9", "Y26");
    expect(turn.reconcile(old, table({ version: 8, rack: ["R5", "P1", "G3"] }))).toBe(true);
    expect(turn.pending).toEqual([]);
  });

  it("the same table again keeps the turn and its preview", () => {
    const turn = new MainTurn();
    const old = table();
    turn.place(old, 0, "R5", "Z25");
    turn.preview = { t: "preview", seq: 1, ok: true, score: 10, stale: false, next: {} };
    expect(turn.reconcile(old, table())).toBe(false);
    expect(turn.preview?.score).toBe(10);
  });
});
