/**
 * A module fetched with import() on first use: `const fetchX = fetchOnce(() => import("./x"))`.
 * Every call shares one fetch; a failed fetch (the connection dropped) is tried again next call.
 */
export function fetchOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let fetching: Promise<T> | null = null;
  return () => {
    fetching ??= load().catch((error: unknown) => {
      fetching = null;
      throw error;
    });
    return fetching;
  };
}
