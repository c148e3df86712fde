/**
 * The client address used by per-address limits.
 *
 * `next start` puts the socket address in `x-forwarded-for` when the request has none. A client
 * can send that header itself, so it is only believed as a proxy chain when TRUSTED_PROXY is set
 * (the site runs behind a proxy that appends the real address): then the right-most entry is the
 * address the proxy saw. Without TRUSTED_PROXY only a single-entry value (the socket address
 * Next.js wrote) is used; anything else counts as "unknown".
 */
const MAX_HEADER = 512;

export function clientAddressFrom(headers: Headers): string {
  const raw = (headers.get("x-forwarded-for") ?? "").slice(0, MAX_HEADER);
  const entries = raw.split(",").map((s) => s.trim()).filter(Boolean);
  const trusted = Boolean(process.env.TRUSTED_PROXY?.trim());
  const candidate = trusted ? entries.at(-1) : entries.length === 1 ? entries[0] : undefined;
  if (!candidate || !/^[0-9a-fA-F:.]{2,45}$/.test(candidate)) return "unknown";
  return candidate.replace(/^::ffff:/, "");
}
