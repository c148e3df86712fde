/**
 * The database and storage of this installation, as `npm start` finds them: DATABASE_URL, or
 * the embedded PostgreSQL in EMBEDDED_PG_DIR (started for the command when it is not running,
 * reused when it is); the local storage folder or the S3 buckets. Used by the backup and restore
 * commands.
 */
import fs from "node:fs";
import path from "node:path";
import { EnvError, parseEnv, type Env } from "@/lib/env";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded-postgres";
import type { StorageSource } from "./backup";

export interface Installation {
  config: Env;
  databaseUrl: string;
  source: "embedded" | "DATABASE_URL";
  storage: StorageSource;
  /** Stops the embedded database when this command started it. */
  close(): Promise<void>;
}

export function loadEnvFiles(root: string): void {
  for (const file of [".env.local", ".env"]) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) process.loadEnvFile(full);
  }
}

export async function openInstallation(root: string, say: (line: string) => void): Promise<Installation> {
  loadEnvFiles(root);
  (process.env as Record<string, string | undefined>).NODE_ENV ??= "production";
  let config: Env;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.resolve(root, process.env.EMBEDDED_PG_DIR || ".data/postgres");
    embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT || 54329), log: say });
    await ensureDatabase(embedded.adminUrl, "art_shop");
    databaseUrl = embedded.urlFor("art_shop");
    say(`embedded PostgreSQL on port ${embedded.port}${embedded.reused ? " (running)" : ""}, data in ${dataDir}`);
  }
  const storage: StorageSource =
    config.STORAGE_DRIVER === "s3"
      ? { driver: "s3", bucket: config.S3_BUCKET ?? "", privateBucket: config.S3_PRIVATE_BUCKET, endpoint: config.S3_ENDPOINT }
      : { driver: "local", dir: path.resolve(root, config.STORAGE_LOCAL_DIR) };
  return {
    config,
    databaseUrl,
    source: embedded ? "embedded" : "DATABASE_URL",
    storage,
    async close() {
      if (embedded && !embedded.reused) await embedded.stop();
    },
  };
}
