/**
 * `npm test`: the whole suite, in order: typecheck and lint (side by side), unit tests,
 * integration tests (real PostgreSQL), production build (without repeating the type check when
 * this run's passed), browser tests (Playwright + Chromium). Every stage runs even
 * when an earlier one fails. At the end, one line per stage with its checks and wall time, the
 * wall time of all stages, and last the total: "N passed, N failed".
 *
 *   npm test                 everything
 *   npm test -- unit e2e     only the named stages (typecheck, lint, unit, integration, build, e2e)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { playwrightFailures, summaryLines, vitestFailures, type StageResult } from "./lib/test-summary";

const root = process.cwd();
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-test-reports-"));

interface Stage {
  name: string;
  run: () => Promise<{ passed: number; failed: number; failures?: string[] }>;
  /** Runs at the same time as the stage before it (each uses about one core), output held. */
  besidePrevious?: boolean;
}

/**
 * Runs a command with this process's output, or, with `held`, keeps its output and prints it
 * whole when it ends (a stage running beside another: their lines are not mixed).
 */
function exec(cmd: string, args: string[], env: Record<string, string> = {}, held?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const forward = (sig: NodeJS.Signals) => child.kill(sig);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("close", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      if (held) process.stdout.write(`\n=== ${held} ===\n${Buffer.concat(output).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** A command counted as a single check; `held` as in exec. */
const single = (cmd: string, args: string[], env?: Record<string, string>, held?: string) => async () => {
  const code = await exec(cmd, args, env, held);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
};

function vitestCounts(file: string, code: number) {
  try {
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    const failed = r.numFailedTests + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0);
    const total = { passed: r.numPassedTests as number, failed, failures: vitestFailures(r, root) };
    if (code !== 0 && total.failed === 0) total.failed = 1; // e.g. a crash outside a test
    return total;
  } catch {
    return { passed: 0, failed: 1, failures: [`no report from vitest (exit code ${code})`] };
  }
}

const vitest = (project: string) => async () => {
  const out = path.join(reports, `${project}.json`);
  const code = await exec(bin("vitest"), [
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ], { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(root, "tests/support/node-polyfills.mjs")}`.trim() });
  return vitestCounts(out, code);
};

function playwrightCounts(file: string, code: number) {
  try {
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    const s = r.stats;
    const total = {
      passed: (s.expected ?? 0) + (s.flaky ?? 0),
      failed: (s.unexpected ?? 0) + (s.skipped ?? 0),
      failures: playwrightFailures(r),
    };
    if (code !== 0 && total.failed === 0) total.failed = 1;
    return total;
  } catch {
    return { passed: 0, failed: 1, failures: [`no report from Playwright (exit code ${code})`] };
  }
}

const e2e = async () => {
  const out = path.join(reports, "e2e.json");
  // No trace recording in the whole suite (playwright.config.ts): set E2E_TRACE=on to keep one per failure.
  const code = await exec(bin("playwright"), ["test"], { CI_JSON_REPORT: out, E2E_TRACE: process.env.E2E_TRACE ?? "off" });
  return playwrightCounts(out, code);
};

/** Set when this run's typecheck stage passed: the build then skips its own check of the same files. */
let typechecked = false;

const stages: Stage[] = [
  // tsc and eslint each keep about one core busy: they run side by side, their output held.
  {
    name: "typecheck",
    run: async () => {
      const result = await single(bin("tsc"), ["--noEmit"], {}, "typecheck")();
      typechecked = result.failed === 0;
      return result;
    },
  },
  { name: "lint", run: single(bin("eslint"), [".", "--max-warnings=0"], {}, "lint"), besidePrevious: true },
  { name: "unit", run: vitest("unit") },
  { name: "integration", run: vitest("integration") },
  // The build needs no database: pages read their data at request time.
  {
    name: "build",
    run: async () => {
      const built = await single(bin("next"), ["build"], {
        DATABASE_URL: "",
        NEXT_TELEMETRY_DISABLED: "1",
        ...(typechecked ? { NEXT_BUILD_TYPECHECKED: "1" } : {}),
      })();
      if (built.failed) return built;
      // As `npm run build`: the shop's server, then the gzip copies nginx serves (gzip_static).
      const server = await single(process.execPath, [path.join(root, "scripts", "build-server.mjs")])();
      if (server.failed) return server;
      return single(process.execPath, [path.join(root, "scripts", "precompress-static.mjs")])();
    },
  },
  { name: "e2e", run: e2e },
];

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  const selected = wanted.length ? stages.filter((s) => wanted.includes(s.name)) : stages;
  const results: StageResult[] = [];
  const started = Date.now();
  for (let i = 0; i < selected.length; i++) {
    const stage = selected[i];
    // A stage and those selected to run beside it start together; each is timed on its own.
    const group = [stage];
    while (selected[i + 1]?.besidePrevious) group.push(selected[++i]);
    if (group.length === 1) console.log(`\n=== ${stage.name} ===`);
    else console.log(`\n=== ${group.map((s) => s.name).join(" and ")}, side by side ===`);
    const timed = await Promise.all(
      group.map(async (s) => {
        const t = Date.now();
        const r = await s.run();
        return { name: s.name, ...r, ms: Date.now() - t };
      }),
    );
    results.push(...timed);
    const r = timed[timed.length - 1];
    if (stage.name === "build" && r.failed) {
      // Without a build the browser tests cannot run: count them as failed, not skipped silently.
      const e2eIdx = selected.findIndex((s) => s.name === "e2e");
      if (e2eIdx >= 0) {
        results.push({ name: "e2e (not run: build failed)", passed: 0, failed: 1, ms: 0 });
        break;
      }
    }
  }
  fs.rmSync(reports, { recursive: true, force: true });
  console.log("");
  for (const line of summaryLines(results, Date.now() - started)) console.log(line);
  process.exit(results.some((r) => r.failed) ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
