import { describe, expect, it } from "vitest";
import { reconnectDelay } from "../src/reconnect";
import { parseFrame } from "../src/protocol";
import { socketUrl } from "../src/connection";
import { faceOfSlot, flipsAfter, gridTargets, localDeadline, timeLeft, togglePick } from "../src/held";
import { flip, inkFor, isFlippable, rackForm, tileLabel } from "../src/tiles";
import { clampScale, zoomAt } from "../src/view/panzoom";
import type { Table } from "../src/protocol";
import { speak } from "./speak";

speak("en");

describe("reconnect decisions", () => {
  it("never reconnects after a bad token or a channel without a game", () => {
    expect(reconnectDelay(0, 4001)).toBeNull();
    expect(reconnectDelay(3, 4004)).toBeNull();
  });
  it("backs off exponentially up to a ceiling, with jitter in the upper half", () => {
    expect(reconnectDelay(0, 1006, 0)).toBe(250);
    expect(reconnectDelay(0, 1006, 0.999)).toBeLessThanOrEqual(500);
    expect(reconnectDelay(3, 1006, 0)).toBe(2000);
    expect(reconnectDelay(20, 1006, 1)).toBe(15000);
  });
  it("waits at least 5 s after being closed for too many frames", () => {
    expect(reconnectDelay(0, 4008, 0)).toBe(5000);
  });
});

describe("frames and URLs", () => {
  it("parses the bot's frames and ignores anything else", () => {
    expect(parseFrame('{"t":"ok","seq":3}')).toEqual({ t: "ok", seq: 3 });
    expect(parseFrame('{"t":"nonsense"}')).toBeNull();
    expect(parseFrame("not json")).toBeNull();
    expect(parseFrame("[1,2]")).toBeNull();
  });
  it("puts the WebSocket beside the page, behind Discord's /.proxy/ prefix when the page is", () => {
    expect(socketUrl("https://123.discordsays.com/.proxy/?x=1")).toBe("wss://123.discordsays.com/.proxy/api/ws");
    expect(socketUrl("http://127.0.0.1:8080/?channel=1&code=a")).toBe("ws://127.0.0.1:8080/api/ws");
  });
});

describe("tiles", () => {
  it("names tiles as the chat does and for screen readers", () => {
    expect(tileLabel("R5")).toBe("R5 red 5");
    expect(tileLabel("B9")).toBe("B9 blue 9");
  });
  it("flips a 6 to a 9 and back, and a 9 lies in the rack as a 6", () => {
    expect(flip("B6")).toBe("B9");
    expect(flip("B9")).toBe("B6");
    expect(flip("R5")).toBe("R5");
    expect(isFlippable("G6")).toBe(true);
    expect(isFlippable("G8")).toBe(false);
    expect(rackForm("P9")).toBe("P6");
  });
  it("picks the text colour with the higher contrast on each tile colour", () => {
    expect(inkFor("#ffc53d")).toBe("#111111"); // yellow
    expect(inkFor("#8e4ec6")).toBe("#ffffff"); // purple
    expect(inkFor("#0090ff")).toBe("#111111"); // blue reads better in black
  });
});

describe("grid variants, Spot and the clock", () => {
  const t = {
    rack: ["B6", "R1"],
    next: { R1: ["A1", "A2"], B6: ["B1"] },
    board: { rows: ["1", "2"], cols: ["A", "B"], tiles: [{ cell: "A2", tile: "G4" }] },
  } as unknown as Table;
  it("lights the cells next lists for a tile, else every cell next lists", () => {
    expect(gridTargets(t, "R1")).toEqual(["A1"]);
    expect(gridTargets(t, "B9").sort()).toEqual(["A1", "B1"]);
  });
  it("lights a grid's {\"*\": cells} for any tile, never an occupied cell", () => {
    const g = { ...t, next: { "*": ["A1", "A2", "B2"] } } as unknown as Table;
    expect(gridTargets(g, "Y4")).toEqual(["A1", "B2"]);
  });
  it("keeps a flipped 6 while the rack stays, forgets it once the rack changed", () => {
    const flipped = new Set([1]);
    expect([...flipsAfter(["R1", "B6"], ["R1", "B6"], flipped)]).toEqual([1]);
    expect([...flipsAfter(["R1", "B6"], ["B6", "G6"], flipped)]).toEqual([]);
  });
  it("shows a flipped slot's face", () => {
    expect(faceOfSlot(t, 0, new Set([0]))).toBe("B9");
    expect(faceOfSlot(t, 0, new Set())).toBe("B6");
  });
  it("picks at most four Spot tiles and unpicks", () => {
    let p: string[] = [];
    for (const l of ["A", "B", "C", "D", "E"]) p = togglePick(p, l);
    expect(p).toEqual(["A", "B", "C", "D"]);
    expect(togglePick(p, "B")).toEqual(["A", "C", "D"]);
  });
  it("counts down to the deadline and stops at zero", () => {
    expect(timeLeft(1_000_000 + 245_000, 1_000_000)).toBe("4:05");
    expect(timeLeft(1_000, 5_000)).toBe("0:00");
  });
  it("counts down from the bot's clock, not this device's", () => {
    // the bot's clock reads January, this device December: still 90 s left from the moment it came
    const device = Date.UTC(2026, 11, 1);
    const clock = { deadline_ms: Date.UTC(2026, 0, 1) + 90_000, now_ms: Date.UTC(2026, 0, 1) };
    expect(timeLeft(localDeadline(clock, device), device + 30_000)).toBe("1:00");
    expect(localDeadline({ deadline_ms: 5_000 }, 1_000)).toBe(5_000); // an older bot: as it says
  });
});

describe("zoom", () => {
  it("keeps the point under the cursor still and clamps the scale", () => {
    const v = zoomAt({ x: 10, y: 20, scale: 1 }, 2, 110, 220);
    expect(v.scale).toBe(2);
    // layer point under (110, 220) before: (100, 200); after: 10 + ... → same screen point
    expect((110 - v.x) / v.scale).toBeCloseTo(100);
    expect((220 - v.y) / v.scale).toBeCloseTo(200);
    expect(clampScale(100)).toBe(2.5);
    expect(clampScale(0.01)).toBe(0.35);
  });
});
