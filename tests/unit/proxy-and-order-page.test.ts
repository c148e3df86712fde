/**
 * proxy.ts as Next calls it (HSTS follows the run-time SITE_URL; refusals carry the security
 * headers), and the order-success view when the database did not answer, and its ledger list in
 * the page's language.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { OrderSuccessView } from "@/components/order/order-success-view";
import { HSTS_VALUE } from "@/lib/http/security-headers";
import { proxy } from "@/proxy";
import type { CustomerOrderView } from "@/lib/data/orders";
import { LEDGER_METHOD_WORDS } from "@/lib/domain/ledger";
import { NE_EMAIL } from "@/emails/ne/strings";
import en from "@/messages/en.json";
import ne from "@/messages/ne.json";

const original = process.env.SITE_URL;
afterEach(() => {
  process.env.SITE_URL = original;
});

describe("proxy", () => {
  it("adds HSTS when SITE_URL is https, and not when it is http", async () => {
    process.env.SITE_URL = "https://art.example.com";
    const secure = await proxy(new NextRequest("https://art.example.com/gallery"));
    expect(secure.headers.get("strict-transport-security")).toBe(HSTS_VALUE);

    process.env.SITE_URL = "http://localhost:3000";
    const plain = await proxy(new NextRequest("http://localhost:3000/gallery"));
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("refuses a foreign post with 403 and the security headers", async () => {
    process.env.SITE_URL = "https://art.example.com";
    const response = await proxy(
      new NextRequest("https://art.example.com/contact", {
        method: "POST",
        headers: { host: "art.example.com", origin: "https://evil.example", "next-action": "x", "content-length": "2" },
        body: "[]",
      }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
  });
});

describe("order-success view", () => {
  it("says the order is safe and the page is temporarily unavailable when the database did not answer", () => {
    const html = renderToStaticMarkup(createElement(OrderSuccessView, { order: null, unavailable: true, supportEmail: "help@example.com" }));
    expect(html).toContain("Your order is safe");
    expect(html).toContain("temporarily unavailable");
    expect(html).not.toContain("We could not find an order for this link");
  });

  it("still says it could not find the order for an unknown link", () => {
    const html = renderToStaticMarkup(createElement(OrderSuccessView, { order: null, supportEmail: "help@example.com" }));
    expect(html).toContain("We could not find an order for this link");
  });
});

describe("order-success view's payments", () => {
  const order: CustomerOrderView = {
    orderNumber: "ORD-20261128-00031",
    customerName: "Sita",
    customerEmail: "sita@example.com",
    subtotalPaisa: 500_000,
    shippingPaisa: 0,
    taxPaisa: 0,
    totalPaisa: 500_000,
    status: "processing",
    paymentStatus: "partly_refunded",
    createdAt: "2026-11-28T06:00:00.000Z",
    emailSent: true,
    screenshotReceived: true,
    lines: [],
    paidOnline: null,
    claimSubmitted: false,
    payments: [
      { kind: "payment", method: "bank", amountPaisa: 500_000, reference: null, reason: null, at: "2026-11-28T06:10:00.000Z" },
      { kind: "refund", method: "wallet", amountPaisa: 100_000, reference: null, reason: null, at: "2026-11-28T07:10:00.000Z" },
    ],
    paidPaisa: 500_000,
    refundedPaisa: 100_000,
    duePaisa: 0,
    dueNowPaisa: 0,
    refundDuePaisa: 0,
    cancelled: false,
    fulfilment: { status: "unfulfilled", courier: null, trackingNumber: null, trackingUrl: null, shippedAt: null },
    accessToken: "a".repeat(32),
  };
  const payments = (locale: "en" | "ne") => {
    const html = renderToStaticMarkup(createElement(OrderSuccessView, { order, supportEmail: "help@example.com", locale }));
    return html.slice(html.indexOf('data-testid="order-payments"'), html.indexOf("</ul>", html.indexOf('data-testid="order-payments"')));
  };

  it("names each payment's method in the page's language: the ledger's words in English, Nepali ones on a Nepali page", () => {
    expect(en.orderPage.methods).toEqual(LEDGER_METHOD_WORDS);
    // The same Nepali words as the receipt's.
    expect(ne.orderPage.methods).toEqual(NE_EMAIL.receiptPdf.methods);
    const english = payments("en");
    expect(english).toContain("Paid by bank transfer");
    expect(english).toContain("Refunded by wallet transfer");
    const nepali = payments("ne");
    expect(nepali).toContain(ne.orderPage.paidBy.replace("{method}", ne.orderPage.methods.bank));
    expect(nepali).toContain(ne.orderPage.refundedBy.replace("{method}", ne.orderPage.methods.wallet));
    expect(nepali).not.toMatch(/bank transfer|wallet transfer/);
  });
});
