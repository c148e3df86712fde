/**
 * The client address the shop's server records before Next sees a request
 * (lib/http/shop-request-handler.ts with lib/http/client-address.ts), over real HTTP on 127.0.0.1
 * behind one trusted proxy (TRUSTED_PROXY=1), and what the quick check makes of it against a real
 * PostgreSQL. A word in X-Forwarded-For (`unknown`, `fake-host-0`, a host name, an address with
 * a port) is never taken as the address: the socket's address is, and an address busy with
 * orders is asked for the quick check whatever word it sends.
 */
import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addressNeedsQuickCheck } from "@/lib/abuse/challenge";
import { QUIET_ORDERS_PER_HOUR } from "@/lib/domain/quick-check";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createShopRequestHandler } from "@/lib/http/shop-request-handler";
import { placePendingOrder } from "@/lib/orders/place-order";
import { artworkLine, createShop, orderInput, type Shop } from "./checkout-fixtures";

process.env.AUTH_SECRET = "client-address-test-secret-client-address-test";

let shop: Shop;
let server: http.Server;
let port = 0;

/** What the shop's server handed on: the recorded address, and whether the quick check applies to it. */
function ask(forwardedFor?: string): Promise<{ address: string; quickCheck: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: "/checkout", headers: forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(JSON.parse(body)));
      },
    );
    request.on("error", reject);
  });
}

beforeAll(async () => {
  shop = await createShop();
  server = http.createServer(
    createShopRequestHandler({
      // Stands in for Next: what an action reads from the request (lib/http/request-client.ts).
      handle: async (req, res) => {
        const address = String(req.headers[CLIENT_ADDRESS_HEADER]);
        res.end(JSON.stringify({ address, quickCheck: await addressNeedsQuickCheck(db, address) }));
      },
      trustedHops: 1,
      authSecret: () => process.env.AUTH_SECRET,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the client address behind a trusted proxy", () => {
  it("is the forwarded IP address when there is one, in one spelling", async () => {
    expect(await ask("198.51.100.20")).toEqual({ address: "198.51.100.20", quickCheck: false });
    expect(await ask("unknown, 2001:DB8::7")).toEqual({ address: "2001:db8::7", quickCheck: false });
    expect((await ask()).address).toBe("127.0.0.1");
  });

  it("is the socket's address when the forwarded entry is a word, and a busy address is asked for the quick check whatever word it sends", async () => {
    // 127.0.0.1 (this test's socket) places more orders than its quiet rate allows.
    for (let i = 0; i <= QUIET_ORDERS_PER_HOUR; i++) {
      const result = await placePendingOrder(
        orderInput({ email: `busy${i}@example.com`, clientAddress: "127.0.0.1", lines: [artworkLine(shop.mandala, { size: "small" })], screenshot: null }),
      );
      expect(result.ok).toBe(true);
    }
    for (const word of ["unknown", "fake-host-0", "localhost", "art.example.com", "203.0.113.9:443", "203.0.113.9, unknown", "<script>"]) {
      expect(await ask(word), word).toEqual({ address: "127.0.0.1", quickCheck: true });
    }
  });
});
