/**
 * Compiles the shop's HTTP server (scripts/next-server.ts and the few lib modules it uses) to
 * plain JavaScript in .next/shop-server.mjs, run by `npm start` and the benchmarks. A production
 * server then loads no TypeScript hooks: with tsx's loader in the process every module resolution
 * Next makes while serving goes through it. Part of `npm run build` (and of `npm test`'s build).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  entryPoints: [path.join(root, "scripts", "next-server.ts")],
  outfile: path.join(root, ".next", "shop-server.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // next, zod and the rest come from node_modules at run time, as Next's own code does.
  packages: "external",
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "warning",
});
console.log("Compiled the shop's server to .next/shop-server.mjs");
