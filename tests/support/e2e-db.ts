/**
 * Direct reads and writes of the browser tests' database (the one scripts/e2e-server.ts
 * started), for setting up a case or checking what a page stored.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

// BIGINT money columns as numbers: every amount the shop stores is far below 2^53 paisa.
const INT8_OID = 20;
const types = { getTypeParser: ((oid: number, format?: string) =>
  oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser };

export interface E2eEnv {
  work: string;
  databaseUrl: string;
}

export function e2eEnv(): E2eEnv {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), "test-results", ".e2e-env.json"), "utf8")) as E2eEnv;
}

export async function e2eQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eEnv().databaseUrl, types });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
