/**
 * A value axis for the back office's charts: a few round steps from 0 to at least the highest
 * value (1, 2, 2.5 or 5 times a power of ten, in rupees for money), and short labels. Pure.
 */

const STEPS = [1, 2, 2.5, 5, 10];

/** Round ticks from 0 up to at least `max`, about `count` intervals (0 alone when max <= 0). */
export function axisTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (STEPS.find((s) => s * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(Number(v.toPrecision(12)));
    if (v >= max) break;
  }
  return ticks;
}

const compact = new Intl.NumberFormat("en-NP", { notation: "compact", maximumFractionDigits: 1 });

/** Ticks of a money axis in paisa, on whole-rupee steps, with labels such as 'NPR 25K'. */
export function moneyAxis(maxPaisa: number, count = 4): { paisa: number; label: string }[] {
  const rupees = axisTicks(Math.ceil(Math.max(0, maxPaisa) / 100), count).map((r) => Math.max(r, 0));
  const whole = rupees.every((r) => Number.isInteger(r)) ? rupees : axisTicks(Math.max(1, Math.ceil(maxPaisa / 100)), count).map(Math.round);
  return [...new Set(whole)].map((r) => ({ paisa: r * 100, label: r === 0 ? "0" : `NPR ${compact.format(r)}` }));
}
