/**
 * Lighthouse's mobile preset slows the CPU 4x. That emulates its reference phone only on a host
 * whose Lighthouse benchmark index is about 1,533: on a slower host the same 4x emulates a slower
 * phone (Lighthouse's throttling documentation, "CPU throttling", and its calculator). These are
 * the calculator's calibration points (benchmark index → slowdown that emulates the reference
 * phone); between them the slowdown is interpolated on a straight line, above the last one it
 * grows at the last segment's rate, and it never goes below 1 (no slowdown).
 */
const POINTS: readonly (readonly [index: number, slowdown: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/** The CPU slowdown that makes a host of this benchmark index emulate Lighthouse's reference phone, to 0.1. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  let segment = 0;
  while (segment < POINTS.length - 2 && benchmarkIndex > POINTS[segment + 1][0]) segment++;
  const [i0, s0] = POINTS[segment];
  const [i1, s1] = POINTS[segment + 1];
  const slowdown = s0 + ((benchmarkIndex - i0) * (s1 - s0)) / (i1 - i0);
  return Math.max(1, Math.round(slowdown * 10) / 10);
}

/** The median of some numbers (the middle one, or the mean of the two middle ones). */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) throw new Error("No values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
