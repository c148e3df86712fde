import type { CSSProperties, ReactNode } from "react";
import { masonryLayout, type MasonryLayout } from "@/lib/domain/masonry";

/**
 * The breakpoints of the masonry (globals.css, .masonry): columns below 1024 px, from 1024 px
 * and from 1280 px, each with a card body + gap in column widths at a typical width there
 * (phones 390 px; 1024 px; 1440 px), used only to pick the shortest column.
 */
const BREAKPOINTS = [
  { key: "sm", stepPerWidth: 204 / 173 },
  { key: "lg", stepPerWidth: 212 / 307 },
  { key: "xl", stepPerWidth: 212 / 289 },
] as const;

type Columns = readonly [sm: number, lg: number, xl: number];

const num = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** `max()` of the columns' heights, in the CSS units of .masonry. */
function heightOf(layout: MasonryLayout): string {
  const parts = layout.columns.map((c) => `calc(${num(c.ratioSum)} * var(--colw) + ${c.count} * var(--step))`);
  return parts.length === 1 ? parts[0] : `max(${parts.join(", ")})`;
}

/**
 * A list of cards in masonry columns, in reading order, drawn on the server with CSS alone:
 * each card's column and top at each breakpoint are CSS variables of its list item.
 */
export function MasonryList<T extends { id: string }>({
  items,
  heightPerWidth,
  columns = [2, 3, 4],
  renderItem,
  className,
  testId,
}: {
  items: readonly T[];
  /** Height / width of each item's picture (see pictureHeightPerWidth). */
  heightPerWidth: (item: T) => number;
  columns?: Columns;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  testId?: string;
}) {
  const ratios = items.map(heightPerWidth);
  const layouts = BREAKPOINTS.map((bp, i) => masonryLayout(ratios, columns[i], bp.stepPerWidth));
  const listStyle: Record<string, string> = {};
  BREAKPOINTS.forEach((bp, i) => {
    listStyle[`--n-${bp.key}`] = String(columns[i]);
    listStyle[`--h-${bp.key}`] = heightOf(layouts[i]);
  });
  return (
    <div className="masonry-frame">
      <ul className={["masonry", className].filter(Boolean).join(" ")} style={listStyle as CSSProperties} data-testid={testId}>
        {items.map((item, index) => {
          const style: Record<string, string> = {};
          BREAKPOINTS.forEach((bp, i) => {
            const slot = layouts[i].slots[index];
            style[`--c-${bp.key}`] = String(slot.column);
            style[`--b-${bp.key}`] = num(slot.before);
            style[`--a-${bp.key}`] = String(slot.above);
          });
          return (
            <li key={item.id} style={style as CSSProperties}>
              {renderItem(item, index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
