/**
 * Creates an administrator, or resets the password and role of an existing account. A reset ends
 * every session of the account, kills its unused emailed links and lifts any sign-in delay on it.
 *
 *   npm run admin:create -- --email owner@example.com [--password '...'] [--name 'Full Name']
 *
 * Without --password (or --email) it asks; the password must be at least 10 characters.
 * Works on DATABASE_URL, or without it on the embedded database of `npm run dev` (started
 * for the run when the site is not running).
 */
import readline from "node:readline/promises";
import { parseArgs } from "node:util";
import { z } from "zod";
import { scriptDatabase } from "./lib/local-database";

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

  const database = await scriptDatabase("admin:create");
  const { db } = await import("@/lib/db");
  let created: boolean;
  try {
    const { createOrResetAdministrator } = await import("@/lib/auth/reset-admin");
    ({ created } = await createOrResetAdministrator(db, { email, password, name: values.name }));
  } finally {
    await db.$disconnect();
    await database.release();
  }
  console.log(created ? `Administrator ${email} created.` : `Administrator ${email} updated (password reset, role admin, its sessions signed out, sign-in delays lifted).`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
