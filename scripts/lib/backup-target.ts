/**
 * The database and storage of this installation, as `npm start` finds them (the database through
 * scripts/lib/local-database.ts: DATABASE_URL, or the embedded PostgreSQL in EMBEDDED_PG_DIR);
 * the local storage folder or the S3 buckets. Used by the backup and restore commands.
 */
import path from "node:path";
import { EnvError, parseEnv, type Env } from "@/lib/env";
import type { StorageSource } from "./backup";
import { loadEnvFiles, localDatabase } from "./local-database";

export interface Installation {
  config: Env;
  databaseUrl: string;
  source: "embedded" | "DATABASE_URL";
  storage: StorageSource;
  /** Stops the embedded database when this command started it. */
  close(): Promise<void>;
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
  const database = await localDatabase({ root, log: say });
  say(`database: ${database.description}`);
  const storage: StorageSource =
    config.STORAGE_DRIVER === "s3"
      ? { driver: "s3", bucket: config.S3_BUCKET ?? "", privateBucket: config.S3_PRIVATE_BUCKET, endpoint: config.S3_ENDPOINT }
      : { driver: "local", dir: path.resolve(root, config.STORAGE_LOCAL_DIR) };
  return {
    config,
    databaseUrl: database.url,
    source: database.embedded ? "embedded" : "DATABASE_URL",
    storage,
    close: () => database.release(),
  };
}
