import { defineConfig } from "prisma/config";

// The CLI is only used for `prisma generate` (and `prisma migrate deploy` where the
// schema engine is available). Migrations are applied by scripts/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
