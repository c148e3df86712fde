import crypto from "node:crypto";
/**
 * Shop content for the checkout and order-transition tests: artworks in every status, a
 * commission service with the default template, settings and an administrator. Prices in paisa.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { createLocalStorage, setStorageForTests, type StorageDriver } from "@/lib/storage";
import { readFixture } from "@/tests/fixtures/images";
import type { PlaceOrderInput } from "@/lib/orders/place-order";
import type { OrderLineRequestInput } from "@/lib/validation/checkout";

export const NPR = 100;

export const COMMISSION_TEMPLATE = [
  {
    category: "Single Person",
    tiers: [
      { size: "A5 (Small)", dimensions: '8" x 10"', pricePaisa: 1500 * NPR },
      { size: "A4", dimensions: '10" x 14"', pricePaisa: 2500 * NPR },
      { size: "A3", dimensions: '14" x 18"', pricePaisa: 3500 * NPR },
      { size: "A2 (Large)", dimensions: '18" x 26"', pricePaisa: 5000 * NPR },
    ],
  },
  {
    category: "Couple",
    tiers: [
      { size: "A4", dimensions: '10" x 14"', pricePaisa: 4500 * NPR },
      { size: "A3", dimensions: '14" x 18"', pricePaisa: 6000 * NPR },
      { size: "A2 (Large)", dimensions: '18" x 26"', pricePaisa: 8000 * NPR },
    ],
  },
];

export interface Shop {
  /** Original at NPR 85,000, fixed shipping NPR 1,500, VAT 13%. */
  dawn: { id: string; slug: string; title: string };
  /** NPR 65,000, tax included (13%), free shipping. */
  boudha: { id: string; slug: string; title: string };
  /** NPR 9,500, fixed shipping NPR 500, VAT 13%. */
  mandala: { id: string; slug: string; title: string };
  sold: { id: string; slug: string; title: string };
  notForSale: { id: string; slug: string; title: string };
  customOnly: { id: string; slug: string; title: string };
  noPrice: { id: string; slug: string; title: string };
  /** Commission, fixed shipping NPR 300, no tax. */
  portrait: { id: string; slug: string; title: string };
  workshop: { id: string; slug: string; title: string };
  hiddenCommission: { id: string; slug: string; title: string };
}

let counter = 0;

export async function artwork(data: {
  title: string;
  pricePaisa: number | null;
  status?: "available" | "sold" | "not_for_sale" | "custom_only";
  shippingType?: "free" | "fixed";
  shippingChargePaisa?: number;
  taxRateBps?: number;
  taxIncluded?: boolean;
}) {
  counter += 1;
  const slug = `${data.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${counter}`;
  const row = await db.artwork.create({
    data: { ...data, slug, images: [`/media/artworks/${slug}.webp`] },
    select: { id: true, slug: true, title: true },
  });
  return row;
}

async function service(data: { title: string; category: "commission" | "workshop"; available?: boolean; withPricing?: boolean }) {
  counter += 1;
  const slug = `${data.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${counter}`;
  return db.service.create({
    data: {
      slug,
      title: data.title,
      category: data.category,
      available: data.available ?? true,
      commissionPricing: data.withPricing === false ? [] : COMMISSION_TEMPLATE,
      shippingType: "fixed",
      shippingChargePaisa: 300 * NPR,
    },
    select: { id: true, slug: true, title: true },
  });
}

export async function createShop(): Promise<Shop> {
  await db.settings.upsert({
    where: { id: 1 },
    create: {
      id: 1,
      siteName: "Checkout Test Studio",
      siteDescription: "Test",
      contactEmail: "studio@example.com",
      supportEmail: "support@example.com",
    },
    update: { enableOrders: true, enableNotifications: true },
  });
  await db.profile.upsert({
    where: { email: "admin@example.com" },
    create: { email: "admin@example.com", role: "admin", fullName: "Admin" },
    update: {},
  });
  return {
    dawn: await artwork({
      title: "Dawn over Machhapuchhre",
      pricePaisa: 85_000 * NPR,
      shippingType: "fixed",
      shippingChargePaisa: 1_500 * NPR,
      taxRateBps: 1300,
    }),
    boudha: await artwork({ title: "Boudha Evening Prayers", pricePaisa: 65_000 * NPR, taxRateBps: 1300, taxIncluded: true }),
    mandala: await artwork({
      title: "Mandala of the Five Elements",
      pricePaisa: 9_500 * NPR,
      shippingType: "fixed",
      shippingChargePaisa: 500 * NPR,
      taxRateBps: 1300,
    }),
    sold: await artwork({ title: "Rhododendron Season", pricePaisa: 28_000 * NPR, status: "sold" }),
    notForSale: await artwork({ title: "Portrait of My Grandmother", pricePaisa: 10_000 * NPR, status: "not_for_sale" }),
    customOnly: await artwork({ title: "Family Portrait", pricePaisa: 25_000 * NPR, status: "custom_only" }),
    noPrice: await artwork({ title: "Untitled Study", pricePaisa: null }),
    portrait: await service({ title: "Custom Portrait Commission", category: "commission" }),
    workshop: await service({ title: "Watercolour Workshop", category: "workshop" }),
    hiddenCommission: await service({ title: "Paused Commission", category: "commission", available: false }),
  };
}

/** A local storage driver in a fresh temporary folder, installed as the process's storage. */
export function useTemporaryStorage(): { driver: StorageDriver; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "checkout-storage-"));
  const driver = createLocalStorage(dir);
  setStorageForTests(driver);
  return { driver, dir };
}

/** Every file under a folder, as paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

export function artworkLine(
  art: { id: string; title: string },
  options: Partial<Extract<OrderLineRequestInput, { kind: "artwork" }>> = {},
): OrderLineRequestInput {
  return { kind: "artwork", lineId: art.id, artworkId: art.id, title: art.title, quantity: 1, size: "original", framing: "none", ...options };
}

export function commissionLine(
  svc: { id: string; title: string },
  commission: { category: string; size: string; withFrame: boolean },
  quantity = 1,
): OrderLineRequestInput {
  return { kind: "service", lineId: `${svc.id}-${Date.now()}`, serviceId: svc.id, title: svc.title, quantity, commission };
}

export const screenshotPng = () => ({ bytes: readFixture("png"), fileName: "esewa-payment.png" });

export function orderInput(overrides: Partial<PlaceOrderInput> & { email?: string } = {}): PlaceOrderInput {
  const { email = "sita@example.com", ...rest } = overrides;
  return {
    customer: { name: "Sita Gurung", email, phone: "+977 980-1234567", address: "Lazimpat, Kathmandu", notes: "" },
    lines: [],
    screenshot: screenshotPng(),
    // The checkout page makes one key per checkout; each call here is a new checkout.
    idempotencyKey: crypto.randomUUID(),
    ...rest,
  };
}

/** A shop with no orders, free originals, no counted attempts and no emails: each test's start. */
export async function emptyShop(): Promise<void> {
  await db.artwork.updateMany({ data: { reservedByOrderId: null } });
  await db.order.deleteMany();
  await db.rateLimitEvent.deleteMany();
  await db.emailOutbox.deleteMany();
}
