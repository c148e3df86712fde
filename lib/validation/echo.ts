/**
 * What a refused form sends back to the page so the visitor does not retype everything: only
 * values within their field's length limit. An over-long value (the 5 MB message of an abuser,
 * or a paste far past the limit) is dropped, not echoed, so a refusal never answers with more
 * than the sum of the limits. Pure, and safe to import from client components.
 */
import { exceedsLength } from "@/lib/domain/text-input";

/**
 * Every field of `limits`, with the submitted value when it is a string of at most its limit,
 * otherwise "" (absent, not a string, or too long). Fields not listed in `limits` are left out.
 */
export function boundedEcho<F extends string>(values: Partial<Record<F, unknown>>, limits: Readonly<Record<F, number>>): Record<F, string> {
  const echo = {} as Record<F, string>;
  for (const field of Object.keys(limits) as F[]) {
    const value = values[field];
    echo[field] = typeof value === "string" && !exceedsLength(value, limits[field]) ? value : "";
  }
  return echo;
}
