/**
 * How to start the shop's HTTP server (scripts/next-server.ts): in production from its compiled
 * form (.next/shop-server.mjs, written by scripts/build-server.mjs during the build), so that no
 * TypeScript loader runs inside the server; in development, or without a compiled copy, through
 * tsx. Returns the arguments that follow the node executable.
 */
import fs from "node:fs";
import path from "node:path";

export function shopServerArgs(root: string, mode: "dev" | "start", port: string | number, host: string): string[] {
  const compiled = path.join(root, ".next", "shop-server.mjs");
  const entry = mode === "start" && fs.existsSync(compiled) ? [compiled] : ["--import", "tsx", path.join(root, "scripts", "next-server.ts")];
  return [...entry, mode, "-p", String(port), "-H", host];
}
