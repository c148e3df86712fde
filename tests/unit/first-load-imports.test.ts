/**
 * What the public pages' first load must not carry, read from the sources (no build needed). A
 * page's first-load browser code is every "use client" module its route files (the page, its
 * layouts and error boundaries) reach through static imports, and everything those reach through
 * static imports. Code behind import() is fetched on first use and is not part of it.
 * The byte budgets (perf-budget.json, npm run bench:bundle) say how much; this says which code,
 * so a stray import is named before a build: each entry below was a kilobyte or more that a page
 * carried for nothing.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const directive = (name: string) => new RegExp(`^\\s*(?:\\/\\/[^\\n]*\\n|\\/\\*[\\s\\S]*?\\*\\/\\s*)*["']use ${name}["']`);
const isClientEntry = (source: string) => directive("client").test(source);
const isServerActions = (source: string) => directive("server").test(source);

/** Static runtime imports of a module (type-only imports and import() left out). */
export function staticImportsOf(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gm)) {
    if (m[2] || /^\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(m[3].trim())) continue;
    specs.push(m[4]);
  }
  for (const m of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) specs.push(m[1]);
  return specs;
}

/** The project file an import names; a package keeps its name. */
function resolve(from: string, spec: string): string {
  const base = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
  if (base === null) return spec;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  }
  return spec;
}

const isFile = (name: string) => existsSync(path.join(ROOT, name)) && /\.(?:ts|tsx)$/.test(name);

/** Modules (and packages) in the first-load browser code of a route made of these files. */
function firstLoad(routeFiles: readonly string[]): Set<string> {
  // Server side: follow static imports to every client entry the route's files reach.
  const entries = new Set<string>();
  const seen = new Set<string>();
  const queue = [...routeFiles];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !isFile(file)) continue;
    seen.add(file);
    const source = read(file);
    if (isClientEntry(source)) {
      entries.add(file);
      continue;
    }
    if (isServerActions(source)) continue;
    for (const spec of staticImportsOf(source)) queue.push(resolve(file, spec));
  }
  // Browser side: everything the client entries reach through static imports.
  const browser = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (browser.has(file)) continue;
    browser.add(file);
    if (!isFile(file) || isServerActions(read(file))) continue;
    for (const spec of staticImportsOf(read(file))) todo.push(resolve(file, spec));
  }
  return browser;
}

const SHARED = ["app/[locale]/layout.tsx", "app/[locale]/(site)/layout.tsx", "app/[locale]/error.tsx", "app/global-error.tsx"];
const site = (page: string) => [...SHARED, `app/[locale]/(site)/${page}`];
const PAGES = {
  "/": site("page.tsx"),
  "/gallery": site("views/gallery/[view]/page.tsx"),
  "an artwork page": site("gallery/[slug]/page.tsx"),
  "/services": site("views/services/[view]/page.tsx"),
  "/about": site("views/about/[view]/page.tsx"),
  "/contact": site("contact/page.tsx"),
  "/cart": site("cart/page.tsx"),
  "the payment step": site("checkout/pay/[token]/page.tsx"),
  "/checkout": site("checkout/page.tsx"),
} as const;

describe("the public pages' first load", () => {
  const loads = Object.fromEntries(Object.entries(PAGES).map(([page, files]) => [page, firstLoad(files)])) as Record<keyof typeof PAGES, Set<string>>;

  it("finds each page's browser code", () => {
    expect(loads["/"].has("components/layout/site-header.tsx")).toBe(true);
    expect(loads["/"].has("components/artwork/artwork-card.tsx")).toBe(true);
    expect(loads["/gallery"].has("components/gallery/gallery-filters.tsx")).toBe(true);
    expect(loads["/services"].has("components/services/service-dialog.tsx")).toBe(true);
    expect(loads["/contact"].has("components/contact/contact-form.tsx")).toBe(true);
    expect(loads["/cart"].has("components/cart/cart-page-view.tsx")).toBe(true);
    expect(loads["the payment step"].has("components/checkout/payment-step.tsx")).toBe(true);
    expect(loads["/checkout"].has("components/checkout/checkout-page-view.tsx")).toBe(true);
    // Fetched on first use (import()), so not in the first load.
    expect(loads["/services"].has("components/ui/dialog.tsx")).toBe(false);
    // A server module a page imports is not browser code unless a client module imports it.
    expect(loads["/"].has("lib/data/artworks.ts")).toBe(false);
  });

  it("has no Bikram Sambat date converter (prices import lib/i18n/numbers, not lib/i18n/format)", () => {
    for (const [page, load] of Object.entries(loads)) {
      expect([...load].filter((m) => m === "nepali-date-converter" || m === "lib/i18n/format.ts"), page).toEqual([]);
    }
  });

  it("has no quick check frame: a form fetches it when the server asks for the check", () => {
    for (const [page, load] of Object.entries(loads)) {
      expect(load.has("components/quick-check/quick-check.tsx"), page).toBe(false);
    }
  });

  it("has the services' dialogs only on /services, and their content (details, inquiry form) nowhere", () => {
    for (const page of ["/", "/gallery", "an artwork page", "/about", "/contact", "/cart"] as const) {
      expect(loads[page].has("components/services/service-dialog.tsx"), page).toBe(false);
      expect(loads[page].has("components/cart/commission-add-button.tsx"), page).toBe(false);
    }
    for (const [page, load] of Object.entries(loads)) {
      expect(load.has("components/services/service-details-view.tsx"), page).toBe(false);
      expect(load.has("components/services/inquiry-form.tsx"), page).toBe(false);
    }
  });

  it("has the gallery's query parsing nowhere (the filters fetch it on their first change)", () => {
    for (const [page, load] of Object.entries(loads)) {
      expect(load.has("lib/domain/gallery-query.ts"), page).toBe(false);
    }
  });

  it("has the cart's changes nowhere: reading the stored cart is all a page needs at hydration", () => {
    for (const [page, load] of Object.entries(loads)) {
      expect(load.has("components/cart/cart-store.ts"), page).toBe(true);
      expect(load.has("lib/domain/cart-read.ts"), page).toBe(true);
      // Adding, quantities, options, the server's check: fetched on the first change.
      expect(load.has("components/cart/cart-changes.ts"), page).toBe(false);
      expect(load.has("lib/domain/cart.ts"), page).toBe(false);
    }
  });

  it("has one failure screen for both error boundaries, fetched when one shows it", () => {
    for (const [page, load] of Object.entries(loads)) {
      expect(load.has("components/layout/lazy-error-screen.tsx"), page).toBe(true);
      expect(load.has("components/layout/error-screen.tsx"), page).toBe(false);
    }
  });

  it("keeps the payment step's first load to the step: no messages module, image rules or order page's copy button", () => {
    const step = loads["the payment step"];
    expect(step.has("components/checkout/screenshot-input.tsx")).toBe(true);
    expect(step.has("lib/images/rules.ts")).toBe(false);
    expect(step.has("lib/validation/payment-messages.ts")).toBe(false);
    expect(step.has("components/order/copy-order-number.tsx")).toBe(false);
  });

  it("draws the payment step's ways to pay on the server and fetches its ends and the screenshot's preview when shown", () => {
    const step = loads["the payment step"];
    // The panels (QR, details, amount, remark) are server markup; only the tabs and buttons run here.
    expect(step.has("components/checkout/method-tabs.tsx")).toBe(true);
    expect(step.has("components/checkout/payment-method-actions.tsx")).toBe(true);
    expect(step.has("components/checkout/payment-methods.tsx")).toBe(false);
    expect(step.has("components/checkout/template-sentence.tsx")).toBe(false);
    // The order placed, expired or closed and a pending online payment: import() when drawn.
    expect(step.has("components/checkout/payment-step-ends.tsx")).toBe(false);
    expect(step.has("components/checkout/payment-end-icons.ts")).toBe(false);
    expect(step.has("components/checkout/screenshot-preview.tsx")).toBe(false);
    // Two icons, not every page icon.
    expect(step.has("components/ui/picture-icons.ts")).toBe(true);
    expect(step.has("components/ui/page-icons.ts")).toBe(false);
  });

  it("keeps /checkout's first load to reading the cart: the form is fetched when the cart has lines", () => {
    const checkout = loads["/checkout"];
    // The form, the delivery choice, the order summary and the pricing rules behind them.
    for (const file of [
      "components/checkout/checkout-flow.tsx",
      "components/checkout/customer-info-form.tsx",
      "components/checkout/district-delivery.tsx",
      "components/checkout/district-select.tsx",
      "components/cart/order-summary.tsx",
      "lib/domain/pricing.ts",
      "lib/domain/delivery-zones.ts",
    ]) {
      expect(checkout.has(file), file).toBe(false);
    }
    // The empty cart's view and the cart's check are drawn without it.
    expect(checkout.has("components/cart/use-cart-check.ts")).toBe(true);
  });

  it("fetches the checkout form's own parts (district list, customer checks, quick check) on first use", () => {
    const checkout = firstLoad(["components/checkout/checkout-flow.tsx"]);
    expect(checkout.has("components/checkout/district-select.tsx")).toBe(true);
    // The searchable district list (Radix Popover, cmdk): fetched when the buyer reaches for it.
    expect(checkout.has("components/checkout/district-list.tsx")).toBe(false);
    // The customer checks on zod/mini: fetched on the form's first focus or the first press.
    expect(checkout.has("lib/validation/customer-info.ts")).toBe(false);
    for (const pkg of ["zod", "zod/mini", "cmdk", "radix-ui"]) expect(checkout.has(pkg), pkg).toBe(false);
    expect([...checkout].filter((m) => m.startsWith("@radix-ui/"))).toEqual([]);
    expect(checkout.has("components/quick-check/lazy-quick-check.tsx")).toBe(true);
  });

  it("leaves the pricing rules out of the browsing pages (a card asks only whether prints are offered)", () => {
    for (const page of ["/", "/gallery", "an artwork page", "/services", "/about", "/contact"] as const) {
      expect(loads[page].has("lib/domain/pricing.ts"), page).toBe(false);
    }
  });

  it("draws icons from path data: no lucide-react in the frame nor on any page but /contact", () => {
    expect(firstLoad(SHARED).has("lucide-react")).toBe(false);
    for (const page of ["/", "/gallery", "an artwork page", "/services", "/about", "/cart", "the payment step", "/checkout"] as const) {
      expect(loads[page].has("lucide-react"), page).toBe(false);
    }
  });

  it("has the cart page's lines only once the stored cart has some", () => {
    expect(loads["/cart"].has("components/cart/cart-page-view.tsx")).toBe(true);
    for (const [page, load] of Object.entries(loads)) {
      expect(load.has("components/cart/filled-cart.tsx"), page).toBe(false);
      expect(load.has("components/cart/cart-line.tsx"), page).toBe(false);
    }
  });

  it("has the theme switch's menu and the offer of the Nepali pages nowhere (fetched when opened, after the page)", () => {
    for (const [page, load] of Object.entries(loads)) {
      expect(load.has("components/theme/theme-switch.tsx"), page).toBe(true);
      expect(load.has("components/theme/theme-menu.tsx"), page).toBe(false);
      expect(load.has("components/layout/language-offer.tsx"), page).toBe(false);
    }
  });

  it("reads imports as the bundler does", () => {
    expect(staticImportsOf('import { a } from "./x";\nimport type { B } from "./y";\nconst C = lazy(() => import("./z"));')).toEqual(["./x"]);
    expect(staticImportsOf('export { serviceHref } from "./service-href";\nimport "./side-effect";')).toEqual(["./service-href", "./side-effect"]);
  });
});
