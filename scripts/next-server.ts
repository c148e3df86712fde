/**
 * The shop's web server: Next.js behind a thin Node HTTP server that records who is asking.
 *
 *   tsx scripts/next-server.ts <dev|start> -p <port> -H <host>
 *
 * Before Next sees a request:
 * - the client address is worked out from the socket (or, with TRUSTED_PROXY=N, from
 *   X-Forwarded-For as written by those N proxies) and put in the x-shop-client-address header,
 *   replacing anything the client sent under that name. Rate limits and the limits on reserved
 *   originals read it (lib/http/client-address.ts);
 * - a post that declares a body larger than its path allows (lib/http/request-guard.ts: 256 KB
 *   for text-only pages, 12 MB for the upload pages) is answered 413 at once, without parsing the
 *   body; at most 2 MB of it is taken in (so clients see the answer), then the connection is
 *   closed. Next's own proxy (proxy.ts) would refuse it too, but only after receiving all of it.
 */
import http from "node:http";
import next from "next";
import { parseEnv } from "../lib/env";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "../lib/http/client-address";
import { bodyLimitFor, REQUEST_REFUSALS } from "../lib/http/request-guard";
import { SECURITY_HEADERS } from "../lib/http/security-headers";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when a post declares a body larger than its path allows. */
function oversized(req: http.IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET")) return false;
  const declared = Number(req.headers["content-length"]);
  if (!Number.isFinite(declared)) return false; // no length: proxy.ts answers 411
  const pathname = (req.url ?? "/").split("?")[0];
  return declared > bodyLimitFor(pathname);
}

/** How much of a refused body is read and thrown away so the client sees the 413; then the socket closes. */
const DISCARD_AT_MOST = 2 * 1024 * 1024;

function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse): void {
  const headers: Record<string, string> = {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  };
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
  res.writeHead(413, headers);
  res.end(REQUEST_REFUSALS.tooLarge);
  // Browsers and HTTP clients read an early answer only while they can still send: take in a
  // little of the body (never parsed), then cut the connection.
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_AT_MOST) req.socket.destroy();
  });
}

function option(flag: string, fallback: string): string {
  const index = process.argv.indexOf(flag);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

async function main() {
  const mode = process.argv[2] === "dev" ? "dev" : "start";
  const port = Number(option("-p", process.env.PORT ?? "3000"));
  const hostname = option("-H", process.env.LISTEN_HOST ?? "localhost");
  const trustedHops = parseEnv(process.env).TRUSTED_PROXY;

  const app = next({ dev: mode === "dev", hostname, port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = http.createServer((req, res) => {
    if (oversized(req)) {
      refuseTooLarge(req, res);
      return;
    }
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers["x-forwarded-for"],
      trustedHops,
    });
    void handle(req, res);
  });
  server.listen(port, hostname, () => {
    console.log(`  ▲ Next.js ready on http://${hostname}:${port} (${mode === "dev" ? "development" : "production"})`);
  });

  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    server.close(() => void app.close().finally(() => process.exit(0)));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
