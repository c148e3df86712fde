/**
 * The closing lines of `npm test` (scripts/test.ts): per stage its checks passed and failed and
 * its wall time, then the wall time of all stages, then the total "N passed, N failed", which
 * CI reads and which therefore stays the very last line.
 */
export interface StageResult {
  name: string;
  passed: number;
  failed: number;
  /** Wall time of the stage, in milliseconds. */
  ms: number;
  /** The failed tests by name, each with the first line of why (listed above the summary). */
  failures?: string[];
}

/** 83_456 ms -> "1:23.5" (minutes:seconds). */
export function wallTime(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths % 600) / 10;
  return `${minutes}:${seconds.toFixed(1).padStart(4, "0")}`;
}

/** At most this many failures are named per stage; the rest are counted. */
export const MAX_NAMED_FAILURES = 20;

/** One line per failed test, by stage, so a log's tail says which tests failed and why. */
function failureLines(results: StageResult[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    const named = r.failures ?? [];
    if (!named.length) continue;
    for (const f of named.slice(0, MAX_NAMED_FAILURES)) lines.push(`${r.name}: ${oneLine(f)}`);
    if (named.length > MAX_NAMED_FAILURES) lines.push(`${r.name}: and ${named.length - MAX_NAMED_FAILURES} more`);
  }
  return lines.length ? ["=== failed tests ===", ...lines, ""] : [];
}

/** A failure's text on one line, colour codes removed, cut at 300 characters. */
export function oneLine(text: string): string {
  const plain = text.slice(0, 4_000).replace(/\u001b\[[0-9;]*m/g, "").replace(/\s+/g, " ").trim();
  return plain.length > 300 ? `${plain.slice(0, 299)}…` : plain;
}

export function summaryLines(results: StageResult[], totalMs: number): string[] {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const row = (name: string, counts: string, ms: number) => `${name.padEnd(28)} ${counts.padEnd(22)} ${wallTime(ms).padStart(8)}`;
  return [
    ...failureLines(results),
    "=== summary: checks and wall time (min:s) per stage ===",
    ...results.map((r) => row(r.name, `${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed`, r.ms)),
    row("all stages", "", totalMs),
    `${passed} passed, ${failed} failed`,
  ];
}

/** A failure message without its stack trace's "at ..." lines. */
export function withoutStack(message: string): string {
  return message
    .slice(0, 8_000)
    .split("\n")
    .filter((line) => !/^\s*at /.test(line))
    .join("\n");
}

interface VitestReport {
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; status?: string; failureMessages?: string[] }[];
  }[];
}

/** The failed tests of a vitest JSON report: "file › test: why", and files that failed to run. */
export function vitestFailures(report: VitestReport, root = ""): string[] {
  const out: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = (file.name ?? "?").startsWith(root + "/") ? (file.name ?? "").slice(root.length + 1) : (file.name ?? "?");
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed) out.push(`${name} › ${a.fullName ?? "?"}: ${oneLine(withoutStack(a.failureMessages?.[0] ?? ""))}`);
    if (!failed.length && file.status === "failed") out.push(`${name}: ${oneLine(file.message ?? "the file failed to run")}`);
  }
  return out;
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: {
    title?: string;
    line?: number;
    tests?: { projectName?: string; status?: string; results?: { status?: string; error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/**
 * The tests of a Playwright JSON report that failed, then those skipped (a failure in a project
 * others depend on skips all of theirs): "[project] file:line › titles: why".
 */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] }): string[] {
  const out: string[] = [];
  const skipped: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[], file: string) => {
    const here = suite.file && !file ? suite.file : file;
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected" && t.status !== "skipped") continue;
        const last = t.results?.at(-1);
        const why = t.status === "skipped" ? "skipped" : oneLine(last?.error?.message ?? last?.status ?? "failed");
        (t.status === "skipped" ? skipped : out).push(`[${t.projectName ?? "?"}] ${here}:${spec.line ?? "?"} › ${[...path, spec.title ?? "?"].join(" › ")}: ${why}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path, here);
  };
  for (const s of report.suites ?? []) walk(s, [], "");
  return [...out, ...skipped];
}
