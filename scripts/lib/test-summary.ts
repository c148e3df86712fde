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
}

/** 83_456 ms -> "1:23.5" (minutes:seconds). */
export function wallTime(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths % 600) / 10;
  return `${minutes}:${seconds.toFixed(1).padStart(4, "0")}`;
}

export function summaryLines(results: StageResult[], totalMs: number): string[] {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const row = (name: string, counts: string, ms: number) => `${name.padEnd(28)} ${counts.padEnd(22)} ${wallTime(ms).padStart(8)}`;
  return [
    "=== summary: checks and wall time (min:s) per stage ===",
    ...results.map((r) => row(r.name, `${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed`, r.ms)),
    row("all stages", "", totalMs),
    `${passed} passed, ${failed} failed`,
  ];
}
