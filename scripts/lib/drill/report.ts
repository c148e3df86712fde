/**
 * The drill's bookkeeping: each scenario says what it tried, the figures it saw, and what was
 * lost (anything listed there fails the drill). Pure functions, tested in tests/unit.
 */

export interface ScenarioReport {
  title: string;
  tried: string[];
  figures: string[];
  /** Anything here is a loss: a missing or duplicated order or email, a 5xx, a hang, a stored bad input. */
  lost: string[];
  /** Harmless residue worth knowing about (e.g. a file left by a killed process), not a loss. */
  leftovers?: string[];
  seconds: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/** How often each label occurs, most frequent first (ties in first-seen order). */
export function tally(labels: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** `3 x "message"; 1 x "other"`, long labels cut. */
export function formatTally(labels: readonly string[], width = 110): string {
  return tally(labels)
    .map(([label, n]) => `${n} x ${label.length > width ? `${label.slice(0, width - 1)}…` : label}`)
    .join("; ");
}

export function ms(value: number): string {
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

export function latencies(values: readonly number[]): string {
  if (values.length === 0) return "no requests";
  return `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))}`;
}

/** Differences between two row-count snapshots, as `table: before -> after`. */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return tables.filter((t) => before[t] !== after[t]).map((t) => `${t}: ${before[t] ?? 0} -> ${after[t] ?? 0}`);
}

export function formatReport(reports: readonly ScenarioReport[], header: string[]): string {
  const out: string[] = [...header, ""];
  reports.forEach((report, i) => {
    out.push(`${i + 1}. ${report.title} (${report.seconds.toFixed(1)} s)`);
    for (const line of report.tried) out.push(`   tried: ${line}`);
    for (const line of report.figures) out.push(`   seen:  ${line}`);
    for (const line of report.leftovers ?? []) out.push(`   left:  ${line}`);
    out.push(report.lost.length === 0 ? "   lost:  nothing" : `   LOST:  ${report.lost.length} problem(s)`);
    for (const line of report.lost.slice(0, 20)) out.push(`          - ${line}`);
    if (report.lost.length > 20) out.push(`          - … and ${report.lost.length - 20} more`);
    out.push("");
  });
  const lost = reports.reduce((n, r) => n + r.lost.length, 0);
  out.push(lost === 0 ? `Lost: nothing (${reports.length} scenarios).` : `Lost: ${lost} problem(s) in ${reports.filter((r) => r.lost.length).length} scenario(s).`);
  return out.join("\n");
}
