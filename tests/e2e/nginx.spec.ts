/**
 * The shop as docs/deployment.md deploys it, behind the real nginx with its reference
 * configuration (deploy/nginx/art-shop.conf, scripts/lib/nginx.ts): two production instances on
 * the e2e database, each started as deploy/systemd/art-shop@.service starts it (its ExecStartPre
 * and ExecStart with the port as instance, LISTEN_HOST=127.0.0.1, a settings file of the shape of
 * /etc/art-shop/env: scripts/lib/systemd-unit.ts), sharing their page cache through
 * redis-server. Every public page answers through nginx; public pages come from nginx's cache; an
 * administrator, the checkout and the back office never do; oversized posts stop at nginx, each path at its own limit.
 */
import http from "node:http";
import crypto from "node:crypto";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { startNginx, type NginxServer } from "../../scripts/lib/nginx";
import { signInAdmin } from "../../scripts/lib/prod-stack";
import { readShopUnit, startShopUnit, writeSettingsFile } from "../../scripts/lib/systemd-unit";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { adminCredentials, e2eDatabaseUrl, query, signInThroughDialog } from "./support/admin";

// nginx on E2E_NGINX_PORT (default E2E_PORT + 60), the two instances on the next two ports.
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT || Number(process.env.E2E_PORT || 3107) + 60);
const stamp = Date.now();
const SLUG = `nginx-cache-study-${stamp}`;
const TITLE = `Nginx Cache Study ${stamp}`;

const INSTANCE_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];

let redis: RedisServer;
let nginx: NginxServer;
/** The settings file and the instances' logs (/etc/art-shop/env on a server). */
let etc: string;
const instances: ChildProcess[] = [];

/** /etc/art-shop/env as docs/deployment.md writes it, with this machine's database, folders and ports. */
function writeSettings(file: string): void {
  const { work } = JSON.parse(fs.readFileSync(path.join(process.cwd(), "test-results", ".e2e-env.json"), "utf8")) as { work: string };
  writeSettingsFile(file, {
    DATABASE_URL: e2eDatabaseUrl(),
    SITE_URL: `http://localhost:${NGINX_PORT}`,
    // The e2e server's secret: sessions made by the tests' helpers are valid everywhere.
    AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
    TRUSTED_PROXY: "1",
    REDIS_URL: redis.url,
    STORAGE_DRIVER: "local",
    STORAGE_LOCAL_DIR: path.join(work, "uploads"),
    // No key: emails stay in the outbox (nothing leaves this machine).
    RESEND_API_KEY: "",
    EMAIL_FROM: "Studio <orders@art.example.com>",
    SEED_DEMO: "false",
  });
}

/** The status of a GET straight to an instance with the given Host header (30 s at most). */
function statusWithHost(port: number, pathname: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, headers: { Host: host }, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error(`${pathname} with Host ${host}: no answer within 30 s`)));
    request.on("error", reject);
  });
}

/** The headers of a GET straight to an instance (30 s at most). */
function headersAt(port: number, pathname: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.headers));
    });
    request.on("timeout", () => request.destroy(new Error(`${pathname} on port ${port}: no answer within 30 s`)));
    request.on("error", reject);
  });
}

/** The NUL-separated arguments and environment of a running process. */
function procList(pid: number, what: "cmdline" | "environ"): string[] {
  return fs.readFileSync(`/proc/${pid}/${what}`, "utf8").split("\0").filter(Boolean);
}

interface Answer {
  status: number;
  cache: string | null;
  type: string;
  cacheControl: string;
  body: string;
  /** Every header of the answer, for a failure's message. */
  headers: Record<string, string>;
}

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${nginx.url}${pathname}`, { headers, redirect: "manual" });
  return {
    status: response.status,
    cache: response.headers.get("x-cache-status"),
    type: response.headers.get("content-type") ?? "",
    cacheControl: response.headers.get("cache-control") ?? "",
    body: await response.text(),
    headers: Object.fromEntries(response.headers),
  };
}

/** A raw POST of `bytes` bytes (fetch may give up sending a body the server has refused). */
function post(pathname: string, bytes: number, contentType: string): Promise<{ status: number; server: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${nginx.url}${pathname}`,
      { method: "POST", headers: { "Content-Type": contentType, "Content-Length": String(bytes) } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, server: String(response.headers.server ?? ""), body }));
      },
    );
    request.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = bytes;
    const write = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!request.write(piece)) return void request.once("drain", write);
      }
      request.end();
    };
    // nginx answers 413 as soon as it reads Content-Length and may close before the body is sent.
    request.on("response", () => (left = 0));
    write();
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startRedisServer();
  etc = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-etc-"));
  const settingsFile = path.join(etc, "env");
  writeSettings(settingsFile);
  for (const port of INSTANCE_PORTS) {
    instances.push(await startShopUnit({ port, settingsFile, logFile: path.join(etc, `art-shop@${port}.log`), timeoutMs: 90_000 }));
  }
  nginx = await startNginx({ port: NGINX_PORT, upstreams: INSTANCE_PORTS, workers: 1 });
  await query(
    `INSERT INTO artworks (id, slug, title, price_paisa, status, category_id, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, 640000, 'available', (SELECT id FROM categories ORDER BY slug LIMIT 1),
             now() - interval '30 days', now())`,
    [SLUG, TITLE],
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const child of instances) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  await redis?.stop();
  if (etc) fs.rmSync(etc, { recursive: true, force: true });
});

test.describe("through nginx", { tag: "@exclusive" }, () => {
  test("the instances run the systemd unit's command line, with its environment and the settings file", async () => {
    for (const [i, port] of INSTANCE_PORTS.entries()) {
      const pid = instances[i].pid!;
      // The unit's ExecStart, %i being the port; only the node binary is this machine's.
      const [program, ...args] = readShopUnit(port).execStart;
      expect(program).toBe("/usr/bin/node");
      expect(procList(pid, "cmdline")).toEqual([process.execPath, ...args]);
      expect(args).toEqual([".next/shop-server.mjs", "start", "-p", String(port), "-H", "127.0.0.1"]);
      const environ = procList(pid, "environ");
      for (const setting of ["NODE_ENV=production", `PORT=${port}`, "LISTEN_HOST=127.0.0.1", "TRUSTED_PROXY=1", `REDIS_URL=${redis.url}`]) {
        expect(environ).toContain(setting);
      }
      // Nothing of the test runner's own environment.
      expect(environ.some((line) => line.startsWith("E2E_") || line.startsWith("PLAYWRIGHT"))).toBe(false);
    }
  });

  test("/gallery, /services and /about answer through nginx, as addresses and from the menu", async ({ browser }) => {
    // Each page's first render is slow on a busy machine; a page that never answers fails here.
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: nginx.url });
    const page = await context.newPage();
    const pages = [
      { path: "/gallery", link: "Gallery", heading: "Gallery" },
      { path: "/services", link: "Services", heading: "Art Services" },
      { path: "/about", link: "About", heading: /^Hi, I'm / },
    ];
    for (const { path: address, heading } of pages) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    // A view with a query (each its own cached route inside the server), and the client router's
    // requests for the same pages.
    expect((await page.goto("/services?tab=workshops"))?.status()).toBe(200);
    await expect(page.getByRole("tab", { name: "Workshops" })).toHaveAttribute("aria-selected", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const { path: address, link, heading } of [...pages].reverse()) {
      await nav.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    await context.close();

    // Straight to an instance, whatever the Host header: the rewrite to the cached view stays
    // inside the server.
    for (const port of INSTANCE_PORTS) {
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, "art.example.com", `localhost:${NGINX_PORT}`]) {
        for (const address of ["/gallery", "/services", "/about?tab=bio"]) {
          expect(`${host} ${address} ${await statusWithHost(port, address, host)}`).toBe(`${host} ${address} 200`);
        }
      }
    }
  });

  test("a page one instance rendered is served by the other from the shared cache with the same Cache-Control", async () => {
    // Next remembers a page's lifetime only in the process that rendered it: the other instance,
    // reading the page from Redis, sent it without Cache-Control (nothing for nginx to keep) and
    // as stale. cache-handler.mjs keeps the lifetime with the entry.
    // A view of /about (rewritten to an internal route, whose lifetime is in no build manifest)
    // that no test before this one asked for.
    const page = "/about?tab=achievements";
    const [rendering, reading] = INSTANCE_PORTS;
    const first = await headersAt(rendering, page);
    expect(first["cache-control"]).toMatch(/s-maxage=\d+/);
    const second = await headersAt(reading, page);
    expect(second["x-nextjs-cache"], JSON.stringify(second)).toBe("HIT");
    expect(second["cache-control"], JSON.stringify(second)).toBe(first["cache-control"]);
    expect(second.etag).toBe(first.etag);
  });

  test("a public page is served from nginx's cache on its second request, HTML and RSC payload apart", async () => {
    // nginx's cache is new for this run: nothing has asked for this page through it yet.
    const page = "/about";
    const first = await get(page);
    expect(first.status).toBe(200);
    // The whole answer's headers in the message: this assertion failed twice in about six whole
    // runs (no Cache-Control on /about), and the cause is not found yet.
    expect(first.cacheControl, JSON.stringify({ headers: first.headers, body: first.body.slice(0, 300) })).toMatch(/s-maxage=\d+/);
    expect(first.cache).toBe("MISS");
    const second = await get(page);
    expect(second.cache).toBe("HIT");
    expect(second.type).toContain("text/html");
    expect(second.body).toBe(first.body);

    // One URL, two answers: the client router's request (RSC header; Next wants `_rsc` to match
    // its router headers, empty here) gets the React payload, a plain request the HTML, and
    // nginx stores and serves each to its own kind (Vary).
    const both = `${page}?_rsc`;
    const rsc = await get(both, { RSC: "1" });
    expect(rsc.status).toBe(200);
    expect(rsc.type).toContain("text/x-component");
    const plain = await get(both);
    expect(plain.type).toContain("text/html");
    for (let i = 0; i < 3; i++) {
      const rscAgain = await get(both, { RSC: "1" });
      expect(rscAgain.type).toContain("text/x-component");
      const plainAgain = await get(both);
      expect(plainAgain.type).toContain("text/html");
    }
    // Both kinds are stored: each comes from the cache, still of its own kind.
    for (const [headers, type] of [[{ RSC: "1" }, "text/x-component"], [{}, "text/html"]] as const) {
      await expect.poll(async () => {
        const answer = await get(both, headers);
        return `${answer.cache} ${answer.type.split(";")[0]}`;
      }).toBe(`HIT ${type}`);
    }
    const html = await get(page);
    expect(html.cache).toBe("HIT");
    expect(html.body).toBe(first.body);

    // The Nepali pages are cached the same way (app/[locale], served under /ne).
    for (const nepali of ["/ne", "/ne/gallery"]) {
      const fresh = await get(nepali);
      expect(fresh.status, nepali).toBe(200);
      expect(fresh.body, nepali).toContain('<html lang="ne"');
      await expect.poll(async () => (await get(nepali)).cache, { message: nepali }).toBe("HIT");
    }

    // Static files of the build come from disk with a year's caching.
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(first.body)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${nginx.url}${script}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await asset.arrayBuffer();
    // ...as the gzip copy the build wrote beside it (gzip_static), not compressed again.
    const precompressed = path.join(process.cwd(), ".next", "static", script!.replace(/^\/_next\/static\//, "").split("?")[0] + ".gz");
    expect(fs.existsSync(precompressed)).toBe(true);
    const raw = await new Promise<{ encoding?: string; length: number }>((resolve, reject) => {
      http
        .get(`${nginx.url}${script}`, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
          let length = 0;
          response.on("data", (chunk: Buffer) => (length += chunk.length));
          response.on("end", () => resolve({ encoding: response.headers["content-encoding"], length }));
        })
        .on("error", reject);
    });
    expect(raw.encoding).toBe("gzip");
    expect(raw.length).toBe(fs.statSync(precompressed).size);
  });

  test("a signed-in administrator is never served from the cache, nor stored in it", async () => {
    const cookie = await signInAdmin(nginx.url, adminCredentials());
    // A view of its own (a search no other test makes), so the cache has no copy of it yet.
    const page = `/gallery?search=nginx-admin-${stamp}`;
    for (let i = 0; i < 2; i++) {
      const answer = await get(page, { Cookie: cookie });
      expect(answer.status).toBe(200);
      expect(answer.cache).toBe("BYPASS");
    }
    // What the administrator was sent was not stored for visitors.
    expect((await get(page)).cache).toBe("MISS");
    expect((await get(page)).cache).toBe("HIT");
    // ...and a page visitors have in the cache is fetched afresh for the administrator.
    expect((await get(page, { Cookie: cookie })).cache).toBe("BYPASS");

    // The back office, signed in or not: never from the cache.
    for (let i = 0; i < 2; i++) {
      const admin = await get("/admin", { Cookie: cookie });
      expect(admin.status).toBe(200);
      expect(admin.cache).toBe("BYPASS");
      expect(admin.body).toContain(adminCredentials().email);
      const anonymous = await get("/admin");
      expect(anonymous.cache).toBe("BYPASS");
      expect(anonymous.status).toBe(307);
    }
  });

  test("the checkout bypasses the cache, for its page and for its posts", async () => {
    for (let i = 0; i < 2; i++) {
      const page = await get("/checkout");
      expect(page.status).toBe(200);
      expect(page.cache).toBe("BYPASS");
      expect(page.cacheControl).toContain("no-store");
    }
    // A post reaches the shop every time (a form post without an action: the page again).
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${nginx.url}/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginx.url },
        body: `attempt=${i}`,
        redirect: "manual",
      });
      await response.arrayBuffer();
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("x-cache-status") ?? "").not.toMatch(/HIT|STALE|UPDATING/);
    }
  });

  test("nginx refuses posts over each path's limit (payment page 6 MB, reference photo 11 MB, elsewhere 300 KB, the checkout's included)", async () => {
    const multipart = "multipart/form-data; boundary=x";
    for (const [pathname, bytes, type] of [
      ["/checkout/pay/AAAAAAAAAAAAAAAAAAAAAAAA", 7 * 1024 * 1024, multipart],
      ["/api/reference-photos", 12 * 1024 * 1024, multipart],
      ["/checkout", 300 * 1024, multipart],
      ["/contact", 300 * 1024, "application/x-www-form-urlencoded"],
    ] as const) {
      const refused = await post(pathname, bytes, type);
      expect(refused.status, pathname).toBe(413);
      // nginx's own answer, not the shop's (lib/http/request-guard.ts answers in plain text).
      expect(refused.body, pathname).toContain("<center>nginx</center>");
    }
    // Within the limits, the shop answers.
    const small = await post("/contact", 10 * 1024, "application/x-www-form-urlencoded");
    expect(small.status).not.toBe(413);
    const photo = await post("/api/reference-photos", 3 * 1024 * 1024, multipart);
    expect(photo.body).not.toContain("<center>nginx</center>");
  });

  test("an administrator's edit is served through nginx once the page's s-maxage has passed", async ({ browser }) => {
    test.setTimeout(240_000);
    const pagePath = `/gallery/${SLUG}`;
    const first = await get(pagePath);
    expect(first.status).toBe(200);
    expect(first.body).toContain(TITLE);
    const storedAt = Date.now();
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(first.cacheControl)?.[1]);
    expect(sMaxAge).toBeGreaterThan(0);
    expect((await get(pagePath)).cache).toBe("HIT");

    // The edit, made in the back office through nginx.
    const context = await browser.newContext({ baseURL: nginx.url });
    const page = await context.newPage();
    await signInThroughDialog(page);
    await page.goto(`/admin/artworks?q=${encodeURIComponent(TITLE)}`);
    await page.getByRole("button", { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Artwork" });
    const revised = `Revised through nginx ${stamp}`;
    await edit.getByLabel("Description", { exact: true }).fill(revised);
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(edit).toBeHidden();
    await context.close();
    const [row] = await query<{ description: string }>("SELECT description FROM artworks WHERE slug = $1", [SLUG]);
    expect(row.description).toBe(revised);

    // Until s-maxage has passed nginx may keep serving its copy; after it, the first request
    // starts a refresh and the edit is what visitors get from then on.
    const wait = storedAt + sMaxAge * 1000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait + 500));
    await expect
      .poll(async () => {
        const answer = await get(pagePath);
        return answer.body.includes(revised) ? "revised" : `old (${answer.cache})`;
      }, { timeout: 30_000 })
      .toBe("revised");
    // ...and the revised page is what nginx stores and serves.
    await expect.poll(async () => (await get(pagePath)).cache, { timeout: 30_000 }).toBe("HIT");
    expect((await get(pagePath)).body).toContain(revised);
  });

  test("a page served from nginx's cache is still counted: the browser's beacon reaches the shop", async ({ browser }) => {
    test.setTimeout(120_000);
    const address = "/contact";
    const views = async () =>
      (
        await query<{ n: number }>(
          "SELECT COALESCE(sum(views), 0)::int AS n FROM page_view_counts WHERE path = $1 AND day = (now() AT TIME ZONE 'Asia/Kathmandu')::date",
          [address],
        )
      )[0].n;
    const context = await browser.newContext({ baseURL: nginx.url });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
    });
    const visit = async () => {
      const beacon = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v" && r.request().method() === "POST");
      const response = await page.goto(address);
      const answer = await beacon;
      return { cache: response?.headers()["x-cache-status"], answer };
    };
    // The browser's first visit may store the page (nginx keeps one copy per Accept-Encoding);
    // then the page is a HIT: the shop never renders it for this visitor, and the view still counts.
    let shown = await visit();
    for (let i = 0; i < 5 && shown.cache !== "HIT"; i++) shown = await visit();
    expect(shown.cache).toBe("HIT");
    await expect.poll(views).toBeGreaterThan(0);
    const before = await views();
    shown = await visit();
    expect(shown.cache).toBe("HIT");
    expect(shown.answer.status()).toBe(204);
    expect(JSON.parse(shown.answer.request().postData() ?? "{}")).toMatchObject({ e: "view", p: address });
    await expect.poll(views).toBe(before + 1);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
