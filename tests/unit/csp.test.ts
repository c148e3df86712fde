/**
 * The Content-Security-Policy builder (lib/http/csp.ts) and its use by proxy.ts: which path gets
 * which policy, the directives of each, the nonce, the theme script's hash, and what depends on
 * the environment (development, https, S3 images).
 */
import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { ThemeScript } from "@/components/theme/theme-script";
import {
  THEME_SCRIPT_HASH,
  cachedPagePolicy,
  createNonce,
  cspSettingsFromEnv,
  imageSourceFor,
  policyKind,
  perRequestPagePolicy,
  scriptHash,
  type CspSettings,
} from "@/lib/http/csp";
import { STORED_FILE_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";
import { proxy } from "@/proxy";

const PRODUCTION: CspSettings = { development: false, siteUrl: "http://localhost:3000" };

/** A policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) {
      expect(map.has(name), `${name} appears once`).toBe(false);
      map.set(name, sources);
    }
  }
  return map;
}

function expectCommonDirectives(policy: string) {
  const d = directives(policy);
  expect(d.get("default-src")).toEqual(["'self'"]);
  expect(d.get("object-src")).toEqual(["'none'"]);
  expect(d.get("base-uri")).toEqual(["'self'"]);
  expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  expect(d.get("form-action")).toEqual(["'self'"]);
  expect(d.get("connect-src")).toEqual(["'self'"]);
  // Workers (the quick check's proof-of-work) only from this origin: never blob: or data:.
  expect(d.get("worker-src")).toEqual(["'self'"]);
  expect(d.get("frame-src")).toEqual(["'none'"]);
  expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  expect(d.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect(d.get("font-src")).toEqual(["'self'"]);
}

describe("which policy a path gets", () => {
  it("renders the back office, checkout, an order's payment page, order success and set password per request", () => {
    for (const p of ["/admin", "/admin/orders", "/admin/orders/abc", "/checkout", "/checkout/pay/Zk3_abc-123", "/order-success", "/set-password", "/sign-in-link"]) {
      expect(policyKind(p), p).toBe("per-request");
    }
  });

  it("serves the public pages and not-found from the cache policy", () => {
    for (const p of ["/", "/gallery", "/gallery/some-work", "/services", "/about", "/contact", "/cart", "/no-such-page", "/administrator", "/checkouts", "/checkout/x", "/checkout/pay", "/checkout/pay/a/b", "/order-success/x"]) {
      expect(policyKind(p), p).toBe("cached");
    }
  });

  it("gives stored files a policy of their own and leaves other route handlers alone", () => {
    for (const p of ["/media/a.png", "/media", "/private-files/x.png"]) expect(policyKind(p), p).toBe("stored-file");
    for (const p of ["/api/health", "/api/auth/session", "/_next/data"]) expect(policyKind(p), p).toBeNull();
  });
});

describe("per-request page policy", () => {
  it("allows scripts only by nonce, strict-dynamic and the theme script's hash", () => {
    const policy = perRequestPagePolicy("abc123==", PRODUCTION);
    expectCommonDirectives(policy);
    const script = directives(policy).get("script-src")!;
    expect(script).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'", THEME_SCRIPT_HASH]);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("allows eval only in development", () => {
    const dev = directives(perRequestPagePolicy("n", { ...PRODUCTION, development: true })).get("script-src")!;
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).not.toContain("'unsafe-inline'");
    expect(cspSettingsFromEnv({ NODE_ENV: "production" }).development).toBe(false);
    expect(cspSettingsFromEnv({ NODE_ENV: "test" }).development).toBe(false);
    expect(cspSettingsFromEnv({ NODE_ENV: "development" }).development).toBe(true);
  });

  it("upgrades insecure requests when the site is https", () => {
    const policy = perRequestPagePolicy("n", { ...PRODUCTION, siteUrl: "https://art.example.com" });
    expect(policy.split("; ")).toContain("upgrade-insecure-requests");
    expect(cachedPagePolicy({ ...PRODUCTION, siteUrl: "https://art.example.com" }).split("; ")).toContain("upgrade-insecure-requests");
    expect(cachedPagePolicy({ ...PRODUCTION, siteUrl: "not a url" })).not.toContain("upgrade-insecure-requests");
  });

  it("allows images from the S3 public base only with the S3 driver", () => {
    const settings = cspSettingsFromEnv({ NODE_ENV: "production", STORAGE_DRIVER: "s3", S3_PUBLIC_BASE_URL: "https://cdn.example.com/art-bucket" });
    expect(directives(perRequestPagePolicy("n", settings)).get("img-src")).toEqual(["'self'", "data:", "blob:", "https://cdn.example.com/art-bucket/"]);
    expect(directives(cachedPagePolicy(settings)).get("img-src")).toContain("https://cdn.example.com/art-bucket/");
    const local = cspSettingsFromEnv({ NODE_ENV: "production", STORAGE_DRIVER: "local", S3_PUBLIC_BASE_URL: "https://cdn.example.com/x" });
    expect(directives(cachedPagePolicy(local)).get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });

  it("never lets a base URL add a directive", () => {
    expect(imageSourceFor("https://cdn.example.com/a;script-src *,b")).toBe("https://cdn.example.com/a%3Bscript-src%20*%2Cb/");
    expect(imageSourceFor("javascript:alert(1)")).toBeNull();
    expect(imageSourceFor("not a url")).toBeNull();
    expect(imageSourceFor(undefined)).toBeNull();
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});

describe("cached page policy", () => {
  it("is the same for every visitor, has no nonce and no eval in production", () => {
    const policy = cachedPagePolicy(PRODUCTION);
    expectCommonDirectives(policy);
    expect(cachedPagePolicy(PRODUCTION)).toBe(policy);
    expect(directives(policy).get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy).not.toMatch(/nonce-|unsafe-eval|strict-dynamic/);
  });

  it("carries no hash, which would switch 'unsafe-inline' off and block Next's inline payload", () => {
    expect(cachedPagePolicy(PRODUCTION)).not.toContain("'sha256-");
  });
});

describe("theme script hash", () => {
  it("is the sha256 of exactly the text the page carries", () => {
    const html = renderToStaticMarkup(createElement(ThemeScript));
    const text = /<script id="theme-init">([\s\S]*)<\/script>/.exec(html)?.[1];
    expect(text).toBeTruthy();
    const expected = `'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`;
    expect(THEME_SCRIPT_HASH).toBe(expected);
    expect(scriptHash(`${text} `)).not.toBe(THEME_SCRIPT_HASH);
  });
});

describe("proxy", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  /** The request headers Next will render with (what NextResponse.next({ request }) passed on). */
  function forwarded(response: Response, name: string): string | null {
    const overridden = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
    if (!overridden.includes(name)) return "(unchanged)";
    return response.headers.get(`x-middleware-request-${name}`);
  }

  it("gives a per-request page a fresh nonce, on the response and on the request Next renders", async () => {
    process.env.SITE_URL = "https://art.example.com";
    const first = await proxy(new NextRequest("https://art.example.com/checkout"));
    const second = await proxy(new NextRequest("https://art.example.com/checkout"));
    const policy = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(forwarded(first, "content-security-policy")).toBe(policy);
    expect(second.headers.get("content-security-policy")).not.toBe(policy);
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("gives an order's payment page a nonce policy that lets it post eSewa's form", async () => {
    process.env.SITE_URL = "https://art.example.com";
    process.env.ESEWA_FORM_URL = "https://rc-epay.esewa.com.np/api/epay/main/v2/form";
    const response = await proxy(new NextRequest("https://art.example.com/checkout/pay/abcdefghijklmnopqrstuvwx"));
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain("'unsafe-inline'");
    expect(policy).toContain("form-action 'self' https://rc-epay.esewa.com.np;");
    expect(forwarded(response, "content-security-policy")).toBe(policy);
    // Only there: the checkout's first step posts no foreign form.
    const checkout = await proxy(new NextRequest("https://art.example.com/checkout"));
    expect(checkout.headers.get("content-security-policy")).toContain("form-action 'self';");
  });

  it("sends a cached page the shared policy, whatever the visitor sends or holds", async () => {
    process.env.SITE_URL = "http://localhost:3000";
    const plain = await proxy(new NextRequest("http://localhost:3000/gallery"));
    const withCookie = await proxy(
      new NextRequest("http://localhost:3000/gallery", {
        headers: {
          cookie: "authjs.session-token=x; theme=dark",
          "content-security-policy": "script-src 'nonce-chosenbyvisitor'",
          "content-security-policy-report-only": "script-src 'nonce-chosenbyvisitor'",
        },
      }),
    );
    expect(plain.headers.get("content-security-policy")).toBe(cachedPagePolicy(cspSettingsFromEnv()));
    expect(withCookie.headers.get("content-security-policy")).toBe(plain.headers.get("content-security-policy"));
    expect(forwarded(plain, "content-security-policy")).toBe("(unchanged)");
    // The visitor's nonce never reaches the renderer.
    const overridden = withCookie.headers.get("x-middleware-override-headers")?.split(",") ?? [];
    expect(overridden).not.toContain("content-security-policy");
    expect(overridden).not.toContain("content-security-policy-report-only");
    expect(withCookie.headers.get("x-middleware-request-content-security-policy")).toBeNull();
  });

  it("does not set a page policy on route handlers; stored files load and run nothing", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/api/health"));
    expect(response.headers.get("content-security-policy")).toBeNull();
    const file = await proxy(new NextRequest("http://localhost:3000/media/artworks/a.webp"));
    expect(file.headers.get("content-security-policy")).toBe(STORED_FILE_CONTENT_SECURITY_POLICY);
    expect(STORED_FILE_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'; sandbox; .*frame-ancestors 'none'/);
  });

  it("redirects an anonymous /admin visit with an answer no shared cache keeps", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/admin/orders"));
    expect(response.status).toBe(307);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
