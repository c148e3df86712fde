/**
 * 'Track your order' against the real PostgreSQL: the same answer whether or not the order
 * exists, the order's link emailed (to the order's own address) only when the number and the
 * email match, limits per mailbox on one address and per client address counted for every
 * well-formed request (strangers using a customer's email never lock the customer out), the
 * links of one order capped across addresses, and bad input refused before anything is counted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { requestOrderLinkAction } from "@/lib/actions/order-lookup";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { requestOrderLink } from "@/lib/orders/order-lookup";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { setStorageForTests } from "@/lib/storage";
import { INITIAL_ORDER_LOOKUP_STATE, ORDER_LINK_EMAILS_PER_ORDER, ORDER_LOOKUP_MESSAGES, ORDER_LOOKUP_RATE_LIMITS } from "@/lib/validation/order-lookup";
import { artworkLine, createShop, orderInput, screenshotPng, useTemporaryStorage, type Shop } from "./checkout-fixtures";

process.env.SITE_URL = "https://art.example.com";

let shop: Shop;
let order: PlacedOrder;

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

function form(orderNumber: string, email: string): FormData {
  const data = new FormData();
  data.set("orderNumber", orderNumber);
  data.set("email", email);
  return data;
}

async function ask(orderNumber: string, email: string) {
  return requestOrderLinkAction(INITIAL_ORDER_LOOKUP_STATE, form(orderNumber, email));
}

async function linkEmails() {
  return db.emailOutbox.findMany({ where: { type: "order_link" }, orderBy: { createdAt: "asc" } });
}

beforeAll(async () => {
  shop = await createShop();
  useTemporaryStorage();
  order = expectPlaced(await placePendingOrder(orderInput({ email: "sita@example.com", lines: [artworkLine(shop.mandala)], clientAddress: "203.0.113.1" })));
});

beforeEach(async () => {
  await db.rateLimitEvent.deleteMany();
  await db.emailOutbox.deleteMany({ where: { type: "order_link" } });
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
});

describe("'Track your order'", () => {
  it("answers the same sentence whether or not the order exists or the email matches", async () => {
    const answers = [
      await ask(order.orderNumber, "sita@example.com"),
      await ask(order.orderNumber, "someone.else@example.com"),
      await ask("ORD-20200101-00001", "sita@example.com"),
      await ask("ORD-20200101-00002", "nobody@example.com"),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: "answered", message: "If this order exists, we have emailed its link" });
      // Nothing of any order comes back.
      expect(Object.keys(answer).sort()).toEqual(["id", "message", "status"]);
    }
  });

  it("emails the link to the order's page only when the number and the email match, to the order's own address", async () => {
    await ask(order.orderNumber, "someone.else@example.com");
    await ask("ORD-20200101-00001", "sita@example.com");
    expect(await linkEmails()).toHaveLength(0);

    // Typed in another case and with spaces around: the same mailbox.
    await ask(` ${order.orderNumber.toLowerCase()} `, "  SITA@example.com ");
    const [email] = await linkEmails();
    expect(email.to).toEqual(["sita@example.com"]);
    expect(email.payload).toMatchObject({
      orderId: order.orderNumber,
      userName: "Sita Gurung",
      // Not paid yet: the payment page, which shows the time left.
      orderUrl: `https://art.example.com/checkout/pay/${order.accessToken}`,
    });
  });

  it("links to the order's page once the payment was sent", async () => {
    const paid = expectPlaced(await placePendingOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.boudha)], clientAddress: "203.0.113.2" })));
    expectPlaced(await attachPaymentScreenshot({ accessToken: paid.accessToken, screenshot: screenshotPng(), clientAddress: "203.0.113.2" }));
    await ask(paid.orderNumber, "ram@example.com");
    const [email] = await linkEmails();
    expect(email.payload).toMatchObject({ orderUrl: `https://art.example.com/order-success?token=${paid.accessToken}` });
  });

  it("limits requests per mailbox from one address, found or not; the same mailbox from another address goes on", async () => {
    const perEmail = ORDER_LOOKUP_RATE_LIMITS.perEmail.limit;
    for (let i = 0; i < perEmail; i++) {
      expect(await requestOrderLink({ orderNumber: order.orderNumber, email: "sita@example.com", clientAddress: "198.51.100.1" })).toBe("answered");
    }
    expect(await requestOrderLink({ orderNumber: order.orderNumber, email: "Sita+again@example.com", clientAddress: "198.51.100.1" })).toBe("rate_limited");
    expect(await requestOrderLink({ orderNumber: order.orderNumber, email: "sita@example.com", clientAddress: "198.51.100.2" })).toBe("answered");
    // A request for a number that does not exist is counted the same way.
    for (let i = 0; i < perEmail; i++) {
      await requestOrderLink({ orderNumber: "ORD-20200101-00009", email: "probe@example.com", clientAddress: "198.51.101.1" });
    }
    expect(await requestOrderLink({ orderNumber: "ORD-20200101-00009", email: "probe@example.com", clientAddress: "198.51.101.1" })).toBe("rate_limited");
  });

  it("strangers asking with a customer's email from their own addresses never lock the customer out", async () => {
    const perEmail = ORDER_LOOKUP_RATE_LIMITS.perEmail.limit;
    // Three strangers, each to its own limit with the customer's mailbox (and wrong numbers).
    for (const stranger of ["198.51.100.11", "198.51.100.12", "198.51.100.13"]) {
      for (let i = 0; i < perEmail; i++) await requestOrderLink({ orderNumber: "ORD-20200101-00007", email: "sita@example.com", clientAddress: stranger });
      expect(await requestOrderLink({ orderNumber: "ORD-20200101-00007", email: "sita@example.com", clientAddress: stranger })).toBe("rate_limited");
    }
    expect(await linkEmails()).toHaveLength(0);
    // The customer, from her own address, through the form.
    expect(await requestOrderLink({ orderNumber: order.orderNumber, email: "sita@example.com", clientAddress: "203.0.113.1" })).toBe("answered");
    expect(await linkEmails()).toHaveLength(1);
  });

  it("emails one order's link at most three times an hour from all addresses together, answering the same", async () => {
    const { limit } = ORDER_LINK_EMAILS_PER_ORDER;
    for (let i = 0; i < limit + 3; i++) {
      expect(await requestOrderLink({ orderNumber: order.orderNumber, email: "sita@example.com", clientAddress: `198.51.102.${i + 1}` })).toBe("answered");
    }
    const emails = await linkEmails();
    expect(emails).toHaveLength(limit);
    expect(emails.every((email) => email.to.join() === "sita@example.com")).toBe(true);
    expect(await ask(order.orderNumber, "sita@example.com")).toMatchObject({ status: "answered", message: ORDER_LOOKUP_MESSAGES.answer });
    expect(await linkEmails()).toHaveLength(limit);
  });

  it("limits requests per client address, and says so in the form; other addresses go on", async () => {
    const perClient = ORDER_LOOKUP_RATE_LIMITS.perClient.limit;
    for (let i = 0; i < perClient; i++) {
      expect(await requestOrderLink({ orderNumber: "ORD-20200101-00003", email: `visitor${i}@example.com`, clientAddress: "unknown" })).toBe("answered");
    }
    // The action runs outside a request here: its client address is "unknown", now at its limit.
    expect(await ask(order.orderNumber, "sita@example.com")).toMatchObject({ status: "error", message: ORDER_LOOKUP_MESSAGES.rateLimited });
    expect(await linkEmails()).toHaveLength(0);
    expect(await requestOrderLink({ orderNumber: order.orderNumber, email: "sita@example.com", clientAddress: "192.0.2.50" })).toBe("answered");
    expect(await linkEmails()).toHaveLength(1);
  });

  it("refuses malformed or over-long input with a message, counting nothing", async () => {
    expect(await ask("", "")).toMatchObject({ status: "error", fieldErrors: { orderNumber: "Enter your order number", email: "Enter the email address you ordered with" } });
    expect(await ask("12345", "sita@example.com")).toMatchObject({ status: "error", message: ORDER_LOOKUP_MESSAGES.orderNumberFormat });
    expect(await ask(order.orderNumber, "sita@")).toMatchObject({ status: "error", message: ORDER_LOOKUP_MESSAGES.invalidEmail });
    expect(await ask("O".repeat(5000), "sita@example.com")).toMatchObject({ status: "error", message: "Order number is too long (40 characters at most)" });
    expect(await db.rateLimitEvent.count()).toBe(0);
  });
});
