/**
 * The shop's HTTP server in front of Next (lib/http/shop-request-handler.ts), over real HTTP on
 * 127.0.0.1: an anonymous 11.5 MB post to /admin/artworks is answered 401 and the connection
 * closed without the body being read (the bytes the server's socket received are measured), and
 * the stand-in for Next never sees it. A garbage cookie, one made with another secret, and one
 * past the session lifetime are refused the same way; a valid session cookie passes and its body
 * streams through whole.
 */
import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { createShopRequestHandler } from "@/lib/http/shop-request-handler";
import { countingStandIn, measuredPost } from "@/tests/support/measured-post";

const SECRET = "gate-secret-gate-secret-gate-secret-0123";
const MB = 1024 * 1024;
const UPLOAD = Math.round(11.5 * MB);
const COOKIE = "authjs.session-token";

let server: http.Server;
let port = 0;
const sockets: net.Socket[] = [];
/** What reached the stand-in for Next: path and body bytes. */
const reached: { url: string; bytes: number }[] = [];

beforeAll(async () => {
  const handle = countingStandIn(reached);
  server = http.createServer(createShopRequestHandler({ handle, trustedHops: 0, authSecret: () => SECRET }));
  server.on("connection", (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function post(pathname: string, size: number, cookie?: string) {
  return measuredPost({ port, sockets }, pathname, size, cookie ? { Cookie: cookie } : {});
}

async function sessionCookie(token: Record<string, unknown>, secret = SECRET): Promise<string> {
  return `${COOKIE}=${await encode({ token, secret, salt: COOKIE })}`;
}

const ADMIN = { sub: "0b7f6d38-2f53-4d8e-9b0c-5a4c1b7e9f10", email: "owner@studio.test", sid: "5d1c2a7e-8b9f-4c3d-a6e5-0f1e2d3c4b5a" };

describe("posts to the back office before Next", () => {
  it("an anonymous 11.5 MB post to /admin/artworks is answered 401 without its body being read", async () => {
    const result = await post("/admin/artworks", UPLOAD);
    expect(result.status).toBe(401);
    expect(result.connection).toBe("close");
    expect(result.body).toBe("Please log in again to continue");
    // Headers plus at most what the socket had buffered when it was closed: far from 11.5 MB.
    expect(result.serverBytesRead).toBeLessThan(1 * MB);
    expect(reached.filter((r) => r.url.startsWith("/admin"))).toHaveLength(0);
  });

  it("refuses a cookie that is merely present, forged, made with another secret, or past the session lifetime", async () => {
    const cookies = [
      `${COOKIE}=garbage`,
      `__Secure-${COOKIE}=also-garbage`,
      await sessionCookie({ ...ADMIN, signedInAt: Date.now() }, "another-secret-another-secret-another-se"),
      await sessionCookie({ ...ADMIN, signedInAt: Date.now() - 9 * 3600_000 }),
      await sessionCookie({ sub: ADMIN.sub, email: ADMIN.email, signedInAt: Date.now() }),
    ];
    for (const cookie of cookies) {
      const result = await post("/admin/orders", 2 * MB, cookie);
      expect(result.status, cookie.slice(0, 40)).toBe(401);
      expect(result.serverBytesRead).toBeLessThan(1 * MB);
    }
    expect(reached.filter((r) => r.url.startsWith("/admin"))).toHaveLength(0);
  });

  it("lets a post with a valid session cookie through, its whole body streamed to Next", async () => {
    const cookie = await sessionCookie({ ...ADMIN, signedInAt: Date.now() });
    const result = await post("/admin/artworks", UPLOAD, `theme=dark; ${cookie}`);
    expect(result.status).toBe(200);
    expect(result.body).toBe(`next got ${UPLOAD}`);
    expect(result.serverBytesRead).toBeGreaterThan(UPLOAD);
  });

  it("leaves public posts and admin page views alone", async () => {
    expect((await post("/contact", 1000)).status).toBe(200);
    const view = await new Promise<number>((resolve) => http.get({ host: "127.0.0.1", port, path: "/admin" }, (res) => (res.resume(), resolve(res.statusCode ?? 0))));
    expect(view).toBe(200);
  });
});
