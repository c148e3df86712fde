/**
 * Screenshots of every back-office page, on a phone (390x844) and a desktop (1440x900), light and
 * dark, for a person to open and judge. Not part of the test suite.
 *
 *   npx next build
 *   E2E_PORT=3330 npx tsx scripts/e2e-server.ts &      # the shop with demo content
 *   E2E_PORT=3330 npx tsx scripts/admin-screenshots.ts [out folder, default /tmp/admin-shots]
 *
 * Signs in with the credentials the e2e server's seed wrote (test-results/.e2e-env.json). Also
 * prints, per shot, any element wider than the viewport (horizontal overflow).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../tests/support/chromium-flags";
import { placeOrderAsVisitor } from "../tests/e2e/support/admin";

const port = process.env.E2E_PORT || "3107";
const base = `http://localhost:${port}`;
const out = process.argv[2] || "/tmp/admin-shots";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

const only = process.env.ONLY_PAGES?.split(",");
const ALL_PAGES = [
  "/admin",
  "/admin/orders",
  "/admin/orders/verification",
  "/admin/artworks",
  "/admin/categories",
  "/admin/services",
  "/admin/about",
  "/admin/analytics",
  "/admin/inquiries",
  "/admin/customers",
  "/admin/settings",
  "/admin/account",
  "/admin/jobs",
];
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p)) : ALL_PAGES;

function credentials(): { email: string; password: string } {
  const { work } = JSON.parse(fs.readFileSync(path.join(process.cwd(), "test-results", ".e2e-env.json"), "utf8")) as { work: string };
  const text = fs.readFileSync(path.join(work, "admin.txt"), "utf8");
  return { email: /^email=(.+)$/m.exec(text)![1].trim(), password: /^password=(.+)$/m.exec(text)![1].trim() };
}

async function signIn(page: Page): Promise<void> {
  const { email, password } = credentials();
  await page.goto(`${base}/`);
  await page.getByRole("contentinfo").getByRole("button", { name: "Admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Admin access only" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
}

/** Elements that reach past the right edge of the viewport (what makes a page scroll sideways). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Only the outermost offender: skip elements inside a scrolling container.
      let parent = el.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (clipped) continue;
      found.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 60)} right=${Math.round(box.right)}`);
      if (found.length >= 5) break;
    }
    return found;
  });
}

async function main(): Promise<void> {
  fs.mkdirSync(path.join(out, "parts"), { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`${base}/admin/orders`);
  if ((await page.getByText("No orders match these filters.").count()) > 0) {
    // An order awaiting its payment check, so the order pages show one.
    const visitor = await browser.newContext({ baseURL: base });
    await placeOrderAsVisitor(await visitor.newPage(), "dawn-over-machhapuchhre", { name: "Sita Gurung", email: "sita.gurung@example.com" });
    await visitor.close();
    await page.reload();
  }
  const links = await page.locator('a[href^="/admin/orders/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const firstOrder = links.find((href) => !/\/(verification|export)\b/.test(href));
  const pages = firstOrder ? [...PAGES, firstOrder] : PAGES;
  console.log(firstOrder ? `order detail: ${firstOrder}` : "no order to show in detail");

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const url of pages) {
        await page.goto(`${base}${url}`);
        await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
        const name = `${url.replace(/^\/admin\/?/, "").replace(/[^a-z0-9]+/gi, "-") || "dashboard"}-${viewport.name}-${scheme}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        // A tall page also in screen-sized parts, readable when opened one by one.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; height > viewport.height * 2 && y < height; y += viewport.height * 1.5, part++) {
          const clip = { x: 0, y, width: viewport.width, height: Math.min(viewport.height * 1.5, height - y) };
          await page.screenshot({ path: path.join(out, "parts", name.replace(".png", `-part${part}.png`)), fullPage: true, clip });
        }
        const wide = await overflowing(page);
        console.log(`${name}${wide.length ? `  OVERFLOW: ${wide.join(" | ")}` : ""}`);
      }
    }
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
