/** When to reconnect after the WebSocket closed: backoff with jitter, and never for a fatal close. */

/** Close codes after which retrying cannot help (PROTOCOL.md): bad token, no game in this channel. */
export const FATAL_CODES = new Set([4001, 4004]);

export const BASE_MS = 500;
export const MAX_MS = 15000;

/**
 * The delay before reconnect attempt number `attempt` (0 for the first) after a close with `code`,
 * or null for no reconnect. `random` in [0, 1) spreads clients out (full jitter on the upper half).
 */
export function reconnectDelay(attempt: number, code: number, random: number = Math.random()): number | null {
  if (FATAL_CODES.has(code)) return null;
  const floor = code === 4008 || code === 1013 ? 5000 : 0; // too many frames, or Discord out of reach: back off for real
  const ceiling = Math.min(MAX_MS, BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.max(floor, Math.round(ceiling / 2 + (ceiling / 2) * random));
}
