/**
 * Money in the back office, as the dialogs send it: new artworks and services start with no
 * tax; service pricing is typed in rupees and shows the same rupees on /services; a tier price
 * that is not an amount is refused and nothing is stored; nothing is sold at NPR 0 unless it is
 * 'Price on request'; the quick toggle only switches available and sold.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import * as artworkActions from "@/lib/actions/admin/artworks";
import * as serviceActions from "@/lib/actions/admin/services";
import { getNewItemDefaults } from "@/lib/data/admin/settings";
import { listAdminServices } from "@/lib/data/admin/services";
import { findAvailableServiceById } from "@/lib/data/services";
import { servicePriceLabel } from "@/components/services/service-price";
import { priceOrderLines } from "@/lib/orders/price-lines";
import { PRICE_MESSAGES } from "@/lib/domain/admin/numbers";
import { TIER_MESSAGES } from "@/lib/domain/admin/service-fields";
import { TOGGLE_REFUSED_MESSAGE } from "@/lib/domain/admin/artwork-form";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";
import { artworkLine, commissionLine } from "@/tests/integration/checkout-fixtures";
import { orderLinesSchema } from "@/lib/validation/checkout";
import { formatNpr } from "@/lib/money";

let categoryId = "";

beforeAll(async () => {
  signInAs(await createProfile("owner@studio.test", "admin"));
  // The settings row as a shop sets it up: an 8% rate in Settings must not reach new items.
  await db.settings.upsert({
    where: { id: 1 },
    update: { taxRateBps: 800 },
    create: { id: 1, siteName: "Studio", siteDescription: "Art", contactEmail: "a@studio.test", supportEmail: "s@studio.test", taxRateBps: 800 },
  });
  categoryId = (await db.category.create({ data: { name: "Paintings", slug: "paintings" } })).id;
});

afterAll(() => signOutForTests());

function ok<R>(result: { ok: true; data: R } | { ok: false; message: string; fieldErrors?: Record<string, string> }): R {
  if (!result.ok) throw new Error(`expected success, got ${result.message} ${JSON.stringify(result.fieldErrors ?? {})}`);
  return result.data;
}

describe("tax", () => {
  it("new artworks and services start at 0%, whatever the settings' rate", async () => {
    expect((await getNewItemDefaults()).taxRate).toBe("0");
  });
});

describe("service pricing in rupees", () => {
  it("6000 typed as 'Starting at' is NPR 6,000 on /services and reads back as 6000", async () => {
    const s = ok(await serviceActions.createServiceAction({ title: "Watercolour Workshop", category: "workshop", pricing: { startingAt: "6000", note: "per person" } }));
    const row = await db.service.findUniqueOrThrow({ where: { id: s.id } });
    expect(row.pricing).toEqual({ starting_at: 600_000, note: "per person" });
    const pub = await findAvailableServiceById(s.id);
    expect(servicePriceLabel(pub!)).toBe(`From ${formatNpr(600_000)}`);
    expect(formatNpr(600_000)).toContain("6,000");
    const listed = (await listAdminServices()).find((x) => x.id === s.id)!;
    expect(listed.pricing).toMatchObject({ startingAt: "6000", note: "per person" });
  });

  it("an amount that is not rupees is refused per field and nothing changes", async () => {
    const before = await db.service.count();
    const r = await serviceActions.createServiceAction({ title: "Sketching", category: "workshop", pricing: { startingAt: "Rs 3000", hourly: "0" } });
    expect(r).toMatchObject({ ok: false, fieldErrors: { "pricing.startingAt": PRICE_MESSAGES.notAnAmount, "pricing.hourly": PRICE_MESSAGES.aboveZeroOrEmpty } });
    expect(await db.service.count()).toBe(before);
  });

  it("a tier price of 'abc' or 'Rs 3000' is refused, never stored as 0", async () => {
    const s = ok(
      await serviceActions.createServiceAction({
        title: "Portrait Commission",
        commissionPricing: [{ category: "Single Person", tiers: [{ size: "A4", dimensions: "10 x 14", price: "2500" }] }],
      }),
    );
    for (const price of ["abc", "Rs 3000"]) {
      const r = await serviceActions.updateServiceAction({
        id: s.id,
        title: "Portrait Commission",
        commissionPricing: [{ category: "Single Person", tiers: [{ size: "A4", dimensions: "10 x 14", price: "2500" }, { size: "A3", dimensions: "14 x 18", price }] }],
      });
      expect(r).toMatchObject({ ok: false, fieldErrors: { commissionPricing: TIER_MESSAGES.price("Single Person", "A3") } });
    }
    const row = await db.service.findUniqueOrThrow({ where: { id: s.id } });
    expect(row.commissionPricing).toEqual([{ category: "Single Person", tiers: [{ size: "A4", dimensions: "10 x 14", pricePaisa: 250_000 }] }]);
  });
});

describe("nothing sold at NPR 0", () => {
  it("an artwork price of 0 or 'abc' is refused; empty is 'Price on request'", async () => {
    for (const [price, message] of [["0", PRICE_MESSAGES.aboveZero], ["abc", PRICE_MESSAGES.notAnAmount]] as const) {
      expect(await artworkActions.createArtworkAction({ title: "Dusk", categoryId, price })).toMatchObject({ ok: false, fieldErrors: { price: message } });
    }
    const onRequest = ok(await artworkActions.createArtworkAction({ title: "Dusk", categoryId, price: "" }));
    expect((await db.artwork.findUniqueOrThrow({ where: { id: onRequest.id } })).pricePaisa).toBeNull();
  });

  it("a work or tier already stored at NPR 0 cannot be ordered", async () => {
    const art = await db.artwork.create({ data: { title: "Old Zero", slug: "old-zero", pricePaisa: 0, images: [] } });
    const svc = await db.service.create({
      data: { title: "Old Commission", slug: "old-commission", category: "commission", duration: "2 weeks", commissionPricing: [{ category: "Single", tiers: [{ size: "A4", dimensions: "", pricePaisa: 0 }] }] },
    });
    const priced = await priceOrderLines(db, orderLinesSchema.parse([artworkLine(art), commissionLine(svc, { category: "Single", size: "A4", withFrame: false })]));
    expect(priced.priced).toEqual([]);
    expect(priced.refusals.map((r) => r.reason)).toEqual(["no_price", "commission_pricing"]);
  });
});

describe("the quick toggle", () => {
  it("switches available and sold, and leaves 'Not for sale' and 'Custom only' as they are", async () => {
    const a = ok(await artworkActions.createArtworkAction({ title: "Temple Bells", categoryId, price: "5000" }));
    expect(await artworkActions.toggleArtworkStatusAction({ id: a.id })).toMatchObject({ ok: true, message: "Artwork marked as sold" });
    expect(await artworkActions.toggleArtworkStatusAction({ id: a.id })).toMatchObject({ ok: true, message: "Artwork marked as available" });
    for (const status of ["not_for_sale", "custom_only"] as const) {
      await db.artwork.update({ where: { id: a.id }, data: { status } });
      expect(await artworkActions.toggleArtworkStatusAction({ id: a.id })).toEqual({ ok: false, message: TOGGLE_REFUSED_MESSAGE });
      expect((await db.artwork.findUniqueOrThrow({ where: { id: a.id } })).status).toBe(status);
    }
  });
});
