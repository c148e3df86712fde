/**
 * `npm run db:migrate`: applies the SQL migrations under prisma/migrations to DATABASE_URL (or,
 * without it, to the embedded database of `npm run dev`), recording them in Prisma's own
 * `_prisma_migrations` table (compatible with `prisma migrate deploy`).
 */
import { EnvError } from "@/lib/env";
import { scriptDatabase } from "./lib/local-database";

async function main() {
  let database;
  try {
    database = await scriptDatabase("db:migrate", { migrateExternal: true });
  } catch (err) {
    if (err instanceof EnvError) throw new Error(err.message);
    throw err;
  }
  await database.release();
  const { applied } = database;
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}.` : "The database is up to date.");
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
