/**
 * `npm run restore -- <archive> [--force]`: loads an archive of `npm run backup` into this
 * installation's database (DATABASE_URL or the embedded one) and local storage folder. It checks
 * every checksum first, refuses a database with rows or a folder with files unless --force, and
 * checks the row counts and files afterwards (scripts/lib/backup.ts). Stop the shop first.
 */
import { parseArgs } from "node:util";
import { restoreBackup, RestoreRefused } from "./lib/backup";
import { openInstallation } from "./lib/backup-target";

const say = (line: string) => console.log(`  ${line}`);

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean", default: false }, "pg-restore": { type: "string" } },
  });
  if (positionals.length !== 1) {
    console.error("Usage: npm run restore -- <archive.tar> [--force]");
    process.exit(2);
  }
  const installation = await openInstallation(process.cwd(), say);
  try {
    const result = await restoreBackup({
      archive: positionals[0],
      databaseUrl: installation.databaseUrl,
      storageDir: installation.storage.driver === "local" ? installation.storage.dir : undefined,
      force: values.force,
      pgRestore: values["pg-restore"],
      log: say,
    });
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    say(`restored ${result.manifest.createdAt}: ${Object.keys(result.tables).length} tables, ${rows} rows, ${result.files} files; counts and checksums match`);
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      process.exitCode = 3;
    } else throw error;
  } finally {
    await installation.close();
  }
}

main().catch((error) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
