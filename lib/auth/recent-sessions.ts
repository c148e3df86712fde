/**
 * Session cookies that decrypted a moment ago, by their exact value: what they said (account,
 * email, session id, sign-in time), kept for a short time and for a bounded number of cookies.
 * Used by readSession() (lib/auth/session.ts) so that a busy back office does not decrypt the same
 * cookie for every request. Only what the cookie says is kept: whether its session is still live
 * and its account still an administrator is read from the database on every check, and the
 * session's lifetime is measured again at each read. Pure: no I/O.
 */
export interface RecentSession {
  userId: string;
  email: string;
  sessionId?: string;
  /** When the administrator signed in (ms since the epoch), as the cookie says. */
  signedInAt: number;
}

export interface RecentSessions {
  /** What a cookie said, with `expired` measured now; undefined when not kept or kept too long ago. */
  get(cookie: string, now?: number): (Omit<RecentSession, "signedInAt"> & { expired: boolean }) | undefined;
  remember(cookie: string, session: RecentSession, now?: number): void;
  readonly size: number;
}

export function createRecentSessions(options: { keepMs: number; max: number; lifetimeMs: number }): RecentSessions {
  const kept = new Map<string, { session: RecentSession; until: number }>();
  return {
    get(cookie, now = Date.now()) {
      const entry = kept.get(cookie);
      if (!entry) return undefined;
      if (entry.until <= now) {
        kept.delete(cookie);
        return undefined;
      }
      const { signedInAt, ...rest } = entry.session;
      return { ...rest, expired: now - signedInAt > options.lifetimeMs };
    },
    remember(cookie, session, now = Date.now()) {
      kept.delete(cookie);
      kept.set(cookie, { session, until: now + options.keepMs });
      // The oldest go first.
      while (kept.size > options.max) kept.delete(kept.keys().next().value!);
    },
    get size() {
      return kept.size;
    },
  };
}
