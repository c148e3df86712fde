import crypto from "node:crypto";
import { expect, test } from "./support/test";
import type { APIRequestContext, APIResponse, BrowserContext, Page } from "@playwright/test";
import { THEME_SCRIPT_HASH } from "@/lib/http/csp";
import { STORED_FILE_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";
import { callServerAction } from "../../scripts/lib/server-actions";
import { placeOrderAsVisitor, query, signInThroughDialog } from "./support/admin";

/*
 * The Content-Security-Policy and the other security headers against the production server:
 * every kind of response carries its policy (cached public pages one shared policy, per-request
 * pages a fresh nonce that Next puts on every script), a real browser reports no violation while
 * a visitor browses, buys and an administrator works, the session cookie keeps its flags, and
 * nothing private (back office, action answers, payment screenshots) may be kept by a shared
 * cache. The Cache-Control of the public pages is left to their own tests.
 */

test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const SLUG = `policy-study-${stamp}`;
/** The order the visitor test places; the back-office test opens its screenshot. */
let placedOrder = "";

test.beforeAll(async () => {
  // An original of this file's own, so buying it never takes a demo work off sale elsewhere.
  await query(
    `INSERT INTO artworks (id, slug, title, price_paisa, status, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'Policy Study', 640000, 'available', now() - interval '50 days', now())`,
    [SLUG],
  );
});

const FIXED_HEADERS: Record<string, RegExp> = {
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^(strict-origin-when-cross-origin|no-referrer)$/,
  "permissions-policy": /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  "cross-origin-opener-policy": /^same-origin$/,
  "x-frame-options": /^DENY$/,
};

type Kind = "cached" | "per-request" | "stored-file" | "route";

/** A policy as a map of directive name to its sources (each directive once). */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(map.has(name), `${name} appears once in ${policy}`).toBe(false);
    map.set(name, sources);
  }
  return map;
}

function nonceOf(policy: string | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];
}

/** Every header a response of this kind must carry, and the policy that goes with the kind. */
function expectSecurityHeaders(response: APIResponse, kind: Kind, label: string, formAction: string[] = ["'self'"]) {
  const headers = response.headers();
  expect(response.status(), label).toBeLessThan(500);
  for (const [name, pattern] of Object.entries(FIXED_HEADERS)) expect(headers[name], `${name} on ${label}`).toMatch(pattern);
  // One policy only: two headers would be merged by the browser into something nobody wrote.
  expect(response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy"), label).toHaveLength(1);
  expect(headers["strict-transport-security"], `no HSTS on an http site (${label})`).toBeUndefined();
  const policy = headers["content-security-policy"];
  const d = directives(policy);
  expect(d.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(d.get("object-src"), label).toEqual(["'none'"]);
  if (kind === "stored-file") {
    expect(policy, label).toBe(STORED_FILE_CONTENT_SECURITY_POLICY);
    expect(d.get("default-src"), label).toEqual(["'none'"]);
    expect(d.has("sandbox"), label).toBe(true);
    return;
  }
  expect(d.get("base-uri"), label).toEqual(["'self'"]);
  expect(d.get("form-action"), label).toEqual(formAction);
  if (kind === "route") return;
  expect(d.get("default-src"), label).toEqual(["'self'"]);
  expect(d.get("connect-src"), label).toEqual(["'self'"]);
  expect(d.get("worker-src"), label).toEqual(["'self'"]);
  expect(d.get("img-src"), label).toEqual(["'self'", "data:", "blob:"]);
  expect(d.get("frame-src"), label).toEqual(["'none'"]);
  expect(d.has("upgrade-insecure-requests"), `http site (${label})`).toBe(false);
  const script = d.get("script-src") ?? [];
  expect(script, label).not.toContain("'unsafe-eval'");
  if (kind === "cached") {
    expect(script, label).toEqual(["'self'", "'unsafe-inline'"]);
  } else {
    const nonce = nonceOf(policy);
    expect(nonce, label).toBeTruthy();
    expect(script, label).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", THEME_SCRIPT_HASH]);
    expect(script, label).not.toContain("'unsafe-inline'");
  }
}

/**
 * Every script of a per-request page carries its nonce, except the theme script (allowed by its
 * hash). A 404 that the browser draws (Next's document for notFound()) has no theme script.
 */
function expectNonceOnEveryScript(html: string, nonce: string, label: string, themeScripts = 1) {
  const tags = scriptTags(html);
  expect(tags.length, label).toBeGreaterThan(3);
  let theme = 0;
  for (const tag of tags) {
    if (/\bid="theme-init"/.test(tag.attributes)) {
      theme += 1;
      expect(sha256(tag.text), `${label}: theme script hash`).toBe(THEME_SCRIPT_HASH);
      continue;
    }
    // JSON data blocks never run; every other script must carry this response's nonce.
    if (/type="application\/(ld\+)?json"/.test(tag.attributes)) continue;
    expect(tag.attributes, `${label}: ${tag.attributes} ${tag.text.slice(0, 60)}`).toContain(`nonce="${nonce}"`);
  }
  expect(theme, label).toBe(themeScripts);
}

/** Cache-Control that no shared cache (CDN, proxy) may store. */
function expectNotSharedCacheable(response: APIResponse, label: string) {
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl, label).toMatch(/\b(private|no-store)\b/);
  expect(cacheControl, label).not.toMatch(/\bpublic\b|s-maxage/);
}

/** Each <script> tag of a document: its attributes and its inline text. */
function scriptTags(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1], text: m[2] }));
}

function sha256(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * 'Proceed to Payment' over HTTP for one small print (as the checkout's form posts it), from an
 * address of its own; returns the order's access token (its payment page is /checkout/pay/<token>).
 */
async function placePendingOrder(baseURL: string, buyer: { name: string; email: string }): Promise<string> {
  const [art] = await query<{ id: string; title: string }>("SELECT id::text, title FROM artworks WHERE slug = 'mandala-of-the-five-elements'");
  const form = new FormData();
  const fields: Record<string, string> = {
    name: buyer.name,
    email: buyer.email,
    phone: "+977 980-1234567",
    address: "Jhamsikhel, Lalitpur",
    notes: "",
    lines: JSON.stringify([{ kind: "artwork", lineId: `${art.id}-small`, artworkId: art.id, title: art.title, quantity: 1, size: "small", framing: "none", notes: "" }]),
    idempotencyKey: crypto.randomUUID(),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const answer = await callServerAction(baseURL, {
    page: "/checkout",
    action: "proceedToPayment",
    args: [form],
    headers: { "X-Forwarded-For": `198.51.100.${1 + (Date.now() % 200)}` },
  });
  const result = answer.result as { ok: boolean; accessToken?: string; message?: string } | undefined;
  expect(result?.ok, `order placed (${answer.status} ${result?.message ?? answer.text ?? ""})`).toBe(true);
  return result!.accessToken!;
}

/** The eSewa form target the browser tests' server allows on payment pages (its stand-in's origin). */
async function paymentFormOrigin(request: APIRequestContext): Promise<string[]> {
  const policy = (await request.get("/checkout/pay/anything-at-all-here")).headers()["content-security-policy"];
  return directives(policy).get("form-action") ?? [];
}

/** An image the demo content serves under /media (from the gallery). */
async function aMediaPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/gallery")).text();
  const direct = /["'](\/media\/[^"'?]+)/.exec(html)?.[1];
  if (direct) return direct;
  const optimised = /\/_next\/image\?url=(%2Fmedia%2F[^&"']+)/.exec(html)?.[1];
  expect(optimised, "the gallery shows an uploaded image").toBeTruthy();
  return decodeURIComponent(optimised!);
}

/** Picks the dark theme through the header's menu: only works once React has hydrated the page. */
async function chooseDarkTheme(page: Page) {
  await page.getByRole("button", { name: "Toggle theme" }).first().click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
}

/** Collects every CSP violation and script error a page reports, across navigations. */
async function watchForViolations(context: BrowserContext): Promise<string[]> {
  const found: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`);
    });
  });
  context.on("console", (message) => {
    const text = message.text();
    if (/CSP violation|Refused to|Content Security Policy/i.test(text)) found.push(text);
  });
  context.on("weberror", (error) => found.push(`Page error: ${error.error().message}`));
  return found;
}

test.describe("headers on every kind of response", () => {
  test("cached public pages, artwork pages and the 404 share one policy without a nonce", async ({ request }) => {
    const pages = ["/", "/gallery", "/gallery?category=paintings&sort=newest", "/gallery?search=dawn", "/gallery/dawn-over-machhapuchhre", "/services", "/about", "/contact", "/cart", "/no-such-page", "/checkout/no-such-page"];
    let shared: string | undefined;
    for (const path of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path.includes("no-such-page") ? 404 : 200);
      expectSecurityHeaders(response, "cached", path);
      const policy = response.headers()["content-security-policy"];
      shared ??= policy;
      expect(policy, `${path}: the same policy as every other cached page`).toBe(shared);
      // Scripts only from this origin, or inline, and none carries a nonce (there is none to match).
      for (const tag of scriptTags(await response.text())) {
        expect(tag.attributes, path).not.toMatch(/\bnonce=/);
        const src = /\bsrc="([^"]+)"/.exec(tag.attributes)?.[1];
        if (src) expect(src, path).toMatch(/^\/_next\/static\//);
      }
    }
    // The same for a visitor with cookies and a policy of their own in the request.
    const again = await request.get("/gallery", {
      headers: { cookie: "authjs.session-token=forged; art-portfolio-ui-theme=dark", "content-security-policy": "script-src 'nonce-visitorchosen'" },
    });
    expect(again.headers()["content-security-policy"]).toBe(shared);
    expect(await again.text()).not.toContain("visitorchosen");
  });

  test("per-request pages get a fresh nonce that every script carries, except the theme script allowed by its hash", async ({ request }) => {
    for (const path of ["/checkout", "/order-success", "/set-password"]) {
      const first = await request.get(path);
      const second = await request.get(path);
      expect(first.status(), path).toBe(200);
      expectSecurityHeaders(first, "per-request", path);
      expectSecurityHeaders(second, "per-request", path);
      expectNotSharedCacheable(first, path);
      const nonce = nonceOf(first.headers()["content-security-policy"])!;
      expect(nonceOf(second.headers()["content-security-policy"]), path).not.toBe(nonce);
      expect(Buffer.from(nonce, "base64").length, path).toBeGreaterThanOrEqual(16);

      expectNonceOnEveryScript(await first.text(), nonce, path);
    }
  });

  test("an order's payment page is rendered per request with a nonce on every script; an unknown token answers 404", async ({ request, baseURL }) => {
    const buyer = { name: `Nonce Buyer ${stamp}`, email: `nonce-${stamp}@example.com` };
    const token = await placePendingOrder(baseURL!, buyer);
    const path = `/checkout/pay/${token}`;
    // eSewa's form (its stand-in here) is the one foreign form target, and only on this page.
    const formAction = await paymentFormOrigin(request);
    expect(formAction[0]).toBe("'self'");
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.status()).toBe(200);
    expectSecurityHeaders(first, "per-request", path, formAction);
    expectSecurityHeaders(second, "per-request", path, formAction);
    expectNotSharedCacheable(first, path);
    const nonce = nonceOf(first.headers()["content-security-policy"])!;
    expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);
    const html = await first.text();
    // The buyer's own details are on it: the reason it never shares a policy with cached pages.
    expect(html).toContain(buyer.name);
    expect(html).toContain(buyer.email);
    expectNonceOnEveryScript(html, nonce, path);

    // A token that names no order: 404 under the same kind of policy, every script with its nonce
    // (the browser draws the order-not-found content: the next test).
    for (const unknown of [`/checkout/pay/${"x".repeat(24)}`, `/checkout/pay/${token.slice(0, -1)}`, "/checkout/pay/%20"]) {
      const missing = await request.get(unknown);
      expect(missing.status(), unknown).toBe(404);
      expectSecurityHeaders(missing, "per-request", unknown, formAction);
      expectNotSharedCacheable(missing, unknown);
      const page = await missing.text();
      expect(page, unknown).toContain("Order details not available");
      expect(page, unknown).not.toContain(buyer.email);
      expectNonceOnEveryScript(page, nonceOf(missing.headers()["content-security-policy"])!, unknown, 0);
    }
  });

  test("an order's payment page and an unknown one work in the browser without a violation", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const token = await placePendingOrder(baseURL!, { name: "Browser Payer", email: `payer-${stamp}@example.com` });
    const context = await browser.newContext();
    const violations = await watchForViolations(context);
    const page = await context.newPage();
    await page.goto(`/checkout/pay/${token}`);
    await expect(page.getByRole("button", { name: "I've Made the Payment" })).toBeVisible();
    // Hydrated under the nonce policy: the theme menu works.
    await chooseDarkTheme(page);
    const missing = await page.goto(`/checkout/pay/${"y".repeat(24)}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId("order-missing")).toBeVisible();
    await chooseDarkTheme(page);
    expect(violations).toEqual([]);
    await context.close();
  });

  test("the theme script on a cached page has the same text, hence the same hash", async ({ request }) => {
    const tag = scriptTags(await (await request.get("/about")).text()).find((t) => /\bid="theme-init"/.test(t.attributes));
    expect(tag).toBeTruthy();
    expect(sha256(tag!.text)).toBe(THEME_SCRIPT_HASH);
  });

  test("the back office, anonymous: redirected, with the fixed headers and no shared caching", async ({ request }) => {
    for (const path of ["/admin", "/admin/orders"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toMatch(/\/\?/);
      // A redirect renders nothing: the fixed headers (framing refused, no plugins) suffice.
      expectSecurityHeaders(response, "route", path);
      expectNotSharedCacheable(response, path);
    }
  });

  test("stored files, route handlers and build files", async ({ request }) => {
    const media = await aMediaPath(request);
    const image = await request.get(media);
    expect(image.status(), media).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\//);
    expectSecurityHeaders(image, "stored-file", media);

    for (const path of ["/media/no-such-file.png", "/private-files/payment-screenshots/no-such.png", "/private-files/payment-screenshots/x.png?expires=1&sig=forged"]) {
      const response = await request.get(path);
      expect([403, 404], path).toContain(response.status());
      expectSecurityHeaders(response, "stored-file", path);
      expectNotSharedCacheable(response, path);
    }

    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expectSecurityHeaders(health, "route", "/api/health");
    expectNotSharedCacheable(health, "/api/health");

    const script = /\/_next\/static\/[^"']+\.js/.exec(await (await request.get("/")).text())?.[0];
    expect(script).toBeTruthy();
    for (const path of [script!, "/robots.txt", "/favicon.ico"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      for (const [name, pattern] of Object.entries(FIXED_HEADERS)) expect(response.headers()[name], `${name} on ${path}`).toMatch(pattern);
      expect(directives(response.headers()["content-security-policy"]).get("frame-ancestors"), path).toEqual(["'none'"]);
    }
  });
});

test.describe("in a real browser", () => {
  test("browsing the public pages reports no violation and the pages work", async ({ browser }) => {
    const context = await browser.newContext();
    const violations = await watchForViolations(context);
    const page = await context.newPage();
    for (const path of ["/", "/gallery", "/gallery?search=dawn", "/gallery/dawn-over-machhapuchhre", "/services", "/about", "/contact", "/cart", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    }
    // Client navigation (scripts loaded after the first page) and a hydrated control.
    await page.goto("/gallery");
    await page.getByTestId("artwork-card").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/gallery\/[^/?]+$/);
    await chooseDarkTheme(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(violations).toEqual([]);

    // The watcher does see a refusal: an image from another site (a way to send data out) is blocked.
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "https://exfiltrate.example/pixel.png";
      document.body.append(img);
    });
    await expect.poll(() => violations.join("\n")).toMatch(/img-src/);
    await context.close();
  });

  test("an inline script injected into a per-request page does not run; the page's own scripts do", async ({ browser }) => {
    const context = await browser.newContext();
    const violations = await watchForViolations(context);
    const page = await context.newPage();
    // Stands for an injection the server did not mean to send: the page's HTML with one more script.
    await page.route("**/checkout", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const injected = html.replace("</body>", '<script>window.__injected = "ran";</script></body>');
      expect(injected).not.toBe(html);
      await route.fulfill({ response, body: injected });
    });
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => violations.join("\n")).toMatch(/script-src/);
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    // Only the injected script was refused (the theme script ran by its hash, Next's by the nonce)...
    expect(violations.filter((v) => v.startsWith("CSP violation:"))).toHaveLength(1);
    // ...and the page is hydrated: the theme menu works.
    await chooseDarkTheme(page);
    await context.close();
  });

  test("a visitor buys an original: cart, checkout with a screenshot, order success, without a violation", async ({ browser }) => {
    test.setTimeout(180_000);
    // A visitor of its own (one open order holding originals per visitor address).
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${1 + (stamp % 250)}` } });
    const violations = await watchForViolations(context);
    const page = await context.newPage();
    const actionAnswers: string[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.request().headers()["next-action"]) {
        actionAnswers.push(`${response.url()} ${response.headers()["cache-control"] ?? "(none)"}`);
      }
    });
    const orderNumber = await placeOrderAsVisitor(page, SLUG, { name: "Policy Tester", email: `policy-${stamp}@example.com` });
    expect(orderNumber).toMatch(/\S/);
    placedOrder = orderNumber;
    await expect(page.getByTestId("order-number")).toBeVisible();
    expect(violations).toEqual([]);
    // The order was placed through a server action: its answer is never for a shared cache.
    expect(actionAnswers.length).toBeGreaterThan(0);
    for (const answer of actionAnswers) expect(answer).toMatch(/\b(private|no-store)\b/);
    await context.close();
  });

  test("the back office: session cookie flags, no violation, nothing for shared caches", async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const violations = await watchForViolations(context);
    const page = await context.newPage();
    const actionAnswers: string[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.request().headers()["next-action"]) {
        actionAnswers.push(`${response.url()} ${response.headers()["cache-control"] ?? "(none)"}`);
      }
    });
    await signInThroughDialog(page);

    const session = (await context.cookies()).find((c) => /authjs\.session-token/.test(c.name));
    expect(session, "a session cookie after sign-in").toBeTruthy();
    expect(session!.httpOnly).toBe(true);
    expect(["Lax", "Strict"]).toContain(session!.sameSite);
    expect(session!.path).toBe("/");
    // The production server always marks it Secure (and names it __Secure-).
    expect(session!.secure).toBe(true);
    expect(session!.name.startsWith("__Secure-")).toBe(true);

    const sections = ["/admin", "/admin/orders", "/admin/orders/verification", "/admin/artworks", "/admin/services", "/admin/inquiries", "/admin/customers", "/admin/analytics", "/admin/about", "/admin/settings"];
    for (const path of sections) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId("admin-email").first(), path).toBeVisible();
      // Same headers as the browser got, read through the signed-in context.
      const direct = await page.request.get(path, { maxRedirects: 0 });
      expect(direct.status(), path).toBe(200);
      expectSecurityHeaders(direct, "per-request", `${path} signed in`);
      expectNotSharedCacheable(direct, `${path} signed in`);
    }
    // A hydrated control of the back office works under the policy: the filter links navigate.
    await page.goto("/admin/orders");
    await page.getByRole("link", { name: /Payments to verify/ }).click();
    await expect(page.getByRole("heading", { name: "Payments to verify" })).toBeVisible();

    // The screenshot of the order placed above, through its signed link: private, never for a
    // shared cache.
    expect(placedOrder, "the visitor test placed an order").toMatch(/\S/);
    await page.goto("/admin/orders/verification");
    await page.getByRole("link", { name: new RegExp(placedOrder) }).click();
    await expect(page.getByRole("heading", { name: placedOrder })).toBeVisible();
    const screenshot = page.getByRole("img", { name: `Payment screenshot for order ${placedOrder}` }).first();
    await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = (await screenshot.getAttribute("src"))!;
    expect(src).toMatch(/^\/private-files\/.+\?expires=\d+&sig=/);
    const file = await page.request.get(src);
    expect(file.status()).toBe(200);
    expectSecurityHeaders(file, "stored-file", "signed private file");
    expectNotSharedCacheable(file, "signed private file");
    expect(file.headers()["cache-control"]).toMatch(/no-store/);

    // The orders export and an unknown back-office address, signed in.
    const exported = await page.request.get("/admin/orders/export");
    expect(exported.status()).toBe(200);
    expectNotSharedCacheable(exported, "/admin/orders/export");
    // The whole file arrives (its rows are read after the handler has checked the session).
    expect(await exported.text()).toContain(placedOrder);
    // An unknown back-office address is rendered for the request too, with the nonce on its scripts.
    // (The back office streams behind its loading screen, so the not-found may arrive with 200.)
    const missing = await page.request.get("/admin/no-such-section");
    expect([200, 404]).toContain(missing.status());
    expectSecurityHeaders(missing, "per-request", "/admin/no-such-section");
    expectNotSharedCacheable(missing, "/admin/no-such-section");
    expectNonceOnEveryScript(await missing.text(), nonceOf(missing.headers()["content-security-policy"])!, "/admin/no-such-section");
    await page.goto("/admin/no-such-section");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await chooseDarkTheme(page);

    expect(violations).toEqual([]);
    for (const answer of actionAnswers) expect(answer).toMatch(/\b(private|no-store)\b/);
    await context.close();
  });

  test("a server action's answer on a public page is never for a shared cache", async ({ page }) => {
    const answers: { cacheControl: string; status: number }[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.request().headers()["next-action"]) {
        answers.push({ cacheControl: response.headers()["cache-control"] ?? "", status: response.status() });
      }
    });
    await page.goto("/contact");
    const form = page.getByTestId("contact-form");
    await form.getByLabel(/^Name/).fill("Policy Tester");
    await form.getByLabel(/^Email/).fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-error")).toBeVisible();
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.cacheControl).toMatch(/\b(private|no-store)\b/);
      expect(answer.cacheControl).not.toMatch(/\bpublic\b|s-maxage/);
    }
  });
});
