/**
 * The session rules of the Auth.js configuration: every sign-in is a brand-new session (fresh id
 * and sign-in time, nothing kept from a previous token), and a session is expired once the
 * absolute lifetime since sign-in has passed, however recently it was used.
 */
import { describe, expect, it } from "vitest";
import { authConfig, SESSION_LIFETIME_MS } from "@/lib/auth/config";

type Jwt = (params: { token: Record<string, unknown>; user?: { id?: string; email?: string; sessionId?: string } }) => Record<string, unknown>;
type SessionCb = (params: { session: Record<string, unknown>; token: Record<string, unknown> }) => Record<string, unknown>;
const jwt = authConfig.callbacks.jwt as unknown as Jwt;
const session = authConfig.callbacks.session as unknown as SessionCb;

describe("session configuration", () => {
  it("cookies: HttpOnly, SameSite=Lax, Secure only in production; JWT lifetime = the absolute lifetime", () => {
    expect(authConfig.cookies.sessionToken.options).toMatchObject({ httpOnly: true, sameSite: "lax", secure: false });
    expect(authConfig.session.maxAge).toBe(SESSION_LIFETIME_MS / 1000);
    expect(SESSION_LIFETIME_MS).toBe(8 * 3600 * 1000);
  });

  it("a sign-in replaces whatever token came with the request", () => {
    const stale = { sub: "someone-else", sid: "old-session", signedInAt: 1, role: "admin" };
    const user = (sessionId: string) => ({ id: "u1", email: "a@studio.test", sessionId });
    const first = jwt({ token: stale, user: user("11111111-1111-4111-8111-111111111111") });
    expect(first).toEqual({ sub: "u1", email: "a@studio.test", sid: "11111111-1111-4111-8111-111111111111", signedInAt: expect.any(Number) });
    const second = jwt({ token: first, user: user("22222222-2222-4222-8222-222222222222") });
    expect(second.sid).toBe("22222222-2222-4222-8222-222222222222");
    // Between sign-ins the token is kept as it is.
    expect(jwt({ token: first })).toBe(first);
  });

  it("reports a session older than the lifetime as expired", () => {
    const fresh = session({ session: { user: {} }, token: { sub: "u1", email: "a@studio.test", sid: "s", signedInAt: Date.now() - 1000 } });
    expect(fresh).toMatchObject({ user: { id: "u1", email: "a@studio.test" }, expired: false });
    const old = session({ session: { user: {} }, token: { sub: "u1", email: "a@studio.test", sid: "s", signedInAt: Date.now() - SESSION_LIFETIME_MS - 1 } });
    expect(old.expired).toBe(true);
    expect(session({ session: { user: {} }, token: { sub: "u1" } }).expired).toBe(true);
  });
});
