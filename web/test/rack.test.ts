import { describe, expect, it } from "vitest";
import type { Held } from "../src/held";
import { MainTurn } from "../src/turn";
import { rackKey } from "../src/view/panel";
import { mainTable } from "./tables";

const table = mainTable();

function app(held: Held | null, turn = new MainTurn(), flipped = new Set<number>()) {
  return { table, turn, flipped, palette: {}, held };
}

const key = (a: ReturnType<typeof app>) => JSON.stringify(rackKey(a));

describe("the rack's rebuild key", () => {
  it("is the same whichever tile is held: a tile picked up never rebuilds the rack under the finger", () => {
    expect(key(app({ from: "rack", slot: 1, tile: "B6" }))).toBe(key(app(null)));
    expect(key(app({ from: "rack", slot: 2, tile: "G3" }))).toBe(key(app({ from: "rack", slot: 1, tile: "B6" })));
  });

  it("changes when a tile leaves the rack for the board, or a 6 is turned over", () => {
    const placed = new MainTurn();
    expect(placed.place(table, 2, "G3", "Z27")).toBeNull();
    expect(key(app(null, placed))).not.toBe(key(app(null)));
    expect(key(app(null, new MainTurn(), new Set([1])))).not.toBe(key(app(null)));
  });
});
