/**
 * next-intl's browser runtime (its provider, hooks and Link, about 9 KB gzip on every page) stays
 * out of browser code: client components take their words as props translated on the server
 * (lib/i18n/ui-strings.ts) and link with next/link (components/ui/locale-link.tsx). Read from the
 * sources, so it needs no build: every module a "use client" file reaches through its imports
 * (static or import()) is browser code, and none of them may import next-intl itself, its
 * navigation, or lib/i18n's modules built on them.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

/** Imports that bring next-intl's browser code (next-intl/server is server-only: not listed). */
const RUNTIME = /^(?:next-intl(?:\/navigation|\/routing)?|use-intl(?:\/.*)?|@\/lib\/i18n\/(?:navigation|routing|request))$/;

/**
 * Browser code allowed to read next-intl: none since every client component takes its words as
 * props (the Document has no next-intl provider). An entry that no longer reads next-intl fails
 * the test: keep the list true.
 */
const STILL_ON_NEXT_INTL = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return name === "generated" || name === "node_modules" ? [] : sourceFiles(rel);
    return /\.(?:ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [rel] : [];
  });
}

/** Runtime imports of a module (type-only imports are erased and left out). */
function importsOf(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gm)) {
    if (m[2] || /^\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(m[3].trim())) continue;
    specs.push(m[4]);
  }
  for (const m of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) specs.push(m[1]);
  for (const m of source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1]);
  return specs;
}

/** The project file an import names, or null for a package. */
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  }
  return null;
}

const files = [...sourceFiles("app"), ...sourceFiles("components"), ...sourceFiles("lib")];
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const isClientEntry = (source: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(source);
/** A server-action module: browser code imports only references to its functions, none of its code. */
const isServerActions = (source: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use server["']/.test(source);

/** Every module browser code reaches, with the client entry it is reached from. */
function browserModules(): Map<string, string> {
  const reached = new Map<string, string>();
  const queue = files.filter((file) => isClientEntry(read(file))).map((file) => [file, file] as const);
  while (queue.length > 0) {
    const [file, entry] = queue.pop()!;
    if (reached.has(file)) continue;
    reached.set(file, entry);
    if (isServerActions(read(file))) continue;
    for (const spec of importsOf(read(file))) {
      const target = resolve(file, spec);
      if (target && !reached.has(target)) queue.push([target, entry]);
    }
  }
  return reached;
}

describe("next-intl's runtime stays out of browser code", () => {
  const browser = browserModules();

  it("finds the browser code (the header, the cards, the dialogs)", () => {
    expect(browser.has("components/layout/site-header.tsx")).toBe(true);
    expect(browser.has("components/artwork/artwork-card.tsx")).toBe(true);
    expect(browser.has("components/ui/dialog.tsx")).toBe(true);
    expect(browser.has("lib/http/locale-path.ts")).toBe(true);
    // A server module whose types a client component uses is not browser code.
    expect(browser.has("lib/i18n/ui-strings.ts")).toBe(false);
    // A server action's module is reached, but what it imports stays on the server.
    expect(browser.has("lib/actions/commission.ts")).toBe(true);
    expect(browser.has("lib/orders/commission.ts")).toBe(false);
  });

  it("no browser module imports next-intl, but for the listed ones", () => {
    const offenders = [...browser]
      .filter(([file]) => !STILL_ON_NEXT_INTL.has(file))
      .filter(([file]) => importsOf(read(file)).some((spec) => RUNTIME.test(spec)))
      .map(([file, entry]) => `${file} (reached from ${entry})`);
    expect(offenders, "browser code importing next-intl: pass its words as props (lib/i18n/ui-strings.ts)").toEqual([]);
  });

  it("keeps the list of those still on next-intl true", () => {
    const stale = [...STILL_ON_NEXT_INTL].filter((file) => !existsSync(path.join(ROOT, file)) || !importsOf(read(file)).some((spec) => RUNTIME.test(spec)));
    expect(stale, "no longer on next-intl: take them off STILL_ON_NEXT_INTL").toEqual([]);
  });

  it("reads imports as the bundler does", () => {
    expect(importsOf('import { useTranslations } from "next-intl";\nimport type { X } from "@/lib/i18n/navigation";')).toEqual(["next-intl"]);
    expect(importsOf('import { type A, type B as C } from "next-intl";\nconst V = lazy(() => import("./view"));')).toEqual(["./view"]);
    expect(RUNTIME.test("next-intl/server")).toBe(false);
    expect(RUNTIME.test("@/lib/i18n/navigation")).toBe(true);
  });
});
