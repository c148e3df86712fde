/**
 * The single Prisma client of the process, talking to PostgreSQL through @prisma/adapter-pg.
 * Created on first use so that importing this module never needs a database (e.g. at build).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { DEMO_MESSAGES, DemoModeError, type DemoMessage } from "@/lib/domain/demo-mode";

export { Prisma } from "@/lib/generated/prisma/client";

const globalForDb = globalThis as unknown as { __prisma?: PrismaClient; __setupWrites?: boolean };

/** Setup scripts (migrations runner, seed, demo account) may write even in demo mode. */
export function allowSetupWrites(): void {
  globalForDb.__setupWrites = true;
}

export class DatabaseNotConfiguredError extends Error {
  constructor() {
    super("DATABASE_URL is not set. Start the site with `npm run dev` or `npm start`, which provide a database.");
    this.name = "DatabaseNotConfiguredError";
  }
}

function createClient(): PrismaClient {
  const url = env().DATABASE_URL;
  if (!url) throw new DatabaseNotConfiguredError();
  // A request waits up to 15 s for a free connection (a burst of checkouts queues on the
  // reserved original's row lock), as long as an order's transaction may wait (maxWait). A
  // database that is down refuses the connection at once, so that case is answered quickly.
  const adapter = new PrismaPg({ connectionString: url, max: 10, connectionTimeoutMillis: 15_000 });
  const client = new PrismaClient({ adapter });
  return env().DEMO_MODE ? readOnlyClient(client) : client;
}

const WRITE_OPERATIONS = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"]);
/**
 * Still written in demo mode: the attempt counters that protect sign-in and the public forms, and
 * the administrators' sessions and sign-in record (signing in and out must keep working).
 */
const WRITABLE_IN_DEMO = new Set(["RateLimitEvent", "AdminSession", "SignInEvent"]);

/** The spec's demo-mode wording for a refused write, by table and kind of change. */
export function demoMessageFor(model: string | undefined, operation: string): DemoMessage {
  const kind = operation.startsWith("create") ? "create" : operation.startsWith("delete") ? "delete" : "update";
  switch (model) {
    case "Artwork":
      return kind === "create" ? DEMO_MESSAGES.createArtwork : kind === "delete" ? DEMO_MESSAGES.deleteArtwork : DEMO_MESSAGES.updateArtwork;
    case "Service":
      return kind === "create" ? DEMO_MESSAGES.createService : kind === "delete" ? DEMO_MESSAGES.deleteService : DEMO_MESSAGES.updateService;
    case "ContactSubmission":
      return kind === "create" ? DEMO_MESSAGES.createContactSubmission : DEMO_MESSAGES.updateContactSubmission;
    case "Order":
    case "OrderLine":
      return kind === "create" ? DEMO_MESSAGES.createOrder : DEMO_MESSAGES.updateOrder;
    case "Profile":
      return DEMO_MESSAGES.role;
    case "AboutContent":
      return DEMO_MESSAGES.updateContent;
    case "Settings":
      return DEMO_MESSAGES.updateSettings;
    default:
      return DEMO_MESSAGES.readOnly;
  }
}

/**
 * Demo mode (DEMO_MODE=true): a client that refuses every write through a model, as a backstop
 * behind the product's own demo-mode checks (which answer with the spec's messages first).
 */
function readOnlyClient(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (WRITE_OPERATIONS.has(operation) && !WRITABLE_IN_DEMO.has(model) && !globalForDb.__setupWrites) {
            throw new DemoModeError(demoMessageFor(model, operation));
          }
          return query(args);
        },
      },
    },
  }) as unknown as PrismaClient;
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
