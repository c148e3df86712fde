import http from "node:http";
import { expect, test } from "./support/test";
import { actionId, callServerAction } from "../../scripts/lib/server-actions";
import { e2eQuery } from "../support/e2e-db";

/*
 * The public side against the production server, as an attacker or a careless visitor uses it:
 * security headers on every kind of response, framing refused, hostile URL parameters answered
 * with a page or a 404 (never a 5xx), and server-action posts from a foreign origin, with
 * oversized, unmeasured or undecodable bodies refused with a 4xx.
 */

const port = Number(process.env.E2E_PORT || 3107);

const EXPECTED_HEADERS: Record<string, RegExp> = {
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  "cross-origin-opener-policy": /^same-origin$/,
  "x-frame-options": /^DENY$/,
  "content-security-policy": /frame-ancestors 'none'.*object-src 'none'.*base-uri 'self'.*form-action 'self'|^(?=.*frame-ancestors 'none')(?=.*object-src 'none')(?=.*base-uri 'self')(?=.*form-action 'self')/,
};

/**
 * A raw POST: declared headers, then only `send` bytes of the body, so a refusal can be seen
 * to come before the body is read. Resolves with the status (0 when the server closed first).
 */
function rawPost(pathname: string, headers: Record<string, string>, send: Buffer | string, end = true): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "localhost", port, path: pathname, method: "POST", headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    req.write(send);
    if (end) req.end();
  });
}

test("/_next/image answers 4xx for anything that is not a stored image", async ({ request }) => {
  for (const url of ["/admin/orders/export", "/admin", "/api/health", "/private-files/x.png", "/media/x.png?v=1", "https://example.com/a.png"]) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(response.status(), url).toBeGreaterThanOrEqual(400);
    expect(response.status(), url).toBeLessThan(500);
  }
});

test.describe("security headers", () => {
  test("every kind of response carries them; no HSTS on an http site", async ({ request }) => {
    const home = await request.get("/");
    const script = (await home.text()).match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(script).toBeTruthy();
    const paths = [
      "/",
      "/gallery",
      "/checkout",
      "/order-success",
      "/api/health",
      "/payment-qr.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/favicon.ico",
      "/media/no-such-file.png",
      "/private-files/no-such-file.png",
      "/no-such-page",
      script as string,
    ];
    for (const p of paths) {
      const response = await request.get(p);
      expect(response.status(), p).toBeLessThan(500);
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(EXPECTED_HEADERS)) expect(headers[name], `${name} on ${p}`).toMatch(pattern);
      expect(headers["strict-transport-security"], p).toBeUndefined();
    }
  });

  test("the checkout cannot be framed by another site", async ({ page, baseURL }) => {
    await page.route("http://framer.test/", (route) =>
      route.fulfill({ contentType: "text/html", body: `<h1>Other site</h1><iframe id="f" src="${baseURL}/checkout" width="800" height="600"></iframe>` }),
    );
    await page.goto("http://framer.test/");
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeTruthy();
    const text = await frame!.evaluate(() => document.body?.innerText ?? "").catch(() => "");
    expect(text).not.toContain("Checkout");
    // The same page opens normally on its own.
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("hostile URL parameters", () => {
  test("a NUL in an artwork address is a 404; a NUL in the search is a normal gallery page", async ({ request }) => {
    expect((await request.get("/gallery/%00")).status()).toBe(404);
    const gallery = await request.get("/gallery?search=a%00b");
    expect(gallery.status()).toBe(200);
    const html = await gallery.text();
    // The gallery's own failure sentence (other words with "could not be loaded", such as the
    // options dialog's, travel in every page's payload for its browser code).
    expect(html).not.toContain("The gallery could not be loaded");
    expect(html).toMatch(/Showing \d+ of \d+ artworks/);
  });

  test("no public page answers 5xx to any parameter", async ({ request }) => {
    const long = "a".repeat(8_000);
    const huge = "a".repeat(100_000);
    const values = ["%00", "a%00b", "%ED%A0%80", "%ED%B0%80x", "%FF%FE", long, huge, "%E2%80%AE", "..%2F..%2Fetc%2Fpasswd"];
    const urls: string[] = [];
    for (const v of values) {
      urls.push(
        `/gallery?search=${v}`,
        `/gallery?category=${v}&status=${v}&sort=${v}&filter=${v}&page=${v}`,
        `/gallery/${v}`,
        `/services?service=${v}`,
        `/services?service=${v}&inquiry=1&tab=${v}`,
        `/about?tab=${v}`,
        `/order-success?token=${v}`,
        `/?q=${v}`,
        `/contact?service=${v}`,
        `/cart?x=${v}`,
        `/checkout?x=${v}`,
        `/no-such/${v}`,
        `/media/${v}`,
        `/private-files/${v}?sig=${v}`,
      );
    }
    urls.push(
      "/gallery?search=a&search=b&status=available&status=sold&page=2&page=x",
      "/gallery?status=reserved&sort=cheapest&filter=old&page=-1",
      "/gallery?page=99999999999999999999",
      "/services?service=a&service=b&tab=all&tab=x",
      "/order-success?token=a&token=b",
      `/order-success?token=${"A".repeat(32)}`,
      "/about?tab=achievements&tab=%00",
    );
    for (const url of urls) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url.slice(0, 120)).toBeLessThan(500);
      // A public page asked for with parameters it does not use is sent to its own address.
      if (response.status() === 308) {
        const location = new URL(response.headers()["location"] ?? "", "http://localhost");
        expect(location.pathname, url.slice(0, 120)).toBe(new URL(url, "http://localhost").pathname);
        expect(location.search.length, url.slice(0, 120)).toBeLessThan(300);
        continue;
      }
      // A broken %-escape in the path is refused as a bad address; everything else is a page or a 404.
      if (response.status() !== 400) expect([200, 404, 431], url.slice(0, 120)).toContain(response.status());
    }
  });

  test("a page asked for with a stranger's parameters is sent to its own address, and no page carries them", async ({ request }) => {
    const junk = `x=${"q".repeat(8_000)}`;
    for (const [asked, canonical] of [
      [`/cart?${junk}`, "/cart"],
      [`/about?tab=${"q".repeat(8_000)}`, "/about"],
      ["/gallery/dawn-over-machhapuchhre?fbclid=IwAR0stranger", "/gallery/dawn-over-machhapuchhre"],
      ["/?utm_source=instagram&admin=signin", "/?admin=signin"],
    ]) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked.slice(0, 60)).toBe(308);
      const location = new URL(response.headers()["location"] ?? "", "http://localhost");
      expect(`${location.pathname}${location.search}`).toBe(canonical);
    }
    // Followed, as a browser does: the page, without the stranger's address anywhere in it.
    for (const path of ["/cart", "/about", "/gallery/dawn-over-machhapuchhre"]) {
      const page = await request.get(`${path}?${junk}`);
      expect(page.status()).toBe(200);
      const html = await page.text();
      expect(html).not.toContain("qqqqqqqqqq");
      expect(html).not.toContain("IwAR0stranger");
    }
  });
});

test.describe("server-action posts", () => {
  test("a foreign Origin is refused with 403, not 500", async () => {
    const status = await rawPost(
      "/contact",
      { Origin: "https://evil.example", "Next-Action": actionId("submitContactForm"), "Content-Type": "text/plain;charset=UTF-8", "Content-Length": "2" },
      "[]",
    );
    expect(status).toBe(403);
  });

  test("an undecodable action body is refused with 400, not 500", async () => {
    for (const body of ["this is not an action body", "{}", "[1,"]) {
      const status = await rawPost(
        "/contact",
        { Origin: `http://localhost:${port}`, "Next-Action": actionId("submitContactForm"), "Content-Type": "text/plain;charset=UTF-8", "Content-Length": String(body.length) },
        body,
      );
      expect(status, body).toBe(400);
    }
    const multipart = await rawPost(
      "/checkout",
      { Origin: `http://localhost:${port}`, "Next-Action": actionId("proceedToPayment"), "Content-Type": "multipart/form-data", "Content-Length": "4" },
      "junk",
    );
    expect(multipart).toBe(400);
  });

  test("a text-only page refuses a body far over any form with 413, without decoding it", async () => {
    const size = 2 * 1024 * 1024;
    const status = await rawPost(
      "/contact",
      { Origin: `http://localhost:${port}`, "Next-Action": actionId("submitContactForm"), "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(size) },
      Buffer.alloc(size, 97),
    );
    expect(status).toBe(413);
  });

  test("a declared body far over the limit is answered 413 before it is sent (the server does not wait for it)", async () => {
    // Only the headers and a few bytes of a 50 MB body go out; the answer must come anyway.
    const status = await rawPost(
      "/contact",
      {
        Origin: `http://localhost:${port}`,
        "Next-Action": actionId("submitContactForm"),
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(50 * 1024 * 1024),
      },
      "--x\r\n",
      false,
    );
    expect(status).toBe(413);
  });

  test("a body without a length (chunked) is refused with 411", async () => {
    const status = await rawPost(
      "/contact",
      { Origin: `http://localhost:${port}`, "Next-Action": actionId("submitContactForm"), "Content-Type": "multipart/form-data; boundary=x", "Transfer-Encoding": "chunked" },
      "abc",
    );
    expect(status).toBe(411);
  });

  test("'Proceed to Payment' takes no file: an upload-sized body is refused with 413 unread", async () => {
    const size = 3 * 1024 * 1024;
    const status = await rawPost(
      "/checkout",
      { Origin: `http://localhost:${port}`, "Next-Action": actionId("proceedToPayment"), "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(size) },
      "--x\r\n",
      false,
    );
    expect(status).toBe(413);
  });

  test("an order's payment page takes a screenshot-sized body (a truncated one, or a file name with a NUL byte, is refused with 400, not 500); an unknown order's, 404 unread", async () => {
    const [work] = await e2eQuery<{ id: string; title: string }>(
      "SELECT id, title FROM artworks WHERE status = 'available' AND price_paisa IS NOT NULL ORDER BY created_at LIMIT 1",
    );
    const form = new FormData();
    const line = { kind: "artwork", lineId: `${work.id}:small`, artworkId: work.id, title: work.title, quantity: 1, size: "small", framing: "none", notes: "" };
    const fields = { name: "Hardening Test", email: `hardening.${Date.now()}@example.com`, phone: "+977 980-1234567", address: "Patan", notes: "", lines: JSON.stringify([line]), idempotencyKey: crypto.randomUUID() };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const address = `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
    const placed = await callServerAction(`http://localhost:${port}`, { page: "/checkout", action: "proceedToPayment", args: [form], headers: { "X-Forwarded-For": address } });
    const token = (placed.result as { accessToken?: string } | undefined)?.accessToken;
    expect(token, JSON.stringify(placed)).toBeTruthy();

    // 3 MB: past the text limit, within the screenshot's, but not a complete form.
    const size = 3 * 1024 * 1024;
    const headers = { Origin: `http://localhost:${port}`, "Next-Action": actionId("submitPayment"), "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(size) };
    expect(await rawPost(`/checkout/pay/${token}`, { ...headers, "X-Forwarded-For": address }, Buffer.alloc(size, 97))).toBe(400);
    // A whole form whose screenshot's file name holds a NUL byte: Next's multipart parser refuses
    // that part ("Malformed part header", a 500 before).
    const nul = Buffer.concat([
      Buffer.from(`--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--x\r\nContent-Disposition: form-data; name="1_token"\r\n\r\n${token}\r\n`),
      Buffer.from('--x\r\nContent-Disposition: form-data; name="1_screenshot"; filename="shot'),
      Buffer.from([0]),
      Buffer.from('.png"\r\nContent-Type: image/png\r\n\r\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("\r\n--x--\r\n"),
    ]);
    expect(await rawPost(`/checkout/pay/${token}`, { ...headers, "Content-Length": String(nul.length), "X-Forwarded-For": address }, nul)).toBe(400);
    const [order] = await e2eQuery<{ submitted: Date | null }>("SELECT payment_submitted_at AS submitted FROM orders WHERE access_token = $1", [token]);
    expect(order.submitted).toBeNull();
    expect(await rawPost("/checkout/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", { ...headers, "X-Forwarded-For": address }, "--x\r\n", false)).toBe(404);
    // Over the screenshot's 5 MB: refused before it is sent.
    expect(await rawPost(`/checkout/pay/${token}`, { ...headers, "Content-Length": String(6 * 1024 * 1024), "X-Forwarded-For": address }, "--x\r\n", false)).toBe(413);
  });

  test("a well-formed form without the action's arguments is refused with 400; one with unexpected fields gets no 5xx", async () => {
    const form = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([k, v]) => `--b1\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("") + "--b1--\r\n";
    const post = (page: string, name: string, body: string) =>
      rawPost(
        page,
        { Origin: `http://localhost:${port}`, "Next-Action": actionId(name), "Content-Type": "multipart/form-data; boundary=b1", "Content-Length": String(Buffer.byteLength(body)) },
        body,
      );
    for (const [page, name] of [["/contact", "submitContactForm"], ["/checkout", "proceedToPayment"]] as const) {
      expect(await post(page, name, form({ unexpected: "value" })), page).toBe(400);
    }
    // The arguments decode, but the form holds none of the fields the action reads.
    expect(await post("/contact", "submitContactForm", form({ "0": '["$undefined","$K1"]', "1_unexpected": "value" }))).toBeLessThan(500);
    expect(await post("/checkout", "proceedToPayment", form({ "0": '["$K1"]', "1_unexpected": "value" }))).toBeLessThan(500);
  });
});
