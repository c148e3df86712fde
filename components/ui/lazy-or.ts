import { lazy, type ComponentType } from "react";

/**
 * React's lazy() for a part fetched on use, which survives a failed fetch (a phone's connection
 * dropping): the fetch is tried a second time, then `fallback` is drawn in the part's place
 * instead of the page's failure screen.
 */
export function lazyOr<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>) {
  return lazy(async () => ({ default: await load().catch(load).catch(() => fallback) }));
}
