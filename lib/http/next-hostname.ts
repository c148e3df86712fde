/**
 * The host name the shop's server (scripts/next-server.ts) gives Next, from the one it listens on.
 *
 * Next builds the URL a proxy.ts rewrite starts from with every loopback name (127.x.x.x, ::1)
 * folded into "localhost", but compares the rewritten URL with one built from the host name it
 * was given. Given "127.0.0.1" (the systemd unit's `-H 127.0.0.1`), every rewrite to a cached
 * view (lib/http/public-views.ts) looked like a rewrite to another site: Next proxied it over
 * HTTP back to this server, which rewrote it again, and /gallery, /services and /about never
 * answered (vercel/next.js#94745). Folding the name the same way keeps both URLs on one origin.
 * Only Next's internal URLs use this name; the server still listens where it was told.
 */
const LOOPBACK = /^(?:127(?:\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}|\[?::1\]?|localhost)$/i;

export function nextHostname(listenHost: string): string {
  const host = listenHost.trim();
  return LOOPBACK.test(host) ? "localhost" : host;
}
