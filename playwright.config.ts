import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./tests/support/chromium-flags";

const port = Number(process.env.E2E_PORT || 3107);
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.`,
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.CI_JSON_REPORT }]]
    : [["list"]],
  use: {
    // Auth.js derives its origin from the Host header: always "localhost".
    baseURL: `http://localhost:${port}`,
    // A trace of every test is recorded and kept only when it fails. `npm test` turns recording
    // off (E2E_TRACE=off, scripts/test.ts): on two cores recording took about a fifth of the
    // browser tests' time (69 tests: 246 s recorded, 197 s not), and a failure still prints its
    // error and page snapshot; run the spec alone to get its trace.
    trace: process.env.E2E_TRACE === "off" ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, grepInvert: /@exclusive/ },
    // Tests that change site-wide state (pausing orders, maintenance mode, payment methods) run
    // after all the others, one at a time: two of them at once would change each other's shop.
    { name: "exclusive", use: { ...devices["Desktop Chrome"] }, grep: /@exclusive/, dependencies: ["chromium"], workers: 1 },
  ],
  webServer: {
    command: "./node_modules/.bin/tsx scripts/e2e-server.ts",
    url: `http://localhost:${port}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
