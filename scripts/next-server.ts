/**
 * The shop's web server: Next.js behind a thin Node HTTP server that records who is asking.
 *
 *   tsx scripts/next-server.ts <dev|start> -p <port> -H <host>
 *
 * Before Next sees a request (lib/http/shop-request-handler.ts):
 * - a post that declares a body larger than its path allows is answered 413 at once, without
 *   parsing the body (at most 64 KB of it is taken in, then the connection is closed);
 * - a post to the back office (/admin...) without a valid administrator session cookie, or whose
 *   session the database no longer holds live for an administrator, is answered 401 before its
 *   body is read, and the connection is closed;
 * - a public upload (payment screenshot, reference photo) waits for nothing: past the uploads in
 *   flight per client address or in total it is answered 429 / 503 unread, and a payment page
 *   upload for a token that names no order 404 unread (lib/http/upload-gate.ts);
 * - the client address is worked out from the socket (or, with TRUSTED_PROXY=N, from
 *   X-Forwarded-For) and put in the x-shop-client-address header (lib/http/client-address.ts).
 */
import http from "node:http";
import next from "next";
import { parseEnv } from "../lib/env";
import { createShopRequestHandler } from "../lib/http/shop-request-handler";
import { createAdminSessionCheck } from "../lib/http/admin-session-check";
import { createPaymentTokenCheck } from "../lib/http/upload-gate";
import { nextHostname } from "../lib/http/next-hostname";

function option(flag: string, fallback: string): string {
  const index = process.argv.indexOf(flag);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

async function main() {
  const mode = process.argv[2] === "dev" ? "dev" : "start";
  const port = Number(option("-p", process.env.PORT ?? "3000"));
  const hostname = option("-H", process.env.LISTEN_HOST ?? "localhost");
  const { TRUSTED_PROXY: trustedHops, AUTH_SECRET: authSecret, DATABASE_URL: databaseUrl, OWNER_EMAIL: ownerEmail } = parseEnv(process.env);

  // Not `hostname` itself: a loopback address there turns every rewrite to a cached view into a
  // proxy loop (lib/http/next-hostname.ts).
  const app = next({ dev: mode === "dev", hostname: nextHostname(hostname), port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();

  const sessionCheck = databaseUrl ? createAdminSessionCheck({ databaseUrl, ownerEmail }) : null;
  const tokenCheck = databaseUrl ? createPaymentTokenCheck({ databaseUrl }) : null;
  let lastCheckErrorLogged = 0;
  const server = http.createServer(
    createShopRequestHandler({
      handle,
      trustedHops,
      authSecret: () => authSecret,
      sessionIsLive: sessionCheck?.isLive,
      onSessionCheckError: (error) => {
        // At most one line a minute while the database is unreachable.
        if (Date.now() - lastCheckErrorLogged < 60_000) return;
        lastCheckErrorLogged = Date.now();
        console.error("Back-office post gate: the session check could not reach the database:", error instanceof Error ? error.message : error);
      },
      paymentTokenExists: tokenCheck?.exists,
    }),
  );
  server.listen(port, hostname, () => {
    console.log(`  ▲ Next.js ready on http://${hostname}:${port} (${mode === "dev" ? "development" : "production"})`);
  });

  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    server.close(() => void Promise.allSettled([app.close(), sessionCheck?.close(), tokenCheck?.close()]).finally(() => process.exit(0)));
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
