/** About content ordering (spec section 4). */

/** A new item's display order: the highest in its section + 1, or 1 when the section is empty. */
export function nextDisplayOrder(existing: readonly number[]): number {
  if (existing.length === 0) return 1;
  return Math.max(...existing.map(Number)) + 1;
}

/** Reorder: the ids in their new order get display_order 1, 2, 3 ... */
export function reorderedPositions(ids: readonly string[]): { id: string; displayOrder: number }[] {
  return ids.map((id, index) => ({ id, displayOrder: index + 1 }));
}

/** Moves one id up (-1) or down (+1) in the list; unchanged when it cannot move. */
export function moveId(ids: readonly string[], id: string, direction: -1 | 1): string[] {
  const list = [...ids];
  const from = list.indexOf(id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to], list[from]];
  return list;
}
