/** A main game's table for the front end's tests: a 4 × 3 window with Z26 on it, a rack with two R5s, and
 * where each rack tile may go next (as the bot's `next` says). `over` replaces any of its fields. */
import type { Table } from "../src/protocol";

export function mainTable(over: Partial<Table> = {}): Table {
  return {
    t: "table",
    variant: "main",
    game: 12,
    version: 7,
    status: "running",
    revision: 7,
    channel: "42",
    palette: {},
    you: { id: "1", seat: 0, playing: true },
    players: [],
    board: { rows: ["24", "25", "26", "27"], cols: ["Y", "Z", "AA"], tiles: [{ cell: "Z26", tile: "R5", last: true }] },
    rack: ["R5", "B6", "G3", "R5"],
    next: { R5: ["Z25", "AA26"], B6: [], B9: ["Y26", "Z26"], G3: ["Z27"] },
    can: ["play", "pass", "resign"],
    ...over,
  };
}
