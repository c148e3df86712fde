/**
 * The single Prisma client of the process, talking to PostgreSQL through @prisma/adapter-pg.
 * Created on first use so that importing this module never needs a database (e.g. at build).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export { Prisma } from "@/lib/generated/prisma/client";

const globalForDb = globalThis as unknown as { __prisma?: PrismaClient };

export class DatabaseNotConfiguredError extends Error {
  constructor() {
    super("DATABASE_URL is not set. Start the site with `npm run dev` or `npm start`, which provide a database.");
    this.name = "DatabaseNotConfiguredError";
  }
}

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
  if (!url) throw new DatabaseNotConfiguredError();
  const adapter = new PrismaPg({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  return new PrismaClient({ adapter });
}

export function getDb(): PrismaClient {
  globalForDb.__prisma ??= createClient();
  return globalForDb.__prisma;
}

/** Lazily connected client: `db.artwork.findMany(...)`. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb();
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
