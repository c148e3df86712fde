/**
 * Prisma's schema engine, compiled to WebAssembly (@prisma/schema-engine-wasm), driven
 * directly. The Prisma CLI's native schema engine cannot be downloaded on every machine
 * this project runs on, and the Wasm build does the same diffing work.
 *
 * - diffSql(from, to): migration SQL between two datamodels (schema.prisma texts). Pure
 *   computation; no database is contacted (the engine gets a stub connection that only
 *   answers its start-up version probe and refuses everything else).
 * - driftSql(databaseUrl, schemaText): introspects the live database (the engine reads the
 *   catalog through @prisma/adapter-pg; diff target `schemaDatasource`) and diffs it
 *   against the datamodel. This is the same comparison `prisma migrate diff --from-config-
 *   datasource --to-schema` makes. The engine itself never reports `_prisma_migrations`
 *   (Prisma's own bookkeeping table); it is also excluded explicitly by the `filters`
 *   below. Returns "" when database and datamodel agree. No shadow database is needed.
 *
 * Workarounds needed for the Wasm engine:
 * - `globalThis.PRISMA_WASM_PANIC_REGISTRY` must exist before the engine runs, otherwise
 *   every Rust panic surfaces as "Cannot read properties of undefined (reading 'set_message')".
 * - The pg driver adapter cannot map PostgreSQL's internal `"char"` type (OID 18), which the
 *   engine's catalog queries return (pg_constraint.contype, ...), and the engine insists on
 *   reading those columns as `Character`. A pg.Client subclass relabels them as `text` so
 *   the adapter accepts the result, and a thin wrapper around the adapter then marks the
 *   same columns as `Character` for the engine.
 * - A Rust panic is thrown as an uncaught WebAssembly.RuntimeError; it is turned into a
 *   rejected promise with the panic message (see rejectOnPanic).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type ErrorCapturingSqlMigrationAwareDriverAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlQueryable,
  type SqlResultSet,
} from "@prisma/driver-adapter-utils";
import type { DiffTarget, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm";

type WasmBindings = typeof import("@prisma/schema-engine-wasm/schema_engine_bg") & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
};

export class SchemaEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SchemaEngineError";
  }
}

/** Tables the engine must neither create nor drop: Prisma's migration bookkeeping. */
function filtersFor(schema = "public"): SchemaFilter {
  return { externalTables: [`${schema}._prisma_migrations`], externalEnums: [] };
}

// ---------------------------------------------------------------------------------------
// Loading the Wasm module (once per process)

interface PanicRegistry {
  message: string;
  get(): string;
  set_message(message: string): void;
}

function panicRegistry(): PanicRegistry {
  const g = globalThis as unknown as { PRISMA_WASM_PANIC_REGISTRY?: PanicRegistry };
  g.PRISMA_WASM_PANIC_REGISTRY ??= {
    message: "",
    get() {
      return this.message;
    },
    set_message(message: string) {
      this.message = message;
    },
  };
  return g.PRISMA_WASM_PANIC_REGISTRY;
}

let bindingsPromise: Promise<WasmBindings> | undefined;
/** Set once the engine has panicked: the Wasm instance must not be used again. */
let poisoned: string | undefined;

function loadBindings(): Promise<WasmBindings> {
  bindingsPromise ??= (async () => {
    panicRegistry();
    const bindings = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as WasmBindings;
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(
      path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
      "schema_engine_bg.wasm",
    );
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
      "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings;
  })();
  bindingsPromise.catch(() => (bindingsPromise = undefined));
  return bindingsPromise;
}

/** Version (git hash) of the loaded Wasm schema engine. */
export async function engineVersion(): Promise<string> {
  return (await loadBindings()).version();
}

// ---------------------------------------------------------------------------------------
// Adapters

/**
 * Result rows (pg's own array, which the adapter passes through unchanged) mapped to the
 * indexes of their `"char"` columns.
 */
const charColumns = new WeakMap<object, number[]>();

/** Labels `"char"` (OID 18) result columns as `text` (OID 25) and remembers where they were. */
function relabelCharColumns<T>(result: T): T {
  for (const r of Array.isArray(result) ? result : [result]) {
    const res = r as { fields?: { dataTypeID: number }[]; rows?: object } | undefined;
    const indexes: number[] = [];
    res?.fields?.forEach((field, i) => {
      if (field.dataTypeID === 18) {
        field.dataTypeID = 25;
        indexes.push(i);
      }
    });
    if (indexes.length > 0 && res?.rows) charColumns.set(res.rows, indexes);
  }
  return result;
}

class CharAsTextClient extends pg.Client {
  // pg's query() has many overloads; intercept both the callback and the promise form.
  override query(...args: unknown[]): never {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (err: unknown, res: unknown) => last(err, err ? res : relabelCharColumns(res));
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const ret = (super.query as (...a: unknown[]) => unknown)(...args);
    return (ret instanceof Promise ? ret.then(relabelCharColumns) : ret) as never;
  }
}

/** Gives the relabelled columns the engine's `Character` type (it reads them as chars). */
function withCharColumns<T extends SqlQueryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query: SqlQuery) => {
    const result = await queryRaw(query);
    for (const i of charColumns.get(result.rows) ?? []) result.columnTypes[i] = ColumnTypeEnum.Character;
    return result;
  };
  return queryable;
}

function withCharColumnsAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => withCharColumns(await startTransaction(isolationLevel));
  return withCharColumns(adapter);
}

interface LiveAdapter {
  schema: string | undefined;
  factory: ErrorCapturingSqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

function liveAdapter(databaseUrl: string): LiveAdapter {
  let schema: string | undefined;
  try {
    schema = new URL(databaseUrl).searchParams.get("schema") || undefined;
  } catch {
    throw new SchemaEngineError("The database URL is not a valid postgresql:// URL.");
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    Client: CharAsTextClient,
    max: 4,
    connectionTimeoutMillis: 10_000,
  } as pg.PoolConfig);
  pool.on("error", () => {}); // idle client errors are reported by the next query instead
  const pgFactory = new PrismaPg(pool, schema ? { schema } : undefined);
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: "postgres",
    adapterName: pgFactory.adapterName,
    connect: async () => withCharColumnsAdapter(await pgFactory.connect()),
    // Only `migrations` diff targets need a shadow database; this module does not use them.
    connectToShadowDb: () => Promise.reject(new SchemaEngineError("schema-engine.ts does not use shadow databases.")),
  };
  return {
    schema,
    factory: bindMigrationAwareSqlAdapterFactory(factory),
    close: async () => {
      await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    },
  };
}

/**
 * A stand-in connection for pure datamodel diffs. The engine still "connects" when it is
 * created and asks for the server version once; that probe is answered with a fixed
 * PostgreSQL 16 and any other query is refused, so diffSql can never touch a database.
 */
function offlineAdapter(): ErrorCapturingSqlMigrationAwareDriverAdapterFactory {
  const refuse = (what: string) => () =>
    Promise.reject(new SchemaEngineError(`diffSql works without a database, but the engine tried to ${what}.`));
  const connection = (): SqlDriverAdapter => ({
    provider: "postgres",
    adapterName: "offline-stub",
    async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
      if (/\bversion\(\)/.test(query.sql) && /pg_namespace/.test(query.sql)) {
        return {
          columnNames: ["exists", "version", "numeric_version"],
          columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
          rows: [[true, "PostgreSQL 16.0 (offline stub)", 160000]],
        };
      }
      return refuse(`run a query (${query.sql.slice(0, 80)})`)();
    },
    executeRaw: refuse("run a statement"),
    executeScript: refuse("run a script"),
    startTransaction: refuse("open a transaction"),
    getConnectionInfo: () => ({ supportsRelationJoins: true }),
    dispose: () => Promise.resolve(),
  });
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: "postgres",
    adapterName: "offline-stub",
    connect: () => Promise.resolve(connection()),
    connectToShadowDb: () => Promise.resolve(connection()),
  };
  return bindMigrationAwareSqlAdapterFactory(factory);
}

// ---------------------------------------------------------------------------------------
// Running engine commands

/** Turns an engine error (Rust span traces, registry ids of JS errors) into a readable one. */
function readableError(
  error: unknown,
  what: string,
  factory: ErrorCapturingSqlMigrationAwareDriverAdapterFactory,
): SchemaEngineError {
  const e = error as { message?: string; code?: string };
  if (error instanceof WebAssembly.RuntimeError) {
    const panic = (panicRegistry().get() || error.message).replace(/^RuntimeError: /, "");
    return new SchemaEngineError(`${what}: the schema engine panicked: ${panic}`, { cause: error });
  }
  let message = typeof e?.message === "string" ? e.message : String(error);
  // JS errors thrown inside the driver adapter come back as a registry id.
  const jsId = /External error id#(\d+)/.exec(message);
  if (jsId) {
    const original = factory.errorRegistry.consumeError(Number(jsId[1]))?.error as Error | undefined;
    if (original) message = original.message ?? String(original);
  }
  // Drop the Rust span trace ("   0: schema_engine_wasm::...") that follows the message.
  message = message.split(/\n\s*0: /)[0]!.trim();
  const code = typeof e?.code === "string" ? ` [${e.code}]` : "";
  return new SchemaEngineError(`${what}${code}: ${message}`, { cause: error });
}

/**
 * A Rust panic surfaces as a WebAssembly.RuntimeError thrown from a promise callback inside
 * the bindings, i.e. as an uncaught exception rather than a rejection. Turn it into a
 * rejection of the running command. The Wasm instance is unusable afterwards.
 */
function rejectOnPanic(): { panicked: Promise<never>; dispose(): void } {
  let listener: (error: unknown) => void = () => {};
  const panicked = new Promise<never>((_, reject) => {
    listener = (error) => {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      poisoned = panicRegistry().get() || error.message;
      reject(error);
    };
  });
  panicked.catch(() => {});
  process.on("uncaughtException", listener);
  return { panicked, dispose: () => process.off("uncaughtException", listener) };
}

async function withEngine<T>(
  factory: ErrorCapturingSqlMigrationAwareDriverAdapterFactory,
  what: string,
  run: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  if (poisoned) {
    throw new SchemaEngineError(`${what}: the schema engine panicked earlier in this process (${poisoned}); restart it.`);
  }
  const bindings = await loadBindings();
  const guard = rejectOnPanic();
  // SCHEMA_ENGINE_DEBUG=1 prints the engine's own log lines (JSON) to stderr.
  const log = process.env.SCHEMA_ENGINE_DEBUG ? (line: string) => console.error(`[schema-engine] ${line}`) : () => {};
  let engine: SchemaEngine | undefined;
  try {
    const created = await Promise.race([bindings.SchemaEngine.new({ datamodels: undefined }, log, factory), guard.panicked]);
    engine = created;
    return await Promise.race([run(created), guard.panicked]);
  } catch (error) {
    throw readableError(error, what, factory);
  } finally {
    guard.dispose();
    if (!poisoned) engine?.free();
  }
}

function datamodel(schemaText: string): DiffTarget {
  return { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schemaText }] };
}

/** True when a script produced by the engine contains no SQL statement (only comments/blank lines). */
export function isEmptyMigration(sql: string): boolean {
  return (
    sql
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split("\n")
      .map((line) => line.replace(/--.*$/, "").trim())
      .join("") === ""
  );
}

function normalise(script: string | null): string {
  const sql = script ?? "";
  return isEmptyMigration(sql) ? "" : sql.trimEnd() + "\n";
}

/**
 * Migration SQL turning datamodel `from` (null: an empty database) into datamodel `to`.
 * Returns "" when there is nothing to do. No database is needed.
 *
 * Note: from an empty database the engine starts with `CREATE SCHEMA IF NOT EXISTS "public"`.
 */
export async function diffSql(from: string | null, to: string): Promise<string> {
  const factory = offlineAdapter();
  const result = await withEngine(factory, "Diffing datamodels failed", (engine) =>
    engine.diff({
      from: from === null ? { tag: "empty" } : datamodel(from),
      to: datamodel(to),
      script: true,
      exitCode: null,
      filters: filtersFor(),
    }),
  );
  return normalise(result.stdout);
}

/**
 * SQL needed to bring the live database at `databaseUrl` to the datamodel `schemaText`,
 * found by introspecting the database. Returns "" when they agree.
 */
export async function driftSql(databaseUrl: string, schemaText: string): Promise<string> {
  const adapter = liveAdapter(databaseUrl);
  try {
    const result = await withEngine(adapter.factory, "Comparing the database with the schema failed", (engine) =>
      engine.diff({
        // The datasource block of schemaText only supplies the provider; the connection is the adapter's.
        from: { tag: "schemaDatasource", files: [{ path: "schema.prisma", content: schemaText }], configDir: process.cwd() },
        to: datamodel(schemaText),
        script: true,
        exitCode: null,
        filters: filtersFor(adapter.schema),
      }),
    );
    return normalise(result.stdout);
  } finally {
    await adapter.close();
  }
}
