"use client";

import { useState, type FormEvent } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/** The value of a select that means "no filter". */
export const ALL = "all";

/**
 * A back-office list's filters kept in the URL: `go` sets or clears parameters (ALL or empty
 * clears), also clearing `reset` (e.g. a page cursor); `submitSearch` puts the search box in `q`.
 * With `shallow`, the address changes in the browser only (history.pushState, which Next's router
 * follows): for a list that fetches its own rows, so the page is not rendered on the server again.
 */
export function useUrlFilters(options: { reset?: readonly string[]; shallow?: boolean } = {}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");

  function go(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params.toString());
    for (const key of options.reset ?? []) next.delete(key);
    for (const [k, v] of Object.entries(changes)) {
      if (v && v !== ALL) next.set(k, v);
      else next.delete(k);
    }
    const query = next.toString();
    const href = query ? `${pathname}?${query}` : pathname;
    if (options.shallow) window.history.pushState(null, "", href);
    else router.push(href);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    go({ q: search.trim() || null });
  }

  return { params, search, setSearch, go, submitSearch };
}
