/**
 * Auth.js (next-auth 5) for the back office: email + password (credentials), JWT sessions in an
 * HttpOnly, SameSite=Lax cookie (Secure in production). The credentials provider only works with
 * JWT sessions, so the JWT names a session row in PostgreSQL (lib/auth/admin-sessions.ts), written
 * at sign-in: the database decides whether the session is still alive (Sign Out, a password reset,
 * a role change or 'Sign out everywhere' revoke it). A session ends SESSION_LIFETIME_MS after
 * sign-in however active it is (absolute lifetime), and is then reported as expired.
 *
 * The session only says who signed in: whether that person is an administrator, and whether the
 * session row is still live, is read from the database on every check (lib/auth/require-admin.ts).
 */
import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { authenticate, recordSignInEvent } from "@/lib/auth/sign-in";
import { redeemSignInLink } from "@/lib/auth/sign-in-link";
import { waitMinutes } from "@/lib/domain/sign-in-delay";
import { clientAddressFrom } from "@/lib/http/client-address";
import { revokeSession, SESSION_LIFETIME_MS, startSession } from "@/lib/auth/admin-sessions";

export { SESSION_LIFETIME_MS };

class InvalidCredentials extends CredentialsSignin {
  code = "invalid";
}
class LockedOut extends CredentialsSignin {
  code = "locked";
}
class InvalidLink extends CredentialsSignin {
  code = "link";
}

declare module "next-auth" {
  interface Session {
    sid?: string;
    signedInAt?: number;
    expired?: boolean;
  }
}

const production = env().NODE_ENV === "production";

export const authConfig = {
  secret: env().AUTH_SECRET,
  trustHost: true,
  useSecureCookies: production,
  session: { strategy: "jwt", maxAge: SESSION_LIFETIME_MS / 1000 },
  cookies: {
    sessionToken: {
      name: production ? "__Secure-authjs.session-token" : "authjs.session-token",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: production },
    },
  },
  pages: { signIn: "/", error: "/" },
  logger: {
    // A wrong password is an answer, not a server error: keep it out of the error log.
    error(error) {
      if ((error as { type?: string }).type === "CredentialsSignin") return;
      console.error(error);
    },
  },
  providers: [
    Credentials({
      // Either email + password, or `token`: the emailed one-time sign-in link (lib/auth/sign-in-link.ts).
      credentials: { email: {}, password: {}, token: {} },
      async authorize(credentials, request) {
        const address = clientAddressFrom(request.headers);
        const userAgent = (request.headers.get("user-agent") ?? "").slice(0, 256);
        if (typeof credentials?.token === "string" && credentials.token) {
          const profile = await redeemSignInLink(credentials.token);
          if (!profile) throw new InvalidLink();
          const session = await startSession({ profileId: profile.id, address, userAgent, method: "link" });
          await recordSignInEvent("link_signed_in", { email: profile.email, address, userAgent });
          return { id: profile.id, email: profile.email, sessionId: session.id };
        }
        const email = typeof credentials?.email === "string" ? credentials.email : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        const outcome = await authenticate({ email, password, address, userAgent });
        if (outcome.ok) {
          const session = await startSession({ profileId: outcome.profile.id, address, userAgent, method: "password" });
          return { id: outcome.profile.id, email: outcome.profile.email, sessionId: session.id };
        }
        if (outcome.reason === "locked") {
          const refusal = new LockedOut();
          // The wait travels in the code: the dialog says how long.
          refusal.code = `locked-${waitMinutes(outcome.retryAfterMs ?? 0)}`;
          throw refusal;
        }
        throw new InvalidCredentials();
      },
    }),
  ],
  events: {
    // Sign Out (the action or Auth.js's own sign-out route) ends the session row at once.
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      if (typeof token?.sid === "string") await revokeSession(token.sid, "signed_out");
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) {
        // A sign-in: a brand-new session (the row authorize() wrote), whatever cookie came with the request.
        const sid = (user as { sessionId?: unknown }).sessionId;
        return { sub: user.id, email: user.email, sid: typeof sid === "string" ? sid : undefined, signedInAt: Date.now() };
      }
      return token;
    },
    session({ session, token }) {
      const signedInAt = typeof token.signedInAt === "number" ? token.signedInAt : 0;
      session.user = { ...session.user, id: String(token.sub ?? ""), email: String(token.email ?? "") };
      session.sid = typeof token.sid === "string" ? token.sid : undefined;
      session.signedInAt = signedInAt;
      session.expired = Date.now() - signedInAt > SESSION_LIFETIME_MS;
      return session;
    },
  },
} satisfies NextAuthConfig;

export const { handlers, auth, signIn, signOut } = NextAuth(authConfig);
