/**
 * Creates an administrator, or resets the password and role of an existing account. A reset ends
 * every session of the account, kills its unused emailed links and lifts any sign-in delay on it.
 *
 *   npm run admin:create -- --email owner@example.com [--password '...'] [--name 'Full Name']
 *
 * Without --password (or --email) it asks; the password must be at least 10 characters.
 * Works against any database given by DATABASE_URL (or the embedded one of `npm run dev`,
 * when that is running and DATABASE_URL is unset).
 */
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline/promises";
import { parseArgs } from "node:util";
import { z } from "zod";

async function resolveDatabaseUrl(): Promise<string> {
  for (const file of [".env.local", ".env"]) if (fs.existsSync(file)) process.loadEnvFile(file);
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const { startEmbeddedPostgres, ensureDatabase } = await import("./lib/embedded-postgres");
  const embedded = await startEmbeddedPostgres({ dataDir: path.resolve(process.env.EMBEDDED_PG_DIR || ".data/postgres") });
  await ensureDatabase(embedded.adminUrl, "art_shop");
  const { applyMigrations } = await import("@/lib/db/migrations");
  await applyMigrations(embedded.urlFor("art_shop"));
  if (!embedded.reused) process.once("beforeExit", () => void embedded.stop());
  return embedded.urlFor("art_shop");
}

async function ask(question: string, hidden = false): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
      write.call(rl, s.startsWith(question) ? s : "");
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write("\n");
  return answer.trim();
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const email = (values.email ?? (await ask("Administrator email: "))).toLowerCase();
  if (!z.email().safeParse(email).success) throw new Error(`"${email}" is not a valid email address.`);
  const password = values.password ?? (await ask("Password (at least 10 characters): ", true));
  if (password.length < 10) throw new Error("The password must be at least 10 characters long.");

  process.env.DATABASE_URL = await resolveDatabaseUrl();
  const { db } = await import("@/lib/db");
  const { createOrResetAdministrator } = await import("@/lib/auth/reset-admin");
  const { created } = await createOrResetAdministrator(db, { email, password, name: values.name });
  await db.$disconnect();
  console.log(!created ? `Administrator ${email} updated (password reset, role admin, other sessions signed out).` : `Administrator ${email} created.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
