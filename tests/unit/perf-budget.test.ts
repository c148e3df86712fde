/**
 * The byte budget file (perf-budget.json): its reader refuses a malformed file with a message
 * naming the file and each faulty field; the figures are printed beside their budgets; the
 * recorded empty Next.js page is only subtracted from the build it was measured with; and the
 * Devanagari font files of a build are found by name or by their @font-face's unicode-range.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  bundlerOf,
  formatBudgetLine,
  frameworkMismatch,
  line,
  parsePerfBudget,
  readPerfBudget,
  type PerfBudget,
} from "@/scripts/lib/perf-budget";
import { devanagariFontUrls, reachesDevanagari, shippedDevanagariFonts } from "@/scripts/lib/shipped-fonts";

const root = path.resolve(__dirname, "../..");

function valid(): PerfBudget {
  return {
    about: "budgets",
    measured: "today",
    firstLoadJs: {
      about: "own JS",
      targetBytes: 25_600,
      headroomBytes: 1_024,
      framework: { about: "empty page", next: "16.4.6", bundler: "turbopack", emptyPageGzipBytes: 135_066 },
      routes: { "/": { budgetBytes: 30_000 }, "/checkout/pay/[token]": { label: "the payment step", budgetBytes: 30_000 } },
    },
    html: { about: "HTML", routes: { "/": { rawBytes: 74_752, gzipBytes: 14_000 }, "/?page=2": { rawBytes: 74_752, gzipBytes: 14_000 } } },
    fonts: { devanagari: { about: "none yet", budgetBytes: 40_960 } },
  };
}

/** The message parsePerfBudget throws for a file of this content. */
function refusal(content: unknown): string {
  try {
    parsePerfBudget(typeof content === "string" ? content : JSON.stringify(content));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the file was accepted");
}

describe("reading perf-budget.json", () => {
  it("reads the repository's own budget file, with a JavaScript budget for the payment step and every public page", () => {
    const budget = readPerfBudget(root);
    expect(Object.keys(budget.firstLoadJs.routes)).toEqual(
      expect.arrayContaining(["/", "/gallery", "/services", "/about", "/contact", "/cart", "/checkout/pay/[token]"]),
    );
    expect(budget.fonts.devanagari.budgetBytes).toBeGreaterThan(0);
    // A budget above the target is a miss to close, and says so.
    for (const [route, { budgetBytes, note }] of Object.entries(budget.firstLoadJs.routes)) {
      if (budgetBytes > budget.firstLoadJs.targetBytes) expect(note, route).toMatch(/a miss to close/);
    }
  });

  it("accepts a well-formed file as it is", () => {
    expect(parsePerfBudget(JSON.stringify(valid()))).toEqual(valid());
  });

  it("refuses text that is not JSON, naming the file", () => {
    expect(refusal('{ "about": "budgets", }')).toMatch(/^perf-budget\.json is not valid JSON: /);
  });

  it("names the field and says what a budget must be when it is written as text or a fraction", () => {
    const asText = valid() as unknown as { firstLoadJs: { routes: Record<string, { budgetBytes: unknown }> } };
    asText.firstLoadJs.routes["/"].budgetBytes = "30 KB";
    expect(refusal(asText)).toBe('perf-budget.json is not a valid budget file:\n  - firstLoadJs.routes["/"].budgetBytes: expected a number of bytes');

    const fraction = valid();
    fraction.html.routes["/"].gzipBytes = 13.5;
    expect(refusal(fraction)).toContain('html.routes["/"].gzipBytes: expected a whole number of bytes');

    const zero = valid();
    zero.fonts.devanagari.budgetBytes = 0;
    expect(refusal(zero)).toContain("fonts.devanagari.budgetBytes: expected a number of bytes above 0");
  });

  it("refuses a misspelt or missing field, and lists every fault at once", () => {
    const file = valid() as unknown as Record<string, unknown> & { firstLoadJs: { routes: Record<string, Record<string, unknown>> } };
    file.firstLoadJs.routes["/"] = { budgetByte: 30_000 };
    delete file.fonts;
    const message = refusal(file);
    expect(message).toContain('firstLoadJs.routes["/"].budgetBytes: expected a number of bytes');
    expect(message).toContain('firstLoadJs.routes["/"]: Unrecognized key: "budgetByte"');
    expect(message).toMatch(/ {2}- fonts: /);
  });

  it("refuses a route that is not a path, and placeholders other than the payment step's", () => {
    const noSlash = valid();
    noSlash.firstLoadJs.routes = { gallery: { budgetBytes: 1_000 } };
    expect(refusal(noSlash)).toContain("a route starts with / and holds no spaces");

    const placeholder = valid();
    placeholder.firstLoadJs.routes = { "/gallery/[slug]": { budgetBytes: 1_000 } };
    expect(refusal(placeholder)).toContain("the only route with a placeholder is /checkout/pay/[token]");
  });

  it("refuses a public page with an HTML budget but no JavaScript budget", () => {
    const file = valid();
    file.html.routes["/about"] = { rawBytes: 60_000, gzipBytes: 12_000 };
    expect(refusal(file)).toBe(
      "perf-budget.json is not a valid budget file:\n  - firstLoadJs.routes: no budget for /about (listed under html.routes)",
    );
  });

  it("refuses a framework figure without its next version, and an empty list of routes", () => {
    const file = valid();
    file.firstLoadJs.framework.next = "latest";
    file.html.routes = {};
    const message = refusal(file);
    expect(message).toContain("firstLoadJs.framework.next: expected the next version, e.g. 16.4.6");
    expect(message).toContain("html.routes: no route is listed");
  });

  it("refuses an oversized file before parsing it", () => {
    expect(refusal(`{"about": "${"x".repeat(70_000)}"}`)).toMatch(/^perf-budget\.json: larger than 65536 bytes/);
  });

  it("says where the file was looked for when it is missing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "perf-budget-"));
    try {
      expect(() => readPerfBudget(dir)).toThrow(`perf-budget.json not found in ${dir}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("comparing figures with their budgets", () => {
  it("prints each figure beside its budget, with the room left or the excess", () => {
    const ok = line("first-load JS (own)", "/about", 21_169, 22_193);
    expect(ok.ok).toBe(true);
    expect(formatBudgetLine(ok)).toMatch(/\/about\s+21,169 B \(20\.7 KB\)\s+budget\s+22,193 B \(21\.7 KB\)\s+ok, 1,024 B to spare$/);
    const over = line("HTML gzip", "/", 15_000, 14_832);
    expect(over.ok).toBe(false);
    expect(formatBudgetLine(over)).toMatch(/OVER by 168 B$/);
    expect(line("HTML", "/", 14_832, 14_832).ok).toBe(true);
  });

  it("subtracts the recorded empty page only from a build of the same next version and bundler", () => {
    expect(frameworkMismatch(valid(), { next: "16.4.6", bundler: "turbopack" })).toBeNull();
    expect(frameworkMismatch(valid(), { next: "16.5.0", bundler: "turbopack" })).toMatch(
      /records the empty Next\.js page for next 16\.4\.6 with turbopack, but this build is next 16\.5\.0 with turbopack: re-measure it/,
    );
    expect(frameworkMismatch(valid(), { next: "16.4.6", bundler: "webpack" })).toMatch(/this build is next 16\.4\.6 with webpack/);
  });

  it("tells the bundler by Turbopack's runtime chunk", () => {
    expect(bundlerOf(["/_next/static/chunks/0wtjefxa0d2ks.js", "/_next/static/chunks/turbopack-077hmtqrhcoji.js"])).toBe("turbopack");
    expect(bundlerOf(["/_next/static/chunks/webpack-1f2e.js", "/_next/static/chunks/main-app-3a.js"])).toBe("webpack");
  });
});

describe("Devanagari fonts of a build", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function project(files: Record<string, string | number>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "shipped-fonts-"));
    dir = root;
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), typeof content === "number" ? Buffer.alloc(content) : content);
    }
    return root;
  }

  it("reads unicode-range values, single code points, ranges and wildcards", () => {
    expect(reachesDevanagari("U+0900-097F, U+1CD0-1CF9")).toBe(true);
    expect(reachesDevanagari("U+0000-00FF, U+0131, U+0964-0965")).toBe(true);
    expect(reachesDevanagari("u+09??")).toBe(true);
    expect(reachesDevanagari("U+0000-00FF, U+0131, U+2000-206F")).toBe(false);
    expect(reachesDevanagari("U+0980-09FF")).toBe(false); // Bengali
    expect(reachesDevanagari("not a range")).toBe(false);
  });

  it("takes the files of the @font-face rules that reach Devanagari, and only those", () => {
    const css =
      "@font-face{font-family:fraunces;src:url(../media/fraunces_latin-s.p.1v4.woff2)format(\"woff2\");unicode-range:U+0000-00FF}" +
      "@font-face{font-family:'Mukta';src:url('../media/mukta-0900.woff2') format('woff2'), url(../media/mukta-0900.woff) format('woff');unicode-range:U+0900-097F,U+200C-200D}" +
      "@font-face{font-family:x;src:url(../media/x.woff2)}";
    expect(devanagariFontUrls(css)).toEqual(["../media/mukta-0900.woff2", "../media/mukta-0900.woff"]);
  });

  it("finds none in a build that ships only a Latin face", () => {
    const root = project({
      ".next/static/media/fraunces_latin_wght_normal-s.p.1v4l5w6-86t-v.woff2": 36_620,
      ".next/static/chunks/a.css": "@font-face{font-family:fraunces;src:url(../media/fraunces_latin_wght_normal-s.p.1v4l5w6-86t-v.woff2)}",
    });
    expect(shippedDevanagariFonts(root)).toEqual([]);
  });

  it("counts each Devanagari file once, whether named so or declared by its unicode-range, with its size", () => {
    const root = project({
      ".next/static/media/noto_sans_devanagari_devanagari_wght_normal-s.p.abc.woff2": 30_000,
      ".next/static/media/5f1e0a.woff2": 12_000,
      ".next/static/media/5f1e0a-latin.woff2": 9_000,
      ".next/static/chunks/b.css":
        "@font-face{src:url(../media/noto_sans_devanagari_devanagari_wght_normal-s.p.abc.woff2);unicode-range:U+0900-097F}" +
        "@font-face{src:url(/_next/static/media/5f1e0a.woff2);unicode-range:U+0964-0965}" +
        "@font-face{src:url(/_next/static/media/5f1e0a-latin.woff2);unicode-range:U+0000-00FF}",
      "public/fonts/mukta-devanagari-400.woff2": 20_000,
      "public/fonts/readme-devanagari.txt": 10,
    });
    expect(shippedDevanagariFonts(root)).toEqual([
      { file: ".next/static/media/5f1e0a.woff2", bytes: 12_000, by: "unicode-range" },
      { file: ".next/static/media/noto_sans_devanagari_devanagari_wght_normal-s.p.abc.woff2", bytes: 30_000, by: "name" },
      { file: "public/fonts/mukta-devanagari-400.woff2", bytes: 20_000, by: "name" },
    ]);
  });
});
