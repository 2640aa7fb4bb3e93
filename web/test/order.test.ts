import { describe, expect, it } from "vitest";
import { TableOrder, comesBefore, type Table } from "../src/protocol";

/** A table as far as its order goes: its game, status, revision and (the actions') version. */
function table(game: number, status: Table["status"], revision: number, version = revision): Table {
  const you = { id: "1", seat: null, playing: false };
  return { t: "table", variant: "speed", game, status, revision, version, channel: "1", palette: {}, you, can: [], players: [] };
}

describe("a game's tables in order (applyTable shows none older than the one shown)", () => {
  it("puts an older revision of the same game before a newer one", () => {
    expect(comesBefore(table(3, "running", 4), table(3, "running", 5))).toBe(true);
    expect(comesBefore(table(3, "running", 5), table(3, "running", 4))).toBe(false);
    expect(comesBefore(table(3, "running", 5), table(3, "running", 5))).toBe(false);
  });
  it("orders by status first: a lobby, then running, then finished (a game may end with no move)", () => {
    expect(comesBefore(table(3, "lobby", 0), table(3, "running", 0))).toBe(true);
    expect(comesBefore(table(3, "running", 7), table(3, "finished", 7))).toBe(true);
    expect(comesBefore(table(3, "finished", 7), table(3, "running", 7))).toBe(false);
  });
  it("goes by the revision, not the version a new Speed round starts again from 0", () => {
    const roundOneEnd = table(3, "running", 9, 12);
    const roundTwo = table(3, "running", 10, 0);
    expect(comesBefore(roundTwo, roundOneEnd)).toBe(false);
    expect(comesBefore(roundOneEnd, roundTwo)).toBe(true);
  });
  it("never holds back another game's table", () => {
    expect(comesBefore(table(4, "running", 1), table(3, "running", 9))).toBe(false);
  });
});

describe("the tables applyTable shows", () => {
  it("shows no table older than the newest of its game, whatever came in between", () => {
    const order = new TableOrder();
    expect(order.admit(table(3, "running", 4))).toBe(true);
    expect(order.admit(table(3, "running", 5))).toBe(true);
    expect(order.admit(table(3, "running", 4))).toBe(false); // the direct table read before the push
    expect(order.admit(table(3, "running", 5))).toBe(true); // the same again (a stale refusal's)
    expect(order.admit(table(8, "lobby", 0))).toBe(true); // another game
    expect(order.admit(table(3, "finished", 5))).toBe(true); // back to the first (it changed)
    expect(order.admit(table(3, "running", 5))).toBe(false);
  });
  it("forgets the order once the game is gone (a new game may come with its id)", () => {
    const order = new TableOrder();
    expect(order.admit(table(3, "finished", 9))).toBe(true);
    order.forget();
    expect(order.admit(table(3, "running", 0))).toBe(true);
  });
});
