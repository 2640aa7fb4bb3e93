import { describe, expect, it } from "vitest";
import { Catalogue, say, useCatalogue } from "../src/catalogue";
// the bot's catalogue files the board's messages come from (bot/words/board_catalogue.py picks them)
import enChat from "../../bot/locales/en/sumoku.ftl?raw";
import enWeb from "../../bot/locales/en/web.ftl?raw";
import esChat from "../../bot/locales/es/sumoku.ftl?raw";
import esWeb from "../../bot/locales/es/web.ftl?raw";
import frChat from "../../bot/locales/fr/sumoku.ftl?raw";
import frWeb from "../../bot/locales/fr/web.ftl?raw";

const sources: Record<string, string> = { en: enChat + enWeb, es: esChat + esWeb, fr: frChat + frWeb };

const catalogues = Object.fromEntries(["en", "es", "fr"].map((l) => [l, new Catalogue(l, sources[l])]));

describe("the board's words come from the bot's Fluent catalogue", () => {
  it("reads every language's catalogue without an error", () => {
    for (const c of Object.values(catalogues)) expect(c.errors).toEqual([]);
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

  it("shows a missing id as itself, and nothing before the bot's catalogue came", () => {
    expect(say("web.confirm")).toBe("");
    useCatalogue("es", "web-confirm = Confirmar\n");
    expect(say("web.confirm")).toBe("Confirmar");
    expect(say("web.nowhere")).toBe("web.nowhere");
  });
});
