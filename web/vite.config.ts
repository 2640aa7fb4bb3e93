import { defineConfig } from "vitest/config";

// The running board to proxy /api to under `npm run dev` (the sandbox's or a bot's board port).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const board = env.SUMOKU_BOARD_URL ?? "http://127.0.0.1:8765";

// base "./": every URL in the built page is relative, so Discord's /.proxy/ prefix keeps working.
export default defineConfig({
  base: "./",
  build: { outDir: "dist", target: "es2020", sourcemap: false },
  // the bot's Fluent catalogue and the wire's schema may be read too (the tests read the .ftl files the
  // board's words come from, and hold protocol.ts to the schema)
  server: { proxy: { "/api": { target: board, ws: true } }, fs: { allow: [".", "../bot/locales", "../bot/present"] } },
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});
