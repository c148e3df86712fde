/**
 * Two languages at their addresses (lib/http/locale-path.ts, proxy.ts): English at today's
 * addresses served by the internal /en routes, Nepali under /ne, never a redirect by language.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { addressIn, internalEnglishPath, isLocalizedPage, pageOf, splitLocale } from "@/lib/http/locale-path";
import { proxy } from "@/proxy";

const ORIGIN = "http://localhost:3000";

/** The addresses of the files under `dir` (public/), as the site serves them. */
function publicFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

async function routed(path: string, init?: ConstructorParameters<typeof NextRequest>[1]) {
  const response = await proxy(new NextRequest(`${ORIGIN}${path}`, init));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return {
    status: response.status,
    rewrite: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null,
    location: response.headers.get("location"),
    csp: response.headers.get("content-security-policy") ?? "",
  };
}

describe("locale paths", () => {
  it("split an address into its language and English form", () => {
    expect(splitLocale("/ne")).toEqual({ locale: "ne", path: "/" });
    expect(splitLocale("/ne/gallery/a-work")).toEqual({ locale: "ne", path: "/gallery/a-work" });
    expect(splitLocale("/gallery")).toEqual({ locale: "en", path: "/gallery" });
    // Not a language prefix: a path that merely starts with the letters.
    expect(splitLocale("/nepal")).toEqual({ locale: "en", path: "/nepal" });
    expect(internalEnglishPath("/en/gallery")).toBe("/gallery");
    expect(internalEnglishPath("/envelope")).toBeNull();
  });

  it("read the same page from the browser's address and from the route that rendered it", () => {
    // A client component reads the browser's address; the server renders the internal route.
    for (const [browser, server, page] of [
      ["/", "/en", { locale: "en", path: "/" }],
      ["/gallery", "/en/views/gallery/index", { locale: "en", path: "/gallery" }],
      ["/gallery/a-work", "/en/gallery/a-work", { locale: "en", path: "/gallery/a-work" }],
      ["/ne", "/ne", { locale: "ne", path: "/" }],
      ["/ne/services", "/ne/views/services/c2VydmljZT1h", { locale: "ne", path: "/services" }],
    ] as const) {
      expect(pageOf(browser), browser).toEqual(page);
      expect(pageOf(server), server).toEqual(page);
    }
    expect(pageOf("/api/unknown")).toEqual({ locale: "en", path: "/api/unknown" });
  });

  it("know the public pages and write addresses in each language", () => {
    for (const path of ["/", "/gallery", "/gallery/a-work", "/services", "/about", "/contact", "/cart", "/checkout", "/checkout/pay/tok"]) {
      expect(isLocalizedPage(path), path).toBe(true);
    }
    for (const path of ["/admin", "/api/health", "/media/a.webp", "/robots.txt", "/gallery/a/b", "/views/gallery/index"]) {
      expect(isLocalizedPage(path), path).toBe(false);
    }
    expect(addressIn("/", "ne")).toBe("/ne");
    expect(addressIn("/gallery?category=x", "ne")).toBe("/ne/gallery?category=x");
    expect(addressIn("/gallery?category=x", "en")).toBe("/gallery?category=x");
  });
});

describe("proxy: languages", () => {
  it("serves English addresses from the internal /en routes, the query kept", async () => {
    expect((await routed("/")).rewrite).toBe("/en");
    expect((await routed("/gallery/a-work")).rewrite).toBe("/en/gallery/a-work");
    expect((await routed("/gallery?category=oil")).rewrite).toMatch(/^\/en\/views\/gallery\/[\w-]+$/);
    expect((await routed("/checkout?x=1")).rewrite).toBe("/en/checkout?x=1");
    // A certificate's public check is a page of the site; its PDF a route of its own.
    expect((await routed("/verify/COA-2026-7K3M9QXD")).rewrite).toBe("/en/verify/COA-2026-7K3M9QXD");
    expect((await routed("/certificate/abcdefghijklmnopqrstuvwxyz012345")).rewrite).toBeNull();
    expect((await routed("/certificate/abcdefghijklmnopqrstuvwxyz012345")).status).toBe(200);
  });

  it("serves Nepali pages and their cached views in Nepali", async () => {
    expect((await routed("/ne")).rewrite).toBeNull();
    expect((await routed("/ne/gallery/a-work")).status).toBe(200);
    const english = (await routed("/gallery?category=oil")).rewrite!;
    expect((await routed("/ne/gallery?category=oil")).rewrite).toBe(english.replace(/^\/en\//, "/ne/"));
    expect((await routed("/ne/about")).rewrite).toMatch(/^\/ne\/views\/about\//);
  });

  it("keeps the same rules in Nepali: canonical redirects, internal routes, per-request pages", async () => {
    const redirect = await routed("/ne/gallery/a-work?utm_source=x");
    expect(redirect.status).toBe(308);
    expect(redirect.location).toBe(`${ORIGIN}/ne/gallery/a-work`);
    expect((await routed("/ne/views/gallery/index")).rewrite).toBe("/ne/views/not-found");
    expect((await routed("/ne/checkout")).csp).toMatch(/'nonce-/);
    expect((await routed("/ne/gallery")).csp).not.toMatch(/'nonce-/);
  });

  it("answers unknown Nepali addresses with the Nepali 404 and sends /en/… to the English address", async () => {
    expect((await routed("/ne/no-such-page")).rewrite).toBe("/ne/views/not-found");
    expect((await routed("/ne/admin")).rewrite).toBe("/ne/views/not-found");
    expect((await routed("/no-such-page")).rewrite).toBe("/en/views/not-found");
    for (const other of ["/robots.txt", "/opengraph-image", "/api/nothing", "/media/a.webp", "/admin/nothing"]) {
      expect((await routed(other)).rewrite, other).toBeNull();
    }
    // Every file of public/ is served as it is (the web manifest's icons were answered by the 404).
    for (const file of publicFiles(path.join(process.cwd(), "public"))) {
      expect((await routed(file)).rewrite, file).toBeNull();
    }
    const english = await routed("/en/gallery?page=2");
    expect(english.status).toBe(308);
    expect(english.location).toBe(`${ORIGIN}/gallery?page=2`);
    // Share images: Next writes their addresses with the language.
    expect((await routed("/en/gallery/a-work/opengraph-image-1x")).status).toBe(200);
  });

  it("never redirects by the browser's language", async () => {
    const response = await routed("/gallery", { headers: { "accept-language": "ne-NP,ne;q=0.9,en;q=0.5" } });
    expect(response.status).toBe(200);
    expect(response.location).toBeNull();
    expect(response.rewrite).toMatch(/^\/en\//);
  });
});
