/**
 * The documentation and the project agree: every npm script named in README.md or docs/ exists in
 * package.json and every script is documented; every environment variable the site reads
 * (lib/env.ts, .env.example) has exactly one row in docs/configuration.md, and every variable
 * documented there is still read by something.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "@/lib/env";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

function docFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs];
}

const allDocs = () => docFiles().map((file) => ({ file, text: read(file) }));

// --- npm scripts ----------------------------------------------------------------------------

const LIFECYCLE = new Set(["preinstall", "install", "postinstall", "prepare", "prepack", "postpack", "prepublishOnly"]);

export function documentedScripts(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\bnpm run ([a-z0-9][a-z0-9:_.-]*[a-z0-9])/gi)) names.add(match[1]);
  for (const match of text.matchAll(/\bnpm (test|start)\b/g)) names.add(match[1]);
  return [...names];
}

function packageScripts(): string[] {
  const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
  const names = Object.keys(pkg.scripts);
  // pre<x>/post<x> hooks run by npm itself around <x> are not commands anyone types.
  const hook = (name: string) => {
    const match = name.match(/^(?:pre|post)(.+)$/);
    return match !== null && names.includes(match[1]);
  };
  return names.filter((name) => !LIFECYCLE.has(name) && !hook(name));
}

// --- environment variables ------------------------------------------------------------------

/** Variables named (in backquotes) in the first cell of each table row of a Markdown file. */
export function tableVariables(markdown: string): string[] {
  const found: string[] = [];
  for (const line of markdown.split("\n")) {
    const cells = line.match(/^\|([^|]*)\|/);
    if (!cells) continue;
    for (const match of cells[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)) found.push(match[1]);
  }
  return found;
}

export function envExampleVariables(text: string): string[] {
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
}

function productVariables(): string[] {
  const fromSchema = Object.keys(envSchema.shape).filter((name) => name !== "NODE_ENV");
  return [...new Set([...fromSchema, ...envExampleVariables(read(".env.example"))])];
}

const SOURCE_DIRS = ["app", "components", "lib", "scripts", "tests", "prisma", "emails"];
const SOURCE_FILES = ["proxy.ts", "next.config.ts", "playwright.config.ts", "vitest.config.ts", "instrumentation.ts", "cache-handler.mjs", "prisma.config.ts", ".ci/run"];

function sourceText(): string {
  const chunks: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === "node_modules" || entry.name === "generated" || entry.name === "fixtures") continue;
        walk(full);
      } else if (/\.(ts|tsx|mjs|js|cjs|sh)$/.test(entry.name) && full !== import.meta.filename) {
        chunks.push(fs.readFileSync(full, "utf8"));
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of SOURCE_FILES) if (fs.existsSync(path.join(root, file))) chunks.push(read(file));
  return chunks.join("\n");
}

/** Variables read by Next.js itself (for example its server-action encryption key). */
function readByNext(name: string): boolean {
  const dir = path.join(root, "node_modules/next/dist/server");
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop()!;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.name.endsWith(".js") && fs.readFileSync(full, "utf8").includes(`process.env.${name}`)) return true;
    }
  }
  return false;
}

describe("documentation of commands", () => {
  it("names only npm scripts that exist in package.json", () => {
    const scripts = new Set(Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts));
    const missing = allDocs().flatMap(({ file, text }) =>
      documentedScripts(text)
        .filter((name) => !scripts.has(name))
        .map((name) => `${file}: npm run ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("documents every npm script of package.json", () => {
    const documented = new Set(allDocs().flatMap(({ text }) => documentedScripts(text)));
    expect(packageScripts().filter((name) => !documented.has(name))).toEqual([]);
  });

  it("finds scripts written in prose and in tables", () => {
    expect(documentedScripts("run `npm run db:seed:large -- --clear`, then `npm test` and npm run bench:http.").sort()).toEqual(
      ["bench:http", "db:seed:large", "test"],
    );
  });
});

describe("documentation of environment variables", () => {
  const configuration = read("docs/configuration.md");
  const rows = tableVariables(configuration);

  it("gives every variable the site reads exactly one row in docs/configuration.md", () => {
    const problems = productVariables().flatMap((name) => {
      const count = rows.filter((row) => row === name).length;
      return count === 1 ? [] : [`${name}: ${count} rows`];
    });
    expect(problems).toEqual([]);
  });

  it("documents only variables that something still reads", () => {
    const product = new Set(productVariables());
    const source = sourceText();
    const stale = [...new Set(rows)].filter(
      (name) => !product.has(name) && !new RegExp(`\\b${name}\\b`).test(source) && !readByNext(name),
    );
    expect(stale).toEqual([]);
  });

  it("reads variable names from table rows and from .env.example", () => {
    expect(tableVariables("| `A_B`, `C` | `x` | uses `NOT_FIRST` |\ntext `NOT_A_ROW`")).toEqual(["A_B", "C"]);
    expect(envExampleVariables("# comment\n# SITE_URL=https://x\nPORT=3000\n")).toEqual(["SITE_URL", "PORT"]);
  });
});
