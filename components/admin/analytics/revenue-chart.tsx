/**
 * Revenue over time as plain SVG bars (server-rendered, no chart library in the bundle), with a
 * table alternative for screen readers.
 */
import { formatNpr } from "@/lib/money";

export function RevenueChart({ points }: { points: { date: string; revenuePaisa: number }[] }) {
  const width = 720;
  const height = 220;
  const pad = { top: 12, right: 8, bottom: 24, left: 8 };
  const max = Math.max(1, ...points.map((p) => p.revenuePaisa));
  const slot = (width - pad.left - pad.right) / Math.max(1, points.length);
  const bar = Math.max(2, slot * 0.7);
  const inner = height - pad.top - pad.bottom;
  const labelEvery = Math.ceil(points.length / 7);
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-labelledby="revenue-chart-title">
        <title id="revenue-chart-title">Revenue per day from paid orders</title>
        <line x1={pad.left} x2={width - pad.right} y1={height - pad.bottom} y2={height - pad.bottom} className="stroke-border" />
        {points.map((p, i) => {
          const h = (p.revenuePaisa / max) * inner;
          const x = pad.left + i * slot + (slot - bar) / 2;
          return (
            <g key={p.date}>
              <rect x={x} y={height - pad.bottom - h} width={bar} height={h} rx={2} className="fill-accent">
                <title>{`${p.date}: ${formatNpr(p.revenuePaisa)}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text x={x + bar / 2} y={height - 6} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                  {p.date.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-muted-foreground">Highest day: {formatNpr(max === 1 ? 0 : max)}</figcaption>
    </figure>
  );
}
