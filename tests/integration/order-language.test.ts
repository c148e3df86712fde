/**
 * Orders remember their language: the checkout sends the page's locale, the order keeps it
 * (orders.locale, only "en" or "ne"), and the buyer's emails about it go out in that language,
 * Nepali ones with Bikram Sambat dates. English orders' emails stay exactly as they were.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { loadEmailSite } from "@/lib/email/site";
import { renderEmail } from "@/lib/email/templates";
import type { EmailType } from "@/lib/email/types";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { rejectPayment } from "@/lib/orders/transitions";
import { setStorageForTests } from "@/lib/storage";
import { artworkLine, createShop, emptyShop, orderInput, screenshotPng, useTemporaryStorage, type Shop } from "./checkout-fixtures";

process.env.SITE_URL = "https://art.example.com";

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true, enableNotifications: true, paymentWindowMinutes: 30, nepaliNumerals: "devanagari" } });
  useTemporaryStorage();
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
});

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

/** 14:30 in Kathmandu on 11 Mangsir 2083 (27 Nov 2026). */
const NOW = new Date("2026-11-27T08:45:00Z");

async function outboxEmail(type: EmailType) {
  const row = await db.emailOutbox.findFirstOrThrow({ where: { type } });
  const rendered = await renderEmail(type, row.payload, await loadEmailSite(db));
  return { row, rendered };
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe("an order placed on a Nepali page", () => {
  it("keeps locale ne and its payment-link email is Nepali, with the BS date beside the AD date", async () => {
    const placed = expectPlaced(
      await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), screenshot: undefined, locale: "ne", now: NOW }),
    );
    expect((await db.order.findUniqueOrThrow({ where: { id: placed.orderId } })).locale).toBe("ne");

    const { row, rendered } = await outboxEmail("payment_link");
    expect(row.payload).toMatchObject({ locale: "ne", orderDate: NOW.toISOString() });
    expect(row.subject).toBe(`अर्डर ${placed.orderNumber} को भुक्तानी पूरा गर्नुहोस् - ${(await loadEmailSite(db)).siteName}`);
    expect(rendered.subject).toBe(row.subject);
    expect(rendered.html).toContain('lang="ne"');
    expect(rendered.text).toContain("नमस्ते Sita Gurung,");
    expect(rendered.text).toContain("अर्डर मिति: २०८३ मंसिर ११ (27 Nov 2026)");
    // The hold's deadline, 30 minutes on: 15:00 Kathmandu time, in BS with the AD date.
    expect(rendered.text).toContain("२०८३ मंसिर ११, १५:०० (27 Nov 2026) (नेपाल समय)");
    expect(rendered.text).toMatch(/रू\u00A0[०-९,]+/);
    expect(rendered.text).not.toContain("NPR");
    expect(rendered.text).not.toContain("Complete your payment");
  });

  it("its confirmation and its rejection go out in Nepali too (queued by other paths, same rule)", async () => {
    const placed = expectPlaced(
      await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), screenshot: undefined, locale: "ne", now: NOW }),
    );
    expectPlaced(await attachPaymentScreenshot({ accessToken: placed.accessToken, screenshot: screenshotPng(), clientAddress: "10.9.9.9" }));
    const confirmation = await outboxEmail("order_confirmation");
    expect(confirmation.row.subject).toContain(`अर्डर पुष्टि ${placed.orderNumber}`);
    expect(confirmation.rendered.text).toContain("तपाईंको अर्डरका लागि धन्यवाद");
    expect(confirmation.rendered.text).toContain("२०८३ मंसिर ११ (27 Nov 2026)");
    // The administrators' email stays English (the back office is English).
    const admin = await db.emailOutbox.findFirst({ where: { type: "admin_notification" } });
    if (admin) expect(DEVANAGARI.test(admin.subject)).toBe(false);

    await rejectPayment(placed.orderId, { notifyCustomer: true, reason: "Amount not found in the wallet" });
    const rejected = await outboxEmail("payment_rejected");
    expect(rejected.row.subject).toBe(`अर्डर ${placed.orderNumber} को भुक्तानी पुष्टि हुन सकेन`);
    expect(rejected.rendered.text).toContain("भुक्तानी पुष्टि भएन");
  });

  it("uses Latin digits when the artist chose them in Settings", async () => {
    await db.settings.update({ where: { id: 1 }, data: { nepaliNumerals: "latin" } });
    expectPlaced(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), screenshot: undefined, locale: "ne", now: NOW }));
    const { rendered } = await outboxEmail("payment_link");
    expect(rendered.text).toContain("अर्डर मिति: 2083 मंसिर 11 (27 Nov 2026)");
    expect(rendered.text).toMatch(/रू\u00A0[0-9,]+/);
    expect(rendered.text).not.toMatch(/[०-९]/);
  });
});

describe("English and unknown languages", () => {
  it("an order without a locale is English, and its email payload is stored exactly as before (no locale key)", async () => {
    const placed = expectPlaced(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), screenshot: undefined, now: NOW }));
    expect((await db.order.findUniqueOrThrow({ where: { id: placed.orderId } })).locale).toBe("en");
    const { row, rendered } = await outboxEmail("payment_link");
    expect(row.payload).not.toHaveProperty("locale");
    expect(row.payload).not.toHaveProperty("orderDate");
    expect(rendered.subject).toMatch(/^Complete your payment for order /);
    expect(DEVANAGARI.test(rendered.text)).toBe(false);
  });

  it.each([["fr"], ["NE"], ["ne".repeat(500)], [42], [{ locale: "ne" }], [null]])("locale %j is taken as English, never refused", async (locale) => {
    const placed = expectPlaced(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), screenshot: undefined, locale, now: NOW }));
    expect((await db.order.findUniqueOrThrow({ where: { id: placed.orderId } })).locale).toBe("en");
  });

  it("the database refuses any other locale", async () => {
    const placed = expectPlaced(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), screenshot: undefined, now: NOW }));
    await expect(db.order.update({ where: { id: placed.orderId }, data: { locale: "fr" } })).rejects.toThrow();
  });
});
