/**
 * The board's sentences, from the bot's Fluent catalogue (bot/locales): `welcome` brings the Fluent
 * source of the messages the board says, in the player's language (web/PROTOCOL.md), and @fluent/bundle
 * formats them, plurals by the language's CLDR rules as the chat's are. Ids are the chat's: `web.*` for
 * the board's own words, the chat's own ids (`reason.occupied`, …) where the board says what the chat says.
 */
import { FluentBundle, FluentNumber, FluentResource, type FluentVariable } from "@fluent/bundle";

export type Params = Record<string, string | number>;

/** A sentence not yet worded: its catalogue id and parameters (as the engine's refusals are codes). */
export interface Sentence {
  id: string;
  params?: Params;
}

/** One language's board messages. */
export class Catalogue {
  private readonly bundle: FluentBundle;
  /** Messages the source could not be read for (a broken catalogue is the bot's bug: said, not thrown). */
  readonly errors: string[];

  constructor(readonly locale: string, source: string) {
    this.bundle = new FluentBundle(locale, { useIsolating: false });
    this.errors = this.bundle.addResource(new FluentResource(source)).map((e) => e.message);
  }

  has(id: string): boolean {
    return this.bundle.hasMessage(fluentId(id));
  }

  /** The message `id` with `params`; the id itself for one the catalogue lacks (so a gap shows). */
  say(id: string, params: Params = {}): string {
    const message = this.bundle.getMessage(fluentId(id));
    if (!message?.value) return id;
    const args: Record<string, FluentVariable> = {};
    // counts stay numbers (plural selectors) but print as given, without grouping, as the chat's do
    for (const [name, value] of Object.entries(params))
      args[name] = typeof value === "number" ? new FluentNumber(value, { useGrouping: false }) : value;
    return this.bundle.formatPattern(message.value, args, []);
  }
}

/** `web.picked_open` → `web-picked_open` (Fluent ids allow no dots), as bot/words/messages.py. */
export function fluentId(id: string): string {
  return id.replace(/\./g, "-");
}

let current: Catalogue | null = null;

/** Speak the catalogue `welcome` brought; returns the language code it is in. */
export function useCatalogue(locale: string, source: string): string {
  current = new Catalogue(locale, source);
  return locale;
}

/** The sentence `id` in the player's language; empty until the bot's catalogue came (then redrawn). */
export function say(id: string, params: Params = {}): string {
  return current ? current.say(id, params) : "";
}

/** A sentence in the player's language. */
export function said(sentence: Sentence): string {
  return say(sentence.id, sentence.params);
}
