/**
 * The database half of the shop server's gate on back-office posts (lib/http/admin-post-gate.ts):
 * is the session a signed cookie names still live, and is its account still an administrator?
 *
 * One indexed query per admin post (primary keys of admin_sessions and profiles), on a pool of
 * its own (at most 2 connections) in the shop server's process, read fresh every time: no cache,
 * so a Sign Out, a password reset or a demotion on any instance is followed by every instance at
 * once. The same rules as requireAdmin() (lib/auth/require-admin.ts) and checkSession()
 * (lib/auth/admin-sessions.ts): the row exists, belongs to the account, is not revoked, has not
 * expired, and the account's role is admin or assistant (what each may do is decided inside the
 * app) or its email is OWNER_EMAIL.
 *
 * No Next import and no Prisma client: the server loads this before Next, and Next's bundles keep
 * their own Prisma client.
 */
import pg from "pg";

export type SessionLiveness = (session: { profileId: string; sessionId: string }) => Promise<boolean>;

const LIVE_ADMIN_SESSION = `
  select 1
    from admin_sessions s
    join profiles p on p.id = s.profile_id
   where s.id = $1::uuid
     and s.profile_id = $2::uuid
     and s.revoked_at is null
     and s.expires_at > now()
     and (p.role in ('admin', 'assistant') or ($3::text <> '' and lower(btrim(p.email)) = $3::text))
   limit 1`;

export interface AdminSessionCheck {
  isLive: SessionLiveness;
  close: () => Promise<void>;
}

/**
 * A checker on DATABASE_URL. The owner's email is passed as it is normalised in lib/env.ts
 * (lower-case), or undefined when OWNER_EMAIL is not set.
 */
export function createAdminSessionCheck(options: { databaseUrl: string; ownerEmail?: string }): AdminSessionCheck {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 2,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
    application_name: "shop-server-gate",
  });
  // An idle connection dropped by the database must not take the server down.
  pool.on("error", () => undefined);
  const owner = options.ownerEmail?.trim().toLowerCase() ?? "";
  return {
    async isLive({ profileId, sessionId }) {
      const result = await pool.query(LIVE_ADMIN_SESSION, [sessionId, profileId, owner]);
      return (result.rowCount ?? 0) > 0;
    },
    close: () => pool.end(),
  };
}
