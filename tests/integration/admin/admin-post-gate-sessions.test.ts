/**
 * The shop server's gate on back-office posts asks the real database, before reading a byte of
 * the body, whether the session a valid cookie names is still live for an administrator
 * (lib/http/admin-session-check.ts). Real sign-in (the credentials provider and the JWT callback
 * of the app's Auth.js configuration), real Sign Out, over real HTTP on 127.0.0.1; the bytes the
 * server's socket received are measured.
 */
process.env.AUTH_SECRET = "gate-db-secret-gate-db-secret-gate-db-secret-01";

import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode, encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { authConfig } from "@/lib/auth/config";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createShopRequestHandler } from "@/lib/http/shop-request-handler";
import { createAdminSessionCheck, type AdminSessionCheck } from "@/lib/http/admin-session-check";
import { countingStandIn, measuredPost } from "@/tests/support/measured-post";
import { ADMIN_PASSWORD, createProfile } from "./admin-fixtures";

const SECRET = process.env.AUTH_SECRET!;
const COOKIE = "authjs.session-token";
const MB = 1024 * 1024;
const UPLOAD = Math.round(11.5 * MB);
const OWNER = "owner-gate@studio.test";

type Authorize = (credentials: Record<string, string>, request: Request) => Promise<{ id: string; email: string; sessionId: string }>;
const provider = authConfig.providers[0] as unknown as { options: { authorize: Authorize } };
type Jwt = (params: { token: Record<string, unknown>; user?: unknown }) => Record<string, unknown>;
const signOutEvent = authConfig.events.signOut as unknown as (message: { token: Record<string, unknown> | null }) => Promise<void>;

let server: http.Server;
let port = 0;
const sockets: net.Socket[] = [];
const reached: { url: string; bytes: number }[] = [];
let check: AdminSessionCheck;
const checkErrors: unknown[] = [];

const standInForNext = countingStandIn(reached);

async function listen(handler: http.RequestListener, into: net.Socket[]): Promise<{ server: http.Server; port: number }> {
  const s = http.createServer(handler);
  s.on("connection", (socket) => into.push(socket));
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return { server: s, port: (s.address() as net.AddressInfo).port };
}

beforeAll(async () => {
  check = createAdminSessionCheck({ databaseUrl: process.env.DATABASE_URL!, ownerEmail: OWNER });
  const handler = createShopRequestHandler({
    handle: standInForNext,
    trustedHops: 0,
    authSecret: () => SECRET,
    sessionIsLive: check.isLive,
    onSessionCheckError: (error) => checkErrors.push(error),
  });
  ({ server, port } = await listen(handler, sockets));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await check.close();
});

/** Signs in as the dialog does and returns the Cookie header. */
async function signIn(email: string): Promise<string> {
  const request = new Request("http://localhost/api/auth/callback/credentials", {
    method: "POST",
    headers: { [CLIENT_ADDRESS_HEADER]: "10.9.9.9", "user-agent": "Mozilla/5.0 (Test)" },
  });
  const user = await provider.options.authorize({ email, password: ADMIN_PASSWORD }, request);
  const token = (authConfig.callbacks.jwt as unknown as Jwt)({ token: {}, user });
  return `${COOKIE}=${await encode({ token, secret: SECRET, salt: COOKIE, maxAge: authConfig.session.maxAge })}`;
}

async function signOut(cookie: string) {
  await signOutEvent({ token: await decode({ token: cookie.slice(COOKIE.length + 1), secret: SECRET, salt: COOKIE }) });
}

const post = (pathname: string, size: number, cookie: string) => measuredPost({ port, sockets }, pathname, size, { Cookie: cookie });
const adminPostsReached = () => reached.filter((r) => r.url.startsWith("/admin")).length;

describe("the back-office post gate asks the database", () => {
  it("a live session passes with its whole body; after Sign Out its cookie is refused 401 unread", async () => {
    await createProfile("gate-out@studio.test", "admin");
    const cookie = await signIn("gate-out@studio.test");

    const live = await post("/admin/artworks", UPLOAD, cookie);
    expect(live.status).toBe(200);
    expect(live.body).toBe(`next got ${UPLOAD}`);
    const reachedBefore = adminPostsReached();

    await signOut(cookie);
    const result = await post("/admin/artworks", UPLOAD, cookie);
    expect(result.status).toBe(401);
    expect(result.connection).toBe("close");
    expect(result.body).toBe("Please log in again to continue");
    // Headers plus at most what the socket had buffered: far from 11.5 MB.
    expect(result.serverBytesRead).toBeLessThan(1 * MB);
    expect(adminPostsReached()).toBe(reachedBefore);
    expect(checkErrors).toEqual([]);
  });

  it("refuses the cookie of a demoted account, and of a session the database never had", async () => {
    const helper = await createProfile("gate-demoted@studio.test", "admin");
    const cookie = await signIn("gate-demoted@studio.test");
    expect((await post("/admin/orders", 64 * 1024, cookie)).status).toBe(200);
    const reachedBefore = adminPostsReached();

    // The role alone (the session row is still open): the gate reads the account too.
    await db.profile.update({ where: { id: helper.id }, data: { role: "user" } });
    const demoted = await post("/admin/artworks", UPLOAD, cookie);
    expect(demoted.status).toBe(401);
    expect(demoted.serverBytesRead).toBeLessThan(1 * MB);

    await db.profile.update({ where: { id: helper.id }, data: { role: "admin" } });
    const unknown = `${COOKIE}=${await encode({
      token: { sub: helper.id, email: helper.email, sid: "44444444-4444-4444-8444-444444444444", signedInAt: Date.now() },
      secret: SECRET,
      salt: COOKIE,
    })}`;
    const forged = await post("/admin/artworks", UPLOAD, unknown);
    expect(forged.status).toBe(401);
    expect(forged.serverBytesRead).toBeLessThan(1 * MB);
    expect(adminPostsReached()).toBe(reachedBefore);
  });

  it("the owner (OWNER_EMAIL) passes whatever the role column says", async () => {
    await createProfile(OWNER, "admin");
    const cookie = await signIn(OWNER);
    await db.profile.update({ where: { email: OWNER }, data: { role: "user" } });
    const result = await post("/admin/orders", 64 * 1024, cookie);
    expect(result.status).toBe(200);
    expect(result.body).toBe(`next got ${64 * 1024}`);
  });

  it("when the database cannot answer, the post goes on to Next (which decides) and the failure is reported", async () => {
    await createProfile("gate-down@studio.test", "admin");
    const cookie = await signIn("gate-down@studio.test");
    // A checker on a port nothing listens on.
    const down = createAdminSessionCheck({ databaseUrl: "postgresql://nobody:x@127.0.0.1:1/none" });
    const errors: unknown[] = [];
    const downSockets: net.Socket[] = [];
    const other = await listen(
      createShopRequestHandler({ handle: standInForNext, trustedHops: 0, authSecret: () => SECRET, sessionIsLive: down.isLive, onSessionCheckError: (e) => errors.push(e) }),
      downSockets,
    );
    try {
      const result = await measuredPost({ port: other.port, sockets: downSockets }, "/admin/orders", 1024, { Cookie: cookie });
      expect(result.status).toBe(200);
      expect(errors).toHaveLength(1);
    } finally {
      other.server.closeAllConnections();
      await new Promise((resolve) => other.server.close(resolve));
      await down.close();
    }
  });
});
