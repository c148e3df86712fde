/**
 * The keys of a horizontal tab list (WAI-ARIA tabs pattern): ArrowRight and ArrowLeft move to the
 * next and previous tab, wrapping around; Home and End to the first and last. Returns the index of
 * the tab to select and focus, or null for any other key.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
