/**
 * The public side while PostgreSQL does not answer: the order-success page says the order is
 * safe and the page is temporarily unavailable (not "no order for this link"), and the checkout
 * answers "we could not tell whether your order went through" instead of throwing (a 500): with
 * no database to ask, an earlier press with the same checkout key may have stored the order, so
 * it is never said to have failed (tests/integration/checkout-outage.test.ts has the cases where
 * the database answers again).
 *
 * DATABASE_URL is pointed at a closed port before the first query creates the client.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitOrder } from "@/lib/actions/checkout";
import { lookUpOrderForSuccessPage } from "@/lib/data/orders";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout";
import { readFixture } from "@/tests/fixtures/images";

/** A local port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let realUrl: string | undefined;

beforeAll(async () => {
  realUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = `postgresql://shop:shop@127.0.0.1:${await closedPort()}/art_shop`;
});

afterAll(async () => {
  const g = globalThis as unknown as { __prisma?: { $disconnect(): Promise<void> } };
  await g.__prisma?.$disconnect().catch(() => undefined);
  g.__prisma = undefined;
  process.env.DATABASE_URL = realUrl;
});

describe("order-success while the database is down", () => {
  it("reports the page as unavailable, not the order as missing", async () => {
    expect(await lookUpOrderForSuccessPage("A".repeat(32))).toEqual({ status: "unavailable" });
  });

  it("still answers 'missing' for a link that cannot be a token, without asking the database", async () => {
    expect(await lookUpOrderForSuccessPage("not-a-token")).toEqual({ status: "missing" });
    expect(await lookUpOrderForSuccessPage(null)).toEqual({ status: "missing" });
  });
});

describe("checkout while the database is down", () => {
  function orderForm(key: string): FormData {
    const data = new FormData();
    data.set("name", "Sita Gurung");
    data.set("email", "sita@example.com");
    data.set("phone", "9801234567");
    data.set("address", "Lazimpat, Kathmandu"); // an artwork is shipped: the address is required
    data.set("notes", "");
    data.set("idempotencyKey", key);
    data.set(
      "lines",
      JSON.stringify([
        { kind: "artwork", lineId: "a1", artworkId: "7f1c2a4e-0a6b-4c55-9d8e-3f2b1a0c9d11", title: "Boudha", quantity: 1, size: "original", framing: "none" },
      ]),
    );
    data.set("screenshot", new File([new Uint8Array(readFixture("png"))], "esewa.png", { type: "image/png" }));
    return data;
  }

  it("answers 'we could not tell' for every attempt, including a repeated key, and never throws", async () => {
    const attempts = [orderForm("down-key-000000000001"), orderForm("down-key-000000000001"), orderForm("down-key-000000000002")];
    for (const form of attempts) {
      const result = await submitOrder(form);
      expect(result).toMatchObject({ ok: false, code: "unknown", message: CHECKOUT_MESSAGES.orderUnknown });
    }
  });

  it("refuses a call whose argument is not a form", async () => {
    const result = await submitOrder("x" as unknown as FormData);
    expect(result).toMatchObject({ ok: false, message: CHECKOUT_MESSAGES.orderFailed });
  });
});
