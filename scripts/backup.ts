/**
 * `npm run backup -- [--dir .data/backups] [--keep 14]`: one timestamped archive of the database
 * (pg_dump custom format, or a COPY of every table in one snapshot when no pg_dump matches the
 * server) and the uploaded files, with a manifest of counts and checksums
 * (scripts/lib/backup.ts). With S3 storage the buckets are recorded, not copied.
 * --keep N removes all but the N newest archives of the folder afterwards.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "./lib/backup";
import { openInstallation } from "./lib/backup-target";

const say = (line: string) => console.log(`  ${line}`);

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: "string" }, keep: { type: "string" }, "pg-dump": { type: "string" } },
  });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) {
    console.error("--keep takes a whole number of archives, at least 1.");
    process.exit(2);
  }
  const root = process.cwd();
  const installation = await openInstallation(root, say);
  try {
    const started = Date.now();
    const result = await createBackup({
      databaseUrl: installation.databaseUrl,
      source: installation.source,
      storage: installation.storage,
      outDir: path.resolve(root, values.dir ?? ".data/backups"),
      keep,
      pgDump: values["pg-dump"],
      log: say,
    });
    const { manifest } = result;
    const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
    say(
      `wrote ${result.archive} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.keys(manifest.database.tables).length} tables, ${rows} rows, ` +
        (manifest.storage.driver === "local" ? `${manifest.storage.files.length} files` : `files in S3 (${manifest.storage.bucket})`),
    );
    for (const removed of result.removed) say(`removed ${removed} (--keep ${keep})`);
  } finally {
    await installation.close();
  }
}

main().catch((error) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
