/**
 * A TCP relay between the shop and a real PostgreSQL that can lose a transaction's COMMIT at the
 * moment that matters, the way a database going away does:
 *
 * - `cutAfterCommit()`: the next COMMIT (of a transaction that sent `marker`, when given) reaches PostgreSQL (which commits), but its answer never
 *   reaches the shop: the connection is cut instead. With `{ down: true }` every other connection
 *   is cut too and new ones are refused until `up()`: the database is gone, as far as the shop
 *   can tell.
 * - `cutBeforeCommit()`: the next COMMIT is never sent; the connection is cut, and PostgreSQL
 *   rolls the transaction back.
 *
 * Nothing else is changed: every byte is relayed as it came. Point DATABASE_URL at `url` before
 * the shop's database client is first used.
 */
import net from "node:net";

const COMMIT = Buffer.from("COMMIT");

export interface FaultProxy {
  url: string;
  /** Resolves once the cut is made. */
  cutAfterCommit(options?: { down?: boolean; marker?: string }): Promise<void>;
  cutBeforeCommit(options?: { marker?: string }): Promise<void>;
  /** New connections are relayed again. */
  up(): void;
  close(): Promise<void>;
}

type Pending = { kind: "after" | "before"; down: boolean; marker: Buffer | null; done: () => void };

export async function startFaultProxy(databaseUrl: string): Promise<FaultProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let pending: Pending | null = null;
  let refusing = false;

  const cutAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.server.destroy();
    }
    pairs.clear();
  };

  const proxy = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const server = net.connect(Number(target.port), target.hostname);
    const pair = { client, server };
    pairs.add(pair);
    let answerToCut: Pending | null = null;
    /** What this connection sent since its last COMMIT (only kept while a fault waits for a marker). */
    let sinceCommit = Buffer.alloc(0);
    const cut = () => {
      client.destroy();
      server.destroy();
      pairs.delete(pair);
    };
    client.on("data", (chunk: Buffer) => {
      if (pending?.marker) sinceCommit = Buffer.concat([sinceCommit, chunk]);
      const commits = chunk.includes(COMMIT);
      const marked = !pending?.marker || sinceCommit.includes(pending.marker);
      if (commits) sinceCommit = Buffer.alloc(0);
      if (pending && commits && marked) {
        const fault = pending;
        pending = null;
        if (fault.kind === "before") {
          cut();
          return fault.done();
        }
        answerToCut = fault;
      }
      server.write(chunk);
    });
    server.on("data", (chunk: Buffer) => {
      if (answerToCut) {
        // PostgreSQL has committed; the shop never hears it.
        const fault = answerToCut;
        answerToCut = null;
        cut();
        if (fault.down) {
          refusing = true;
          cutAll();
        }
        return fault.done();
      }
      client.write(chunk);
    });
    client.on("error", cut);
    server.on("error", cut);
    client.on("close", cut);
    server.on("close", cut);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((proxy.address() as net.AddressInfo).port);

  const arm = (kind: Pending["kind"], down: boolean, marker: string | undefined) =>
    new Promise<void>((resolve) => {
      pending = { kind, down, marker: marker ? Buffer.from(marker) : null, done: resolve };
    });

  return {
    url: url.toString(),
    cutAfterCommit: (options = {}) => arm("after", options.down ?? false, options.marker),
    cutBeforeCommit: (options = {}) => arm("before", false, options.marker),
    up() {
      refusing = false;
    },
    async close() {
      cutAll();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
