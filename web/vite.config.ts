import { defineConfig } from "vitest/config";

// base "./": every URL in the built page is relative, so Discord's /.proxy/ prefix keeps working.
export default defineConfig({
  base: "./",
  build: { outDir: "dist", target: "es2020", sourcemap: false },
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:8765", ws: true } },
  },
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});
