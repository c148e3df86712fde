/**
 * `npm run db:migrate`: applies the SQL migrations under prisma/migrations to DATABASE_URL,
 * recording them in Prisma's own `_prisma_migrations` table (compatible with `prisma migrate deploy`).
 */
import fs from "node:fs";
import { applyMigrations } from "@/lib/db/migrations";
import { parseEnv, EnvError } from "@/lib/env";

async function main() {
  for (const file of [".env.local", ".env"]) if (fs.existsSync(file)) process.loadEnvFile(file);
  let url: string | undefined;
  try {
    url = parseEnv(process.env).DATABASE_URL;
  } catch (err) {
    if (err instanceof EnvError) throw new Error(err.message);
    throw err;
  }
  if (!url) throw new Error("DATABASE_URL is not set. (`npm run dev` migrates its embedded database by itself.)");
  const { applied } = await applyMigrations(url, { log: (l) => console.log(l) });
  console.log(applied.length ? `Applied ${applied.length} migration(s).` : "The database is up to date.");
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
