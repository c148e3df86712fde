import { describe, expect, it } from "vitest";
import { createRecentSessions } from "@/lib/auth/recent-sessions";

const HOUR = 3_600_000;
const session = (n: number, signedInAt = 0) => ({ userId: `user-${n}`, email: `a${n}@example.com`, sessionId: `sid-${n}`, signedInAt });

describe("recently decrypted session cookies", () => {
  it("gives back what a cookie said, by its exact value, for the keeping time only", () => {
    const recent = createRecentSessions({ keepMs: 30_000, max: 10, lifetimeMs: 8 * HOUR });
    recent.remember("authjs.session-token=abc", session(1, 1_000), 1_000);
    expect(recent.get("authjs.session-token=abc", 20_000)).toEqual({ userId: "user-1", email: "a1@example.com", sessionId: "sid-1", expired: false });
    expect(recent.get("authjs.session-token=abd", 20_000)).toBeUndefined();
    expect(recent.get("authjs.session-token=abc", 31_000)).toBeUndefined();
    // Gone once too old: a later read decrypts the cookie again.
    expect(recent.size).toBe(0);
  });

  it("measures the session's lifetime at each read, not when it was kept", () => {
    const recent = createRecentSessions({ keepMs: 30_000, max: 10, lifetimeMs: 8 * HOUR });
    const signedInAt = 0;
    const justBefore = 8 * HOUR - 10_000;
    recent.remember("c", session(1, signedInAt), justBefore);
    expect(recent.get("c", justBefore)?.expired).toBe(false);
    expect(recent.get("c", 8 * HOUR + 5_000)?.expired).toBe(true);
  });

  it("keeps at most `max` cookies, the oldest going first", () => {
    const recent = createRecentSessions({ keepMs: 30_000, max: 3, lifetimeMs: 8 * HOUR });
    for (let i = 0; i < 5; i++) recent.remember(`c${i}`, session(i), 0);
    expect(recent.size).toBe(3);
    expect(recent.get("c0", 1)).toBeUndefined();
    expect(recent.get("c1", 1)).toBeUndefined();
    expect(recent.get("c4", 1)?.userId).toBe("user-4");
    // Remembering again moves a cookie to the newest place.
    recent.remember("c2", session(2), 2);
    recent.remember("c5", session(5), 2);
    expect(recent.get("c2", 3)?.userId).toBe("user-2");
    expect(recent.get("c3", 3)).toBeUndefined();
  });
});
