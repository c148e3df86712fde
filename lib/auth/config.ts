/**
 * Auth.js (next-auth 5) for the back office: email + password (credentials), JWT sessions in an
 * HttpOnly, SameSite=Lax cookie (Secure in production). Every sign-in issues a new session (a
 * fresh id and sign-in time); a session ends SESSION_LIFETIME_MS after sign-in however active it
 * is (absolute lifetime), and is then reported as expired.
 *
 * The session only says who signed in: whether that person is an administrator is read from the
 * database on every check (lib/auth/require-admin.ts).
 */
import "server-only";
import crypto from "node:crypto";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { authenticate } from "@/lib/auth/sign-in";
import { clientAddressFrom } from "@/lib/http/client-address";

export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

class InvalidCredentials extends CredentialsSignin {
  code = "invalid";
}
class LockedOut extends CredentialsSignin {
  code = "locked";
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
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        const email = typeof credentials?.email === "string" ? credentials.email : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        const outcome = await authenticate({ email, password, address: clientAddressFrom(request.headers) });
        if (outcome.ok) return { id: outcome.profile.id, email: outcome.profile.email };
        throw outcome.reason === "locked" ? new LockedOut() : new InvalidCredentials();
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) {
        // A sign-in: a brand-new session, whatever cookie came with the request.
        return { sub: user.id, email: user.email, sid: crypto.randomUUID(), signedInAt: Date.now() };
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
