/**
 * The delivery promise follows the line: originals and prints keep the settings' delivery days, a
 * commission takes its service's duration; the emails (confirmation, approval, shipped) name each
 * line's variant (Original, Medium print, frame) and its own promise, instead of one
 * '5-7 business days' for the whole order.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { markPaid, shipOrder } from "@/lib/actions/admin/orders";
import { renderEmail } from "@/lib/email/templates";
import { orderEmailLines } from "@/lib/orders/email-lines";
import { COMMISSION_DELIVERY_FALLBACK } from "@/lib/domain/order-line-words";
import { createArtwork, EMAIL_SITE, openBackOffice } from "@/tests/integration/admin/admin-fixtures";

const site = EMAIL_SITE;

beforeAll(() => openBackOffice({ deliveryDays: "3-5 business days" }));

let counter = 0;

/** An order of a medium print with a basic frame, an original, and a commission of a service. */
async function mixedOrder(duration: string) {
  counter += 1;
  const art = await createArtwork(`Mixed Study ${counter}`);
  const service = await db.service.create({
    data: { slug: `portrait-${counter}-${Date.now()}`, title: "Portrait Commission", duration },
    select: { id: true },
  });
  return db.order.create({
    data: {
      orderNumber: `ORD-PROMISE-${Date.now()}-${counter}`,
      accessToken: `token-promise-${Date.now()}-${counter}`,
      customerEmail: "mina@example.com",
      customerInfo: { name: "Mina Lama", email: "mina@example.com" },
      subtotalPaisa: 1_500_000,
      taxPaisa: 0,
      shippingPaisa: 0,
      totalPaisa: 1_500_000,
      status: "processing",
      lines: {
        create: [
          { position: 0, lineType: "artwork", artworkId: art.id, title: "Mixed Study", unitPricePaisa: 300_000, quantity: 1, lineTotalPaisa: 300_000, customizations: { size: "medium", framing: "basic", sizeLabel: "Medium print (11x14)", framingLabel: "Basic frame" } },
          { position: 1, lineType: "artwork", artworkId: art.id, title: "Mixed Study", unitPricePaisa: 700_000, quantity: 1, lineTotalPaisa: 700_000, customizations: { size: "original", framing: "none" } },
          { position: 2, lineType: "service", serviceId: service.id, title: "Portrait Commission", unitPricePaisa: 500_000, quantity: 1, lineTotalPaisa: 500_000, commission: { commissionCategory: "Single Person", size: "A4", dimensions: "8x12", withFrame: true, framePricePaisa: 50_000, basePricePaisa: 450_000 } },
        ],
      },
    },
    select: { id: true, orderNumber: true },
  });
}

describe("each line's variant and promise", () => {
  it("in the lines every order email is built from (the confirmation's too)", async () => {
    const order = await mixedOrder("2-3 weeks");
    expect(await orderEmailLines(db, order.id)).toEqual([
      { title: "Mixed Study", quantity: 1, price: 300_000, variant: "Medium print (11x14), Basic frame", delivery: "3-5 business days" },
      { title: "Mixed Study", quantity: 1, price: 700_000, variant: "Original", delivery: "3-5 business days" },
      { title: "Portrait Commission", quantity: 1, price: 500_000, variant: "Single Person, A4, with frame", delivery: "2-3 weeks" },
    ]);
  });

  it("a commission whose service has no duration ('TBD') promises no days it cannot keep", async () => {
    const order = await mixedOrder("TBD");
    const lines = await orderEmailLines(db, order.id);
    expect(lines[2].delivery).toBe(COMMISSION_DELIVERY_FALLBACK);
  });

  it("in the approval email: each line says its own promise, not one for the whole order", async () => {
    const order = await mixedOrder("2-3 weeks");
    expect((await markPaid({ orderId: order.id })).ok).toBe(true);
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_approved", payload: { path: ["orderId"], equals: order.orderNumber } } });
    const { text } = await renderEmail("payment_approved", email.payload, site);
    expect(text).toContain("Medium print (11x14), Basic frame");
    expect(text).toContain("Single Person, A4, with frame");
    expect(text).toContain("Delivery: 2-3 weeks");
    expect(text.match(/Delivery: 3-5 business days/g)).toHaveLength(2);
    expect(text).not.toContain("5-7 business days");
    expect(text).toContain("Each item below shows when it will be delivered.");

    expect((await shipOrder({ orderId: order.id, courier: "Nepal Post", trackingNumber: "EE1NP" })).ok).toBe(true);
    const shipped = await db.emailOutbox.findFirstOrThrow({ where: { type: "order_shipped", payload: { path: ["orderId"], equals: order.orderNumber } } });
    const shippedText = (await renderEmail("order_shipped", shipped.payload, site)).text;
    expect(shippedText).toContain("Mixed Study (Medium print (11x14), Basic frame)");
    expect(shippedText).toContain("Portrait Commission (Single Person, A4, with frame)");
  });

  it("an order of prints and originals only says the settings' delivery days once", async () => {
    const art = await createArtwork("Only Prints");
    const order = await db.order.create({
      data: {
        orderNumber: `ORD-PRINTS-${Date.now()}`,
        accessToken: `token-prints-${Date.now()}`,
        customerEmail: "ram@example.com",
        customerInfo: { name: "Ram" },
        subtotalPaisa: 300_000, taxPaisa: 0, shippingPaisa: 0, totalPaisa: 300_000,
        lines: { create: [{ position: 0, lineType: "artwork", artworkId: art.id, title: "Only Prints", unitPricePaisa: 300_000, quantity: 1, lineTotalPaisa: 300_000, customizations: { size: "small", framing: "none" } }] },
      },
      select: { id: true, orderNumber: true },
    });
    expect((await markPaid({ orderId: order.id })).ok).toBe(true);
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_approved", payload: { path: ["orderId"], equals: order.orderNumber } } });
    expect((email.payload as { estimatedDelivery: string }).estimatedDelivery).toBe("3-5 business days");
    const { text } = await renderEmail("payment_approved", email.payload, site);
    expect(text.match(/3-5 business days/g)).toHaveLength(1);
    expect(text).toContain("Small print (8x10)");
  });
});
