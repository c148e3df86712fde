import { describe, expect, it } from "vitest";
import { addService, parseCart, serializeCart } from "@/lib/domain/cart";
import { cartToOrderLines } from "@/lib/validation/order-lines";
import { serviceLineSchema } from "@/lib/validation/checkout";
import { lineOptions } from "@/components/cart/line-options";

const token = (c: string) => c.repeat(43);
const service = {
  id: "b4c3a2f1-0d9e-4c8b-9a7f-6e5d4c3b2a10",
  serviceId: "b4c3a2f1-0d9e-4c8b-9a7f-6e5d4c3b2a10",
  title: "Custom Portrait Commission",
  price: 2_500_00,
  commissionCategory: "Single Person",
  size: "A4",
  withFrame: false,
};

describe("reference photos in the cart", () => {
  it("keep their tokens through the browser's storage and reach the order line", () => {
    const items = addService([], { ...service, referencePhotos: [{ token: token("a"), name: "grandma.jpg" }, { token: token("b"), name: "b.png" }] }, 1);
    const stored = parseCart(serializeCart(items));
    expect(stored[0].referencePhotos).toEqual([{ token: token("a"), name: "grandma.jpg" }, { token: token("b"), name: "b.png" }]);
    const [line] = cartToOrderLines(stored);
    expect(line).toMatchObject({ kind: "service", referencePhotos: [token("a"), token("b")] });
    expect(serviceLineSchema.parse(line).referencePhotos).toEqual([token("a"), token("b")]);
    expect(lineOptions(stored[0])).toContain("2 reference photos");
  });

  it("drop malformed tokens and anything past three photos from stored data", () => {
    const raw = JSON.stringify([
      {
        ...service,
        id: `${service.id}-1`,
        type: "service",
        quantity: 1,
        referencePhotos: [{ token: "short" }, { token: token("c"), name: 5 }, { token: token("d") }, { token: token("e") }, { token: token("f") }],
      },
    ]);
    // The first three entries are looked at; the malformed one is dropped.
    expect(parseCart(raw)[0].referencePhotos).toEqual([
      { token: token("c"), name: "" },
      { token: token("d"), name: "" },
    ]);
  });

  it("the server's schema refuses a fourth photo and a foreign token", () => {
    const line = cartToOrderLines(addService([], service, 1))[0];
    expect(serviceLineSchema.parse(line).referencePhotos).toEqual([]);
    const four = serviceLineSchema.safeParse({ ...line, referencePhotos: ["a", "b", "c", "d"].map(token) });
    expect(four.success).toBe(false);
    expect(four.error?.issues[0].message).toBe("You can attach up to 3 photos");
    expect(serviceLineSchema.safeParse({ ...line, referencePhotos: ["../../etc/passwd"] }).success).toBe(false);
  });
});
