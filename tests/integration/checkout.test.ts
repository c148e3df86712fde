/**
 * Placing orders against the real PostgreSQL and the real local storage driver: prices from the
 * database, refusals, the rate limit, the screenshot rules, idempotency, concurrent orders for
 * one original, paused orders, storage failures and the queued emails.
 */
import { COMMISSION_DELIVERY_FALLBACK } from "@/lib/domain/order-line-words";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { submitOrder } from "@/lib/actions/checkout";
import { checkCart } from "@/lib/actions/cart";
import { getOrderByAccessToken } from "@/lib/data/orders";
import { drainOutbox } from "@/lib/email/worker";
import { placeOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { setStorageForTests, StoragePolicyError, type StorageDriver } from "@/lib/storage";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout";
import { makeOversizedPng, readFixture } from "@/tests/fixtures/images";
import {
  artworkLine,
  commissionLine,
  createShop,
  listFiles,
  NPR,
  orderInput,
  useTemporaryStorage,
  emptyShop,
  type Shop,
} from "./checkout-fixtures";

// Read by env() on first use (no module reads it at import).
process.env.ADMIN_NOTIFICATION_EMAILS = "owner@example.com";
process.env.SITE_URL = "https://art.example.com";

let shop: Shop;
let storageDir: string;
let driver: StorageDriver;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  // Every test starts with no orders, no counted attempts, no emails, free originals, empty storage.
  await emptyShop();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true, enableNotifications: true } });
  ({ driver, dir: storageDir } = useTemporaryStorage());
});

afterAll(async () => {
  // Let the background send attempts end before the database goes away.
  await drainOutbox();
  setStorageForTests();
});

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

async function expectNothingStored() {
  expect(await db.order.count()).toBe(0);
  expect(await db.orderLine.count()).toBe(0);
  expect(await db.emailOutbox.count()).toBe(0);
  expect(listFiles(storageDir)).toEqual([]);
  expect(await db.artwork.count({ where: { reservedByOrderId: { not: null } } })).toBe(0);
}

describe("placing an order", () => {
  it("prices every line from the database and ignores prices sent by the browser", async () => {
    const tampered = (line: object) => ({ ...line, price: 1, unitPricePaisa: 1, total: 1, shippingCharge: 0, taxRate: 0 });
    const result = expectPlaced(
      await placeOrder(
        orderInput({
          idempotencyKey: "key-prices-0000000001",
          lines: [
            tampered(artworkLine(shop.dawn, { framing: "wooden" })),
            tampered(artworkLine(shop.mandala, { size: "small", quantity: 2 })),
            tampered(artworkLine(shop.boudha)),
            tampered(commissionLine(shop.portrait, { category: "Single Person", size: "A4", withFrame: true }, 2)),
          ],
        }),
      ),
    );

    expect(result.orderNumber).toMatch(/^ORD-\d{8}-\d{5}$/);
    expect(result.accessToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const order = await db.order.findUniqueOrThrow({
      where: { id: result.orderId },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    // Dawn: 85,000 + wooden frame 45, VAT 13%, fixed shipping 1,500.
    // Mandala small print: 10% of 9,500 = 950, below the NPR 1,500 floor -> 1,500 x 2; shipping 500 x 2; VAT 13%.
    // Boudha: 65,000, tax included, free shipping.
    // Commission Single Person A4 2,500 + frame 500 = 3,000 x 2; shipping 300 x 2; no tax.
    expect(order.lines.map((l) => [l.title, Number(l.unitPricePaisa), l.quantity, Number(l.shippingPaisa), Number(l.taxPaisa), Number(l.lineTotalPaisa)])).toEqual([
      ["Dawn over Machhapuchhre", 85_045 * NPR, 1, 1_500 * NPR, 11_056 * NPR, 85_045 * NPR + 1_500 * NPR + 11_056 * NPR],
      ["Mandala of the Five Elements", 1_500 * NPR, 2, 1_000 * NPR, 39_000, 3_000 * NPR + 1_000 * NPR + 39_000],
      ["Boudha Evening Prayers", 65_000 * NPR, 1, 0, 0, 65_000 * NPR],
      ["Custom Portrait Commission", 3_000 * NPR, 2, 600 * NPR, 0, 6_600 * NPR],
    ]);
    // Money columns are 64-bit: PostgreSQL BIGINT, read as bigint.
    expect(order).toMatchObject({
      subtotalPaisa: 15_904_500n,
      shippingPaisa: 310_000n,
      taxPaisa: 1_144_600n,
      totalPaisa: 17_359_100n,
      status: "pending",
      paymentStatus: "pending",
      currency: "NPR",
      customerEmail: "sita@example.com",
      idempotencyKey: "key-prices-0000000001",
      customerInfo: { name: "Sita Gurung", email: "sita@example.com", phone: "+977 980-1234567", address: "Lazimpat, Kathmandu", notes: "" },
    });
    expect(result.totalPaisa).toBe(17_359_100);
    expect(order.lines[0].customizations).toMatchObject({ size: "original", framing: "wooden", framingOnQuote: false });
    expect(order.lines[1].customizations).toMatchObject({ size: "small", framing: "none" });
    expect(order.lines[3].commission).toEqual({
      commissionCategory: "Single Person",
      size: "A4",
      dimensions: '10" x 14"',
      withFrame: true,
      framePricePaisa: 500 * NPR,
      basePricePaisa: 2_500 * NPR,
    });

    // The originals are reserved for this order; the print leaves its original free.
    const reserved = await db.artwork.findMany({ where: { reservedByOrderId: order.id }, select: { id: true } });
    expect(reserved.map((a) => a.id).sort()).toEqual([shop.dawn.id, shop.boudha.id].sort());

    // The screenshot is stored privately under the order number, and named in the metadata.
    const files = listFiles(storageDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^payment-screenshots/${result.orderNumber}/\\d+-[0-9a-f]{32}\\.png$`));
    const metadata = order.metadata as Record<string, unknown>;
    expect(metadata).toMatchObject({
      payment_screenshot: files[0],
      payment_screenshot_note: null,
      screenshot_filename: "esewa-payment.png",
    });
    expect(typeof metadata.payment_screenshot_uploaded_at).toBe("string");
    expect(await driver.read(files[0])).not.toBeNull();
  });

  it("queues the confirmation and the administrators' notification with the order's payloads", async () => {
    const result = expectPlaced(
      await placeOrder(
        orderInput({
          lines: [
            artworkLine(shop.dawn, { size: "medium", framing: "premium" }),
            commissionLine(shop.portrait, { category: "Couple", size: "A3", withFrame: false }),
          ],
        }),
      ),
    );
    const emails = await db.emailOutbox.findMany({ orderBy: { type: "asc" } });
    // The payment link when the order was placed; the confirmation and the administrators'
    // notification when its screenshot was attached.
    expect(emails.map((e) => e.type).sort()).toEqual(["admin_notification", "order_confirmation", "payment_link"]);
    const confirmation = emails.find((e) => e.type === "order_confirmation")!;
    const notification = emails.find((e) => e.type === "admin_notification")!;
    // Medium print: 15% of 85,000 = 12,750 -> 12,800; premium frame +75 = 12,875; VAT 13% = 1,673.75 -> 1,674.
    const dawnUnit = 12_875 * NPR;
    const orderItems = [
      // Each line names its variant and its own delivery promise: the settings' delivery days for
      // the print, the service's duration for the commission (none set: agreed when it starts).
      { title: "Dawn over Machhapuchhre", variant: "Medium print (11x14), Premium frame", delivery: "5-7 business days", quantity: 1, price: dawnUnit },
      { title: "Custom Portrait Commission", variant: "Couple, A3, without frame", delivery: COMMISSION_DELIVERY_FALLBACK, quantity: 1, price: 6_000 * NPR },
    ];
    const total = dawnUnit + 1_500 * NPR + 1_674 * NPR + 6_000 * NPR + 300 * NPR;
    expect(result.totalPaisa).toBe(total);
    expect(confirmation.to).toEqual(["sita@example.com"]);
    expect(confirmation.payload).toEqual({
      userName: "Sita Gurung",
      userEmail: "sita@example.com",
      orderId: result.orderNumber,
      orderItems,
      totalAmount: total,
      subtotalAmount: dawnUnit + 6_000 * NPR,
      taxAmount: 1_674 * NPR,
      shippingAmount: 1_800 * NPR,
      orderUrl: `https://art.example.com/order-success?token=${result.accessToken}`,
      screenshotUploaded: true,
      // The commission (NPR 6,300 with its shipping) at the default 50 % deposit: NPR 3,150 is held
      // until the work is ready; the print and the rest are due now.
      commission: {
        depositAmount: total - 3_150 * NPR,
        balanceAmount: 3_150 * NPR,
        policy: "The deposit is refunded in full until you approve the sketch; after that, it is kept.",
      },
    });
    expect(notification.to).toEqual(["admin@example.com", "owner@example.com"]);
    expect(notification.payload).toEqual({
      customerName: "Sita Gurung",
      customerEmail: "sita@example.com",
      customerPhone: "+977 980-1234567",
      orderId: result.orderNumber,
      orderItems,
      totalAmount: total,
      screenshotUploaded: true,
      referencePhotos: 0,
      adminUrl: `https://art.example.com/admin/orders/${result.orderId}`,
    });
    expect(result.emailQueued).toBe(true);
  });

  it("still places the order when the confirmation email cannot be queued, and says so", async () => {
    // The checkout's address pattern accepts this; the email service's stricter check does not.
    const result = expectPlaced(await placeOrder(orderInput({ email: "sita@example.c", lines: [artworkLine(shop.dawn)] })));
    expect(result.emailQueued).toBe(false);
    expect(await db.order.count()).toBe(1);
    expect(await db.emailOutbox.findMany({ select: { type: true } })).toEqual([{ type: "admin_notification" }]);
    expect(await getOrderByAccessToken(result.accessToken)).toMatchObject({ emailSent: false, customerEmail: "sita@example.c" });
  });

  it("refuses a sold item with a message naming it, and stores nothing", async () => {
    const result = await placeOrder(orderInput({ lines: [artworkLine(shop.dawn), artworkLine(shop.sold)] }));
    expect(result).toMatchObject({
      ok: false,
      code: "unavailable",
      message: '"Rhododendron Season" has already been sold. Please remove it from your cart.',
      refusals: [{ lineId: shop.sold.id, title: "Rhododendron Season", reason: "sold" }],
    });
    await expectNothingStored();
  });

  it("refuses not-for-sale, custom-only, unpriced and unavailable items, naming each", async () => {
    const result = await placeOrder(
      orderInput({
        lines: [
          artworkLine(shop.notForSale),
          artworkLine(shop.customOnly),
          artworkLine(shop.noPrice),
          commissionLine(shop.hiddenCommission, { category: "Single Person", size: "A4", withFrame: false }),
          { kind: "service", lineId: "w-1", serviceId: shop.workshop.id, title: shop.workshop.title, quantity: 1 },
        ],
      }),
    );
    if (result.ok) throw new Error("expected a refusal");
    expect(result.refusals?.map((r) => r.message)).toEqual([
      CHECKOUT_MESSAGES.notAvailable("Portrait of My Grandmother"),
      CHECKOUT_MESSAGES.notAvailable("Family Portrait"),
      CHECKOUT_MESSAGES.noPrice("Untitled Study"),
      CHECKOUT_MESSAGES.notAvailable("Paused Commission"),
      CHECKOUT_MESSAGES.notAvailable("Watercolour Workshop"),
    ]);
    await expectNothingStored();
  });

  it("refuses a commission without a category and size, or without a price for them", async () => {
    const missing = await placeOrder(orderInput({ lines: [commissionLine(shop.portrait, { category: "", size: "", withFrame: false })] }));
    expect(missing).toMatchObject({ ok: false, message: `"Custom Portrait Commission": Please select a category and size option` });
    const unpriced = await placeOrder(orderInput({ lines: [commissionLine(shop.portrait, { category: "Couple", size: "A5 (Small)", withFrame: false })] }));
    expect(unpriced).toMatchObject({ ok: false, message: `"Custom Portrait Commission": Pricing information not available for this service` });
    await expectNothingStored();
  });

  it("never sells more than one unit of an original", async () => {
    const result = await placeOrder(orderInput({ lines: [artworkLine(shop.dawn, { quantity: 2 })] }));
    expect(result).toMatchObject({ ok: false, message: '"Dawn over Machhapuchhre": Maximum quantity is 1 per item' });
    await expectNothingStored();
  });

  it("validates the customer info again with the spec's messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: "", email: "a@b.co", phone: "9801234567" }, "Please fill in all required fields"],
      [{ name: "Sita", email: "a@b.co", phone: "" }, "Please fill in all required fields"],
      [{ name: "Sita", email: "not-an-email", phone: "9801234567" }, "Invalid Email. Please enter a valid email address"],
      [{ name: "Sita", email: "a@b.co", phone: "12ab" }, "Please enter a valid phone number"],
      [{ name: "<script>alert(1)</script>", email: "a@b.co", phone: "9801234567" }, "Please fill in all required fields"],
    ];
    for (const [customer, message] of cases) {
      const result = await placeOrder(orderInput({ customer, lines: [artworkLine(shop.dawn)] }));
      expect(result).toMatchObject({ ok: false, code: "invalid", message });
    }
    expect(await placeOrder(orderInput({ lines: [] }))).toMatchObject({ ok: false, message: "Your cart is empty" });
    await expectNothingStored();
  });
});

describe("the payment screenshot", () => {
  const lines = () => [artworkLine(shop.dawn)];

  it("is required", async () => {
    expect(await placeOrder(orderInput({ lines: lines(), screenshot: null }))).toMatchObject({
      ok: false,
      code: "screenshot",
      message: "Please upload your payment screenshot to continue",
    });
    await expectNothingStored();
  });

  it("must be under 5MB", async () => {
    const big = await makeOversizedPng();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await placeOrder(orderInput({ lines: lines(), screenshot: { bytes: big, fileName: "big.png" } }))).toMatchObject({
      ok: false,
      code: "screenshot",
      message: "Image size should be less than 5MB",
    });
    await expectNothingStored();
  });

  it("must really be an image (the bytes are decoded; the name does not count)", async () => {
    for (const name of ["textNamedPng", "svg", "truncatedJpeg"] as const) {
      const result = await placeOrder(orderInput({ lines: lines(), screenshot: { bytes: readFixture(name), fileName: "pay.png" } }));
      expect(result).toMatchObject({ ok: false, code: "screenshot", message: "Please upload an image file" });
    }
    await expectNothingStored();
  });

  it("refused by storage policy: the order is still placed, with a note, and the customer is asked to email it", async () => {
    setStorageForTests({
      ...driver,
      put: async () => {
        throw new StoragePolicyError("Storage refused the request (AccessDenied)", "AccessDenied");
      },
    });
    const result = expectPlaced(await placeOrder(orderInput({ lines: lines() })));
    expect(result.screenshotStored).toBe(false);
    expect(result.notice).toBe(
      "Your order has been placed, but we could not upload your payment screenshot. Please email it to support@example.com with your order number.",
    );
    const order = await db.order.findUniqueOrThrow({ where: { id: result.orderId } });
    expect(order.metadata).toMatchObject({ payment_screenshot: null });
    expect((order.metadata as Record<string, unknown>).payment_screenshot_note).toMatch(/could not be uploaded/);
    const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { type: "order_confirmation" } });
    expect(confirmation.payload).toMatchObject({ screenshotUploaded: false });
  });

  it("any other storage error attaches nothing and says so; the order keeps waiting for its screenshot", async () => {
    setStorageForTests({
      ...driver,
      put: async () => {
        throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
      },
    });
    const input = orderInput({ lines: lines() });
    expect(await placeOrder(input)).toMatchObject({
      ok: false,
      code: "upload_failed",
      message: "Failed to upload payment screenshot. Please try again or contact support.",
    });
    // The order was placed at 'Proceed to Payment'; no screenshot, no confirmation yet.
    const order = await db.order.findFirstOrThrow();
    expect(order.paymentSubmittedAt).toBeNull();
    expect(listFiles(storageDir)).toEqual([]);
    expect((await db.emailOutbox.findMany()).map((e) => e.type)).toEqual(["payment_link"]);
    // Storage back: the same request again attaches the screenshot to that same order.
    setStorageForTests(driver);
    const retried = expectPlaced(await placeOrder(input));
    expect(retried.orderNumber).toBe(order.orderNumber);
    expect(await db.order.count()).toBe(1);
    expect(listFiles(storageDir)).toHaveLength(1);
  });

  it("is removed again when the transaction fails after the upload", async () => {
    // A trigger that refuses order lines makes the transaction fail after the file was stored.
    await db.$executeRawUnsafe(
      "CREATE OR REPLACE FUNCTION refuse_orders() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql",
    );
    await db.$executeRawUnsafe("CREATE TRIGGER refuse_orders BEFORE INSERT ON order_lines FOR EACH ROW EXECUTE FUNCTION refuse_orders()");
    try {
      expect(await placeOrder(orderInput({ lines: lines(), email: "ram@example.com" }))).toMatchObject({
        ok: false,
        code: "failed",
        message: "Failed to place order. Please try again or contact us.",
      });
    } finally {
      await db.$executeRawUnsafe("DROP TRIGGER refuse_orders ON order_lines");
    }
    await expectNothingStored();
  });
});

describe("limits", () => {
  it("refuses the 4th order attempt of one email within 5 minutes", async () => {
    const now = new Date("2026-11-22T06:00:00Z");
    for (let i = 0; i < 3; i++) {
      expectPlaced(
        await placeOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "large" })], now: new Date(now.getTime() + i * 1000) })),
      );
    }
    const fourth = await placeOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "large" })], now: new Date(now.getTime() + 60_000) }));
    expect(fourth).toMatchObject({
      ok: false,
      code: "rate_limited",
      message: "Too many order attempts. Please wait before placing another order.",
    });
    expect(await db.order.count()).toBe(3);
    expect(listFiles(storageDir)).toHaveLength(3);
    // Another email is not affected, and after 5 minutes the first may order again.
    expectPlaced(await placeOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.mandala, { size: "large" })], now })));
    expectPlaced(
      await placeOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "large" })], now: new Date(now.getTime() + 5 * 60_000 + 1000) })),
    );
  });

  it("places none while orders are paused in the settings", async () => {
    await db.settings.update({ where: { id: 1 }, data: { enableOrders: false } });
    expect(await placeOrder(orderInput({ lines: [artworkLine(shop.dawn)] }))).toMatchObject({
      ok: false,
      code: "paused",
      message: CHECKOUT_MESSAGES.ordersPaused,
    });
    await expectNothingStored();
  });

  it("gives each order its own number, even within the same millisecond", async () => {
    const now = new Date("2026-11-22T06:00:00.123Z");
    const a = expectPlaced(await placeOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "small" })], now })));
    const b = expectPlaced(await placeOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.mandala, { size: "small" })], now })));
    // 06:00 UTC is 11:45 in Kathmandu, the same day; the time's last five digits are 00123.
    expect(a.orderNumber).toBe("ORD-20261122-00123");
    expect(b.orderNumber).toBe("ORD-20261122-00124");
  });
});

describe("idempotency", () => {
  it("the same key twice gives one order (a retried request)", async () => {
    const input = orderInput({ idempotencyKey: "6f1c1e0e-retry-key-0001", lines: [artworkLine(shop.dawn)] });
    const first = expectPlaced(await placeOrder(input));
    const second = expectPlaced(await placeOrder(input));
    expect(second.orderId).toBe(first.orderId);
    expect(second.accessToken).toBe(first.accessToken);
    expect(second.duplicate).toBe(true);
    expect(await db.order.count()).toBe(1);
    expect(listFiles(storageDir)).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { type: "order_confirmation" } })).toBe(1);
    // One attempt, counted once against each of the three limits (email, client, overall).
    expect(await db.rateLimitEvent.count()).toBe(3);
  });

  it("the same key twice at once gives one order (a double click)", async () => {
    const input = orderInput({ idempotencyKey: "6f1c1e0e-double-click-02", lines: [artworkLine(shop.dawn)] });
    const [a, b] = await Promise.all([placeOrder(input), placeOrder(input)]);
    expect(expectPlaced(a).orderId).toBe(expectPlaced(b).orderId);
    expect([expectPlaced(a).duplicate, expectPlaced(b).duplicate].sort()).toEqual([false, true]);
    expect(await db.order.count()).toBe(1);
    expect(listFiles(storageDir)).toHaveLength(1);
  });
});

describe("one-of-a-kind originals", () => {
  it("20 concurrent orders for the same original give exactly one order and 19 clear refusals", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(
          orderInput({
            email: `buyer${i}@example.com`,
            idempotencyKey: `concurrent-buyer-key-${i}`,
            clientAddress: `10.0.0.${i + 1}`,
            lines: [artworkLine(shop.dawn)],
          }),
        ),
      ),
    );
    const placed = results.filter((r): r is PlacedOrder => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r).toMatchObject({
        ok: false,
        code: "unavailable",
        message: '"Dawn over Machhapuchhre" has just been reserved by another order. Please remove it from your cart.',
      });
    }
    expect(await db.order.count()).toBe(1);
    const artwork = await db.artwork.findUniqueOrThrow({ where: { id: shop.dawn.id } });
    expect(artwork.reservedByOrderId).toBe(placed[0].orderId);
    expect(artwork.status).toBe("available");
    expect(listFiles(storageDir)).toHaveLength(1);
    expect(await db.emailOutbox.count()).toBe(3);
  });

  it("a reserved original can still be ordered as a print", async () => {
    expectPlaced(await placeOrder(orderInput({ lines: [artworkLine(shop.dawn)] })));
    const print = expectPlaced(await placeOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.dawn, { size: "poster", quantity: 3 })] })));
    // Poster: 30% of 85,000 = 25,500.
    expect(print.totalPaisa).toBe(3 * 25_500 * NPR + 3 * 1_500 * NPR + Math.round(3 * 25_500 * NPR * 0.13));
  });
});

describe("the checkout's server action", () => {
  function form(fields: Record<string, string>, screenshot?: File) {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    if (screenshot) data.set("screenshot", screenshot);
    return data;
  }

  it("places an order from the multipart form, ignoring totals in it, and the token opens the order", async () => {
    const png = new File([new Uint8Array(readFixture("png"))], "khalti.png", { type: "image/png" });
    const result = await submitOrder(
      form(
        {
          name: "Ram Thapa",
          email: "Ram@Example.com",
          phone: "9801234567",
          address: "Jhamsikhel, Lalitpur",
          notes: "Please call first",
          idempotencyKey: "form-key-000000000001",
          total: "1",
          subtotal: "1",
          lines: JSON.stringify([{ ...artworkLine(shop.boudha), price: 100 }]),
        },
        png,
      ),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ customerEmail: "ram@example.com", totalPaisa: 65_000 * NPR, screenshotStored: true, notice: null });

    const view = await getOrderByAccessToken(result.accessToken);
    expect(view).toMatchObject({
      orderNumber: result.orderNumber,
      customerEmail: "ram@example.com",
      customerName: "Ram Thapa",
      totalPaisa: 65_000 * NPR,
      emailSent: true,
      screenshotReceived: true,
      lines: [{ title: "Boudha Evening Prayers", quantity: 1, options: "Original" }],
    });
    expect(await getOrderByAccessToken("x".repeat(32))).toBeNull();
    expect(await getOrderByAccessToken(result.orderNumber)).toBeNull();
  });

  it("reports a failed confirmation email on the success page", async () => {
    const result = await submitOrder(
      form(
        {
          name: "Ram Thapa",
          email: "ram@example.com",
          phone: "9801234567",
          address: "Jhamsikhel, Lalitpur",
          idempotencyKey: "form-key-000000000002",
          lines: JSON.stringify([artworkLine(shop.mandala, { size: "small" })]),
        },
        new File([new Uint8Array(readFixture("png"))], "pay.png", { type: "image/png" }),
      ),
    );
    if (!result.ok) throw new Error(result.message);
    // Let the immediate send attempt finish first, then make the confirmation a final failure.
    await drainOutbox();
    await db.emailOutbox.updateMany({ where: { type: "order_confirmation" }, data: { status: "failed" } });
    expect(await getOrderByAccessToken(result.accessToken)).toMatchObject({ emailSent: false });
  });

  it("refuses a missing screenshot", async () => {
    const result = await submitOrder(
      form({
        name: "Ram",
        email: "ram@example.com",
        phone: "9801234567",
        address: "Jhamsikhel, Lalitpur",
        idempotencyKey: "form-key-000000000003",
        lines: JSON.stringify([artworkLine(shop.dawn)]),
      }),
    );
    expect(result).toMatchObject({ ok: false, message: "Please upload your payment screenshot to continue" });
    await expectNothingStored();
  });
});

describe("the cart check", () => {
  it("reports sold and unavailable lines, and gives current prices", async () => {
    const checks = await checkCart([
      { ...artworkLine(shop.dawn, { framing: "basic" }), price: 5 },
      artworkLine(shop.sold),
      artworkLine(shop.mandala, { size: "small", quantity: 4 }),
      commissionLine(shop.portrait, { category: "Single Person", size: "A5 (Small)", withFrame: false }),
      { kind: "artwork", lineId: "a", artworkId: "a", title: "Old line", quantity: 1 },
    ]);
    const byId = new Map(checks.map((c) => [c.id, c]));
    expect(byId.get(shop.dawn.id)).toMatchObject({
      status: "ok",
      price: 85_025 * NPR,
      fullPrice: 85_000 * NPR,
      shippingType: "fixed",
      shippingCharge: 1_500 * NPR,
      taxRate: 13,
      taxIncluded: false,
      maxQuantity: 1,
    });
    // The cart says the line was removed and why, without asking to remove it.
    expect(byId.get(shop.sold.id)).toMatchObject({ status: "unavailable", message: '"Rhododendron Season" has already been sold.' });
    expect(byId.get(shop.mandala.id)).toMatchObject({ status: "ok", price: 1_500 * NPR, maxQuantity: 99 });
    expect(checks.find((c) => c.title === "Custom Portrait Commission")).toMatchObject({ status: "ok", price: 1_500 * NPR });
    expect(byId.get("a")).toMatchObject({ status: "unavailable", title: "Old line" });
  });

  it("reports an original reserved by someone else's order", async () => {
    expectPlaced(await placeOrder(orderInput({ lines: [artworkLine(shop.dawn)] })));
    const [check] = await checkCart([artworkLine(shop.dawn)]);
    expect(check).toMatchObject({ status: "unavailable", message: '"Dawn over Machhapuchhre" has just been reserved by another order.' });
    // Its prints can still be ordered.
    const [print] = await checkCart([artworkLine(shop.dawn, { size: "small" })]);
    expect(print).toMatchObject({ status: "ok", price: 8_500 * NPR, maxQuantity: 99 });
  });

  it("keeps a print of a sold original, and an order for it is placed without touching the original", async () => {
    const [print] = await checkCart([artworkLine(shop.sold, { size: "medium", quantity: 2 })]);
    expect(print).toMatchObject({ status: "ok", maxQuantity: 99 });
    const placed = expectPlaced(await placeOrder(orderInput({ lines: [artworkLine(shop.sold, { size: "medium", quantity: 2 })] })));
    expect(placed.accessToken).toBeTruthy();
    const sold = await db.artwork.findUniqueOrThrow({ where: { id: shop.sold.id }, select: { status: true, reservedByOrderId: true } });
    expect(sold).toEqual({ status: "sold", reservedByOrderId: null });
  });
});
