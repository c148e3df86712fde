import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Server-only guards are for the Next bundler; tests run server code directly.
      { find: /^server-only$/, replacement: `${root}/tests/support/empty.ts` },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["tests/support/global-db.ts"],
          // next-auth imports "next/server" without an extension, which Node's ESM loader cannot
          // resolve: let Vite load it (admin pages and actions import the auth configuration).
          server: { deps: { inline: ["next-auth"] } },
          setupFiles: ["tests/support/db-per-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // 2 cores: a few files at once, each with its own database.
          maxWorkers: 2,
        },
      },
    ],
  },
});
