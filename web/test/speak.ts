/** The bot's catalogue for the front end's tests: each language's .ftl files, as the bot reads them. */
import { useCatalogue } from "../src/catalogue";
import enChat from "../../bot/locales/en/sumoku.ftl?raw";
import enWeb from "../../bot/locales/en/web.ftl?raw";
import esChat from "../../bot/locales/es/sumoku.ftl?raw";
import esWeb from "../../bot/locales/es/web.ftl?raw";
import frChat from "../../bot/locales/fr/sumoku.ftl?raw";
import frWeb from "../../bot/locales/fr/web.ftl?raw";

export const SOURCES: Record<string, string> = { en: enChat + enWeb, es: esChat + esWeb, fr: frChat + frWeb };

/** Speak `language` as a board does once its `welcome` came. */
export function speak(language: string): void {
  useCatalogue(language, SOURCES[language]);
}
