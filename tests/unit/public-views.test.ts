import { describe, expect, it } from "vitest";
import { isGatedPath } from "@/lib/http/maintenance-gate";
import { canonicalAddress, isInternalViewPath, viewParams, viewRewrite } from "@/lib/http/public-views";

const decode = (path: string) => viewParams(Promise.resolve({ view: path.slice(path.lastIndexOf("/") + 1) }));

describe("viewRewrite", () => {
  it("sends every visit of a page with views to one internal route per canonical view", async () => {
    expect(viewRewrite("/gallery", "")).toBe("/views/gallery/index");
    expect(viewRewrite("/gallery", "?utm_source=facebook&fbclid=abc")).toBe("/views/gallery/index");
    const second = viewRewrite("/gallery", "?page=2");
    expect(viewRewrite("/gallery", "?fbclid=x&page=2")).toBe(second);
    expect(await decode(second!)).toEqual({ page: "2" });
    // Parameters keep one order whatever order they came in.
    expect(viewRewrite("/gallery", "?page=3&category=paintings")).toBe(viewRewrite("/gallery", "?category=paintings&page=3"));
  });

  it("keeps searches in any script, bounded", async () => {
    const path = viewRewrite("/gallery", `?search=${encodeURIComponent("नेपाल  flags")}`)!;
    expect(path).toMatch(/^\/views\/gallery\/[A-Za-z0-9_-]+$/);
    expect((await decode(path)).search).toBe("नेपाल flags");
    const long = viewRewrite("/gallery", `?search=${"a".repeat(50_000)}`)!;
    expect(long.length).toBeLessThan(400);
  });

  it("keeps only what /services and /about understand", async () => {
    const services = viewRewrite("/services", "?service=portrait-commission&inquiry=1&tab=commissions&x=1")!;
    expect(await decode(services)).toEqual({ service: "portrait-commission", tab: "commissions", inquiry: "1" });
    expect(viewRewrite("/services", "?inquiry=yes")).toBe("/views/services/index");
    expect(viewRewrite("/about", "?tab=story&utm=x")).toBe(viewRewrite("/about", "?tab=story"));
  });

  it("leaves other pages alone and reads a damaged segment as the plain view", async () => {
    expect(viewRewrite("/gallery/some-artwork", "?page=2")).toBeNull();
    expect(viewRewrite("/", "?admin=signin")).toBeNull();
    expect(await viewParams(Promise.resolve({ view: "%%%not-base64" }))).toEqual({});
    expect(isInternalViewPath("/views/gallery/index")).toBe(true);
    expect(isInternalViewPath("/viewsx")).toBe(false);
  });
});

describe("maintenance gate", () => {
  it("closes pages, not the back office, files, media or share images", () => {
    for (const path of ["/", "/gallery", "/gallery/a-work", "/checkout", "/order-success", "/contact"]) expect(isGatedPath(path), path).toBe(true);
    for (const path of ["/admin", "/admin/orders", "/api/health", "/media/a.webp", "/private-files/x", "/robots.txt", "/sitemap.xml", "/favicon.ico", "/opengraph-image", "/gallery/a-work/opengraph-image-1xrji2"]) {
      expect(isGatedPath(path), path).toBe(false);
    }
  });
});

describe("canonicalAddress", () => {
  it("leaves canonical addresses, and pages it does not know, alone", () => {
    expect(canonicalAddress("/cart", "")).toBeNull();
    expect(canonicalAddress("/gallery", "?category=paintings")).toBeNull();
    expect(canonicalAddress("/about", "?tab=achievements")).toBeNull();
    expect(canonicalAddress("/services", "?service=portrait&tab=commission")).toBeNull();
    // The sign-in dialog's parameter and Next's own cache-buster are kept on every page.
    expect(canonicalAddress("/", "?admin=signin")).toBeNull();
    expect(canonicalAddress("/gallery/dawn", "?_rsc=1x2y3")).toBeNull();
    expect(canonicalAddress("/checkout", "?x=1")).toBeNull();
    expect(canonicalAddress("/order-success", "?token=abc")).toBeNull();
    expect(canonicalAddress("/opengraph-image", "?1eac26f141708bcb")).toBeNull();
    expect(canonicalAddress("/gallery/dawn/opengraph-image-1x", "?x=1")).toBeNull();
  });

  it("sends a page asked for with parameters it does not use to its canonical address", () => {
    expect(canonicalAddress("/cart", `?x=${"a".repeat(8000)}`)).toBe("/cart");
    expect(canonicalAddress("/gallery/dawn", "?fbclid=IwAR0abc")).toBe("/gallery/dawn");
    expect(canonicalAddress("/", "?utm_source=instagram&admin=expired")).toBe("/?admin=expired");
    expect(canonicalAddress("/about", `?tab=${"a".repeat(8000)}`)).toBe("/about");
    expect(canonicalAddress("/gallery", "?category=paintings&utm_source=x&_rsc=abc")).toBe("/gallery?category=paintings&_rsc=abc");
    expect(canonicalAddress("/contact", "?admin=<script>")).toBe("/contact");
  });

  it("is stable: the canonical address of a canonical address is itself", () => {
    for (const [path, search] of [
      ["/gallery", "?search=monsoon%20rain&sort=title&page=2&junk=1"],
      ["/services", "?service=portrait&inquiry=1&tab=workshop&x=y"],
      ["/about", "?tab=exhibitions&tab=x"],
    ] as const) {
      const first = canonicalAddress(path, search);
      expect(first).not.toBeNull();
      const url = new URL(first!, "http://localhost");
      expect(canonicalAddress(url.pathname, url.search)).toBeNull();
    }
  });
});
