import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES, say, setLanguage } from "../src/words";
import { tileLabel } from "../src/tiles";
import { MainTurn } from "../src/turn";
import type { Table } from "../src/protocol";

afterEach(() => setLanguage("en"));

describe("the board's words", () => {
  it("has every English sentence in Spanish and French, with the same {placeholders}", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of ["es", "fr"]) {
      expect(Object.keys(LANGUAGES[code]).sort()).toEqual(Object.keys(LANGUAGES.en).sort());
      for (const [key, text] of Object.entries(LANGUAGES.en)) expect(names(LANGUAGES[code][key]), `${code} ${key}`).toEqual(names(text));
    }
  });

  it("speaks the bot's language for this player, English for any other", () => {
    expect(setLanguage("fr-FR")).toBe("fr");
    expect(say("scores", { n: 12 })).toBe("Ce coup rapporte 12.");
    expect(tileLabel("B9")).toBe("B9 bleu 9");
    expect(setLanguage("es")).toBe("es");
    expect(say("confirm")).toBe("Confirmar");
    expect(setLanguage("de")).toBe("en");
    expect(say("claim", { n: 3 })).toBe("Claim (3/4)");
  });

  it("says the turn's own refusals in that language too", () => {
    setLanguage("es");
    const turn = new MainTurn();
    const table: Table = {
      t: "table", variant: "main", game: 1, version: 1, revision: 1, status: "running", channel: "1", players: [],
      palette: {}, you: { id: "1", seat: 0, playing: true },
      board: { rows: ["1"], cols: ["A", "B"], tiles: [{ cell: "A1", tile: "R1", last: false }] }, rack: ["G2"], can: ["play"],
    };
    expect(turn.place(table, 0, "G2", "A1")).toBe("A1 no está vacía.");
  });
});
