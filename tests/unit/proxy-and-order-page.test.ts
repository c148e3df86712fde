/**
 * proxy.ts as Next calls it (HSTS follows the run-time SITE_URL; refusals carry the security
 * headers), and the order-success view when the database did not answer.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { OrderSuccessView } from "@/components/order/order-success-view";
import { HSTS_VALUE } from "@/lib/http/security-headers";
import { proxy } from "@/proxy";

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
