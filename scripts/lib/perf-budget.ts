/**
 * The byte budgets of perf-budget.json (repository root): the app's own first-load JavaScript per
 * route, the HTML of each public page (as parsed, and gzip -9), and the Devanagari font files the
 * site ships. Read and validated here, with a message that names the file and the faulty field;
 * used by `npm run bench:bundle` and the browser tests (tests/e2e/page-weight.spec.ts,
 * tests/e2e/first-load-budget.spec.ts). Bytes only: nothing here measures time.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export const PERF_BUDGET_FILE = "perf-budget.json";
/** A budget file larger than this is refused before it is parsed. */
const MAX_FILE_BYTES = 64 * 1024;

/** The only route with a placeholder: a fresh order's payment step (its token is secret). */
export const PAYMENT_STEP_ROUTE = "/checkout/pay/[token]";

const byteCount = z
  .number({ error: "expected a number of bytes" })
  .int({ error: "expected a whole number of bytes" })
  .positive({ error: "expected a number of bytes above 0" });

const route = z
  .string()
  .max(200, { error: "a route is at most 200 characters" })
  .regex(/^\/[^\s]*$/, { error: "a route starts with / and holds no spaces" })
  .refine((r) => !/\[/.test(r) || r === PAYMENT_STEP_ROUTE, {
    error: `the only route with a placeholder is ${PAYMENT_STEP_ROUTE}`,
  });

const note = z.string().max(2000);

const jsRoute = z.strictObject({ label: z.string().max(80).optional(), budgetBytes: byteCount, note: note.optional() });
const htmlRoute = z.strictObject({ rawBytes: byteCount, gzipBytes: byteCount, note: note.optional() });

export const perfBudgetSchema = z.strictObject({
  about: note,
  measured: note,
  firstLoadJs: z.strictObject({
    about: note,
    targetBytes: byteCount,
    headroomBytes: z.number().int().nonnegative(),
    framework: z.strictObject({
      about: note,
      next: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/, { error: "expected the next version, e.g. 16.4.6" }),
      bundler: z.enum(["turbopack", "webpack"]),
      emptyPageGzipBytes: byteCount,
    }),
    routes: z.record(route, jsRoute).refine((r) => Object.keys(r).length > 0, { error: "no route is listed" }),
  }),
  html: z.strictObject({
    about: note,
    routes: z.record(route, htmlRoute).refine((r) => Object.keys(r).length > 0, { error: "no route is listed" }),
  }),
  fonts: z.strictObject({
    devanagari: z.strictObject({ about: note, budgetBytes: byteCount }),
  }),
});

export type PerfBudget = z.infer<typeof perfBudgetSchema>;

/** Where a zod issue sits, written as the JSON path a person would look for. */
function issuePath(segments: readonly PropertyKey[]): string {
  let out = "";
  for (const s of segments) out += typeof s === "number" ? `[${s}]` : /^[A-Za-z_$][\w$]*$/.test(String(s)) ? `${out ? "." : ""}${String(s)}` : `[${JSON.stringify(String(s))}]`;
  return out || "(the whole file)";
}

/** Parses and validates a budget file's text; throws an Error naming the file and each faulty field. */
export function parsePerfBudget(text: string, source = PERF_BUDGET_FILE): PerfBudget {
  if (Buffer.byteLength(text) > MAX_FILE_BYTES) throw new Error(`${source}: larger than ${MAX_FILE_BYTES} bytes, not a budget file`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = perfBudgetSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.flatMap((issue) => {
      // A record's key is checked by a schema of its own: its message is in the nested issues.
      const nested = issue.code === "invalid_key" ? issue.issues : [];
      const messages = nested.length ? nested.map((n) => n.message) : [issue.message];
      return messages.map((message) => `  - ${issuePath(issue.path)}: ${message}`);
    });
    throw new Error(`${source} is not a valid budget file:\n${lines.join("\n")}`);
  }
  const budget = parsed.data;
  // Every public page with an HTML budget has a JavaScript budget too (the payment step has no HTML one: its order is new each time).
  const missing = Object.keys(budget.html.routes).filter((r) => !budget.firstLoadJs.routes[r] && !r.includes("?"));
  if (missing.length) throw new Error(`${source} is not a valid budget file:\n  - firstLoadJs.routes: no budget for ${missing.join(", ")} (listed under html.routes)`);
  return budget;
}

export function readPerfBudget(root = process.cwd()): PerfBudget {
  const file = path.join(root, PERF_BUDGET_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    throw new Error(`${PERF_BUDGET_FILE} not found in ${root}: the byte budgets are read from it`);
  }
  return parsePerfBudget(text, PERF_BUDGET_FILE);
}

/**
 * Why the recorded empty-page figure cannot be subtracted from this build, or null when it can:
 * it holds only for the next version and bundler it was measured with.
 */
export function frameworkMismatch(budget: PerfBudget, installed: { next: string; bundler: "turbopack" | "webpack" }): string | null {
  const f = budget.firstLoadJs.framework;
  if (f.next === installed.next && f.bundler === installed.bundler) return null;
  return (
    `${PERF_BUDGET_FILE} records the empty Next.js page for next ${f.next} with ${f.bundler}, but this build is next ${installed.next} with ${installed.bundler}: ` +
    "re-measure it (npm run bench:lighthouse prints 'empty Next.js page') and update firstLoadJs.framework before comparing own JavaScript to its budgets"
  );
}

/** The installed next version (node_modules/next/package.json). */
export function installedNextVersion(root = process.cwd()): string {
  return (JSON.parse(fs.readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")) as { version: string }).version;
}

/** Which bundler built the page, told by its scripts: Turbopack's runtime chunk is named turbopack-*.js. */
export function bundlerOf(scripts: string[]): "turbopack" | "webpack" {
  return scripts.some((s) => /\/turbopack-[^/]*\.js(\?|$)/.test(s)) ? "turbopack" : "webpack";
}

export interface BudgetLine {
  kind: "first-load JS (own)" | "HTML" | "HTML gzip" | "Devanagari fonts";
  route: string;
  bytes: number;
  budgetBytes: number;
  ok: boolean;
}

export function line(kind: BudgetLine["kind"], route: string, bytes: number, budgetBytes: number): BudgetLine {
  return { kind, route, bytes, budgetBytes, ok: bytes <= budgetBytes };
}

/** "28,712 B (28.0 KB)": bytes as counted, and in KB of 1024 bytes. */
export function formatBytes(bytes: number): string {
  return `${bytes.toLocaleString("en-US")} B (${(bytes / 1024).toFixed(1)} KB)`;
}

/** One line per figure: the figure beside its budget, and the margin or the excess. */
export function formatBudgetLine(l: BudgetLine): string {
  const diff = l.budgetBytes - l.bytes;
  const verdict = l.ok ? `ok, ${diff.toLocaleString("en-US")} B to spare` : `OVER by ${(-diff).toLocaleString("en-US")} B`;
  return `${l.kind.padEnd(20)} ${l.route.padEnd(34)} ${formatBytes(l.bytes).padStart(20)}  budget ${formatBytes(l.budgetBytes).padStart(20)}  ${verdict}`;
}
