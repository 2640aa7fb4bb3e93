/**
 * The only words the board holds itself: those it shows before the bot's catalogue can come (while it
 * connects, when the connection is lost or refused, when it cannot sign in at all), in the language the
 * bot said (`welcome.locale`) once known, else the browser's. Every other sentence is the catalogue's.
 */

type EarlyWord = "connecting" | "reconnecting" | "disconnected" | "try_again" | "local_link" | "no_channel";

const WORDS: Record<string, Record<EarlyWord, string>> = {
  en: {
    connecting: "Connecting…",
    reconnecting: "Reconnecting…",
    disconnected: "Disconnected",
    try_again: "Try again",
    local_link: "Local mode: open this page at ?channel=<id>&code=<code>.",
    no_channel: "Discord did not say which channel this Activity is in.",
  },
  es: {
    connecting: "Conectando…",
    reconnecting: "Reconectando…",
    disconnected: "Desconectado",
    try_again: "Reintentar",
    local_link: "Modo local: abre esta página con ?channel=<id>&code=<código>.",
    no_channel: "Discord no dijo en qué canal está esta actividad.",
  },
  fr: {
    connecting: "Connexion…",
    reconnecting: "Reconnexion…",
    disconnected: "Déconnecté",
    try_again: "Réessayer",
    local_link: "Mode local : ouvrez cette page avec ?channel=<id>&code=<code>.",
    no_channel: "Discord n'a pas dit dans quel salon est cette activité.",
  },
};

let language = "en";

/** Speak `locale` ("es", "fr-FR", …) where the board has it, English else; returns the code used. */
export function setEarlyLanguage(locale: string | undefined): string {
  const code = (locale ?? "").slice(0, 2).toLowerCase();
  language = code in WORDS ? code : "en";
  return language;
}

export function early(word: EarlyWord): string {
  return WORDS[language][word];
}
