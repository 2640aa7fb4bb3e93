import { describe, expect, it } from "vitest";
import { Catalogue, said, say, useCatalogue } from "../src/catalogue";
import { MainTurn } from "../src/turn";
import type { Table } from "../src/protocol";
import { tileLabel } from "../src/tiles";
import { SOURCES, speak } from "./speak";
const catalogues = Object.fromEntries(["en", "es", "fr"].map((l) => [l, new Catalogue(l, SOURCES[l])]));

describe("the board's words come from the bot's Fluent catalogue", () => {
  it("says nothing before the bot's catalogue came (the board is drawn again once it comes)", () => {
    expect(say("web.checking")).toBe("");
  });

  it("reads every language's catalogue without an error", () => {
    for (const c of Object.values(catalogues)) expect(c.errors).toEqual([]);
  });

  it("formats every one of the board's own messages in every language, for one and for many", () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      let seen = 0;
      // each `web-…` message and the names of the parameters it uses
      for (const [, id, body] of SOURCES[language].matchAll(/^web-(\w+) =(.*(?:\n[ \t]+.*)*)/gm)) {
        seen += 1;
        const params = Object.fromEntries([...body.matchAll(/\$(\w+)/g)].map(([, name]) => [name, 1]));
        for (const n of [1, 2]) {
          for (const name of Object.keys(params)) params[name] = n;
          const out = catalogue.say(`web.${id}`, params);
          expect(out, `${language} web.${id}`).not.toMatch(/[{}$]|^web\./);
          expect(out.trim(), `${language} web.${id}`).not.toBe("");
        }
      }
      expect(seen, language).toBeGreaterThan(60);
    }
  });

  it("says one and many by the language's plural rules", () => {
    const { en, es, fr } = catalogues;
    expect(en.say("web.picked_open", { tile: "R5", n: 1 })).toBe("R5 picked: 1 cell open. Choose a cell.");
    expect(en.say("web.picked_open", { tile: "R5", n: 2 })).toBe("R5 picked: 2 cells open. Choose a cell.");
    expect(es.say("web.picked_open", { tile: "R5", n: 1 })).toBe("R5 elegida: 1 casilla posible. Elige una casilla.");
    expect(es.say("web.picked_open", { tile: "R5", n: 3 })).toBe("R5 elegida: 3 casillas posibles. Elige una casilla.");
    expect(fr.say("web.picked_open", { tile: "R5", n: 1 })).toBe("R5 choisie : 1 case possible. Choisissez une case.");
    expect(fr.say("web.picked_open", { tile: "R5", n: 2 })).toBe("R5 choisie : 2 cases possibles. Choisissez une case.");
    expect(es.say("web.team_line", { who: "Ana", placed: 1, held: 4 })).toBe("Ana: 1 colocada, 4 en la mano");
    expect(fr.say("web.team_dumps", { n: 2 })).toBe(", 2 rendues");
  });

  it("says the chat's sentence by the chat's id, numbers as given (no grouping) and no isolation marks", () => {
    expect(catalogues.fr.say("reason.occupied", { cell: "Z26", tile: "R5" })).toBe(
      "Z26 contient déjà la tuile R5 ; choisissez une case vide.",
    );
    expect(catalogues.es.say("game.not_your_turn", { player: "bob" })).toBe("Es el turno de bob, no el tuyo.");
    expect(catalogues.en.say("web.bag", { n: 12345 })).toBe("Bag 12345");
    expect(catalogues.en.say("web.you_tag")).toBe(" (you)");
  });

  it("says the turn's own refusals as the chat says them, in the player's language", () => {
    const turn = new MainTurn();
    const table: Table = {
      t: "table", variant: "main", game: 1, version: 1, revision: 1, status: "running", channel: "1", players: [],
      palette: {}, you: { id: "1", seat: 0, playing: true },
      board: { rows: ["1"], cols: ["A", "B"], tiles: [{ cell: "A1", tile: "R1", last: false }] }, rack: ["G2"], can: ["play"],
    };
    const refusal = turn.place(table, 0, "G2", "A1");
    speak("es");
    expect(refusal && said(refusal)).toBe("A1 ya tiene la ficha R1; elige una casilla vacía.");
    speak("fr");
    expect(refusal && said(refusal)).toBe("A1 contient déjà la tuile R1 ; choisissez une case vide.");
  });

  it("names a tile's colour for a screen reader in the player's language", () => {
    speak("fr");
    expect(tileLabel("B9")).toBe("B9 bleu 9");
    speak("es");
    expect(tileLabel("R5")).toBe("R5 rojo 5");
  });

  it("shows a missing id as itself, and nothing before the bot's catalogue came", () => {
    useCatalogue("en", "");
    expect(say("web.claim", { n: 1 })).toBe("web.claim");
    useCatalogue("es", "web-claim = Reclamar ({ $n }/4)\n");
    expect(say("web.claim", { n: 3 })).toBe("Reclamar (3/4)");
    expect(say("web.nowhere")).toBe("web.nowhere");
  });
});
