/**
 * Masonry in reading order (pure, no I/O). Works are placed one after the other, each in the
 * column that currently ends highest (the leftmost of equals), so the top edges of the cards
 * never go back up: read left to right and row by row, the list keeps its order (sorted by
 * price, newest first...). Each card is its work's own shape at the column's width plus a body
 * of fixed height, so where every card sits is known on the server and drawn with CSS alone
 * (components/artwork/masonry-grid.tsx): no script, no layout shift.
 *
 * A card's top is `before` column widths plus `above` (body + gap) steps; a column's height is
 * `ratioSum` column widths plus `count` steps.
 */

export interface MasonrySlot {
  column: number;
  /** Sum of height / width of the cards above it in its column. */
  before: number;
  /** How many cards are above it in its column. */
  above: number;
}

export interface MasonryColumn {
  ratioSum: number;
  count: number;
}

export interface MasonryLayout {
  columns: MasonryColumn[];
  slots: MasonrySlot[];
}

/** Height / width of a card's picture: its stored size, or 5:4 portrait when unknown. */
export function pictureHeightPerWidth(size: { width: number; height: number } | null | undefined): number {
  return size && size.width > 0 && size.height > 0 ? size.height / size.width : 1.25;
}

/**
 * Places cards of the given height/width ratios into `columnCount` columns. `stepPerWidth` is a
 * card's body plus the gap below it, in column widths, at the width the layout is meant for
 * (it only decides which column is shortest; the drawn positions are exact at any width).
 */
export function masonryLayout(heightPerWidth: readonly number[], columnCount: number, stepPerWidth: number): MasonryLayout {
  const n = Math.max(1, Math.floor(columnCount));
  const columns: MasonryColumn[] = Array.from({ length: n }, () => ({ ratioSum: 0, count: 0 }));
  const slots: MasonrySlot[] = [];
  const height = (c: MasonryColumn) => c.ratioSum + c.count * stepPerWidth;
  for (const ratio of heightPerWidth) {
    let best = 0;
    for (let c = 1; c < n; c++) {
      // A hair's difference is a tie: the leftmost column wins, as a reader's eye goes.
      if (height(columns[c]) < height(columns[best]) - 1e-6) best = c;
    }
    const column = columns[best];
    slots.push({ column: best, before: column.ratioSum, above: column.count });
    column.ratioSum += ratio;
    column.count += 1;
  }
  return { columns, slots };
}

/** The visual reading order of placed cards: by top edge, then left to right (for checks). */
export function readingOrder(layout: MasonryLayout, stepPerWidth: number): number[] {
  return layout.slots
    .map((slot, index) => ({ index, top: slot.before + slot.above * stepPerWidth, column: slot.column }))
    .sort((a, b) => a.top - b.top || a.column - b.column)
    .map((entry) => entry.index);
}
