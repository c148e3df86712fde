/**
 * Who sent a request, for rate limits and the limits on reserved originals.
 *
 * Next.js does not give pages or actions the socket's address, and it passes a client's own
 * `X-Forwarded-For` through unchanged. So the shop's server (scripts/next-server.ts) works the
 * address out before Next sees the request and puts it in CLIENT_ADDRESS_HEADER, replacing any
 * value the client sent:
 * - by default it is the socket's remote address;
 * - with TRUSTED_PROXY=N (N reverse proxies in front of the shop, each appending to
 *   X-Forwarded-For) it is the address N hops from the right of that chain. Entries further
 *   left were written by the client and are never trusted.
 * Either way it is an IP address (v4 or v6, written in its canonical form) or, when the chain's
 * entry is anything else (`unknown`, a host name, a port, garbage), the socket's address: never
 * a word a client chose, which would give it a rate-limit bucket of its own or pass for "no
 * address known" (UNKNOWN_CLIENT_ADDRESS, which scripts use and the quick check skips).
 */
import { isIP } from "node:net";

export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";
/** Used when no address is known (code run outside a request, e.g. a script). */
export const UNKNOWN_CLIENT_ADDRESS = "unknown";
const MAX_ADDRESS_LENGTH = 64;
/** A forwarded header is read only up to this length (a proxy chain is short). */
const MAX_FORWARDED_LENGTH = 1024;

/** The IP address written in `address` in one canonical form, or null when it is not one. */
function tidy(address: string | null | undefined): string | null {
  if (!address) return null;
  let value = address.trim();
  if (value.length === 0 || value.length > MAX_ADDRESS_LENGTH) return null;
  // An IPv6 address may come in brackets.
  if (value.startsWith("[") && value.endsWith("]")) value = value.slice(1, -1);
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return null;
  // One spelling per address: the URL parser writes IPv6 in its compressed lower-case form
  // (a zone index such as %eth0 is dropped: it names an interface, not a client).
  let canonical: string;
  try {
    canonical = new URL(`http://[${value.split("%")[0]}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  // An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.5, written ::ffff:cb00:7105).
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (hexMapped) {
    const [high, low] = [parseInt(hexMapped[1], 16), parseInt(hexMapped[2], 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return canonical;
}

/**
 * The client address of a request reaching the shop's server: the socket's address, or with
 * `trustedHops` > 0 the address that many proxies back in X-Forwarded-For.
 */
export function resolveClientAddress(options: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  const socket = tidy(options.socketAddress) ?? UNKNOWN_CLIENT_ADDRESS;
  if (options.trustedHops <= 0) return socket;
  const header = Array.isArray(options.forwardedFor) ? options.forwardedFor.join(",") : (options.forwardedFor ?? "");
  // Read from the right: the last entries were added by our own proxies.
  const bounded = header.length > MAX_FORWARDED_LENGTH ? header.slice(-MAX_FORWARDED_LENGTH) : header;
  const chain = bounded.split(",").map((part) => part.trim()).filter(Boolean);
  const candidate = chain[chain.length - options.trustedHops];
  return tidy(candidate) ?? socket;
}

/** The client address the shop's server recorded on these request headers. */
export function clientAddressFrom(headers: Headers): string {
  return tidy(headers.get(CLIENT_ADDRESS_HEADER)) ?? UNKNOWN_CLIENT_ADDRESS;
}
