/**
 * Revenue over time as plain SVG bars (server-rendered, no chart library in the bundle): a value
 * axis in rupees with grid lines, and a date under every few bars.
 */
import { formatNpr } from "@/lib/money";
import { moneyAxis } from "@/lib/domain/chart-axis";

type Point = { date: string; revenuePaisa: number };

/**
 * Two drawings of one chart: a wide one, and a narrow one for phones whose labels stay readable
 * once the SVG is scaled to the screen (a 720-wide drawing on a 360-pixel screen halves them).
 */
export function RevenueChart({ points }: { points: Point[] }) {
  if (!points.some((p) => p.revenuePaisa > 0)) {
    // No axis to draw from nothing: say so plainly instead of a scale of a few paisa.
    return (
      <p className="flex h-40 items-center justify-center rounded-lg border border-dashed border-border px-4 text-center text-sm text-muted-foreground">
        No revenue from paid orders in this period yet.
      </p>
    );
  }
  return (
    <figure>
      <ChartSvg points={points} width={720} height={220} labels={7} id="revenue-chart-wide" className="hidden h-auto w-full sm:block" />
      <ChartSvg points={points} width={340} height={200} labels={4} id="revenue-chart-narrow" className="h-auto w-full sm:hidden" />
      <figcaption className="mt-1 text-xs text-muted-foreground">
        Highest day: {formatNpr(Math.max(0, ...points.map((p) => p.revenuePaisa)))}
      </figcaption>
    </figure>
  );
}

function ChartSvg({
  points,
  width,
  height,
  labels,
  id,
  className,
}: {
  points: Point[];
  width: number;
  height: number;
  labels: number;
  id: string;
  className: string;
}) {
  const pad = { top: 12, right: 8, bottom: 24, left: 64 };
  const max = Math.max(1, ...points.map((p) => p.revenuePaisa));
  const ticks = moneyAxis(max);
  const top = Math.max(1, ticks[ticks.length - 1]?.paisa ?? 1);
  const slot = (width - pad.left - pad.right) / Math.max(1, points.length);
  const bar = Math.max(2, slot * 0.7);
  const inner = height - pad.top - pad.bottom;
  const labelEvery = Math.ceil(points.length / labels);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} role="img" aria-labelledby={`${id}-title`}>
      <title id={`${id}-title`}>Revenue per day from paid orders</title>
      <g data-testid="revenue-axis">
        {ticks.map((t) => {
          const y = height - pad.bottom - (t.paisa / top) * inner;
          return (
            <g key={t.paisa}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y}
                y2={y}
                className={t.paisa === 0 ? "stroke-border" : "stroke-border/60"}
                strokeDasharray={t.paisa === 0 ? undefined : "3 3"}
              />
              <text data-axis="value" x={pad.left - 6} y={y + 3} textAnchor="end" className="fill-muted-foreground text-[10px]">
                {t.label}
              </text>
            </g>
          );
        })}
        <line x1={pad.left} x2={pad.left} y1={pad.top} y2={height - pad.bottom} className="stroke-border" />
      </g>
      {points.map((p, i) => {
        const h = (p.revenuePaisa / top) * inner;
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
  );
}
